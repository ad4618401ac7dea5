// SPDX-License-Identifier: GPL-3.0-or-later

// What the snapshot gives the window for serving a language model: prefill and decode as tab 3's
// operations, decode throughput against the batch with its knee, the tensor-parallel degrees a
// model allows, and quantized weights. Expected values are worked out by hand in each comment.

#include "catalog/model_catalog_file.h"
#include "report/report_model.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace blab::core {
namespace {

// Llama 3 8B's shape, used below: 32 layers, hidden 4096, 32 heads, 8 key/value heads of 128,
// MLP 14336 (gated), vocabulary 128256. The weights a token multiplies with: 32 layers of
// attention 2·4096² + 2·4096·1024 = 41 943 040 and MLP 3·4096·14336 = 176 160 768, plus the
// output projection 128256·4096 = 525 336 576: P = 7 504 658 432. Its KV cache in fp16:
// 2·32·8·128·2 = 131 072 B a token.
ReportModel servingH100(int batch, int context, WeightDtype weights)
{
    WhatIfInputs in;
    in.cpuGflops = 237.05;
    in.mode = WorkloadMode::Inference;
    in.model = "llama3_8b";
    in.device = "h100_sxm";
    in.precision = Precision::Bf16;
    in.weightDtype = weights;
    in.inferenceBatch = batch;
    in.context = context;
    in.promptTokens = std::min(1024, context);
    return ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
}

struct DecodeRow
{
    std::string name;
    int batch;
    int context;
    WeightDtype weights;
    double bytes;           // one decode step, worked out in the comment
    double tokensPerSecond; // the step's tokens over the step's time
    Bound bound;
};

class ServingDecode : public testing::TestWithParam<DecodeRow>
{
};

// Bytes exact to a part in 10¹²; tokens per second to 0.01 %.
TEST_P(ServingDecode, MatchesTheWorkedExample)
{
    const DecodeRow &row = GetParam();
    const ReportModel m = servingH100(row.batch, row.context, row.weights);
    ASSERT_TRUE(m.inference);
    EXPECT_NEAR(m.inference->decode.bytes, row.bytes, row.bytes * 1e-12);
    EXPECT_NEAR(m.inference->decode.tokensPerSecond, row.tokensPerSecond,
                row.tokensPerSecond * 1e-4);
    EXPECT_EQ(m.inference->decode.bound, row.bound);
}

INSTANTIATE_TEST_SUITE_P(
    Llama3_8bOnH100, ServingDecode,
    testing::Values(
        // int4: P · 0.5 = 3 752 329 216 B of weights, the cache 4097 · 131 072 = 537 001 984,
        // activations 2·32·4096·2 = 524 288: 4 289 855 488 B. At 3.35 TB/s that is 1.28055 ms;
        // the FLOPs, 2P + 4·32·32·128·4096 = 17 156 800 512, take 17.3 µs at the whole 989.4
        // TFLOPS (these are bounds). Bandwidth-bound at 1 / 1.28055 ms = 780.91 tokens/s: four
        // times fewer bytes than bf16's 215.48 below, not four times the speed, as the cache is
        // still fp16.
        DecodeRow{"int4_batch1", 1, 4096, WeightDtype::Int4, 4289855488.0, 780.9120865,
                  Bound::Bandwidth},
        // bf16: P · 2 = 15 009 316 864 B; with the cache and activations above 15 546 843 136 B,
        // 4.64085 ms: 215.478 tokens/s.
        DecodeRow{"bf16_batch1", 1, 4096, WeightDtype::Bf16, 15546843136.0, 215.4778286,
                  Bound::Bandwidth},
        // 128 sequences at 128 tokens: weights 15 009 316 864, caches 128 · 129 · 131 072 =
        // 2 164 260 864, activations 128 · 524 288 = 67 108 864: 17 240 686 592 B, 5.14647 ms;
        // the FLOPs 128 · (2P + 4·32·32·128·128) = 1.92978 × 10¹² take 1.95046 ms. Still
        // bandwidth-bound: 128 / 5.14647 ms = 24 871.4 tokens/s.
        DecodeRow{"bf16_batch128_short", 128, 128, WeightDtype::Bf16, 17240686592.0, 24871.39927,
                  Bound::Bandwidth},
        // 256 at 128 tokens: 19 472 056 320 B take 5.81255 ms, the FLOPs 3.90091 ms: still
        // bandwidth-bound, 256 / 5.81255 ms = 44 042.6 tokens/s.
        DecodeRow{"bf16_batch256_short", 256, 128, WeightDtype::Bf16, 19472056320.0, 44042.60063,
                  Bound::Bandwidth}),
    [](const auto &info) { return info.param.name; });

struct KneeRow
{
    std::string name;
    int context;
    int knee;
};

class ServingKnee : public testing::TestWithParam<KneeRow>
{
};

TEST_P(ServingKnee, IsTheFirstComputeBoundBatchOfTheSweep)
{
    const KneeRow &row = GetParam();
    const ReportModel m = servingH100(1, row.context, WeightDtype::Bf16);
    EXPECT_EQ(m.servingKneeBatch, row.knee);
    ASSERT_EQ(m.servingSweep.size(), 11u);
    EXPECT_EQ(m.servingSweep.front().batch, 1);
    EXPECT_EQ(m.servingSweep.back().batch, ReportModel::kServingMaxBatch);
    for (const ReportModel::ServingPoint &p : m.servingSweep) {
        // The step is the slower of the two limits, so it reaches neither.
        EXPECT_LE(p.tokensPerSecond, p.computeLimit * (1 + 1e-12)) << p.batch;
        EXPECT_LE(p.tokensPerSecond, p.bandwidthLimit * (1 + 1e-12)) << p.batch;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Llama3_8bOnH100, ServingKnee,
    testing::Values(
        // The balance at the whole 989.4 TFLOPS and 3.35 TB/s is 295.3 FLOP/B. At 128 tokens the
        // step's intensity is 198.2 FLOP/B at batch 256 (rows above) and 322.6 at 512
        // (7.7191 × 10¹² FLOPs over 23 928 795 136 B): 512.
        KneeRow{"context_128", 128, 512},
        // At 4096 tokens each sequence adds 2P + 4·32·32·128·4096 = 1.7157 × 10¹⁰ FLOPs but
        // 537 MB of its own cache: the intensity can never pass 17 157 / 537.5 = 31.9 FLOP/B,
        // far below 295.3, so no batch reaches the knee.
        KneeRow{"context_4096", 4096, 0}),
    [](const auto &info) { return info.param.name; });

struct DegreesRow
{
    std::string model;
    // The divisors of its attention heads, up to 64, that divide its key-value heads or are a
    // multiple of them (ModelSpec::splitsHeads).
    std::vector<int> degrees;
};

class TensorParallelDegrees : public testing::TestWithParam<DegreesRow>
{
};

TEST_P(TensorParallelDegrees, DivideTheHeads)
{
    const ModelSpec *m = ModelCatalogFile::find(GetParam().model);
    ASSERT_NE(m, nullptr);
    EXPECT_EQ(ReportModel::tensorParallelDegrees(*m), GetParam().degrees);
}

INSTANTIATE_TEST_SUITE_P(Shipped, TensorParallelDegrees,
                         testing::Values(
                             // 32 heads.
                             DegreesRow{"llama3_8b", {1, 2, 4, 8, 16, 32}},
                             // 64 heads.
                             DegreesRow{"llama3_70b", {1, 2, 4, 8, 16, 32, 64}},
                             // 28 heads = 2² · 7 and 4 key-value heads: 7 and 14 neither
                             // divide 4 nor are multiples of it.
                             DegreesRow{"qwen2_7b", {1, 2, 4, 28}}),
                         [](const auto &info) { return info.param.model; });

// Tab 3 draws the same prefill and decode the inference figures describe, whatever the mode.
TEST(ServingSnapshot, PrefillAndDecodeJoinTheRooflineInBothModes)
{
    for (WorkloadMode mode : WorkloadModes::kAll) {
        WhatIfInputs in;
        in.mode = mode;
        in.inferenceBatch = 16;
        const ReportModel m = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
        ASSERT_EQ(m.servingOperations.size(), 2u);
        const Operation &prefill = m.servingOperations[0];
        const Operation &decode = m.servingOperations[1];
        EXPECT_EQ(prefill.id, "prefill");
        EXPECT_EQ(decode.id, "decode");
        EXPECT_EQ(decode.batch, 16);
        // The default context holds the prompt and the answer: 1024 + 128.
        EXPECT_EQ(decode.tokens, 1152);
        EXPECT_EQ(prefill.tokens, 1024);
        EXPECT_DOUBLE_EQ(decode.flops, m.inference->decode.flops);
        EXPECT_DOUBLE_EQ(prefill.bytes, m.inference->prefill.bytes);
        EXPECT_EQ(m.roofOperations().size(), 6u);
        // The lesson's four stay the ones question one judges.
        EXPECT_EQ(m.operations.size(), 4u);
        const std::string json = m.toJson();
        EXPECT_NE(json.find("\"op\":\"decode\""), std::string::npos);
        EXPECT_EQ(json.find("\"inference\"") != std::string::npos, mode == WorkloadMode::Inference);
    }
}

// Each link's curve is the decode step split over the degrees the model allows; with one card
// nothing is exchanged, so every link starts at a speed-up of exactly one.
TEST(ServingSnapshot, EachLinkSpeedsUpFromOneCard)
{
    WhatIfInputs in;
    in.mode = WorkloadMode::Inference;
    in.device = "h100_sxm";
    in.model = "llama3_70b";
    in.tensorParallel = 8;
    const ReportModel m = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    ASSERT_FALSE(m.servingLinks.empty());
    for (const ReportModel::ServingLinkRow &row : m.servingLinks) {
        ASSERT_EQ(row.cards.size(), 7u);
        EXPECT_DOUBLE_EQ(row.speedups.front(), 1.0);
        // Splitting eight ways reads an eighth of the weights per card, less what the
        // all-reduces cost: more than one, less than eight.
        EXPECT_GT(row.speedups[3], 1.0);
        EXPECT_LT(row.speedups[3], 8.0);
        // Expected, the all-reduces' latency and the fixed costs take more of it.
        EXPECT_DOUBLE_EQ(row.expectedSpeedups.front(), 1.0);
        EXPECT_LT(row.expectedSpeedups[3], row.speedups[3]);
        // Past one server's 8 cards, 16, 32 and 64 are 2, 4 and 8 replicas of the 8-card split.
        EXPECT_DOUBLE_EQ(row.cards[4], 16);
        EXPECT_DOUBLE_EQ(row.expectedSpeedups[4], 2 * row.expectedSpeedups[3]);
        EXPECT_DOUBLE_EQ(row.expectedSpeedups[6], 8 * row.expectedSpeedups[3]);
    }
}

} // namespace
} // namespace blab::core

namespace blab::core {
namespace {

// A model of the user's own is served as a shipped one is. Its shape: 2 layers, hidden 64,
// 4 heads and 2 key/value heads of 16, gated MLP 256, vocabulary 1000, untied. Attention per
// layer 2·64·64 + 2·64·32 = 12 288, MLP 3·64·256 = 49 152, so 2 · 61 440 = 122 880 in the
// layers and 2·1000·64 = 128 000 in the embeddings: 250 880 parameters, 501 760 B in bf16. Its KV
// cache in fp16: 2·2·2·16·2 = 256 B a token, 256 · 2048 = 524 288 B at a context of 2048.
TEST(ServingSnapshot, ServesTheUsersOwnModel)
{
    ModelSpec tiny;
    tiny.id = "tiny";
    tiny.name = "Tiny";
    tiny.layers = 2;
    tiny.hidden = 64;
    tiny.heads = 4;
    tiny.kvHeads = 2;
    tiny.headDim = 16;
    tiny.mlpHidden = 256;
    tiny.vocab = 1000;
    tiny.maxContext = 4096;
    tiny.publishedParameters = 1e6;
    tiny.user = true;
    const std::vector<ModelSpec> user{tiny};
    WhatIfInputs in;
    in.mode = WorkloadMode::Inference;
    in.model = "tiny";
    in.device = "h100_sxm";
    in.weightDtype = WeightDtype::Bf16;
    in.context = 2048;
    in.promptTokens = 512;
    const ReportModel m =
        ReportModel::build(in, {237.05, CpuSource::Entered, 16.0}, nullptr, &user);
    ASSERT_TRUE(m.inference.has_value());
    EXPECT_EQ(m.inferenceInputs->model.id, "tiny");
    EXPECT_DOUBLE_EQ(m.inference->memory.weightsBytes, 501760.0);
    EXPECT_DOUBLE_EQ(m.inference->memory.kvCacheBytes, 524288.0);
    EXPECT_EQ(m.models.size(), ModelCatalogFile::builtIn().size() + 1);
    EXPECT_TRUE(m.models.back().user);
    const std::string listed = modelsJson(modelListing(m.models));
    EXPECT_NE(listed.find("\"parameters_from_shape\":250880"), std::string::npos) << listed;
    EXPECT_NE(listed.find("\"user\":true"), std::string::npos);

    // Without the user's models the id names nothing: no serving figures, no prefill or decode.
    const ReportModel without = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    EXPECT_FALSE(without.inference.has_value());
    EXPECT_TRUE(without.servingOperations.empty());
}

// Choosing a model, or losing the user's model in use, keeps inputs it can serve. Llama 3 8B reads
// at most 8192 tokens and has 32 heads; Mixtral 8x7B reads 32768.
struct ServeRow
{
    std::string name;
    std::string model;
    int context, prompt, cards;
    int wantContext, wantPrompt, wantCards;
};

class ServeInputs : public testing::TestWithParam<ServeRow>
{
};

TEST_P(ServeInputs, AreTheNearestTheModelServes)
{
    const ServeRow &row = GetParam();
    WhatIfInputs in;
    in.context = row.context;
    in.promptTokens = row.prompt;
    in.tensorParallel = row.cards;
    in.serve(*ModelCatalogFile::find(row.model));
    EXPECT_EQ(in.model, row.model);
    EXPECT_EQ(in.context, row.wantContext);
    EXPECT_EQ(in.promptTokens, row.wantPrompt);
    EXPECT_EQ(in.tensorParallel, row.wantCards);
}

INSTANTIATE_TEST_SUITE_P(
    Table, ServeInputs,
    testing::Values(
        ServeRow{"within_every_limit", "llama3_8b", 4096, 1024, 8, 4096, 1024, 8},
        // The prompt leaves room in the context for the 128-token answer.
        ServeRow{"context_past_the_limit", "llama3_8b", 100000, 50000, 1, 8192, 8064, 1},
        ServeRow{"prompt_past_the_context", "llama3_8b", 2048, 4096, 1, 2048, 1920, 1},
        ServeRow{"cards_that_split_no_heads", "llama3_8b", 4096, 1024, 3, 4096, 1024, 2},
        ServeRow{"longer_limit_keeps_context", "mixtral_8x7b", 32768, 1024, 8, 32768, 1024, 8}),
    [](const auto &info) { return info.param.name; });

// Serving's precision and link follow the device unless given: Llama 3.1 70B in FP8 on eight H200s
// computes at the FP8 peak over NVLink, as `--precision fp8 --link-kind card-link` would; given,
// each is kept (the lesson's FP32 over PCIe through host memory), and in training nothing moves.
struct ChoiceRow
{
    const char *name;
    WorkloadMode mode;
    bool precisionGiven;
    bool linkGiven;
    Precision precision;
    LinkKind link;
};

class ServingChoices : public testing::TestWithParam<ChoiceRow>
{
};

TEST_P(ServingChoices, FollowTheDeviceUnlessGiven)
{
    const ChoiceRow &row = GetParam();
    WhatIfInputs in;
    in.mode = row.mode;
    in.model = "llama31_70b";
    in.device = "h200_sxm";
    in.weightDtype = WeightDtype::Fp8;
    in.tensorParallel = 8;
    in.batching = Batching::Continuous;
    in.concurrency = 64;
    in.precisionGiven = row.precisionGiven;
    in.linkKindGiven = row.linkGiven;
    const ReportModel m = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    EXPECT_EQ(m.inputs.precision, row.precision);
    EXPECT_EQ(m.inputs.linkKind, row.link);
    EXPECT_EQ(m.servingChoice.precisionChosen,
              row.mode == WorkloadMode::Inference && !row.precisionGiven);
    EXPECT_EQ(m.servingChoice.linkKindChosen,
              row.mode == WorkloadMode::Inference && !row.linkGiven);
    // Chosen or given, the same inputs give the same answer.
    WhatIfInputs given = m.inputs;
    given.precisionGiven = given.linkKindGiven = true;
    const ReportModel same = ReportModel::build(given, {237.05, CpuSource::Entered, 16.0});
    ASSERT_EQ(m.inference.has_value(), same.inference.has_value());
    if (m.inference) {
        EXPECT_DOUBLE_EQ(m.inference->request.expected.timePerOutputTokenSeconds,
                         same.inference->request.expected.timePerOutputTokenSeconds);
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, ServingChoices,
                         testing::Values(ChoiceRow{"chosen", WorkloadMode::Inference, false, false,
                                                   Precision::Fp8, LinkKind::CardLink},
                                         ChoiceRow{"given", WorkloadMode::Inference, true, true,
                                                   Precision::Fp32, LinkKind::PcieHost},
                                         ChoiceRow{"precision_given", WorkloadMode::Inference, true,
                                                   false, Precision::Fp32, LinkKind::CardLink},
                                         ChoiceRow{"training", WorkloadMode::Training, false, false,
                                                   Precision::Fp32, LinkKind::PcieHost}),
                         [](const auto &info) { return std::string(info.param.name); });

// The window's serving side starts where its default model fits: switching to serving on the
// lesson's generic card with float32 weights moves to an H100 SXM in bfloat16; a device the user
// chose stays.
TEST(ServingChoices, ServingStartsWhereTheDefaultModelFits)
{
    WhatIfInputs fresh;
    fresh.switchMode(WorkloadMode::Inference);
    EXPECT_EQ(fresh.device, "h100_sxm");
    EXPECT_EQ(fresh.weightDtype, WeightDtype::Bf16);
    const ReportModel m = ReportModel::build(fresh, {237.05, CpuSource::Entered, 16.0});
    ASSERT_TRUE(m.inference.has_value());
    EXPECT_TRUE(m.inference->memory.fits);
    EXPECT_EQ(m.inputs.precision, Precision::Bf16);
    EXPECT_EQ(m.inputs.linkKind, LinkKind::CardLink);
    WhatIfInputs chosen;
    chosen.device = "a100_80gb_sxm";
    chosen.switchMode(WorkloadMode::Inference);
    EXPECT_EQ(chosen.device, "a100_80gb_sxm");
    EXPECT_EQ(chosen.weightDtype, WeightDtype::Fp32);
}

// Back in training, the lesson's card and float32 come back unless serving changed them.
TEST(ServingChoices, TrainingGetsTheLessonsCardBackWhenServingLeftItAlone)
{
    WhatIfInputs there;
    there.switchMode(WorkloadMode::Inference);
    there.switchMode(WorkloadMode::Training);
    EXPECT_EQ(there.device, WhatIfInputs{}.device);
    EXPECT_EQ(there.weightDtype, WeightDtype::Fp32);
    WhatIfInputs moved;
    moved.switchMode(WorkloadMode::Inference);
    moved.device = "h200_sxm";
    moved.switchMode(WorkloadMode::Training);
    EXPECT_EQ(moved.device, "h200_sxm");
    EXPECT_EQ(moved.weightDtype, WeightDtype::Bf16);
}

} // namespace
} // namespace blab::core
