// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"

#include <vector>

namespace blab::core {

// The part of a layer a product belongs to.
enum class ModelPart
{
    Attention,
    Mlp,
    Router,
    SharedExperts,
    Experts,
    // The projection onto the vocabulary after the last layer.
    Output
};

// One weight product of one card, rows × cols × depth, done `count` times (over the layers of
// its kind, and for the experts over the experts read).
struct MatrixProduct
{
    double rows = 0.0;
    double cols = 0.0;
    double depth = 0.0;
    double count = 0.0;
    ModelPart part = ModelPart::Attention;

    double flops() const { return 2.0 * rows * cols * depth * count; }
    double weights() const { return cols * depth * count; }
};

// How the cards of one instance share a layer's work, and what falls to the card this list is
// for. Attention runs in attentionGroups groups of cards / attentionGroups cards, each on its
// own tokens (attention data parallelism; one group is plain tensor parallelism); the dense
// parts (dense MLPs, and with expertCards 1 a mixture layer's router and experts) run by tensor
// parallelism over all the cards on every token. With expertCards equal to the cards, each card
// holds experts / cards whole routed experts, and runs the router and the shared experts, held
// whole, on its own share of the tokens.
struct ProductSplit
{
    double tokens = 0.0;
    int cards = 1;
    int attentionGroups = 1;
    int expertCards = 1;
    // The routed experts this card reads in a mixture layer, and the token-expert pairs it
    // computes there (all of them with expertCards 1: tokens · active experts).
    double expertsRead = 1.0;
    double expertPairs = 0.0;
};

// The weight products of a model's layers, the one list serving and training cost and read:
// tokens through every layer on one card of `cards` that split it by tensor parallelism, as
// Megatron-LM lays a layer out (Shoeybi et al. 2019, section 3) and vLLM and SGLang serve it. The
// outputs of the query, key, value, gate and up products are split, the inputs of the output and
// down products; key and value stop at one head a card (cacheSplit below); latent
// attention's compressions (query and latent) and the router are held whole by every card. In a
// mixture layer each of the expertsRead experts takes tokens · active / expertsRead tokens.
class ModelProducts
{
public:
    static std::vector<MatrixProduct> layers(const ModelSpec &m, const ProductSplit &split);
    // Plain tensor parallelism over cards.
    static std::vector<MatrixProduct> layers(const ModelSpec &m, double tokens, int cards,
                                             double expertsRead);
    static ProductSplit tensorSplit(const ModelSpec &m, double tokens, int cards,
                                    double expertsRead);
    // The projection of `rows` hidden states onto the vocabulary, split by the cards.
    static MatrixProduct output(const ModelSpec &m, double rows, int cards);
    // How many ways the cards split the key/value cache: their number up to the key/value
    // heads; latent attention's one latent is held whole by every card.
    static int cacheSplit(const ModelSpec &m, int cards);
    // The weights one card reads for a pass: the layers' and the output projection's.
    static double cardWeights(const ModelSpec &m, const ProductSplit &split);
    static double cardWeights(const ModelSpec &m, int cards, double expertsRead);
};

} // namespace blab::core
