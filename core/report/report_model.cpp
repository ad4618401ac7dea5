// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/report_model.h"

#include "catalog/model_catalog_file.h"
#include "catalog/precision.h"
#include "inputs/serving_setup.h"
#include "inputs/training_setup.h"
#include "serving/inference_model.h"

#include <algorithm>

namespace blab::core {

ReportModel ReportModel::build(const WhatIfInputs &inputs, const ThisCpu &cpu,
                               const std::vector<DeviceSpec> *userDevices,
                               const std::vector<ModelSpec> *userModels)
{
    ReportModel m;
    m.inputs = inputs;
    m.cpuGflops = cpu.gflops;
    m.cpuMeasured = cpu.source == CpuSource::Measured;
    m.cpuFromProfile = cpu.source == CpuSource::Profile;
    m.sgemmFlops = SgemmBenchmark::flopsFor(inputs.n);
    m.devices = DeviceCatalog::all(cpu, inputs.memBandwidthGBs, userDevices);
    // Serving's precision and link follow the sized device unless given; every part then reads
    // the inputs as chosen.
    const auto sized = std::find_if(m.devices.begin(), m.devices.end(),
                                    [&](const DeviceSpec &d) { return d.id == inputs.device; });
    m.servingChoice =
        ServingSetup::followDevice(m.inputs, sized != m.devices.end() ? *sized : m.devices.front());
    for (const DeviceSpec &d : m.devices) {
        m.ratios.push_back(DeviceCatalog::ratios(d, m.devices.front(), m.inputs.precision));
        m.fp32Ratios.push_back(DeviceCatalog::ratios(d, m.devices.front(), Precision::Fp32));
    }
    m.buildRoofline();
    m.buildTransfers();

    m.models = ModelCatalogFile::all(userModels);
    m.buildSizing();
    m.buildInterconnect();
    m.buildTrainingRun();
    m.buildInference();
    m.placeKernels();
    return m;
}

void ReportModel::buildRoofline()
{
    operations = RooflineModel::lessonOperations(inputs.n, inputs.k);
    // The precision asked, unless a device's roof below falls back to another.
    rooflinePrecision = inputs.precision;
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
            rooflinePrecision = devices[i].computedPrecision(inputs.precision);
            roofline = {devices[i].effectiveTflops(inputs.precision) * 1000.0,
                        devices[i].memBandwidthGBs};
        }
    }
}

TransferInputs ReportModel::transferInputs(double linkGBs) const
{
    TransferInputs transfer;
    transfer.sampleBytes = inputs.sampleBytes;
    transfer.flopsPerSample = inputs.flopsPerSample;
    transfer.linkGBs = linkGBs;
    transfer.cpuGflops = cpuGflops;
    transfer.accelTflops = inputs.accelTflops;
    return transfer;
}

void ReportModel::buildTransfers()
{
    const TransferInputs transfer = transferInputs(inputs.linkGBs);
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
    fitComputedPrecision = fitDevice.computedPrecision(inputs.precision);
    precisionFallback = fitComputedPrecision != inputs.precision;
    fitRoofline = {fitPeakTflops * 1000.0, fitDevice.memBandwidthGBs};
    fitDeviceBytes = fitDevice.memoryGB * 1e9;
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
    stepTokens = inputs.tokensPerStep;
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
    const TrainingLayout layout = TrainingSetup::layout(inputs);
    layoutGiven = !inferenceMode() &&
                  (inputs.tensorParallel > 1 || inputs.pipelineParallel > 1 ||
                   inputs.dataParallel > 0 || inputs.globalBatch > 0) &&
                  layout.problem(*trainingModel) == LayoutProblem::None;
    stepTokens = layoutGiven ? layout.tokensPerRankStep() : inputs.tokensPerStep;
    TrainingStepInputs in;
    in.model = *trainingModel;
    in.tokens = stepTokens;
    in.sequence = inputs.seqLen;
    in.weightBytes = inputs.weightBytes();
    in.activationBytes = inputs.activationBytes();
    in.optimizer = inputs.optimizer;
    in.peakTflops = fitPeakTflops;
    in.utilization = inputs.utilization;
    in.bandwidthGBs = fitDevice.memBandwidthGBs;
    in.bandwidthEfficiency =
        inputs.bandwidthEfficiency.value_or(EfficiencyDefaults::builtIn().bandwidthEfficiency);
    trainingStep = TrainingStepModel::evaluate(in);
}

InterconnectInputs ReportModel::interconnectInputs(LinkSpec spec, LinkKind chosenKind) const
{
    // A latency typed in belongs to the link in use; the other rows keep their kind's typical
    // latency, so that the comparison between kinds stays fair.
    if (inputs.linkLatencyUs && spec.kind == chosenKind)
        spec.latencySeconds = *inputs.linkLatencyUs / 1e6;
    InterconnectInputs in;
    in.cards = inputs.cards;
    in.gradientBytes = memory.gradientsBytes;
    in.link = spec;
    in.network = ServingSetup::network(inputs, fitDevice);
    in.computeSeconds = stepComputeSeconds;
    if (layoutGiven) {
        // Under a layout, a card of a data-parallel copy does 1 / (tp × pp) of that copy's step
        // and sums its share of the gradients with the same card of the other copies; those
        // peers are on other servers when the copy fills one.
        const TrainingLayout layout = TrainingSetup::layout(inputs);
        const int modelParallel = layout.tensorParallel * layout.pipelineParallel;
        in.cards = layout.dataParallel();
        in.gradientBytes = memory.gradientsBytes / modelParallel;
        in.network.cardsPerServer = std::max(1, in.network.cardsPerServer / modelParallel);
        in.computeSeconds = stepComputeSeconds / modelParallel;
    }
    return in;
}

LinkSpec ReportModel::groupLink(LinkKind kind, int cards, const LinkSpec &otherwise) const
{
    // A card link that joins fewer cards than a server holds leaves the rest on PCIe; a card
    // with no PCIe to fall back to keeps the typed-in bandwidth, as the chosen link does.
    auto spec = InterconnectModel::linkForGroup(
        kind, fitDevice, inputs.cardLinkGBs,
        std::min(cards, ServingSetup::domainCards(inputs, fitDevice)));
    if (!spec)
        spec = InterconnectModel::linkFor(LinkKind::Custom, fitDevice, inputs.cardLinkGBs);
    return spec.value_or(otherwise);
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
    const ChosenLink chosen = ServingSetup::link(inputs, fitDevice);
    linkFallback = chosen.fallback || chosen.cardLinkTooSmall;
    cardLinkTooSmall = chosen.cardLinkTooSmall;
    linkGroupCards = chosen.cards;
    // Each kind's row as its cards would run.
    for (LinkKind kind : InterconnectModel::kAllKinds) {
        const std::optional<LinkSpec> own =
            InterconnectModel::linkFor(kind, fitDevice, inputs.cardLinkGBs);
        if (!own)
            continue;
        const int cards = interconnectInputs(*own, chosen.link.kind).cards;
        const InterconnectInputs in =
            interconnectInputs(groupLink(kind, cards, *own), chosen.link.kind);
        LinkRow row{in.link, InterconnectModel::evaluate(in), {}};
        for (int n = 1; n <= kScalingCards; ++n) {
            InterconnectInputs at = interconnectInputs(groupLink(kind, n, *own), chosen.link.kind);
            at.cards = n;
            row.speedups.push_back(InterconnectModel::evaluate(at).speedup);
        }
        links.push_back(row);
    }
    link = interconnectInputs(chosen.link, chosen.link.kind);
    interconnect = InterconnectModel::evaluate(link);
}

void ReportModel::buildTrainingRun()
{
    if (!trainingModel || inferenceMode())
        return;
    const TrainingRunInputs in =
        TrainingSetup::inputs(inputs, *trainingModel, fitDevice, fitPeakTflops, link.link);
    trainingLayout = in.layout;
    trainingRun = TrainingRunModel::evaluate(in);
    if (!memoryFollowsLayout())
        return;
    // Question three follows the layout the run uses, so that the window and the report give
    // one memory answer and one fit for it.
    fits = trainingRun->memory.fits;
    sharding = TrainingRunModel::sharding(in);
    layoutMemoryByZeroStage = TrainingRunModel::memoryByZeroStage(in);
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
                                                       in.microBatch, in.activationBytes());
    }
    return 0.0;
}

std::vector<ModelListing> modelListing(const std::vector<ModelSpec> &models)
{
    std::vector<ModelListing> rows;
    for (const ModelSpec &m : models)
        rows.push_back({m, m.totalParameters(), m.activeParameters(),
                        m.kvBytesPerToken(KvDtype::Fp16), m.kvBytesPerToken(KvDtype::Fp8),
                        m.kvBytesAtContext(m.maxContext, KvDtype::Fp16), m.nextnParameters()});
    return rows;
}

} // namespace blab::core
