// SPDX-License-Identifier: GPL-3.0-or-later

#include "roofline/hierarchy_roofline.h"

#include "io/json.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

namespace {

constexpr int kGemmN = 512;

MemoryRoof roofOf(const std::string &name, double gbs, std::uint64_t holds, double peakFp32,
                  double peakFp64)
{
    MemoryRoof r;
    r.name = name;
    r.gbs = gbs;
    r.holdsBytes = holds;
    r.balanceFp32 = gbs > 0 ? peakFp32 / gbs : 0.0;
    r.balanceFp64 = gbs > 0 && peakFp64 > 0 ? peakFp64 / gbs : 0.0;
    return r;
}

// sgemm and dgemm at n = 512 as the lesson counts them: 2 n^3 FLOPs over three n x n matrices,
// each read or written once.
RooflinePoint gemmPoint(const char *name, double gflops, double bytesPerValue)
{
    RooflinePoint p;
    p.name = name;
    p.k = kGemmN;
    p.fp64 = bytesPerValue == 8.0;
    const double n = kGemmN;
    p.workingSetBytes = 3.0 * n * n * bytesPerValue;
    p.flopsPerByte = 2.0 * n * n * n / p.workingSetBytes;
    p.gflops = gflops;
    return p;
}

// The level that feeds a working set: the one whose size holds it, unless the read sweep at that
// size (within a factor of 1.5) ran well faster than that level, which says a larger cache holds
// it than the system reports (a virtual machine's view of a stacked L3, say): then the level whose
// bandwidth is nearest what the sweep measured there.
int feedingLevel(const MachineProfile &profile, double workingSetBytes)
{
    const std::vector<MemoryLevel> &levels = profile.levels;
    const int bySize = MemoryLevels::levelFor(levels, workingSetBytes);
    const BandwidthPoint *nearest = nullptr;
    double distance = std::log(1.5);
    for (const BandwidthPoint &b : profile.bandwidthSweep) {
        const double d = std::fabs(std::log(double(b.bytes) / workingSetBytes));
        if (b.gbs > 0 && d <= distance) {
            distance = d;
            nearest = &b;
        }
    }
    if (!nearest || nearest->gbs <= 1.25 * levels[std::size_t(bySize)].gbs)
        return bySize;
    int best = bySize;
    for (int i = 0; i < bySize; ++i) {
        const double off = std::fabs(std::log(levels[std::size_t(i)].gbs / nearest->gbs));
        if (off < std::fabs(std::log(levels[std::size_t(best)].gbs / nearest->gbs)))
            best = i;
    }
    return best;
}

} // namespace

std::string HierarchyRoofline::labelFor(const std::string &cpuModel, const std::string &measuredAt)
{
    const std::string date = measuredAt.substr(0, std::min<std::size_t>(measuredAt.size(), 10));
    if (cpuModel.empty())
        return date;
    return date.empty() ? cpuModel : cpuModel + " · " + date;
}

HierarchyRoofline HierarchyRoofline::from(const MachineProfile &profile)
{
    HierarchyRoofline h;
    h.label = labelFor(profile.cpuModel, profile.measuredAt);
    h.cpuModel = profile.cpuModel;
    h.measuredAt = profile.measuredAt;
    h.threads = profile.threads;
    h.peakFp32 = profile.peakGflops;
    h.peakFp64 = profile.peakGflopsFp64;
    h.triadGBs = profile.memBandwidthGBs();
    h.triadOnly = profile.levels.empty();
    for (const MemoryLevel &level : profile.levels)
        h.roofs.push_back(roofOf(level.name, level.gbs, level.holdsBytes, h.peakFp32, h.peakFp64));
    if (h.roofs.empty())
        h.roofs.push_back(roofOf("DRAM", profile.memBandwidthGBs(), 0, h.peakFp32, h.peakFp64));

    for (const KernelPoint &k : profile.kernels) {
        RooflinePoint p;
        p.name = k.name;
        p.k = k.k;
        p.flopsPerByte = k.flopsPerByte();
        p.gflops = k.gflops();
        p.workingSetBytes = k.workingSetBytes;
        h.points.push_back(p);
    }
    if (profile.sgemmGflops > 0)
        h.points.push_back(gemmPoint("sgemm", profile.sgemmGflops, 4.0));
    if (profile.dgemmGflops > 0)
        h.points.push_back(gemmPoint("dgemm", profile.dgemmGflops, 8.0));
    for (RooflinePoint &p : h.points) {
        // A kernel whose working set was not kept ran over STREAM-sized arrays: DRAM.
        p.roof = p.workingSetBytes > 0 && !profile.levels.empty()
                     ? feedingLevel(profile, p.workingSetBytes)
                     : static_cast<int>(h.roofs.size()) - 1;
        p.attainableGflops =
            h.attainableGflops(static_cast<std::size_t>(p.roof), p.flopsPerByte, p.fp64);
        p.percentOfRoof = p.attainableGflops > 0 ? 100.0 * p.gflops / p.attainableGflops : 0.0;
    }
    for (const BandwidthPoint &b : profile.bandwidthSweep)
        h.sweepLevels.push_back({MemoryLevels::levelFor(profile.levels, double(b.bytes), true),
                                 MemoryLevels::levelFor(profile.levels, double(b.bytes), false)});
    return h;
}

Json HierarchyRoofline::toJson() const
{
    Json roofList = Json::array();
    for (const MemoryRoof &r : roofs) {
        roofList.push_back({{"name", r.name},
                            {"bandwidth_gbs", r.gbs},
                            {"balance_flops_per_byte", r.balanceFp32},
                            {"balance_flops_per_byte_fp64", r.balanceFp64}});
    }
    Json pointList = Json::array();
    for (const RooflinePoint &p : points) {
        const std::size_t roof = static_cast<std::size_t>(p.roof);
        pointList.push_back({{"name", p.name},
                             {"k", p.k},
                             {"flops_per_byte", p.flopsPerByte},
                             {"gflops", p.gflops},
                             {"level", roof < roofs.size() ? roofs[roof].name : std::string()},
                             {"attainable_gflops", p.attainableGflops},
                             {"percent_of_roof", p.percentOfRoof}});
    }
    return {{"label", label},
            {"cpu_model", cpuModel},
            {"measured_at", measuredAt},
            {"threads", threads},
            {"peak_gflops", peakFp32},
            {"peak_gflops_fp64", peakFp64},
            {"stream_triad_gbs", triadGBs},
            {"triad_only", triadOnly},
            {"roofs", std::move(roofList)},
            {"points", std::move(pointList)}};
}

double HierarchyRoofline::attainableGflops(std::size_t roof, double flopsPerByte, bool fp64) const
{
    if (roof >= roofs.size())
        return 0.0;
    const double peak = fp64 && peakFp64 > 0 ? peakFp64 : peakFp32;
    return std::min(peak, roofs[roof].gbs * flopsPerByte);
}

} // namespace blab::core
