// SPDX-License-Identifier: GPL-3.0-or-later

// A serving replica's layout beside tensor parallelism: attention in data-parallel groups and
// experts spread over the cards, worked by hand on a small mixture of experts, and the layouts
// the planner searches.

#include "catalog/model_catalog_file.h"
#include "catalog/model_products.h"
#include "cluster/collective_model.h"
#include "core/tiny_model.h"
#include "plan/plan_search.h"
#include "serving/inference_model.h"

#include <cmath>
#include <gtest/gtest.h>
#include <vector>

namespace blab::core {
namespace {

using test::smallMixture;

InferenceInputs inputsFor(const ModelSpec &m, int cards, int attentionDp, int expertParallel)
{
    InferenceInputs in;
    in.model = m;
    in.tensorParallel = cards;
    in.attentionDp = attentionDp;
    in.expertParallel = expertParallel;
    in.batch = 16;
    in.context = 1024;
    in.memoryGB = 1.0;
    in.overheadFraction = 0.0;
    in.weightBytes = 1.0;
    in.fabric.server = {10e-6, 400.0};
    in.boundFabric.server = {0.0, 450.0};
    return in;
}

struct LayoutRow
{
    int cards;
    int attentionDp;
    int expertParallel;
    ServeProblem problem;
};

TEST(ServingLayout, OnlyLayoutsTheCardsAndTheModelTakeRun)
{
    const ModelSpec m = smallMixture();
    for (const LayoutRow &row : {
             LayoutRow{4, 1, 1, ServeProblem::None},
             LayoutRow{4, 4, 1, ServeProblem::None},
             LayoutRow{4, 2, 4, ServeProblem::None},
             LayoutRow{4, 3, 1, ServeProblem::AttentionGroupsNotSplit},
             // Two groups of 3 cards cannot split 8 heads; nor can 3 cards spread the experts.
             LayoutRow{6, 2, 1, ServeProblem::AttentionGroupsNotSplit},
             LayoutRow{4, 1, 2, ServeProblem::ExpertsNotSpread},
             LayoutRow{3, 1, 3, ServeProblem::AttentionGroupsNotSplit},
             LayoutRow{8, 1, 8, ServeProblem::None},
         })
        EXPECT_EQ(InferenceModel::layoutProblem(m, row.cards, row.attentionDp, row.expertParallel),
                  row.problem)
            << row.cards << " " << row.attentionDp << " " << row.expertParallel;
    ModelSpec dense = m;
    dense.experts = 1;
    dense.activeExperts = 1;
    dense.sharedExperts = 0;
    EXPECT_EQ(InferenceModel::layoutProblem(dense, 4, 1, 4), ServeProblem::ExpertsNotSpread);
}

TEST(ServingLayout, SpreadExpertsAreHeldWholeAndTheBusiestCardTakesMore)
{
    const ModelSpec m = smallMixture();
    // 16 tokens on 4 cards, experts spread: each card holds 2 experts whole and reads those of
    // them some token routes to, 2 (1 − (1 − 2/8)^16) = 1.979 829 3; the 8 pairs a card takes on
    // average become 8 + √(2 · 8 · ln 4) = 12.709 640 for the busiest.
    const ProductSplit s = InferenceModel::splitFor(inputsFor(m, 4, 1, 4), 16.0, 4);
    EXPECT_EQ(s.expertCards, 4);
    EXPECT_NEAR(s.expertsRead, 2.0 * (1.0 - std::pow(0.75, 16)), 1e-12);
    EXPECT_NEAR(s.expertPairs, 8.0 + std::sqrt(16.0 * std::log(4.0)), 1e-12);
    // One token on 8 cards: each card holds one expert, so the busiest takes at most 1 pair where
    // the normal tail would give 0.25 + √(2 · 0.25 · ln 8) = 1.27.
    EXPECT_DOUBLE_EQ(InferenceModel::splitFor(inputsFor(m, 8, 1, 8), 1.0, 8).expertPairs, 1.0);
    // On one card (the one-card comparison) the same inputs run plain tensor parallelism.
    const ProductSplit one = InferenceModel::splitFor(inputsFor(m, 4, 1, 4), 16.0, 1);
    EXPECT_EQ(one.expertCards, 1);
    EXPECT_DOUBLE_EQ(one.expertPairs, 32.0);
    // The weights a card holds: attention split 4 ways (20 480 / 4 + the key/value heads each
    // card keeps: 2·64·32/2 − 2·64·32/4 = 1 024 more) = 6 144 a layer; the router (512) and the
    // shared expert (6 144) whole; 2 experts whole (12 288); 2 layers; the head 100·64 / 4 =
    // 1 600: 2 · (6 144 + 512 + 6 144 + 12 288) + 1 600 = 51 776.
    ProductSplit held = s;
    held.expertsRead = 2.0;
    EXPECT_DOUBLE_EQ(ModelProducts::cardWeights(m, held), 51776.0);
}

TEST(ServingLayout, AttentionGroupsDivideTheCacheAndHoldTheAttentionWhole)
{
    const ModelSpec m = smallMixture();
    // 16 sequences of 1024 tokens, 2 layers · 2 · 2 heads · 16 · 2 B = 256 B a token: 4 MiB of
    // cache. Tensor parallel over 4 cards splits it min(4, 2) = 2 ways; four groups of one card
    // each hold a quarter.
    const InferenceResult tp = InferenceModel::evaluate(inputsFor(m, 4, 1, 1));
    const InferenceResult dp = InferenceModel::evaluate(inputsFor(m, 4, 4, 1));
    EXPECT_DOUBLE_EQ(tp.memory.kvCacheBytes, 16.0 * 1024 * 256);
    EXPECT_DOUBLE_EQ(tp.memory.kvCachePerCardBytes, 16.0 * 1024 * 256 / 2);
    EXPECT_DOUBLE_EQ(dp.memory.kvCachePerCardBytes, 16.0 * 1024 * 256 / 4);
    // Each group of one card holds all of the attention (2 · 20 480) where tensor parallelism
    // held its share with the replicated key/value heads (2 · 6 144): 28 672 more a card.
    EXPECT_DOUBLE_EQ(dp.memory.weightsPerCardBytes - tp.memory.weightsPerCardBytes, 28672.0);
    // Groups of one card need no all-reduce after attention: only the feed-forward ones stay.
    EXPECT_LT(dp.decode.allReduceSeconds, tp.decode.allReduceSeconds);
    EXPECT_DOUBLE_EQ(dp.decode.allToAllSeconds, 0.0);
}

TEST(ServingLayout, AnAllToAllCrossesTheServerAndTheNetworkAtOnce)
{
    Fabric f;
    f.server = {10e-6, 400.0};
    f.network = {20e-6, 50.0};
    f.cardsPerServer = 8;
    // 8 cards in one server: 7/8 of 8 GB crosses the card links at 400 GB/s.
    EXPECT_NEAR(CollectiveModel::allToAll(8e9, 8, f).seconds, 10e-6 + 7e9 / 400e9, 1e-15);
    // 16 cards in two servers: 7/16 inside, 8/16 over the network at 50 GB/s, which is slower.
    EXPECT_NEAR(CollectiveModel::allToAll(8e9, 16, f).seconds, 30e-6 + 4e9 / 50e9, 1e-15);
    EXPECT_DOUBLE_EQ(CollectiveModel::allToAll(8e9, 1, f).seconds, 0.0);
}

TEST(ServingLayout, ThePlannerSearchesAttentionGroupsAndSpreadExperts)
{
    const ModelSpec &r1 = *ModelCatalogFile::find("deepseek_r1");
    const std::vector<PlanLayout> layouts = PlanSearch::layoutsOf(r1, 8);
    const auto has = [&layouts](int tp, int ep, int dp) {
        for (const PlanLayout &l : layouts) {
            if (l.tensorParallel == tp && l.expertParallel == ep && l.attentionDp == dp)
                return true;
        }
        return false;
    };
    EXPECT_TRUE(has(1, 1, 1));
    EXPECT_TRUE(has(8, 1, 1));
    EXPECT_TRUE(has(8, 8, 1));
    EXPECT_TRUE(has(8, 1, 8));
    EXPECT_TRUE(has(8, 8, 8));
    EXPECT_FALSE(has(1, 1, 8));
    // A dense model is never given spread experts.
    for (const PlanLayout &l : PlanSearch::layoutsOf(*ModelCatalogFile::find("llama3_8b"), 8))
        EXPECT_EQ(l.expertParallel, 1);
}

} // namespace
} // namespace blab::core
