// SPDX-License-Identifier: GPL-3.0-or-later

// What measure --gpu writes and reads: the small number formats the operands are filled in, the
// child's progress lines, and a profile measured on a real H200 (tests/core/data/gpu/README.md)
// read back and set beside the catalog's datasheet.

#include "catalog/device_catalog.h"
#include "io/json.h"
#include "measure/gpu/gpu_child.h"
#include "measure/gpu/small_float.h"
#include "measure/profile/machine_profile.h"
#include "report/report_model.h"
#include "roofline/gpu_comparison.h"

#include <cmath>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <string>

namespace blab::core {
namespace {

struct FormatRow
{
    const char *name;
    SmallFloat format;
    double value;
    std::uint32_t bits;
};

class SmallFloats : public ::testing::TestWithParam<FormatRow>
{
};

// Values and bit patterns from the formats' definitions (IEEE 754 binary16, bfloat16, OCP FP8
// E4M3): each value encodes to its pattern and decodes back exactly.
TEST_P(SmallFloats, EncodeAndDecodeTheFormatsValues)
{
    const FormatRow &row = GetParam();
    EXPECT_EQ(row.format.round(row.value), row.value);
    EXPECT_EQ(row.format.encode(row.value), row.bits);
    EXPECT_EQ(row.format.decode(row.bits), row.value);
}

INSTANTIATE_TEST_SUITE_P(
    Table, SmallFloats,
    ::testing::Values(FormatRow{"fp16_one", SmallFloat::fp16(), 1.0, 0x3C00},
                      FormatRow{"fp16_minus_two", SmallFloat::fp16(), -2.0, 0xC000},
                      FormatRow{"fp16_largest", SmallFloat::fp16(), 65504.0, 0x7BFF},
                      FormatRow{"fp16_smallest_subnormal", SmallFloat::fp16(), 0x1p-24, 0x0001},
                      FormatRow{"bf16_one", SmallFloat::bf16(), 1.0, 0x3F80},
                      FormatRow{"bf16_minus_half", SmallFloat::bf16(), -0.5, 0xBF00},
                      FormatRow{"e4m3_one", SmallFloat::fp8e4m3(), 1.0, 0x38},
                      FormatRow{"e4m3_largest", SmallFloat::fp8e4m3(), 448.0, 0x7E},
                      FormatRow{"e4m3_smallest_subnormal", SmallFloat::fp8e4m3(), 0x1p-9, 0x01},
                      FormatRow{"e4m3_minus_quarter", SmallFloat::fp8e4m3(), -0.25, 0xA8}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(SmallFloat, RoundsToNearestTiesToEvenAndSaturates)
{
    const SmallFloat e4m3 = SmallFloat::fp8e4m3();
    // Between 1 and 1.125 the spacing is 1/8: 1.0625 is a tie and goes to the even 1.0.
    EXPECT_EQ(e4m3.round(1.0625), 1.0);
    EXPECT_EQ(e4m3.round(1.07), 1.125);
    EXPECT_EQ(e4m3.round(1000.0), 448.0);
    EXPECT_EQ(SmallFloat::bf16().round(1.0 + 0x1p-8), 1.0);
    EXPECT_EQ(SmallFloat::fp16().round(1.0 + 3 * 0x1p-11), 1.0 + 0x1p-9);
}

TEST(GpuChild, ProgressLinesReadBackAndNothingElseDoes)
{
    int done = 0, total = 0;
    std::string step;
    ASSERT_TRUE(GpuChild::readProgressLine(GpuChild::progressLine(3, 41, "products: bf16 4096³"),
                                           done, total, step));
    EXPECT_EQ(done, 3);
    EXPECT_EQ(total, 41);
    EXPECT_EQ(step, "products: bf16 4096³");
    for (const char *line : {"", "step", "step 3 41", "step x 41 a", "step 5 3 a", "step -1 3 a",
                             "warning: something", "step 1 2000000 a"})
        EXPECT_FALSE(GpuChild::readProgressLine(line, done, total, step)) << line;
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A profile the program measured on an NVIDIA H200 with 'measure --gpu --json'.
TEST(GpuProfile, ARealH200ProfileReadsAndSitsBesideItsDatasheet)
{
    ProfileReadError error;
    const auto p = MachineProfile::fromJson(
        readFile(BLAB_TEST_DATA_DIR "/gpu/h200_profile_2026-12-04.json"), &error);
    ASSERT_TRUE(p.has_value()) << error.english();
    ASSERT_TRUE(p->gpuAsked);
    ASSERT_TRUE(p->gpu.gpu.has_value());
    const GpuMeasurement &g = *p->gpu.gpu;
    EXPECT_EQ(g.name, "NVIDIA H200");
    EXPECT_EQ(g.catalogId, "h200_sxm");
    EXPECT_EQ(g.gemm.size(), 20u);
    for (const GpuGemmPoint &point : g.gemm) {
        EXPECT_TRUE(point.verified) << point.precision << point.n;
        EXPECT_EQ(point.method, "cuda_graph");
    }
    // Written back, it reads the same: nothing is lost on the way through the window's settings.
    EXPECT_EQ(MachineProfile::fromJson(p->toJson())->toJson(), p->toJson());

    const DeviceSpec *sheet = GpuComparison::datasheetFor(g.name);
    ASSERT_NE(sheet, nullptr);
    EXPECT_EQ(sheet->id, "h200_sxm");
    const std::vector<GpuFigure> figures = GpuComparison::figures(g, sheet);
    // The FMA peak, five product precisions, memory, pinned and pageable copies.
    ASSERT_EQ(figures.size(), 9u);
    EXPECT_EQ(figures[0].kind, GpuFigure::Kind::FmaPeak);
    EXPECT_DOUBLE_EQ(figures[0].datasheet, 67.0);
    EXPECT_DOUBLE_EQ(figures[0].share(), g.fmaPeakTflops / 67.0);
    const GpuFigure &fp16 = figures[4];
    EXPECT_EQ(fp16.precision, "fp16");
    // The catalog's FP16 tensor figure, which is the BF16 one.
    EXPECT_DOUBLE_EQ(fp16.datasheet, 989.4);
    EXPECT_EQ(figures[6].kind, GpuFigure::Kind::Memory);
    EXPECT_DOUBLE_EQ(figures[6].measured, g.memory.bestGBs());
    EXPECT_DOUBLE_EQ(figures[6].datasheet, 4800.0);
    EXPECT_EQ(figures[7].kind, GpuFigure::Kind::PinnedLink);
    // PCIe 5.0 ×16: 0.985 GB/s a lane at 3.0, twice that at each later generation.
    EXPECT_NEAR(figures[7].datasheet, 0.985 * 4 * 16, 1e-9);
    EXPECT_EQ(GpuComparison::datasheetFor("NVIDIA Imaginary X1"), nullptr);
}

// Tab 4's link choices: the H200's fastest pinned and pageable copies, each with the copy share
// of the window's batch, worked out here from the lesson's formula (copy ÷ (copy + compute)).
TEST(GpuProfile, TheMeasuredCopiesBecomeLinkChoicesWithTheirCopyShares)
{
    const auto p =
        MachineProfile::fromJson(readFile(BLAB_TEST_DATA_DIR "/gpu/h200_profile_2026-12-04.json"));
    ASSERT_TRUE(p && p->gpu.gpu);
    WhatIfInputs inputs;
    inputs.userBatch = 256;
    ReportModel model = ReportModel::build(inputs, {237.05, CpuSource::Entered, 16.0});
    model.attachMachines(MeasuredMachines::of(std::nullopt, std::nullopt, p->gpu));
    ASSERT_EQ(model.gpuLinks.size(), 2u);
    for (const ReportModel::GpuLinkChoice &link : model.gpuLinks) {
        EXPECT_DOUBLE_EQ(link.gbs, p->gpu.gpu->bestHostToDeviceGBs(link.pinned));
        const double copy = 256 * inputs.sampleBytes / (link.gbs * 1e9);
        const double compute = 256 * inputs.flopsPerSample / (inputs.accelTflops * 1e12);
        EXPECT_NEAR(link.accelCopyShare, copy / (copy + compute), 1e-12) << link.pinned;
    }
    EXPECT_TRUE(model.gpuLinks[0].pinned);
    // Pinning the batch: about eight times the speed, so a far smaller share of the step.
    EXPECT_LT(model.gpuLinks[0].accelCopyShare, model.gpuLinks[1].accelCopyShare);
}

} // namespace
} // namespace blab::core
