// SPDX-License-Identifier: GPL-3.0-or-later

// One serving step of InferenceModel: the work of its tokens (products, attention, the KV cache
// and weights read) and its time on the cards, bound and expected. Prefill and decode are both
// steps of this kind, with other loads.

#include "catalog/model_products.h"
#include "serving/inference_model.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

double InferenceModel::productSeconds(const InferenceInputs &in, const ProductSplit &split,
                                      double sequences, double attentionFlops)
{
    const ServingEfficiency &e = in.efficiency;
    const double rate = in.peakTflops * 1e12;
    // Each product at the share its size reaches on this card.
    const auto seconds = [&](const MatrixProduct &p) {
        return p.rows > 0 ? p.flops() / (rate * e.shareFor(p.rows, p.cols, p.depth)) : 0.0;
    };
    double total = seconds(ModelProducts::output(in.model, sequences, split.cards));
    for (const MatrixProduct &p : ModelProducts::layers(in.model, split))
        total += seconds(p);
    return total + attentionFlops / split.cards / (rate * e.largeShare());
}

StepTraffic InferenceModel::traffic(const InferenceInputs &in, const ProductSplit &split,
                                    const Fabric &fabric)
{
    const ModelSpec &m = in.model;
    const int n = split.cards, groups = std::max(1, split.attentionGroups);
    const double t = split.tokens, h = m.hidden, act = in.activationBytes;
    StepTraffic out;
    // After attention, inside each group of cards that split it; after a dense feed-forward part
    // over all the cards (with attention groups, an all-gather and a reduce-scatter of the same
    // volume).
    if (n / groups > 1)
        out.allReduceSeconds =
            m.layers * CollectiveModel::allReduce(t / groups * h * act, n / groups, fabric).seconds;
    const bool spread = split.expertCards > 1;
    const double splitLayers = m.denseMlpLayers() + (spread ? 0 : m.moeLayers());
    if (n > 1)
        out.allReduceSeconds +=
            splitLayers * CollectiveModel::allReduce(t * h * act, n, fabric).seconds;
    // Spread experts: each card sends its tokens' hidden states to their experts and takes the
    // results back; the dispatch at the products' format (a byte in FP8, NVFP4's 4.5 bits with
    // its scales in FP4), the combine at the activations'.
    if (spread) {
        const double pairs = t * m.activeExperts / n * h;
        const double dispatch = in.productBytes > 0 ? in.productBytes : act;
        out.allToAllSeconds =
            m.moeLayers() * (CollectiveModel::allToAll(pairs * dispatch, n, fabric).seconds +
                             CollectiveModel::allToAll(pairs * act, n, fabric).seconds);
    }
    return out;
}

double InferenceModel::layerActivationNumbers(const ModelSpec &m, int cards, double hSplit)
{
    const double n = std::max(1, cards);
    const double h = m.hidden, q = double(m.heads) * m.headDim;
    const double kv =
        m.latent() ? double(m.latentRank) + m.ropeHeadDim : double(m.kvHeads) * m.headDim;
    // The feed-forward width a token passes through, averaged over the layers.
    const double mixture =
        double(m.activeExperts) * m.routedHidden() + double(m.sharedExperts) * m.sharedHidden();
    const double f = (double(m.denseMlpLayers()) * m.mlpHidden + m.moeLayers() * mixture) /
                     std::max(1, m.layers);
    return 10.0 * h / std::max(1.0, hSplit) + 4.0 * h +
           (6.0 * q + 4.0 * kv + (m.gatedMlp ? 6.0 : 4.0) * f) / n;
}

StepWork InferenceModel::work(const InferenceInputs &in, const StepLoad &load)
{
    const ModelSpec &m = in.model;
    const double s = in.promptTokens;
    const double q = load.decodePositions;
    StepWork w;
    w.tokens = load.decodeSequences * q + load.prefillSequences * s;
    // A decoding sequence's new token passes through every weight (2 FLOPs each) and attends to
    // its whole cache (QKᵀ and AV, 2 · 2 · layers · heads · head_dim · context, a windowed layer
    // to its window). A prompt's s tokens pass through every layer and attend causally to the
    // tokens before them (2 · layers · heads · head_dim · s (s + 1)); only its last token's
    // logits are needed. ModelSpec states the attention of latent and windowed layers. Each of a
    // decoding sequence's q positions (its token and speculative decoding's guesses) does the
    // same, and the q new entries of its cache are written.
    const double lmHead = double(m.vocab) * m.hidden;
    const double layerParams = matmulParameters(m, m.activeExperts) - lmHead;
    w.attentionFlops = load.decodeSequences * q * m.decodeAttentionFlops(load.decodeContext) +
                       load.prefillSequences * m.prefillAttentionFlops(s);
    w.flops = load.decodeSequences * q * 2.0 * (layerParams + lmHead) +
              load.prefillSequences * 2.0 * (layerParams * s + lmHead) + w.attentionFlops;
    // The step reads the weights once for all its tokens (the experts some token routes to),
    // reads each decoding sequence's cache and writes its new entry, writes the cache of every
    // prompt token, and moves the hidden state in and out of every layer.
    w.experts = expectedExperts(m, w.tokens);
    w.weightCount = matmulParameters(m, w.experts);
    w.weightBytes = w.weightCount * in.weightBytes;
    w.cacheBytes = load.decodeSequences * m.kvBytesAtContext(load.decodeContext + q, in.kvDtype) +
                   load.prefillSequences * s * m.kvBytesPerToken(in.kvDtype);
    w.activationBytes = 2.0 * m.layers * m.hidden * in.activationBytes * w.tokens;
    return w;
}

ModelSpec InferenceModel::draftModel(const ModelSpec &m)
{
    ModelSpec d = m;
    d.layers = std::max(1, m.nextnLayers);
    d.denseLayers = 0;
    d.moeEvery = 1;
    d.window = 0;
    d.windowLayers = 0;
    d.nextnLayers = 0;
    return d;
}

double InferenceModel::acceptedPerStep(const InferenceInputs &in)
{
    if (in.draftTokens <= 0 || in.model.nextnLayers <= 0)
        return 1.0;
    return std::clamp(in.acceptedTokens, 1.0, in.draftTokens + 1.0);
}

PhaseFigures InferenceModel::step(const InferenceInputs &in, const StepLoad &load, int cards)
{
    if (in.draftTokens <= 0 || in.model.nextnLayers <= 0 || load.decodeSequences <= 0)
        return ownStep(in, load, cards);
    StepLoad verify = load;
    verify.decodePositions = in.draftTokens + 1.0;
    PhaseFigures p = ownStep(in, verify, cards);
    // Each guess is a pass of the next-token layers over every decoding sequence, one guess
    // after another since each reads the one before.
    InferenceInputs draft = in;
    draft.model = draftModel(in.model);
    draft.draftTokens = 0;
    const PhaseFigures pass =
        ownStep(draft, {load.decodeSequences, load.decodeContext, 0.0, 1.0}, cards);
    p.draftSeconds = in.draftTokens * pass.seconds;
    p.expectedDraftSeconds = in.draftTokens * pass.expectedSeconds;
    p.seconds += p.draftSeconds;
    p.expectedSeconds += p.expectedDraftSeconds;
    p.tokensPerSecond = p.tokens / p.seconds;
    p.expectedTokensPerSecond = p.tokens / p.expectedSeconds;
    p.bandwidthShare = p.memorySeconds / p.expectedSeconds;
    return p;
}

PhaseFigures InferenceModel::ownStep(const InferenceInputs &in, const StepLoad &load, int cards)
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
    // Each card computes its 1/N share and reads its share of the weights (with the products it
    // holds whole: ModelProducts) and of the cache (its attention group's, split min(cards of
    // the group, kv heads) ways, a latent not at all); the all-reduces and all-to-alls of the
    // layout (traffic).
    const ProductSplit split = splitFor(in, p.tokens, cards);
    const int groups = std::max(1, split.attentionGroups);
    const double cardWeights = ModelProducts::cardWeights(m, split);
    const double cardBytes = cardWeights * in.weightBytes + w.activationBytes / cards +
                             w.cacheBytes / (groups * kvShare(m, cards / groups));
    p.computeSeconds = p.flops / cards / (in.peakTflops * 1e12);
    p.memorySeconds = cardBytes / (in.bandwidthGBs * 1e9);
    const StepTraffic bound = traffic(in, split, in.boundFabric);
    p.allReduceSeconds = bound.allReduceSeconds;
    p.allToAllSeconds = bound.allToAllSeconds;
    p.bound = p.computeSeconds >= p.memorySeconds ? Bound::Compute : Bound::Bandwidth;
    p.seconds =
        std::max(p.computeSeconds, p.memorySeconds) + p.allReduceSeconds + p.allToAllSeconds;
    p.tokensPerSecond = p.tokens / p.seconds;
    const ServingEfficiency &e = in.efficiency;
    p.expectedComputeSeconds = productSeconds(
        in, split, load.decodeSequences * load.decodePositions + load.prefillSequences,
        w.attentionFlops);
    // The kernels between the products move more activations than the layer's input and output.
    const double layerTraffic = e.layerActivations
                                    ? std::max(0.0, m.layers * p.tokens * in.activationBytes *
                                                            layerActivationNumbers(m, cards) -
                                                        w.activationBytes / cards)
                                    : 0.0;
    p.expectedMemorySeconds = (cardBytes + layerTraffic) / (in.bandwidthGBs * 1e9 * e.bandwidth);
    const StepTraffic expected = traffic(in, split, in.fabric);
    p.expectedAllReduceSeconds = expected.allReduceSeconds;
    p.expectedAllToAllSeconds = expected.allToAllSeconds;
    // Each weight read is converted once per step, on the card that holds it.
    p.dequantSeconds = in.vectorTflops > 0
                           ? cardWeights * e.dequantInstructions / (in.vectorTflops * 1e12 / 2.0)
                           : 0.0;
    p.overheadSeconds = m.layers * e.layerOverheadSeconds + e.stepOverheadSeconds;
    p.expectedSeconds = p.expectedComputeSeconds + p.expectedMemorySeconds + p.dequantSeconds +
                        p.expectedAllReduceSeconds + p.expectedAllToAllSeconds + p.overheadSeconds;
    p.expectedTokensPerSecond = p.tokens / p.expectedSeconds;
    p.computeShare = p.computeSeconds / p.expectedComputeSeconds;
    p.bandwidthShare = p.memorySeconds / p.expectedSeconds;
    return p;
}

} // namespace blab::core
