// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/model_shape_json.h"

namespace blab::core {

namespace {

// The members a model file may leave out, written only where they differ from their default, so
// that a file read and written back keeps its shape.
void addArchitecture(Json &json, const ModelSpec &m)
{
    const auto put = [&json](const char *key, int value) {
        if (value > 0)
            json[key] = value;
    };
    put("v_head_dim", m.valueHeadDim);
    if (m.latent()) {
        json["attention"] = "latent";
        put("q_lora_rank", m.queryRank);
        put("kv_lora_rank", m.latentRank);
        put("rope_head_dim", m.ropeHeadDim);
    }
    put("window", m.window);
    put("window_layers", m.window > 0 ? m.windowLayers : 0);
    if (m.mixture()) {
        put("expert_hidden", m.expertHidden);
        put("shared_experts", m.sharedExperts);
        put("shared_expert_hidden", m.sharedExpertHidden);
        put("dense_layers", m.denseLayers);
        put("moe_every", m.moeEvery > 1 ? m.moeEvery : 0);
    }
    put("nextn_layers", m.nextnLayers);
}

} // namespace

Json modelShapeJson(const ModelSpec &m)
{
    Json json = {{"id", m.id},
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
    addArchitecture(json, m);
    return json;
}

} // namespace blab::core
