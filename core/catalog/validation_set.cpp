// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/validation_set.h"

#include "catalog/catalog_reader.h"
#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "catalog/model_catalog_file.h"

#include <cstdio>
#include <cstdlib>

namespace blab::core {

extern const char *const kBuiltInValidationJson;

namespace {

using Row = ValidationRow;

bool knownId(CatalogReader &r, const char *key, const std::string &id,
             const std::set<std::string> &ids)
{
    return ids.count(id) ? true : r.fail(key, {CatalogProblem::Code::UnknownId, {key, id}});
}

bool readServing(CatalogReader &r, Row &row, const std::set<std::string> &models)
{
    if (!r.onlyKnown({"id", "kind", "model", "device", "cards", "precision", "weights", "kv",
                      "batching", "batch", "prompt_tokens", "output_tokens", "metric", "published",
                      "framework", "source"}) ||
        !r.text("model", true, 64, row.model) || !knownId(r, "model", row.model, models) ||
        !r.word("precision", {"fp32", "tf32", "bf16", "fp8", "fp4"}, row.precision) ||
        !r.word("weights", {"fp32", "bf16", "fp16", "fp8", "int8", "int4", "nvfp4", "mxfp4"},
                row.weights) ||
        !r.word("kv", {"fp16", "fp8", "fp4"}, row.kv) ||
        !r.word("batching", {"static", "continuous"}, row.batching) ||
        !r.whole("batch", {1, 1e6}, true, row.batch) ||
        !r.whole("prompt_tokens", {1, 1e7}, true, row.promptTokens) ||
        !r.whole("output_tokens", {1, 1e7}, true, row.outputTokens))
        return false;
    std::string metric;
    const std::initializer_list<const char *> metrics = {"time_to_first_token_seconds",
                                                         "time_per_output_token_seconds",
                                                         "end_to_end_seconds",
                                                         "output_tokens_per_second",
                                                         "output_tokens_per_second_per_user",
                                                         "output_tokens_per_second_per_card"};
    if (!r.word("metric", metrics, row.metric))
        return false;
    // A time between output tokens needs two of them.
    if (row.metric == "time_per_output_token_seconds" && row.outputTokens < 2)
        return r.fail("output_tokens",
                      {CatalogProblem::Code::Inconsistent,
                       {"a time per output token needs \"output_tokens\" of 2 or more"}});
    return true;
}

// A training run's layout. The reader checks what the numbers alone decide (the tensor and
// pipeline degrees divide the cards, the global batch is whole micro-batches on every
// data-parallel rank); what the model's shape decides (heads, layers) the report checks, and
// leaves such a row out as it does a serving row its model cannot serve.
bool readTrainingLayout(CatalogReader &r, Row &row)
{
    if (!r.whole("tp", {1, 1024}, true, row.tensorParallel) ||
        !r.whole("pp", {1, 1024}, true, row.pipelineParallel) ||
        !r.whole("vp", {1, 1024}, true, row.virtualStages) ||
        !r.whole("zero_stage", {0, 3}, true, row.zeroStage) ||
        !r.word("recompute", {"none", "selective", "full"}, row.recompute) ||
        !r.whole("seq_len", {1, 1e7}, true, row.seqLen) ||
        !r.whole("micro_batch", {1, 1e6}, true, row.microBatch) ||
        !r.whole("global_batch", {1, 1e8}, true, row.globalBatch))
        return false;
    if (r.find("attention") && !r.word("attention", {"flash2", "triton"}, row.attention))
        return false;
    if (!r.flag("sequence_parallel", row.sequenceParallel) || !r.flag("tp_overlap", row.tpOverlap))
        return false;
    if (row.virtualStages > 1 && row.pipelineParallel == 1)
        return r.fail("vp", {CatalogProblem::Code::Inconsistent,
                             {"\"vp\" above 1 needs a pipeline (\"pp\" of 2 or more)"}});
    return true;
}

bool readTraining(CatalogReader &r, Row &row, const std::set<std::string> &models)
{
    return r.onlyKnown({"id",          "kind",         "model",     "device",
                        "cards",       "precision",    "tp",        "pp",
                        "vp",          "zero_stage",   "recompute", "seq_len",
                        "micro_batch", "global_batch", "attention", "sequence_parallel",
                        "tp_overlap",  "metric",       "published", "framework",
                        "source"}) &&
           r.text("model", true, 64, row.model) && knownId(r, "model", row.model, models) &&
           r.word("precision", {"bf16", "fp8", "fp4"}, row.precision) &&
           readTrainingLayout(r, row) &&
           r.word("metric", {"tokens_per_second_per_card"}, row.metric);
}

// The cards a training row names hold whole copies of its model-parallel group, and each copy
// runs whole micro-batches.
bool layoutFitsTheCards(CatalogReader &r, const Row &row)
{
    if (row.kind != Row::Kind::Training)
        return true;
    const long long group = (long long)row.tensorParallel * row.pipelineParallel;
    if (row.cards % group != 0)
        return r.fail("cards", {CatalogProblem::Code::Inconsistent,
                                {"\"cards\" must be a multiple of \"tp\" times \"pp\""}});
    const long long perStep = (long long)row.microBatch * (row.cards / group);
    if (row.globalBatch % perStep != 0)
        return r.fail("global_batch",
                      {CatalogProblem::Code::Inconsistent,
                       {"\"global_batch\" must be a multiple of \"micro_batch\" times the "
                        "data-parallel degree (\"cards\" over \"tp\" times \"pp\")"}});
    return true;
}

bool readAllReduce(CatalogReader &r, Row &row)
{
    return r.onlyKnown({"id", "kind", "device", "cards", "link", "message_bytes", "nvls", "metric",
                        "published", "framework", "source"}) &&
           r.word("link", {"card_link", "pcie_switch", "pcie_host"}, row.link) &&
           r.flag("nvls", row.nvls) && r.figure("message_bytes", {1, 1e13}, row.messageBytes) &&
           r.word("metric", {"all_reduce_seconds", "all_reduce_bus_gbs"}, row.metric);
}

// A model is split across cards by its attention heads, as the command line's --tp is: a card
// count that does not split them (ModelSpec::splitsHeads), or is past 64, is no setup the model
// could be served on.
bool splitsTheHeads(CatalogReader &r, const Row &row)
{
    static const std::vector<ModelSpec> kNoneOfTheUsers;
    const ModelSpec *m = ModelCatalogFile::find(row.model, kNoneOfTheUsers);
    if (row.kind != Row::Kind::Serving || !m || (row.cards <= 64 && m->splitsHeads(row.cards)))
        return true;
    return r.fail("cards", {CatalogProblem::Code::Inconsistent,
                            {"\"cards\" must divide the model's " + std::to_string(m->heads) +
                             " attention heads, divide or be a multiple of its " +
                             std::to_string(m->kvHeads) + " key-value heads, and be 64 at most"}});
}

bool readRow(CatalogReader &r, Row &row, const std::set<std::string> &models,
             const std::set<std::string> &devices)
{
    std::string kind;
    if (!r.text("id", true, 80, row.id) ||
        !r.word("kind", {"serving", "all_reduce", "training"}, kind))
        return false;
    if (!DeviceCatalogFile::isValidId(row.id))
        return r.fail("id", {CatalogProblem::Code::BadId, {}});
    row.kind = kind == "serving"      ? Row::Kind::Serving
               : kind == "all_reduce" ? Row::Kind::AllReduce
                                      : Row::Kind::Training;
    const bool read = row.kind == Row::Kind::Serving    ? readServing(r, row, models)
                      : row.kind == Row::Kind::Training ? readTraining(r, row, models)
                                                        : readAllReduce(r, row);
    if (!read)
        return false;
    return r.text("device", true, 64, row.device) && knownId(r, "device", row.device, devices) &&
           r.whole("cards", {row.kind == Row::Kind::AllReduce ? 2.0 : 1.0, 1e5}, true, row.cards) &&
           splitsTheHeads(r, row) && layoutFitsTheCards(r, row) &&
           r.figure("published", {1e-12, 1e12}, row.published) &&
           r.text("framework", true, 200, row.framework) &&
           r.text("source", true, 2400, row.source);
}

} // namespace

ValidationSet::Result ValidationSet::parse(const std::string &text,
                                           const std::set<std::string> &models,
                                           const std::set<std::string> &devices)
{
    Result result;
    JsonDocument json;
    const Json *list = nullptr;
    const auto fail = [&result](int line, CatalogProblem p) {
        result.rows.clear();
        result.refuse(line, std::move(p));
        return result;
    };
    if (!CatalogReader::open(text, {kFormat, kVersion, "results", kMaxBytes, kMaxRows}, json, list,
                             result))
        return result;
    std::set<std::string> seen;
    for (const Json &item : *list) {
        ValidationRow row;
        CatalogReader reader(json, item);
        if (!readRow(reader, row, models, devices) || !reader.newId(row.id, {}, seen, "results"))
            return fail(reader.line(), reader.problem());
        result.rows.push_back(std::move(row));
    }
    return result;
}

const std::vector<ValidationRow> &ValidationSet::builtIn()
{
    static const std::vector<ValidationRow> kRows = [] {
        std::set<std::string> models, devices;
        for (const ModelSpec &m : ModelCatalogFile::builtIn())
            models.insert(m.id);
        for (const DeviceSpec &d : DeviceCatalog::builtIn())
            devices.insert(d.id);
        const Result r = parse(kBuiltInValidationJson, models, devices);
        if (!r.ok()) {
            // A test reads the shipped file, so this is a broken build.
            std::fprintf(stderr, "resources/validation/published_results.json: line %d: %s\n",
                         r.errorLine, r.error.c_str());
            std::abort();
        }
        return r.rows;
    }();
    return kRows;
}

} // namespace blab::core
