// SPDX-License-Identifier: GPL-3.0-or-later

// Each measured kernel is judged against the roof of the level that feeds it: a working set that
// fits a cache against that cache's bandwidth, one far beyond the caches against DRAM, and a
// profile from before the hierarchy was measured against its STREAM triad alone.

#include "io/json.h"
#include "roofline/hierarchy_roofline.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

constexpr double KiB = 1024;
constexpr double MiB = 1024 * 1024;

MemoryLevel level(const char *name, double holds, double gbs)
{
    MemoryLevel l;
    l.name = name;
    l.sizeBytes = static_cast<std::uint64_t>(holds / 2);
    l.holdsBytes = static_cast<std::uint64_t>(holds);
    l.holdsBytes1 = l.sizeBytes;
    l.gbs = gbs;
    l.gbs1 = gbs / 2;
    return l;
}

KernelPoint kernel(const char *name, int k, double flops, double bytes, double gflops,
                   double workingSet)
{
    return {name, k, flops, bytes, flops / (gflops * 1e9), workingSet};
}

// Two threads of a Xeon-like machine: 96 KiB of L1 and 2.5 MiB of L2 between them, 32 MiB of
// L3, FP32 peak 340 GFLOPS and FP64 half of it.
MachineProfile withLevels()
{
    MachineProfile p;
    p.cpuModel = "Test CPU";
    p.measuredAt = "2026-01-02T03:04:05Z";
    p.threads = 2;
    p.peakGflops = 340;
    p.peakGflopsFp64 = 170;
    p.stream.triadGBs = 25;
    p.sgemmGflops = 64;
    p.dgemmGflops = 30;
    p.levels = {level("L1", 96 * KiB, 400), level("L2", 2.5 * MiB, 150), level("L3", 32 * MiB, 60),
                level("DRAM", 0, 20)};
    p.levels.back().sizeBytes = 0;
    p.levels.back().holdsBytes1 = 0;
    p.kernels = {kernel("vector_add", 0, 1e8, 12e8, 1.5, 400e6),
                 kernel("multiply_add", 1, 2e4, 8e4, 50, 32 * KiB),
                 kernel("multiply_add", 1024, 2.048e7, 8e4, 300, 32 * KiB),
                 kernel("compare", 0, 1e6, 9e6, 10, 1 * MiB),
                 kernel("vector_add", 0, 1e8, 12e8, 1.5, 0)};
    return p;
}

struct PointRow
{
    const char *name;
    std::size_t index; // into HierarchyRoofline::points
    const char *level;
    double attainable;
    double percent;
};

class HierarchyPoints : public testing::TestWithParam<PointRow>
{
};

// attainable = min(peak of the point's precision, the level's GB/s x FLOP/B); relative 1e-12.
TEST_P(HierarchyPoints, JudgedAgainstTheLevelThatFeedsThem)
{
    const PointRow &row = GetParam();
    const HierarchyRoofline h = HierarchyRoofline::from(withLevels());
    ASSERT_LT(row.index, h.points.size());
    const RooflinePoint &p = h.points[row.index];
    ASSERT_GE(p.roof, 0);
    ASSERT_LT(static_cast<std::size_t>(p.roof), h.roofs.size());
    EXPECT_EQ(h.roofs[static_cast<std::size_t>(p.roof)].name, row.level);
    EXPECT_NEAR(p.attainableGflops, row.attainable, row.attainable * 1e-12);
    EXPECT_NEAR(p.percentOfRoof, row.percent, row.percent * 1e-12);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, HierarchyPoints,
    testing::Values(
        // 400 MB is far beyond 32 MiB of L3: DRAM, 20 GB/s x 1/12 FLOP/B.
        PointRow{"vector_add_400mb_dram", 0, "DRAM", 20.0 / 12, 100 * 1.5 / (20.0 / 12)},
        // 32 KiB fits the L1 of two threads: 400 GB/s x 0.25 FLOP/B.
        PointRow{"multiply_add_k1_l1", 1, "L1", 100, 50},
        // 256 FLOP/B is far right of every balance point: the compute roof.
        PointRow{"multiply_add_k1024_compute", 2, "L1", 340, 100 * 300.0 / 340},
        // 1 MiB lies between what L1 and L2 hold.
        PointRow{"compare_1mib_l2", 3, "L2", 150.0 / 9, 100 * 10 / (150.0 / 9)},
        // A kernel whose working set was not kept ran over STREAM-sized arrays.
        PointRow{"unknown_working_set_dram", 4, "DRAM", 20.0 / 12, 100 * 1.5 / (20.0 / 12)},
        // sgemm n = 512: 3 MiB of float matrices, beyond L2's 2.5 MiB, inside L3; 85.3 FLOP/B
        // puts it under the FP32 peak.
        PointRow{"sgemm_512_l3", 5, "L3", 340, 100 * 64.0 / 340},
        // dgemm n = 512: 6 MiB in L3, judged against the FP64 peak, not the FP32 one.
        PointRow{"dgemm_512_l3_fp64", 6, "L3", 170, 100 * 30.0 / 170}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(HierarchyRoofline, GemmPointsCarryTheirWorkingSetAndIntensity)
{
    const HierarchyRoofline h = HierarchyRoofline::from(withLevels());
    ASSERT_EQ(h.points.size(), 7u);
    const RooflinePoint &sgemm = h.points[5];
    EXPECT_EQ(sgemm.name, "sgemm");
    EXPECT_EQ(sgemm.k, 512);
    EXPECT_FALSE(sgemm.fp64);
    EXPECT_DOUBLE_EQ(sgemm.workingSetBytes, 3 * MiB);
    EXPECT_NEAR(sgemm.flopsPerByte, 256.0 / 3, 1e-12);
    const RooflinePoint &dgemm = h.points[6];
    EXPECT_EQ(dgemm.name, "dgemm");
    EXPECT_TRUE(dgemm.fp64);
    EXPECT_DOUBLE_EQ(dgemm.workingSetBytes, 6 * MiB);
    EXPECT_NEAR(dgemm.flopsPerByte, 128.0 / 3, 1e-12);
}

TEST(HierarchyRoofline, OneRoofPerLevelWithItsBalancePoints)
{
    const HierarchyRoofline h = HierarchyRoofline::from(withLevels());
    EXPECT_EQ(h.label, "Test CPU · 2026-01-02");
    EXPECT_EQ(h.threads, 2);
    EXPECT_FALSE(h.triadOnly);
    EXPECT_EQ(h.triadGBs, 25);
    ASSERT_EQ(h.roofs.size(), 4u);
    const char *names[] = {"L1", "L2", "L3", "DRAM"};
    const double gbs[] = {400, 150, 60, 20};
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(h.roofs[i].name, names[i]);
        EXPECT_EQ(h.roofs[i].gbs, gbs[i]);
        EXPECT_DOUBLE_EQ(h.roofs[i].balanceFp32, 340 / gbs[i]);
        EXPECT_DOUBLE_EQ(h.roofs[i].balanceFp64, 170 / gbs[i]);
    }
}

// A profile from before the hierarchy: one DRAM roof, the triad, and every kernel under it.
TEST(HierarchyRoofline, WithoutLevelsTheTriadIsTheOneRoof)
{
    MachineProfile p = withLevels();
    p.levels.clear();
    p.peakGflopsFp64 = 0;
    p.dgemmGflops = 0;
    const HierarchyRoofline h = HierarchyRoofline::from(p);
    EXPECT_TRUE(h.triadOnly);
    ASSERT_EQ(h.roofs.size(), 1u);
    EXPECT_EQ(h.roofs[0].name, "DRAM");
    EXPECT_EQ(h.roofs[0].gbs, 25);
    EXPECT_DOUBLE_EQ(h.roofs[0].balanceFp32, 340.0 / 25);
    EXPECT_EQ(h.roofs[0].balanceFp64, 0);
    ASSERT_EQ(h.points.size(), 6u);
    for (const RooflinePoint &point : h.points) {
        EXPECT_EQ(point.roof, 0) << point.name;
        EXPECT_NEAR(point.attainableGflops, std::min(340.0, 25 * point.flopsPerByte), 1e-9)
            << point.name;
    }
}

TEST(HierarchyRoofline, JsonNamesEachPointsLevel)
{
    const Json json = HierarchyRoofline::from(withLevels()).toJson();
    EXPECT_EQ(json["label"], "Test CPU · 2026-01-02");
    EXPECT_EQ(json["cpu_model"], "Test CPU");
    EXPECT_EQ(json["measured_at"], "2026-01-02T03:04:05Z");
    EXPECT_EQ(json["threads"], 2);
    EXPECT_EQ(json["peak_gflops"], 340.0);
    EXPECT_EQ(json["peak_gflops_fp64"], 170.0);
    ASSERT_EQ(json["roofs"].size(), 4u);
    EXPECT_EQ(json["roofs"][3]["name"], "DRAM");
    EXPECT_EQ(json["roofs"][3]["bandwidth_gbs"], 20.0);
    EXPECT_EQ(json["roofs"][3]["balance_flops_per_byte"], 17.0);
    EXPECT_EQ(json["roofs"][3]["balance_flops_per_byte_fp64"], 8.5);
    ASSERT_EQ(json["points"].size(), 7u);
    EXPECT_EQ(json["points"][5]["name"], "sgemm");
    EXPECT_EQ(json["points"][5]["k"], 512);
    EXPECT_EQ(json["points"][5]["level"], "L3");
    EXPECT_EQ(json["points"][5]["attainable_gflops"], 340.0);
    EXPECT_EQ(json["points"][0]["level"], "DRAM");
}

// A working set past the L3 the system reports, which the read sweep still read at the L3's speed
// (a larger cache than reported holds it): measured as 27.7 GFLOPS at 0.25 FLOP/B, the multiply-add
// would be 554 % of the DRAM roof; the sweep places it on L3 (60 GB/s: 15 GFLOPS, 185 %). Where the
// sweep at that size ran at DRAM speed, it stays on DRAM.
TEST(HierarchyRoofline, ASweepFasterThanTheLevelBySizeMovesThePointUp)
{
    MachineProfile p = withLevels();
    p.kernels = {kernel("multiply_add", 1, 2e9, 8e9, 27.7, 64 * MiB)};
    p.bandwidthSweep = {{static_cast<std::uint64_t>(16 * MiB), 62, 31, 0, 0},
                        {static_cast<std::uint64_t>(60 * MiB), 58, 29, 0, 0},
                        {static_cast<std::uint64_t>(256 * MiB), 21, 11, 0, 0}};
    const HierarchyRoofline cached = HierarchyRoofline::from(p);
    ASSERT_FALSE(cached.points.empty());
    EXPECT_EQ(cached.roofs[std::size_t(cached.points.front().roof)].name, "L3");
    EXPECT_NEAR(cached.points.front().percentOfRoof, 100.0 * 27.7 / 15.0, 1e-9);
    p.bandwidthSweep[1].gbs = 22;
    const HierarchyRoofline dram = HierarchyRoofline::from(p);
    EXPECT_EQ(dram.roofs[std::size_t(dram.points.front().roof)].name, "DRAM");
}

} // namespace
} // namespace blab::core
