// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/json_fwd.h"
#include "roofline/hierarchy_roofline.h"

#include <string>
#include <vector>

namespace blab::core {

// One level of the memory hierarchy on two machines.
struct RoofComparison
{
    std::string name; // "L1", "L2", "L3", "L4", "DRAM"
    // Index into each machine's roofs; -1 where that machine has no such level.
    int thisRoof = -1;
    int otherRoof = -1;
    // The other machine's bandwidth over this one's; 0 where only one has the level, or where
    // one side's DRAM roof is its STREAM triad and the other's a read bandwidth, which measure
    // different traffic and do not divide.
    double ratio = 0.0;
};

// This machine against another one, from two profiles: both hierarchical rooflines and the
// ratios between them (other / this), so that the command line and the window print the same
// figures and compute none.
struct MachineComparison
{
    HierarchyRoofline thisMachine;
    HierarchyRoofline other;
    // Ratios other / this; 0 where either figure is missing (FP64 before it was measured).
    double peakFp32Ratio = 0.0;
    double peakFp64Ratio = 0.0;
    double triadRatio = 0.0;
    // Every level either machine has, fastest first, DRAM last.
    std::vector<RoofComparison> roofs;

    static MachineComparison from(const MachineProfile &thisMachine, const MachineProfile &other);
    // {"this": ..., "other": ... (HierarchyRoofline::toJson()), "ratios": {peak_gflops,
    // peak_gflops_fp64, stream_triad, roofs: [{name, bandwidth}]}}, null where a ratio is 0.
    Json toJson() const;
};

} // namespace blab::core
