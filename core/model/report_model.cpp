#include "model/report_model.h"

#include "io/json_writer.h"
#include "io/sgemm_json.h"
#include "measure/system_info.h"

namespace blab::core {

namespace {

void writeLink(JsonWriter &json, const ReportModel::LinkRow &row, double gradientBytes)
{
    json.field("link_kind", InterconnectModel::linkKindId(row.link.kind))
        .field("bus_bandwidth_gbs", row.link.busGBs)
        .field("latency_us", row.link.latencySeconds * 1e6)
        .field("gradient_bytes", gradientBytes)
        .field("allreduce_seconds", row.result.allreduceSeconds)
        .field("algorithm_bandwidth_gbs", row.result.algorithmGBs)
        .field("step_seconds", row.result.stepSeconds)
        .field("overlapped_step_seconds", row.result.overlappedStepSeconds)
        .field("speedup", row.result.speedup)
        .field("efficiency", row.result.efficiency)
        .field("overlapped_speedup", row.result.overlappedSpeedup)
        .field("overlapped_efficiency", row.result.overlappedEfficiency);
}

void writeDeviceJson(JsonWriter &json, const DeviceSpec &d, const DeviceSpec *cpu,
                     Precision precision)
{
    json.beginObject().field("id", d.id).field("name", d.name).field("fp32_tflops", d.fp32Tflops);
    json.field("tf32_tflops", d.tf32Tflops);
    json.field("bf16_tflops", d.bf16Tflops);
    json.field("fp8_tflops", d.fp8Tflops);
    json.field("mem_bandwidth_gbs", d.memBandwidthGBs)
        .field("watts", d.watts)
        .field("memory_gb", d.memoryGB)
        .field("host_link", d.hostLinkText())
        .field("host_link_gbs", d.hostLinkGBs())
        .field("card_link", d.cardLinkName)
        .field("card_link_gbs", d.cardLinkGBs)
        .field("measured", d.measured)
        .field("user", d.user);
    if (cpu) {
        const DeviceRatios ratios = DeviceCatalog::ratios(d, *cpu, precision);
        json.field("precision", Precisions::id(precision))
            .field("compute_ratio", ratios.compute)
            .field("bandwidth_ratio", ratios.bandwidth)
            .field("gflops_per_watt",
                   d.watts > 0 ? d.effectiveTflops(precision) * 1000.0 / d.watts : 0.0);
    }
    json.field("source", d.source).endObject();
}

} // namespace

ReportModel ReportModel::build(const WhatIfInputs &inputs, double cpuGflops, bool cpuMeasured,
                               double cpuMemoryGB, const std::vector<DeviceSpec> *userDevices)
{
    ReportModel m;
    m.inputs = inputs;
    m.cpuGflops = cpuGflops;
    m.cpuMeasured = cpuMeasured;
    m.devices = DeviceCatalog::all(cpuGflops, inputs.memBandwidthGBs, cpuMeasured, cpuMemoryGB,
                                   userDevices);
    for (const DeviceSpec &d : m.devices)
        m.ratios.push_back(DeviceCatalog::ratios(d, m.devices.front(), inputs.precision));
    m.buildRoofline();
    m.buildTransfers();

    m.buildSizing();
    m.buildInterconnect();
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

void ReportModel::buildInterconnect()
{
    stepComputeSeconds =
        inputs.stepComputeMs
            ? *inputs.stepComputeMs / 1e3
            : InterconnectModel::stepComputeSeconds(inputs.params, inputs.tokensPerStep,
                                                    fitPeakTflops, inputs.utilization);
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
        in.computeSeconds = stepComputeSeconds;
        return in;
    };
    for (LinkKind kind : InterconnectModel::kAllKinds) {
        if (const auto spec = InterconnectModel::linkFor(kind, fitDevice, inputs.cardLinkGBs)) {
            const InterconnectInputs in = linkInputs(*spec);
            links.push_back({in.link, InterconnectModel::evaluate(in)});
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

std::string ReportModel::toJson() const
{
    JsonWriter json;
    json.beginObject().field("version", BLAB_VERSION);

    json.key("cpu").beginObject().field("gflops", cpuGflops).field("measured", cpuMeasured);
    json.field("openblas_core", SystemInfo::openblasCoreName())
        .field("openblas_threads", SystemInfo::openblasThreads());
    if (measurement) {
        json.key("measurement");
        SgemmJson::write(json, *measurement);
    }
    json.endObject();

    json.key("devices").beginArray();
    for (const DeviceSpec &d : devices)
        writeDeviceJson(json, d, &devices.front(), inputs.precision);
    json.endArray();

    json.key("intensity")
        .beginObject()
        .field("peak_gflops", roofline.peakGflops)
        .field("mem_bandwidth_gbs", roofline.bandwidthGBs)
        .field("balance_flops_per_byte", roofline.balanceFlopsPerByte())
        .field("n", inputs.n)
        .field("k", inputs.k);
    json.key("ops").beginArray();
    for (const Operation &op : operations) {
        json.beginObject()
            .field("op", op.id)
            .field("flops", op.flops)
            .field("bytes", op.bytes)
            .field("flops_per_byte", op.flopsPerByte())
            .field("bound", boundId(roofline.boundFor(op.flopsPerByte())))
            .field("attainable_gflops", roofline.attainableGflops(op.flopsPerByte()))
            .field("seconds", roofline.secondsFor(op));
        if (op.k > 0)
            json.field("k", op.k);
        json.endObject();
    }
    json.endArray().endObject();

    json.key("transfer").beginArray();
    for (const BatchTransfer &t : transfers) {
        json.beginObject()
            .field("batch", t.batch)
            .field("bytes", t.bytes)
            .field("copy_ms", t.copySeconds * 1e3)
            .field("cpu_compute_ms", t.cpuComputeSeconds * 1e3)
            .field("copy_share", t.copyShare)
            .field("accel_compute_ms", t.accelComputeSeconds * 1e3)
            .field("accel_copy_share", t.accelCopyShare)
            .field("cpu_serial_ms", t.cpuSerialSeconds * 1e3)
            .field("cpu_overlapped_ms", t.cpuOverlappedSeconds * 1e3)
            .field("accel_serial_ms", t.accelSerialSeconds * 1e3)
            .field("accel_overlapped_ms", t.accelOverlappedSeconds * 1e3)
            .endObject();
    }
    json.endArray();

    json.key("sizing").beginObject();
    json.field("device", fitDevice.id)
        .field("precision", Precisions::id(inputs.precision))
        .field("peak_tflops", fitPeakTflops)
        .field("precision_fallback", precisionFallback);
    json.key("memory")
        .beginObject()
        .field("params", inputs.params)
        .field("weight_dtype", WeightDtypes::id(inputs.weightDtype))
        .field("optimizer", MemoryModel::optimizerId(inputs.optimizer))
        .field("weight_bytes_per_param", inputs.weightBytes())
        .field("optimizer_bytes_per_param",
               MemoryModel::optimizerBytesPerParam(inputs.optimizer, inputs.weightBytes()))
        .field("weights_bytes", memory.weightsBytes)
        .field("gradients_bytes", memory.gradientsBytes)
        .field("optimizer_bytes", memory.optimizerBytes)
        .field("activations", MemoryModel::activationModeId(inputs.activations))
        .field("activations_bytes", memory.activationsBytes)
        .field("total_bytes", memory.totalBytes)
        .field("multiple_of_weights", memory.multipleOfWeights)
        .field("device", fitDevice.id)
        .field("device_memory_bytes", fitDevice.memoryGB * 1e9)
        .field("fits", fits)
        .endObject();
    json.key("sharding")
        .beginObject()
        .field("cards", sharding.cards)
        .field("replicated_bytes_per_card", sharding.replicatedBytes)
        .field("optimizer_sharded_bytes_per_card", sharding.optimizerShardedBytes)
        .field("fully_sharded_bytes_per_card", sharding.fullyShardedBytes)
        .field("fits_optimizer_sharded", sharding.fitsOptimizerSharded)
        .field("fits_fully_sharded", sharding.fitsFullySharded)
        .field("min_cards_optimizer_sharded", sharding.minCardsOptimizerSharded)
        .field("min_cards_fully_sharded", sharding.minCardsFullySharded)
        .field("replicated_traffic_bytes", sharding.replicatedTrafficBytes)
        .field("fully_sharded_traffic_bytes", sharding.fullyShardedTrafficBytes)
        .endObject();
    json.key("interconnect").beginObject();
    json.field("cards", inputs.cards)
        .field("tokens_per_step", inputs.tokensPerStep)
        .field("utilization", inputs.utilization)
        .field("step_compute_ms", stepComputeSeconds * 1e3)
        .field("link_fallback", linkFallback);
    writeLink(json, {link.link, interconnect}, link.gradientBytes);
    json.key("links").beginArray();
    for (const LinkRow &row : links) {
        json.beginObject();
        writeLink(json, row, link.gradientBytes);
        json.endObject();
    }
    json.endArray().endObject();
    json.endObject();

    json.endObject();
    return json.str() + "\n";
}

std::string devicesJson(const std::vector<DeviceSpec> &devices)
{
    JsonWriter json;
    json.beginObject().field("version", BLAB_VERSION).key("devices").beginArray();
    for (const DeviceSpec &d : devices)
        writeDeviceJson(json, d, nullptr, Precision::Fp32);
    json.endArray().endObject();
    return json.str() + "\n";
}

} // namespace blab::core
