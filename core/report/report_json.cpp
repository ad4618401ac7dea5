// SPDX-License-Identifier: GPL-3.0-or-later

// The report as JSON (ReportModel::toJson) and the devices and models subcommands' JSON: every
// figure of the snapshot under stable keys, written in the C locale by JsonWriter.

#include "catalog/model_shape_json.h"
#include "io/json_writer.h"
#include "measure/cpu/sgemm_json.h"
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
                 {"fp32_tflops", d.fp32Tflops},
                 {"tf32_tflops", orNull(d.tf32Tflops)},
                 {"bf16_tflops", orNull(d.bf16Tflops)},
                 {"fp8_tflops", orNull(d.fp8Tflops)},
                 {"mem_bandwidth_gbs", d.memBandwidthGBs},
                 // A card measured here that no datasheet names has no power figure: null.
                 {"watts", d.watts > 0 ? Json(d.watts) : Json()},
                 {"memory_gb", d.memoryGB},
                 {"host_link", d.hostLinkText()},
                 {"host_link_gbs", d.hostLinkGBs()},
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

// Question three under the layout: the old names keep their meaning per card (after the tensor
// × pipeline split and the ZeRO stage's sharding), and the layout's own figures follow.
Json layoutMemoryJson(const ReportModel &m, Json json)
{
    const TrainingRunMemory &mem = m.trainingRun->memory;
    const TrainingLayout &l = m.trainingLayout;
    json["basis"] = "layout";
    json["weights_bytes"] = mem.weightsBytes;
    json["gradients_bytes"] = mem.gradientsBytes;
    json["optimizer_bytes"] = mem.optimizerBytes;
    json["activations"] = "layout";
    json["activations_bytes"] = mem.activationsBytes;
    json["total_bytes"] = mem.totalBytes;
    json["multiple_of_weights"] = mem.totalBytes / mem.weightsBytes;
    json["device_memory_bytes"] = mem.deviceBytes;
    json["fits"] = m.fits;
    json["layout"] = {{"tp", l.tensorParallel},
                      {"pp", l.pipelineParallel},
                      {"vp", l.virtualStages},
                      {"dp", l.dataParallel()},
                      {"zero_stage", l.zeroStage},
                      {"recompute", Recomputes::id(l.recompute)},
                      {"sequence_parallel", OnOffs::id(l.sequenceParallel)},
                      {"seq_len", l.seqLen},
                      {"micro_batch", l.microBatch}};
    json["stage"] = PipelineStages::id(mem.stage);
    json["first_stage_bytes"] = mem.firstStageBytes;
    json["last_stage_bytes"] = mem.lastStageBytes;
    json["parameters_per_card"] = mem.parameters;
    json["layers_on_stage"] = mem.layersOnStage;
    json["layer_activation_bytes"] = mem.layerActivationBytes;
    json["layer_activation_bytes_without_recompute"] = mem.layerActivationBytesWithout;
    json["layer_activation_bytes_full_recompute"] = mem.layerActivationBytesFull;
    json["micro_batches_in_flight"] = mem.microBatchesInFlight;
    json["logits_bytes"] = mem.logitsBytes;
    json["activation_source"] =
        "Korthikanti et al. 2022, section 4: s*b*h*(10 + 24/t) at 16 bits with the attention "
        "scores never stored, s*b*h*34/t with sequence parallelism; full recomputation 2*s*b*h "
        "(over t with sequence parallelism)";
    return json;
}

Json memoryJson(const ReportModel &m)
{
    const WhatIfInputs &in = m.inputs;
    const MemoryBreakdown &memory = m.memory;
    Json json = {{"basis", "parameters"},
                 {"params", in.params},
                 {"weight_dtype", WeightDtypes::id(in.weightDtype)},
                 {"optimizer", MemoryModel::optimizerId(in.optimizer)},
                 {"weight_bytes_per_param", in.weightBytes()},
                 {"optimizer_bytes_per_param",
                  MemoryModel::optimizerBytesPerParam(in.optimizer, in.weightBytes())},
                 {"weights_bytes", memory.weightsBytes},
                 {"gradients_bytes", memory.gradientsBytes},
                 {"optimizer_bytes", memory.optimizerBytes},
                 {"activations", MemoryModel::activationModeId(in.activations)},
                 {"activations_bytes", memory.activationsBytes},
                 {"total_bytes", memory.totalBytes},
                 {"multiple_of_weights", memory.multipleOfWeights},
                 {"device", m.fitDevice.id},
                 {"device_memory_bytes", m.fitDeviceBytes},
                 {"fits", m.fits}};
    return m.memoryFollowsLayout() ? layoutMemoryJson(m, std::move(json)) : json;
}

// The fewest cards for one split: a number, or null beside a reason a script can test.
void putFewestCards(Json &json, const std::string &key, int cards)
{
    if (cards > 0) {
        json[key] = cards;
        return;
    }
    json[key] = nullptr;
    json[key + "_reason"] = cards == ShardingResult::kPastTheCardCap
                                ? "more_than_" + std::to_string(MemoryModel::kMaxCards) + "_cards"
                                : std::string("unsplit_parts_fill_a_card");
}

Json shardingJson(const ReportModel &m)
{
    const ShardingResult &sharding = m.sharding;
    Json json = {{"basis", m.memoryFollowsLayout() ? "layout" : "parameters"},
                 {"cards", sharding.cards},
                 {"replicated_bytes_per_card", sharding.replicatedBytes},
                 {"optimizer_sharded_bytes_per_card", sharding.optimizerShardedBytes},
                 {"gradient_sharded_bytes_per_card", sharding.gradientShardedBytes},
                 {"fully_sharded_bytes_per_card", sharding.fullyShardedBytes},
                 {"fits_optimizer_sharded", sharding.fitsOptimizerSharded},
                 {"fits_gradient_sharded", sharding.fitsGradientSharded},
                 {"fits_fully_sharded", sharding.fitsFullySharded}};
    putFewestCards(json, "min_cards_optimizer_sharded", sharding.minCardsOptimizerSharded);
    putFewestCards(json, "min_cards_gradient_sharded", sharding.minCardsGradientSharded);
    putFewestCards(json, "min_cards_fully_sharded", sharding.minCardsFullySharded);
    json["replicated_traffic_bytes"] = sharding.replicatedTrafficBytes;
    json["gradient_sharded_traffic_bytes"] = sharding.gradientShardedTrafficBytes;
    json["fully_sharded_traffic_bytes"] = sharding.fullyShardedTrafficBytes;
    // Under the layout the states are sharded over the data-parallel copies, not all the cards.
    if (m.memoryFollowsLayout())
        json["data_parallel"] = m.trainingLayout.dataParallel();
    return json;
}

// One phase of serving: per token, the intensity and what bounds it, and its time.
Json phaseJson(const PhaseFigures &p)
{
    return {{"tokens", p.tokens},
            {"flops_per_token", p.flopsPerToken},
            {"bytes_per_token", p.bytesPerToken},
            {"flops_per_byte", p.flopsPerByte},
            {"bound", p.bound == Bound::Compute ? "compute" : "bandwidth"},
            {"compute_seconds", p.computeSeconds},
            {"memory_seconds", p.memorySeconds},
            {"all_reduce_seconds", p.allReduceSeconds},
            {"seconds", p.seconds},
            {"tokens_per_second", p.tokensPerSecond},
            {"expected_seconds", p.expectedSeconds},
            {"expected_tokens_per_second", p.expectedTokensPerSecond}};
}

Json requestFiguresJson(const RequestFigures &f)
{
    return {{"time_to_first_token_seconds", f.timeToFirstTokenSeconds},
            {"time_per_output_token_seconds", f.timePerOutputTokenSeconds},
            {"end_to_end_seconds", f.endToEndSeconds},
            {"output_tokens_per_second", f.outputTokensPerSecond},
            {"output_tokens_per_second_per_user", f.outputTokensPerSecondPerUser},
            {"output_tokens_per_second_per_card", f.outputTokensPerSecondPerCard}};
}

Json efficiencyJson(const InferenceInputs &in)
{
    const ServingEfficiency &e = in.efficiency;
    // By product size the share is a curve, not one figure: the JSON says null and gives the
    // shares the two phases reached.
    return {{"bandwidth_efficiency", e.bandwidth},
            {"prefill_efficiency", e.gemmCurve.empty() ? Json(e.compute) : Json(nullptr)},
            {"shares_by_product_size", !e.gemmCurve.empty()},
            {"dequant_instructions_per_weight", e.dequantInstructions},
            {"layer_overhead_us", e.layerOverheadSeconds * 1e6},
            {"step_overhead_us", e.stepOverheadSeconds * 1e6},
            {"link_alpha_us", in.fabric.server.alphaSeconds * 1e6},
            {"link_bus_gbs", in.fabric.server.busGBs},
            {"network_alpha_us", in.fabric.network.alphaSeconds * 1e6},
            {"network_bus_gbs", in.fabric.network.busGBs},
            {"cards_per_server", in.fabric.cardsPerServer}};
}

// report --mode inference: the model, the inputs it was served with, the two phases, memory
// and the tensor-parallel split.
Json inferenceJson(const InferenceInputs &in, const InferenceResult &r)
{
    Json prefill = phaseJson(r.prefill);
    prefill["expected_compute_share"] = r.prefill.computeShare;
    prefill["time_to_first_token_seconds"] = r.prefill.seconds;
    Json decode = phaseJson(r.decode);
    // Each sequence gets one token a step: the time per output token is the step's.
    decode["seconds_per_token"] = r.decode.seconds;
    decode["seconds_per_step"] = r.decode.seconds;
    decode["experts_read_per_layer"] = r.expertsRead;
    decode["expected_compute_share"] = r.decode.computeShare;
    decode["expected_bandwidth_share"] = r.decode.bandwidthShare;
    const InferenceMemory &mem = r.memory;
    return {{"model", in.model.id},
            {"parameters", in.model.totalParameters()},
            {"active_parameters", in.model.activeParameters()},
            {"weight_bytes_per_parameter", in.weightBytes},
            {"kv_bytes_per_value", in.kvBytes},
            {"prompt_tokens", in.promptTokens},
            {"output_tokens", in.outputTokens},
            {"context", in.context},
            {"batch", in.batch},
            {"batching", Batchings::id(in.batching)},
            {"concurrency", in.concurrency},
            {"efficiencies", efficiencyJson(in)},
            {"request",
             {{"batching", Batchings::id(r.request.batching)},
              {"sequences", r.request.sequences},
              {"bound", requestFiguresJson(r.request.bound)},
              {"expected", requestFiguresJson(r.request.expected)}}},
            {"prefill", std::move(prefill)},
            {"decode", std::move(decode)},
            {"memory",
             {{"weights_bytes", mem.weightsBytes},
              {"kv_cache_bytes", mem.kvCacheBytes},
              {"kv_cache_bytes_per_token", r.kvBytesPerToken},
              {"overhead_bytes", mem.overheadBytes},
              {"per_card_bytes", mem.perCardBytes},
              {"device_bytes", mem.deviceBytes},
              {"fits", mem.fits},
              {"weights_fit", mem.weightsFit},
              {"max_batch", mem.maxBatch},
              {"max_context", mem.maxContext}}},
            {"parallel",
             {{"tp", in.tensorParallel},
              {"link_gbs", in.boundFabric.server.busGBs},
              {"link_latency_seconds", in.fabric.server.alphaSeconds},
              {"all_reduce_seconds_per_step", r.decode.allReduceSeconds},
              {"expected_all_reduce_seconds_per_step", r.decode.expectedAllReduceSeconds},
              {"single_card_seconds_per_step", r.singleCardDecodeSeconds},
              {"expected_single_card_seconds_per_step", r.expectedSingleCardDecodeSeconds},
              {"single_card_fits", r.singleCardMemory.fits},
              {"speedup", r.tensorParallelSpeedup},
              {"expected_speedup", r.expectedTensorParallelSpeedup}}}};
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

} // namespace

namespace {

// The run as its layout lays it out: the layout, each part of a step bound and expected with the
// efficiency behind it, the figures, and memory per card; null without a model shape.
Json trainingRunFiguresJson(const TrainingRunFigures &f)
{
    return {{"step_seconds", f.stepSeconds},
            {"tokens_per_second", f.tokensPerSecond},
            {"tokens_per_second_per_card", f.tokensPerSecondPerCard},
            {"mfu", f.mfu},
            {"data_parallel_seconds", f.dataParallel.seconds},
            {"data_parallel_exposed_seconds", f.dataParallel.exposedSeconds},
            {"data_parallel_contention_seconds", f.dataParallel.contentionSeconds},
            {"train_seconds", f.trainSeconds > 0 ? Json(f.trainSeconds) : Json(nullptr)},
            {"card_hours", f.cardHours > 0 ? Json(f.cardHours) : Json(nullptr)}};
}

Json trainingRunJson(const ReportModel &m)
{
    if (!m.trainingRun || m.trainingRun->problem != LayoutProblem::None)
        return Json(nullptr);
    const TrainingRun &r = *m.trainingRun;
    const TrainingLayout &l = m.trainingLayout;
    Json parts = Json::array();
    for (const RunPart &p : r.parts)
        parts.push_back(
            {{"name", RunParts::id(p.kind)},
             {"flops", p.flops},
             {"bytes", p.bytes},
             {"bound_seconds", p.boundSeconds},
             {"expected_seconds", p.expectedSeconds},
             {"efficiency", p.efficiency.empty() ? Json(nullptr) : Json(p.efficiency)}});
    const TrainingRunMemory &mem = r.memory;
    return {{"layout",
             {{"cards", l.cards},
              {"tp", l.tensorParallel},
              {"pp", l.pipelineParallel},
              {"vp", l.virtualStages},
              {"dp", l.dataParallel()},
              {"zero_stage", l.zeroStage},
              {"recompute", Recomputes::id(l.recompute)},
              {"sequence_parallel", OnOffs::id(l.sequenceParallel)},
              {"sequence_split", l.splitsSequence()},
              {"tp_overlap", OnOffs::id(l.tpOverlap)},
              {"attention", AttentionKernels::id(l.attention)},
              {"seq_len", l.seqLen},
              {"micro_batch", l.microBatch},
              {"global_batch", l.globalSequences()},
              {"accumulation", r.accumulation},
              {"tokens_per_card_step", l.tokensPerRankStep()}}},
            {"model_flops_per_token", r.modelFlopsPerToken},
            {"mfu_convention", "6N + 12 L H Q T (Chowdhery et al. 2022, appendix B)"},
            {"bubble_share", r.bubbleShare},
            {"parts", std::move(parts)},
            {"bound", trainingRunFiguresJson(r.bound)},
            {"expected", trainingRunFiguresJson(r.expected)},
            {"memory",
             {{"weights_bytes", mem.weightsBytes},
              {"gradients_bytes", mem.gradientsBytes},
              {"optimizer_bytes", mem.optimizerBytes},
              {"activations_bytes", mem.activationsBytes},
              {"layer_activation_bytes", mem.layerActivationBytes},
              {"micro_batches_in_flight", mem.microBatchesInFlight},
              {"logits_bytes", mem.logitsBytes},
              {"total_bytes", mem.totalBytes},
              {"device_bytes", mem.deviceBytes},
              {"fits", mem.fits}}}};
}

// Question one of training: the step of the model being trained, part by part; without a model
// shape, no parts, and the step is 6 · parameters · tokens at the utilisation.
Json trainingJson(const ReportModel &m)
{
    Json parts = Json::array();
    if (m.trainingStep) {
        for (const StepPart &p : m.trainingStep->parts)
            parts.push_back({{"name", TrainingStepModel::partId(p.kind)},
                             {"flops", p.flops},
                             {"bytes", p.bytes},
                             {"flops_per_byte", p.flopsPerByte()},
                             {"bound", p.bound == Bound::Compute ? "compute" : "bandwidth"},
                             {"seconds", p.seconds},
                             {"share_of_step", p.shareOfStep}});
    }
    return {{"model", m.trainingModel ? Json(m.trainingModel->id) : Json(nullptr)},
            {"parameters", m.inputs.params},
            {"tokens_per_step", m.inputs.tokensPerStep},
            {"sequence", m.inputs.seqLen},
            {"balance_flops_per_byte",
             m.trainingStep ? Json(m.trainingStep->balanceFlopsPerByte) : Json(nullptr)},
            {"step_seconds", m.stepComputeSeconds},
            {"step", std::move(parts)},
            {"run", trainingRunJson(m)}};
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

} // namespace

std::string ReportModel::toJson() const
{
    // The kernels and threads that measured the figure, as the measurement recorded them; a
    // figure that was given was measured by nothing.
    Json cpu = {{"gflops", cpuGflops},
                {"measured", cpuMeasured},
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
                         {"bottleneck", bottleneckJson(*this)},
                         {"memory", memoryJson(*this)},
                         {"sharding", shardingJson(*this)},
                         {"interconnect", interconnectJson(*this)}};
    Json json = {{"version", BLAB_VERSION},
                 {"cpu", std::move(cpu)},
                 {"devices", std::move(deviceRows)},
                 {"intensity", intensityJson(*this)},
                 {"transfer", transferJson(transfers)},
                 {"sizing", sizing}};
    if (comparison)
        json["compare"] = comparison->toJson();
    if (inference && inferenceMode())
        json["inference"] = inferenceJson(*inferenceInputs, *inference);
    if (!inferenceMode())
        json["training"] = trainingJson(*this);
    if (!kernels.empty())
        json["kernels"] = kernelsJson(*this);
    return JsonWriter::write(json) + "\n";
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

std::string modelsJson(const std::vector<ModelListing> &models)
{
    Json rows = Json::array();
    for (const ModelListing &row : models) {
        const ModelSpec &m = row.spec;
        Json json = modelShapeJson(m);
        json["parameters_from_shape"] = row.parameters;
        json["active_parameters"] = row.activeParameters;
        json["kv_cache_bytes_per_token_fp16"] = row.kvBytesPerTokenFp16;
        json["source"] = m.source;
        json["user"] = m.user;
        rows.push_back(std::move(json));
    }
    return JsonWriter::write({{"version", BLAB_VERSION}, {"models", std::move(rows)}}) + "\n";
}

} // namespace blab::core
