#include "core/report_model.h"

#include "core/json_writer.h"
#include "core/system_info.h"

namespace blab::core {

namespace {

void writeSgemm(JsonWriter &json, const SgemmResult &r)
{
    json.beginObject()
        .field("n", r.n)
        .field("repeats", r.repeats)
        .field("threads", r.threadsUsed)
        .field("core", r.coreName)
        .field("flops", r.flops)
        .field("warmup_calls", r.warmupCalls)
        .field("warmup_seconds", r.warmupSeconds)
        .field("best_seconds", r.bestSeconds)
        .field("median_seconds", r.medianSeconds)
        .field("gflops", r.gflops())
        .field("median_gflops", r.medianGflops());
    json.key("runs_seconds").beginArray();
    for (double s : r.runSeconds)
        json.value(s);
    json.endArray();
    json.field("verified", r.verified())
        .field("verify_samples", r.verification.samples)
        .field("verify_worst_error_ratio", r.verification.worstErrorRatio)
        .field("cancelled", r.cancelled)
        .field("openblas_config", SystemInfo::openblasConfig())
        .endObject();
}

void writeDevice(JsonWriter &json, const DeviceSpec &d, const DeviceSpec &cpu)
{
    const DeviceRatios ratios = DeviceCatalog::ratios(d, cpu);
    json.beginObject()
        .field("id", d.id)
        .field("name", d.name)
        .field("fp32_tflops", d.fp32Tflops)
        .field("mem_bandwidth_gbs", d.memBandwidthGBs)
        .field("watts", d.watts)
        .field("memory_gb", d.memoryGB)
        .field("measured", d.measured)
        .field("compute_ratio", ratios.compute)
        .field("bandwidth_ratio", ratios.bandwidth)
        .field("gflops_per_watt", d.gflopsPerWatt())
        .field("source", d.source)
        .endObject();
}

} // namespace

ReportModel ReportModel::build(const WhatIfInputs &inputs, double cpuGflops, bool cpuMeasured,
                               double cpuMemoryGB, const std::vector<DeviceSpec> *otherDevices)
{
    ReportModel m;
    m.inputs = inputs;
    m.cpuGflops = cpuGflops;
    m.cpuMeasured = cpuMeasured;
    m.devices = DeviceCatalog::all(cpuGflops, inputs.memBandwidthGBs, cpuMeasured, cpuMemoryGB);
    if (otherDevices) {
        m.devices.resize(1);
        m.devices.insert(m.devices.end(), otherDevices->begin(), otherDevices->end());
    }

    m.roofline = {inputs.rooflinePeakGflops.value_or(cpuGflops),
                  inputs.rooflineBandwidthGBs.value_or(inputs.memBandwidthGBs)};
    m.operations = RooflineModel::lessonOperations(inputs.n, inputs.k);

    TransferInputs transfer;
    transfer.sampleBytes = inputs.sampleBytes;
    transfer.flopsPerSample = inputs.flopsPerSample;
    transfer.linkGBs = inputs.linkGBs;
    transfer.cpuGflops = cpuGflops;
    transfer.accelTflops = inputs.accelTflops;
    for (int batch : inputs.batches)
        m.transfers.push_back(TransferModel::forBatch(transfer, batch));

    MemoryInputs memory;
    memory.params = inputs.params;
    memory.weightBytes = inputs.weightBytes;
    memory.gradientBytes = inputs.weightBytes;
    memory.optimizer = inputs.optimizer;
    m.memory = MemoryModel::estimate(memory);
    m.fitDevice = m.devices.front();
    for (const DeviceSpec &d : m.devices) {
        if (d.id == inputs.device)
            m.fitDevice = d;
    }
    m.fits = m.memory.totalBytes <= m.fitDevice.memoryGB * 1e9;

    m.link.cards = inputs.cards;
    m.link.gradientBytes = m.memory.gradientsBytes;
    m.link.linkGBs = inputs.cardLinkGBs;
    m.link.computeSeconds = inputs.stepComputeMs / 1e3;
    m.interconnect = InterconnectModel::evaluate(m.link);
    return m;
}

std::vector<std::string> ReportModel::deviceIds()
{
    std::vector<std::string> ids;
    for (const DeviceSpec &d : DeviceCatalog::all(1.0, 1.0, false, 1.0))
        ids.push_back(d.id);
    return ids;
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
        writeSgemm(json, *measurement);
    }
    json.endObject();

    json.key("devices").beginArray();
    for (const DeviceSpec &d : devices)
        writeDevice(json, d, devices.front());
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
    json.key("memory")
        .beginObject()
        .field("params", inputs.params)
        .field("optimizer", MemoryModel::optimizerId(inputs.optimizer))
        .field("weight_bytes_per_param", inputs.weightBytes)
        .field("weights_bytes", memory.weightsBytes)
        .field("gradients_bytes", memory.gradientsBytes)
        .field("optimizer_bytes", memory.optimizerBytes)
        .field("total_bytes", memory.totalBytes)
        .field("multiple_of_weights", memory.multipleOfWeights)
        .field("device", fitDevice.id)
        .field("device_memory_bytes", fitDevice.memoryGB * 1e9)
        .field("fits", fits)
        .endObject();
    json.key("interconnect")
        .beginObject()
        .field("cards", inputs.cards)
        .field("link_bandwidth_gbs", inputs.cardLinkGBs)
        .field("gradient_bytes", memory.gradientsBytes)
        .field("step_compute_ms", inputs.stepComputeMs)
        .field("allreduce_seconds", interconnect.allreduceSeconds)
        .field("step_seconds", interconnect.stepSeconds)
        .field("speedup", interconnect.speedup)
        .field("efficiency", interconnect.efficiency)
        .endObject();
    json.endObject();

    json.endObject();
    return json.str() + "\n";
}

std::string sgemmResultJson(const SgemmResult &result)
{
    JsonWriter json;
    writeSgemm(json, result);
    return json.str() + "\n";
}

} // namespace blab::core
