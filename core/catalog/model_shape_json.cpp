// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/model_shape_json.h"

namespace blab::core {

Json modelShapeJson(const ModelSpec &m)
{
    return {{"id", m.id},
            {"name", m.name},
            {"layers", m.layers},
            {"hidden", m.hidden},
            {"heads", m.heads},
            {"kv_heads", m.kvHeads},
            {"head_dim", m.headDim},
            {"mlp_hidden", m.mlpHidden},
            {"mlp", m.gatedMlp ? "gated" : "plain"},
            {"vocab", m.vocab},
            {"tied_embeddings", m.tiedEmbeddings},
            {"experts", m.experts},
            {"active_experts", m.activeExperts},
            {"max_context", m.maxContext},
            {"parameters", m.publishedParameters}};
}

} // namespace blab::core
