// SPDX-License-Identifier: GPL-3.0-or-later

// Speculative decoding with a model's own next-token-prediction layers: a decode step runs the
// guesses, then the sequences' tokens and guesses through the model, and gives each sequence
// the accepted tokens; worked by hand on a small mixture with one next-token layer.

#include "catalog/model_spec.h"
#include "core/tiny_model.h"
#include "serving/inference_model.h"

#include <gtest/gtest.h>

namespace blab::core {
namespace {

// The serving tests' small mixture (tiny_model.h) with one next-token layer of its own kind.
ModelSpec smallWithNextToken()
{
    ModelSpec m = test::smallMixture();
    m.id = "small_mtp";
    m.nextnLayers = 1;
    return m;
}

InferenceInputs speculating(const ModelSpec &m, int draftTokens, double accepted)
{
    InferenceInputs in;
    in.model = m;
    in.tensorParallel = 2;
    in.batching = Batching::Continuous;
    in.concurrency = 9;
    in.promptTokens = 100;
    in.outputTokens = 21;
    in.context = 1024;
    in.memoryGB = 1.0;
    in.weightBytes = 1.0;
    in.efficiency.bandwidth = 0.5;
    in.efficiency.stepOverheadSeconds = 1e-4;
    in.fabric.server = {10e-6, 400.0};
    in.boundFabric.server = {0.0, 450.0};
    in.draftTokens = draftTokens;
    in.acceptedTokens = accepted;
    return in;
}

// A decoding sequence's q positions each do a token's work: q times the FLOPs and the tokens,
// the weights read once, and q new entries written to its cache.
TEST(SpeculativeDecoding, EachPositionOfASequenceDoesAToken)
{
    const InferenceInputs in = speculating(smallWithNextToken(), 0, 1.0);
    const StepWork one = InferenceModel::work(in, {4.0, 100.0, 0.0, 1.0});
    const StepWork two = InferenceModel::work(in, {4.0, 100.0, 0.0, 2.0});
    EXPECT_DOUBLE_EQ(two.tokens, 8.0);
    EXPECT_DOUBLE_EQ(two.flops, 2.0 * one.flops);
    EXPECT_DOUBLE_EQ(two.attentionFlops, 2.0 * one.attentionFlops);
    EXPECT_DOUBLE_EQ(two.cacheBytes, 4.0 * in.model.kvBytesAtContext(102.0, in.kvDtype));
    EXPECT_DOUBLE_EQ(one.cacheBytes, 4.0 * in.model.kvBytesAtContext(101.0, in.kvDtype));
}

// The step with one guess is the guess's pass of the next-token layer over every decoding
// sequence, and then two positions of each through the model; bound and expected alike.
TEST(SpeculativeDecoding, AStepIsTheGuessesAndThenTheCheck)
{
    const InferenceInputs in = speculating(smallWithNextToken(), 1, 2.0);
    InferenceInputs plain = in;
    plain.draftTokens = 0;
    InferenceInputs draft = plain;
    draft.model = InferenceModel::draftModel(in.model);
    EXPECT_EQ(draft.model.layers, 1);
    EXPECT_EQ(draft.model.nextnLayers, 0);
    const StepLoad load{8.0, 110.0, 0.5};
    const PhaseFigures step = InferenceModel::step(in, load, 2);
    const PhaseFigures check = InferenceModel::step(plain, {8.0, 110.0, 0.5, 2.0}, 2);
    const PhaseFigures guess = InferenceModel::step(draft, {8.0, 110.0, 0.0}, 2);
    EXPECT_DOUBLE_EQ(step.draftSeconds, guess.seconds);
    EXPECT_DOUBLE_EQ(step.seconds, check.seconds + guess.seconds);
    EXPECT_DOUBLE_EQ(step.expectedSeconds, check.expectedSeconds + guess.expectedSeconds);
    EXPECT_DOUBLE_EQ(step.tokens, 8.0 * 2.0 + 0.5 * 100.0);
}

// With 2.0 tokens accepted a step, a token takes half a step: the time per output token is the
// later step's over 2, and a request lives 1 + 20 / 2 = 11 steps, so each step carries
// 8 / 11 of the others' prompts.
TEST(SpeculativeDecoding, TwoTokensAStepHalveTheTimeOfEachStepForAToken)
{
    const InferenceInputs in = speculating(smallWithNextToken(), 1, 2.0);
    const RequestResult r = InferenceModel::request(in);
    EXPECT_DOUBLE_EQ(r.expected.timePerOutputTokenSeconds, r.laterStep.expectedSeconds / 2.0);
    EXPECT_DOUBLE_EQ(r.bound.timePerOutputTokenSeconds, r.laterStep.seconds / 2.0);
    EXPECT_DOUBLE_EQ(r.promptTokensPerStep, 8.0 / 11.0 * 100.0);
    EXPECT_DOUBLE_EQ(r.decodesPerStep, 8.0 * 10.0 / 11.0 + 1.0);
    // The same step without speculation, against which the ratio is taken.
    InferenceInputs plain = in;
    plain.draftTokens = 0;
    const RequestResult without = InferenceModel::request(plain);
    const double stepRatio =
        r.laterStep.expectedSeconds /
        InferenceModel::step(plain, {r.decodesPerStep, 110.5, 8.0 / 11.0}, 2).expectedSeconds;
    EXPECT_GT(stepRatio, 1.0);
    EXPECT_LT(r.expected.timePerOutputTokenSeconds, without.expected.timePerOutputTokenSeconds);
}

// Guesses that are never right cost their passes and gain nothing; a model without next-token
// layers has nothing to guess with and serves as without speculation; the accepted tokens stay
// within 1 and the guesses + 1.
TEST(SpeculativeDecoding, WhatCannotGainGainsNothing)
{
    const ModelSpec m = smallWithNextToken();
    const double plain =
        InferenceModel::request(speculating(m, 0, 1.0)).expected.timePerOutputTokenSeconds;
    EXPECT_GT(InferenceModel::request(speculating(m, 2, 1.0)).expected.timePerOutputTokenSeconds,
              plain);
    ModelSpec none = m;
    none.nextnLayers = 0;
    EXPECT_DOUBLE_EQ(
        InferenceModel::request(speculating(none, 2, 3.0)).expected.timePerOutputTokenSeconds,
        InferenceModel::request(speculating(none, 0, 1.0)).expected.timePerOutputTokenSeconds);
    EXPECT_DOUBLE_EQ(InferenceModel::acceptedPerStep(speculating(m, 1, 5.0)), 2.0);
    EXPECT_DOUBLE_EQ(InferenceModel::acceptedPerStep(speculating(m, 3, 0.5)), 1.0);
    EXPECT_DOUBLE_EQ(InferenceModel::acceptedPerStep(speculating(none, 3, 2.5)), 1.0);
}

// The next-token layers are held as well when they guess: the weights grow by their parameters.
TEST(SpeculativeDecoding, TheNextTokenLayersAreHeld)
{
    const ModelSpec m = smallWithNextToken();
    const InferenceMemory without = InferenceModel::evaluate(speculating(m, 0, 1.0)).memory;
    const InferenceMemory with = InferenceModel::evaluate(speculating(m, 1, 1.8)).memory;
    EXPECT_DOUBLE_EQ(with.weightsBytes - without.weightsBytes, m.nextnParameters());
    EXPECT_DOUBLE_EQ(with.weightsPerCardBytes - without.weightsPerCardBytes,
                     m.nextnParameters() / 2.0);
}

} // namespace
} // namespace blab::core
