// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "catalog/model_spec.h"

#include <string>
#include <vector>

namespace blab::core {

// A Hugging Face config.json read as it is, into a model shape: the architectures whose fields
// this program knows (Llama, Mistral, Qwen2/Qwen3 and their mixtures, Mixtral, DeepSeek-V3 and
// Kimi K2 with latent attention, gpt-oss, Llama 4's text model), each field mapped as the
// architecture's transformers class reads it. Anything else is refused with what it would need.
class HfConfigImport
{
public:
    // Why a config was refused, for the window to say in its language.
    enum class Problem
    {
        None,
        NotAConfig,          // not a JSON object
        UnknownArchitecture, // architecture names it
        SparseAttention,     // DeepSeek's indexer (index_topk): not modelled
        DenseAmongMixture,   // mlp_only_layers: dense layers between mixture layers
        ShapeRefused         // shape says why, as the model catalog says it
    };

    struct Result
    {
        Problem problem = Problem::None;
        CatalogProblem shape;
        ModelSpec model;
        // The members of the config (and of its text_config) the shape does not use: rope
        // scaling, token ids, quantisation, norms' epsilons and the like.
        std::vector<std::string> ignored;
        // Empty when read; else one English sentence, and for an architecture not known or an
        // attention not modelled, what it is.
        std::string error;
        std::string architecture;
        bool ok() const { return error.empty(); }
    };

    static constexpr const char *kKnown[] = {"LlamaForCausalLM",
                                             "MistralForCausalLM",
                                             "Qwen2ForCausalLM",
                                             "Qwen3ForCausalLM",
                                             "Qwen3MoeForCausalLM",
                                             "MixtralForCausalLM",
                                             "DeepseekV3ForCausalLM",
                                             "GptOssForCausalLM",
                                             "Llama4ForConditionalGeneration",
                                             "Llama4ForCausalLM",
                                             "KimiK25ForConditionalGeneration"};

    // Reads text as a config.json; id and name name the model (a name defaults to the id).
    static Result read(const std::string &text, const std::string &id, const std::string &name);
    // Whether text looks like a config.json rather than this program's model catalog: an object
    // with "architectures" or "model_type" and no "format".
    static bool looksLikeConfig(const std::string &text);
    // A model id made from a name ("DeepSeek-V3" → "deepseek-v3"): lower case, what an id may not
    // hold turned into _, at most 64 bytes, starting with a letter or digit; "model" for none.
    static std::string idFrom(const std::string &name);
};

} // namespace blab::core
