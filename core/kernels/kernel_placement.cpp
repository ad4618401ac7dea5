// SPDX-License-Identifier: GPL-3.0-or-later

#include "kernels/kernel_placement.h"

#include "catalog/precision.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace blab::core {

KernelPlacement KernelPlacement::place(const Operation &op, double seconds,
                                       const std::vector<Roof> &roofs)
{
    KernelPlacement p;
    if (!(seconds > 0) || !(op.flops > 0) || !(op.bytes > 0) || roofs.empty())
        return p;
    p.flopsPerByte = op.flopsPerByte();
    p.attainedGflops = op.flops / seconds / 1e9;
    // The compute peak caps every memory roof, and the fastest memory roof caps the compute
    // roof: at an intensity where even it falls short of the peak, the peak is out of reach.
    double peak = std::numeric_limits<double>::infinity(), fastest = 0.0;
    bool memory = false;
    for (const Roof &r : roofs) {
        if (r.isCompute()) {
            peak = std::min(peak, r.peakGflops);
        } else {
            fastest = std::max(fastest, r.gflopsAt(p.flopsPerByte));
            memory = true;
        }
    }
    const Roof *above = nullptr, *highest = nullptr;
    double aboveGflops = 0.0, highestGflops = 0.0;
    for (const Roof &r : roofs) {
        // A memory roof at or over the peak is the compute roof there, and the compute roof
        // under the fastest memory roof is that memory roof: each is named once.
        const bool reachable =
            r.isCompute() ? !memory || fastest >= peak : r.gflopsAt(p.flopsPerByte) < peak;
        if (!reachable)
            continue;
        const double allows = std::min(peak, r.gflopsAt(p.flopsPerByte));
        if (allows >= p.attainedGflops && (!above || allows < aboveGflops)) {
            above = &r;
            aboveGflops = allows;
        }
        if (!highest || allows > highestGflops) {
            highest = &r;
            highestGflops = allows;
        }
    }
    if (!above) {
        above = highest;
        aboveGflops = highestGflops;
    }
    if (!above)
        return p;
    p.roof = above->name;
    p.boundGflops = aboveGflops;
    p.shareOfBound = p.attainedGflops / p.boundGflops;
    p.speedupAtBound = p.boundGflops / p.attainedGflops;
    return p;
}

void KernelPlacement::addRoof(std::vector<Roof> &roofs, const std::string &name, double peak,
                              double gbs)
{
    const bool compute = gbs <= 0.0;
    if (compute ? peak > 0.0 : gbs > 0.0)
        roofs.push_back({name, compute ? peak : 0.0, compute ? 0.0 : gbs, compute});
}

std::vector<Roof> KernelPlacement::roofsOf(const RooflineModel &device)
{
    std::vector<Roof> roofs;
    addRoof(roofs, "compute", device.peakGflops, 0.0);
    addRoof(roofs, "memory", 0.0, device.bandwidthGBs);
    return roofs;
}

std::vector<Roof> KernelPlacement::roofsOf(const DeviceSpec &device, const std::string &precision)
{
    KernelPrecision p = KernelPrecision::Fp32;
    if (!KernelPrecisions::fromId(precision, p) || !device.peakTflops(p))
        return {};
    return roofsOf(RooflineModel{*device.peakTflops(p) * 1000.0, device.memBandwidthGBs});
}

std::vector<Roof> KernelPlacement::roofsOf(const HierarchyRoofline &cpu, bool fp64)
{
    const double peak = fp64 ? cpu.peakFp64 : cpu.peakFp32;
    // Memory roofs alone would hold an FP64 kernel to bandwidths FP64 never reaches here.
    if (peak <= 0.0)
        return {};
    std::vector<Roof> roofs;
    addRoof(roofs, "compute", peak, 0.0);
    for (const MemoryRoof &level : cpu.roofs)
        addRoof(roofs, level.name, 0.0, level.gbs);
    return roofs;
}

} // namespace blab::core
