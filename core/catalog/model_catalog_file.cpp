// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/model_catalog_file.h"

#include "catalog/device_catalog_file.h"
#include "catalog/model_shape_json.h"
#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/number_text.h"
#include "io/printable.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace blab::core {

extern const char *const kBuiltInModelsJson;

namespace {

using ModelCode = ModelCatalogFile::Problem::Code;

// A refusal: the line and why.
struct Refusal
{
    int line = 0;
    ModelCatalogFile::Problem what;
};

bool fail(int line, ModelCode code, std::vector<std::string> args, Refusal &problem)
{
    problem = {line, {code, std::move(args)}};
    return false;
}

std::string number(double value)
{
    return NumberText::general(value, 15);
}

// Reads one model object; the first problem stops it.
class ModelReader
{
public:
    ModelReader(const JsonDocument &document, const Json &object, ModelSpec &out)
        : m_document(document), m_object(object), m_out(out)
    {}

    bool read(Refusal &problem)
    {
        std::string key;
        if (const Json *v = JsonDocument::unknownMember(
                m_object,
                {"id", "name", "layers", "hidden", "heads", "kv_heads", "head_dim", "mlp_hidden",
                 "mlp", "vocab", "tied_embeddings", "experts", "active_experts", "max_context",
                 "parameters", "source"},
                key))
            return fail(m_document.line(*v), ModelCode::UnknownField, {printable(key)}, problem);
        return text("id", true, 64, m_out.id, problem) &&
               text("name", true, 120, m_out.name, problem) && shape(problem) &&
               text("source", false, 400, m_out.source, problem) && consistent(problem);
    }

private:
    bool shape(Refusal &problem)
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
               figure("parameters", 1, 1e14, m_out.publishedParameters, problem);
    }

    bool consistent(Refusal &problem)
    {
        if (!DeviceCatalogFile::isValidId(m_out.id))
            return fail(lineOf("id"), ModelCode::BadId, {}, problem);
        if (m_out.heads % m_out.kvHeads != 0)
            return fail(lineOf("kv_heads"), ModelCode::HeadsNotMultiple,
                        {std::to_string(m_out.heads), std::to_string(m_out.kvHeads)}, problem);
        if (m_out.activeExperts > m_out.experts)
            return fail(lineOf(find("active_experts") ? "active_experts" : "experts"),
                        ModelCode::TooManyActive,
                        {std::to_string(m_out.activeExperts), std::to_string(m_out.experts)},
                        problem);
        // A stated count far from the shape's means one of them is wrong, and the figures
        // would follow the shape without a word; 5 % leaves room for biases, norms and rounding.
        const double fromShape = m_out.totalParameters();
        if (std::abs(m_out.publishedParameters / fromShape - 1.0) >
            ModelCatalogFile::kParametersTolerance)
            return fail(lineOf("parameters"), ModelCode::ParametersDiffer,
                        {number(m_out.publishedParameters), number(fromShape)}, problem);
        return true;
    }

    bool mlpKind(const std::string &kind, Refusal &problem)
    {
        if (kind != "gated" && kind != "plain")
            return fail(lineOf("mlp"), ModelCode::BadMlp, {}, problem);
        m_out.gatedMlp = kind == "gated";
        return true;
    }

    const Json *find(const char *key) const { return JsonDocument::find(m_object, key); }
    int lineOf(const char *key) const
    {
        const Json *v = find(key);
        return m_document.line(v ? *v : m_object);
    }

    bool text(const char *key, bool required, std::size_t maxLength, std::string &out,
              Refusal &problem)
    {
        const Json *v = find(key);
        if (!v)
            return required ? fail(lineOf(key), ModelCode::MissingField, {key}, problem) : true;
        if (!v->is_string() || (required && v->get_ref<const std::string &>().empty()))
            return fail(lineOf(key), ModelCode::NotText, {key}, problem);
        if (v->get_ref<const std::string &>().size() > maxLength)
            return fail(lineOf(key), ModelCode::TooLong, {key, std::to_string(maxLength)}, problem);
        out = v->get<std::string>();
        return true;
    }

    bool figure(const char *key, double low, double high, double &out, Refusal &problem)
    {
        const Json *v = find(key);
        if (!v)
            return fail(lineOf(key), ModelCode::MissingField, {key}, problem);
        const double value = v->is_number() ? v->get<double>() : NAN;
        if (!std::isfinite(value) || value < low || value > high)
            return fail(lineOf(key), ModelCode::OutOfRange, {key, number(low), number(high)},
                        problem);
        out = value;
        return true;
    }

    bool whole(const char *key, int low, int high, bool required, int &out, Refusal &problem)
    {
        if (!required && !find(key))
            return true;
        double value = 0.0;
        if (!figure(key, low, high, value, problem))
            return false;
        if (value != std::floor(value))
            return fail(lineOf(key), ModelCode::NotWhole, {key}, problem);
        out = static_cast<int>(value);
        return true;
    }

    bool flag(const char *key, bool &out, Refusal &problem)
    {
        const Json *v = find(key);
        if (!v)
            return true;
        if (!v->is_boolean())
            return fail(lineOf(key), ModelCode::NotTrueOrFalse, {key}, problem);
        out = v->get<bool>();
        return true;
    }

    const JsonDocument &m_document;
    const Json &m_object;
    ModelSpec &m_out;
};

// The first unknown member of the file's object, or nullptr.
const Json *unknownTopField(const Json &root, std::string &key)
{
    for (const auto &member : root.items()) {
        if (member.key() != "format" && member.key() != "version" && member.key() != "models") {
            key = member.key();
            return &member.value();
        }
    }
    return nullptr;
}

// The checks of the file around the models: size, JSON, format, version, the list.
const Json *readEnvelope(const std::string &text, JsonDocument &json, Refusal &problem)
{
    JsonDocument::Error jsonError;
    if (text.size() > ModelCatalogFile::kMaxBytes)
        return fail(1, ModelCode::FileTooLarge,
                    {std::to_string(text.size()), std::to_string(ModelCatalogFile::kMaxBytes)},
                    problem),
               nullptr;
    if (!json.parse(text, jsonError))
        return fail(jsonError.line, ModelCode::Json, {jsonError.message}, problem), nullptr;
    const Json &root = json.root();
    const Json *format = JsonDocument::find(root, "format");
    const Json *version = JsonDocument::find(root, "version");
    const Json *models = JsonDocument::find(root, "models");
    std::string key;
    if (!root.is_object() || !format || !format->is_string() ||
        format->get_ref<const std::string &>() != ModelCatalogFile::kFormat)
        fail(json.line(format ? *format : root), ModelCode::NotACatalog, {}, problem);
    else if (!version || !version->is_number() || version->get<double>() != 1)
        fail(json.line(version ? *version : root), ModelCode::FutureVersion, {}, problem);
    else if (!models || !models->is_array())
        fail(json.line(models ? *models : root), ModelCode::ModelsNotList, {}, problem);
    else if (models->size() > ModelCatalogFile::kMaxModels)
        fail(json.line(*models), ModelCode::TooManyModels,
             {std::to_string(models->size()), std::to_string(ModelCatalogFile::kMaxModels)},
             problem);
    else if (const Json *extra = unknownTopField(root, key))
        fail(json.line(*extra), ModelCode::UnknownTopField, {printable(key)}, problem);
    return problem.what.code == ModelCode::None ? models : nullptr;
}

} // namespace

std::string ModelCatalogFile::Problem::describe() const
{
    const auto q = [](const std::string &key) {
        return "\"" + key + "\"";
    };
    switch (code) {
    case ModelCode::None:
        return {};
    case ModelCode::FileTooLarge:
        return "the file is " + arg(0) + " bytes; a model catalog may be at most " + arg(1);
    case ModelCode::Json:
        return arg(0);
    case ModelCode::NotACatalog:
        return "\"format\" must be \"bottleneck-lab-models\": this is not a Bottleneck Lab model "
               "catalog";
    case ModelCode::FutureVersion:
        return "\"version\" must be 1; a newer program may have written this file";
    case ModelCode::ModelsNotList:
        return "\"models\" must be a list";
    case ModelCode::TooManyModels:
        return "the catalog lists " + arg(0) + " models; at most " + arg(1) + " are accepted";
    case ModelCode::UnknownTopField:
        return "unknown field " + q(arg(0)) + "; a catalog has format, version and models";
    case ModelCode::ModelNotObject:
        return "each model must be an object";
    case ModelCode::UnknownField:
        return "unknown field " + q(arg(0));
    case ModelCode::MissingField:
        return "a model needs " + q(arg(0));
    case ModelCode::NotText:
        return q(arg(0)) + " must be a text";
    case ModelCode::TooLong:
        return q(arg(0)) + " may be at most " + arg(1) + " bytes long";
    case ModelCode::OutOfRange:
        return q(arg(0)) + " must be a number from " + arg(1) + " to " + arg(2);
    case ModelCode::NotWhole:
        return q(arg(0)) + " must be a whole number";
    case ModelCode::NotTrueOrFalse:
        return q(arg(0)) + " must be true or false";
    case ModelCode::BadId:
        return "\"id\" may hold only a-z, 0-9, and _ - . after the first character";
    case ModelCode::HeadsNotMultiple:
        return "\"heads\" (" + arg(0) + ") must be a whole multiple of \"kv_heads\" (" + arg(1) +
               ")";
    case ModelCode::TooManyActive:
        return "\"active_experts\" (" + arg(0) + ") may not exceed \"experts\" (" + arg(1) + ")";
    case ModelCode::ParametersDiffer:
        return "\"parameters\" (" + arg(0) + ") is more than 5 % away from the " + arg(1) +
               " the shape gives";
    case ModelCode::BadMlp:
        return "\"mlp\" must be \"gated\" or \"plain\"";
    case ModelCode::IdShipped:
        return "the id " + q(arg(0)) + " belongs to a shipped model";
    case ModelCode::IdTwice:
        return "the id " + q(arg(0)) + " appears twice";
    }
    return {};
}

ModelCatalogFile::Result ModelCatalogFile::parse(const std::string &text,
                                                 const std::set<std::string> &takenIds)
{
    Result result;
    JsonDocument json;
    Refusal problem;
    const Json *models = readEnvelope(text, json, problem);
    std::set<std::string> seen;
    const auto ok = [&problem] {
        return problem.what.code == ModelCode::None;
    };
    for (std::size_t i = 0; models && i < models->size() && ok(); ++i) {
        const Json &item = (*models)[i];
        ModelSpec model;
        if (!item.is_object()) {
            fail(json.line(item), ModelCode::ModelNotObject, {}, problem);
        } else if (ModelReader(json, item, model).read(problem)) {
            const int idLine = json.line(*JsonDocument::find(item, "id"));
            if (takenIds.count(model.id))
                fail(idLine, ModelCode::IdShipped, {model.id}, problem);
            else if (!seen.insert(model.id).second)
                fail(idLine, ModelCode::IdTwice, {model.id}, problem);
            else
                result.models.push_back(std::move(model));
        }
    }
    if (!ok()) {
        result.models.clear();
        result.errorLine = problem.line;
        result.problem = problem.what;
        result.error = problem.what.describe();
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
