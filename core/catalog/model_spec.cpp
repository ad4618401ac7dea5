// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/model_spec.h"

namespace blab::core {

double ModelSpec::attentionParameters() const
{
    const double q = double(hidden) * heads * headDim;
    const double kv = double(hidden) * kvHeads * headDim;
    return 2.0 * q + 2.0 * kv;
}

double ModelSpec::expertParameters() const
{
    return (gatedMlp ? 3.0 : 2.0) * double(hidden) * mlpHidden;
}

double ModelSpec::embeddingParameters() const
{
    return (tiedEmbeddings ? 1.0 : 2.0) * double(vocab) * hidden;
}

double ModelSpec::kvBytesPerToken(double bytesPerValue) const
{
    return 2.0 * layers * kvHeads * headDim * bytesPerValue;
}

double ModelSpec::allExpertParameters() const
{
    return double(layers) * experts * expertParameters();
}

double ModelSpec::totalParameters() const
{
    // The router is hidden × experts per layer, and only there when there is a choice.
    const double router = experts > 1 ? double(hidden) * experts : 0.0;
    return double(layers) * (attentionParameters() + router) + allExpertParameters() +
           embeddingParameters();
}

double ModelSpec::activeParameters() const
{
    const double router = experts > 1 ? double(hidden) * experts : 0.0;
    return double(layers) * (attentionParameters() + router + activeExperts * expertParameters()) +
           embeddingParameters();
}

bool ModelSpec::splitsHeads(int cards) const
{
    if (cards < 1 || cards > heads || heads % cards != 0 || kvHeads < 1)
        return false;
    return kvHeads % cards == 0 || cards % kvHeads == 0;
}

} // namespace blab::core
