// SPDX-License-Identifier: GPL-3.0-or-later

#include "roofline/measured_gpu.h"

#include "catalog/device_catalog_file.h"
#include "measure/gpu/gpu_gemm_sweep.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace blab::core {

namespace {

// The fastest product at precision in TFLOPS, or empty where none was measured and verified.
std::optional<double> fastest(const GpuMeasurement &gpu, const char *precision)
{
    const double best = gpu.bestTflops(precision);
    return best > 0 ? std::optional<double>(best) : std::nullopt;
}

// The figures the measurement gives, the rest left as a DeviceSpec starts.
DeviceSpec measuredFigures(const GpuMeasurement &gpu)
{
    DeviceSpec d;
    d.name = gpu.name;
    // Without the multiply-add kernel's figure, FP32 products are the best FP32 there is.
    d.fp32Tflops = gpu.fmaPeakTflops > 0 ? gpu.fmaPeakTflops : gpu.bestTflops("fp32");
    d.tf32Tflops = fastest(gpu, "tf32");
    d.bf16Tflops = fastest(gpu, "bf16");
    d.fp16Tflops = fastest(gpu, "fp16");
    d.fp8Tflops = fastest(gpu, "fp8");
    d.memBandwidthGBs = gpu.memory.bestGBs();
    d.memoryGB = gpu.memoryBytes / 1e9;
    return d;
}

// Which of the three passes gave the memory roof.
std::string bestPass(const GpuMemoryBandwidth &m)
{
    const double best = m.bestGBs();
    if (best <= 0)
        return {};
    return best == m.readGBs ? "read" : best == m.copyGBs ? "copy" : "triad";
}

// The datasheet's peak at a product's precision in GFLOPS, 0 where it prints none.
double datasheetGflops(const DeviceSpec *datasheet, const std::string &precision)
{
    return datasheet ? datasheet->kernelPeakTflops(precision) * 1000.0 : 0.0;
}

std::vector<MeasuredGpu::Product> productsOf(const GpuMeasurement &gpu, const DeviceSpec *sheet)
{
    std::vector<MeasuredGpu::Product> out;
    for (const GpuGemmPoint &g : gpu.gemm) {
        const double bytes = MeasuredGpu::productBytes(g.precision, g.n);
        if (!g.verified || bytes <= 0 || g.tflopsFastest <= 0)
            continue;
        MeasuredGpu::Product p;
        p.precision = g.precision;
        p.n = g.n;
        p.flops = 2.0 * double(g.n) * g.n * g.n;
        p.bytes = bytes;
        p.flopsPerByte = p.flops / p.bytes;
        p.gflopsFastest = g.tflopsFastest * 1000.0;
        p.gflopsMedian = g.tflopsMedian * 1000.0;
        p.datasheetGflops = datasheetGflops(sheet, g.precision);
        p.datasheetShare = p.datasheetGflops > 0 ? p.gflopsFastest / p.datasheetGflops : 0.0;
        out.push_back(p);
    }
    for (MeasuredGpu::Product &p : out) {
        p.bestOfPrecision = std::none_of(out.begin(), out.end(), [&p](const auto &other) {
            return other.precision == p.precision && other.gflopsFastest > p.gflopsFastest;
        });
    }
    return out;
}

// The datasheet's peaks at the products' precisions, each figure once, but the datasheet
// roof's own, each with where the datasheet's memory roof meets it.
std::vector<MeasuredGpu::DatasheetPeak>
datasheetPeaksOf(const std::vector<MeasuredGpu::Product> &products,
                 const std::optional<RooflineModel> &roof)
{
    std::vector<MeasuredGpu::DatasheetPeak> peaks;
    if (!roof)
        return peaks;
    for (const MeasuredGpu::Product &p : products) {
        if (!(p.datasheetGflops > 0) || p.datasheetGflops == roof->peakGflops)
            continue;
        auto same = std::find_if(peaks.begin(), peaks.end(),
                                 [&p](const auto &d) { return d.gflops == p.datasheetGflops; });
        if (same == peaks.end()) {
            const double balance =
                RooflineModel{p.datasheetGflops, roof->bandwidthGBs}.balanceFlopsPerByte();
            same = peaks.insert(peaks.end(), {{}, p.datasheetGflops, balance});
        }
        if (std::find(same->precisions.begin(), same->precisions.end(), p.precision) ==
            same->precisions.end())
            same->precisions.push_back(p.precision);
    }
    return peaks;
}

} // namespace

double MeasuredGpu::productBytes(const std::string &precision, int n)
{
    return GpuGemmSweep::leastBytes(precision, n);
}

RooflineModel MeasuredGpu::roofline(Precision precision) const
{
    return {device.effectiveTflops(precision) * 1000.0, memoryRoofGBs};
}

MeasuredGpu MeasuredGpu::of(const GpuMeasurement &gpu, const DeviceSpec *datasheet,
                            Precision precision)
{
    MeasuredGpu m;
    m.device = measuredFigures(gpu);
    m.device.id = DeviceCatalog::kThisGpu;
    m.device.measured = true;
    m.device.source = "measured with measure --gpu: FP32 by the program's multiply-add kernel, "
                      "TF32, BF16, FP16 and FP8 the fastest cuBLASLt product, memory the best of "
                      "copy, read and triad";
    if (datasheet) {
        m.device.watts = datasheet->watts;
        m.device.pcieGen = datasheet->pcieGen;
        m.device.pcieLanes = datasheet->pcieLanes;
        m.device.c2cLinkGBs = datasheet->c2cLinkGBs;
        m.device.cardLinkGBs = datasheet->cardLinkGBs;
        m.device.cardLinkName = datasheet->cardLinkName;
        m.device.cardLinkCards = datasheet->cardLinkCards;
        m.device.source += "; power and links from the datasheet of " + datasheet->name;
        m.datasheetRoof = RooflineModel{datasheet->effectiveTflops(precision) * 1000.0,
                                        datasheet->memBandwidthGBs};
        m.datasheetPrecision = datasheet->computedPrecision(precision);
    }
    m.memoryRoofGBs = gpu.memory.bestGBs();
    m.memoryRoofPass = bestPass(gpu.memory);
    m.fmaPeakGflops = gpu.fmaPeakTflops * 1000.0;
    m.products = productsOf(gpu, datasheet);
    m.datasheetPeaks = datasheetPeaksOf(m.products, m.datasheetRoof);
    if (precision != Precision::Fp32 && m.device.peakTflops(precision) && m.fmaPeakGflops > 0 &&
        m.memoryRoofGBs > 0)
        m.fmaRoof = RooflineModel{m.fmaPeakGflops, m.memoryRoofGBs};
    return m;
}

DeviceSpec MeasuredGpu::userDevice(const GpuMeasurement &gpu, const std::string &id)
{
    DeviceSpec d = measuredFigures(gpu);
    d.id = id;
    d.user = true;
    // A link the catalog could not hold (a width it does not know) is left out, as unknown.
    const int w = gpu.pcieWidth;
    const bool lanes = w == 1 || w == 2 || w == 4 || w == 8 || w == 16 || w == 32;
    if (gpu.pcieGeneration > 0 && gpu.pcieGeneration <= 7 && lanes) {
        d.pcieGen = gpu.pcieGeneration;
        d.pcieLanes = w;
    }
    d.watts = gpu.powerLimitWatts > 0 ? gpu.powerLimitWatts : kPlaceholderWatts;
    d.source = "measured with measure --gpu (FP32 multiply-add kernel, fastest cuBLASLt products, "
               "best of copy, read and triad); memory, power limit and PCIe link as the driver "
               "reported them";
    if (!(gpu.powerLimitWatts > 0))
        d.source += "; the driver reported no power limit, so the power is a placeholder";
    return d;
}

std::string MeasuredGpu::nameSlug(const std::string &name)
{
    return DeviceCatalogFile::slug(name);
}

std::string MeasuredGpu::userDeviceId(const GpuMeasurement &gpu)
{
    std::string name = nameSlug(gpu.name);
    // Room for the memory and the capability, and for a suffix, inside the 64 bytes of an id.
    name = name.empty() ? std::string("gpu") : name.substr(0, 36);
    const double gbs = gpu.memoryBytes / 1e9;
    const long long gb = gbs > 0 ? std::llround(std::min(gbs, 1e6)) : 0;
    const std::string base = name + "_" + std::to_string(gb) + "gb_sm" +
                             std::to_string(std::clamp(gpu.computeMajor, 0, 99)) +
                             std::to_string(std::clamp(gpu.computeMinor, 0, 99));
    const std::set<std::string> reserved = DeviceCatalog::reservedIds();
    std::string id = base;
    for (int i = 2; reserved.count(id); ++i)
        id = base + "-" + std::to_string(i);
    return id;
}

MeasuredGpu::UserDeviceRow MeasuredGpu::userDeviceRow(const GpuMeasurement &gpu,
                                                      const std::vector<DeviceSpec> &userDevices)
{
    UserDeviceRow row;
    row.device = userDevice(gpu, userDeviceId(gpu));
    // Before the id held the memory and the capability, a card was added under its name's slug
    // (at most 48 characters): such a row is this card's when its name and memory agree too.
    const std::string earlier = nameSlug(gpu.name).substr(0, 48);
    const auto same = [&row, &gpu, &earlier](const DeviceSpec &d) {
        return d.id == row.device.id ||
               (!earlier.empty() && d.id == earlier && d.name == gpu.name &&
                std::abs(d.memoryGB - row.device.memoryGB) < 0.5);
    };
    const auto found = std::find_if(userDevices.begin(), userDevices.end(), same);
    if (found != userDevices.end())
        row.present = static_cast<int>(found - userDevices.begin());
    return row;
}

} // namespace blab::core
