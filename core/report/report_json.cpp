// SPDX-License-Identifier: GPL-3.0-or-later

// The report as JSON (ReportModel::toJson) and the devices and models subcommands' JSON: every
// figure of the snapshot under stable keys, written in the C locale by JsonWriter.

#include "catalog/model_shape_json.h"
#include "io/json_writer.h"
#include "measure/cpu/sgemm_json.h"
#include "report/report_json_parts.h"
#include "report/report_model.h"

#include <algorithm>

namespace blab::core {

namespace {

void addLink(Json &object, const ReportModel::LinkRow &row, double gradientBytes)
{
    object["link_kind"] = InterconnectModel::linkKindId(row.link.kind);
    object["bus_bandwidth_gbs"] = row.link.busGBs;
    object["latency_us"] = row.link.latencySeconds * 1e6;
    object["bus_efficiency"] = row.link.busEfficiency;
    object["servers"] = row.result.servers;
    object["algorithm"] = CollectiveModel::algorithmId(row.result.algorithm);
    object["in_switch"] = row.result.inSwitch;
    object["gradient_bytes"] = gradientBytes;
    object["allreduce_seconds"] = row.result.allreduceSeconds;
    object["algorithm_bandwidth_gbs"] = row.result.algorithmGBs;
    object["step_seconds"] = row.result.stepSeconds;
    object["overlapped_step_seconds"] = row.result.overlappedStepSeconds;
    object["speedup"] = row.result.speedup;
    object["efficiency"] = row.result.efficiency;
    object["overlapped_speedup"] = row.result.overlappedSpeedup;
    object["overlapped_efficiency"] = row.result.overlappedEfficiency;
}

Json deviceJson(const DeviceSpec &d, const DeviceSpec *cpu, Precision precision)
{
    Json json = {{"id", d.id},
                 {"name", d.name},
                 // Null where the maker prints no FP32 figure (H20, Ascend).
                 {"fp32_tflops", orNull(d.peakTflops(Precision::Fp32))},
                 {"tf32_tflops", orNull(d.tf32Tflops)},
                 {"bf16_tflops", orNull(d.bf16Tflops)},
                 {"fp8_tflops", orNull(d.fp8Tflops)},
                 {"fp4_tflops", orNull(d.fp4Tflops)},
                 {"mem_bandwidth_gbs", d.memBandwidthGBs},
                 // A card measured here that no datasheet names, or one whose maker prints no
                 // power, has no power figure: null.
                 {"watts", d.watts > 0 ? Json(d.watts) : Json()},
                 {"memory_gb", d.memoryGB},
                 {"host_link", d.hostLinkText()},
                 {"host_link_gbs", d.hostLinkGBs()},
                 {"nvlink_c2c_gbs", d.c2cLinkGBs},
                 {"card_link", d.cardLinkName},
                 {"card_link_gbs", d.cardLinkGBs},
                 {"measured", d.measured},
                 {"user", d.user}};
    // The cards one card link joins, only where the catalog gives them (absent: the server's).
    if (d.cardLinkCards > 0)
        json["card_link_cards"] = d.cardLinkCards;
    if (cpu) {
        const DeviceRatios ratios = DeviceCatalog::ratios(d, *cpu, precision);
        json["precision"] = Precisions::id(precision);
        // A device without the chosen format has no figure in it: null, not its FP32 one.
        json["compute_ratio"] = ratios.hasPrecision ? Json(ratios.compute) : Json();
        json["bandwidth_ratio"] = ratios.bandwidth;
        json["gflops_per_watt"] =
            ratios.hasPrecision && d.watts > 0 ? Json(ratios.gflopsPerWatt) : Json();
    }
    json["source"] = d.source;
    return json;
}

Json intensityJson(const ReportModel &m)
{
    const RooflineModel &roofline = m.roofline;
    Json ops = Json::array();
    for (const Operation &op : m.roofOperations()) {
        Json row = {{"op", op.id},
                    {"flops", op.flops},
                    {"bytes", op.bytes},
                    {"flops_per_byte", op.flopsPerByte()},
                    {"bound", boundId(roofline.boundFor(op.flopsPerByte()))},
                    {"attainable_gflops", roofline.attainableGflops(op.flopsPerByte())},
                    {"seconds", roofline.secondsFor(op)}};
        if (op.k > 0)
            row["k"] = op.k;
        if (op.batch > 0) {
            row["batch"] = op.batch;
            row["tokens"] = op.tokens;
            if (op.expectedGflops > 0)
                row["expected_gflops"] = op.expectedGflops;
        }
        ops.push_back(std::move(row));
    }
    return {{"peak_gflops", roofline.peakGflops},
            {"mem_bandwidth_gbs", roofline.bandwidthGBs},
            {"balance_flops_per_byte", roofline.balanceFlopsPerByte()},
            {"n", m.inputs.n},
            {"k", m.inputs.k},
            {"ops", std::move(ops)}};
}

// The words the JSON gives for where this CPU's memory bandwidth came from.
const char *bandwidthSourceId(BandwidthSource source)
{
    switch (source) {
    case BandwidthSource::Assumed:
        return "assumed";
    case BandwidthSource::Entered:
        return "entered";
    case BandwidthSource::KeptProfile:
        return "kept_profile";
    case BandwidthSource::GivenProfile:
        return "profile";
    case BandwidthSource::MeasuredNow:
        return "measured";
    }
    return "assumed";
}

Json transferJson(const std::vector<BatchTransfer> &transfers)
{
    Json rows = Json::array();
    for (const BatchTransfer &t : transfers) {
        rows.push_back({{"batch", t.batch},
                        {"bytes", t.bytes},
                        {"copy_ms", t.copySeconds * 1e3},
                        {"cpu_compute_ms", t.cpuComputeSeconds * 1e3},
                        {"copy_share", t.copyShare},
                        {"accel_compute_ms", t.accelComputeSeconds * 1e3},
                        {"accel_copy_share", t.accelCopyShare},
                        {"cpu_serial_ms", t.cpuSerialSeconds * 1e3},
                        {"cpu_overlapped_ms", t.cpuOverlappedSeconds * 1e3},
                        {"accel_serial_ms", t.accelSerialSeconds * 1e3},
                        {"accel_overlapped_ms", t.accelOverlappedSeconds * 1e3}});
    }
    return rows;
}

Json interconnectJson(const ReportModel &m)
{
    Json json = {{"cards", m.inputs.cards},
                 {"tokens_per_step", m.inputs.tokensPerStep},
                 {"utilization", m.inputs.utilization},
                 {"step_compute_ms", m.stepComputeSeconds * 1e3},
                 {"link_fallback", m.linkFallback}};
    addLink(json, {m.link.link, m.interconnect, {}}, m.link.gradientBytes);
    Json links = Json::array();
    for (const ReportModel::LinkRow &row : m.links) {
        Json item = Json::object();
        addLink(item, row, m.link.gradientBytes);
        links.push_back(std::move(item));
    }
    json["links"] = std::move(links);
    return json;
}

// The first question on the sized device: its balance point and where each operation is bound.
Json bottleneckJson(const ReportModel &m)
{
    Json ops = Json::array();
    for (const Operation &op : m.operations)
        ops.push_back({{"op", op.id},
                       {"flops_per_byte", op.flopsPerByte()},
                       {"bound", boundId(m.fitRoofline.boundFor(op.flopsPerByte()))},
                       {"attainable_gflops", m.fitRoofline.attainableGflops(op.flopsPerByte())}});
    return {{"peak_gflops", m.fitRoofline.peakGflops},
            {"mem_bandwidth_gbs", m.fitRoofline.bandwidthGBs},
            {"balance_flops_per_byte", m.fitRoofline.balanceFlopsPerByte()},
            {"ops", std::move(ops)}};
}

// The user's kernels on their rooflines; a kernel no roof holds has nulls and the reason.
Json kernelsJson(const ReportModel &m)
{
    Json rows = Json::array();
    for (const ReportModel::PlacedKernel &k : m.kernels) {
        const KernelPlacement &p = k.placement;
        const bool placed = !p.roof.empty();
        const auto figure = [placed](double value) {
            return placed ? Json(value) : Json(nullptr);
        };
        Json row = {{"name", k.kernel.name},
                    {"device", k.kernel.device},
                    {"precision", k.kernel.precision},
                    {"flops", k.kernel.flops},
                    {"bytes", k.kernel.bytes},
                    {"seconds", k.kernel.seconds},
                    {"flops_per_byte", k.op.flopsPerByte()},
                    {"attained_gflops", k.kernel.flops / k.kernel.seconds / 1e9},
                    {"on_measured_hierarchy", k.onHierarchy},
                    {"on_measured_gpu", k.onMeasuredGpu},
                    {"roof", placed ? Json(p.roof) : Json(nullptr)},
                    {"bound_gflops", figure(p.boundGflops)},
                    {"share_of_bound", figure(p.shareOfBound)},
                    {"speedup_at_bound", figure(p.speedupAtBound)},
                    {"above_datasheet", k.aboveDatasheet()}};
        if (!placed)
            row["unplaced_reason"] = k.unplacedReason;
        rows.push_back(std::move(row));
    }
    return rows;
}

// The version and the keys of one part of the report.
Json onlyPart(Json json, int part)
{
    static const std::vector<std::vector<const char *>> kKeys = {
        {"cpu"},
        {"devices"},
        {"intensity", "kernels", "compare"},
        {"transfer"},
        {"sizing", "training", "inference"}};
    Json kept = {{"version", json["version"]}, {"part", part}};
    for (const char *key : kKeys[std::size_t(part - 1)]) {
        if (json.contains(key))
            kept[key] = std::move(json[key]);
    }
    return kept;
}

} // namespace

std::string ReportModel::toJson(int part) const
{
    // The kernels and threads that measured the figure, as the measurement recorded them; a
    // figure that was given was measured by nothing.
    Json cpu = {{"gflops", cpuGflops},
                {"measured", cpuMeasured},
                {"from_profile", cpuFromProfile},
                {"openblas_core", measurement ? Json(measurement->coreName) : Json(nullptr)},
                {"openblas_threads", measurement ? Json(measurement->threadsUsed) : Json(nullptr)}};
    if (measurement)
        cpu["measurement"] = SgemmJson::value(*measurement);
    cpu["mem_bandwidth_gbs"] = inputs.memBandwidthGBs;
    cpu["mem_bandwidth_source"] = bandwidthSourceId(inputs.memBandwidthSource);
    Json deviceRows = Json::array();
    for (std::size_t i = 0; i < devices.size(); ++i) {
        deviceRows.push_back(deviceJson(devices[i], &devices.front(), inputs.precision));
        // A measured GPU's row follows its datasheet row, or this CPU's for an unknown card, as
        // on tab 2: beside the datasheet, never in its place.
        if (measuredGpu && int(i) == measuredGpu->followsRow())
            deviceRows.push_back(
                deviceJson(measuredGpu->device, &devices.front(), inputs.precision));
    }
    const Json sizing = {{"device", fitDevice.id},
                         {"precision", Precisions::id(inputs.precision)},
                         {"peak_tflops", fitPeakTflops},
                         {"precision_fallback", precisionFallback},
                         {"computed_precision", Precisions::id(fitComputedPrecision)},
                         {"bottleneck", bottleneckJson(*this)},
                         {"memory", report_json::memoryJson(*this)},
                         {"sharding", report_json::shardingJson(*this)},
                         {"interconnect", interconnectJson(*this)}};
    Json json = {{"version", BLAB_VERSION},
                 {"cpu", std::move(cpu)},
                 {"devices", std::move(deviceRows)},
                 {"intensity", intensityJson(*this)},
                 {"transfer", transferJson(transfers)},
                 {"sizing", sizing}};
    if (comparison)
        json["compare"] = comparison->toJson();
    if (inference && inferenceMode()) {
        json["inference"] = report_json::inferenceJson(*inferenceInputs, *inference);
        // The precision and link serving used, and whether each was chosen for the device
        // because it was not given (ServingSetup::followDevice).
        json["inference"]["precision"] = Precisions::id(inputs.precision);
        json["inference"]["precision_chosen_for_device"] = servingChoice.precisionChosen;
        json["inference"]["link_kind"] = InterconnectModel::linkKindId(link.link.kind);
        json["inference"]["link_kind_chosen_for_device"] = servingChoice.linkKindChosen;
    }
    if (!inferenceMode())
        json["training"] = report_json::trainingJson(*this);
    if (!kernels.empty())
        json["kernels"] = kernelsJson(*this);
    return JsonWriter::write(part >= 1 && part <= 5 ? onlyPart(std::move(json), part) : json) +
           "\n";
}

std::string timedCommandJson(const ReportModel &model, const std::vector<std::string> &command,
                             const std::vector<double> &runSeconds)
{
    const Json kernels = kernelsJson(model);
    return JsonWriter::write(
               {{"version", BLAB_VERSION},
                {"command", command},
                {"runs_seconds", runSeconds},
                {"fastest_seconds", *std::min_element(runSeconds.begin(), runSeconds.end())},
                {"kernel", kernels.empty() ? Json(nullptr) : kernels[0]}}) +
           "\n";
}

std::string devicesJson(const std::vector<DeviceSpec> &devices)
{
    Json rows = Json::array();
    for (const DeviceSpec &d : devices)
        rows.push_back(deviceJson(d, nullptr, Precision::Fp32));
    return JsonWriter::write({{"version", BLAB_VERSION}, {"devices", std::move(rows)}}) + "\n";
}

namespace {

Json modelListingJson(const ModelListing &row)
{
    const ModelSpec &m = row.spec;
    Json json = modelShapeJson(m);
    json["parameters_from_shape"] = row.parameters;
    json["active_parameters"] = row.activeParameters;
    json["nextn_parameters"] = row.nextnParameters;
    json["kind"] = m.kindId();
    json["kv_cache_bytes_per_token_fp16"] = row.kvBytesPerTokenFp16;
    json["kv_cache_bytes_per_token_fp8"] = row.kvBytesPerTokenFp8;
    json["kv_cache_bytes_at_max_context_fp16"] = row.kvBytesAtMaxContextFp16;
    json["source"] = m.source;
    json["user"] = m.user;
    return json;
}

} // namespace

std::string modelsJson(const std::vector<ModelListing> &models)
{
    Json rows = Json::array();
    for (const ModelListing &row : models)
        rows.push_back(modelListingJson(row));
    return JsonWriter::write({{"version", BLAB_VERSION}, {"models", std::move(rows)}}) + "\n";
}

std::string importedModelJson(const ModelListing &model, const std::vector<std::string> &ignored)
{
    return JsonWriter::write({{"version", BLAB_VERSION},
                              {"model", modelListingJson(model)},
                              {"ignored_fields", ignored}}) +
           "\n";
}

} // namespace blab::core
