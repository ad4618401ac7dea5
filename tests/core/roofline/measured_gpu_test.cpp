// SPDX-License-Identifier: GPL-3.0-or-later

// A GPU measured on a real H200 (tests/core/data/gpu/h200_profile_2026-12-04.json) as parts two
// and three show it: its row beside the catalog's H200 SXM row, and its roofline with the
// measured roofs, the datasheet's, and the products as points. Every expected figure below was
// read or worked out by hand from that JSON: the fastest verified rate of each precision, the
// best of its three memory passes (read, 4353.77 GB/s), and for each product 2n³ FLOPs over the
// n²·(2·input + output) bytes it moves at least.

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "io/json.h"
#include "measure/profile/machine_profile.h"
#include "report/report_model.h"
#include "roofline/measured_gpu.h"

#include <algorithm>
#include <fstream>
#include <gtest/gtest.h>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace blab::core {
namespace {

std::optional<MachineProfile> h200Profile()
{
    std::ifstream in(BLAB_TEST_DATA_DIR "/gpu/h200_profile_2026-12-04.json");
    std::stringstream text;
    text << in.rdbuf();
    return MachineProfile::fromJson(text.str());
}

// The profile's GPU under another name, as a card the catalog does not know.
GpuOutcome unknownCard()
{
    GpuOutcome outcome = h200Profile()->gpu;
    outcome.gpu->name = "NVIDIA Imaginary X1";
    return outcome;
}

ReportModel attached(const GpuOutcome &gpu, WhatIfInputs inputs = {})
{
    ReportModel model = ReportModel::build(inputs, {237.05, CpuSource::Entered, 16.0});
    model.attachMachines(MeasuredMachines::of(std::nullopt, std::nullopt, gpu));
    return model;
}

int indexOf(const ReportModel &model, const std::string &id)
{
    for (std::size_t i = 0; i < model.devices.size(); ++i) {
        if (model.devices[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

TEST(MeasuredGpu, TheH200sRowHoldsWhatWasMeasuredAndTheDatasheetsPowerAndLinks)
{
    const auto profile = h200Profile();
    ASSERT_TRUE(profile && profile->gpu.gpu);
    const ReportModel model = attached(profile->gpu);
    ASSERT_TRUE(model.measuredGpu.has_value());
    const MeasuredGpu &m = *model.measuredGpu;
    const DeviceSpec &d = m.device;
    EXPECT_EQ(d.id, "this_gpu");
    EXPECT_EQ(d.name, "NVIDIA H200");
    EXPECT_TRUE(d.measured);
    EXPECT_FALSE(d.user);
    // FP32: the multiply-add kernel; TF32 at 4096³, BF16 at 8192³, FP16 at 4096³, FP8 at 8192³.
    EXPECT_DOUBLE_EQ(d.fp32Tflops, 65.26476311839389);
    EXPECT_DOUBLE_EQ(d.tf32Tflops.value_or(0), 353.4309023250173);
    EXPECT_DOUBLE_EQ(d.bf16Tflops.value_or(0), 695.9722855323146);
    EXPECT_DOUBLE_EQ(d.fp16Tflops.value_or(0), 662.47036981181);
    EXPECT_DOUBLE_EQ(d.fp8Tflops.value_or(0), 1304.2356549747817);
    EXPECT_FALSE(d.fp64Tflops.has_value());
    // Read beat copy (4265.6) and triad (4119.7).
    EXPECT_DOUBLE_EQ(d.memBandwidthGBs, 4353.771714018172);
    EXPECT_EQ(m.memoryRoofPass, "read");
    EXPECT_DOUBLE_EQ(d.memoryGB, 150.10988032);
    // Not measured: the H200 SXM's datasheet row gives them.
    EXPECT_DOUBLE_EQ(d.watts, 700.0);
    EXPECT_EQ(d.pcieGen, 5);
    EXPECT_EQ(d.pcieLanes, 16);
    EXPECT_DOUBLE_EQ(d.cardLinkGBs, 900.0);
    EXPECT_EQ(d.cardLinkName, "NVLink 4");
    // Beside its datasheet row, which stays as the catalog has it.
    ASSERT_EQ(m.datasheetIndex, indexOf(model, "h200_sxm"));
    EXPECT_DOUBLE_EQ(model.devices[std::size_t(m.datasheetIndex)].fp32Tflops, 67.0);
    EXPECT_FALSE(model.devices[std::size_t(m.datasheetIndex)].measured);
    // Against the lesson's CPU: 65264.76 / 237.05 and 4353.77 / 50.
    EXPECT_NEAR(m.ratios.compute, 275.32066280697694, 1e-9);
    EXPECT_NEAR(m.ratios.bandwidth, 87.07543428036344, 1e-9);
    EXPECT_NEAR(m.ratios.gflopsPerWatt, 65264.76311839389 / 700.0, 1e-9);
}

struct ProductRow
{
    const char *name;
    std::size_t index; // in the measurement's order: fp32, tf32, bf16, fp16, fp8; 4 sizes each
    const char *precision;
    int n;
    double flopsPerByte;
    double gflops;
    double datasheetGflops;
    bool best;
};

class MeasuredProducts : public ::testing::TestWithParam<ProductRow>
{
};

// 2n³ / (n²·(2·4 + 4)) = n/6 for FP32 and TF32; n/3 for BF16 and FP16; n/2 for FP8 (E4M3 in,
// BF16 out: 1 + 1 + 2 bytes an element).
TEST_P(MeasuredProducts, SitAtTheirIntensityWithTheirRateAndTheDatasheetPeak)
{
    const ProductRow &row = GetParam();
    const ReportModel model = attached(h200Profile()->gpu);
    ASSERT_TRUE(model.measuredGpu);
    const std::vector<MeasuredGpu::Product> &products = model.measuredGpu->products;
    ASSERT_EQ(products.size(), 20u);
    const MeasuredGpu::Product &p = products[row.index];
    EXPECT_EQ(p.precision, row.precision);
    EXPECT_EQ(p.n, row.n);
    EXPECT_DOUBLE_EQ(p.flops, 2.0 * row.n * double(row.n) * row.n);
    EXPECT_NEAR(p.flopsPerByte, row.flopsPerByte, 1e-9);
    EXPECT_NEAR(p.gflopsFastest, row.gflops, 1e-6);
    EXPECT_NEAR(p.datasheetGflops, row.datasheetGflops, 1e-6);
    EXPECT_NEAR(p.datasheetShare, row.gflops / row.datasheetGflops, 1e-12);
    EXPECT_EQ(p.bestOfPrecision, row.best);
}

INSTANTIATE_TEST_SUITE_P(
    H200, MeasuredProducts,
    ::testing::Values(
        ProductRow{"fp32_1024", 0, "fp32", 1024, 170.66666666666666, 34400.183250096175, 67000, 0},
        ProductRow{"fp32_8192", 3, "fp32", 8192, 1365.3333333333333, 51223.2530040661, 67000, 1},
        ProductRow{"tf32_4096", 6, "tf32", 4096, 682.6666666666666, 353430.9023250173, 494700, 1},
        ProductRow{"tf32_8192", 7, "tf32", 8192, 1365.3333333333333, 345252.9536217462, 494700, 0},
        ProductRow{"bf16_2048", 9, "bf16", 2048, 682.6666666666666, 665827.6483384669, 989400, 0},
        ProductRow{"bf16_8192", 11, "bf16", 8192, 2730.6666666666665, 695972.2855323146, 989400, 1},
        // The catalog's H200 SXM prints one figure for FP16 and BF16 on the tensor cores.
        ProductRow{"fp16_4096", 14, "fp16", 4096, 1365.3333333333333, 662470.36981181, 989400, 1},
        ProductRow{"fp8_1024", 16, "fp8", 1024, 512.0, 406288.25099826395, 1978900, 0},
        ProductRow{"fp8_8192", 19, "fp8", 8192, 4096.0, 1304235.6549747817, 1978900, 1}),
    [](const auto &info) { return std::string(info.param.name); });

struct RoofRow
{
    const char *name;
    Precision precision;
    double peakGflops;
    double balance;
    double datasheetPeakGflops;
    std::vector<const char *> peaks;
};

class MeasuredRoofs : public ::testing::TestWithParam<RoofRow>
{
};

// Tab 3 on "This GPU (measured)": the read pass's 4353.77 GB/s under the multiply-add peak at
// FP32, under the fastest product at another precision; the datasheet's 4800 GB/s under its peak.
TEST_P(MeasuredRoofs, TheRooflineIsTheMeasuredOneWithTheDatasheetsBesideIt)
{
    const RoofRow &row = GetParam();
    WhatIfInputs inputs;
    inputs.precision = row.precision;
    inputs.rooflineDevice = DeviceCatalog::kThisGpu;
    const ReportModel model = attached(h200Profile()->gpu, inputs);
    ASSERT_TRUE(model.rooflineOnMeasuredGpu);
    EXPECT_EQ(model.rooflineDeviceIndex, -1);
    EXPECT_NEAR(model.roofline.peakGflops, row.peakGflops, 1e-6);
    EXPECT_DOUBLE_EQ(model.roofline.bandwidthGBs, 4353.771714018172);
    EXPECT_NEAR(model.roofline.balanceFlopsPerByte(), row.balance, 1e-9);
    const MeasuredGpu &m = *model.measuredGpu;
    EXPECT_NEAR(m.fmaPeakGflops, 65264.76311839389, 1e-6);
    ASSERT_TRUE(m.datasheetRoof.has_value());
    EXPECT_NEAR(m.datasheetRoof->peakGflops, row.datasheetPeakGflops, 1e-6);
    EXPECT_DOUBLE_EQ(m.datasheetRoof->bandwidthGBs, 4800.0);
    // The other precisions' datasheet peaks, each figure once: BF16 and FP16 share 989.4.
    std::vector<std::string> listed;
    for (const MeasuredGpu::DatasheetPeak &peak : m.datasheetPeaks) {
        EXPECT_NE(peak.gflops, row.datasheetPeakGflops);
        std::string names;
        for (const std::string &p : peak.precisions)
            names += (names.empty() ? "" : "/") + p;
        listed.push_back(names + "=" + std::to_string(int(peak.gflops)));
    }
    EXPECT_EQ(listed, std::vector<std::string>(row.peaks.begin(), row.peaks.end()));
}

// The lines tab 3 draws beside the measured roof come with where each starts, so the chart only
// draws them: each datasheet peak from where the datasheet's 4800 GB/s meets it, and the
// multiply-add roof (65.26 TFLOPS under the measured 4353.77 GB/s, 14.99 FLOP/B) where the
// chart's roof is another precision's fastest product.
TEST(MeasuredGpu, TheRoofsBesideTheChartsOwnComeWithTheirStarts)
{
    struct Row
    {
        Precision precision;
        bool fmaRoof;
        std::vector<double> peakStarts;
    };
    for (const Row &row :
         {Row{Precision::Fp32, false, {494700 / 4800.0, 989400 / 4800.0, 1978900 / 4800.0}},
          Row{Precision::Bf16, true, {67000 / 4800.0, 494700 / 4800.0, 1978900 / 4800.0}}}) {
        WhatIfInputs inputs;
        inputs.precision = row.precision;
        inputs.rooflineDevice = DeviceCatalog::kThisGpu;
        const ReportModel model = attached(h200Profile()->gpu, inputs);
        const MeasuredGpu &m = *model.measuredGpu;
        const std::string name(Precisions::id(row.precision));
        ASSERT_EQ(m.datasheetPeaks.size(), row.peakStarts.size()) << name;
        for (std::size_t i = 0; i < row.peakStarts.size(); ++i)
            EXPECT_NEAR(m.datasheetPeaks[i].balanceFlopsPerByte, row.peakStarts[i], 1e-9)
                << name << " " << i;
        ASSERT_EQ(m.fmaRoof.has_value(), row.fmaRoof) << name;
        if (row.fmaRoof) {
            EXPECT_NEAR(m.fmaRoof->peakGflops, 65264.76311839389, 1e-6);
            EXPECT_DOUBLE_EQ(m.fmaRoof->bandwidthGBs, 4353.771714018172);
            EXPECT_NEAR(m.fmaRoof->balanceFlopsPerByte(), 14.99039623695839, 1e-9);
        }
    }
    // A card the catalog lacks has no datasheet peaks, but its measured roofs all the same.
    WhatIfInputs inputs;
    inputs.precision = Precision::Bf16;
    inputs.rooflineDevice = DeviceCatalog::kThisGpu;
    const ReportModel unknown = attached(unknownCard(), inputs);
    EXPECT_TRUE(unknown.measuredGpu->datasheetPeaks.empty());
    EXPECT_TRUE(unknown.measuredGpu->fmaRoof.has_value());
}

// A card whose maker prints no FP32 figure (the H20: the measurement renamed): at FP32 its
// datasheet roof takes the BF16 tensor peak and says so; at BF16 it is the BF16 peak itself.
TEST(MeasuredGpu, ASheetWithoutAnFp32FigureLendsItsWidestPeakAndNamesIt)
{
    GpuOutcome h20 = h200Profile()->gpu;
    h20.gpu->name = "NVIDIA H20";
    for (const Precision precision : {Precision::Fp32, Precision::Bf16}) {
        WhatIfInputs inputs;
        inputs.precision = precision;
        inputs.rooflineDevice = DeviceCatalog::kThisGpu;
        const ReportModel model = attached(h20, inputs);
        ASSERT_TRUE(model.measuredGpu.has_value());
        const MeasuredGpu &m = *model.measuredGpu;
        ASSERT_TRUE(m.datasheetRoof.has_value());
        EXPECT_DOUBLE_EQ(m.datasheetRoof->peakGflops, 148000.0);
        EXPECT_DOUBLE_EQ(m.datasheetRoof->bandwidthGBs, 4000.0);
        EXPECT_EQ(m.datasheetPrecision, Precision::Bf16);
    }
}

// Tab 3 on this card, then a profile without it: the roof falls back to this CPU's, and serving
// on this CPU gets its phases' expected rates back under that roof (they were left at zero).
TEST(MeasuredGpu, ASecondAttachWithoutTheCardGivesTheServingRatesBack)
{
    WhatIfInputs inputs;
    inputs.mode = WorkloadMode::Inference;
    inputs.device = DeviceCatalog::kThisCpu;
    inputs.rooflineDevice = DeviceCatalog::kThisGpu;
    ReportModel model = attached(h200Profile()->gpu, inputs);
    ASSERT_TRUE(model.rooflineOnMeasuredGpu);
    ASSERT_EQ(model.servingOperations.size(), 2u);
    for (const Operation &op : model.servingOperations)
        EXPECT_EQ(op.expectedGflops, 0.0) << op.id;
    model.attachMachines(MeasuredMachines::of(std::nullopt, std::nullopt, std::nullopt));
    EXPECT_FALSE(model.rooflineOnMeasuredGpu);
    EXPECT_EQ(model.rooflineDeviceIndex, 0);
    for (const Operation &op : model.servingOperations)
        EXPECT_GT(op.expectedGflops, 0.0) << op.id;
}

INSTANTIATE_TEST_SUITE_P(
    H200, MeasuredRoofs,
    ::testing::Values(
        RoofRow{"fp32",
                Precision::Fp32,
                65264.76311839389,
                14.99039623695839,
                67000,
                {"tf32=494700", "bf16/fp16=989400", "fp8=1978900"}},
        RoofRow{"tf32",
                Precision::Tf32,
                353430.9023250173,
                81.17809695603671,
                494700,
                {"fp32=67000", "bf16/fp16=989400", "fp8=1978900"}},
        // The FP16 products' datasheet figure is the BF16 roof's: drawn once, by the roof.
        RoofRow{"bf16",
                Precision::Bf16,
                695972.2855323146,
                159.85502484924493,
                989400,
                {"fp32=67000", "tf32=494700", "fp8=1978900"}},
        RoofRow{"fp8",
                Precision::Fp8,
                1304235.6549747817,
                299.5645478552388,
                1978900,
                {"fp32=67000", "tf32=494700", "bf16/fp16=989400"}}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(MeasuredGpu, WithoutTheChoiceTheRooflineStaysAndWithoutACardTheChoiceFallsBack)
{
    const ReportModel plain = attached(h200Profile()->gpu);
    EXPECT_FALSE(plain.rooflineOnMeasuredGpu);
    EXPECT_EQ(plain.rooflineDeviceIndex, 0);
    EXPECT_DOUBLE_EQ(plain.roofline.peakGflops, 237.05);
    // Asked for, with nothing measured: this CPU's roofline, as for a device no longer there.
    WhatIfInputs inputs;
    inputs.rooflineDevice = DeviceCatalog::kThisGpu;
    const ReportModel none = ReportModel::build(inputs, {237.05, CpuSource::Entered, 16.0});
    EXPECT_FALSE(none.measuredGpu.has_value());
    EXPECT_FALSE(none.rooflineOnMeasuredGpu);
    EXPECT_EQ(none.rooflineDeviceIndex, 0);
    EXPECT_DOUBLE_EQ(none.roofline.peakGflops, 237.05);
}

TEST(MeasuredGpu, TheReportsDevicesListTheMeasuredRowAfterItsDatasheetRow)
{
    const ReportModel model = attached(h200Profile()->gpu);
    const Json json = Json::parse(model.toJson());
    const Json &devices = json["devices"];
    ASSERT_EQ(devices.size(), model.devices.size() + 1);
    const std::size_t sheet = std::size_t(indexOf(model, "h200_sxm"));
    EXPECT_EQ(devices[sheet]["id"], "h200_sxm");
    EXPECT_EQ(devices[sheet]["measured"], false);
    EXPECT_EQ(devices[sheet + 1]["id"], "this_gpu");
    EXPECT_EQ(devices[sheet + 1]["measured"], true);
    EXPECT_DOUBLE_EQ(devices[sheet + 1]["mem_bandwidth_gbs"].get<double>(), 4353.771714018172);
    // Without a GPU the list is the catalog's alone.
    const ReportModel without = ReportModel::build({}, {237.05, CpuSource::Entered, 16.0});
    EXPECT_EQ(Json::parse(without.toJson())["devices"].size(), without.devices.size());
}

TEST(MeasuredGpu, AnUnknownCardStandsAloneAfterThisCpuWithoutDatasheetFigures)
{
    const ReportModel model = attached(unknownCard());
    ASSERT_TRUE(model.measuredGpu.has_value());
    const MeasuredGpu &m = *model.measuredGpu;
    EXPECT_EQ(m.datasheetIndex, -1);
    EXPECT_EQ(m.device.name, "NVIDIA Imaginary X1");
    EXPECT_DOUBLE_EQ(m.device.fp32Tflops, 65.26476311839389);
    // Nothing to take power and links from: none shown, and no compute per watt.
    EXPECT_EQ(m.device.watts, 0.0);
    EXPECT_EQ(m.device.pcieGen, 0);
    EXPECT_EQ(m.device.cardLinkGBs, 0.0);
    EXPECT_EQ(m.ratios.gflopsPerWatt, 0.0);
    EXPECT_FALSE(m.datasheetRoof.has_value());
    EXPECT_TRUE(m.datasheetPeaks.empty());
    for (const MeasuredGpu::Product &p : m.products)
        EXPECT_EQ(p.datasheetGflops, 0.0) << p.precision << p.n;
    const Json devices = Json::parse(model.toJson())["devices"];
    EXPECT_EQ(devices[1]["id"], "this_gpu");
    // A power that was never measured is no figure in the JSON either.
    EXPECT_TRUE(devices[1]["watts"].is_null());
    EXPECT_TRUE(devices[1]["gflops_per_watt"].is_null());
    // Tab 1 shows its figures alone.
    ASSERT_FALSE(model.gpuFigures.empty());
    for (const GpuFigure &f : model.gpuFigures)
        EXPECT_EQ(f.datasheet, 0.0);
}

TEST(MeasuredGpu, AnUnknownCardBecomesAUserDeviceTheCatalogAccepts)
{
    const GpuMeasurement gpu = *unknownCard().gpu;
    const DeviceSpec d = MeasuredGpu::userDevice(gpu, "nvidia_imaginary_x1");
    EXPECT_EQ(d.id, "nvidia_imaginary_x1");
    EXPECT_EQ(d.name, "NVIDIA Imaginary X1");
    EXPECT_TRUE(d.user);
    EXPECT_FALSE(d.measured);
    EXPECT_DOUBLE_EQ(d.fp32Tflops, 65.26476311839389);
    EXPECT_DOUBLE_EQ(d.bf16Tflops.value_or(0), 695.9722855323146);
    EXPECT_DOUBLE_EQ(d.fp8Tflops.value_or(0), 1304.2356549747817);
    EXPECT_DOUBLE_EQ(d.memBandwidthGBs, 4353.771714018172);
    EXPECT_DOUBLE_EQ(d.memoryGB, 150.10988032);
    // The driver's power limit and PCIe link (NVML), which the catalog would otherwise give.
    EXPECT_DOUBLE_EQ(d.watts, 700.0);
    EXPECT_EQ(d.pcieGen, 5);
    EXPECT_EQ(d.pcieLanes, 16);
    EXPECT_TRUE(DeviceCatalogFile::validate(d).empty());
    GpuMeasurement silent = gpu;
    silent.powerLimitWatts = 0;
    silent.pcieGeneration = 0;
    const DeviceSpec placeholder = MeasuredGpu::userDevice(silent, "x");
    EXPECT_DOUBLE_EQ(placeholder.watts, MeasuredGpu::kPlaceholderWatts);
    EXPECT_EQ(placeholder.pcieLanes, 0);
    EXPECT_NE(placeholder.source.find("placeholder"), std::string::npos);
    // The measured row's id is not one a user's device may take.
    EXPECT_EQ(DeviceCatalog::reservedIds().count(DeviceCatalog::kThisGpu), 1u);
}

// The row tab 1's offer and tab 2's Duplicate write for a measured card, and when the user's
// devices have it already: by name, memory and compute capability, kept in the row's id (the
// one field the window never edits), not by the name the user may change.
TEST(MeasuredGpu, TheUsersRowOfACardIsKnownByItsIdNotItsName)
{
    const GpuMeasurement gpu = *unknownCard().gpu;
    const MeasuredGpu::UserDeviceRow first = MeasuredGpu::userDeviceRow(gpu, {});
    EXPECT_EQ(first.present, -1);
    // 150 109 880 320 bytes are 150 GB; compute capability 9.0.
    EXPECT_EQ(first.device.id, "nvidia_imaginary_x1_150gb_sm90");
    EXPECT_EQ(first.device.name, "NVIDIA Imaginary X1");
    EXPECT_TRUE(DeviceCatalogFile::validate(first.device).empty());

    DeviceSpec other;
    other.id = "lab_card";
    other.name = "NVIDIA Imaginary X1";
    std::vector<DeviceSpec> mine{other, first.device};
    EXPECT_EQ(MeasuredGpu::userDeviceRow(gpu, mine).present, 1);
    // Renamed in tab 2, the row is still this card's.
    mine[1].name = "Our X1";
    EXPECT_EQ(MeasuredGpu::userDeviceRow(gpu, mine).present, 1);

    struct Variant
    {
        const char *what;
        double memoryBytes;
        int major;
        int minor;
        const char *id;
    };
    for (const Variant &v :
         {Variant{"half the memory", 75e9, 9, 0, "nvidia_imaginary_x1_75gb_sm90"},
          Variant{"another capability", 150.1e9, 8, 9, "nvidia_imaginary_x1_150gb_sm89"}}) {
        GpuMeasurement sameName = gpu;
        sameName.memoryBytes = v.memoryBytes;
        sameName.computeMajor = v.major;
        sameName.computeMinor = v.minor;
        const MeasuredGpu::UserDeviceRow row = MeasuredGpu::userDeviceRow(sameName, mine);
        EXPECT_EQ(row.present, -1) << v.what;
        EXPECT_EQ(row.device.id, v.id) << v.what;
    }
}

// A row added before the id held the memory and the capability has the name's slug as its id:
// it is this card's while its name and memory agree, so the offer does not add a second one.
TEST(MeasuredGpu, ARowAddedUnderTheNameAloneIsStillKnown)
{
    const GpuMeasurement gpu = *unknownCard().gpu;
    DeviceSpec earlier = MeasuredGpu::userDevice(gpu, "nvidia_imaginary_x1");
    EXPECT_EQ(MeasuredGpu::userDeviceRow(gpu, {earlier}).present, 0);
    // Renamed, or of another memory, it is another card's row.
    DeviceSpec renamed = earlier;
    renamed.name = "Our X1";
    EXPECT_EQ(MeasuredGpu::userDeviceRow(gpu, {renamed}).present, -1);
    DeviceSpec smaller = earlier;
    smaller.memoryGB = 75.0;
    EXPECT_EQ(MeasuredGpu::userDeviceRow(gpu, {smaller}).present, -1);
    EXPECT_EQ(MeasuredGpu::nameSlug("NVIDIA  RTX 9000 Ada "), "nvidia_rtx_9000_ada");
}

// Whatever the driver calls the card, the id is one the strict reader takes.
TEST(MeasuredGpu, TheUsersRowHasAnIdTheCatalogAccepts)
{
    for (const std::string &name :
         {std::string(200, 'X'), std::string("  --  "), std::string(), std::string("Ünïcödé 9")}) {
        GpuMeasurement gpu = *unknownCard().gpu;
        gpu.name = name;
        gpu.memoryBytes = 1e18;
        gpu.computeMajor = 12;
        gpu.computeMinor = 1;
        const std::string id = MeasuredGpu::userDeviceRow(gpu, {}).device.id;
        EXPECT_TRUE(DeviceCatalogFile::isValidId(id)) << id;
        EXPECT_EQ(DeviceCatalog::reservedIds().count(id), 0u) << id;
    }
}

TEST(MeasuredGpu, AProductMovesItsOperandsAndItsResultOnce)
{
    EXPECT_DOUBLE_EQ(MeasuredGpu::productBytes("fp32", 512), 512.0 * 512 * 12);
    EXPECT_DOUBLE_EQ(MeasuredGpu::productBytes("bf16", 8192), 8192.0 * 8192 * 6);
    EXPECT_DOUBLE_EQ(MeasuredGpu::productBytes("fp8", 8192), 268435456.0);
    EXPECT_EQ(MeasuredGpu::productBytes("fp64", 8192), 0.0);
}

// A kernel of the card a profile measured is held against the measured roofs: a BF16 product on
// the H200 against the fastest BF16 product measured there (not the datasheet's 989.4 TFLOPS), a
// memory-bound one against the measured 4353.8 GB/s; an FP64 tensor kernel, which the measurement
// does not time, keeps the datasheet's. The card's own roofline shows them; without the
// measurement they stay on the datasheet.
TEST(MeasuredGpu, AMeasuredCardsKernelsSitUnderItsMeasuredRoofs)
{
    WhatIfInputs inputs;
    UserKernel bf16, memory, fp64;
    std::string problem;
    ASSERT_TRUE(UserKernel::parse("name=gemm,flops=1.7e10,bytes=1.7e7,seconds=2.5e-5,"
                                  "device=h200_sxm,precision=bf16",
                                  bf16, problem));
    ASSERT_TRUE(UserKernel::parse("name=norm,flops=1e9,bytes=3e8,seconds=1e-4,device=h200_sxm,"
                                  "precision=fp32",
                                  memory, problem));
    ASSERT_TRUE(UserKernel::parse("name=dgemm,flops=1.7e10,bytes=1.9e8,seconds=3e-4,"
                                  "device=h200_sxm,precision=fp64_tensor",
                                  fp64, problem));
    inputs.kernels = {bf16, memory, fp64};
    inputs.rooflineDevice = DeviceCatalog::kThisGpu;
    const ReportModel model = attached(h200Profile()->gpu, inputs);
    ASSERT_TRUE(model.measuredGpu.has_value());
    ASSERT_EQ(model.kernels.size(), 3u);
    EXPECT_TRUE(model.kernels[0].onMeasuredGpu);
    EXPECT_DOUBLE_EQ(model.kernels[0].peakGflops,
                     model.measuredGpu->roofline(Precision::Bf16).peakGflops);
    EXPECT_LT(model.kernels[0].peakGflops, 989400.0);
    EXPECT_TRUE(model.kernels[1].onMeasuredGpu);
    EXPECT_EQ(model.kernels[1].placement.roof, "memory");
    EXPECT_NEAR(model.kernels[1].placement.boundGflops,
                model.measuredGpu->memoryRoofGBs * 1e9 / 3e8, 1e-6);
    EXPECT_FALSE(model.kernels[2].onMeasuredGpu);
    EXPECT_EQ(model.kernelsOnRoofline().size(), 2u);
    const ReportModel sheet = ReportModel::build(inputs, {237.05, CpuSource::Entered, 16.0});
    EXPECT_FALSE(sheet.kernels[0].onMeasuredGpu);
    EXPECT_DOUBLE_EQ(sheet.kernels[0].peakGflops, 989400.0);
}

// A precision the measurement did not reach leaves the card's kernel at it on the datasheet: an
// FP8 kernel on an H200 whose FP8 products failed is not judged against the FP32 multiply-add.
TEST(MeasuredGpu, AKernelAtAPrecisionNotMeasuredKeepsTheDatasheet)
{
    GpuOutcome gpu = h200Profile()->gpu;
    auto &gemm = gpu.gpu->gemm;
    gemm.erase(std::remove_if(gemm.begin(), gemm.end(),
                              [](const GpuGemmPoint &p) { return p.precision == "fp8"; }),
               gemm.end());
    UserKernel fp8;
    std::string problem;
    ASSERT_TRUE(UserKernel::parse("name=fp8gemm,flops=1.7e10,bytes=1.7e7,seconds=1.5e-5,"
                                  "device=h200_sxm,precision=fp8",
                                  fp8, problem));
    WhatIfInputs inputs;
    inputs.kernels = {fp8};
    const ReportModel model = attached(gpu, inputs);
    ASSERT_TRUE(model.measuredGpu.has_value());
    ASSERT_EQ(model.kernels.size(), 1u);
    EXPECT_FALSE(model.kernels[0].onMeasuredGpu);
    const DeviceSpec &sheet = model.devices[static_cast<std::size_t>(indexOf(model, "h200_sxm"))];
    EXPECT_DOUBLE_EQ(model.kernels[0].peakGflops, *sheet.peakTflops(Precision::Fp8) * 1000.0);
}

} // namespace
} // namespace blab::core
