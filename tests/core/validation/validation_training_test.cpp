// SPDX-License-Identifier: GPL-3.0-or-later

// The validation set's training rows: each is what the training step model answers for the
// row's layout, a row whose layout the model cannot take is left out, and the shipped rows
// stand where docs/validation.md says.

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "catalog/validation_set.h"
#include "cluster/interconnect_model.h"
#include "inputs/training_setup.h"
#include "io/enum_ids.h"
#include "training/training_run_model.h"
#include "validation/validation_report.h"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace blab::core {
namespace {

ValidationRow trainingRow(const std::string &id, int tp, int pp, int vp, int zero,
                          const std::string &recompute)
{
    ValidationRow row;
    row.id = id;
    row.kind = ValidationRow::Kind::Training;
    row.model = "llama2_13b";
    row.device = "h100_sxm";
    row.cards = 16;
    row.precision = "bf16";
    row.tensorParallel = tp;
    row.pipelineParallel = pp;
    row.virtualStages = vp;
    row.zeroStage = zero;
    row.recompute = recompute;
    row.seqLen = 4096;
    row.microBatch = 1;
    row.globalBatch = 64;
    row.metric = "tokens_per_second_per_card";
    row.published = 3000.0;
    row.framework = "test";
    row.source = "a/b table";
    return row;
}

// What the training step model gives for the row by itself, as the report's training mode
// would: the layout's inputs, bf16 weights and Adam, the card link of one server.
TrainingRun byHand(const ValidationRow &row, double attentionScale = 1.0)
{
    const std::vector<DeviceSpec> &devices = DeviceCatalog::builtIn();
    const DeviceSpec &device = *std::find_if(
        devices.begin(), devices.end(), [&row](const DeviceSpec &d) { return d.id == row.device; });
    WhatIfInputs w;
    w.cards = row.cards;
    w.tensorParallel = row.tensorParallel;
    w.pipelineParallel = row.pipelineParallel;
    w.virtualStages = row.virtualStages;
    w.zeroStage = row.zeroStage;
    w.recompute = *findById(row.recompute, Recomputes::kAll, &Recomputes::id);
    w.seqLen = row.seqLen;
    w.microBatch = row.microBatch;
    w.globalBatch = row.globalBatch;
    w.weightDtype = WeightDtype::Bf16;
    w.optimizer = Optimizer::AdamMixed;
    w.precision = Precision::Bf16;
    const auto link = InterconnectModel::linkFor(LinkKind::CardLink, device, w.cardLinkGBs);
    TrainingRunInputs in = TrainingSetup::inputs(w, *ModelCatalogFile::find(row.model), device,
                                                 device.effectiveTflops(Precision::Bf16), *link);
    in.efficiency.attentionShare *= attentionScale;
    return TrainingRunModel::evaluate(in);
}

struct LayoutCase
{
    std::string name;
    int tp;
    int pp;
    int vp;
    int zero;
    std::string recompute;
};

class TrainingRowLayout : public testing::TestWithParam<LayoutCase>
{
};

// Each layout's answer is the step model's, bound and expected, and the ratio is expected over
// published.
TEST_P(TrainingRowLayout, IsTheStepModelsAnswer)
{
    const LayoutCase &c = GetParam();
    const ValidationRow row = trainingRow(c.name, c.tp, c.pp, c.vp, c.zero, c.recompute);
    const ValidationReport report =
        ValidationReport::run({row}, DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    ASSERT_EQ(report.outcomes.size(), 1u);
    const TrainingRun run = byHand(row);
    ASSERT_EQ(run.problem, LayoutProblem::None);
    const ValidationOutcome &o = report.outcomes[0];
    EXPECT_DOUBLE_EQ(o.expected, run.expected.tokensPerSecondPerCard);
    EXPECT_DOUBLE_EQ(o.bound, run.bound.tokensPerSecondPerCard);
    EXPECT_DOUBLE_EQ(o.ratio, o.expected / 3000.0);
    EXPECT_GT(o.bound, o.expected);
    EXPECT_EQ(report.training.results, 1);
    EXPECT_EQ(report.training.sources, 1);
    EXPECT_DOUBLE_EQ(report.training.medianDeviation, std::abs(o.ratio - 1.0));
}

INSTANTIATE_TEST_SUITE_P(Layouts, TrainingRowLayout,
                         testing::Values(LayoutCase{"plain_data_parallel", 1, 1, 1, 0, "none"},
                                         LayoutCase{"fsdp_full_recompute", 1, 1, 1, 3, "full"},
                                         LayoutCase{"tensor_parallel_selective", 2, 1, 1, 1,
                                                    "selective"},
                                         LayoutCase{"interleaved_pipeline", 2, 4, 5, 1, "none"}),
                         [](const auto &info) { return info.param.name; });

// Full recomputation runs the forward products twice: the same row comes out slower.
TEST(ValidationTraining, FullRecomputationIsSlower)
{
    const ValidationReport report = ValidationReport::run(
        {trainingRow("none", 1, 1, 1, 3, "none"), trainingRow("full", 1, 1, 1, 3, "full")},
        DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    ASSERT_EQ(report.outcomes.size(), 2u);
    EXPECT_LT(report.outcomes[1].expected, report.outcomes[0].expected);
    EXPECT_LT(report.outcomes[1].bound, report.outcomes[0].bound);
}

// Llama 2 13B has 40 heads and 40 layers: a tensor degree of 16 does not split its heads, and
// 3 pipeline stages do not split its layers; such rows are left out, as a serving row its model
// cannot serve is.
TEST(ValidationTraining, LayoutTheModelCannotTakeIsLeftOut)
{
    ValidationRow pipeline = trainingRow("pp3", 1, 3, 1, 0, "none");
    pipeline.cards = 12;
    pipeline.globalBatch = 12;
    const ValidationReport report =
        ValidationReport::run({trainingRow("tp16", 16, 1, 1, 0, "none"), pipeline},
                              DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    EXPECT_TRUE(report.outcomes.empty());
    EXPECT_EQ(report.training.results, 0);
}

// A published rate above the bound is counted: it would be a defect in the model or the row.
TEST(ValidationTraining, PublishedAboveTheBoundIsCounted)
{
    ValidationRow row = trainingRow("too_fast", 1, 1, 1, 0, "none");
    row.published = 1e7;
    const ValidationReport report =
        ValidationReport::run({row}, DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    ASSERT_EQ(report.outcomes.size(), 1u);
    EXPECT_EQ(report.training.aboveBound, 1);
    row.published = 1.0;
    EXPECT_EQ(ValidationReport::run({row}, DeviceCatalog::builtIn(), ModelCatalogFile::builtIn())
                  .training.aboveBound,
              0);
}

// A row whose layout does not fit its cards is listed: Llama 2 13B's states whole on each of 16
// data-parallel cards (16 bytes a weight, over 200 GB) cannot fit 80 GB; sharded over 64 cards
// at ZeRO 3 (3.3 GB) beside a micro-batch's activations they do.
TEST(ValidationTraining, LayoutThatDoesNotFitIsListed)
{
    ValidationRow row = trainingRow("one_card", 1, 1, 1, 0, "none");
    ValidationReport report =
        ValidationReport::run({row}, DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    ASSERT_EQ(report.outcomes.size(), 1u);
    EXPECT_FALSE(report.outcomes[0].fits);
    EXPECT_GT(report.outcomes[0].memoryBytes, 200e9);
    EXPECT_EQ(report.training.notFitting, std::vector<std::string>{"one_card"});
    row = trainingRow("sharded", 1, 1, 1, 3, "none");
    row.cards = 64;
    report = ValidationReport::run({row}, DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    ASSERT_EQ(report.outcomes.size(), 1u);
    EXPECT_TRUE(report.outcomes[0].fits);
    EXPECT_TRUE(report.training.notFitting.empty());
}

// A row run on the Triton FlashAttention takes half FlashAttention-2's share of the peak for
// attention (attention_triton_relative_speed): Llama 2 13B at 4096 on H100, 0.35 → 0.175, so
// its attention takes twice as long and nothing else moves.
TEST(ValidationTraining, TritonAttentionRunsAtHalfTheShare)
{
    ValidationRow row = trainingRow("triton", 1, 1, 1, 3, "none");
    row.attention = "triton";
    const ValidationReport report =
        ValidationReport::run({row}, DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    ASSERT_EQ(report.outcomes.size(), 1u);
    const TrainingRun half = byHand(row, 0.5);
    const TrainingRun flash = byHand(row);
    EXPECT_DOUBLE_EQ(report.outcomes[0].expected, half.expected.tokensPerSecondPerCard);
    EXPECT_DOUBLE_EQ(report.outcomes[0].bound, flash.bound.tokensPerSecondPerCard);
    const auto attention = [](const TrainingRun &run) {
        for (const RunPart &p : run.parts) {
            if (p.kind == RunPartKind::Attention)
                return p.expectedSeconds;
        }
        return 0.0;
    };
    EXPECT_NEAR(attention(half), 2.0 * attention(flash), 1e-12 * attention(half));
    EXPECT_LT(report.outcomes[0].expected, flash.expected.tokensPerSecondPerCard);
}

// The shipped training rows: at least 15 from at least 5 sources (repositories: llm-foundry,
// torchtitan, NeMo, Megatron-Bridge and BAAI's FlagPerf, four organisations, since NeMo and
// Megatron-Bridge are both NVIDIA's), every one computed, every ratio within 0.6-1.6 and no
// published figure above its bound. Issue 41 asks for a median |ratio - 1| of at most 0.20; the
// shipped model reaches 0.103, held here at 0.12 so that a change that moves it further away
// fails. Each device's group of five rows or more keeps its median ratio within 0.9-1.1, as
// serving's groups do (A100 80 GB 1.07), but one: H100's, at 1.11 with FlagPerf's six rows,
// which validate names as outside the band. It is held at 1.12, so that a change that moves it
// further away fails, and is not tuned on (docs/validation.md says why).
TEST(ValidationTraining, ShippedRowsAreWithinTheirBand)
{
    std::vector<ValidationRow> rows;
    for (const ValidationRow &row : ValidationSet::builtIn()) {
        if (row.kind == ValidationRow::Kind::Training)
            rows.push_back(row);
    }
    ASSERT_GE(rows.size(), 15u);
    const ValidationReport report =
        ValidationReport::run(rows, DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    ASSERT_EQ(report.outcomes.size(), rows.size());
    EXPECT_GE(report.training.sources, 5);
    EXPECT_EQ(report.training.aboveBound, 0);
    EXPECT_LE(report.training.medianDeviation, 0.12);
    int groups = 0;
    for (const ValidationGroup &g : report.groups) {
        if (g.results < ValidationReport::kGroupMinimum)
            continue;
        ++groups;
        const bool h100 = g.device == "h100_sxm";
        EXPECT_GE(g.medianRatio, 1.0 - ValidationReport::kGroupBand) << g.device;
        EXPECT_LE(g.medianRatio, h100 ? 1.12 : 1.0 + ValidationReport::kGroupBand) << g.device;
    }
    EXPECT_GE(groups, 2);
    // Each layout fits the memory of the cards it ran on, as question 3 counts it, but two:
    // Llama 3 70B on GB300 with no tensor parallelism and four pipeline stages, which question 3
    // counts at 364 GB of 279 (16-bit activations of 4.6 micro-batches in flight, 210 GB, and
    // 32-bit weights and gradients beside the sharded optimizer). Megatron keeps 16-bit weights
    // and, in FP8 and NVFP4, narrower copies of the products' inputs; the published runs fit.
    // validate names both rows; the list is held here so that a new misfit fails.
    EXPECT_EQ(report.training.notFitting,
              (std::vector<std::string>{"bridge2604-gb300-llama3-70b-64gpu-pp4-vp5-nvfp4",
                                        "bridge2604-gb300-llama3-70b-64gpu-pp4-vp5-mxfp8"}));
    for (const ValidationOutcome &o : report.outcomes) {
        EXPECT_GE(o.ratio, 0.6) << o.row.id;
        EXPECT_LE(o.ratio, 1.6) << o.row.id;
        EXPECT_LE(o.row.published, o.bound) << o.row.id;
    }
}

} // namespace
} // namespace blab::core
