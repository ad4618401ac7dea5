// SPDX-License-Identifier: GPL-3.0-or-later

#include "serving/inference_model.h"

#include "catalog/model_products.h"
#include "catalog/precision.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

double ServingEfficiency::curveShare(const std::vector<std::pair<double, double>> &curve,
                                     double scale, double ceiling, double m, double n, double k)
{
    const double side = std::cbrt(scale * m * n * k);
    if (side <= curve.front().first)
        return std::min(ceiling, curve.front().second);
    for (std::size_t i = 1; i < curve.size(); ++i) {
        const auto &[x1, y1] = curve[i];
        if (side <= x1) {
            const auto &[x0, y0] = curve[i - 1];
            return std::min(ceiling, y0 + (y1 - y0) * std::log(side / x0) / std::log(x1 / x0));
        }
    }
    return std::min(ceiling, curve.back().second);
}

double ServingEfficiency::shareFor(double m, double n, double k) const
{
    if (gemmCurve.empty())
        return compute;
    const double own = curveShare(gemmCurve, gemmScale, gemmCeiling, m, n, k);
    if (widerCurve.empty() || widerPeakShare <= 0.0)
        return own;
    return std::max(own,
                    widerPeakShare * curveShare(widerCurve, widerScale, widerCeiling, m, n, k));
}

double ServingEfficiency::largeShare() const
{
    if (gemmCurve.empty())
        return compute;
    // The curve's last point as measured, before any ceiling: fused attention is not a cuBLAS
    // product, and its own share by peak is applied where a step is built.
    const double own = gemmCurve.back().second;
    if (widerCurve.empty() || widerPeakShare <= 0.0)
        return own;
    return std::max(own, widerPeakShare * widerCurve.back().second);
}

const char *Batchings::id(Batching batching)
{
    return batching == Batching::Continuous ? "continuous" : "static";
}

const char *WorkloadModes::id(WorkloadMode mode)
{
    return mode == WorkloadMode::Inference ? "inference" : "training";
}

double InferenceModel::expectedExperts(const ModelSpec &m, double tokens)
{
    if (m.experts <= 1)
        return 1.0;
    const double e = m.experts;
    const double k = m.activeExperts;
    return e * (1.0 - std::pow(1.0 - k / e, std::max(1.0, tokens)));
}

std::vector<int> InferenceModel::tensorDegrees(const ModelSpec &m, int maxCards)
{
    std::vector<int> degrees;
    for (int n = 1; n <= std::min(maxCards, m.heads); ++n) {
        if (m.splitsHeads(n))
            degrees.push_back(n);
    }
    return degrees;
}

ProductSplit InferenceModel::splitFor(const InferenceInputs &in, double tokens, int cards)
{
    const ModelSpec &m = in.model;
    const int n = std::max(1, cards);
    ProductSplit s = ModelProducts::tensorSplit(m, tokens, n, expectedExperts(m, tokens));
    // The replica's own layout; fewer cards (the one-card comparison) run it whole.
    if (n != std::max(1, in.tensorParallel))
        return s;
    s.attentionGroups = std::max(1, in.attentionDp);
    if (in.expertParallel > 1 && m.mixture()) {
        s.expertCards = n;
        const double e = m.experts, k = m.activeExperts;
        const double mean = tokens * k / n;
        s.expertsRead = e / n * (1.0 - std::pow(1.0 - k / e, std::max(1.0, tokens)));
        // No card takes more than all its experts' share: each token reaches at most
        // min(k, E/N) of them.
        s.expertPairs = std::min(mean + std::sqrt(2.0 * mean * std::log(double(n))),
                                 tokens * std::min(k, e / n));
    }
    return s;
}

ServeProblem InferenceModel::layoutProblem(const ModelSpec &m, int cards, int attentionDp,
                                           int expertParallel)
{
    const int n = std::max(1, cards), d = std::max(1, attentionDp);
    if (n % d != 0 || !m.splitsHeads(n / d))
        return ServeProblem::AttentionGroupsNotSplit;
    if (expertParallel > 1 && (!m.mixture() || expertParallel != n || m.experts % n != 0))
        return ServeProblem::ExpertsNotSpread;
    return ServeProblem::None;
}

double InferenceModel::kvShare(const ModelSpec &m, int cards)
{
    return ModelProducts::cacheSplit(m, cards);
}

double InferenceModel::replicatedWeights(const ModelSpec &m, int cards)
{
    const double n = std::max(1, cards);
    const double all = std::max(1, m.experts);
    return ModelProducts::cardWeights(m, cards, all) - ModelProducts::cardWeights(m, 1, all) / n;
}

ServeProblem InferenceModel::inputProblem(const ModelSpec &m, int tensorParallel, int promptTokens,
                                          int outputTokens, int context)
{
    if (!m.splitsHeads(tensorParallel))
        return ServeProblem::HeadsNotSplit;
    if (context > m.maxContext)
        return ServeProblem::ContextTooLong;
    if (promptTokens > context)
        return ServeProblem::PromptLongerThanContext;
    if (double(promptTokens) + outputTokens > context)
        return ServeProblem::RequestLongerThanContext;
    return ServeProblem::None;
}

double InferenceModel::matmulParameters(const ModelSpec &m, double experts)
{
    return ModelProducts::cardWeights(m, 1, experts);
}

InferenceMemory InferenceModel::memory(const InferenceInputs &in)
{
    const ModelSpec &m = in.model;
    const int cards = std::max(1, in.tensorParallel);
    // The cache is split over the attention groups (each holds its own requests') and inside a
    // group as its cards split the key/value heads.
    const int groups = std::max(1, in.attentionDp);
    const double share = groups * kvShare(m, cards / groups);
    ProductSplit held = splitFor(in, 1.0, cards);
    held.expertsRead = double(m.experts) / held.expertCards;
    InferenceMemory r;
    r.weightsBytes = m.totalParameters() * in.weightBytes;
    r.kvCacheBytes = m.kvBytesAtContext(in.context, in.kvDtype) * in.batch;
    r.deviceBytes = in.memoryGB * 1e9;
    r.overheadBytes = in.overheadFraction * r.deviceBytes;
    // The products' weights as the card holds them, and its share of the input embedding (a
    // lookup, split over the cards).
    const double embedding = m.totalParameters() - matmulParameters(m, std::max(1, m.experts));
    r.weightsPerCardBytes =
        (embedding / cards + ModelProducts::cardWeights(m, held)) * in.weightBytes;
    // Speculative decoding keeps the next-token layers, taken as split over all the cards (with
    // attention groups a little more, their attention whole in each group, is left out).
    if (in.draftTokens > 0 && m.nextnLayers > 0) {
        r.weightsBytes += m.nextnParameters() * in.weightBytes;
        r.weightsPerCardBytes += m.nextnParameters() * in.weightBytes / cards;
    }
    r.kvCachePerCardBytes = r.kvCacheBytes / share;
    r.perCardBytes = r.weightsPerCardBytes + r.kvCachePerCardBytes + r.overheadBytes;
    r.fits = r.perCardBytes <= r.deviceBytes;
    const double room = r.deviceBytes - r.overheadBytes - r.weightsPerCardBytes;
    r.weightsFit = room > 0;
    if (r.weightsFit) {
        const double perSequence = m.kvBytesAtContext(in.context, in.kvDtype);
        r.maxBatch = static_cast<long long>(std::floor(room * share / perSequence));
        r.maxContext = std::min<long long>(
            m.maxContext, static_cast<long long>(std::floor(
                              m.contextHolding(room * share / std::max(1, in.batch), in.kvDtype))));
    }
    return r;
}

InferenceResult InferenceModel::evaluate(const InferenceInputs &in)
{
    InferenceResult r;
    const int cards = std::max(1, in.tensorParallel);
    r.kvBytesPerToken = in.model.kvBytesPerToken(in.kvDtype);
    r.balanceFlopsPerByte = in.peakTflops * 1e12 / (in.bandwidthGBs * 1e9);
    // The two phases as the roofline sees them: every prompt of the batch read at once, and one
    // decode step with each cache at the longest context.
    r.prefill = step(in, {0.0, 0.0, double(in.batch)}, cards);
    r.decode = step(in, {double(in.batch), double(in.context), 0.0}, cards);
    r.expertsRead = expectedExperts(in.model, in.batch);
    const ProductSplit decodeSplit = splitFor(in, in.batch, cards);
    if (decodeSplit.expertCards > 1) {
        r.expertsPerCard = double(in.model.experts) / decodeSplit.expertCards;
        r.expertLoadRatio = decodeSplit.expertPairs /
                            (double(in.batch) * in.model.activeExperts / decodeSplit.expertCards);
    }
    r.memory = memory(in);
    const PhaseFigures single = step(in, {double(in.batch), double(in.context), 0.0}, 1);
    r.singleCardDecodeSeconds = single.seconds;
    r.tensorParallelSpeedup = single.seconds / r.decode.seconds;
    r.expectedSingleCardDecodeSeconds = single.expectedSeconds;
    r.expectedTensorParallelSpeedup = single.expectedSeconds / r.decode.expectedSeconds;
    InferenceInputs oneCard = in;
    oneCard.tensorParallel = 1;
    oneCard.attentionDp = 1;
    oneCard.expertParallel = 1;
    r.singleCardMemory = memory(oneCard);
    r.request = request(in);
    r.acceptedTokensPerStep = acceptedPerStep(in);
    const double positions = r.decode.draftSeconds > 0.0 ? in.draftTokens + 1.0 : 1.0;
    r.keptPerPosition = r.acceptedTokensPerStep / positions;
    r.expectedDecodeTokensPerSecond = r.decode.expectedTokensPerSecond * r.keptPerPosition;
    return r;
}

} // namespace blab::core
