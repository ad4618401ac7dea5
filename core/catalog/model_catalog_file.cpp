// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/model_catalog_file.h"

#include "catalog/device_catalog_file.h"
#include "io/json_document.h"
#include "io/printable.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace blab::core {

extern const char *const kBuiltInModelsJson;

namespace {

// A refusal: the line and the English reason.
struct Problem
{
    int line = 0;
    std::string message;
};

// Reads one model object; the first problem stops it.
class ModelReader
{
public:
    ModelReader(const JsonDocument &document, const Json &object, ModelSpec &out)
        : m_document(document), m_object(object), m_out(out)
    {}

    bool read(Problem &problem)
    {
        std::string key;
        if (const Json *v = JsonDocument::unknownMember(
                m_object,
                {"id", "name", "layers", "hidden", "heads", "kv_heads", "head_dim", "mlp_hidden",
                 "mlp", "vocab", "tied_embeddings", "experts", "active_experts", "max_context",
                 "parameters", "source"},
                key))
            return fail(m_document.line(*v), "unknown field \"" + printable(key) + "\"", problem);
        return text("id", true, 64, m_out.id, problem) &&
               text("name", true, 120, m_out.name, problem) && shape(problem) &&
               text("source", false, 400, m_out.source, problem) && consistent(problem);
    }

private:
    bool shape(Problem &problem)
    {
        std::string mlp = "gated";
        return whole("layers", 1, 1000, true, m_out.layers, problem) &&
               whole("hidden", 1, 1 << 20, true, m_out.hidden, problem) &&
               whole("heads", 1, 4096, true, m_out.heads, problem) &&
               whole("kv_heads", 1, 4096, true, m_out.kvHeads, problem) &&
               whole("head_dim", 1, 4096, true, m_out.headDim, problem) &&
               whole("mlp_hidden", 1, 1 << 22, true, m_out.mlpHidden, problem) &&
               text("mlp", false, 16, mlp, problem) && mlpKind(mlp, problem) &&
               whole("vocab", 1, 1 << 24, true, m_out.vocab, problem) &&
               flag("tied_embeddings", m_out.tiedEmbeddings, problem) &&
               whole("experts", 1, 1024, false, m_out.experts, problem) &&
               whole("active_experts", 1, 1024, false, m_out.activeExperts, problem) &&
               whole("max_context", 1, 1 << 24, true, m_out.maxContext, problem) &&
               figure("parameters", 1e6, 1e14, m_out.publishedParameters, problem);
    }

    bool consistent(Problem &problem)
    {
        if (!DeviceCatalogFile::isValidId(m_out.id))
            return fail(lineOf("id"),
                        "\"id\" may hold only a-z, 0-9, and _ - . after the first character",
                        problem);
        if (m_out.heads % m_out.kvHeads != 0)
            return fail(lineOf("kv_heads"),
                        "\"heads\" (" + std::to_string(m_out.heads) +
                            ") must be a whole multiple of \"kv_heads\" (" +
                            std::to_string(m_out.kvHeads) + ")",
                        problem);
        if (m_out.activeExperts > m_out.experts)
            return fail(lineOf(find("active_experts") ? "active_experts" : "experts"),
                        "\"active_experts\" (" + std::to_string(m_out.activeExperts) +
                            ") may not exceed \"experts\" (" + std::to_string(m_out.experts) + ")",
                        problem);
        return true;
    }

    bool mlpKind(const std::string &kind, Problem &problem)
    {
        if (kind != "gated" && kind != "plain")
            return fail(lineOf("mlp"), "\"mlp\" must be \"gated\" or \"plain\"", problem);
        m_out.gatedMlp = kind == "gated";
        return true;
    }

    static bool fail(int line, std::string message, Problem &problem)
    {
        problem = {line, std::move(message)};
        return false;
    }

    const Json *find(const char *key) const { return JsonDocument::find(m_object, key); }
    int lineOf(const char *key) const
    {
        const Json *v = find(key);
        return m_document.line(v ? *v : m_object);
    }

    bool text(const char *key, bool required, std::size_t maxLength, std::string &out,
              Problem &problem)
    {
        const Json *v = find(key);
        if (!v)
            return required
                       ? fail(lineOf(key), std::string("a model needs \"") + key + "\"", problem)
                       : true;
        if (!v->is_string() || (required && v->get_ref<const std::string &>().empty()))
            return fail(lineOf(key), std::string("\"") + key + "\" must be a text", problem);
        if (v->get_ref<const std::string &>().size() > maxLength)
            return fail(lineOf(key),
                        std::string("\"") + key + "\" may be at most " + std::to_string(maxLength) +
                            " bytes long",
                        problem);
        out = v->get<std::string>();
        return true;
    }

    bool figure(const char *key, double low, double high, double &out, Problem &problem)
    {
        const Json *v = find(key);
        if (!v)
            return fail(lineOf(key), std::string("a model needs \"") + key + "\"", problem);
        const double value = v->is_number() ? v->get<double>() : NAN;
        if (!std::isfinite(value) || value < low || value > high) {
            char range[64];
            std::snprintf(range, sizeof range, "%g to %g", low, high);
            return fail(lineOf(key), std::string("\"") + key + "\" must be a number from " + range,
                        problem);
        }
        out = value;
        return true;
    }

    bool whole(const char *key, int low, int high, bool required, int &out, Problem &problem)
    {
        if (!required && !find(key))
            return true;
        double value = 0.0;
        if (!figure(key, low, high, value, problem))
            return false;
        if (value != std::floor(value))
            return fail(lineOf(key), std::string("\"") + key + "\" must be a whole number",
                        problem);
        out = static_cast<int>(value);
        return true;
    }

    bool flag(const char *key, bool &out, Problem &problem)
    {
        const Json *v = find(key);
        if (!v)
            return true;
        if (!v->is_boolean())
            return fail(lineOf(key), std::string("\"") + key + "\" must be true or false", problem);
        out = v->get<bool>();
        return true;
    }

    const JsonDocument &m_document;
    const Json &m_object;
    ModelSpec &m_out;
};

// The checks of the file around the models: size, JSON, format, version, the list.
const Json *readEnvelope(const std::string &text, JsonDocument &json, Problem &problem)
{
    JsonDocument::Error jsonError;
    if (text.size() > ModelCatalogFile::kMaxBytes) {
        problem = {1, "the file is " + std::to_string(text.size()) +
                          " bytes; a model catalog may be at most " +
                          std::to_string(ModelCatalogFile::kMaxBytes)};
        return nullptr;
    }
    if (!json.parse(text, jsonError)) {
        problem = {jsonError.line, jsonError.message};
        return nullptr;
    }
    const Json &root = json.root();
    const Json *format = JsonDocument::find(root, "format");
    const Json *version = JsonDocument::find(root, "version");
    const Json *models = JsonDocument::find(root, "models");
    if (!root.is_object() || !format || !format->is_string() ||
        format->get_ref<const std::string &>() != ModelCatalogFile::kFormat)
        problem = {json.line(format ? *format : root),
                   "\"format\" must be \"bottleneck-lab-models\": this is not a Bottleneck Lab "
                   "model catalog"};
    else if (!version || !version->is_number() || version->get<double>() != 1)
        problem = {json.line(version ? *version : root),
                   "\"version\" must be 1; a newer program may have written this file"};
    else if (!models || !models->is_array())
        problem = {json.line(models ? *models : root), "\"models\" must be a list"};
    else if (models->size() > ModelCatalogFile::kMaxModels)
        problem = {json.line(*models), "the catalog lists " + std::to_string(models->size()) +
                                           " models; at most 1000 are accepted"};
    for (const auto &member : root.items()) {
        if (problem.message.empty() && root.is_object() && member.key() != "format" &&
            member.key() != "version" && member.key() != "models")
            problem = {json.line(member.value()), "unknown field \"" + printable(member.key()) +
                                                      "\"; a catalog has format, version and "
                                                      "models"};
    }
    return problem.message.empty() ? models : nullptr;
}

} // namespace

ModelCatalogFile::Result ModelCatalogFile::parse(const std::string &text,
                                                 const std::set<std::string> &takenIds)
{
    Result result;
    JsonDocument json;
    Problem problem;
    const Json *models = readEnvelope(text, json, problem);
    std::set<std::string> seen;
    for (std::size_t i = 0; models && i < models->size() && problem.message.empty(); ++i) {
        const Json &item = (*models)[i];
        ModelSpec model;
        if (!item.is_object()) {
            problem = {json.line(item), "each model must be an object"};
        } else if (ModelReader(json, item, model).read(problem)) {
            const int idLine = json.line(*JsonDocument::find(item, "id"));
            if (takenIds.count(model.id))
                problem = {idLine, "the id \"" + model.id + "\" is a shipped model's"};
            else if (!seen.insert(model.id).second)
                problem = {idLine, "the id \"" + model.id + "\" appears twice"};
            else
                result.models.push_back(std::move(model));
        }
    }
    if (!problem.message.empty()) {
        result.models.clear();
        result.errorLine = problem.line;
        result.error = problem.message;
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

const ModelSpec *ModelCatalogFile::find(const std::string &id)
{
    for (const ModelSpec &m : builtIn()) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

} // namespace blab::core
