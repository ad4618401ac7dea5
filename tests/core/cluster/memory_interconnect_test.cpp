// SPDX-License-Identifier: GPL-3.0-or-later

// Sizing formulas: memory for training, sharding, link kinds and the training
// step. Expected values are published rules of thumb (16 bytes per parameter for Adam, 12 for
// momentum) and hand-worked figures. Tolerance: relative 1e-12 unless a row says otherwise.

#include "catalog/device_catalog.h"
#include "cluster/interconnect_model.h"
#include "cluster/memory_model.h"
#include "io/enum_ids.h"
#include "report/report_model.h"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace blab::core {
namespace {

struct StepRow
{
    std::string name;
    int cards;
    double syncSeconds; // all-reduce time the link gives
    double computeSeconds;
    double speedup;
    double overlappedSpeedup;
};

class StepTable : public testing::TestWithParam<StepRow>
{
};

TEST_P(StepTable, SpeedupWithAndWithoutOverlap)
{
    const StepRow &r = GetParam();
    InterconnectInputs in;
    in.cards = r.cards;
    // A bus bandwidth that makes the sync take syncSeconds.
    in.gradientBytes = 1e9;
    in.link.busGBs = r.syncSeconds > 0
                         ? 2.0 * (r.cards - 1) / r.cards * in.gradientBytes / r.syncSeconds / 1e9
                         : 1e9;
    in.computeSeconds = r.computeSeconds;
    const InterconnectResult result = InterconnectModel::evaluate(in);
    EXPECT_NEAR(result.speedup, r.speedup, 1e-9);
    EXPECT_NEAR(result.overlappedSpeedup, r.overlappedSpeedup, 1e-9);
    EXPECT_NEAR(result.efficiency, r.speedup / r.cards, 1e-9);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, StepTable,
    testing::Values(
        // Sync as long as compute: half the ideal, the lesson's "communication wall".
        StepRow{"sync_equals_compute", 8, 1.0, 1.0, 4.0, 8.0 / (1.0 + 1.0 / 3.0)},
        // Sync shorter than the backward pass (2/3 of compute) hides completely.
        StepRow{"sync_hidden_behind_backward", 4, 0.5, 1.0, 4.0 / 1.5, 4.0},
        StepRow{"two_cards_slow_link", 2, 3.0, 1.0, 0.5, 2.0 / (1.0 + 3.0 - 2.0 / 3.0)}),
    [](const auto &info) { return info.param.name; });

TEST(InterconnectModel, AlgorithmBandwidthIsSmallerThanBusBandwidth)
{
    InterconnectInputs in;
    in.cards = 8;
    in.gradientBytes = 4e9;
    in.link.busGBs = 25;
    const InterconnectResult r = InterconnectModel::evaluate(in);
    // N / (2 (N - 1)) = 8 / 14 of the bus bandwidth.
    EXPECT_NEAR(r.algorithmGBs, 25.0 * 8 / 14, 1e-9);
}

struct StepComputeRow
{
    std::string name;
    double params;
    double tokens;
    double tflops;
    double utilization;
    double seconds;
};

class StepComputeTable : public testing::TestWithParam<StepComputeRow>
{
};

TEST_P(StepComputeTable, SixTimesParamsTimesTokens)
{
    const StepComputeRow &r = GetParam();
    EXPECT_NEAR(InterconnectModel::stepComputeSeconds(r.params, r.tokens, r.tflops, r.utilization),
                r.seconds, r.seconds * 1e-12);
}

INSTANTIATE_TEST_SUITE_P(Cases, StepComputeTable,
                         testing::Values(
                             // 6 × 7e9 × 16384 = 6.88e14 FLOPs at 40 % of 989.4 TFLOPS.
                             StepComputeRow{"h100_bf16_7b", 7e9, 16384, 989.4, 0.4,
                                            6 * 7e9 * 16384 / 395.76e12},
                             StepComputeRow{"full_utilisation", 1e9, 1000, 6, 1.0, 1.0}),
                         [](const auto &info) { return info.param.name; });

struct LinkRow
{
    std::string name;
    LinkKind kind;
    int pcieGen;
    double cardLinkGBs;
    double busGBs; // 0: the device has no such link
};

class LinkTable : public testing::TestWithParam<LinkRow>
{
};

TEST_P(LinkTable, BusBandwidthOfEachKind)
{
    const LinkRow &r = GetParam();
    DeviceSpec d;
    d.pcieGen = r.pcieGen;
    d.pcieLanes = r.pcieGen > 0 ? 16 : 0;
    d.cardLinkGBs = r.cardLinkGBs;
    const auto link = InterconnectModel::linkFor(r.kind, d, 33.0);
    if (r.busGBs == 0) {
        EXPECT_FALSE(link.has_value());
    } else {
        ASSERT_TRUE(link.has_value());
        EXPECT_NEAR(link->busGBs, r.busGBs, 1e-9);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, LinkTable,
    testing::Values(LinkRow{"pcie3_through_host_is_half", LinkKind::PcieHost, 3, 0, 15.76 / 2},
                    LinkRow{"pcie4_switch_full_rate", LinkKind::PcieSwitch, 4, 0, 31.52},
                    LinkRow{"pcie5_switch_full_rate", LinkKind::PcieSwitch, 5, 0, 63.04},
                    LinkRow{"nvlink4_one_direction", LinkKind::CardLink, 5, 900, 450},
                    LinkRow{"no_card_link", LinkKind::CardLink, 4, 0, 0},
                    LinkRow{"cpu_has_no_pcie", LinkKind::PcieHost, 0, 0, 0},
                    LinkRow{"custom_is_typed_in", LinkKind::Custom, 0, 0, 33.0}),
    [](const auto &info) { return info.param.name; });

struct MemoryRow
{
    std::string name;
    MemoryInputs in;
    double total;
    double bytesPerParam;
};

class MemoryTable : public testing::TestWithParam<MemoryRow>
{
};

TEST_P(MemoryTable, Breakdown)
{
    const MemoryRow &r = GetParam();
    const MemoryBreakdown m = MemoryModel::estimate(r.in);
    EXPECT_DOUBLE_EQ(m.totalBytes, r.total);
    EXPECT_DOUBLE_EQ((m.totalBytes - m.activationsBytes) / r.in.params, r.bytesPerParam);
    EXPECT_DOUBLE_EQ(m.weightsBytes + m.gradientsBytes + m.optimizerBytes + m.activationsBytes,
                     m.totalBytes);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, MemoryTable,
    testing::Values(
        // Published rules: fp32 Adam 16 B/param, SGD with momentum 12, mixed-precision Adam 16.
        MemoryRow{"fp32_adam_1b_is_16_gb", {1e9, 4, 4, Optimizer::Adam, 0}, 16e9, 16},
        MemoryRow{"fp32_momentum_1b_is_12_gb", {1e9, 4, 4, Optimizer::Momentum, 0}, 12e9, 12},
        MemoryRow{
            "bf16_adam_mixed_is_16_per_param", {7e9, 2, 2, Optimizer::AdamMixed, 0}, 112e9, 16},
        MemoryRow{
            "fp32_adam_mixed_needs_no_master", {1e9, 4, 4, Optimizer::AdamMixed, 0}, 16e9, 16},
        MemoryRow{"bf16_plain_adam", {7e9, 2, 2, Optimizer::Adam, 0}, 84e9, 12},
        MemoryRow{"fp8_sgd", {1e9, 1, 1, Optimizer::Sgd, 0}, 2e9, 2},
        MemoryRow{"activations_add_on_top", {1e9, 4, 4, Optimizer::Adam, 5e9}, 21e9, 16}),
    [](const auto &info) { return info.param.name; });

struct ShardRow
{
    std::string name;
    double weights;
    double gradients;
    double optimizer;
    double activations;
    int cards;
    double deviceBytes;
    double optimizerSharded;
    double gradientSharded;
    double fullySharded;
    int minOptimizer;
    int minGradient;
    int minFull;
};

class ShardTable : public testing::TestWithParam<ShardRow>
{
};

TEST_P(ShardTable, PerCardBytesAndFewestCards)
{
    const ShardRow &r = GetParam();
    MemoryBreakdown m;
    m.weightsBytes = r.weights;
    m.gradientsBytes = r.gradients;
    m.optimizerBytes = r.optimizer;
    m.activationsBytes = r.activations;
    m.totalBytes = r.weights + r.gradients + r.optimizer + r.activations;
    const ShardingResult s = MemoryModel::shard(m, r.cards, r.deviceBytes);
    EXPECT_DOUBLE_EQ(s.optimizerShardedBytes, r.optimizerSharded);
    EXPECT_DOUBLE_EQ(s.gradientShardedBytes, r.gradientSharded);
    EXPECT_DOUBLE_EQ(s.fullyShardedBytes, r.fullySharded);
    EXPECT_EQ(s.minCardsOptimizerSharded, r.minOptimizer);
    EXPECT_EQ(s.minCardsGradientSharded, r.minGradient);
    EXPECT_EQ(s.minCardsFullySharded, r.minFull);
    EXPECT_EQ(s.fitsOptimizerSharded, r.optimizerSharded <= r.deviceBytes);
    EXPECT_EQ(s.fitsGradientSharded, r.gradientSharded <= r.deviceBytes);
    EXPECT_EQ(s.fitsFullySharded, r.fullySharded <= r.deviceBytes);
    EXPECT_DOUBLE_EQ(s.replicatedTrafficBytes, 2.0 * (r.cards - 1) / r.cards * r.gradients);
    EXPECT_DOUBLE_EQ(s.fullyShardedTrafficBytes,
                     (r.cards - 1.0) / r.cards * (2 * r.weights + r.gradients));
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ShardTable,
    testing::Values(
        // 7e9 parameters, BF16, mixed Adam on 80 GB: 112 GB in all. Optimizer split needs
        // ceil(84 / (80 - 28)) = 2 cards, optimizer and gradients ceil(98 / (80 - 14)) = 2,
        // full split ceil(112 / 80) = 2. On 8 cards: 28 + 84/8, 14 + 98/8, 112/8.
        ShardRow{"h100_7b_adam_mixed", 14e9, 14e9, 84e9, 0, 8, 80e9, 28e9 + 10.5e9, 26.25e9, 14e9,
                 2, 2, 2},
        // Fits on one card: one card is enough every way.
        ShardRow{"fits_on_one", 4e9, 4e9, 8e9, 0, 4, 80e9, 10e9, 7e9, 4e9, 1, 1, 1},
        // Weights and gradients alone fill the card: splitting only the optimizer never fits;
        // splitting the gradients too needs ceil(200 / (80 - 40)) = 5 cards.
        ShardRow{"optimizer_split_cannot_help", 40e9, 40e9, 160e9, 0, 8, 80e9, 100e9, 65e9, 30e9, 0,
                 5, 3},
        // Weights and gradients exactly fill the card: stage 1 cannot help, stage 2 needs
        // ceil(120 / 40) = 3 cards and stage 3 ceil(160 / 80) = 2. On 4 cards: 80 + 80/4,
        // 40 + 120/4, 160/4.
        ShardRow{"gradient_split_fits_where_optimizer_split_cannot", 40e9, 40e9, 80e9, 0, 4, 80e9,
                 100e9, 70e9, 40e9, 0, 3, 2},
        // Activations alone exceed the card: no split helps.
        ShardRow{"activations_fill_the_card", 1e9, 1e9, 2e9, 90e9, 2, 80e9, 93e9, 92.5e9, 92e9, 0,
                 0, 0},
        // 1e14 fp32 parameters with Adam on a 12 GB card: weights alone fill it, so stages 1
        // and 2 cannot help, and stage 3 needs ceil(1.6e15 / 12e9) = 133334 cards, past the
        // cap of 100000.
        ShardRow{"full_split_past_the_card_cap", 4e14, 4e14, 8e14, 0, 8, 12e9, 9e14, 5.5e14, 2e14,
                 ShardingResult::kNoCardCount, ShardingResult::kNoCardCount,
                 ShardingResult::kPastTheCardCap},
        // Exactly the cap is a number of cards; one card more is past it.
        ShardRow{"full_split_at_the_card_cap", 0, 0, 1e14, 0, 1, 1e9, 1e14, 1e14, 1e14,
                 MemoryModel::kMaxCards, MemoryModel::kMaxCards, MemoryModel::kMaxCards},
        ShardRow{"full_split_one_card_past_the_cap", 0, 0, 1e14 + 1e9, 0, 1, 1e9, 1e14 + 1e9,
                 1e14 + 1e9, 1e14 + 1e9, ShardingResult::kPastTheCardCap,
                 ShardingResult::kPastTheCardCap, ShardingResult::kPastTheCardCap}),
    [](const auto &info) { return info.param.name; });

// Bytes each card sends per step, stated as numbers: stage 2 moves what the all-reduce of plain
// data parallelism moves, stage 3 half as much again when weights and gradients are as wide.
struct TrafficRow
{
    std::string name;
    double weights;
    double gradients;
    int cards;
    double replicated;
    double gradientSharded;
    double fullySharded;
};

class ShardTrafficTable : public testing::TestWithParam<TrafficRow>
{
};

TEST_P(ShardTrafficTable, BytesPerCardPerStep)
{
    const TrafficRow &r = GetParam();
    MemoryBreakdown m;
    m.weightsBytes = r.weights;
    m.gradientsBytes = r.gradients;
    m.totalBytes = r.weights + r.gradients;
    const ShardingResult s = MemoryModel::shard(m, r.cards, 80e9);
    // Relative 1e-12: the figures are sums of a few products.
    EXPECT_NEAR(s.replicatedTrafficBytes, r.replicated, 1e-12 * r.replicated);
    EXPECT_NEAR(s.gradientShardedTrafficBytes, r.gradientSharded, 1e-12 * r.gradientSharded);
    EXPECT_NEAR(s.fullyShardedTrafficBytes, r.fullySharded, 1e-12 * r.fullySharded);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ShardTrafficTable,
    testing::Values(
        // 7e9 BF16 parameters on 8 cards: 2 · 7/8 · 14 GB = 24.5 GB; stage 3 7/8 · 42 GB.
        TrafficRow{"bf16_7b_on_8", 14e9, 14e9, 8, 24.5e9, 24.5e9, 36.75e9},
        // Two cards: half of the bytes cross; 1.5 times for stage 3.
        TrafficRow{"two_cards", 4e9, 4e9, 2, 4e9, 4e9, 6e9},
        // One card sends nothing whichever way the state is split.
        TrafficRow{"one_card", 4e9, 4e9, 1, 0, 0, 0},
        // fp32 master weights kept as the working weights with bf16 gradients: stage 3 gathers
        // the wider weights, (3/4) · (2 · 8 + 4) GB = 15 GB against 2 · (3/4) · 4 GB = 6 GB.
        TrafficRow{"wide_weights_narrow_gradients", 8e9, 4e9, 4, 6e9, 6e9, 15e9}),
    [](const auto &info) { return info.param.name; });

TEST(MemoryModel, TransformerActivations)
{
    // 34 · s · b · h · L bytes at 16 bits: 32 layers, h 4096, s 2048, b 1 → 9.126 GB.
    EXPECT_DOUBLE_EQ(MemoryModel::transformerActivationBytes(32, 4096, 2048, 1, 2.0),
                     34.0 * 32 * 4096 * 2048);
    // fp32 activations take twice that; fp8 training keeps 16-bit activations.
    EXPECT_DOUBLE_EQ(MemoryModel::transformerActivationBytes(1, 10, 10, 1, 4.0), 6800.0);
    EXPECT_DOUBLE_EQ(MemoryModel::transformerActivationBytes(1, 10, 10, 1, 1.0), 3400.0);
    EXPECT_DOUBLE_EQ(MemoryModel::perSampleActivationBytes(5e7, 8), 4e8);
}

TEST(MemoryModel, OptimizerNamesReadBack)
{
    const auto find = [](const std::string &text) {
        return findById(text, MemoryModel::kAllOptimizers, &MemoryModel::optimizerId);
    };
    EXPECT_EQ(find("adam"), Optimizer::Adam);
    EXPECT_EQ(find("momentum"), Optimizer::Momentum);
    EXPECT_EQ(find("adam-mixed"), Optimizer::AdamMixed);
    EXPECT_EQ(find("Adam"), std::nullopt);
    EXPECT_EQ(find(""), std::nullopt);
    // Every id reads back as its own value.
    for (Optimizer o : MemoryModel::kAllOptimizers)
        EXPECT_EQ(find(MemoryModel::optimizerId(o)), o);
}

// Part five as the report builds it: a typed-in hop latency belongs to the link in use only, and
// a card without a card link falls back to the custom bandwidth.
TEST(ReportModel, LatencyOverrideAndLinkFallback)
{
    WhatIfInputs in;
    in.device = "h100_sxm";
    in.linkKind = LinkKind::PcieHost;
    in.linkLatencyUs = 100.0;
    const ReportModel m = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    ASSERT_EQ(m.links.size(), 4u);
    EXPECT_DOUBLE_EQ(m.link.link.latencySeconds, 100e-6);
    EXPECT_DOUBLE_EQ(m.links[0].link.latencySeconds, 100e-6); // pcie-host, the one in use
    // The others keep their kind's α of resources/efficiencies.json.
    EXPECT_DOUBLE_EQ(m.links[1].link.latencySeconds, 48e-6);   // pcie-switch
    EXPECT_DOUBLE_EQ(m.links[2].link.latencySeconds, 32.7e-6); // NVLink 4
    EXPECT_FALSE(m.linkFallback);

    in.device = "rtx_4090";
    in.linkKind = LinkKind::CardLink;
    in.cardLinkGBs = 20.0;
    const ReportModel fallback = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    EXPECT_TRUE(fallback.linkFallback);
    EXPECT_EQ(fallback.link.link.kind, LinkKind::Custom);
    EXPECT_DOUBLE_EQ(fallback.link.link.busGBs, 20.0);
    EXPECT_EQ(fallback.links.size(), 3u);
}

// Training on H100 PCIe: a server's eight cards all take part in the data-parallel all-reduce,
// more than the NVLink bridge's pair, so part five uses PCIe through a switch and says why; two
// cards stay on the bridge.
TEST(ReportModel, TrainingOnBridgedPairsUsesPcieForMoreCards)
{
    WhatIfInputs in;
    in.device = "h100_pcie";
    in.linkKind = LinkKind::CardLink;
    in.cards = 8;
    const ReportModel eight = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    EXPECT_EQ(eight.link.link.kind, LinkKind::PcieSwitch);
    EXPECT_DOUBLE_EQ(eight.link.link.busGBs, 63.04);
    EXPECT_TRUE(eight.linkFallback);
    EXPECT_TRUE(eight.cardLinkTooSmall);
    EXPECT_EQ(eight.linkGroupCards, 8);
    in.cards = 2;
    const ReportModel two = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    EXPECT_EQ(two.link.link.kind, LinkKind::CardLink);
    EXPECT_DOUBLE_EQ(two.link.link.busGBs, 300.0);
    EXPECT_FALSE(two.linkFallback);
}

// A card of the user's with a bridge for pairs and no PCIe to fall back to keeps the typed-in
// bandwidth for larger groups, in training and in serving, and every row stays finite.
TEST(ReportModel, BridgedPairsWithoutPcieFallBackToTheCustomLink)
{
    const std::vector<DeviceSpec> &all = DeviceCatalog::builtIn();
    DeviceSpec mine = *std::find_if(all.begin(), all.end(),
                                    [](const DeviceSpec &d) { return d.id == "h100_pcie"; });
    mine.id = "bridged_no_pcie";
    mine.pcieGen = 0;
    mine.pcieLanes = 0;
    mine.user = true;
    const std::vector<DeviceSpec> user{mine};
    WhatIfInputs in;
    in.device = mine.id;
    in.linkKind = LinkKind::CardLink;
    in.cardLinkGBs = 20.0;
    const ReportModel training = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0}, &user);
    EXPECT_EQ(training.link.link.kind, LinkKind::Custom);
    EXPECT_TRUE(training.linkFallback);
    EXPECT_FALSE(training.cardLinkTooSmall);
    for (const ReportModel::LinkRow &row : training.links)
        for (double speedup : row.speedups)
            EXPECT_TRUE(std::isfinite(speedup));
    in.switchMode(WorkloadMode::Inference);
    in.model = "llama3_70b";
    in.tensorParallel = 4;
    const ReportModel serving = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0}, &user);
    EXPECT_EQ(serving.link.link.kind, LinkKind::Custom);
    ASSERT_FALSE(serving.servingLinks.empty());
    for (const auto &row : serving.servingLinks)
        for (double speedup : row.speedups)
            EXPECT_TRUE(std::isfinite(speedup));
}

// The lesson: compute tens of times this CPU's, bandwidth ten-odd times.
TEST(DeviceCatalog, LessonRatios)
{
    const auto devices = DeviceCatalog::lessonDevices({237.05, CpuSource::Entered, 16.0}, 50.0);
    ASSERT_EQ(devices.size(), 3u);
    const DeviceRatios trainer = DeviceCatalog::ratios(devices[2], devices[0]);
    EXPECT_NEAR(trainer.compute, 84.37, 0.005);
    EXPECT_DOUBLE_EQ(trainer.bandwidth, 18.0);
    const DeviceRatios entry = DeviceCatalog::ratios(devices[1], devices[0]);
    EXPECT_NEAR(entry.compute, 33.75, 0.005);
    EXPECT_DOUBLE_EQ(entry.bandwidth, 6.0);
    EXPECT_NEAR(devices[1].gflopsPerWatt(), 66.67, 0.005);
}

struct PrecisionRatioRow
{
    const char *name;
    Precision precision;
    bool hasPrecision;
    // The lesson's entry card (8 TFLOPS FP32, 120 W, no other format) against 237.05 GFLOPS.
    double compute;
    double gflopsPerWatt;
};

class PrecisionRatios : public testing::TestWithParam<PrecisionRatioRow>
{
};

// A device without a figure in the chosen format gets no ratio in it (it used to get its FP32
// figure's); its bandwidth ratio stays, as memory does not depend on the format. Exact to 1e-9.
TEST_P(PrecisionRatios, ADeviceWithoutTheFormatHasNoFigureInIt)
{
    const PrecisionRatioRow &row = GetParam();
    const auto devices = DeviceCatalog::lessonDevices({237.05, CpuSource::Entered, 16.0}, 50.0);
    const DeviceRatios r = DeviceCatalog::ratios(devices[1], devices[0], row.precision);
    EXPECT_EQ(r.hasPrecision, row.hasPrecision);
    EXPECT_NEAR(r.compute, row.compute, 1e-9);
    EXPECT_NEAR(r.gflopsPerWatt, row.gflopsPerWatt, 1e-9);
    EXPECT_DOUBLE_EQ(r.bandwidth, 6.0);
}

INSTANTIATE_TEST_SUITE_P(EntryCard, PrecisionRatios,
                         testing::Values(PrecisionRatioRow{"fp32", Precision::Fp32, true,
                                                           8000 / 237.05, 8000 / 120.0},
                                         PrecisionRatioRow{"tf32", Precision::Tf32, false, 0, 0},
                                         PrecisionRatioRow{"bf16", Precision::Bf16, false, 0, 0},
                                         PrecisionRatioRow{"fp8", Precision::Fp8, false, 0, 0}),
                         [](const auto &info) { return std::string(info.param.name); });

// The report's JSON says null for such a device, and keeps the figure for one that has it.
TEST(DeviceCatalog, JsonRatioIsNullWithoutTheFormat)
{
    WhatIfInputs in;
    in.precision = Precision::Bf16;
    const ReportModel model = ReportModel::build(in, {237.05, CpuSource::Entered, 16.0});
    const nlohmann::json json = nlohmann::json::parse(model.toJson());
    bool sawEntry = false;
    bool sawH100 = false;
    for (const nlohmann::json &d : json["devices"]) {
        if (d["id"] == "entry_gpu") {
            sawEntry = true;
            EXPECT_TRUE(d["compute_ratio"].is_null());
            EXPECT_TRUE(d["gflops_per_watt"].is_null());
            EXPECT_DOUBLE_EQ(d["bandwidth_ratio"].get<double>(), 6.0);
        }
        if (d["id"] == "h100_sxm") {
            sawH100 = true;
            EXPECT_NEAR(d["compute_ratio"].get<double>(), 989.4e3 / 237.05, 1e-9);
        }
    }
    EXPECT_TRUE(sawEntry);
    EXPECT_TRUE(sawH100);
}

} // namespace
} // namespace blab::core
