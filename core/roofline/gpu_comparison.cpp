// SPDX-License-Identifier: GPL-3.0-or-later

#include "roofline/gpu_comparison.h"

#include "catalog/device_catalog.h"
#include "catalog/device_names.h"
#include "catalog/precision.h"

namespace blab::core {

namespace {

double datasheetTflops(const DeviceSpec *d, const std::string &precision)
{
    return d ? d->kernelPeakTflops(precision) : 0.0;
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
