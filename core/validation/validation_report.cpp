// SPDX-License-Identifier: GPL-3.0-or-later

#include "validation/validation_report.h"

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "cluster/collective_model.h"
#include "inputs/serving_setup.h"
#include "inputs/training_setup.h"
#include "io/enum_ids.h"
#include "io/json_writer.h"
#include "measure/common/sample_stats.h"
#include "serving/inference_model.h"
#include "training/training_layout.h"
#include "training/training_run_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

namespace blab::core {

namespace {

// A word the validation set's reader has checked, as its enumeration's value.
template <typename T, std::size_t N>
T byId(const T (&all)[N], const char *(*id)(T), const std::string &word)
{
    return findById(word, all, id).value_or(all[0]);
}

const DeviceSpec *findDevice(const std::vector<DeviceSpec> &devices, const std::string &id)
{
    for (const DeviceSpec &d : devices) {
        if (d.id == id)
            return &d;
    }
    return nullptr;
}

// The link the cards of one server use: the card link where the device has one, else PCIe
// through a switch.
LinkSpec linkOf(const DeviceSpec &device, const std::string &kind, const WhatIfInputs &base)
{
    LinkKind wanted = kind == "pcie_switch" ? LinkKind::PcieSwitch
                      : kind == "pcie_host" ? LinkKind::PcieHost
                                            : LinkKind::CardLink;
    auto link = InterconnectModel::linkFor(wanted, device, base.cardLinkGBs);
    if (!link)
        link = InterconnectModel::linkFor(LinkKind::PcieSwitch, device, base.cardLinkGBs);
    LinkSpec spec = link.value_or(LinkSpec{});
    if (base.linkLatencyUs)
        spec.latencySeconds = *base.linkLatencyUs * 1e-6;
    return spec;
}

double metricOf(const RequestFigures &f, const std::string &metric)
{
    if (metric == "time_to_first_token_seconds")
        return f.timeToFirstTokenSeconds;
    if (metric == "time_per_output_token_seconds")
        return f.timePerOutputTokenSeconds;
    if (metric == "end_to_end_seconds")
        return f.endToEndSeconds;
    if (metric == "output_tokens_per_second_per_user")
        return f.outputTokensPerSecondPerUser;
    if (metric == "output_tokens_per_second_per_card")
        return f.outputTokensPerSecondPerCard;
    return f.outputTokensPerSecond;
}

void serving(ValidationOutcome &o, const DeviceSpec &device, const ModelSpec &model,
             const WhatIfInputs &base)
{
    const ValidationRow &row = o.row;
    WhatIfInputs w = base;
    w.promptTokens = row.promptTokens;
    w.outputTokens = row.outputTokens;
    w.context = row.promptTokens + row.outputTokens;
    w.batching = row.batching == "continuous" ? Batching::Continuous : Batching::Static;
    w.inferenceBatch = row.batch;
    w.concurrency = row.batch;
    w.weightDtype = byId(WeightDtypes::kAll, &WeightDtypes::id, row.weights);
    w.kvDtype = byId(KvDtypes::kAll, &KvDtypes::id, row.kv);
    w.tensorParallel = row.cards;
    const Precision precision = byId(Precisions::kAll, &Precisions::id, row.precision);
    w.precision = precision;
    const InferenceInputs in = ServingSetup::inputs(
        w, model, device, device.effectiveTflops(precision), linkOf(device, "card_link", base));
    const RequestResult r = InferenceModel::request(in);
    o.expected = metricOf(r.expected, row.metric);
    o.bound = metricOf(r.bound, row.metric);
}

// The inputs a training row names: its layout, its products' precision, weights and gradients
// in bf16 (fp8 training keeps them 16-bit and casts each product's operands) and Adam, as every
// framework of the set ran.
WhatIfInputs trainingInputs(const ValidationRow &row, const WhatIfInputs &base)
{
    WhatIfInputs w = base;
    w.cards = row.cards;
    w.tensorParallel = row.tensorParallel;
    w.pipelineParallel = row.pipelineParallel;
    w.virtualStages = row.virtualStages;
    w.dataParallel = 0;
    w.zeroStage = row.zeroStage;
    w.recompute = byId(Recomputes::kAll, &Recomputes::id, row.recompute);
    w.sequenceParallel = row.sequenceParallel ? OnOff::On : OnOff::Off;
    w.tpOverlap = row.tpOverlap ? OnOff::On : OnOff::Off;
    w.attention = byId(AttentionKernels::kAll, &AttentionKernels::id, row.attention);
    w.seqLen = row.seqLen;
    w.microBatch = row.microBatch;
    w.globalBatch = row.globalBatch;
    w.weightDtype = WeightDtype::Bf16;
    w.optimizer = Optimizer::AdamMixed;
    w.precision = byId(Precisions::kAll, &Precisions::id, row.precision);
    return w;
}

TrainingRunInputs trainingRunInputs(const ValidationRow &row, const DeviceSpec &device,
                                    const ModelSpec &model, const WhatIfInputs &base)
{
    const WhatIfInputs w = trainingInputs(row, base);
    return TrainingSetup::inputs(w, model, device, device.effectiveTflops(w.precision),
                                 linkOf(device, "card_link", base));
}

void trainingRun(ValidationOutcome &o, const DeviceSpec &device, const ModelSpec &model,
                 const WhatIfInputs &base)
{
    const TrainingRun run =
        TrainingRunModel::evaluate(trainingRunInputs(o.row, device, model, base));
    o.expected = run.expected.tokensPerSecondPerCard;
    o.bound = run.bound.tokensPerSecondPerCard;
    o.memoryBytes = run.memory.totalBytes;
    o.fits = run.memory.fits;
}

// A row this program cannot compute as published: a serving model the cards cannot split or a
// context past the model's own, or a training layout the model's shape does not allow.
bool computable(const ValidationRow &row, const DeviceSpec &device, const ModelSpec &model,
                const WhatIfInputs &base)
{
    if (row.kind == ValidationRow::Kind::Serving)
        return InferenceModel::inputProblem(model, row.cards, row.promptTokens, row.outputTokens,
                                            row.promptTokens + row.outputTokens) ==
               ServeProblem::None;
    if (row.kind == ValidationRow::Kind::Training)
        return trainingRunInputs(row, device, model, base).layout.problem(model) ==
               LayoutProblem::None;
    return true;
}

void allReduce(ValidationOutcome &o, const DeviceSpec &device, const WhatIfInputs &base)
{
    const ValidationRow &row = o.row;
    LinkSpec link = linkOf(device, row.link, base);
    if (!row.nvls)
        link.switchReductionEfficiency = 0.0;
    const NetworkSpec network = ServingSetup::network(base, device);
    const double expected =
        CollectiveModel::allReduce(row.messageBytes, row.cards,
                                   InterconnectModel::expectedFabric(link, network))
            .seconds;
    // A run with NCCL's in-switch sum turned off is a ring in its bound as well.
    Fabric boundFabric = InterconnectModel::boundFabric(link, network);
    if (!row.nvls)
        boundFabric.server.switchReduces = false;
    const double bound =
        CollectiveModel::allReduce(row.messageBytes, row.cards, boundFabric).seconds;
    // nccl-tests' bus bandwidth: 2 (n − 1) / n of the message over the time.
    const auto busGBs = [&row](double seconds) {
        return 2.0 * (row.cards - 1.0) / row.cards * row.messageBytes / seconds / 1e9;
    };
    const bool seconds = row.metric == "all_reduce_seconds";
    o.expected = seconds ? expected : busGBs(expected);
    o.bound = seconds ? bound : busGBs(bound);
}

const char *kindId(ValidationRow::Kind kind)
{
    return kind == ValidationRow::Kind::Serving    ? "serving"
           : kind == ValidationRow::Kind::Training ? "training"
                                                   : "all_reduce";
}

// One outcome as validate --json prints it: the setup its kind has, then the figures.
Json rowJson(const ValidationOutcome &o)
{
    const ValidationRow &r = o.row;
    Json row = {{"id", r.id}, {"kind", kindId(r.kind)}, {"device", r.device}, {"cards", r.cards}};
    if (r.kind == ValidationRow::Kind::Training) {
        row["model"] = r.model;
        row["precision"] = r.precision;
        row["tp"] = r.tensorParallel;
        row["pp"] = r.pipelineParallel;
        row["vp"] = r.virtualStages;
        row["zero_stage"] = r.zeroStage;
        row["recompute"] = r.recompute;
        row["sequence_parallel"] = r.sequenceParallel;
        row["tp_overlap"] = r.tpOverlap;
        row["seq_len"] = r.seqLen;
        row["micro_batch"] = r.microBatch;
        row["global_batch"] = r.globalBatch;
        row["attention"] = r.attention;
        row["memory_bytes"] = o.memoryBytes;
        row["fits"] = o.fits;
    } else if (r.kind == ValidationRow::Kind::Serving) {
        row["model"] = r.model;
        row["precision"] = r.precision;
        row["weights"] = r.weights;
        row["kv"] = r.kv;
        row["batching"] = r.batching;
        row["batch"] = r.batch;
        row["prompt_tokens"] = r.promptTokens;
        row["output_tokens"] = r.outputTokens;
    } else {
        row["link"] = r.link;
        row["message_bytes"] = r.messageBytes;
        row["nvls"] = r.nvls;
    }
    row["metric"] = r.metric;
    row["published"] = r.published;
    row["expected"] = o.expected;
    row["bound"] = o.bound;
    row["ratio"] = o.ratio;
    row["framework"] = r.framework;
    row["source"] = r.source;
    return row;
}

} // namespace

std::vector<ValidationGroup>
ValidationReport::groupsOf(const std::vector<ValidationOutcome> &outcomes, bool byKind)
{
    std::vector<ValidationGroup> groups;
    std::vector<std::vector<double>> ratios;
    for (const ValidationOutcome &o : outcomes) {
        const std::string kind = byKind ? o.modelKind : std::string();
        auto g = std::find_if(groups.begin(), groups.end(), [&](const ValidationGroup &x) {
            return x.device == o.row.device && x.metric == o.row.metric && x.modelKind == kind;
        });
        if (g == groups.end()) {
            groups.push_back({o.row.device, o.row.metric, kind});
            ratios.emplace_back();
            g = groups.end() - 1;
        }
        ratios[std::size_t(g - groups.begin())].push_back(o.ratio);
    }
    for (std::size_t i = 0; i < groups.size(); ++i) {
        const auto [lo, hi] = std::minmax_element(ratios[i].begin(), ratios[i].end());
        groups[i].results = static_cast<int>(ratios[i].size());
        groups[i].lowestRatio = *lo;
        groups[i].highestRatio = *hi;
        groups[i].medianRatio = SampleStats::median(std::move(ratios[i]));
    }
    return groups;
}

WhatIfInputs ValidationReport::overridesOf(const WhatIfInputs &inputs)
{
    WhatIfInputs base;
    base.bandwidthEfficiency = inputs.bandwidthEfficiency;
    base.prefillEfficiency = inputs.prefillEfficiency;
    base.layerOverheadUs = inputs.layerOverheadUs;
    base.stepOverheadUs = inputs.stepOverheadUs;
    base.linkLatencyUs = inputs.linkLatencyUs;
    return base;
}

const ValidationReport &ValidationReport::shipped(const WhatIfInputs &inputs)
{
    // A serving snapshot is built on every slider move, but the set's answers change only with
    // the overrides: the last report is kept with the overrides it was computed for.
    static std::mutex lock;
    static std::optional<std::pair<WhatIfInputs, ValidationReport>> last;
    const WhatIfInputs overrides = overridesOf(inputs);
    const auto key = [](const WhatIfInputs &w) {
        return std::make_tuple(w.bandwidthEfficiency, w.prefillEfficiency, w.layerOverheadUs,
                               w.stepOverheadUs, w.linkLatencyUs);
    };
    const std::lock_guard<std::mutex> hold(lock);
    if (!last || key(last->first) != key(overrides))
        last.emplace(overrides, run(ValidationSet::builtIn(), DeviceCatalog::builtIn(),
                                    ModelCatalogFile::builtIn(), overrides));
    return last->second;
}

ValidationReport ValidationReport::run(const std::vector<ValidationRow> &rows,
                                       const std::vector<DeviceSpec> &devices,
                                       const std::vector<ModelSpec> &models,
                                       const WhatIfInputs &given)
{
    const WhatIfInputs base = overridesOf(given);
    ValidationReport report;
    for (const ValidationRow &row : rows) {
        const DeviceSpec *device = findDevice(devices, row.device);
        const auto model = std::find_if(models.begin(), models.end(),
                                        [&row](const ModelSpec &m) { return m.id == row.model; });
        const bool needsModel = row.kind != ValidationRow::Kind::AllReduce;
        if (!device || (needsModel && model == models.end()) ||
            (needsModel && !computable(row, *device, *model, base)))
            continue;
        ValidationOutcome o{row, {}, {}};
        if (needsModel)
            o.modelKind = model->kindId();
        // The repository (owner/name) or address each source starts with.
        o.sourceName = row.source.substr(0, row.source.find_first_of(" ;"));
        if (row.kind == ValidationRow::Kind::Serving)
            serving(o, *device, *model, base);
        else if (row.kind == ValidationRow::Kind::Training)
            trainingRun(o, *device, *model, base);
        else
            allReduce(o, *device, base);
        o.ratio = o.expected / row.published;
        report.outcomes.push_back(std::move(o));
    }
    const ValidationSummary served = summaryOf(report.outcomes, false);
    report.medianDeviation = served.medianDeviation;
    report.worstRatio = served.worstRatio;
    report.worstId = served.worstId;
    report.sources = served.sources;
    report.training = summaryOf(report.outcomes, true);
    report.groups = groupsOf(report.outcomes);
    report.kindGroups = groupsOf(report.outcomes, true);
    return report;
}

std::vector<ValidationGroup> ValidationReport::checking(const std::string &device,
                                                        const std::string &modelKind) const
{
    std::vector<ValidationGroup> found;
    for (const ValidationGroup &g : kindGroups) {
        if (g.device == device && g.modelKind == modelKind)
            found.push_back(g);
    }
    return found;
}

ValidationSummary ValidationReport::summaryOf(const std::vector<ValidationOutcome> &outcomes,
                                              bool training)
{
    ValidationSummary s;
    std::set<std::string> sources;
    std::vector<double> deviations;
    double worst = -1.0;
    for (const ValidationOutcome &o : outcomes) {
        if ((o.row.kind == ValidationRow::Kind::Training) != training)
            continue;
        deviations.push_back(std::abs(o.ratio - 1.0));
        const double distance = o.ratio > 0 && std::isfinite(o.ratio)
                                    ? std::abs(std::log(o.ratio))
                                    : std::numeric_limits<double>::infinity();
        if (distance > worst) {
            worst = distance;
            s.worstRatio = o.ratio;
            s.worstId = o.row.id;
        }
        // A time beats its bound by being shorter, a rate by being higher.
        const bool time = o.row.metric.find("seconds") != std::string::npos &&
                          o.row.metric.find("per_second") == std::string::npos;
        if (time ? o.row.published < o.bound : o.row.published > o.bound)
            ++s.aboveBound;
        if (!o.fits)
            s.notFitting.push_back(o.row.id);
        sources.insert(o.sourceName);
    }
    s.results = static_cast<int>(deviations.size());
    s.medianDeviation = SampleStats::median(std::move(deviations));
    s.sources = static_cast<int>(sources.size());
    return s;
}

std::string ValidationReport::toJson() const
{
    Json rows = Json::array();
    for (const ValidationOutcome &o : outcomes)
        rows.push_back(rowJson(o));
    Json groupList = Json::array();
    for (const ValidationGroup &g : groups)
        groupList.push_back({{"device", g.device},
                             {"metric", g.metric},
                             {"results", g.results},
                             {"median_ratio", g.medianRatio},
                             {"lowest_ratio", g.lowestRatio},
                             {"highest_ratio", g.highestRatio},
                             {"held_to_band", g.results >= kGroupMinimum}});
    return JsonWriter::write({{"version", BLAB_VERSION},
                              {"rows", std::move(rows)},
                              {"groups", std::move(groupList)},
                              {"summary",
                               {{"results", outcomes.size() - std::size_t(training.results)},
                                {"sources", sources},
                                {"median_abs_ratio_minus_1", medianDeviation},
                                {"worst_ratio", worstRatio},
                                {"worst_id", worstId}}},
                              {"training_summary",
                               {{"results", training.results},
                                {"sources", training.sources},
                                {"median_abs_ratio_minus_1", training.medianDeviation},
                                {"worst_ratio", training.worstRatio},
                                {"worst_id", training.worstId},
                                {"above_bound", training.aboveBound},
                                {"not_fitting", training.notFitting}}}}) +
           "\n";
}

} // namespace blab::core
