// SPDX-License-Identifier: GPL-3.0-or-later

// Roofline formulas on inputs other than the lesson's. Tolerance: relative 1e-12 (exact formulas).

#include "roofline/roofline_model.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

constexpr double kRelative = 1e-12;

struct RooflineRow
{
    std::string name;
    double peakGflops;
    double bandwidthGBs;
    double intensity;
    double balance;
    double attainable;
    Bound bound;
};

class RooflineTable : public testing::TestWithParam<RooflineRow>
{
};

TEST_P(RooflineTable, BalanceAttainableAndBound)
{
    const RooflineRow &r = GetParam();
    const RooflineModel model{r.peakGflops, r.bandwidthGBs};
    EXPECT_NEAR(model.balanceFlopsPerByte(), r.balance, r.balance * kRelative);
    EXPECT_NEAR(model.attainableGflops(r.intensity), r.attainable, r.attainable * kRelative);
    EXPECT_EQ(model.boundFor(r.intensity), r.bound);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, RooflineTable,
    testing::Values(
        RooflineRow{"entry_gpu_vector_add", 8000, 300, 1.0 / 12, 80.0 / 3, 25.0, Bound::Bandwidth},
        RooflineRow{"entry_gpu_matmul_512", 8000, 300, 512.0 / 6, 80.0 / 3, 8000, Bound::Compute},
        RooflineRow{"trainer_at_balance", 20000, 900, 200.0 / 9, 200.0 / 9, 20000, Bound::Compute},
        RooflineRow{"trainer_just_below", 20000, 900, 22.0, 200.0 / 9, 19800, Bound::Bandwidth},
        RooflineRow{"cpu_64_gflops_k1", 64, 50, 0.25, 1.28, 12.5, Bound::Bandwidth}),
    [](const auto &info) { return info.param.name; });

struct OperationRow
{
    std::string name;
    Operation op;
    double flops;
    double bytes;
};

class OperationTable : public testing::TestWithParam<OperationRow>
{
};

TEST_P(OperationTable, FlopsAndBytes)
{
    const OperationRow &r = GetParam();
    EXPECT_DOUBLE_EQ(r.op.flops, r.flops);
    EXPECT_DOUBLE_EQ(r.op.bytes, r.bytes);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, OperationTable,
    testing::Values(
        OperationRow{"matmul_1024", Operation::matmul(1024), 2147483648.0, 12582912.0},
        OperationRow{"matmul_1", Operation::matmul(1), 2.0, 12.0},
        OperationRow{"vector_add_1000", Operation::vectorAdd(1000), 1000.0, 12000.0},
        OperationRow{"compare_1000", Operation::compare(1000), 1000.0, 8000.0},
        OperationRow{"multiply_add_k1", Operation::multiplyAdd(1000, 1), 2000.0, 8000.0},
        OperationRow{"multiply_add_k1000", Operation::multiplyAdd(1000, 1000), 2e6, 8000.0}),
    [](const auto &info) { return info.param.name; });

// The lesson's second experiment: raising k walks the elementwise kernel across the balance point
// (4.74 FLOP/B at 237.05 GFLOPS and 50 GB/s). k/4 FLOP/B crosses it between k = 18 and k = 19.
TEST(RooflineExperiment, MultiplyAddCrossesTheBalancePoint)
{
    const RooflineModel cpu{237.05, 50.0};
    const double elements = 512.0 * 512.0;
    EXPECT_EQ(cpu.boundFor(Operation::multiplyAdd(elements, 1).flopsPerByte()), Bound::Bandwidth);
    EXPECT_EQ(cpu.boundFor(Operation::multiplyAdd(elements, 18).flopsPerByte()), Bound::Bandwidth);
    EXPECT_EQ(cpu.boundFor(Operation::multiplyAdd(elements, 19).flopsPerByte()), Bound::Compute);
    EXPECT_EQ(cpu.boundFor(Operation::multiplyAdd(elements, 1000).flopsPerByte()), Bound::Compute);
}

// The lesson's second mistake: ten times the FLOPS does not save a second on bandwidth-bound work.
TEST(RooflineExperiment, MoreFlopsDoesNotSpeedUpBandwidthBoundWork)
{
    const Operation add = Operation::vectorAdd(1e8);
    const RooflineModel slow{237.05, 50.0};
    const RooflineModel tenfold{2370.5, 50.0};
    EXPECT_DOUBLE_EQ(slow.secondsFor(add), tenfold.secondsFor(add));
    const Operation mm = Operation::matmul(4096);
    EXPECT_NEAR(slow.secondsFor(mm) / tenfold.secondsFor(mm), 10.0, 1e-9);
}

TEST(RooflineModel, LessonOperationsInOrder)
{
    const auto ops = RooflineModel::lessonOperations(256, 7);
    ASSERT_EQ(ops.size(), 4u);
    EXPECT_EQ(ops[0].id, "matmul");
    EXPECT_EQ(ops[1].id, "vector_add");
    EXPECT_EQ(ops[2].id, "compare");
    EXPECT_EQ(ops[3].id, "multiply_add");
    EXPECT_EQ(ops[3].k, 7);
    EXPECT_DOUBLE_EQ(ops[3].flops, 2.0 * 7 * 256 * 256);
}

} // namespace
} // namespace blab::core
