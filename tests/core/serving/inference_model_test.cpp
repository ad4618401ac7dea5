// SPDX-License-Identifier: GPL-3.0-or-later

// Serving a language model: the parameter counts each shipped shape gives, and the inference
// formulas against worked examples derived by hand in each row's comment.

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "report/report_model.h"
#include "serving/inference_model.h"

#include <cmath>
#include <functional>
#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

struct CountRow
{
    std::string id;
    double total;  // from the shape, worked out in the comment
    double active; // the same, for one token
};

class ShippedShapes : public testing::TestWithParam<CountRow>
{
};

// Exact counts from the shape (to the weight), and within 0.1 % of the published figure.
TEST_P(ShippedShapes, GiveTheirPublishedParameterCounts)
{
    const CountRow &row = GetParam();
    const ModelSpec *m = ModelCatalogFile::find(row.id);
    ASSERT_NE(m, nullptr) << row.id;
    EXPECT_DOUBLE_EQ(m->totalParameters(), row.total);
    EXPECT_DOUBLE_EQ(m->activeParameters(), row.active);
    EXPECT_NEAR(m->totalParameters(), m->publishedParameters, 0.001 * m->publishedParameters);
}

INSTANTIATE_TEST_SUITE_P(
    Models, ShippedShapes,
    testing::Values(
        // Per layer: attention 2·4096·4096 + 2·4096·1024 = 41 943 040, MLP 3·4096·14336 =
        // 176 160 768, so 218 103 808 × 32 = 6 979 321 856; embeddings 2·128256·4096 =
        // 1 050 673 152: 8 029 995 008.
        CountRow{"llama3_8b", 8029995008.0, 8029995008.0},
        // Attention 2·8192² + 2·8192·1024 = 150 994 944, MLP 3·8192·28672 = 704 643 072, so
        // 855 638 016 × 80 = 68 451 041 280; embeddings 2·128256·8192 = 2 101 346 304.
        CountRow{"llama3_70b", 70552387584.0, 70552387584.0},
        // As Llama 3 8B's layers; embeddings 2·32000·4096 = 262 144 000.
        CountRow{"mistral_7b", 7241465856.0, 7241465856.0},
        // Attention 2·3584·3584 + 2·3584·512 = 29 360 128, MLP 3·3584·18944 = 203 685 888, so
        // 233 046 016 × 28 = 6 525 288 448; embeddings 2·152064·3584 = 1 089 994 752.
        CountRow{"qwen2_7b", 7615283200.0, 7615283200.0},
        // 32 layers of attention 41 943 040, router 4096·8 = 32 768 and 8 experts of
        // 176 160 768 (2 of them per token): 1 451 261 952 a layer in all, 394 297 344 per
        // token; plus 262 144 000 of embeddings: 46 702 526 464 and 12 879 659 008.
        CountRow{"mixtral_8x7b", 46702526464.0, 12879659008.0}),
    [](const auto &info) { return info.param.id; });

// Llama 3 8B on one H100 SXM in bf16, as the example.
InferenceInputs llama8bOnH100()
{
    InferenceInputs in;
    in.model = *ModelCatalogFile::find("llama3_8b");
    in.weightBytes = 2.0;
    in.kvDtype = KvDtype::Fp16;
    in.peakTflops = 989.4;
    in.bandwidthGBs = 3350.0;
    in.memoryGB = 80.0;
    in.promptTokens = 1024;
    in.context = 1;
    in.batch = 1;
    return in;
}

struct FigureRow
{
    std::string name;
    std::function<void(InferenceInputs &)> change;
    std::function<double(const InferenceResult &)> figure;
    double expected;
    double relative; // tolerance, relative to expected
};

class WorkedExamples : public testing::TestWithParam<FigureRow>
{
};

TEST_P(WorkedExamples, MatchTheHandCalculation)
{
    InferenceInputs in = llama8bOnH100();
    GetParam().change(in);
    const InferenceResult r = InferenceModel::evaluate(in);
    EXPECT_NEAR(GetParam().figure(r), GetParam().expected,
                GetParam().relative * GetParam().expected);
}

const auto none = [](InferenceInputs &) {
};

INSTANTIATE_TEST_SUITE_P(
    Llama, WorkedExamples,
    testing::Values(
        // 16.06 GB of weights in bf16. A decode step reads the 7 504 658 432 weights it
        // multiplies with (all but the input embedding, of which it needs one row), 15.009 GB,
        // plus 131 072 B of cache per token read and written and 524 288 B of hidden state:
        // 15 010 103 296 B, 4.4806 ms at 3.35 TB/s, so at most 223.2 tokens per second. (Every
        // weight counted, 16 GB, gives the 209 of the example.)
        FigureRow{"decode_tokens_per_second_batch_1", none,
                  [](const InferenceResult &r) { return r.decode.tokensPerSecond; }, 223.18, 1e-3},
        FigureRow{"weights_bytes", none,
                  [](const InferenceResult &r) { return r.memory.weightsBytes; }, 16059990016.0,
                  1e-12},
        // 2 FLOPs per weight (15.009 GFLOPs) against 15.01 GB: one FLOP per byte at batch 1.
        FigureRow{"decode_intensity_batch_1", none,
                  [](const InferenceResult &r) { return r.decode.flopsPerByte; }, 1.0, 1e-3},
        // At batch 64 the weights are shared: 64 · 15.009 GFLOPs over 15.009 GB plus 64 ·
        // (131 072 + 131 072 + 524 288) B of cache and state: 63.8 FLOP/B.
        FigureRow{"decode_intensity_batch_64", [](InferenceInputs &in) { in.batch = 64; },
                  [](const InferenceResult &r) { return r.decode.flopsPerByte; }, 63.79, 1e-3},
        // Cache per token: 2 · 32 layers · 8 heads · 128 · 2 B = 131 072 B; at context 8192 and
        // batch 4: 4 294 967 296 B.
        FigureRow{"kv_cache_bytes",
                  [](InferenceInputs &in) {
                      in.context = 8192;
                      in.batch = 4;
                  },
                  [](const InferenceResult &r) { return r.memory.kvCacheBytes; }, 4294967296.0,
                  1e-12},
        // Prefill of 1024 tokens: 2 · 6 979 321 856 · 1024 + 2 · 32 · 32 · 128 · 1024 · 1025 +
        // 2 · 525 336 576 = 14 569 848 176 640 FLOPs at the whole 989.4 TFLOPS (the bound):
        // 14.726 ms to the first token, compute-bound (its 15.68 GB take 4.68 ms).
        FigureRow{"time_to_first_token", none,
                  [](const InferenceResult &r) { return r.prefill.seconds; }, 0.0147259, 1e-4},
        // On one 80 GB card with 10 % kept back: 72 GB − 16.06 GB leaves 55.94 GB, which holds
        // 55 940 009 984 / (131 072 · 8192) = 52.1 sequences of 8192 tokens: 52.
        FigureRow{"max_batch_at_8192", [](InferenceInputs &in) { in.context = 8192; },
                  [](const InferenceResult &r) { return double(r.memory.maxBatch); }, 52.0, 0.0},
        // At batch 1 the model's own 8192 tokens are the limit.
        FigureRow{"max_context_batch_1", none,
                  [](const InferenceResult &r) { return double(r.memory.maxContext); }, 8192.0,
                  0.0}),
    [](const auto &info) { return info.param.name; });

// Llama 3 70B in bf16: 141.1 GB of weights do not fit one H100 (80 GB), and fit eight.
TEST(Inference, SeventyBillionFitsEightCardsNotOne)
{
    InferenceInputs in = llama8bOnH100();
    in.model = *ModelCatalogFile::find("llama3_70b");
    in.context = 4096;
    // NVLink 4 as the bound sees it (450 GB/s, no latency) and as expected (α 35 µs, 80 %).
    in.boundFabric = {{0.0, 450.0}, {0.0, 50.0}, 8};
    in.fabric = {{35e-6, 360.0}, {5e-6, 45.0}, 8};
    InferenceResult one = InferenceModel::evaluate(in);
    EXPECT_FALSE(one.memory.fits);
    EXPECT_EQ(one.memory.maxBatch, 0);
    in.tensorParallel = 8;
    const InferenceResult eight = InferenceModel::evaluate(in);
    EXPECT_TRUE(eight.memory.fits);
    // 72 GB − 141.1 GB / 8 = 54.36 GB a card; a 4096-token sequence keeps 327 680 · 4096 B of
    // cache, an eighth of it on each card: 54 361 903 104 · 8 / 1 342 177 280 = 324.0, so 324.
    EXPECT_EQ(eight.memory.maxBatch, 324);
    // Eight cards read an eighth each but pay 160 all-reduces a step: faster, not 8× faster.
    EXPECT_GT(eight.tensorParallelSpeedup, 1.0);
    EXPECT_LT(eight.tensorParallelSpeedup, 8.0);
    EXPECT_GT(eight.decode.allReduceSeconds, 0.0);
}

// A mixture of experts: one sequence reads its 2 experts a layer, four read
// 8 (1 − 0.75⁴) = 5.47 of the 8 on average, and a long prompt nearly all.
TEST(Inference, ExpertsReadGrowWithTheBatch)
{
    const ModelSpec &m = *ModelCatalogFile::find("mixtral_8x7b");
    EXPECT_DOUBLE_EQ(InferenceModel::expectedExperts(m, 1), 2.0);
    EXPECT_NEAR(InferenceModel::expectedExperts(m, 4), 5.46875, 1e-12);
    EXPECT_NEAR(InferenceModel::expectedExperts(m, 1024), 8.0, 1e-9);
    const ModelSpec &dense = *ModelCatalogFile::find("llama3_8b");
    EXPECT_DOUBLE_EQ(InferenceModel::expectedExperts(dense, 64), 1.0);
}

// Decode at batch 1 waits for memory on every shipped device, for every shipped model, at the
// device's bf16 peak (FP32 where it lists none) with bf16 weights; prefill of a 1024-token prompt
// of a dense model waits for compute on every one of them (its FLOPs per byte, near 1000, pass
// every balance point in the catalog). A mixture of experts' prompt reads all 8 experts for the 2
// each token uses, about 280 FLOP/B: below the whole peak's balance point of an H100 (295).
TEST(Inference, DecodeAtBatchOneIsBandwidthBoundEverywhere)
{
    for (const DeviceSpec &d : DeviceCatalog::builtIn()) {
        for (const ModelSpec &m : ModelCatalogFile::builtIn()) {
            InferenceInputs in = llama8bOnH100();
            in.model = m;
            in.context = 4096;
            in.peakTflops = d.peakTflops(Precision::Bf16).value_or(d.fp32Tflops);
            in.bandwidthGBs = d.memBandwidthGBs;
            in.memoryGB = d.memoryGB;
            const InferenceResult r = InferenceModel::evaluate(in);
            EXPECT_EQ(r.decode.bound, Bound::Bandwidth) << d.id << " " << m.id;
            EXPECT_LT(r.decode.flopsPerByte, 2.0) << d.id << " " << m.id;
            if (m.experts == 1) {
                EXPECT_EQ(r.prefill.bound, Bound::Compute) << d.id << " " << m.id;
            }
        }
    }
}

// With more cards than key/value heads, each head's cache and its key and value projections are
// held and read by several cards. Qwen2 7B has 28 heads and 4 KV heads; on 28 cards each holds
// a quarter of the cache, not a 28th, and the K/V projections of its head:
// 2 · 28 layers · 3584 hidden · 4 heads · 128 = 102,760,448 weights, of which a card keeps a
// quarter where an even split would give it a 28th: 102,760,448 · (1/4 − 1/28) = 22,020,096
// more weights than total/28.
TEST(Inference, CardsBeyondTheKvHeadsShareTheCacheAndItsProjections)
{
    InferenceInputs in = llama8bOnH100();
    in.model = *ModelCatalogFile::find("qwen2_7b");
    ASSERT_TRUE(in.model.splitsHeads(28));
    in.context = 32768;
    in.batch = 8;
    in.tensorParallel = 28;
    const InferenceResult r = InferenceModel::evaluate(in);
    const double cache = 8.0 * 32768 * r.kvBytesPerToken;
    const double replicated = 22020096.0;
    EXPECT_DOUBLE_EQ(InferenceModel::replicatedWeights(in.model, 28), replicated);
    EXPECT_DOUBLE_EQ(InferenceModel::replicatedWeights(in.model, 4), 0.0);
    EXPECT_DOUBLE_EQ(r.memory.kvCacheBytes, cache);
    EXPECT_NEAR(r.memory.weightsPerCardBytes, r.memory.weightsBytes / 28 + 2.0 * replicated, 1.0);
    EXPECT_NEAR(r.memory.perCardBytes - r.memory.weightsPerCardBytes - r.memory.overheadBytes,
                cache / 4, 1e-6 * cache);
    // The step reads at least a quarter of the cache and the replicated projections on each card.
    EXPECT_GE(r.decode.memorySeconds * 3350e9, cache / 4 + 2.0 * replicated);
}

struct ProblemRow
{
    std::string name;
    std::string model;
    int tp;
    int prompt;
    int context;
    ServeProblem expected;
    int output = 1;
};

class ServeProblems : public testing::TestWithParam<ProblemRow>
{
};

TEST_P(ServeProblems, AreNamed)
{
    const ProblemRow &r = GetParam();
    EXPECT_EQ(InferenceModel::inputProblem(*ModelCatalogFile::find(r.model), r.tp, r.prompt,
                                           r.output, r.context),
              r.expected);
}

INSTANTIATE_TEST_SUITE_P(
    Inputs, ServeProblems,
    testing::Values(
        ProblemRow{"fine", "llama3_70b", 8, 1024, 4096, ServeProblem::None},
        // 64 heads split 8 or 64 ways, not 3 or 128.
        ProblemRow{"tp_64", "llama3_70b", 64, 1024, 4096, ServeProblem::None},
        ProblemRow{"tp_3", "llama3_70b", 3, 1024, 4096, ServeProblem::HeadsNotSplit},
        ProblemRow{"tp_128", "llama3_70b", 128, 1024, 4096, ServeProblem::HeadsNotSplit},
        // Qwen2 7B has 28 query heads and 4 key-value heads: 4 cards split both, 28 hold one
        // query head each and each KV head on 7 of them; 7 cards split the query heads but
        // neither divide nor are a multiple of the 4 KV heads, and 8 do not divide 28.
        ProblemRow{"tp_4_qwen", "qwen2_7b", 4, 1024, 4096, ServeProblem::None},
        ProblemRow{"tp_28_qwen", "qwen2_7b", 28, 1024, 4096, ServeProblem::None},
        ProblemRow{"tp_7_qwen", "qwen2_7b", 7, 1024, 4096, ServeProblem::HeadsNotSplit},
        ProblemRow{"tp_8_qwen", "qwen2_7b", 8, 1024, 4096, ServeProblem::HeadsNotSplit},
        ProblemRow{"context_at_limit", "llama3_8b", 1, 1024, 8192, ServeProblem::None},
        ProblemRow{"context_past_limit", "llama3_8b", 1, 1024, 8193, ServeProblem::ContextTooLong},
        ProblemRow{"prompt_fills_context", "llama3_8b", 1, 4095, 4096, ServeProblem::None},
        // The cache holds the prompt and the answer: 4000 + 96 fit in 4096, 4000 + 97 do not.
        ProblemRow{"answer_fills_context", "llama3_8b", 1, 4000, 4096, ServeProblem::None, 96},
        ProblemRow{"answer_past_context", "llama3_8b", 1, 4000, 4096,
                   ServeProblem::RequestLongerThanContext, 97},
        ProblemRow{"prompt_past_context", "llama3_8b", 1, 4097, 4096,
                   ServeProblem::PromptLongerThanContext}),
    [](const auto &info) { return info.param.name; });

// A batch times a prompt past 2³¹ tokens counts as a number, not a wrapped int: a mixture of
// experts then reads all its experts.
TEST(Inference, HugeBatchesOfLongPromptsDoNotOverflow)
{
    InferenceInputs in = llama8bOnH100();
    in.model = *ModelCatalogFile::find("mixtral_8x7b");
    in.batch = 300;
    in.promptTokens = 10000000;
    in.context = 10000000;
    const InferenceResult r = InferenceModel::evaluate(in);
    EXPECT_GT(r.prefill.tokens, 2.9e9);
    EXPECT_TRUE(std::isfinite(r.prefill.seconds));
    EXPECT_GT(r.prefill.bytes, InferenceModel::matmulParameters(in.model, 7.99) * 2.0);
}

// The report's snapshot serves the model on part five's device, precision, utilisation and link
// (the JSON says so only when asked): the example, Llama 3 70B in bf16 on 8 × H100 SXM
// over NVLink.
TEST(Inference, TheSnapshotServesOnPartFivesDevice)
{
    WhatIfInputs in;
    in.cpuGflops = 237.05;
    EXPECT_EQ(
        ReportModel::build(in, {237.05, CpuSource::Entered, 16.0}).toJson().find("\"inference\""),
        std::string::npos);
    in.mode = WorkloadMode::Inference;
    in.model = "llama3_70b";
    in.device = "h100_sxm";
    in.precision = Precision::Bf16;
    in.weightDtype = WeightDtype::Bf16;
    in.tensorParallel = 8;
    in.linkKind = LinkKind::CardLink;
    const ReportModel m = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    ASSERT_TRUE(m.inference && m.inferenceInputs);
    EXPECT_DOUBLE_EQ(m.inferenceInputs->peakTflops, 989.4);
    EXPECT_DOUBLE_EQ(m.inferenceInputs->bandwidthGBs, 3350.0);
    EXPECT_DOUBLE_EQ(m.inferenceInputs->boundFabric.server.busGBs, m.link.link.busGBs);
    EXPECT_DOUBLE_EQ(m.inferenceInputs->fabric.server.alphaSeconds, m.link.link.latencySeconds);
    EXPECT_EQ(m.inferenceInputs->model.id, "llama3_70b");
    EXPECT_TRUE(m.inference->memory.fits);
    EXPECT_EQ(m.inference->decode.bound, Bound::Bandwidth);
    EXPECT_EQ(m.inference->prefill.bound, Bound::Compute);
    const std::string json = m.toJson();
    for (const char *key :
         {"\"request\"", "\"time_to_first_token_seconds\"", "\"time_per_output_token_seconds\"",
          "\"end_to_end_seconds\"", "\"output_tokens_per_second_per_user\"",
          "\"output_tokens_per_second_per_card\"", "\"expected_seconds\"",
          "\"expected_tokens_per_second\""})
        EXPECT_NE(json.find(key), std::string::npos) << key;
}

} // namespace
} // namespace blab::core
