// Sizing formulas: memory for training and ring all-reduce. Tolerance: relative 1e-12.

#include "core/device_catalog.h"
#include "core/interconnect_model.h"
#include "core/memory_model.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

struct AllreduceRow
{
    std::string name;
    int cards;
    double bytes;
    double gbs;
    double seconds;
};

class AllreduceTable : public testing::TestWithParam<AllreduceRow>
{
};

TEST_P(AllreduceTable, RingTime)
{
    const AllreduceRow &r = GetParam();
    const double s = InterconnectModel::ringAllreduceSeconds(r.cards, r.bytes, r.gbs);
    EXPECT_NEAR(s, r.seconds, r.seconds * 1e-12 + 1e-18);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, AllreduceTable,
    testing::Values(AllreduceRow{"one_card_syncs_nothing", 1, 4e9, 12, 0.0},
                    AllreduceRow{"two_cards", 2, 1e9, 10, 0.1},
                    AllreduceRow{"eight_cards_pcie3", 8, 4e9, 12, 2.0 * 7 / 8 * 4e9 / 12e9},
                    AllreduceRow{"eight_cards_nvlink", 8, 4e9, 300, 2.0 * 7 / 8 * 4e9 / 300e9},
                    AllreduceRow{"sixty_four_cards", 64, 1e8, 50, 2.0 * 63 / 64 * 1e8 / 50e9}),
    [](const auto &info) { return info.param.name; });

TEST(InterconnectModel, SpeedupAndEfficiency)
{
    // Sync 1 s against 1 s of compute: two cards take 2 s per step for twice the work.
    InterconnectInputs in;
    in.cards = 2;
    in.gradientBytes = 10e9;
    in.linkGBs = 10.0;
    in.computeSeconds = 1.0;
    const InterconnectResult r = InterconnectModel::evaluate(in);
    EXPECT_DOUBLE_EQ(r.allreduceSeconds, 1.0);
    EXPECT_DOUBLE_EQ(r.stepSeconds, 2.0);
    EXPECT_DOUBLE_EQ(r.speedup, 1.0);
    EXPECT_DOUBLE_EQ(r.efficiency, 0.5);
}

struct MemoryRow
{
    std::string name;
    MemoryInputs in;
    double total;
    double multiple;
};

class MemoryTable : public testing::TestWithParam<MemoryRow>
{
};

TEST_P(MemoryTable, Breakdown)
{
    const MemoryBreakdown m = MemoryModel::estimate(GetParam().in);
    EXPECT_DOUBLE_EQ(m.totalBytes, GetParam().total);
    EXPECT_DOUBLE_EQ(m.multipleOfWeights, GetParam().multiple);
    EXPECT_DOUBLE_EQ(m.weightsBytes + m.gradientsBytes + m.optimizerBytes, m.totalBytes);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, MemoryTable,
    testing::Values(MemoryRow{"bf16_adam_7b", {7e9, 2, 2, Optimizer::Adam}, 7e9 * 12, 6.0},
                    MemoryRow{"fp32_momentum_100m", {1e8, 4, 4, Optimizer::Momentum}, 1.2e9, 3.0},
                    MemoryRow{"fp8_sgd", {1e9, 1, 1, Optimizer::Sgd}, 2e9, 2.0}),
    [](const auto &info) { return info.param.name; });

TEST(MemoryModel, ParsesOptimizerNames)
{
    Optimizer o = Optimizer::Sgd;
    EXPECT_TRUE(MemoryModel::parseOptimizer("adam", o));
    EXPECT_EQ(o, Optimizer::Adam);
    EXPECT_TRUE(MemoryModel::parseOptimizer("momentum", o));
    EXPECT_EQ(o, Optimizer::Momentum);
    EXPECT_FALSE(MemoryModel::parseOptimizer("Adam", o));
    EXPECT_FALSE(MemoryModel::parseOptimizer("", o));
}

// The lesson: compute tens of times this CPU's, bandwidth ten-odd times.
TEST(DeviceCatalog, LessonRatios)
{
    const auto devices = DeviceCatalog::lessonDevices(237.05, 50.0, false, 16.0);
    ASSERT_EQ(devices.size(), 3u);
    const DeviceRatios trainer = DeviceCatalog::ratios(devices[2], devices[0]);
    EXPECT_NEAR(trainer.compute, 84.37, 0.005);
    EXPECT_DOUBLE_EQ(trainer.bandwidth, 18.0);
    const DeviceRatios entry = DeviceCatalog::ratios(devices[1], devices[0]);
    EXPECT_NEAR(entry.compute, 33.75, 0.005);
    EXPECT_DOUBLE_EQ(entry.bandwidth, 6.0);
    EXPECT_NEAR(devices[1].gflopsPerWatt(), 66.67, 0.005);
}

} // namespace
} // namespace blab::core
