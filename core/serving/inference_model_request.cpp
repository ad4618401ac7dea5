// SPDX-License-Identifier: GPL-3.0-or-later

// A request's figures under InferenceModel: time to first token, time per output token and the
// rates that follow, under static batches or continuous batching.

#include "serving/inference_model.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

namespace {

// The mean over the whole numbers c = lo … hi of max(a(c), b(c)), where a and b are linear in c
// and given at both ends. The larger of two lines changes at most once, where they cross; on
// each side the sum of a line over evenly spaced points is their count times the mean of its
// ends.
double meanOfLarger(int lo, int hi, double aLo, double aHi, double bLo, double bHi)
{
    const double n = double(hi) - lo + 1.0;
    if (hi <= lo)
        return std::max(aLo, bLo);
    const double dLo = aLo - bLo, dHi = aHi - bHi;
    if (dLo >= 0 && dHi >= 0)
        return (aLo + aHi) / 2.0;
    if (dLo <= 0 && dHi <= 0)
        return (bLo + bHi) / 2.0;
    const auto at = [lo, hi](double vLo, double vHi, double c) {
        return vLo + (vHi - vLo) * (c - lo) / (double(hi) - lo);
    };
    // The last whole c on the side of lo, and the sums of the larger line on each side.
    const double k = std::floor(lo + dLo / (dLo - dHi) * (double(hi) - lo));
    const bool aFirst = dLo > 0;
    const double first =
        (k - lo + 1.0) *
        (aFirst ? at(aLo, aHi, lo) + at(aLo, aHi, k) : at(bLo, bHi, lo) + at(bLo, bHi, k)) / 2.0;
    const double second =
        (hi - k) *
        (aFirst ? at(bLo, bHi, k + 1) + at(bLo, bHi, hi) : at(aLo, aHi, k + 1) + at(aLo, aHi, hi)) /
        2.0;
    return (first + second) / n;
}

// Request figures from the three times and the sequences served, output tokens each.
RequestFigures requestFigures(double ttft, double tpot, int outputTokens, int sequences, int cards)
{
    RequestFigures f;
    f.timeToFirstTokenSeconds = ttft;
    f.timePerOutputTokenSeconds = outputTokens > 1 ? tpot : 0.0;
    f.endToEndSeconds = ttft + (outputTokens - 1) * f.timePerOutputTokenSeconds;
    f.outputTokensPerSecondPerUser = outputTokens / f.endToEndSeconds;
    f.outputTokensPerSecond = sequences * f.outputTokensPerSecondPerUser;
    f.outputTokensPerSecondPerCard = f.outputTokensPerSecond / cards;
    return f;
}

} // namespace

RequestResult InferenceModel::staticRequest(const InferenceInputs &in, int cards)
{
    // All B prompts are read in one prefill, whose end brings every sequence's first token.
    // Each later token takes one decode step of the whole batch; the step producing token j
    // (j = 2 … O) finds S + j − 1 tokens in each cache, so the time per output token is the
    // mean step over contexts S + 1 … S + O − 1. Each part of a step is linear in the context,
    // so the expected mean is the step at the middle context and the bound's is exact on both
    // sides of where its compute and memory lines cross. With speculative decoding a step gives
    // each sequence a tokens on average, so a token takes a step's time ÷ a.
    RequestResult r;
    r.batching = Batching::Static;
    r.sequences = in.batch;
    const double b = in.batch;
    const PhaseFigures prefill = step(in, {0.0, 0.0, b}, cards);
    const int lo = in.promptTokens + 1;
    const int hi = std::max(lo, in.promptTokens + in.outputTokens - 1);
    const PhaseFigures first = step(in, {b, double(lo), 0.0}, cards);
    const PhaseFigures last = step(in, {b, double(hi), 0.0}, cards);
    const double a = acceptedPerStep(in);
    const double boundStep = meanOfLarger(lo, hi, first.computeSeconds, last.computeSeconds,
                                          first.memorySeconds, last.memorySeconds) +
                             first.allReduceSeconds + first.allToAllSeconds + first.draftSeconds;
    const double expectedStep = (first.expectedSeconds + last.expectedSeconds) / 2.0;
    r.bound = requestFigures(prefill.seconds, boundStep / a, in.outputTokens, in.batch, cards);
    r.expected =
        requestFigures(prefill.expectedSeconds, expectedStep / a, in.outputTokens, in.batch, cards);
    r.firstStep = prefill;
    r.laterStep = step(in, {b, (lo + hi) / 2.0, 0.0}, cards);
    r.decodesPerStep = b;
    return r;
}

RequestResult InferenceModel::continuousRequest(const InferenceInputs &in, int cards)
{
    // Steady state with C requests in flight, each replaced as it ends. A request lives O steps:
    // one that reads its prompt (and brings its first token), then O − 1 decode steps. Over its
    // life each of the other C − 1 requests is at every position of its own life equally often,
    // so every step also carries (C − 1) / O of a prompt and (C − 1)(O − 1) / O decodes of the
    // others (prompts and decodes share a step, as in-flight batching and chunked prefill run
    // them). All caches are taken at the middle context S + O / 2. The time to the first token
    // is the request's own prompt step, the time per output token its decode step, and by
    // Little's law the C requests in flight give C · O tokens per end-to-end time. With
    // speculative decoding a decode step gives a tokens on average: a request lives
    // L = 1 + (O − 1) / a steps, each step carries (C − 1) / L prompts and (C − 1)(L − 1) / L
    // decodes of the others, and a token takes a step's time ÷ a.
    RequestResult r;
    r.batching = Batching::Continuous;
    r.sequences = in.concurrency;
    const double others = in.concurrency - 1.0;
    const double o = in.outputTokens;
    const double a = acceptedPerStep(in);
    const double life = 1.0 + (o - 1.0) / a;
    const double prompts = others / life;
    const double decodes = others * (life - 1.0) / life;
    const double context = in.promptTokens + o / 2.0;
    const PhaseFigures own = step(in, {decodes, context, 1.0 + prompts}, cards);
    const PhaseFigures next = step(in, {decodes + 1.0, context, prompts}, cards);
    r.bound = requestFigures(own.seconds, next.seconds / a, in.outputTokens, in.concurrency, cards);
    r.expected = requestFigures(own.expectedSeconds, next.expectedSeconds / a, in.outputTokens,
                                in.concurrency, cards);
    r.firstStep = own;
    r.laterStep = next;
    r.promptTokensPerStep = prompts * in.promptTokens;
    r.decodesPerStep = decodes + 1.0;
    return r;
}

RequestResult InferenceModel::request(const InferenceInputs &in)
{
    const int cards = std::max(1, in.tensorParallel);
    return in.batching == Batching::Continuous ? continuousRequest(in, cards)
                                               : staticRequest(in, cards);
}

} // namespace blab::core
