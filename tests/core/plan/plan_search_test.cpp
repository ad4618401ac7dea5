// SPDX-License-Identifier: GPL-3.0-or-later

// The planner: hand-worked cases (a model one card serves, one that needs tensor parallelism for
// its memory, a target nothing meets), the figures it lists against what the report computes
// for the same inputs, and a small grid swept by brute force against what it found. The
// efficiency defaults and the catalogs as shipped.

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "inputs/serving_setup.h"
#include "plan/plan_search.h"
#include "report/report_model.h"
#include "validation/validation_report.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <gtest/gtest.h>
#include <set>
#include <string>
#include <vector>

namespace blab::core {
namespace {

const DeviceSpec &device(const std::string &id)
{
    for (const DeviceSpec &d : DeviceCatalog::builtIn()) {
        if (d.id == id)
            return d;
    }
    throw std::runtime_error("no device " + id);
}

// Prompts of 512 tokens and answers of 128, at most 1 s to the first token and 50 ms a token.
PlanRequest request(const std::string &model, std::vector<std::string> devices, double users)
{
    PlanRequest r;
    r.model = *ModelCatalogFile::find(model);
    r.promptTokens = 512;
    r.outputTokens = 128;
    r.targets.timeToFirstTokenSeconds = 1.0;
    r.targets.timePerOutputTokenSeconds = 0.05;
    r.targets.users = users;
    for (const std::string &id : devices)
        r.devices.push_back(device(id));
    r.weightDtypes = {WeightDtype::Bf16};
    r.kvDtypes = {KvDtype::Fp16};
    return r;
}

// Llama 3 8B in bf16 for 4 users on H100 SXM: 8 029 995 008 weights are 16.06 GB, and each
// request's cache holds 640 tokens of 2 · 32 layers · 8 KV heads · 128 · 2 B = 131 072 B, so
// four of them take 335.5 MB; with the 10 % kept back (8 GB) one card holds all of it, and
// reading 16 GB a step at 3.35 TB/s is a few ms, far inside 50 ms. One card, one replica, the four
// requests in flight on it.
TEST(PlanSearch, OneCardServesASmallModelAtLowConcurrency)
{
    const PlanResult r = PlanSearch::run(request("llama3_8b", {"h100_sxm"}, 4));
    ASSERT_FALSE(r.plans.empty());
    const PlanSetup &best = r.plans.front();
    EXPECT_EQ(best.device, "h100_sxm");
    EXPECT_EQ(best.cards, 1);
    EXPECT_EQ(best.tensorParallel, 1);
    EXPECT_EQ(best.replicas, 1);
    EXPECT_EQ(best.concurrency, 4);
    EXPECT_GT(best.maxConcurrency, 4);
    const ModelSpec &m = *ModelCatalogFile::find("llama3_8b");
    EXPECT_DOUBLE_EQ(m.totalParameters(), 8029995008.0);
    EXPECT_NEAR(best.memoryPerCardBytes, 8029995008.0 * 2 + 4 * 640 * 131072.0 + 8e9, 1.0);
    EXPECT_DOUBLE_EQ(best.watts, 700.0);
    EXPECT_FALSE(best.costPerHour.has_value());
    EXPECT_LT(best.expected.timePerOutputTokenSeconds, 0.05);
    EXPECT_TRUE(r.misses.empty());
    EXPECT_TRUE(r.fitsNoServer.empty());
}

// Llama 3 70B in bf16 on H100 SXM: 70 552 387 584 weights are 141.1 GB, more than the 72 GB one
// card leaves after the 10 % kept back, so one card is never a setup. Two cards hold 70.55 GB
// each and leave 1.45 GB for caches of 640 tokens · 327 680 B split two ways (104.9 MB each):
// 13 requests a replica at most, far fewer than 64 users need; the search must not list a
// one-card setup and must say what binds the two-card one: memory capacity.
TEST(PlanSearch, TensorParallelismIsNeededForMemory)
{
    const PlanResult r = PlanSearch::run(request("llama3_70b", {"h100_sxm"}, 64));
    ASSERT_FALSE(r.plans.empty());
    const ModelSpec &m = *ModelCatalogFile::find("llama3_70b");
    EXPECT_DOUBLE_EQ(m.totalParameters(), 70552387584.0);
    EXPECT_DOUBLE_EQ(m.kvBytesPerToken(KvDtype::Fp16), 327680.0);
    for (const PlanSetup &s : r.plans)
        EXPECT_GE(s.tensorParallel, 2) << s.tensorParallel;
    const auto two = std::find_if(r.plans.begin(), r.plans.end(),
                                  [](const PlanSetup &s) { return s.tensorParallel == 2; });
    ASSERT_NE(two, r.plans.end());
    const double room = 72e9 - 70552387584.0;
    EXPECT_EQ(two->maxConcurrency, static_cast<int>(std::floor(room * 2 / (640 * 327680.0))));
    EXPECT_EQ(two->maxConcurrency, 13);
    EXPECT_EQ(two->bindingLimit, PlanLimit::MemoryCapacity);
    EXPECT_EQ(two->replicas, 5);
    EXPECT_EQ(two->concurrency, 13);
    EXPECT_TRUE(r.fitsNoServer.empty());
}

// NVFP4 weights asked for on Hopper cards only: no card computes them, nothing is tried, and the
// result says so rather than that nothing fits; beside a B200 the H100 alone is left out.
TEST(PlanSearch, Fp4WeightsAreTriedOnlyWhereTheCardComputesThem)
{
    PlanRequest req = request("llama3_8b", {"h100_sxm", "h200_sxm"}, 4);
    req.weightDtypes = {WeightDtype::Nvfp4};
    const PlanResult none = PlanSearch::run(req);
    EXPECT_EQ(none.evaluated, 0);
    EXPECT_TRUE(none.plans.empty());
    EXPECT_TRUE(none.fitsNoServer.empty());
    EXPECT_EQ(none.withoutFp4, (std::vector<std::string>{"h100_sxm", "h200_sxm"}));
    req.devices = {device("h100_sxm"), device("b200")};
    const PlanResult one = PlanSearch::run(req);
    EXPECT_EQ(one.withoutFp4, (std::vector<std::string>{"h100_sxm"}));
    ASSERT_FALSE(one.plans.empty());
    for (const PlanSetup &s : one.plans)
        EXPECT_EQ(s.device, "b200");
}

// The H20's maker prints no FP32 figure, so the vector work of unpacking int4 or FP8 weights
// (it has FP8 math, so FP8 weights are not unpacked there) has no speed: int4 is not tried on it
// and the result says so; BF16 and FP8 are. An H100 tries all three.
TEST(PlanSearch, UnpackingIsNotTriedWhereNoFp32FigureCostsIt)
{
    PlanRequest req = request("llama3_8b", {"h20", "h100_sxm"}, 4);
    req.weightDtypes = {WeightDtype::Bf16, WeightDtype::Fp8, WeightDtype::Int4};
    const PlanResult r = PlanSearch::run(req);
    EXPECT_EQ(r.unpackingUnknown, (std::vector<std::string>{"h20"}));
    bool h20Fp8 = false, h100Int4 = false;
    for (const PlanSetup &s : r.plans) {
        EXPECT_FALSE(s.device == "h20" && s.weightDtype == WeightDtype::Int4);
        h20Fp8 = h20Fp8 || (s.device == "h20" && s.weightDtype == WeightDtype::Fp8);
        h100Int4 = h100Int4 || (s.device == "h100_sxm" && s.weightDtype == WeightDtype::Int4);
        // The H20's power is not published: none is counted.
        if (s.device == "h20") {
            EXPECT_EQ(s.watts, 0.0);
        }
    }
    EXPECT_TRUE(h20Fp8);
    EXPECT_TRUE(h100Int4);
    // Int4 alone: nothing is tried on the H20, and it is not said to fit on no server.
    req.devices = {device("h20")};
    req.weightDtypes = {WeightDtype::Int4};
    const PlanResult none = PlanSearch::run(req);
    EXPECT_EQ(none.evaluated, 0);
    EXPECT_TRUE(none.fitsNoServer.empty());
    EXPECT_EQ(none.unpackingUnknown, (std::vector<std::string>{"h20"}));
}

// A GB200's NVLink joins the 72 GPUs of its rack: Llama 3 70B's 64 query heads and 8 KV heads
// split at 16, 32 and 64 cards there, over the card link, where an H100 stops at its 8-card
// server. The domain is the server's or the card link's, whichever is larger.
TEST(PlanSearch, ARackScaleDomainHoldsTensorDegreesPastEight)
{
    PlanRequest req = request("llama3_70b", {"gb200", "h100_sxm"}, 4096);
    EXPECT_EQ(PlanSearch::domainOf(device("gb200"), req), 72);
    EXPECT_EQ(PlanSearch::domainOf(device("h100_sxm"), req), 8);
    req.cardsPerServer = 16;
    EXPECT_EQ(PlanSearch::domainOf(device("h100_sxm"), req), 16);
    req.cardsPerServer = 8;
    const PlanResult r = PlanSearch::run(req);
    const std::vector<int> degrees =
        PlanSearch::tensorDegrees(req.model, PlanSearch::domainOf(device("gb200"), req));
    EXPECT_EQ(degrees.back(), 64);
    std::set<int> gb200, h100;
    for (const PlanSetup &s : r.plans)
        (s.device == "gb200" ? gb200 : h100).insert(s.tensorParallel);
    ASSERT_FALSE(gb200.empty());
    ASSERT_FALSE(h100.empty());
    EXPECT_GT(*gb200.rbegin(), 8);
    EXPECT_LE(*h100.rbegin(), 8);
    const WhatIfInputs w =
        PlanSearch::inputsFor(req, device("gb200"), WeightDtype::Bf16, KvDtype::Fp16, 32, 1);
    EXPECT_EQ(ServingSetup::domainCards(w, device("gb200")), 72);
    EXPECT_EQ(w.linkKind, LinkKind::CardLink);
}

// 1 ms to the first token of a 512-token prompt: reading the 16 GB of Llama 3 8B once takes
// about 5 ms on the fastest card, so nothing meets it. The result lists no setup, and the
// nearest misses, at one request in flight, nearest first, each over the target.
TEST(PlanSearch, ATargetNoDeviceMeetsGivesTheNearestMisses)
{
    PlanRequest req = request("llama3_8b", {"h100_sxm", "h200_sxm", "a100_80gb_sxm"}, 10);
    req.targets.timeToFirstTokenSeconds = 0.001;
    req.weightDtypes = {WeightDtype::Bf16, WeightDtype::Fp8};
    const PlanResult r = PlanSearch::run(req);
    EXPECT_TRUE(r.plans.empty());
    ASSERT_FALSE(r.misses.empty());
    EXPECT_LE(r.misses.size(), PlanResult::kMisses);
    for (std::size_t i = 0; i < r.misses.size(); ++i) {
        const PlanMiss &m = r.misses[i];
        EXPECT_GT(m.timeToFirstTokenRatio, 1.0);
        EXPECT_DOUBLE_EQ(m.worstRatio, std::max(m.timeToFirstTokenRatio, m.secondRatio));
        EXPECT_NEAR(m.timeToFirstTokenRatio, m.setup.expected.timeToFirstTokenSeconds / 0.001,
                    1e-9);
        EXPECT_EQ(m.setup.concurrency, 1);
        if (i > 0) {
            EXPECT_LE(r.misses[i - 1].worstRatio, m.worstRatio);
        }
    }
    // The card with the most bandwidth misses least.
    EXPECT_EQ(r.misses.front().setup.device, "h200_sxm");
}

// A model that fits on no server of a device at the formats allowed is named as such: Llama 3
// 70B in bf16 is 141 GB, and the lesson's entry GPU has 8 GB on each of 8 cards (64 GB).
TEST(PlanSearch, AModelThatFitsNoServerIsNamed)
{
    const PlanResult r = PlanSearch::run(request("llama3_70b", {"entry_gpu", "h100_sxm"}, 1));
    EXPECT_EQ(r.fitsNoServer, std::vector<std::string>{"entry_gpu"});
    for (const PlanSetup &s : r.plans)
        EXPECT_EQ(s.device, "h100_sxm");
}

// Qwen3-235B-A22B's shape (Qwen/Qwen3-235B-A22B config.json): 64 query heads and 4 key-value
// heads, 128 experts of 1536 with 8 routed. In bf16 its 235 B weights are 470 GB, past four H100s
// (4 × 72 GB after the 10 % kept back), so it needs eight cards, twice its KV heads. vLLM and
// SGLang replicate each KV head on two of them; plan and report must both allow tp 8, and give
// the same memory a card, its cache split four ways.
ModelSpec fourKvHeads()
{
    ModelSpec m;
    m.id = "qwen3_235b_a22b";
    m.name = "Qwen3-235B-A22B";
    m.layers = 94;
    m.hidden = 4096;
    m.heads = 64;
    m.kvHeads = 4;
    m.headDim = 128;
    m.mlpHidden = 1536;
    m.vocab = 151936;
    m.experts = 128;
    m.activeExperts = 8;
    m.maxContext = 40960;
    m.user = true;
    return m;
}

TEST(PlanSearch, KeyValueHeadsFewerThanTheCardsAreReplicated)
{
    const ModelSpec m = fourKvHeads();
    EXPECT_TRUE(m.splitsHeads(8));
    EXPECT_TRUE(m.splitsHeads(2));
    EXPECT_FALSE(m.splitsHeads(6));
    EXPECT_EQ(InferenceModel::tensorDegrees(m, 8), (std::vector<int>{1, 2, 4, 8}));
    EXPECT_DOUBLE_EQ(InferenceModel::kvShare(m, 8), 4.0);
    PlanRequest req = request("llama3_8b", {"h100_sxm"}, 8);
    req.model = m;
    const PlanResult r = PlanSearch::run(req);
    EXPECT_TRUE(r.fitsNoServer.empty());
    ASSERT_FALSE(r.plans.empty());
    const PlanSetup &best = r.plans.front();
    EXPECT_EQ(best.tensorParallel, 8);
    const std::vector<ModelSpec> users = {m};
    const WhatIfInputs w =
        PlanSearch::inputsFor(req, device("h100_sxm"), best.weightDtype, best.kvDtype,
                              best.tensorParallel, best.concurrency);
    const ReportModel report =
        ReportModel::build(w, ThisCpu{1.0, CpuSource::Entered, 1.0}, nullptr, &users);
    ASSERT_TRUE(report.inference.has_value());
    EXPECT_EQ(report.serveProblem, ServeProblem::None);
    EXPECT_TRUE(report.inference->memory.fits);
    EXPECT_DOUBLE_EQ(report.inference->memory.perCardBytes, best.memoryPerCardBytes);
    EXPECT_DOUBLE_EQ(report.inference->request.expected.timePerOutputTokenSeconds,
                     best.expected.timePerOutputTokenSeconds);
}

// Under continuous batching more requests in flight make every step longer: both targets' figures
// rise with the concurrency, which the bisection relies on.
struct MonotonicRow
{
    const char *name;
    const char *model;
    const char *device;
    WeightDtype weights;
    int tensorParallel;
};

class PlanMonotonic : public testing::TestWithParam<MonotonicRow>
{
};

TEST_P(PlanMonotonic, TimesRiseWithConcurrency)
{
    const MonotonicRow &row = GetParam();
    const PlanRequest req = request(row.model, {row.device}, 1);
    const DeviceSpec &d = device(row.device);
    double ttft = 0.0, tpot = 0.0;
    for (int c = 1; c <= 4096; c = c < 64 ? c + 1 : c * 2) {
        const WhatIfInputs w =
            PlanSearch::inputsFor(req, d, row.weights, KvDtype::Fp16, row.tensorParallel, c);
        const RequestFigures e = PlanSearch::evaluate(w, req.model, d).request.expected;
        EXPECT_GE(e.timeToFirstTokenSeconds, ttft) << c;
        EXPECT_GE(e.timePerOutputTokenSeconds, tpot) << c;
        ttft = e.timeToFirstTokenSeconds;
        tpot = e.timePerOutputTokenSeconds;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, PlanMonotonic,
    testing::Values(MonotonicRow{"llama3_8b_h100", "llama3_8b", "h100_sxm", WeightDtype::Bf16, 1},
                    MonotonicRow{"llama3_70b_h200_tp4_fp8", "llama3_70b", "h200_sxm",
                                 WeightDtype::Fp8, 4},
                    MonotonicRow{"mixtral_a100_tp2_int4", "mixtral_8x7b", "a100_80gb_sxm",
                                 WeightDtype::Int4, 2},
                    MonotonicRow{"llama2_7b_l40s", "llama2_7b", "l40s", WeightDtype::Int8, 1}),
    [](const auto &info) { return std::string(info.param.name); });

// Every setup the search lists, put through the report with the inputs inputsFor() gives, shows
// the same expected figures and meets the targets, and its replicas carry the users.
TEST(PlanSearch, ListedSetupsAreWhatTheReportComputes)
{
    // The GB200's rack-wide tensor degrees and NVFP4 included: the report takes the same domain.
    PlanRequest req = request("llama3_8b", {"h100_sxm", "a100_80gb_sxm", "gb200"}, 300);
    req.targets.timePerOutputTokenSeconds = 0.004;
    req.weightDtypes = {WeightDtype::Bf16, WeightDtype::Int4, WeightDtype::Nvfp4};
    req.kvDtypes = {KvDtype::Fp16, KvDtype::Fp8};
    const PlanResult r = PlanSearch::run(req);
    ASSERT_FALSE(r.plans.empty());
    for (const PlanSetup &s : r.plans) {
        const WhatIfInputs w = PlanSearch::inputsFor(req, device(s.device), s);
        const ReportModel report =
            ReportModel::build(w, ThisCpu{1.0, CpuSource::Entered, 1.0}, nullptr, nullptr);
        ASSERT_TRUE(report.inference.has_value());
        const RequestFigures &e = report.inference->request.expected;
        EXPECT_DOUBLE_EQ(e.timeToFirstTokenSeconds, s.expected.timeToFirstTokenSeconds);
        EXPECT_DOUBLE_EQ(e.timePerOutputTokenSeconds, s.expected.timePerOutputTokenSeconds);
        EXPECT_DOUBLE_EQ(e.outputTokensPerSecondPerCard, s.expected.outputTokensPerSecondPerCard);
        EXPECT_DOUBLE_EQ(report.inference->request.bound.timeToFirstTokenSeconds,
                         s.bound.timeToFirstTokenSeconds);
        EXPECT_TRUE(PlanSearch::meets(req.targets, e)) << s.device;
        EXPECT_TRUE(report.inference->memory.fits);
        EXPECT_GE(s.replicas * s.concurrency, 300);
        EXPECT_EQ(s.cards, s.replicas * s.tensorParallel);
    }
    EXPECT_TRUE(std::any_of(r.plans.begin(), r.plans.end(), [](const PlanSetup &s) {
        return s.device == "gb200" && s.tensorParallel > 8;
    }));
    EXPECT_TRUE(std::is_sorted(r.plans.begin(), r.plans.end(), &PlanSearch::before));
}

// The link a group's all-reduces cross, one choice for plan and report (ServingSetup::link): the
// H100 PCIe's NVLink bridge joins two cards (card_link_cards 2), so its groups of 4 and 8 share
// PCIe 5 x16 (63.04 GB/s a direction); NVSwitch joins the H100 SXM's eight (900 / 2 GB/s).
struct GroupLinkRow
{
    const char *device;
    int tensorParallel;
    LinkKind kind;
    double busGBs;
    bool fallback;
};

class GroupLink : public testing::TestWithParam<GroupLinkRow>
{
};

TEST_P(GroupLink, PlanAndReportCrossTheLinkTheWholeGroupShares)
{
    const GroupLinkRow &row = GetParam();
    const PlanRequest req = request("llama3_70b", {row.device}, 1);
    const WhatIfInputs w = PlanSearch::inputsFor(req, device(row.device), WeightDtype::Bf16,
                                                 KvDtype::Fp16, row.tensorParallel, 1);
    const ChosenLink chosen = ServingSetup::link(w, device(row.device));
    EXPECT_EQ(chosen.link.kind, row.kind);
    EXPECT_DOUBLE_EQ(chosen.link.busGBs, row.busGBs);
    EXPECT_EQ(chosen.cardLinkTooSmall, row.fallback);
    const ReportModel report =
        ReportModel::build(w, ThisCpu{1.0, CpuSource::Entered, 1.0}, nullptr, nullptr);
    ASSERT_TRUE(report.inferenceInputs.has_value());
    EXPECT_EQ(report.link.link.kind, row.kind);
    EXPECT_EQ(report.linkFallback, row.fallback);
    EXPECT_DOUBLE_EQ(report.inferenceInputs->boundFabric.server.busGBs, row.busGBs);
    EXPECT_DOUBLE_EQ(report.inference->request.expected.timePerOutputTokenSeconds,
                     PlanSearch::evaluate(w, req.model, device(row.device))
                         .request.expected.timePerOutputTokenSeconds);
}

INSTANTIATE_TEST_SUITE_P(
    Table, GroupLink,
    testing::Values(GroupLinkRow{"h100_pcie", 2, LinkKind::CardLink, 300.0, false},
                    GroupLinkRow{"h100_pcie", 4, LinkKind::PcieSwitch, 63.04, true},
                    GroupLinkRow{"h100_pcie", 8, LinkKind::PcieSwitch, 63.04, true},
                    GroupLinkRow{"h100_sxm", 8, LinkKind::CardLink, 450.0, false}),
    [](const auto &info) {
        return std::string(info.param.device) + "_tp" + std::to_string(info.param.tensorParallel);
    });

// Llama 3 70B in bf16 on H100 PCIe: every listed setup of more than two cards a group names PCIe,
// and the plan lists the link its figures were computed over.
TEST(PlanSearch, BridgedPairsLeaveLargerGroupsOnPcie)
{
    PlanRequest req = request("llama3_70b", {"h100_pcie"}, 200);
    req.promptTokens = 1024;
    req.outputTokens = 256;
    req.targets.timeToFirstTokenSeconds = 2.0;
    const PlanResult r = PlanSearch::run(req);
    ASSERT_FALSE(r.plans.empty());
    bool sawGroupOfFour = false;
    for (const PlanSetup &s : r.plans) {
        EXPECT_EQ(s.link, s.tensorParallel > 2 ? LinkKind::PcieSwitch : LinkKind::CardLink)
            << s.tensorParallel;
        sawGroupOfFour = sawGroupOfFour || s.tensorParallel == 4;
    }
    EXPECT_TRUE(sawGroupOfFour);
}

// The fewest cards that meet the targets on one device, swept by brute force: every degree and
// every concurrency up to what the cache holds, each with the replicas the users need.
long long fewestCardsBySweep(const PlanRequest &req, const DeviceSpec &d)
{
    long long fewest = -1;
    for (WeightDtype w : req.weightDtypes) {
        for (int tp : PlanSearch::tensorDegrees(req.model, req.cardsPerServer)) {
            for (int c = 1; c <= 2048; ++c) {
                const InferenceResult r = PlanSearch::evaluate(
                    PlanSearch::inputsFor(req, d, w, KvDtype::Fp16, tp, c), req.model, d);
                if (!r.memory.fits)
                    break;
                if (!PlanSearch::meets(req.targets, r.request.expected))
                    continue;
                const long long cards =
                    static_cast<long long>(std::ceil(*req.targets.users / c)) * tp;
                fewest = fewest < 0 ? cards : std::min(fewest, cards);
            }
        }
    }
    return fewest;
}

struct GridRow
{
    const char *name;
    const char *model;
    const char *device;
    double users;
    double tpotSeconds;
};

class PlanGrid : public testing::TestWithParam<GridRow>
{
};

TEST_P(PlanGrid, NoSetupWithFewerCardsMeetsTheTargets)
{
    const GridRow &row = GetParam();
    PlanRequest req = request(row.model, {row.device}, row.users);
    req.targets.timePerOutputTokenSeconds = row.tpotSeconds;
    req.weightDtypes = {WeightDtype::Bf16, WeightDtype::Fp8};
    const PlanResult r = PlanSearch::run(req);
    const long long swept = fewestCardsBySweep(req, device(row.device));
    // Every row is one some setup meets, so that the comparison says something.
    ASSERT_GT(swept, 0);
    ASSERT_FALSE(r.plans.empty());
    EXPECT_EQ(r.plans.front().cards, swept);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, PlanGrid,
    testing::Values(GridRow{"llama3_8b_h100_500_users", "llama3_8b", "h100_sxm", 500, 0.05},
                    GridRow{"llama3_8b_l40s_tight", "llama3_8b", "l40s", 100, 0.02},
                    GridRow{"llama3_70b_h100_200_users", "llama3_70b", "h100_sxm", 200, 0.05},
                    GridRow{"mistral_a100_1000_users", "mistral_7b", "a100_80gb_sxm", 1000, 0.04}),
    [](const auto &info) { return std::string(info.param.name); });

// An output rate instead of users: the replicas together give at least that many tokens/s.
TEST(PlanSearch, AnOutputRateIsCarried)
{
    PlanRequest req = request("llama3_8b", {"h100_sxm"}, 1);
    req.targets.users.reset();
    req.targets.outputTokensPerSecond = 20000.0;
    const PlanResult r = PlanSearch::run(req);
    ASSERT_FALSE(r.plans.empty());
    for (const PlanSetup &s : r.plans) {
        EXPECT_GE(double(s.replicas) * s.expected.outputTokensPerSecond, 20000.0);
        EXPECT_LE(s.concurrency, s.maxConcurrency);
        EXPECT_TRUE(PlanSearch::meets(req.targets, s.expected));
    }
}

// A floor on tokens per second per user in place of a time per token.
TEST(PlanSearch, AFloorOnEachUsersRateIsMet)
{
    PlanRequest req = request("llama3_8b", {"h100_sxm"}, 100);
    req.targets.timePerOutputTokenSeconds.reset();
    req.targets.minOutputTokensPerSecondPerUser = 40.0;
    const PlanResult r = PlanSearch::run(req);
    ASSERT_FALSE(r.plans.empty());
    for (const PlanSetup &s : r.plans)
        EXPECT_GE(s.expected.outputTokensPerSecondPerUser, 40.0);
}

// Priced devices come first among equal card counts and carry their cost: 2.5 an hour a card,
// and per million output tokens the hour's cost over the million tokens an hour gives.
TEST(PlanSearch, APriceSortsAndCosts)
{
    PlanRequest req = request("llama3_8b", {"h100_sxm", "h200_sxm"}, 4);
    req.devices[1].pricePerHour = 2.5;
    const PlanResult r = PlanSearch::run(req);
    ASSERT_GE(r.plans.size(), 2u);
    const PlanSetup &first = r.plans.front();
    EXPECT_EQ(first.device, "h200_sxm");
    ASSERT_TRUE(first.costPerHour.has_value());
    EXPECT_DOUBLE_EQ(*first.costPerHour, 2.5 * double(first.cards));
    const double perHour = double(first.replicas) * first.expected.outputTokensPerSecond * 3600.0;
    EXPECT_NEAR(*first.costPerMillionOutputTokens, *first.costPerHour / (perHour / 1e6), 1e-12);
    EXPECT_EQ(r.plans.back().device, "h100_sxm");
    EXPECT_FALSE(r.plans.back().costPerHour.has_value());
}

// The front: points of one device no other of its points beats on both axes, by rising tokens
// per user; every setup listed lies on or under it.
TEST(PlanSearch, TheFrontIsNotDominated)
{
    PlanRequest req = request("llama3_8b", {"h100_sxm"}, 64);
    req.weightDtypes = {WeightDtype::Bf16, WeightDtype::Fp8};
    const PlanResult r = PlanSearch::run(req);
    ASSERT_EQ(r.fronts.size(), 1u);
    const std::vector<PlanPoint> &f = r.fronts.front().points;
    ASSERT_GE(f.size(), 2u);
    for (std::size_t i = 1; i < f.size(); ++i) {
        EXPECT_GT(f[i].outputTokensPerSecondPerUser, f[i - 1].outputTokensPerSecondPerUser);
        EXPECT_LT(f[i].outputTokensPerSecondPerCard, f[i - 1].outputTokensPerSecondPerCard);
    }
    for (const PlanSetup &s : r.plans) {
        const bool beaten = std::any_of(f.begin(), f.end(), [&](const PlanPoint &p) {
            return p.outputTokensPerSecondPerUser >= s.expected.outputTokensPerSecondPerUser &&
                   p.outputTokensPerSecondPerCard >= s.expected.outputTokensPerSecondPerCard;
        });
        EXPECT_TRUE(beaten);
    }
}

// Each setup carries its device's signed error for its model's kind from the validation report:
// H100 SXM has published times to the first token of dense models, and no published rate per
// user. No published result checks a mixture of experts on an H100 SXM (the set's three Mixtral
// rows ran on A100s), so a plan for one carries no check there.
TEST(PlanSearch, SetupsCarryTheirDevicesValidation)
{
    const ValidationReport &v = ValidationReport::shipped(WhatIfInputs{});
    const PlanResult r = PlanSearch::run(request("llama3_8b", {"h100_sxm"}, 4), v.kindGroups);
    ASSERT_FALSE(r.plans.empty());
    const std::vector<PlanCheck> &checks = r.plans.front().checks;
    ASSERT_EQ(checks.size(), 4u);
    EXPECT_EQ(checks[0].metric, "time_to_first_token_seconds");
    EXPECT_GT(checks[0].results, 0);
    for (const ValidationGroup &g : v.checking("h100_sxm", "dense/full")) {
        if (g.metric == checks[0].metric) {
            EXPECT_DOUBLE_EQ(checks[0].signedError, g.medianRatio - 1.0);
            EXPECT_EQ(checks[0].results, g.results);
        }
    }
    EXPECT_EQ(checks[2].metric, "output_tokens_per_second_per_user");
    EXPECT_EQ(checks[2].results, 0);

    EXPECT_TRUE(v.checking("h100_sxm", "moe/full").empty());
    EXPECT_FALSE(v.checking("a100_80gb_sxm", "moe/full").empty());
    const PlanResult moe = PlanSearch::run(request("mixtral_8x7b", {"h100_sxm"}, 4), v.kindGroups);
    ASSERT_FALSE(moe.plans.empty());
    for (const PlanCheck &c : moe.plans.front().checks)
        EXPECT_EQ(c.results, 0) << c.metric;
}

TEST(PlanSearch, StopsWhenCancelledAndReportsProgress)
{
    const PlanRequest req = request("llama3_8b", {"h100_sxm", "h200_sxm"}, 4);
    std::atomic_bool cancel{true};
    const PlanResult stopped = PlanSearch::run(req, {}, &cancel);
    EXPECT_TRUE(stopped.cancelled);
    EXPECT_EQ(stopped.evaluated, 0);
    int calls = 0, last = 0, total = 0;
    const PlanResult done = PlanSearch::run(req, {}, nullptr, [&](int d, int t) {
        ++calls;
        last = d;
        total = t;
    });
    EXPECT_FALSE(done.cancelled);
    // Two devices, one pair of formats, degrees 1, 2, 4 and 8 (8 KV heads).
    EXPECT_EQ(total, 8);
    EXPECT_EQ(calls, 8);
    EXPECT_EQ(last, 8);
}

// The concurrencies the search looks at in one trial (one device, bf16 weights, an fp16 cache,
// one degree), worked out here from the largest that meets the targets, found by trying every
// concurrency in turn: 1, the powers of two, the bisection between the last that met and the
// first that did not, the users' share of a replica and one past the largest. The doubling and
// the bisection come back to some of them; each is one setup all the same.
std::set<int> concurrenciesLookedAt(const PlanRequest &req, const DeviceSpec &d, int tp)
{
    const auto at = [&](int c) {
        return PlanSearch::evaluate(
            PlanSearch::inputsFor(req, d, WeightDtype::Bf16, KvDtype::Fp16, tp, c), req.model, d);
    };
    const InferenceResult one = at(1);
    if (!one.memory.fits)
        return {1};
    const int most =
        static_cast<int>(std::min<long long>(one.memory.maxBatch, PlanSearch::kMaxConcurrency));
    int largest = 0;
    while (largest < most && PlanSearch::meets(req.targets, at(largest + 1).request.expected))
        ++largest;
    std::set<int> seen{1};
    if (largest == 0)
        return seen;
    int lo = 0, hi = most + 1;
    for (int c = 1; c <= most; c *= 2) {
        seen.insert(c);
        if (c > largest) {
            hi = c;
            break;
        }
        lo = c;
        if (c > most / 2)
            break;
    }
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        seen.insert(mid);
        (mid <= largest ? lo : hi) = mid;
    }
    const double users = *req.targets.users;
    const double replicas = std::ceil(users / largest);
    seen.insert(static_cast<int>(std::ceil(users / replicas)));
    if (largest != most || most == PlanSearch::kMaxConcurrency)
        seen.insert(std::min(largest + 1, PlanSearch::kMaxConcurrency));
    return seen;
}

// `evaluated` counts setups, not looks: a concurrency the bisection or the users' share comes
// back to is not evaluated, nor counted, a second time.
TEST(PlanSearch, EachSetupIsEvaluatedOnce)
{
    const PlanRequest req = request("llama3_8b", {"h100_sxm"}, 500);
    std::size_t distinct = 0;
    for (int tp : PlanSearch::tensorDegrees(req.model, req.cardsPerServer))
        distinct += concurrenciesLookedAt(req, req.devices.front(), tp).size();
    const PlanResult r = PlanSearch::run(req);
    ASSERT_FALSE(r.plans.empty());
    EXPECT_EQ(static_cast<std::size_t>(r.evaluated), distinct);
    EXPECT_EQ(r.evaluated, 84);
}

// A prompt and answer past the model's context is no search at all.
TEST(PlanSearch, RequestsPastTheContextAreAProblem)
{
    PlanRequest req = request("llama2_7b", {"h100_sxm"}, 4);
    req.promptTokens = 4000;
    req.outputTokens = 200;
    const PlanResult r = PlanSearch::run(req);
    EXPECT_EQ(r.problem, ServeProblem::ContextTooLong);
    EXPECT_TRUE(r.plans.empty());
    EXPECT_EQ(r.evaluated, 0);
}

TEST(PlanSearch, DefaultsLeaveOutTheLessonsGenericCardsAndThisCpu)
{
    const std::vector<DeviceSpec> d = PlanSearch::defaultDevices(DeviceCatalog::builtIn());
    ASSERT_FALSE(d.empty());
    for (const DeviceSpec &spec : d) {
        EXPECT_TRUE(spec.isCard()) << spec.id;
        EXPECT_NE(spec.id, "entry_gpu");
        EXPECT_NE(spec.id, "training_accelerator");
    }
    EXPECT_EQ(PlanSearch::tensorDegrees(*ModelCatalogFile::find("llama3_70b"), 8),
              (std::vector<int>{1, 2, 4, 8}));
    EXPECT_EQ(ServingSetup::precisionFor(device("h100_sxm"), WeightDtype::Fp8), Precision::Fp8);
    EXPECT_EQ(ServingSetup::precisionFor(device("a100_80gb_sxm"), WeightDtype::Fp8),
              Precision::Bf16);
}

} // namespace
} // namespace blab::core
