// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/model_catalog_file.h"

#include "catalog/catalog_reader.h"
#include "catalog/device_catalog_file.h"
#include "catalog/model_shape_json.h"
#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/number_text.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace blab::core {

extern const char *const kBuiltInModelsJson;

namespace {

using Code = CatalogProblem::Code;

// Every digit of a parameter count, so that 1e14 reads as 100000000000000.
std::string count(double value)
{
    return NumberText::general(value, 15);
}

// The whole numbers of a model's shape: layers, sizes, heads, experts, context.
bool readShape(CatalogReader &r, ModelSpec &out)
{
    std::string mlp = "gated";
    if (!(r.whole("layers", {1, 1000}, true, out.layers) &&
          r.whole("hidden", {1, 1 << 20}, true, out.hidden) &&
          r.whole("heads", {1, 4096}, true, out.heads) &&
          r.whole("kv_heads", {1, 4096}, true, out.kvHeads) &&
          r.whole("head_dim", {1, 4096}, true, out.headDim) &&
          r.whole("mlp_hidden", {1, 1 << 22}, true, out.mlpHidden) &&
          (!r.find("mlp") || r.word("mlp", {"gated", "plain"}, mlp)) &&
          r.whole("vocab", {1, 1 << 24}, true, out.vocab) &&
          r.flag("tied_embeddings", out.tiedEmbeddings) &&
          r.whole("experts", {1, 1024}, false, out.experts) &&
          r.whole("active_experts", {1, 1024}, false, out.activeExperts) &&
          r.whole("max_context", {1, 1 << 24}, true, out.maxContext) &&
          r.figure("parameters", {1, 1e14}, out.publishedParameters)))
        return false;
    out.gatedMlp = mlp == "gated";
    return true;
}

// Latent attention's ranks, the window, and the layers of a mixture; each range follows the
// shape read before it.
bool readArchitecture(CatalogReader &r, ModelSpec &out)
{
    std::string attention = "grouped";
    if (r.find("attention") && !r.word("attention", {"grouped", "latent"}, attention))
        return false;
    out.attention = attention == "latent" ? AttentionKind::Latent : AttentionKind::Grouped;
    for (const char *key : {"v_head_dim", "q_lora_rank", "kv_lora_rank", "rope_head_dim"}) {
        if (!out.latent() && r.find(key))
            return r.fail(key, {Code::OnlyWith, {key, "attention", "latent"}});
    }
    const bool latent = out.latent();
    const double layers = out.layers, experts = out.experts > 1;
    if (!(r.whole("v_head_dim", {1, 4096}, false, out.valueHeadDim) &&
          r.whole("q_lora_rank", {1, 1 << 20}, false, out.queryRank) &&
          r.whole("kv_lora_rank", {1, 1 << 20}, latent, out.latentRank) &&
          r.whole("rope_head_dim", {1, std::max(1.0, out.headDim - 1.0)}, latent,
                  out.ropeHeadDim) &&
          r.whole("window", {1, 1 << 24}, false, out.window) &&
          r.whole("window_layers", {1, layers}, out.window > 0, out.windowLayers)))
        return false;
    if (out.window == 0 && r.find("window_layers"))
        return r.fail("window_layers", {Code::OnlyWith, {"window_layers", "window"}});
    for (const char *key :
         {"expert_hidden", "shared_experts", "shared_expert_hidden", "dense_layers", "moe_every"}) {
        if (!experts && r.find(key))
            return r.fail(key, {Code::OnlyWith, {key, "experts"}});
    }
    return r.whole("expert_hidden", {1, 1 << 22}, false, out.expertHidden) &&
           r.whole("shared_experts", {0, 64}, false, out.sharedExperts) &&
           r.whole("shared_expert_hidden", {1, 1 << 22}, false, out.sharedExpertHidden) &&
           r.whole("dense_layers", {0, layers - 1}, false, out.denseLayers) &&
           r.whole("moe_every", {1, layers}, false, out.moeEvery) &&
           r.whole("nextn_layers", {0, 16}, false, out.nextnLayers);
}

// The rules between fields that each field's own range cannot see.
bool consistent(CatalogReader &r, const ModelSpec &m)
{
    if (!DeviceCatalogFile::isValidId(m.id))
        return r.fail("id", {Code::BadId, {}});
    if (m.heads % m.kvHeads != 0)
        return r.fail("kv_heads", {Code::HeadsNotMultiple,
                                   {std::to_string(m.heads), std::to_string(m.kvHeads)}});
    if (m.mixture() && m.moeLayers() < 1)
        return r.fail("moe_every",
                      CatalogReader::outOfRange("moe_every", m.moeEvery,
                                                {1, double(m.layers - m.denseLayers)}));
    if (m.activeExperts > m.experts)
        return r.fail(
            r.find("active_experts") ? "active_experts" : "experts",
            {Code::TooManyActive, {std::to_string(m.activeExperts), std::to_string(m.experts)}});
    // A stated count far from the shape's means one of them is wrong, and the figures would
    // follow the shape without a word; 5 % leaves room for biases, norms and rounding.
    const double fromShape = m.totalParameters();
    if (std::abs(m.publishedParameters / fromShape - 1.0) > ModelCatalogFile::kParametersTolerance)
        return r.fail("parameters", {Code::ParametersDiffer,
                                     {count(m.publishedParameters), count(fromShape)},
                                     {m.publishedParameters, fromShape}});
    return true;
}

// Reads one model object; the first problem stops it.
bool readModel(CatalogReader &r, ModelSpec &out)
{
    return r.onlyKnown({"id",
                        "name",
                        "layers",
                        "hidden",
                        "heads",
                        "kv_heads",
                        "head_dim",
                        "v_head_dim",
                        "attention",
                        "q_lora_rank",
                        "kv_lora_rank",
                        "rope_head_dim",
                        "window",
                        "window_layers",
                        "mlp_hidden",
                        "mlp",
                        "vocab",
                        "tied_embeddings",
                        "experts",
                        "active_experts",
                        "expert_hidden",
                        "shared_experts",
                        "shared_expert_hidden",
                        "dense_layers",
                        "moe_every",
                        "nextn_layers",
                        "max_context",
                        "parameters",
                        "source"}) &&
           r.text("id", true, 64, out.id) && r.text("name", true, 120, out.name) &&
           readShape(r, out) && readArchitecture(r, out) &&
           r.text("source", false, ModelCatalogFile::kMaxSource, out.source) && consistent(r, out);
}

} // namespace

ModelCatalogFile::Result ModelCatalogFile::parse(const std::string &text,
                                                 const std::set<std::string> &takenIds)
{
    Result result;
    JsonDocument json;
    const Json *models = nullptr;
    if (!CatalogReader::open(text, {kFormat, kVersion, "models", kMaxBytes, kMaxModels}, json,
                             models, result))
        return result;
    std::set<std::string> seen;
    for (const Json &item : *models) {
        ModelSpec model;
        CatalogReader reader(json, item);
        if (!readModel(reader, model) || !reader.newId(model.id, takenIds, seen, "models")) {
            result.models.clear();
            result.refuse(reader.line(), reader.problem());
            return result;
        }
        result.models.push_back(std::move(model));
    }
    return result;
}

const std::vector<ModelSpec> &ModelCatalogFile::builtIn()
{
    static const std::vector<ModelSpec> models = [] {
        Result r = parse(kBuiltInModelsJson);
        // The shipped file is checked by a test; a broken one must not pass quietly.
        if (!r.ok()) {
            std::fprintf(stderr, "the built-in model catalog is broken: line %d: %s\n", r.errorLine,
                         r.error.c_str());
            std::abort();
        }
        return r.models;
    }();
    return models;
}

std::set<std::string> ModelCatalogFile::reservedIds()
{
    std::set<std::string> ids;
    for (const ModelSpec &m : builtIn())
        ids.insert(m.id);
    return ids;
}

std::vector<ModelSpec> ModelCatalogFile::all(const std::vector<ModelSpec> *userModels)
{
    std::vector<ModelSpec> models = builtIn();
    if (userModels)
        models.insert(models.end(), userModels->begin(), userModels->end());
    return models;
}

const ModelSpec *ModelCatalogFile::find(const std::string &id,
                                        const std::vector<ModelSpec> &userModels)
{
    for (const std::vector<ModelSpec> *list : {&builtIn(), &userModels}) {
        for (const ModelSpec &m : *list) {
            if (m.id == id)
                return &m;
        }
    }
    return nullptr;
}

bool ModelCatalogFile::knows(const std::string &id, const std::vector<ModelSpec> &userModels)
{
    return find(id, userModels) != nullptr;
}

std::string ModelCatalogFile::toJson(const std::vector<ModelSpec> &models)
{
    std::string out = std::string("{\"format\": \"") + kFormat +
                      "\", \"version\": " + std::to_string(kVersion) + ", \"models\": [";
    for (std::size_t i = 0; i < models.size(); ++i) {
        Json json = modelShapeJson(models[i]);
        json["source"] = models[i].source;
        out += (i == 0 ? "\n  " : ",\n  ") + JsonWriter::write(json);
    }
    out += models.empty() ? "]}\n" : "\n]}\n";
    return out;
}

} // namespace blab::core
