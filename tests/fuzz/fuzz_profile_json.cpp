// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the profile the window keeps in its settings, read back from arbitrary
// bytes. A profile it accepts must be one the roofline can draw, with the reader's promises about
// the memory hierarchy kept: positive finite figures, sizes that only grow, DRAM last.

#include "fuzz_locale.h"
#include "measure/profile/machine_profiler.h"
#include "roofline/hierarchy_roofline.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

bool positiveFinite(double v)
{
    return std::isfinite(v) && v > 0;
}

void checkLevels(const std::vector<blab::core::MemoryLevel> &levels)
{
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const blab::core::MemoryLevel &l = levels[i];
        const bool dram = l.name == "DRAM";
        if (!positiveFinite(l.gbs) || !positiveFinite(l.gbs1) || (dram && i + 1 != levels.size()))
            std::abort();
        // Every cache holds something, and more than the one before it.
        if (!dram && (l.holdsBytes == 0 || (i > 0 && l.holdsBytes <= levels[i - 1].holdsBytes)))
            std::abort();
    }
}

void checkSweep(const std::vector<blab::core::BandwidthPoint> &sweep)
{
    for (std::size_t i = 0; i < sweep.size(); ++i) {
        const blab::core::BandwidthPoint &b = sweep[i];
        if (b.bytes == 0 || !positiveFinite(b.gbs) || !positiveFinite(b.gbs1) ||
            (i > 0 && b.bytes <= sweep[i - 1].bytes))
            std::abort();
    }
}

// The roofline drawn from it: every point against a roof that exists, with a finite ceiling.
void checkRoofline(const blab::core::MachineProfile &profile)
{
    const blab::core::HierarchyRoofline h = blab::core::HierarchyRoofline::from(profile);
    if (h.roofs.empty() || h.roofs.back().name != "DRAM")
        std::abort();
    for (const blab::core::RooflinePoint &p : h.points) {
        if (p.roof < 0 || static_cast<std::size_t>(p.roof) >= h.roofs.size() ||
            !positiveFinite(p.attainableGflops) || !std::isfinite(p.percentOfRoof))
            std::abort();
    }
}

} // namespace

// measure --gpu's part: every figure finite and not negative, and written back it reads the same.
void checkGpu(const blab::core::MachineProfile &profile)
{
    const auto &gpu = profile.gpu.gpu;
    if (!gpu)
        return;
    const auto bad = [](double v) {
        return !std::isfinite(v) || v < 0;
    };
    for (const auto &g : gpu->gemm) {
        if (bad(g.tflopsFastest) || bad(g.tflopsMedian) || g.n < 1)
            std::abort();
    }
    for (const auto &l : gpu->hostLinks) {
        if (bad(l.gbs) || bad(l.gbsMedian) || bad(l.mib))
            std::abort();
    }
    if (bad(gpu->fmaPeakTflops) || bad(gpu->memory.bestGBs()))
        std::abort();
    const auto again = blab::core::MachineProfile::fromJson(profile.toJson());
    if (!again || again->toJson() != profile.toJson())
        std::abort();
}

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    blab::fuzz::useCommaLocale();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    blab::fuzz::sameInEveryLocale([&] {
        const auto read = blab::core::MachineProfile::fromJson(text);
        return read ? read->toJson() : std::string();
    });
    const auto profile = blab::core::MachineProfile::fromJson(text);
    if (!profile)
        return 0;
    if (!(profile->peakGflops > 0) || !(profile->memBandwidthGBs() > 0) || profile->threads < 1 ||
        !std::isfinite(profile->balanceFlopsPerByte()))
        std::abort();
    if (!std::isfinite(profile->peakGflopsFp64) || profile->peakGflopsFp64 < 0 ||
        !std::isfinite(profile->dgemmGflops) || profile->dgemmGflops < 0)
        std::abort();
    for (const auto &k : profile->kernels) {
        if (!(k.flopsPerByte() > 0) || !std::isfinite(k.gflops()) ||
            !std::isfinite(k.workingSetBytes) || k.workingSetBytes < 0)
            std::abort();
    }
    checkLevels(profile->levels);
    checkSweep(profile->bandwidthSweep);
    checkRoofline(*profile);
    checkGpu(*profile);
    return 0;
}
