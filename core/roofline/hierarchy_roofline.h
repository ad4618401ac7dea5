// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/json_fwd.h"
#include "measure/profile/machine_profile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace blab::core {

// One slanted roof of a measured roofline: a level of the memory hierarchy and the read
// bandwidth the sweep found for it, with the intensities where it meets each compute roof.
struct MemoryRoof
{
    std::string name; // "L1", "L2", "L3", "DRAM"
    double gbs = 0.0;
    // What the level holds for the profile's threads; 0 for DRAM.
    std::uint64_t holdsBytes = 0;
    double balanceFp32 = 0.0; // FLOP/B where gbs x intensity reaches the FP32 peak
    double balanceFp64 = 0.0; // the same for FP64; 0 when FP64 was not measured
};

// A measured kernel on the roofline, judged against the roof of the level its working set
// lives in rather than against DRAM.
struct RooflinePoint
{
    std::string name; // vector_add, compare, multiply_add, sgemm, dgemm
    int k = 0;        // multiply-adds per element for multiply_add; n for sgemm and dgemm
    bool fp64 = false;
    double flopsPerByte = 0.0;
    double gflops = 0.0;
    double workingSetBytes = 0.0;
    // Index into HierarchyRoofline::roofs: the level that feeds this kernel.
    int roof = 0;
    // What that roof and the compute roof of the point's precision allow at its intensity, and
    // the share of it the kernel reached.
    double attainableGflops = 0.0;
    double percentOfRoof = 0.0;
};

// A measured machine as the hierarchical (cache-aware) roofline draws it: one compute roof per
// precision, one memory roof per level, each measured kernel placed against the roof that
// feeds it. A profile from before the hierarchy was measured has one roof, its STREAM triad.
struct HierarchyRoofline
{
    // "Intel(R) Xeon(R) ... · 2026-12-01": what a second machine is labelled with.
    std::string label;
    // The profile's own words, kept apart for scripts that read the comparison as JSON.
    std::string cpuModel;
    std::string measuredAt;
    int threads = 1;
    double peakFp32 = 0.0;
    double peakFp64 = 0.0;
    // STREAM triad with every thread: the one bandwidth that profiles of every version have, so
    // that two machines can always be compared on it.
    double triadGBs = 0.0;
    // True when the profile has no levels (it is from before the hierarchy was measured) and the
    // one roof is the triad, which is not a read bandwidth like the levels' figures.
    bool triadOnly = false;
    // Fastest first; the last is DRAM.
    std::vector<MemoryRoof> roofs;
    std::vector<RooflinePoint> points;
    // For each point of the profile's bandwidth sweep, the level its working set lives in when
    // every thread reads it and when one does: indexes into the profile's levels, -1 when it has
    // none (each thread brings its own L1 and L2, so the two can differ).
    struct SweepLevels
    {
        int allThreads = -1;
        int oneThread = -1;
    };
    std::vector<SweepLevels> sweepLevels;

    static HierarchyRoofline from(const MachineProfile &profile);
    // {label, cpu_model, measured_at, threads, peak_gflops, peak_gflops_fp64, stream_triad_gbs,
    // triad_only, roofs[], points[]}: one machine of report --json --compare.
    Json toJson() const;
    // min(peak, roofs[roof].gbs x intensity) for the precision; 0 for a roof that is not there.
    double attainableGflops(std::size_t roof, double flopsPerByte, bool fp64) const;
    // The CPU model and the date part of an ISO 8601 time, joined by " · "; either may be
    // missing.
    static std::string labelFor(const std::string &cpuModel, const std::string &measuredAt);
};

} // namespace blab::core
