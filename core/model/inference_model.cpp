// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/inference_model.h"

#include "model/interconnect_model.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

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
                                          int context)
{
    if (tensorParallel < 1 || tensorParallel > m.heads || m.heads % tensorParallel != 0)
        return ServeProblem::HeadsNotSplit;
    if (context > m.maxContext)
        return ServeProblem::ContextTooLong;
    if (promptTokens > context)
        return ServeProblem::PromptLongerThanContext;
    return ServeProblem::None;
}

double InferenceModel::matmulParameters(const ModelSpec &m, double experts)
{
    const double router = m.experts > 1 ? double(m.hidden) * m.experts : 0.0;
    return m.layers * (m.attentionParameters() + router + experts * m.expertParameters()) +
           double(m.vocab) * m.hidden;
}

void InferenceModel::finish(PhaseFigures &p, const InferenceInputs &in, int cards, double cardBytes,
                            double allReduceBytes)
{
    // Each card computes its 1/N share of the FLOPs and reads cardBytes; the larger of the two
    // times is the phase's, plus two all-reduces of the activations per layer (after attention
    // and after the MLP).
    p.flopsPerToken = p.flops / p.tokens;
    p.bytesPerToken = p.bytes / p.tokens;
    p.flopsPerByte = p.flops / p.bytes;
    p.computeSeconds = p.flops / cards / (in.peakTflops * 1e12 * in.utilization);
    p.memorySeconds = cardBytes / (in.bandwidthGBs * 1e9);
    p.allReduceSeconds = 2.0 * in.model.layers *
                         InterconnectModel::ringAllreduceSeconds(cards, allReduceBytes, in.linkGBs,
                                                                 in.linkLatencySeconds);
    p.bound = p.computeSeconds >= p.memorySeconds ? Bound::Compute : Bound::Bandwidth;
    p.seconds = std::max(p.computeSeconds, p.memorySeconds) + p.allReduceSeconds;
    p.tokensPerSecond = p.tokens / p.seconds;
}

PhaseFigures InferenceModel::prefill(const InferenceInputs &in)
{
    const ModelSpec &m = in.model;
    const double s = in.promptTokens;
    const double b = in.batch;
    PhaseFigures p;
    p.tokens = b * s;
    // Every prompt token passes through every layer (2 FLOPs per weight) and attends causally to
    // the tokens before it: QKᵀ and AV each take layers · heads · head_dim · s (s + 1) FLOPs. Only
    // the last token's logits are needed for the first output token.
    const double layerParams = matmulParameters(m, m.activeExperts) - double(m.vocab) * m.hidden;
    const double attention = 2.0 * m.layers * m.heads * m.headDim * s * (s + 1.0);
    p.flops = b * (2.0 * layerParams * s + attention + 2.0 * double(m.vocab) * m.hidden);
    // The weights are read once for the whole batch; the cache of every prompt token is written;
    // the hidden state is read and written once per layer and token.
    const double activations = 2.0 * m.layers * m.hidden * in.activationBytes * p.tokens;
    // A long prompt routes to nearly every expert, so the experts read are those some token of
    // the batch is expected to choose.
    const double experts = expectedExperts(m, p.tokens);
    const int cards = std::max(1, in.tensorParallel);
    const double weights = matmulParameters(m, experts) * in.weightBytes;
    const double cache = p.tokens * kvBytesPerToken(m, in.kvBytes);
    p.bytes = weights + cache + activations;
    finish(p, in, cards, (weights + activations) / cards + cache / kvShare(m, cards),
           p.tokens * m.hidden * in.activationBytes);
    return p;
}

PhaseFigures InferenceModel::decode(const InferenceInputs &in, int cards, double &expertsRead)
{
    const ModelSpec &m = in.model;
    const double b = in.batch;
    const double context = in.context;
    PhaseFigures p;
    p.tokens = b;
    expertsRead = expectedExperts(m, b);
    // Each sequence's new token: 2 FLOPs per weight it passes through, and attention over its
    // whole cache (QKᵀ and AV, 2 · 2 · layers · heads · head_dim · context).
    const double attention = 4.0 * m.layers * m.heads * m.headDim * context;
    p.flops = b * (2.0 * matmulParameters(m, m.activeExperts) + attention);
    // The step reads the weights once for the whole batch (the experts some sequence routes to),
    // reads each sequence's cache and writes its new entry, and moves the hidden state in and
    // out of every layer.
    const double kv = kvBytesPerToken(m, in.kvBytes);
    const double activations = 2.0 * m.layers * m.hidden * in.activationBytes * b;
    const double weights = matmulParameters(m, expertsRead) * in.weightBytes;
    const double cache = b * context * kv + b * kv;
    p.bytes = weights + cache + activations;
    finish(p, in, cards, (weights + activations) / cards + cache / kvShare(m, cards),
           b * m.hidden * in.activationBytes);
    return p;
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
    r.kvBytesPerToken = kvBytesPerToken(in.model, in.kvBytes);
    r.balanceFlopsPerByte = in.peakTflops * 1e12 * in.utilization / (in.bandwidthGBs * 1e9);
    r.prefill = prefill(in);
    r.decode = decode(in, std::max(1, in.tensorParallel), r.expertsRead);
    r.memory = memory(in);
    double unused = 0.0;
    r.singleCardDecodeSeconds = decode(in, 1, unused).seconds;
    r.tensorParallelSpeedup = r.singleCardDecodeSeconds / r.decode.seconds;
    return r;
}

} // namespace blab::core
