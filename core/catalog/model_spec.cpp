// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/model_spec.h"

#include <algorithm>

namespace blab::core {

int ModelSpec::moeLayers() const
{
    if (!mixture())
        return 0;
    return std::max(0, layers - denseLayers) / std::max(1, moeEvery);
}

double ModelSpec::attentionParameters() const
{
    const double h = hidden, q = double(heads) * headDim, out = double(heads) * valueDim() * h;
    if (!latent())
        return h * q + 2.0 * h * kvHeads * headDim + out;
    const double query = queryRank > 0 ? h * queryRank + double(queryRank) * q : h * q;
    const double keysValues = h * (latentRank + ropeHeadDim) +
                              double(latentRank) * heads * (headDim - ropeHeadDim + valueDim());
    return query + keysValues + out;
}

double ModelSpec::expertParameters() const
{
    return (gatedMlp ? 3.0 : 2.0) * double(hidden) * routedHidden();
}

double ModelSpec::sharedExpertParameters() const
{
    return (gatedMlp ? 3.0 : 2.0) * double(hidden) * sharedHidden();
}

double ModelSpec::mlpParameters() const
{
    return (gatedMlp ? 3.0 : 2.0) * double(hidden) * mlpHidden;
}

double ModelSpec::routerParameters() const
{
    return mixture() ? double(hidden) * experts : 0.0;
}

double ModelSpec::embeddingParameters() const
{
    return (tiedEmbeddings ? 1.0 : 2.0) * double(vocab) * hidden;
}

double ModelSpec::allExpertParameters() const
{
    return double(moeLayers()) * experts * expertParameters();
}

double ModelSpec::totalParameters() const
{
    const double mixtureLayer = routerParameters() + sharedExperts * sharedExpertParameters();
    return double(layers) * attentionParameters() + denseMlpLayers() * mlpParameters() +
           moeLayers() * mixtureLayer + allExpertParameters() + embeddingParameters();
}

double ModelSpec::activeParameters() const
{
    const double mixtureLayer = routerParameters() + sharedExperts * sharedExpertParameters() +
                                activeExperts * expertParameters();
    return double(layers) * attentionParameters() + denseMlpLayers() * mlpParameters() +
           moeLayers() * mixtureLayer + embeddingParameters();
}

double ModelSpec::nextnParameters() const
{
    const double feedForward = mixture()
                                   ? routerParameters() + sharedExperts * sharedExpertParameters() +
                                         experts * expertParameters()
                                   : mlpParameters();
    return nextnLayers * (attentionParameters() + feedForward + 2.0 * double(hidden) * hidden);
}

double ModelSpec::kvBytesPerToken(KvDtype dtype) const
{
    return kvBytesAtContext(1.0, dtype);
}

double ModelSpec::kvBytesAtContext(double context, KvDtype dtype) const
{
    const double layer = latent() ? KvDtypes::latentBytes(dtype, latentRank, ropeHeadDim)
                                  : 2.0 * kvHeads * headDim * KvDtypes::bytes(dtype);
    const double windowed = window > 0 ? std::min(context, double(window)) : context;
    return layer * (fullLayers() * context + windowedLayers() * windowed);
}

double ModelSpec::contextHolding(double bytes, KvDtype dtype) const
{
    const double perToken = kvBytesPerToken(dtype);
    if (!(perToken > 0) || !(bytes > 0))
        return 0.0;
    // Up to the window every layer grows by a token; past it only the full layers do.
    if (windowedLayers() == 0 || bytes <= perToken * window)
        return bytes / perToken;
    const double full = perToken * fullLayers() / layers;
    if (!(full > 0))
        return double(maxContext);
    return window + (bytes - perToken * window) / full;
}

double ModelSpec::decodeAttentionFlops(double context) const
{
    const double widths = latent() ? 2.0 * latentRank + ropeHeadDim : double(headDim) + valueDim();
    const double windowed = window > 0 ? std::min(context, double(window)) : context;
    return 2.0 * heads * widths * (fullLayers() * context + windowedLayers() * windowed);
}

double ModelSpec::prefillAttentionFlops(double tokens) const
{
    const double widths = double(headDim) + valueDim();
    const double keys = fullLayers() * causalKeys(tokens, 0.0) +
                        windowedLayers() * causalKeys(tokens, double(window));
    return 2.0 * heads * widths * keys;
}

double ModelSpec::trainingAttentionFlops(double sequence) const
{
    const double s = sequence, w = window;
    const double windowedPairs = (w > 0 && s > w) ? s * w - w * w / 2.0 : s * s / 2.0;
    const double pairs = fullLayers() * s * s / 2.0 + windowedLayers() * windowedPairs;
    return 2.0 * heads * (double(headDim) + valueDim()) * pairs;
}

double ModelSpec::causalKeys(double tokens, double window)
{
    if (!(window > 0) || tokens <= window)
        return tokens * (tokens + 1.0) / 2.0;
    return window * (window + 1.0) / 2.0 + (tokens - window) * window;
}

bool ModelSpec::splitsHeads(int cards) const
{
    if (cards < 1 || cards > heads || heads % cards != 0 || kvHeads < 1)
        return false;
    return kvHeads % cards == 0 || cards % kvHeads == 0;
}

const char *ModelSpec::attentionKind() const
{
    if (latent())
        return "latent";
    return windowedLayers() > 0 ? "window" : "full";
}

} // namespace blab::core
