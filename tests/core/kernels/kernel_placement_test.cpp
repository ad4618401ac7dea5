// SPDX-License-Identifier: GPL-3.0-or-later

// A user's timed kernel against a roofline: which roof is above it, what that roof allows at the
// kernel's intensity, and the share reached. Each row is worked by hand in its comment.

#include "kernels/kernel_placement.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace blab::core {
namespace {

// An H100 SXM at bf16 as the catalog lists it: 989 TFLOPS, 3350 GB/s; balance 295 FLOP/B.
std::vector<Roof> h100()
{
    return KernelPlacement::roofsOf(RooflineModel{989000.0, 3350.0});
}

// A CPU with four levels: 500 GFLOPS FP32, 100 FP64; L1 400, L2 200, L3 100, DRAM 20 GB/s.
std::vector<Roof> cpu(bool fp64)
{
    HierarchyRoofline h;
    h.peakFp32 = 500.0;
    h.peakFp64 = 100.0;
    for (const auto &[name, gbs] : std::vector<std::pair<std::string, double>>{
             {"L1", 400.0}, {"L2", 200.0}, {"L3", 100.0}, {"DRAM", 20.0}})
        h.roofs.push_back({name, gbs, 0, 0.0, 0.0});
    return KernelPlacement::roofsOf(h, fp64);
}

Operation op(double flops, double bytes)
{
    Operation o;
    o.id = "mine";
    o.flops = flops;
    o.bytes = bytes;
    return o;
}

struct PlaceRow
{
    std::string name;
    std::vector<Roof> roofs;
    Operation op;
    double seconds;
    std::string roof;
    double bound;
    double share;
};

class Placements : public testing::TestWithParam<PlaceRow>
{
};

TEST_P(Placements, NameTheRoofAboveAndTheShare)
{
    const PlaceRow &row = GetParam();
    const KernelPlacement p = KernelPlacement::place(row.op, row.seconds, row.roofs);
    EXPECT_EQ(p.roof, row.roof);
    EXPECT_NEAR(p.boundGflops, row.bound, row.bound * 1e-9);
    EXPECT_NEAR(p.shareOfBound, row.share, 1e-9);
    EXPECT_NEAR(p.speedupAtBound, 1.0 / row.share, 1e-9);
    EXPECT_DOUBLE_EQ(p.flopsPerByte, row.op.flops / row.op.bytes);
    EXPECT_DOUBLE_EQ(p.attainedGflops, row.op.flops / row.seconds / 1e9);
}

INSTANTIATE_TEST_SUITE_P(
    Kernels, Placements,
    testing::Values(
        // 4096³ bf16 product (1.374 × 10¹¹ FLOPs, 100.7 MB, 1365 FLOP/B) in 0.2 ms: 687194.8
        // GFLOPS under the compute roof of 989000: 0.6948.
        PlaceRow{"h100_matmul", h100(), op(137438953472.0, 100663296.0), 2e-4, "compute", 989000.0,
                 137438953472.0 / 2e-4 / 1e9 / 989000.0},
        // 1 GFLOP over 2 GB (0.5 FLOP/B) in 1 ms: 1000 GFLOPS; memory allows 1675: 0.597.
        PlaceRow{"h100_memory", h100(), op(1e9, 2e9), 1e-3, "memory", 1675.0, 1000.0 / 1675.0},
        // 0.1 FLOP/B at 8 GFLOPS: L1 allows 40, L2 20, L3 10, DRAM 2; the lowest at or above 8
        // is L3: 0.8.
        PlaceRow{"cpu_in_l3", cpu(false), op(1e9, 1e10), 1e9 / 8e9, "L3", 10.0, 0.8},
        // The same intensity at 1.5 GFLOPS: under DRAM's 2: 0.75.
        PlaceRow{"cpu_in_dram", cpu(false), op(1e9, 1e10), 1e9 / 1.5e9, "DRAM", 2.0, 0.75},
        // 4 FLOP/B at 300 GFLOPS: L1 allows 1600, L2 800, L3 400, DRAM 80, each capped at 500;
        // the lowest at or above 300 is L3's 400: 0.75.
        PlaceRow{"cpu_high_in_l3", cpu(false), op(4e9, 1e9), 4e9 / 300e9, "L3", 400.0, 0.75},
        // 10 FLOP/B at 450: L3 allows 1000, capped at 500, which is the compute roof: 0.9.
        PlaceRow{"cpu_compute", cpu(false), op(1e10, 1e9), 1e10 / 450e9, "compute", 500.0, 0.9},
        // FP64's roof is 100: 10 FLOP/B at 90 is compute bound at 0.9.
        PlaceRow{"cpu_fp64", cpu(true), op(1e10, 1e9), 1e10 / 90e9, "compute", 100.0, 0.9},
        // Above every roof (a count that is off): judged against the highest, L1's 40 at 0.1
        // FLOP/B, and the share exceeds 1.
        PlaceRow{"above_every_roof", cpu(false), op(1e9, 1e10), 1e9 / 50e9, "L1", 40.0, 1.25}),
    [](const auto &info) { return info.param.name; });

TEST(KernelPlacement, NothingIsPlacedWithoutATimeOrWork)
{
    for (const auto &[o, seconds] : std::vector<std::pair<Operation, double>>{
             {op(1e9, 1e9), 0.0}, {op(1e9, 1e9), -1.0}, {op(0.0, 1e9), 1.0}, {op(1e9, 0.0), 1.0}}) {
        const KernelPlacement p = KernelPlacement::place(o, seconds, h100());
        EXPECT_TRUE(p.roof.empty());
        EXPECT_EQ(p.boundGflops, 0.0);
    }
    EXPECT_TRUE(KernelPlacement::place(op(1e9, 1e9), 1.0, {}).roof.empty());
}

// A profile that did not measure FP64 has no FP64 roof: nothing is placed, rather than a share
// over a peak of 0. A level of 0 GB/s is no roof either.
TEST(KernelPlacement, RoofsThatWereNotMeasuredAreNotThere)
{
    HierarchyRoofline h;
    h.peakFp32 = 500.0;
    h.roofs.push_back({"L1", 400.0, 0, 0.0, 0.0});
    h.roofs.push_back({"DRAM", 0.0, 0, 0.0, 0.0});
    EXPECT_TRUE(KernelPlacement::roofsOf(h, true).empty());
    EXPECT_TRUE(
        KernelPlacement::place(op(1e10, 1e9), 1.0, KernelPlacement::roofsOf(h, true)).roof.empty());
    const std::vector<Roof> fp32 = KernelPlacement::roofsOf(h, false);
    ASSERT_EQ(fp32.size(), 2u);
    EXPECT_EQ(fp32[1].name, "L1");
    EXPECT_TRUE(KernelPlacement::roofsOf(RooflineModel{0.0, 0.0}).empty());
}

} // namespace
} // namespace blab::core
