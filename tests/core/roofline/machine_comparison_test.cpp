// SPDX-License-Identifier: GPL-3.0-or-later

// Two machines compared: the ratios other / this for each figure both have, every level either
// has in order, and no ratio between a triad roof and a read bandwidth.

#include "io/json.h"
#include "roofline/machine_comparison.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

MemoryLevel comparedLevel(const char *name, std::uint64_t holds, double gbs)
{
    MemoryLevel l;
    l.name = name;
    l.sizeBytes = holds;
    l.holdsBytes = holds;
    l.holdsBytes1 = holds;
    l.gbs = gbs;
    l.gbs1 = gbs / 2;
    return l;
}

MachineProfile machine(double peak, double peakFp64, double triad, std::vector<MemoryLevel> levels)
{
    MachineProfile p;
    p.threads = 2;
    p.peakGflops = peak;
    p.peakGflopsFp64 = peakFp64;
    p.stream.triadGBs = triad;
    p.levels = std::move(levels);
    return p;
}

// This machine has no L3; the other has one. Ratios are exact quotients (relative 1e-12).
TEST(MachineComparison, RatiosForWhatBothHave)
{
    const MachineProfile mine =
        machine(340, 170, 25,
                {comparedLevel("L1", 98304, 400), comparedLevel("L2", 2621440, 160),
                 comparedLevel("DRAM", 0, 20)});
    const MachineProfile other =
        machine(1360, 0, 100,
                {comparedLevel("L1", 65536, 800), comparedLevel("L2", 1048576, 400),
                 comparedLevel("L3", 33554432, 200), comparedLevel("DRAM", 0, 50)});
    const MachineComparison c = MachineComparison::from(mine, other);
    EXPECT_NEAR(c.peakFp32Ratio, 4.0, 4e-12);
    EXPECT_EQ(c.peakFp64Ratio, 0.0) << "the other machine has no FP64 figure";
    EXPECT_NEAR(c.triadRatio, 4.0, 4e-12);
    const char *names[] = {"L1", "L2", "L3", "DRAM"};
    const double ratios[] = {2.0, 2.5, 0.0, 2.5};
    const int thisRoofs[] = {0, 1, -1, 2};
    ASSERT_EQ(c.roofs.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(c.roofs[i].name, names[i]);
        EXPECT_EQ(c.roofs[i].thisRoof, thisRoofs[i]) << names[i];
        EXPECT_EQ(c.roofs[i].otherRoof, static_cast<int>(i)) << names[i];
        EXPECT_NEAR(c.roofs[i].ratio, ratios[i], 1e-12) << names[i];
    }
}

// A profile from an older version has only its triad; its DRAM roof is that triad, which does
// not divide by a read bandwidth, but the two triads do.
TEST(MachineComparison, OlderProfileComparesOnTheTriad)
{
    const MachineProfile mine =
        machine(340, 170, 25, {comparedLevel("L1", 98304, 400), comparedLevel("DRAM", 0, 20)});
    const MachineProfile old = machine(170, 0, 12.5, {});
    const MachineComparison c = MachineComparison::from(mine, old);
    EXPECT_TRUE(c.other.triadOnly);
    EXPECT_FALSE(c.thisMachine.triadOnly);
    EXPECT_NEAR(c.triadRatio, 0.5, 1e-12);
    ASSERT_EQ(c.roofs.size(), 2u);
    EXPECT_EQ(c.roofs[1].name, "DRAM");
    EXPECT_EQ(c.roofs[1].otherRoof, 0);
    EXPECT_EQ(c.roofs[1].ratio, 0.0);
    const Json json = c.toJson();
    EXPECT_TRUE(json["other"]["triad_only"].get<bool>());
    EXPECT_TRUE(json["ratios"]["roofs"][1]["bandwidth"].is_null());
    EXPECT_TRUE(json["ratios"]["peak_gflops_fp64"].is_null());
    EXPECT_EQ(json["ratios"]["stream_triad"], 0.5);
    EXPECT_EQ(json["this"]["roofs"].size(), 2u);
    EXPECT_EQ(json["other"]["roofs"].size(), 1u);
}

} // namespace
} // namespace blab::core
