// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/precision.h"

#include <string>

namespace blab::core {

// How a model's layers attend: grouped-query (multi-head when kv_heads = heads) keeps a key and a
// value per key/value head; multi-head latent attention (DeepSeek-V2 and later) keeps one
// compressed latent and one shared rotary key per token and layer, whatever the heads.
enum class AttentionKind
{
    Grouped,
    Latent
};

// The shape of a decoder-only transformer, as its published configuration gives it, and the
// parameter counts and cache sizes that follow from it. Every layer has attention and a
// feed-forward part. The feed-forward part is a dense MLP, or (in a mixture of experts) a router
// choosing activeExperts of `experts` routed experts for each token, beside sharedExperts that
// every token passes through. The first denseLayers layers stay dense; after them every
// moeEvery-th layer is a mixture of experts and the others dense.
struct ModelSpec
{
    std::string id;
    std::string name;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    // The width of a query and key head (with latent attention: the part without rotary
    // position plus the rotary part).
    int headDim = 0;
    // The width of a value head with latent attention; 0 means headDim (grouped attention keeps
    // its values as wide as its keys).
    int valueHeadDim = 0;
    AttentionKind attention = AttentionKind::Grouped;
    // Latent attention: the query's compression rank (0: the query is projected directly), the
    // key/value latent's rank, and the rotary part of a query and key head.
    int queryRank = 0;
    int latentRank = 0;
    int ropeHeadDim = 0;
    // Sliding-window (or chunked) attention: windowLayers of the layers attend to at most the
    // last `window` tokens; 0 for none.
    int window = 0;
    int windowLayers = 0;
    // The dense MLP's hidden width.
    int mlpHidden = 0;
    // Gated MLPs (SwiGLU: gate, up and down) hold three matrices, plain ones two.
    bool gatedMlp = true;
    int vocab = 0;
    bool tiedEmbeddings = false;
    int experts = 1;
    int activeExperts = 1;
    // One routed expert's hidden width; 0 means mlpHidden.
    int expertHidden = 0;
    int sharedExperts = 0;
    // One shared expert's hidden width; 0 means the routed experts'.
    int sharedExpertHidden = 0;
    int denseLayers = 0;
    int moeEvery = 1;
    // Next-token-prediction layers (DeepSeek's MTP module): used to draft tokens, counted apart
    // from the model's own parameters as their makers count them.
    int nextnLayers = 0;
    int maxContext = 0;
    // The published total, for comparison with what the shape gives.
    double publishedParameters = 0.0;
    std::string source;
    // True for the user's own models; false for the shipped catalog's.
    bool user = false;

    int valueDim() const { return valueHeadDim > 0 ? valueHeadDim : headDim; }
    int routedHidden() const { return expertHidden > 0 ? expertHidden : mlpHidden; }
    int sharedHidden() const
    {
        return sharedExpertHidden > 0 ? sharedExpertHidden : routedHidden();
    }
    bool latent() const { return attention == AttentionKind::Latent; }
    bool mixture() const { return experts > 1; }
    // The layers whose feed-forward part is a mixture of experts, and the dense ones.
    int moeLayers() const;
    int denseMlpLayers() const { return layers - moeLayers(); }
    // The layers with a window, and the ones that attend to the whole context.
    int windowedLayers() const { return window > 0 ? windowLayers : 0; }
    int fullLayers() const { return layers - windowedLayers(); }

    // One layer's attention projections, counted without biases and norms (under 0.1 % of any
    // shipped model): query, key, value and output, or latent attention's query compression,
    // query, latent with its rotary key, its expansion into keys and values, and output.
    double attentionParameters() const;
    // One routed expert of one layer, one shared expert, and one dense MLP: 3 or 2 matrices of
    // hidden × their width.
    double expertParameters() const;
    double sharedExpertParameters() const;
    double mlpParameters() const;
    // The router of one mixture-of-experts layer: hidden × experts.
    double routerParameters() const;
    // The token embedding and, unless tied to it, the output projection.
    double embeddingParameters() const;
    // Every weight of the model (the next-token-prediction layers apart): what memory holds.
    double totalParameters() const;
    // The weights one token passes through: attention, the dense MLPs, the router, activeExperts
    // routed and every shared expert in each mixture layer, and the embeddings. Equal to the
    // total for a dense model.
    double activeParameters() const;
    // The routed experts of all layers, which a decode step reads only in part (see
    // InferenceModel).
    double allExpertParameters() const;
    // The weights of the next-token-prediction layers: each a whole mixture layer and the
    // projection that joins its two inputs (2 · hidden × hidden); the embedding and output
    // projection are shared with the model.
    double nextnParameters() const;

    // One token's cache entry in every layer: a key and a value of every key/value head, or
    // latent attention's latent and rotary key (one copy, whatever the heads). A windowed
    // layer's entries count too: this is what a prompt token writes.
    double kvBytesPerToken(KvDtype dtype) const;
    // The cache a sequence of `context` tokens holds: a windowed layer keeps at most `window`.
    double kvBytesAtContext(double context, KvDtype dtype) const;
    // The longest context whose cache fits in `bytes`: the inverse of kvBytesAtContext.
    double contextHolding(double bytes, KvDtype dtype) const;
    // The attention FLOPs (QKᵀ and AV) of one decoding token that attends to `context` tokens,
    // and of a prompt of `tokens` tokens attending causally, over all layers. Latent attention
    // decodes with its projections absorbed (keys and values of latentRank + ropeHeadDim and
    // latentRank numbers) and takes prompts with keys and values expanded (headDim, valueDim).
    double decodeAttentionFlops(double context) const;
    double prefillAttentionFlops(double tokens) const;
    // A training sequence's attention forward as training's published FLOP counts take it
    // (Megatron-LM's and PaLM's): a causal sequence of s tokens is s²/2 query-key pairs a layer
    // (a window w caps it at s·w − w²/2), each 2 · heads · (head_dim + value head) FLOPs.
    double trainingAttentionFlops(double sequence) const;
    // The attention keys a layer reads over all positions of a prompt: Σ min(i, window).
    static double causalKeys(double tokens, double window);

    // Whether N cards can split the attention as vLLM and SGLang do: the query heads evenly, and
    // the key and value heads evenly or, with more cards than KV heads, each KV head held whole
    // on N / kv heads cards (replicated). The one rule for serving's tensor degree everywhere:
    // the report, the window, the planner and the validation set.
    bool splitsHeads(int cards) const;
    // What kind of model this is, as published results are grouped by it: the feed-forward part
    // ("dense", or "moe" for a mixture of experts) and the attention ("full": every layer attends
    // to the whole context, multi-head or grouped-query; "latent"; "window" where some layers
    // have one). A result measured on one kind checks only that kind.
    const char *feedForwardKind() const { return mixture() ? "moe" : "dense"; }
    const char *attentionKind() const;
    // Both, as one word: "dense/full".
    std::string kindId() const { return std::string(feedForwardKind()) + "/" + attentionKind(); }
};

} // namespace blab::core
