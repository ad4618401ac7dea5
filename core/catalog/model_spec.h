// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace blab::core {

// The shape of a decoder-only transformer, as its published configuration gives it, and the
// parameter counts that follow from it. A mixture-of-experts model replaces each layer's MLP by
// `experts` copies, of which `activeExperts` are routed per token.
struct ModelSpec
{
    std::string id;
    std::string name;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int mlpHidden = 0;
    // Gated MLPs (SwiGLU: gate, up and down) hold three matrices, plain ones two.
    bool gatedMlp = true;
    int vocab = 0;
    bool tiedEmbeddings = false;
    int experts = 1;
    int activeExperts = 1;
    int maxContext = 0;
    // The published total, for comparison with what the shape gives.
    double publishedParameters = 0.0;
    std::string source;
    // True for the user's own models; false for the shipped catalog's.
    bool user = false;

    // Per layer: the four attention projections (query and output h·d_head wide, key and value
    // kv·d_head wide), counted without biases and norms (under 0.1 % of any shipped model).
    double attentionParameters() const;
    // One expert's MLP in one layer: 3 or 2 matrices of hidden × mlp_hidden.
    double expertParameters() const;
    // The token embedding and, unless tied to it, the output projection.
    double embeddingParameters() const;
    // Every weight: what memory holds.
    double totalParameters() const;
    // The weights one token passes through: attention, activeExperts experts and the router in
    // every layer, and the embeddings. Equal to the total for a dense model.
    double activeParameters() const;
    // The expert weights of all layers, which a decode step reads only in part (see
    // InferenceModel).
    double allExpertParameters() const;
    // The KV cache of one token: a key and a value of head_dim numbers for every key/value head
    // in every layer, 2 · layers · kv_heads · head_dim · bytes.
    double kvBytesPerToken(double bytesPerValue) const;
    // Whether N cards can split the attention as vLLM and SGLang do: the query heads evenly, and
    // the key and value heads evenly or, with more cards than KV heads, each KV head held whole
    // on N / kv heads cards (replicated). The one rule for serving's tensor degree everywhere:
    // the report, the window, the planner and the validation set.
    bool splitsHeads(int cards) const;
    // What kind of model this is, as published results are grouped by it: the feed-forward part
    // ("dense", or "moe" for a mixture of experts) and the attention ("full": every layer attends
    // to the whole context, multi-head or grouped-query). A result measured on one kind checks
    // only that kind.
    const char *feedForwardKind() const { return experts > 1 ? "moe" : "dense"; }
    const char *attentionKind() const { return "full"; }
    // Both, as one word: "dense/full".
    std::string kindId() const { return std::string(feedForwardKind()) + "/" + attentionKind(); }
};

} // namespace blab::core
