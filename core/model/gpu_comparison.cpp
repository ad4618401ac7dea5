// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/gpu_comparison.h"

#include "catalog/device_catalog.h"
#include "catalog/device_names.h"

namespace blab::core {

namespace {

double datasheetTflops(const DeviceSpec *d, const std::string &precision)
{
    if (!d)
        return 0.0;
    if (precision == "fp32")
        return d->fp32Tflops;
    std::optional<double> peak;
    if (precision == "tf32")
        peak = d->tf32Tflops;
    else if (precision == "bf16")
        peak = d->bf16Tflops;
    else if (precision == "fp8")
        peak = d->fp8Tflops;
    // FP16 has no column in the catalog: shown without a datasheet figure.
    return peak.value_or(0.0);
}

} // namespace

const DeviceSpec *GpuComparison::datasheetFor(const std::string &cardName)
{
    const std::string id = DeviceNames::idFor(cardName);
    for (const DeviceSpec &d : DeviceCatalog::builtIn()) {
        if (!id.empty() && d.id == id)
            return &d;
    }
    return nullptr;
}

void GpuComparison::matchCatalog(GpuOutcome &outcome)
{
    if (!outcome.gpu)
        return;
    const DeviceSpec *d = datasheetFor(outcome.gpu->name);
    outcome.gpu->catalogId = d ? d->id : std::string();
}

std::vector<GpuFigure> GpuComparison::figures(const GpuMeasurement &gpu, const DeviceSpec *d)
{
    using K = GpuFigure::Kind;
    std::vector<GpuFigure> out;
    if (gpu.fmaPeakTflops > 0)
        out.push_back({K::FmaPeak, "fp32", gpu.fmaPeakTflops, datasheetTflops(d, "fp32")});
    for (const char *precision : {"fp32", "tf32", "bf16", "fp16", "fp8"}) {
        const double best = gpu.bestTflops(precision);
        if (best > 0)
            out.push_back({K::Product, precision, best, datasheetTflops(d, precision)});
    }
    if (gpu.memory.bestGBs() > 0)
        out.push_back({K::Memory, {}, gpu.memory.bestGBs(), d ? d->memBandwidthGBs : 0.0});
    const double link = d ? d->hostLinkGBs() : 0.0;
    if (gpu.bestHostToDeviceGBs(true) > 0)
        out.push_back({K::PinnedLink, {}, gpu.bestHostToDeviceGBs(true), link});
    if (gpu.bestHostToDeviceGBs(false) > 0)
        out.push_back({K::PageableLink, {}, gpu.bestHostToDeviceGBs(false), link});
    return out;
}

} // namespace blab::core
