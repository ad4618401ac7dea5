// SPDX-License-Identifier: GPL-3.0-or-later

// The snapshot's measured machines and kernels: the profiles of this machine and another, the
// GPU measured beside its datasheet, and the user's kernels placed on their rooflines.

#include "report/report_model.h"

#include <algorithm>
#include <optional>

namespace blab::core {

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
    const bool onHierarchy = std::any_of(kernels.begin(), kernels.end(), [](const PlacedKernel &k) {
        return k.onHierarchy || k.onMeasuredGpu;
    });
    if (hierarchy || measuredGpu || onHierarchy)
        placeKernels();
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
    m.device.otherMachine = gpuFromComparison;
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
    // A card a profile measured is judged against what it reached there: the measured memory
    // roof and the measured peak at the kernel's precision (the datasheet's beside them).
    // The precisions the measurement times: FP32 (multiply-add), TF32, BF16 and FP8; FP16
    // products run at BF16's rate on tensor cores.
    const auto measuredAt = [](const std::string &id) -> std::optional<Precision> {
        for (const Precision p : Precisions::kAll) {
            if (id == Precisions::id(p))
                return p;
        }
        return id == "fp16" ? std::optional(Precision::Bf16) : std::nullopt;
    };
    // A precision the measurement did not reach (a card without FP8, a product that failed)
    // leaves the kernel on the datasheet: effectiveTflops would fall back to the FP32 figure.
    const std::optional<Precision> at = measuredAt(k.precision);
    if (measuredGpu && measuredGpu->datasheetIndex == placed.deviceIndex && at &&
        measuredGpu->device.peakTflops(*at)) {
        placed.onMeasuredGpu = true;
        placed.unplacedReason = "no_peak_at_this_precision";
        const RooflineModel measured = measuredGpu->roofline(*at);
        placed.peakGflops = measured.peakGflops;
        return KernelPlacement::roofsOf(measured);
    }
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
        // A measured card's kernels sit under its measured roofline.
        if ((k.deviceIndex >= 0 && k.deviceIndex == rooflineDeviceIndex) ||
            (rooflineOnMeasuredGpu && k.onMeasuredGpu))
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

} // namespace blab::core
