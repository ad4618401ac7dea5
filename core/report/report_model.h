// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_catalog.h"
#include "catalog/model_spec.h"
#include "cluster/interconnect_model.h"
#include "cluster/memory_model.h"
#include "cluster/transfer_model.h"
#include "inputs/serving_setup.h"
#include "inputs/what_if_inputs.h"
#include "kernels/kernel_placement.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "roofline/gpu_comparison.h"
#include "roofline/machine_comparison.h"
#include "roofline/measured_gpu.h"
#include "roofline/roofline_model.h"
#include "serving/inference_model.h"
#include "training/training_run_model.h"
#include "training/training_step_model.h"
#include "validation/validation_report.h"

#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// Two machines' profiles and what follows from them alone: the hierarchy rooflines and the
// comparison. They change only when a profile does, so the window works them out once and not on
// every slider move.
struct MeasuredMachines
{
    std::optional<MachineProfile> profile;
    std::optional<HierarchyRoofline> hierarchy;
    std::optional<MachineProfile> otherProfile;
    std::optional<HierarchyRoofline> otherHierarchy;
    std::optional<MachineComparison> comparison;
    // The GPU to show: the one measured on this machine (gpu given, else this profile's), else
    // the one in the compared profile (gpuFromComparison), with its figures beside the catalog's
    // datasheet.
    std::optional<GpuOutcome> gpu;
    bool gpuFromComparison = false;
    std::vector<GpuFigure> gpuFigures;

    static MeasuredMachines of(const std::optional<MachineProfile> &mine,
                               const std::optional<MachineProfile> &other,
                               const std::optional<GpuOutcome> &gpu = std::nullopt);
};

// Every figure of the five parts for one set of what-if inputs. The text report, the JSON report
// and the window all read from this, which is why they agree.
struct ReportModel
{
    WhatIfInputs inputs;
    double cpuGflops = 0.0;
    bool cpuMeasured = false;
    // The CPU figure is the sgemm of a profile given (report --profile FILE alone): measured on
    // that profile's machine, which the report is then about.
    bool cpuFromProfile = false;
    // Present when the CPU figure was measured in this run.
    std::optional<SgemmResult> measurement;

    // Part two.
    std::vector<DeviceSpec> devices;
    // One per device, in the same order: against this CPU, at inputs.precision.
    std::vector<DeviceRatios> ratios;
    // The same at FP32, which the text report's table prints.
    std::vector<DeviceRatios> fp32Ratios;
    // Part three: the roofline (this CPU's unless another device or the sliders' own figures are
    // chosen) and the lesson's kernels on it.
    RooflineModel roofline;
    // The index in devices whose roof the roofline shows, or -1 for the sliders' own figures.
    int rooflineDeviceIndex = 0;
    // The precision whose peak that device's roof takes: inputs.precision, or what it falls back
    // to where the device lists no figure in it (DeviceSpec::computedPrecision).
    Precision rooflinePrecision = Precision::Fp32;
    // The lesson's four kernels, which part five's first question judges.
    std::vector<Operation> operations;
    // Prefill and one decode step of inputs.model at the serving inputs, on one card: tab 3 puts
    // them beside the lesson's kernels. Empty when the model is not in the catalog.
    std::vector<Operation> servingOperations;
    // Both, as tab 3's table, its chart and part three of the report list them.
    std::vector<Operation> roofOperations() const
    {
        std::vector<Operation> all = operations;
        all.insert(all.end(), servingOperations.begin(), servingOperations.end());
        return all;
    }
    // Part four: one row per batch size.
    std::vector<BatchTransfer> transfers;
    // The same for the window's own batch (inputs.userBatch).
    BatchTransfer userTransfer;
    // The lesson's rows, then the user's: the rows the window's table and chart show.
    std::vector<BatchTransfer> transfersWithUsers() const
    {
        std::vector<BatchTransfer> rows = transfers;
        rows.push_back(userTransfer);
        return rows;
    }
    // Part five. fitDevice is the device the model is sized for (inputs.device, else this CPU).
    DeviceSpec fitDevice;
    // Its peak at inputs.precision, and whether that fell back, for want of a figure, to the
    // precision that computes instead (FP32, or on a device without an FP32 figure the widest
    // tensor format it lists: DeviceSpec::computedPrecision).
    double fitPeakTflops = 0.0;
    bool precisionFallback = false;
    Precision fitComputedPrecision = Precision::Fp32;
    // In serving, whether the precision and the link kind were chosen for the device rather than
    // given (ServingSetup::followDevice).
    ServingChoice servingChoice;
    // The roof of that device at that peak and its own memory bandwidth, which the first of the
    // three questions judges the operations against (tab 3's roofline may show another device).
    RooflineModel fitRoofline;
    // The model being trained, when inputs.trainingModel names one the catalogs hold (its
    // parameters are then inputs.params), and its step split into parts on fitDevice.
    std::optional<ModelSpec> trainingModel;
    std::optional<TrainingStep> trainingStep;
    // The same model's run as its layout lays it out (tensor, pipeline and data degrees, sharding
    // stage, recomputation, global batch) over the chosen link: bound and expected, memory per
    // card; its problem says why a layout cannot run.
    std::optional<TrainingRun> trainingRun;
    TrainingLayout trainingLayout;
    // Question three by parameter count: every card holds the whole model (plain data
    // parallelism). Question two's gradient bytes come from it.
    MemoryBreakdown memory;
    // Whether the model fits: trainingRun's memory per card when the layout answers question
    // three (memoryFollowsLayout), else memory's total; the one answer the report gives.
    bool fits = false;
    // The four ZeRO stages: by parameter count over inputs.cards, or under the layout (tensor ×
    // pipeline split, activations and logits included) over its data-parallel copies.
    ShardingResult sharding;
    // Under the layout, the memory per card at ZeRO stages 0–3 (the chosen one equals
    // trainingRun->memory); empty unless memoryFollowsLayout().
    std::vector<TrainingRunMemory> layoutMemoryByZeroStage;
    // Question three answers from the layout: a trained model whose layout can run.
    bool memoryFollowsLayout() const
    {
        return trainingRun && trainingRun->problem == LayoutProblem::None;
    }
    double stepComputeSeconds = 0.0;
    // The tokens one card processes a step in questions one and two: under a layout that was
    // given (layoutGiven), a data-parallel copy's tokens (TrainingLayout::tokensPerRankStep),
    // else --tokens-per-step.
    double stepTokens = 0.0;
    // A training layout was given for the model being trained (a tensor, pipeline or data degree,
    // or a global batch) and can run: questions one and two then answer for it, question two for
    // its data-parallel copies (each card summing its share of the gradients with the same card
    // of every other copy).
    bool layoutGiven = false;
    // The link asked for; when the device has none of that kind, PCIe through host memory.
    InterconnectInputs link;
    InterconnectResult interconnect;
    bool linkFallback = false;
    // The fallback's reason when the card link joins fewer cards than talk: PCIe is used.
    bool cardLinkTooSmall = false;
    // The cards of one server that all talk over the link.
    int linkGroupCards = 1;
    // The same step over every link the device has, and the typed-in one.
    struct LinkRow
    {
        LinkSpec link;
        InterconnectResult result;
        // The speed-up on 1, 2, ... kScalingCards cards over this link, the rest as above.
        std::vector<double> speedups;
    };
    static constexpr int kScalingCards = 64;
    std::vector<LinkRow> links;
    // This machine's measured profile and the roofline it gives (tab 1's sweep and hierarchy,
    // tab 3's roofs and each kernel's level), and the other machine's, when they were measured
    // or given; attachProfiles() sets them.
    std::optional<MachineProfile> profile;
    std::optional<HierarchyRoofline> hierarchy;
    std::optional<MachineProfile> otherProfile;
    std::optional<HierarchyRoofline> otherHierarchy;

    // One of the user's kernels (inputs.kernels) on its device's roofline.
    struct PlacedKernel
    {
        UserKernel kernel;
        Operation op;
        // Index into devices: 0 is this CPU; -1 for a device no longer in the catalogs.
        int deviceIndex = 0;
        // This CPU judged against its measured hierarchy (a profile is attached), rather than
        // against its sgemm figure and one memory bandwidth.
        bool onHierarchy = false;
        // A kernel of a card that a profile measured (its datasheet device is the measured GPU's):
        // judged against the measured roofs, the datasheet's drawn beside them.
        bool onMeasuredGpu = false;
        // Empty (no roof) where nothing holds it, and why: no_fp64_roof_without_a_profile,
        // no_fp64_peak_in_the_profile, no_peak_at_this_precision (a device without that peak),
        // device_not_in_the_catalog (the user's device was taken out since).
        KernelPlacement placement;
        std::string unplacedReason;
        // The compute peak of the device at the kernel's precision, GFLOPS; 0 on this CPU and
        // where the device has none.
        double peakGflops = 0.0;
        // Faster than a catalog device's datasheet allows: no card beats its datasheet peak or
        // bandwidth, so the precision, the time or the counts are off. This CPU's measured roofs
        // can be beaten a little by a kernel measured at another moment, and are not flagged.
        bool aboveDatasheet() const
        {
            return deviceIndex > 0 && !placement.roof.empty() && placement.shareOfBound > 1.0;
        }
    };
    std::vector<PlacedKernel> kernels;
    // The kernels tab 3's roofline draws: those on the device it shows, at every precision (the
    // chart adds the compute roof of each precision it does not show itself); none on the
    // sliders' own roof.
    std::vector<PlacedKernel> kernelsOnRoofline() const;
    // This machine against another one, when both profiles are there (report --compare, or a
    // profile opened for comparison in the window); the text report's "Two machines" and the
    // JSON's "compare" member.
    std::optional<MachineComparison> comparison;
    // The GPU tab 1 shows, as MeasuredMachines chose it, and its figures beside the datasheet.
    std::optional<GpuOutcome> gpu;
    bool gpuFromComparison = false;
    std::vector<GpuFigure> gpuFigures;
    // That GPU as measured, when it was: part two's row beside its datasheet row (never in its
    // place) and the roofline tab 3 offers as "This GPU (measured)".
    std::optional<MeasuredGpu> measuredGpu;
    // Tab 3 shows that roofline: inputs.rooflineDevice is DeviceCatalog::kThisGpu and a card was
    // measured. rooflineDeviceIndex is then -1, since no row of devices is shown; without a
    // measured card the roofline falls back to this CPU's, as for a device no longer there.
    bool rooflineOnMeasuredGpu = false;
    // Tab 4's link choices from that GPU: its fastest pinned and pageable copies to the card,
    // each with the accelerator's copy share of the window's own batch at that speed.
    struct GpuLinkChoice
    {
        bool pinned = true;
        double gbs = 0.0;
        double accelCopyShare = 0.0;
    };
    std::vector<GpuLinkChoice> gpuLinks;
    // Sets the measured fields above from the two profiles, and places this CPU's kernels on
    // the hierarchy; attachMachines takes them already worked out, as the window keeps them
    // between snapshots.
    void attachProfiles(const std::optional<MachineProfile> &mine,
                        const std::optional<MachineProfile> &other);
    void attachMachines(const MeasuredMachines &machines);
    // Serving inputs.model on fitDevice, whatever the mode (tab 5 switches between training and
    // inference without a new snapshot); the model and the InferenceInputs it was given stay
    // beside the result. Empty when the model is not in the catalog.
    std::optional<InferenceInputs> inferenceInputs;
    std::optional<InferenceResult> inference;
    // Why the serving inputs cannot be served (the command line refuses them; the window says
    // so in place of the figures).
    ServeProblem serveProblem = ServeProblem::None;
    bool inferenceMode() const { return inputs.mode == WorkloadMode::Inference; }
    // Decode throughput against the batch, at the chosen context and cards: what the step
    // reaches, and what compute alone and memory alone would allow. This and servingLinks are
    // built in inference mode only.
    struct ServingPoint
    {
        int batch = 1;
        double tokensPerSecond = 0.0;
        double computeLimit = 0.0;
        double bandwidthLimit = 0.0;
        // What the step is expected to reach after the efficiencies and fixed costs.
        double expectedTokensPerSecond = 0.0;
    };
    static constexpr int kServingMaxBatch = 1024;
    std::vector<ServingPoint> servingSweep;
    // The smallest batch of the sweep at which compute, not memory, limits decode: the knee.
    // 0 when even kServingMaxBatch sequences wait for memory (each reads its own cache).
    int servingKneeBatch = 0;
    // Decode throughput on 1, 2, 4, … cards over one card's, over each link the device has:
    // tensor parallelism over the degrees that divide the heads inside one server, replicas of
    // the server's split past it (up to kScalingCards). Bound and expected.
    struct ServingLinkRow
    {
        LinkSpec link;
        std::vector<int> cards;
        std::vector<double> speedups;
        std::vector<double> expectedSpeedups;
    };
    std::vector<ServingLinkRow> servingLinks;
    // The validation set recomputed with these inputs' efficiency overrides, for tab 5's page
    // "How close are these answers?". Built in inference mode only.
    std::optional<ValidationReport> validation;
    // The tensor-parallel degrees the model allows: the card counts that divide its attention
    // heads, up to kScalingCards.
    static std::vector<int> tensorParallelDegrees(const ModelSpec &model);
    // The card counts tab 5 offers for inputs.model: its degrees, and the count in the inputs
    // when it is not among them (the window then says why it cannot be served), rising.
    std::vector<int> tensorParallelChoices;
    // The FLOPs of one sgemm at inputs.n, 2 n³: what tab 1's runs and the report's part one
    // count.
    double sgemmFlops = 0.0;
    // The memory of fitDevice in bytes.
    double fitDeviceBytes = 0.0;

    // The language models inputs.model may name: the shipped catalog, then the user's own.
    std::vector<ModelSpec> models;

    // cpuGflops is the measured or entered figure; inputs.cpuGflops is ignored here. The devices
    // are this CPU, the shipped catalog and userDevices when given; the models the shipped ones
    // and userModels when given.
    static ReportModel build(const WhatIfInputs &inputs, const ThisCpu &cpu,
                             const std::vector<DeviceSpec> *userDevices = nullptr,
                             const std::vector<ModelSpec> *userModels = nullptr);
    // The activations inputs ask for, bytes.
    static double activationBytes(const WhatIfInputs &inputs);

    // Every figure under stable keys; with part 1 to 5, the version and that part's keys alone
    // (1 cpu; 2 devices; 3 intensity, kernels and compare; 4 transfer; 5 sizing and training or
    // inference).
    std::string toJson(int part = 0) const;

private:
    void buildRoofline();
    void placeServingExpected();
    // Sets measuredGpu from gpu, and the roofline to its roofs where tab 3 asks for them.
    void attachMeasuredGpu();
    void buildTransfers();
    // Part four's inputs with the link at linkGBs.
    TransferInputs transferInputs(double linkGBs) const;
    void buildSizing();
    // Question one's parts of a step, when the model being trained is in the catalogs.
    void buildTrainingStep();
    void buildInterconnect();
    // Question two's inputs over one link: the chosen kind takes a latency typed in; under a
    // layout, its data-parallel copies and each card's share of the gradients.
    InterconnectInputs interconnectInputs(LinkSpec spec, LinkKind chosenKind) const;
    // The link of a kind that cards of one server would use (otherwise: the kind's own).
    LinkSpec groupLink(LinkKind kind, int cards, const LinkSpec &otherwise) const;
    void buildTrainingRun();
    void buildInference();
    void buildServingSweep();
    void buildServingLinks();
    // Places inputs.kernels; again when a profile gives this CPU its hierarchy.
    void placeKernels();
    // The roofs a kernel is held against; sets its hierarchy flag and the reason if none.
    std::vector<Roof> kernelRoofs(PlacedKernel &placed) const;
};

// The time subcommand's JSON: the command, each run's seconds, the fastest, and the timed kernel
// (model.kernels' first) on this CPU's roofline as report's kernels[] writes it.
std::string timedCommandJson(const ReportModel &model, const std::vector<std::string> &command,
                             const std::vector<double> &runSeconds);
// The devices subcommand's JSON: every figure of each device, no ratios.
std::string devicesJson(const std::vector<DeviceSpec> &devices);
// One model of the models subcommand: its shape and what follows from it (parameters counted
// from the shape, in all and per token; the KV cache per token in fp16).
struct ModelListing
{
    ModelSpec spec;
    double parameters = 0.0;
    double activeParameters = 0.0;
    double kvBytesPerTokenFp16 = 0.0;
    double kvBytesPerTokenFp8 = 0.0;
    // One sequence's cache at the model's longest context: less than per token × context where
    // layers have a window.
    double kvBytesAtMaxContextFp16 = 0.0;
    // The next-token-prediction layers' own weights, counted apart from the parameters.
    double nextnParameters = 0.0;
};
std::vector<ModelListing> modelListing(const std::vector<ModelSpec> &models);
std::string modelsJson(const std::vector<ModelListing> &models);
// models --import --json: the model added, as models --json lists it, and the config's fields
// its shape does not use.
std::string importedModelJson(const ModelListing &model, const std::vector<std::string> &ignored);

} // namespace blab::core
