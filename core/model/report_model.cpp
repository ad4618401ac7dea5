// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/report_model.h"

#include "catalog/model_catalog_file.h"
#include "catalog/model_shape_json.h"
#include "io/json_writer.h"
#include "measure/sgemm_json.h"
#include "model/inference_model.h"
#include "model/serving_setup.h"

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
                 {"watts", d.watts},
                 {"memory_gb", d.memoryGB},
                 {"host_link", d.hostLinkText()},
                 {"host_link_gbs", d.hostLinkGBs()},
                 {"card_link", d.cardLinkName},
                 {"card_link_gbs", d.cardLinkGBs},
                 {"measured", d.measured},
                 {"user", d.user}};
    if (cpu) {
        const DeviceRatios ratios = DeviceCatalog::ratios(d, *cpu, precision);
        json["precision"] = Precisions::id(precision);
        // A device without the chosen format has no figure in it: null, not its FP32 one.
        json["compute_ratio"] = ratios.hasPrecision ? Json(ratios.compute) : Json();
        json["bandwidth_ratio"] = ratios.bandwidth;
        json["gflops_per_watt"] = ratios.hasPrecision ? Json(ratios.gflopsPerWatt) : Json();
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

Json memoryJson(const ReportModel &m)
{
    const WhatIfInputs &in = m.inputs;
    const MemoryBreakdown &memory = m.memory;
    return {{"params", in.params},
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
            {"device_memory_bytes", m.fitDevice.memoryGB * 1e9},
            {"fits", m.fits}};
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

Json shardingJson(const ShardingResult &sharding)
{
    Json json = {{"cards", sharding.cards},
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

ReportModel ReportModel::build(const WhatIfInputs &inputs, const ThisCpu &cpu,
                               const std::vector<DeviceSpec> *userDevices,
                               const std::vector<ModelSpec> *userModels)
{
    ReportModel m;
    m.inputs = inputs;
    m.cpuGflops = cpu.gflops;
    m.cpuMeasured = cpu.source == CpuSource::Measured;
    m.devices = DeviceCatalog::all(cpu, inputs.memBandwidthGBs, userDevices);
    for (const DeviceSpec &d : m.devices) {
        m.ratios.push_back(DeviceCatalog::ratios(d, m.devices.front(), inputs.precision));
        m.fp32Ratios.push_back(DeviceCatalog::ratios(d, m.devices.front(), Precision::Fp32));
    }
    m.buildRoofline();
    m.buildTransfers();

    m.models = ModelCatalogFile::all(userModels);
    m.buildSizing();
    m.buildInterconnect();
    m.buildInference();
    return m;
}

void ReportModel::buildRoofline()
{
    operations = RooflineModel::lessonOperations(inputs.n, inputs.k);
    if (inputs.rooflineDevice.empty()) {
        rooflineDeviceIndex = -1;
        roofline = {inputs.rooflinePeakGflops.value_or(cpuGflops),
                    inputs.rooflineBandwidthGBs.value_or(inputs.memBandwidthGBs)};
        return;
    }
    // This CPU takes its figures as given rather than through its TFLOPS, so that the roof is the
    // measured or entered figure to the last digit.
    rooflineDeviceIndex = 0;
    roofline = {cpuGflops, inputs.memBandwidthGBs};
    for (std::size_t i = 1; i < devices.size(); ++i) {
        if (devices[i].id == inputs.rooflineDevice) {
            rooflineDeviceIndex = static_cast<int>(i);
            roofline = {devices[i].effectiveTflops(inputs.precision) * 1000.0,
                        devices[i].memBandwidthGBs};
        }
    }
}

void ReportModel::buildTransfers()
{
    TransferInputs transfer;
    transfer.sampleBytes = inputs.sampleBytes;
    transfer.flopsPerSample = inputs.flopsPerSample;
    transfer.linkGBs = inputs.linkGBs;
    transfer.cpuGflops = cpuGflops;
    transfer.accelTflops = inputs.accelTflops;
    for (int batch : inputs.batches)
        transfers.push_back(TransferModel::forBatch(transfer, batch));
    userTransfer = TransferModel::forBatch(transfer, inputs.userBatch);
}

void ReportModel::buildSizing()
{
    fitDevice = devices.front();
    for (const DeviceSpec &d : devices) {
        if (d.id == inputs.device)
            fitDevice = d;
    }
    fitPeakTflops = fitDevice.effectiveTflops(inputs.precision);
    precisionFallback = !fitDevice.peakTflops(inputs.precision).has_value();
    fitRoofline = {fitPeakTflops * 1000.0, fitDevice.memBandwidthGBs};
    buildTrainingStep();

    MemoryInputs in;
    in.params = inputs.params;
    in.weightBytes = inputs.weightBytes();
    in.gradientBytes = inputs.weightBytes();
    in.optimizer = inputs.optimizer;
    in.activationBytes = activationBytes(inputs);
    memory = MemoryModel::estimate(in);
    const double deviceBytes = fitDevice.memoryGB * 1e9;
    fits = memory.totalBytes <= deviceBytes;
    sharding = MemoryModel::shard(memory, inputs.cards, deviceBytes);
}

void ReportModel::buildTrainingStep()
{
    if (inputs.trainingModel.empty())
        return;
    for (const ModelSpec &m : models) {
        if (m.id == inputs.trainingModel)
            trainingModel = m;
    }
    if (!trainingModel)
        return;
    // The shape decides the parameters, for memory and the all-reduce as for the step, and the
    // layers and hidden size of the transformer's activation estimate.
    inputs.params = trainingModel->totalParameters();
    inputs.layers = trainingModel->layers;
    inputs.hidden = trainingModel->hidden;
    TrainingStepInputs in;
    in.model = *trainingModel;
    in.tokens = inputs.tokensPerStep;
    in.sequence = inputs.seqLen;
    in.weightBytes = inputs.weightBytes();
    in.optimizer = inputs.optimizer;
    in.peakTflops = fitPeakTflops;
    in.utilization = inputs.utilization;
    in.bandwidthGBs = fitDevice.memBandwidthGBs;
    in.bandwidthEfficiency =
        inputs.bandwidthEfficiency.value_or(EfficiencyDefaults::builtIn().bandwidthEfficiency);
    trainingStep = TrainingStepModel::evaluate(in);
}

void ReportModel::buildInterconnect()
{
    // One figure for a step's compute on the whole tab: the sum of question one's parts when the
    // model's shape is known, else 6 · parameters · tokens at the utilisation.
    if (inputs.stepComputeMs)
        stepComputeSeconds = *inputs.stepComputeMs / 1e3;
    else if (trainingStep)
        stepComputeSeconds = trainingStep->seconds;
    else
        stepComputeSeconds = InterconnectModel::stepComputeSeconds(
            inputs.params, inputs.tokensPerStep, fitPeakTflops, inputs.utilization);
    auto chosen = InterconnectModel::linkFor(inputs.linkKind, fitDevice, inputs.cardLinkGBs);
    if (!chosen) {
        // A CPU has no PCIe link to the host and a card may have no card link; the typed-in
        // bandwidth always exists, so fall back to it.
        linkFallback = true;
        chosen = InterconnectModel::linkFor(LinkKind::Custom, fitDevice, inputs.cardLinkGBs);
    }
    // A latency typed in belongs to the link in use; the other rows keep their kind's typical
    // latency, so that the comparison between kinds stays fair.
    const auto linkInputs = [&](LinkSpec spec) {
        if (inputs.linkLatencyUs && spec.kind == chosen->kind)
            spec.latencySeconds = *inputs.linkLatencyUs / 1e6;
        InterconnectInputs in;
        in.cards = inputs.cards;
        in.gradientBytes = memory.gradientsBytes;
        in.link = spec;
        in.network = ServingSetup::network(inputs);
        in.computeSeconds = stepComputeSeconds;
        return in;
    };
    for (LinkKind kind : InterconnectModel::kAllKinds) {
        if (const auto spec = InterconnectModel::linkFor(kind, fitDevice, inputs.cardLinkGBs)) {
            InterconnectInputs in = linkInputs(*spec);
            LinkRow row{in.link, InterconnectModel::evaluate(in), {}};
            for (int cards = 1; cards <= kScalingCards; ++cards) {
                in.cards = cards;
                row.speedups.push_back(InterconnectModel::evaluate(in).speedup);
            }
            links.push_back(row);
        }
    }
    link = linkInputs(*chosen);
    interconnect = InterconnectModel::evaluate(link);
}

double ReportModel::activationBytes(const WhatIfInputs &in)
{
    switch (in.activations) {
    case ActivationMode::None:
        return 0.0;
    case ActivationMode::PerSample:
        return MemoryModel::perSampleActivationBytes(in.sampleActivationBytes, in.microBatch);
    case ActivationMode::Transformer:
        return MemoryModel::transformerActivationBytes(in.layers, in.hidden, in.seqLen,
                                                       in.microBatch, in.weightBytes());
    }
    return 0.0;
}

namespace {

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
            {"step", std::move(parts)}};
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

} // namespace

void ReportModel::buildInference()
{
    const auto found = std::find_if(models.begin(), models.end(),
                                    [this](const ModelSpec &m) { return m.id == inputs.model; });
    if (found == models.end())
        return;
    const ModelSpec *model = &*found;
    // The cards are linked as part five's data parallelism is (the link it fell back to, too).
    const InferenceInputs in =
        ServingSetup::inputs(inputs, *model, fitDevice, fitPeakTflops, link.link);
    inferenceInputs = in;
    inference = InferenceModel::evaluate(in);
    serveProblem = InferenceModel::inputProblem(*model, in.tensorParallel, in.promptTokens,
                                                in.outputTokens, in.context);

    // The whole batch's work, which does not depend on how many cards share it.
    Operation prefill{"prefill", inference->prefill.flops, inference->prefill.bytes};
    prefill.batch = in.batch;
    prefill.tokens = in.promptTokens;
    Operation decode{"decode", inference->decode.flops, inference->decode.bytes};
    decode.batch = in.batch;
    decode.tokens = in.context;
    // Where tab 3 shows part five's device, the phases' expected rates sit under the roof.
    if (rooflineDeviceIndex >= 0 && devices[rooflineDeviceIndex].id == fitDevice.id) {
        const double cards = std::max(1, in.tensorParallel);
        prefill.expectedGflops =
            inference->prefill.flops / cards / inference->prefill.expectedSeconds / 1e9;
        decode.expectedGflops =
            inference->decode.flops / cards / inference->decode.expectedSeconds / 1e9;
    }
    servingOperations = {prefill, decode};
    // Only tab 5's serving side and its export draw these; training's slider moves skip them.
    if (inferenceMode()) {
        buildServingSweep();
        buildServingLinks();
        // Only what validate takes from the command line: the efficiency overrides, and an α
        // typed for the card link the published rows ran over.
        WhatIfInputs overrides = ValidationReport::overridesOf(inputs);
        if (link.link.kind != LinkKind::CardLink)
            overrides.linkLatencyUs.reset();
        validation = ValidationReport::shipped(overrides);
    }
}

std::vector<int> ReportModel::tensorParallelDegrees(const ModelSpec &model)
{
    std::vector<int> degrees;
    for (int n = 1; n <= std::min(kScalingCards, model.heads); ++n) {
        if (model.heads % n == 0)
            degrees.push_back(n);
    }
    return degrees;
}

void ReportModel::buildServingSweep()
{
    InferenceInputs in = *inferenceInputs;
    for (int batch = 1; batch <= kServingMaxBatch; batch *= 2) {
        in.batch = batch;
        const InferenceResult r = InferenceModel::evaluate(in);
        // Each limit alone: the batch's tokens over the time that limit alone would take.
        servingSweep.push_back(
            {batch, r.decode.tokensPerSecond, r.decode.tokens / r.decode.computeSeconds,
             r.decode.tokens / r.decode.memorySeconds, r.decode.expectedTokensPerSecond});
        if (servingKneeBatch == 0 && r.decode.bound == Bound::Compute)
            servingKneeBatch = batch;
    }
}

void ReportModel::buildServingLinks()
{
    const InferenceInputs base = *inferenceInputs;
    const std::vector<int> degrees = tensorParallelDegrees(base.model);
    const NetworkSpec network = ServingSetup::network(inputs);
    for (LinkKind kind : InterconnectModel::kAllKinds) {
        std::optional<LinkSpec> spec =
            InterconnectModel::linkFor(kind, fitDevice, inputs.cardLinkGBs);
        if (!spec)
            continue;
        // A latency typed in belongs to the link in use, as in the training rows.
        if (inputs.linkLatencyUs && spec->kind == link.link.kind)
            spec->latencySeconds = *inputs.linkLatencyUs / 1e6;
        InferenceInputs in = base;
        in.fabric = InterconnectModel::expectedFabric(*spec, network);
        in.boundFabric = InterconnectModel::boundFabric(*spec, network);
        ServingLinkRow row;
        row.link = *spec;
        for (int cards : degrees) {
            // Tensor parallelism stays inside one server; past it, whole servers hold replicas
            // of the largest split one server takes, each serving its own batch.
            int split = cards;
            while (split > network.cardsPerServer || base.model.heads % split != 0)
                --split;
            if (cards % split != 0)
                continue;
            in.tensorParallel = split;
            const InferenceResult r = InferenceModel::evaluate(in);
            const double replicas = double(cards) / split;
            row.cards.push_back(cards);
            row.speedups.push_back(replicas * r.tensorParallelSpeedup);
            row.expectedSpeedups.push_back(replicas * r.expectedTensorParallelSpeedup);
        }
        servingLinks.push_back(std::move(row));
    }
}

void ReportModel::attachProfiles(const std::optional<MachineProfile> &mine,
                                 const std::optional<MachineProfile> &other)
{
    const auto roofline = [](const std::optional<MachineProfile> &p) {
        return p ? std::optional(HierarchyRoofline::from(*p)) : std::nullopt;
    };
    profile = mine;
    hierarchy = roofline(mine);
    otherProfile = other;
    otherHierarchy = roofline(other);
    comparison.reset();
    if (mine && other)
        comparison = MachineComparison::from(*mine, *other);
}

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
    Json deviceRows = Json::array();
    for (const DeviceSpec &d : devices)
        deviceRows.push_back(deviceJson(d, &devices.front(), inputs.precision));
    const Json sizing = {{"device", fitDevice.id},
                         {"precision", Precisions::id(inputs.precision)},
                         {"peak_tflops", fitPeakTflops},
                         {"precision_fallback", precisionFallback},
                         {"bottleneck", bottleneckJson(*this)},
                         {"memory", memoryJson(*this)},
                         {"sharding", shardingJson(sharding)},
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
    return JsonWriter::write(json) + "\n";
}

std::string devicesJson(const std::vector<DeviceSpec> &devices)
{
    Json rows = Json::array();
    for (const DeviceSpec &d : devices)
        rows.push_back(deviceJson(d, nullptr, Precision::Fp32));
    return JsonWriter::write({{"version", BLAB_VERSION}, {"devices", std::move(rows)}}) + "\n";
}

std::vector<ModelListing> modelListing(const std::vector<ModelSpec> &models)
{
    std::vector<ModelListing> rows;
    for (const ModelSpec &m : models)
        rows.push_back({m, m.totalParameters(), m.activeParameters(), m.kvBytesPerToken(2.0)});
    return rows;
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
