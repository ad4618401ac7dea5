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

void addFeedForward(std::vector<MatrixProduct> &out, const ModelSpec &m, double t, double n,
                    double expertsRead)
{
    const double h = m.hidden, gate = m.gatedMlp ? 2.0 : 1.0;
    const auto mlp = [&](double rows, double width, double count, ModelPart part) {
        if (count <= 0 || width <= 0)
            return;
        out.push_back({rows, gate * width / n, h, count, part});
        out.push_back({rows, h, width / n, count, part});
    };
    mlp(t, m.mlpHidden, m.denseMlpLayers(), ModelPart::Mlp);
    const double moe = m.moeLayers();
    if (moe <= 0)
        return;
    out.push_back({t, double(m.experts), h, moe, ModelPart::Router});
    mlp(t, double(m.sharedExperts) * m.sharedHidden(), moe, ModelPart::SharedExperts);
    const double read = std::max(1.0, expertsRead);
    mlp(t * m.activeExperts / read, m.routedHidden(), moe * read, ModelPart::Experts);
}

} // namespace

std::vector<MatrixProduct> ModelProducts::layers(const ModelSpec &m, double tokens, int cards,
                                                 double expertsRead)
{
    std::vector<MatrixProduct> out;
    const double n = std::max(1, cards);
    addAttention(out, m, tokens, n);
    addFeedForward(out, m, tokens, n, expertsRead);
    return out;
}

MatrixProduct ModelProducts::output(const ModelSpec &m, double rows, int cards)
{
    return {rows, double(m.vocab) / std::max(1, cards), double(m.hidden), 1.0, ModelPart::Output};
}

int ModelProducts::cacheSplit(const ModelSpec &m, int cards)
{
    return m.latent() ? 1 : std::min(std::max(1, cards), std::max(1, m.kvHeads));
}

double ModelProducts::cardWeights(const ModelSpec &m, int cards, double expertsRead)
{
    double weights = output(m, 1.0, cards).weights();
    for (const MatrixProduct &p : layers(m, 1.0, cards, expertsRead))
        weights += p.weights();
    return weights;
}

} // namespace blab::core
