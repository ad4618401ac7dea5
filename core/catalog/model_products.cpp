// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/model_products.h"

#include <algorithm>

namespace blab::core {

namespace {

void addAttention(std::vector<MatrixProduct> &out, const ModelSpec &m, double t, double n)
{
    const double h = m.hidden, L = m.layers, heads = m.heads, d = m.headDim, v = m.valueDim();
    const auto add = [&](double cols, double depth) {
        out.push_back({t, cols, depth, L, ModelPart::Attention});
    };
    if (!m.latent()) {
        const double split = ModelProducts::cacheSplit(m, int(n));
        add(heads * d / n + 2.0 * m.kvHeads * d / split, h);
    } else {
        // The compressions of the query and of the key/value latent, one product held whole.
        const double latent = double(m.latentRank) + m.ropeHeadDim;
        if (m.queryRank > 0) {
            add(m.queryRank + latent, h);
            add(heads * d / n, m.queryRank);
        } else {
            add(heads * d / n + latent, h);
        }
        // The latent expanded into each head's key (without the rotary part) and value.
        add(heads * (d - m.ropeHeadDim + v) / n, m.latentRank);
    }
    add(h, heads * v / n);
}

// An MLP of `width` on rows tokens, split over n cards by tensor, count times.
void addMlp(std::vector<MatrixProduct> &out, const ModelSpec &m, double rows, double width,
            double n, double count, ModelPart part)
{
    if (count <= 0 || width <= 0)
        return;
    const double h = m.hidden, gate = m.gatedMlp ? 2.0 : 1.0;
    out.push_back({rows, gate * width / n, h, count, part});
    out.push_back({rows, h, width / n, count, part});
}

void addFeedForward(std::vector<MatrixProduct> &out, const ModelSpec &m, const ProductSplit &s)
{
    const double n = std::max(1, s.cards), t = s.tokens;
    addMlp(out, m, t, m.mlpHidden, n, m.denseMlpLayers(), ModelPart::Mlp);
    const double moe = m.moeLayers();
    if (moe <= 0)
        return;
    // Spread experts: the router and shared experts whole, on this card's share of the tokens.
    const bool spread = s.expertCards > 1;
    const double local = spread ? t / n : t, split = spread ? 1.0 : n;
    out.push_back({local, double(m.experts), double(m.hidden), moe, ModelPart::Router});
    addMlp(out, m, local, double(m.sharedExperts) * m.sharedHidden(), split, moe,
           ModelPart::SharedExperts);
    const double read = std::max(1.0, s.expertsRead);
    addMlp(out, m, s.expertPairs / read, m.routedHidden(), split, moe * read, ModelPart::Experts);
}

} // namespace

std::vector<MatrixProduct> ModelProducts::layers(const ModelSpec &m, const ProductSplit &split)
{
    std::vector<MatrixProduct> out;
    const int groups = std::max(1, split.attentionGroups);
    addAttention(out, m, split.tokens / groups, std::max(1, split.cards / groups));
    addFeedForward(out, m, split);
    return out;
}

ProductSplit ModelProducts::tensorSplit(const ModelSpec &m, double tokens, int cards,
                                        double expertsRead)
{
    ProductSplit s;
    s.tokens = tokens;
    s.cards = std::max(1, cards);
    s.expertsRead = expertsRead;
    s.expertPairs = tokens * std::max(1, m.activeExperts);
    return s;
}

std::vector<MatrixProduct> ModelProducts::layers(const ModelSpec &m, double tokens, int cards,
                                                 double expertsRead)
{
    return layers(m, tensorSplit(m, tokens, cards, expertsRead));
}

MatrixProduct ModelProducts::output(const ModelSpec &m, double rows, int cards)
{
    return {rows, double(m.vocab) / std::max(1, cards), double(m.hidden), 1.0, ModelPart::Output};
}

int ModelProducts::cacheSplit(const ModelSpec &m, int cards)
{
    return m.latent() ? 1 : std::min(std::max(1, cards), std::max(1, m.kvHeads));
}

double ModelProducts::cardWeights(const ModelSpec &m, const ProductSplit &split)
{
    double weights = output(m, 1.0, split.cards).weights();
    for (const MatrixProduct &p : layers(m, split))
        weights += p.weights();
    return weights;
}

double ModelProducts::cardWeights(const ModelSpec &m, int cards, double expertsRead)
{
    return cardWeights(m, tensorSplit(m, 1.0, cards, expertsRead));
}

} // namespace blab::core
