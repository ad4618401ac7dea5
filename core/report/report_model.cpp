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
    m.sgemmFlops = SgemmBenchmark::flopsFor(inputs.n);
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
    m.buildTrainingRun();
    m.buildInference();
    m.placeKernels();
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
    precisionFallback = !fitDevice.peakTflops(inputs.precision).has_value();
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
    in.activationBytes = inputs.activationBytes();
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
    const ChosenLink chosen = ServingSetup::link(inputs, fitDevice);
    linkFallback = chosen.fallback || chosen.cardLinkTooSmall;
    cardLinkTooSmall = chosen.cardLinkTooSmall;
    linkGroupCards = chosen.cards;
    // A latency typed in belongs to the link in use; the other rows keep their kind's typical
    // latency, so that the comparison between kinds stays fair.
    const auto linkInputs = [&](LinkSpec spec) {
        if (inputs.linkLatencyUs && spec.kind == chosen.link.kind)
            spec.latencySeconds = *inputs.linkLatencyUs / 1e6;
        InterconnectInputs in;
        in.cards = inputs.cards;
        in.gradientBytes = memory.gradientsBytes;
        in.link = spec;
        in.network = ServingSetup::network(inputs);
        in.computeSeconds = stepComputeSeconds;
        return in;
    };
    // Each kind's row as its cards would run: a card link that joins fewer of them than a
    // server holds leaves the rest on PCIe.
    const auto groupLink = [&](LinkKind kind, int cards) {
        return InterconnectModel::linkForGroup(kind, fitDevice, inputs.cardLinkGBs,
                                               std::min(cards, inputs.cardsPerServer));
    };
    // A card with no PCIe to fall back to keeps the typed-in bandwidth, as the chosen link does.
    const auto groupLinkOr = [&](LinkKind kind, int cards, const LinkSpec &otherwise) {
        auto spec = groupLink(kind, cards);
        if (!spec)
            spec = InterconnectModel::linkFor(LinkKind::Custom, fitDevice, inputs.cardLinkGBs);
        return spec.value_or(otherwise);
    };
    for (LinkKind kind : InterconnectModel::kAllKinds) {
        const std::optional<LinkSpec> own =
            InterconnectModel::linkFor(kind, fitDevice, inputs.cardLinkGBs);
        if (!own)
            continue;
        const InterconnectInputs in = linkInputs(groupLinkOr(kind, inputs.cards, *own));
        LinkRow row{in.link, InterconnectModel::evaluate(in), {}};
        for (int cards = 1; cards <= kScalingCards; ++cards) {
            InterconnectInputs at = linkInputs(groupLinkOr(kind, cards, *own));
            at.cards = cards;
            row.speedups.push_back(InterconnectModel::evaluate(at).speedup);
        }
        links.push_back(row);
    }
    link = linkInputs(chosen.link);
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
    tensorParallelChoices = tensorParallelDegrees(*model);
    if (std::find(tensorParallelChoices.begin(), tensorParallelChoices.end(),
                  inputs.tensorParallel) == tensorParallelChoices.end()) {
        tensorParallelChoices.push_back(inputs.tensorParallel);
        std::sort(tensorParallelChoices.begin(), tensorParallelChoices.end());
    }
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
    servingOperations = {prefill, decode};
    placeServingExpected();
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
    // The sweep reaches the user's own batch, however large, so that its point is on the chart.
    int top = kServingMaxBatch;
    while (top < in.batch)
        top *= 2;
    for (int batch = 1; batch <= top; batch *= 2) {
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
    // The link a kind gives a split: a card link joining fewer cards leaves it on PCIe.
    const auto splitLink = [&](LinkKind kind, int split) {
        std::optional<LinkSpec> spec =
            InterconnectModel::linkForGroup(kind, fitDevice, inputs.cardLinkGBs, split);
        // A card with no PCIe to fall back to keeps the typed-in bandwidth.
        if (!spec && split > 1 && InterconnectModel::linkFor(kind, fitDevice, inputs.cardLinkGBs))
            spec = InterconnectModel::linkFor(LinkKind::Custom, fitDevice, inputs.cardLinkGBs);
        // A latency typed in belongs to the link in use, as in the training rows.
        if (spec && inputs.linkLatencyUs && spec->kind == link.link.kind)
            spec->latencySeconds = *inputs.linkLatencyUs / 1e6;
        return spec;
    };
    for (LinkKind kind : InterconnectModel::kAllKinds) {
        const std::optional<LinkSpec> spec = splitLink(kind, 1);
        if (!spec)
            continue;
        InferenceInputs in = base;
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
            const LinkSpec used = splitLink(kind, split).value_or(*spec);
            in.fabric = InterconnectModel::expectedFabric(used, network);
            in.boundFabric = InterconnectModel::boundFabric(used, network);
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

MeasuredMachines MeasuredMachines::of(const std::optional<MachineProfile> &mine,
                                      const std::optional<MachineProfile> &other,
                                      const std::optional<GpuOutcome> &gpu)
{
    const auto roofline = [](const std::optional<MachineProfile> &p) {
        return p ? std::optional(HierarchyRoofline::from(*p)) : std::nullopt;
    };
    MeasuredMachines m;
    m.profile = mine;
    m.hierarchy = roofline(mine);
    m.otherProfile = other;
    m.otherHierarchy = roofline(other);
    if (mine && other)
        m.comparison = MachineComparison::from(*mine, *other);
    if (gpu)
        m.gpu = gpu;
    else if (mine && mine->gpuAsked)
        m.gpu = mine->gpu;
    else if (other && other->gpuAsked)
        m.gpu = other->gpu;
    m.gpuFromComparison = m.gpu && !gpu && !(mine && mine->gpuAsked);
    if (m.gpu && m.gpu->gpu)
        m.gpuFigures =
            GpuComparison::figures(*m.gpu->gpu, GpuComparison::datasheetFor(m.gpu->gpu->name));
    return m;
}

void ReportModel::attachProfiles(const std::optional<MachineProfile> &mine,
                                 const std::optional<MachineProfile> &other)
{
    attachMachines(MeasuredMachines::of(mine, other));
}

void ReportModel::attachMachines(const MeasuredMachines &machines)
{
    profile = machines.profile;
    hierarchy = machines.hierarchy;
    otherProfile = machines.otherProfile;
    otherHierarchy = machines.otherHierarchy;
    comparison = machines.comparison;
    gpu = machines.gpu;
    gpuFromComparison = machines.gpuFromComparison;
    gpuFigures = machines.gpuFigures;
    attachMeasuredGpu();
    gpuLinks.clear();
    for (const bool pinned : {true, false}) {
        const double gbs = gpu && gpu->gpu ? gpu->gpu->bestHostToDeviceGBs(pinned) : 0.0;
        if (gbs > 0)
            gpuLinks.push_back(
                {pinned, gbs,
                 TransferModel::forBatch(transferInputs(gbs), inputs.userBatch).accelCopyShare});
    }
    // build() placed the kernels without a hierarchy; only one that this profile gives (or
    // takes away) changes where this CPU's kernels sit.
    const bool onHierarchy = std::any_of(kernels.begin(), kernels.end(),
                                         [](const PlacedKernel &k) { return k.onHierarchy; });
    if (hierarchy || onHierarchy)
        placeKernels();
}

void ReportModel::placeServingExpected()
{
    // Where tab 3 shows part five's device, the phases' expected rates sit under the roof; on
    // any other roof they are not drawn.
    const bool partFive = inference && servingOperations.size() == 2 && rooflineDeviceIndex >= 0 &&
                          devices[rooflineDeviceIndex].id == fitDevice.id;
    const double cards = inferenceInputs ? std::max(1, inferenceInputs->tensorParallel) : 1.0;
    for (std::size_t i = 0; i < servingOperations.size(); ++i) {
        Operation &op = servingOperations[i];
        op.expectedGflops = 0.0;
        if (partFive) {
            const PhaseFigures &phase = i == 0 ? inference->prefill : inference->decode;
            op.expectedGflops = phase.flops / cards / phase.expectedSeconds / 1e9;
        }
    }
}

void ReportModel::attachMeasuredGpu()
{
    // A snapshot attached twice starts again from the roofline build() chose, with the serving
    // phases' expected rates that roof had.
    if (rooflineOnMeasuredGpu) {
        buildRoofline();
        placeServingExpected();
    }
    measuredGpu.reset();
    rooflineOnMeasuredGpu = false;
    if (!gpu || !gpu->gpu)
        return;
    const DeviceSpec *sheet = GpuComparison::datasheetFor(gpu->gpu->name);
    MeasuredGpu m = MeasuredGpu::of(*gpu->gpu, sheet, inputs.precision);
    for (std::size_t i = 0; sheet && i < devices.size(); ++i) {
        if (devices[i].id == sheet->id)
            m.datasheetIndex = static_cast<int>(i);
    }
    m.ratios = DeviceCatalog::ratios(m.device, devices.front(), inputs.precision);
    m.fp32Ratios = DeviceCatalog::ratios(m.device, devices.front(), Precision::Fp32);
    measuredGpu = std::move(m);
    if (inputs.rooflineDevice != DeviceCatalog::kThisGpu)
        return;
    rooflineOnMeasuredGpu = true;
    rooflineDeviceIndex = -1;
    roofline = measuredGpu->roofline(inputs.precision);
    // Serving's expected rates were worked out for a catalog device, not this card.
    placeServingExpected();
}

std::vector<Roof> ReportModel::kernelRoofs(PlacedKernel &placed) const
{
    const UserKernel &k = placed.kernel;
    const bool fp64 = k.precision == "fp64";
    if (placed.deviceIndex == 0 && hierarchy) {
        placed.onHierarchy = true;
        placed.unplacedReason = "no_fp64_peak_in_the_profile";
        return KernelPlacement::roofsOf(*hierarchy, fp64);
    }
    if (placed.deviceIndex == 0) {
        // Without a profile this CPU has its FP32 figure and one bandwidth; no FP64 roof.
        placed.unplacedReason = "no_fp64_roof_without_a_profile";
        return fp64 ? std::vector<Roof>{}
                    : KernelPlacement::roofsOf(RooflineModel{cpuGflops, inputs.memBandwidthGBs});
    }
    const DeviceSpec &d = devices[placed.deviceIndex];
    // A device without a peak at the precision has no roof for the kernel: the FP32 one
    // effectiveTflops falls back to would judge a bf16 kernel against the wrong units.
    placed.unplacedReason = "no_peak_at_this_precision";
    const std::vector<Roof> roofs = KernelPlacement::roofsOf(d, k.precision);
    for (const Roof &roof : roofs) {
        if (roof.isCompute())
            placed.peakGflops = roof.peakGflops;
    }
    return roofs;
}

std::vector<ReportModel::PlacedKernel> ReportModel::kernelsOnRoofline() const
{
    std::vector<PlacedKernel> shown;
    // -1 is both a kernel whose device is gone and the sliders' own roof: never a match. Every
    // precision is shown: the chart draws the roof of each one besides its own.
    for (const PlacedKernel &k : kernels) {
        if (k.deviceIndex >= 0 && k.deviceIndex == rooflineDeviceIndex)
            shown.push_back(k);
    }
    return shown;
}

void ReportModel::placeKernels()
{
    kernels.clear();
    for (const UserKernel &k : inputs.kernels) {
        PlacedKernel placed;
        placed.kernel = k;
        placed.op.id = "user";
        placed.op.flops = k.flops;
        placed.op.bytes = k.bytes;
        placed.deviceIndex = -1;
        for (std::size_t i = 0; i < devices.size(); ++i) {
            if (devices[i].id == k.device)
                placed.deviceIndex = static_cast<int>(i);
        }
        // The window keeps a kernel whose device the user has since taken out of their catalog,
        // so that it can be seen and removed; nothing holds it.
        if (placed.deviceIndex < 0) {
            placed.unplacedReason = "device_not_in_the_catalog";
            kernels.push_back(std::move(placed));
            continue;
        }
        placed.placement = KernelPlacement::place(placed.op, k.seconds, kernelRoofs(placed));
        if (!placed.placement.roof.empty())
            placed.unplacedReason.clear();
        kernels.push_back(std::move(placed));
    }
}

std::vector<ModelListing> modelListing(const std::vector<ModelSpec> &models)
{
    std::vector<ModelListing> rows;
    for (const ModelSpec &m : models)
        rows.push_back({m, m.totalParameters(), m.activeParameters(), m.kvBytesPerToken(2.0)});
    return rows;
}

} // namespace blab::core
