// SPDX-License-Identifier: GPL-3.0-or-later

// Question one of training: a step split into its parts, worked by hand on a small shape, and the
// one figure for a step's compute that part five uses everywhere.

#include "core/tiny_model.h"
#include "report/report_model.h"
#include "training/training_step_model.h"

#include <gtest/gtest.h>
#include <numeric>

namespace blab::core {
namespace {

using test::tinyModel;

// 1 TFLOPS at half, 100 GB/s at half: the balance point is 10 FLOP/B.
TrainingStepInputs tinyInputs(double tokens)
{
    TrainingStepInputs in;
    in.model = tinyModel();
    in.tokens = tokens;
    in.sequence = 8;
    in.weightBytes = 2.0;
    in.activationBytes = 2.0;
    in.optimizer = Optimizer::AdamMixed;
    in.peakTflops = 1.0;
    in.utilization = 0.5;
    in.bandwidthGBs = 100.0;
    in.bandwidthEfficiency = 0.5;
    return in;
}

struct PartRow
{
    double tokens;
    StepPartKind kind;
    double flops;
    double bytes;
    Bound bound;
    double seconds;
};

class Parts : public testing::TestWithParam<PartRow>
{
};

TEST_P(Parts, AsWorkedByHand)
{
    const PartRow &r = GetParam();
    const TrainingStep step = TrainingStepModel::evaluate(tinyInputs(r.tokens));
    EXPECT_DOUBLE_EQ(step.balanceFlopsPerByte, 10.0);
    const auto part = std::find_if(step.parts.begin(), step.parts.end(),
                                   [&](const StepPart &p) { return p.kind == r.kind; });
    ASSERT_NE(part, step.parts.end());
    EXPECT_DOUBLE_EQ(part->flops, r.flops);
    EXPECT_DOUBLE_EQ(part->bytes, r.bytes);
    EXPECT_EQ(part->bound, r.bound);
    EXPECT_NEAR(part->seconds, r.seconds, r.seconds * 1e-12);
}

// Products: 6 · 80 128 · T FLOPs; 4 · 80 128 · 2 bytes of weights and gradients and
// 3 · 1828 · T · 2 of inputs and outputs (1828 values a token: 2 · (320 + 512) + 64 + 100).
// Attention: 6 · 2 · 8 · 64 · T FLOPs, 6 · (4 + 2) · 16 · 2 · T · 2 bytes. Element-wise:
// 3 · 34 · 64 · 2 · T bytes, one operation per 2-byte value. Optimizer: 86 528 · (2 · 12 + 3 · 2)
// bytes, 12 operations a parameter. Seconds at 5e11 FLOP/s and 5e10 B/s.
INSTANTIATE_TEST_SUITE_P(
    Table, Parts,
    testing::Values(
        PartRow{10, StepPartKind::Products, 4807680, 750704, Bound::Bandwidth, 1.501408e-5},
        PartRow{10, StepPartKind::Attention, 61440, 23040, Bound::Bandwidth, 4.608e-7},
        PartRow{10, StepPartKind::Elementwise, 65280, 130560, Bound::Bandwidth, 2.6112e-6},
        PartRow{10, StepPartKind::Optimizer, 1038336, 2595840, Bound::Bandwidth, 5.19168e-5},
        PartRow{1000, StepPartKind::Products, 480768000, 11609024, Bound::Compute, 9.61536e-4},
        PartRow{1000, StepPartKind::Attention, 6144000, 2304000, Bound::Bandwidth, 4.608e-5},
        PartRow{1000, StepPartKind::Optimizer, 1038336, 2595840, Bound::Bandwidth, 5.19168e-5}));

TEST(TrainingStep, PartsAddUpToTheStep)
{
    const TrainingStep step = TrainingStepModel::evaluate(tinyInputs(10));
    ASSERT_EQ(step.parts.size(), 4u);
    EXPECT_NEAR(step.seconds, 70.00288e-6, 1e-15);
    const double shares =
        std::accumulate(step.parts.begin(), step.parts.end(), 0.0,
                        [](double sum, const StepPart &p) { return sum + p.shareOfStep; });
    EXPECT_NEAR(shares, 1.0, 1e-12);
}

// With a model named, its shape gives the parameters everywhere in part five, and the step's
// compute is the parts' sum; without one, 6 · parameters · tokens at the utilisation.
TEST(TrainingStep, OneFigureForTheStepOnTheWholeTab)
{
    WhatIfInputs in;
    in.device = "h100_sxm";
    in.precision = Precision::Bf16;
    in.weightDtype = WeightDtype::Bf16;
    const ReportModel byCount = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    EXPECT_FALSE(byCount.trainingStep.has_value());
    EXPECT_DOUBLE_EQ(byCount.stepComputeSeconds, 6.0 * 1e9 * 1024 / (989.4e12 * 0.4));

    in.trainingModel = "llama2_7b";
    const ReportModel named = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    ASSERT_TRUE(named.trainingStep.has_value());
    EXPECT_DOUBLE_EQ(named.inputs.params, 6738149376.0);
    EXPECT_DOUBLE_EQ(named.memory.weightsBytes, 2 * 6738149376.0);
    EXPECT_DOUBLE_EQ(named.stepComputeSeconds, named.trainingStep->seconds);
    EXPECT_DOUBLE_EQ(named.link.computeSeconds, named.trainingStep->seconds);

    // The shape reaches the transformer's activation estimate too: 80 layers of 8192 for 70B.
    in.trainingModel = "llama2_70b";
    in.activations = ActivationMode::Transformer;
    const ReportModel large = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    EXPECT_EQ(large.inputs.layers, 80);
    EXPECT_EQ(large.inputs.hidden, 8192);
    EXPECT_DOUBLE_EQ(large.memory.activationsBytes, MemoryModel::transformerActivationBytes(
                                                        80, 8192, in.seqLen, in.microBatch, 2.0));
    in.activations = ActivationMode::None;

    in.trainingModel = "no_such_model";
    const ReportModel unknown = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    EXPECT_FALSE(unknown.trainingStep.has_value());
    EXPECT_DOUBLE_EQ(unknown.inputs.params, 1e9);
}

} // namespace
} // namespace blab::core
