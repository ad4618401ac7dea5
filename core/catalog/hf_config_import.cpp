// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/hf_config_import.h"

#include "catalog/device_catalog_file.h"
#include "catalog/model_catalog_file.h"
#include "io/json.h"
#include "io/json_document.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <set>
#include <utility>

namespace blab::core {

namespace {

// The members of one object, each marked when the shape takes it, so that the rest can be
// listed as ignored.
class Fields
{
public:
    Fields(const Json &object, std::string prefix) : m_object(object), m_prefix(std::move(prefix))
    {}

    bool has(const char *key) const
    {
        const Json *v = JsonDocument::find(m_object, key);
        return v && !v->is_null();
    }
    // A whole number, or fallback when absent, null or not a whole number.
    int whole(const char *key, int fallback)
    {
        m_used.insert(key);
        const Json *v = JsonDocument::find(m_object, key);
        if (!v || !v->is_number())
            return fallback;
        const double d = v->get<double>();
        if (!(d >= 0 && d <= 1e9 && std::floor(d) == d))
            return fallback;
        return static_cast<int>(d);
    }
    bool flag(const char *key, bool fallback)
    {
        m_used.insert(key);
        const Json *v = JsonDocument::find(m_object, key);
        return v && v->is_boolean() ? v->get<bool>() : fallback;
    }
    const Json *take(const char *key)
    {
        m_used.insert(key);
        return JsonDocument::find(m_object, key);
    }
    // The members not taken, prefixed with the object's path.
    void unused(std::vector<std::string> &out) const
    {
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!m_used.count(it.key()))
                out.push_back(m_prefix + it.key());
        }
    }

private:
    const Json &m_object;
    std::string m_prefix;
    std::set<std::string> m_used;
};

bool knownArchitecture(const std::string &architecture)
{
    return std::any_of(std::begin(HfConfigImport::kKnown), std::end(HfConfigImport::kKnown),
                       [&](const char *a) { return architecture == a; });
}

// How many of a list of layer kinds are `kind`.
int countOf(const Json *list, const char *kind)
{
    if (!list || !list->is_array())
        return 0;
    return static_cast<int>(std::count_if(list->begin(), list->end(), [kind](const Json &v) {
        return v.is_string() && v.get<std::string>() == kind;
    }));
}

void readCommon(Fields &f, ModelSpec &m)
{
    m.layers = f.whole("num_hidden_layers", 0);
    m.hidden = f.whole("hidden_size", 0);
    m.heads = f.whole("num_attention_heads", 0);
    m.kvHeads = f.whole("num_key_value_heads", m.heads);
    m.headDim = f.whole("head_dim", m.heads > 0 ? m.hidden / m.heads : 0);
    m.mlpHidden = f.whole("intermediate_size", 0);
    m.vocab = f.whole("vocab_size", 0);
    m.maxContext = f.whole("max_position_embeddings", 0);
    m.tiedEmbeddings = f.flag("tie_word_embeddings", false);
    // Every architecture read here gates its MLP (SwiGLU); the activation's name is not needed.
    f.take("hidden_act");
    f.take("architectures");
    f.take("model_type");
}

// DeepSeek-V3 and Kimi K2: latent attention, fine-grained experts beside shared ones, dense
// first layers and next-token-prediction layers.
void readDeepseek(Fields &f, ModelSpec &m)
{
    m.attention = AttentionKind::Latent;
    m.queryRank = f.whole("q_lora_rank", 0);
    m.latentRank = f.whole("kv_lora_rank", 0);
    m.ropeHeadDim = f.whole("qk_rope_head_dim", 0);
    m.headDim = f.whole("qk_nope_head_dim", 0) + m.ropeHeadDim;
    m.valueHeadDim = f.whole("v_head_dim", 0);
    m.experts = f.whole("n_routed_experts", 1);
    m.activeExperts = f.whole("num_experts_per_tok", 1);
    m.expertHidden = f.whole("moe_intermediate_size", 0);
    m.sharedExperts = f.whole("n_shared_experts", 0);
    m.denseLayers = f.whole("first_k_dense_replace", 0);
    m.moeEvery = f.whole("moe_layer_freq", 1);
    m.nextnLayers = f.whole("num_nextn_predict_layers", 0);
}

void readMixture(Fields &f, ModelSpec &m, const std::string &architecture)
{
    m.activeExperts = f.whole("num_experts_per_tok", f.whole("experts_per_token", 1));
    if (architecture == "Qwen3MoeForCausalLM") {
        m.experts = f.whole("num_experts", 1);
        m.expertHidden = f.whole("moe_intermediate_size", 0);
        m.moeEvery = f.whole("decoder_sparse_step", 1);
        f.take("mlp_only_layers");
    } else {
        m.experts = f.whole("num_local_experts", 1);
    }
}

// Llama 4's text model: a shared expert beside the routed ones, mixture layers every
// interleave_moe_layer_step, chunked attention on the layers with rotary positions (three of
// every four unless no_rope_layers says).
void readLlama4(Fields &f, ModelSpec &m)
{
    m.experts = f.whole("num_local_experts", 1);
    m.activeExperts = f.whole("num_experts_per_tok", 1);
    m.expertHidden = m.mlpHidden;
    m.mlpHidden = f.whole("intermediate_size_mlp", m.mlpHidden);
    m.sharedExperts = m.experts > 1 ? 1 : 0;
    m.moeEvery = f.whole("interleave_moe_layer_step", 1);
    m.window = f.whole("attention_chunk_size", 0);
    const Json *rope = f.take("no_rope_layers");
    int chunked = 0;
    if (rope && rope->is_array() && !rope->empty()) {
        for (const Json &v : *rope)
            chunked += v.is_number() && v.get<double>() != 0.0 ? 1 : 0;
    } else {
        const int interval = std::max(1, f.whole("no_rope_layer_interval", 4));
        chunked = m.layers - m.layers / interval;
    }
    m.windowLayers = m.window > 0 ? chunked : 0;
}

void readWindow(Fields &f, ModelSpec &m, const std::string &architecture)
{
    const int window = f.whole("sliding_window", 0);
    if (architecture == "GptOssForCausalLM") {
        m.window = window;
        m.windowLayers = window > 0 ? countOf(f.take("layer_types"), "sliding_attention") : 0;
    } else if (architecture.rfind("Qwen", 0) == 0) {
        // Qwen's window applies only when asked, from layer max_window_layers on.
        if (f.flag("use_sliding_window", false) && window > 0) {
            m.window = window;
            m.windowLayers = m.layers - std::min(m.layers, f.whole("max_window_layers", 0));
        }
        f.take("max_window_layers");
    } else if (window > 0) {
        m.window = window;
        m.windowLayers = m.layers;
    }
}

std::string knownList()
{
    std::string out;
    for (const char *a : HfConfigImport::kKnown)
        out += (out.empty() ? "" : ", ") + std::string(a);
    return out;
}

// The shape of a known architecture from its fields (those of object, read through f); false
// with r's problem where the config holds what the shape cannot.
bool readShape(Fields &f, const Json &object, const std::string &architecture,
               HfConfigImport::Result &r)
{
    using Problem = HfConfigImport::Problem;
    ModelSpec &m = r.model;
    readCommon(f, m);
    const bool llama4 = architecture.rfind("Llama4", 0) == 0;
    if (architecture == "DeepseekV3ForCausalLM")
        readDeepseek(f, m);
    else if (llama4)
        readLlama4(f, m);
    else if (architecture == "Qwen3MoeForCausalLM" || architecture == "MixtralForCausalLM" ||
             architecture == "GptOssForCausalLM")
        readMixture(f, m, architecture);
    if (architecture != "DeepseekV3ForCausalLM" && !llama4)
        readWindow(f, m, architecture);
    const Json *mlpOnly = JsonDocument::find(object, "mlp_only_layers");
    if (mlpOnly && mlpOnly->is_array() && !mlpOnly->empty()) {
        r.problem = Problem::DenseAmongMixture;
        r.error = "mlp_only_layers lists dense layers among the mixture layers, which this "
                  "program does not model";
        return false;
    }
    return true;
}

} // namespace

std::string HfConfigImport::idFrom(const std::string &name)
{
    std::string id = DeviceCatalogFile::slug(name, true).substr(0, 64);
    while (!id.empty() && id.back() == '_')
        id.pop_back();
    return id.empty() ? "model" : id;
}

bool HfConfigImport::looksLikeConfig(const std::string &text)
{
    JsonDocument doc;
    JsonDocument::Error error;
    if (!doc.parse(text, error) || !doc.root().is_object())
        return false;
    const Json &root = doc.root();
    return !JsonDocument::find(root, "format") &&
           (JsonDocument::find(root, "architectures") || JsonDocument::find(root, "model_type"));
}

HfConfigImport::Result HfConfigImport::read(const std::string &text, const std::string &id,
                                            const std::string &name)
{
    Result r;
    JsonDocument doc;
    JsonDocument::Error error;
    if (!doc.parse(text, error) || !doc.root().is_object()) {
        r.problem = Problem::NotAConfig;
        r.error = error.message.empty() ? "not a JSON object" : error.message;
        return r;
    }
    const Json &root = doc.root();
    const Json *list = JsonDocument::find(root, "architectures");
    if (list && list->is_array() && !list->empty() && list->front().is_string())
        r.architecture = list->front().get<std::string>();
    const Json *inner = JsonDocument::find(root, "text_config");
    const bool nested = inner && inner->is_object();
    Fields outer(root, std::string());
    Fields f(nested ? *inner : root, nested ? "text_config." : "");
    if (nested)
        outer.take("text_config");
    std::string architecture = r.architecture;
    // A wrapper (Kimi K2.5) names its text model's class in text_config.
    if (nested && architecture == "KimiK25ForConditionalGeneration")
        architecture = "DeepseekV3ForCausalLM";
    if (f.has("index_topk") || r.architecture == "DeepseekV32ForCausalLM") {
        r.problem = Problem::SparseAttention;
        r.error = "the architecture " + r.architecture +
                  " uses DeepSeek's sparse attention (an indexer choosing index_topk keys), "
                  "which this program does not model yet";
        return r;
    }
    if (!knownArchitecture(r.architecture)) {
        r.problem = Problem::UnknownArchitecture;
        r.error = "the architecture \"" + r.architecture +
                  "\" is not one this program reads (it reads " + knownList() +
                  "); write the model as a models file instead, with its layers, hidden, heads, "
                  "kv_heads, head_dim, mlp_hidden, vocab and max_context (docs/models.md)";
        return r;
    }
    if (!readShape(f, nested ? *inner : root, architecture, r))
        return r;
    ModelSpec &m = r.model;
    m.id = id;
    m.name = name.empty() ? id : name;
    m.user = true;
    m.publishedParameters = m.totalParameters();
    m.source = "imported from a Hugging Face config.json (" + r.architecture + ")";
    if (nested) {
        outer.take("architectures");
        outer.take("model_type");
        outer.unused(r.ignored);
    }
    f.unused(r.ignored);
    // The catalog's own rules, in its own words: the shape read back as a models file.
    const ModelCatalogFile::Result check = ModelCatalogFile::parse(ModelCatalogFile::toJson({m}));
    if (!check.ok()) {
        r.problem = Problem::ShapeRefused;
        r.shape = check.problem;
        r.error = "the shape it gives is refused: " + check.error;
    }
    return r;
}

} // namespace blab::core
