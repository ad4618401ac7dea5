// SPDX-License-Identifier: GPL-3.0-or-later

#include "serving/inference_model.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

double ServingEfficiency::shareFor(double m, double n, double k) const
{
    if (gemmCurve.empty())
        return compute;
    const double side = std::cbrt(gemmScale * m * n * k);
    if (side <= gemmCurve.front().first)
        return std::min(gemmCeiling, gemmCurve.front().second);
    for (std::size_t i = 1; i < gemmCurve.size(); ++i) {
        const auto &[x1, y1] = gemmCurve[i];
        if (side <= x1) {
            const auto &[x0, y0] = gemmCurve[i - 1];
            return std::min(gemmCeiling, y0 + (y1 - y0) * std::log(side / x0) / std::log(x1 / x0));
        }
    }
    return std::min(gemmCeiling, gemmCurve.back().second);
}

const char *Batchings::id(Batching batching)
{
    return batching == Batching::Continuous ? "continuous" : "static";
}

const char *WorkloadModes::id(WorkloadMode mode)
{
    return mode == WorkloadMode::Inference ? "inference" : "training";
}

const char *KvDtypes::id(KvDtype dtype)
{
    return dtype == KvDtype::Fp8 ? "fp8" : "fp16";
}

double KvDtypes::bytes(KvDtype dtype)
{
    return dtype == KvDtype::Fp8 ? 1.0 : 2.0;
}

double InferenceModel::kvBytesPerToken(const ModelSpec &m, double kvBytes)
{
    return m.kvBytesPerToken(kvBytes);
}

double InferenceModel::expectedExperts(const ModelSpec &m, double tokens)
{
    if (m.experts <= 1)
        return 1.0;
    const double e = m.experts;
    const double k = m.activeExperts;
    return e * (1.0 - std::pow(1.0 - k / e, std::max(1.0, tokens)));
}

double InferenceModel::kvShare(const ModelSpec &m, int cards)
{
    // Key and value heads are split across the cards; with more cards than heads, each head is
    // held (and read) by several cards.
    return std::min(std::max(1, cards), m.kvHeads);
}

ServeProblem InferenceModel::inputProblem(const ModelSpec &m, int tensorParallel, int promptTokens,
                                          int outputTokens, int context)
{
    if (tensorParallel < 1 || tensorParallel > m.heads || m.heads % tensorParallel != 0)
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
    const double router = m.experts > 1 ? double(m.hidden) * m.experts : 0.0;
    return m.layers * (m.attentionParameters() + router + experts * m.expertParameters()) +
           double(m.vocab) * m.hidden;
}

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

double InferenceModel::productSeconds(const InferenceInputs &in, double tokens, double sequences,
                                      double experts, double attentionFlops, int cards)
{
    const ModelSpec &m = in.model;
    const ServingEfficiency &e = in.efficiency;
    const double rate = in.peakTflops * 1e12;
    const double n = cards;
    // One product of rows × cols × depth on this card: 2 · rows · cols · depth FLOPs at the
    // share its size reaches.
    const auto product = [&](double rows, double cols, double depth) {
        return rows > 0 ? 2.0 * rows * cols * depth / (rate * e.shareFor(rows, cols, depth)) : 0.0;
    };
    // Tensor parallelism splits the outputs of the query, key, value, gate and up products and
    // the inputs of the output and down products.
    const double h = m.hidden, d = m.headDim, f = m.mlpHidden;
    double layer = product(tokens, (m.heads + 2.0 * m.kvHeads) * d / n, h) +
                   product(tokens, h, m.heads * d / n);
    if (m.experts > 1)
        layer += product(tokens, m.experts, h);
    const double expertTokens = tokens * m.activeExperts / experts;
    layer += experts * (product(expertTokens, (m.gatedMlp ? 2.0 : 1.0) * f / n, h) +
                        product(expertTokens, h, f / n));
    return m.layers * layer + product(sequences, m.vocab / n, h) +
           attentionFlops / n / (rate * e.largeShare());
}

double InferenceModel::layerActivationNumbers(const ModelSpec &m, int cards, double hSplit)
{
    const double n = std::max(1, cards);
    const double h = m.hidden, q = double(m.heads) * m.headDim, kv = double(m.kvHeads) * m.headDim;
    const double f = double(m.mlpHidden) * std::max(1, m.activeExperts);
    return 10.0 * h / std::max(1.0, hSplit) + 4.0 * h +
           (6.0 * q + 4.0 * kv + (m.gatedMlp ? 6.0 : 4.0) * f) / n;
}

StepWork InferenceModel::work(const InferenceInputs &in, const StepLoad &load)
{
    const ModelSpec &m = in.model;
    const double s = in.promptTokens;
    StepWork w;
    w.tokens = load.decodeSequences + load.prefillSequences * s;
    // A decoding sequence's new token passes through every weight (2 FLOPs each) and attends to
    // its whole cache (QKᵀ and AV, 2 · 2 · layers · heads · head_dim · context). A prompt's s
    // tokens pass through every layer and attend causally to the tokens before them
    // (2 · layers · heads · head_dim · s (s + 1)); only its last token's logits are needed.
    const double lmHead = double(m.vocab) * m.hidden;
    const double layerParams = matmulParameters(m, m.activeExperts) - lmHead;
    w.attentionFlops =
        load.decodeSequences * 4.0 * m.layers * m.heads * m.headDim * load.decodeContext +
        load.prefillSequences * 2.0 * m.layers * m.heads * m.headDim * s * (s + 1.0);
    w.flops = load.decodeSequences * 2.0 * (layerParams + lmHead) +
              load.prefillSequences * 2.0 * (layerParams * s + lmHead) + w.attentionFlops;
    // The step reads the weights once for all its tokens (the experts some token routes to),
    // reads each decoding sequence's cache and writes its new entry, writes the cache of every
    // prompt token, and moves the hidden state in and out of every layer.
    const double kv = kvBytesPerToken(m, in.kvBytes);
    w.experts = expectedExperts(m, w.tokens);
    w.weightCount = matmulParameters(m, w.experts);
    w.weightBytes = w.weightCount * in.weightBytes;
    w.cacheBytes =
        load.decodeSequences * (load.decodeContext + 1.0) * kv + load.prefillSequences * s * kv;
    w.activationBytes = 2.0 * m.layers * m.hidden * in.activationBytes * w.tokens;
    return w;
}

PhaseFigures InferenceModel::step(const InferenceInputs &in, const StepLoad &load, int cards)
{
    const ModelSpec &m = in.model;
    const StepWork w = work(in, load);
    PhaseFigures p;
    p.tokens = w.tokens;
    p.flops = w.flops;
    p.bytes = w.weightBytes + w.cacheBytes + w.activationBytes;
    p.flopsPerToken = p.flops / p.tokens;
    p.bytesPerToken = p.bytes / p.tokens;
    p.flopsPerByte = p.flops / p.bytes;
    // Each card computes its 1/N share and reads its share of the weights and of the cache
    // (split min(N, kv heads) ways); two all-reduces of the step's activations per layer, after
    // attention and after the MLP.
    const double cardBytes =
        (w.weightBytes + w.activationBytes) / cards + w.cacheBytes / kvShare(m, cards);
    const double allReduceBytes = p.tokens * m.hidden * in.activationBytes;
    const double allReduces = 2.0 * m.layers;
    p.computeSeconds = p.flops / cards / (in.peakTflops * 1e12);
    p.memorySeconds = cardBytes / (in.bandwidthGBs * 1e9);
    p.allReduceSeconds =
        allReduces * CollectiveModel::allReduce(allReduceBytes, cards, in.boundFabric).seconds;
    p.bound = p.computeSeconds >= p.memorySeconds ? Bound::Compute : Bound::Bandwidth;
    p.seconds = std::max(p.computeSeconds, p.memorySeconds) + p.allReduceSeconds;
    p.tokensPerSecond = p.tokens / p.seconds;
    const ServingEfficiency &e = in.efficiency;
    p.expectedComputeSeconds =
        productSeconds(in, p.tokens, load.decodeSequences + load.prefillSequences,
                       m.experts > 1 ? w.experts : 1.0, w.attentionFlops, cards);
    // The kernels between the products move more activations than the layer's input and output.
    const double layerTraffic = e.layerActivations
                                    ? std::max(0.0, m.layers * p.tokens * in.activationBytes *
                                                            layerActivationNumbers(m, cards) -
                                                        w.activationBytes / cards)
                                    : 0.0;
    p.expectedMemorySeconds = (cardBytes + layerTraffic) / (in.bandwidthGBs * 1e9 * e.bandwidth);
    p.expectedAllReduceSeconds =
        allReduces * CollectiveModel::allReduce(allReduceBytes, cards, in.fabric).seconds;
    // Each weight read is converted once per step, on the card that holds it.
    p.dequantSeconds = in.vectorTflops > 0 ? w.weightCount / cards * e.dequantInstructions /
                                                 (in.vectorTflops * 1e12 / 2.0)
                                           : 0.0;
    p.overheadSeconds = m.layers * e.layerOverheadSeconds + e.stepOverheadSeconds;
    p.expectedSeconds = p.expectedComputeSeconds + p.expectedMemorySeconds + p.dequantSeconds +
                        p.expectedAllReduceSeconds + p.overheadSeconds;
    p.expectedTokensPerSecond = p.tokens / p.expectedSeconds;
    p.computeShare = p.computeSeconds / p.expectedComputeSeconds;
    p.bandwidthShare = p.memorySeconds / p.expectedSeconds;
    return p;
}

RequestResult InferenceModel::staticRequest(const InferenceInputs &in, int cards)
{
    // All B prompts are read in one prefill, whose end brings every sequence's first token.
    // Each later token takes one decode step of the whole batch; the step producing token j
    // (j = 2 … O) finds S + j − 1 tokens in each cache, so the time per output token is the
    // mean step over contexts S + 1 … S + O − 1. Each part of a step is linear in the context,
    // so the expected mean is the step at the middle context and the bound's is exact on both
    // sides of where its compute and memory lines cross.
    RequestResult r;
    r.batching = Batching::Static;
    r.sequences = in.batch;
    const double b = in.batch;
    const PhaseFigures prefill = step(in, {0.0, 0.0, b}, cards);
    const int lo = in.promptTokens + 1;
    const int hi = std::max(lo, in.promptTokens + in.outputTokens - 1);
    const PhaseFigures first = step(in, {b, double(lo), 0.0}, cards);
    const PhaseFigures last = step(in, {b, double(hi), 0.0}, cards);
    const double boundStep = meanOfLarger(lo, hi, first.computeSeconds, last.computeSeconds,
                                          first.memorySeconds, last.memorySeconds) +
                             first.allReduceSeconds;
    const double expectedStep = (first.expectedSeconds + last.expectedSeconds) / 2.0;
    r.bound = requestFigures(prefill.seconds, boundStep, in.outputTokens, in.batch, cards);
    r.expected =
        requestFigures(prefill.expectedSeconds, expectedStep, in.outputTokens, in.batch, cards);
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
    // Little's law the C requests in flight give C · O tokens per end-to-end time.
    RequestResult r;
    r.batching = Batching::Continuous;
    r.sequences = in.concurrency;
    const double others = in.concurrency - 1.0;
    const double o = in.outputTokens;
    const double prompts = others / o;
    const double decodes = others * (o - 1.0) / o;
    const double context = in.promptTokens + o / 2.0;
    const PhaseFigures own = step(in, {decodes, context, 1.0 + prompts}, cards);
    const PhaseFigures next = step(in, {decodes + 1.0, context, prompts}, cards);
    r.bound = requestFigures(own.seconds, next.seconds, in.outputTokens, in.concurrency, cards);
    r.expected = requestFigures(own.expectedSeconds, next.expectedSeconds, in.outputTokens,
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

InferenceMemory InferenceModel::memory(const InferenceInputs &in)
{
    const ModelSpec &m = in.model;
    const int cards = std::max(1, in.tensorParallel);
    const double share = kvShare(m, cards);
    const double perSequence = kvBytesPerToken(m, in.kvBytes);
    InferenceMemory r;
    r.weightsBytes = m.totalParameters() * in.weightBytes;
    r.kvCacheBytes = perSequence * in.context * in.batch;
    r.deviceBytes = in.memoryGB * 1e9;
    r.overheadBytes = in.overheadFraction * r.deviceBytes;
    r.weightsPerCardBytes = r.weightsBytes / cards;
    r.kvCachePerCardBytes = r.kvCacheBytes / share;
    r.perCardBytes = r.weightsPerCardBytes + r.kvCachePerCardBytes + r.overheadBytes;
    r.fits = r.perCardBytes <= r.deviceBytes;
    const double room = r.deviceBytes - r.overheadBytes - r.weightsBytes / cards;
    r.weightsFit = room > 0;
    if (r.weightsFit) {
        r.maxBatch = static_cast<long long>(std::floor(room * share / (perSequence * in.context)));
        r.maxContext = std::min<long long>(
            m.maxContext,
            static_cast<long long>(std::floor(room * share / (perSequence * in.batch))));
    }
    return r;
}

InferenceResult InferenceModel::evaluate(const InferenceInputs &in)
{
    InferenceResult r;
    const int cards = std::max(1, in.tensorParallel);
    r.kvBytesPerToken = kvBytesPerToken(in.model, in.kvBytes);
    r.balanceFlopsPerByte = in.peakTflops * 1e12 / (in.bandwidthGBs * 1e9);
    // The two phases as the roofline sees them: every prompt of the batch read at once, and one
    // decode step with each cache at the longest context.
    r.prefill = step(in, {0.0, 0.0, double(in.batch)}, cards);
    r.decode = step(in, {double(in.batch), double(in.context), 0.0}, cards);
    r.expertsRead = expectedExperts(in.model, in.batch);
    r.memory = memory(in);
    const PhaseFigures single = step(in, {double(in.batch), double(in.context), 0.0}, 1);
    r.singleCardDecodeSeconds = single.seconds;
    r.tensorParallelSpeedup = single.seconds / r.decode.seconds;
    r.expectedSingleCardDecodeSeconds = single.expectedSeconds;
    r.expectedTensorParallelSpeedup = single.expectedSeconds / r.decode.expectedSeconds;
    InferenceInputs oneCard = in;
    oneCard.tensorParallel = 1;
    r.singleCardMemory = memory(oneCard);
    r.request = request(in);
    return r;
}

} // namespace blab::core
