// SPDX-License-Identifier: GPL-3.0-or-later

// FP4 weights and caches (issue 50): the bytes of each format with its block scales, the
// precision a card computes them at, and what serving Llama 2 70B in NVFP4 holds and reads.

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "catalog/precision.h"
#include "cluster/interconnect_model.h"
#include "inputs/serving_setup.h"
#include "inputs/training_setup.h"
#include "report/report_model.h"
#include "serving/inference_model.h"

#include <gtest/gtest.h>
#include <optional>
#include <string>

namespace blab::core {
namespace {

const DeviceSpec *shipped(const std::string &id)
{
    for (const DeviceSpec &d : DeviceCatalog::builtIn()) {
        if (d.id == id)
            return &d;
    }
    return nullptr;
}

// Bits a stored number takes, its share of the scales included: NVFP4 4 + 8/16, MXFP4 4 + 8/32.
struct FormatRow
{
    const char *id;
    WeightDtype dtype;
    double bits;
};

class WeightFormatBytes : public testing::TestWithParam<FormatRow>
{
};

TEST_P(WeightFormatBytes, CountTheScales)
{
    EXPECT_STREQ(WeightDtypes::id(GetParam().dtype), GetParam().id);
    EXPECT_DOUBLE_EQ(WeightDtypes::bytes(GetParam().dtype) * 8.0, GetParam().bits);
}

INSTANTIATE_TEST_SUITE_P(Rows, WeightFormatBytes,
                         testing::Values(FormatRow{"bf16", WeightDtype::Bf16, 16.0},
                                         FormatRow{"fp8", WeightDtype::Fp8, 8.0},
                                         FormatRow{"int4", WeightDtype::Int4, 4.0},
                                         FormatRow{"nvfp4", WeightDtype::Nvfp4, 4.5},
                                         FormatRow{"mxfp4", WeightDtype::Mxfp4, 4.25}),
                         [](const auto &info) { return std::string(info.param.id); });

TEST(CacheFormatBytes, Fp4IsNvfp4WithItsScales)
{
    EXPECT_STREQ(KvDtypes::id(KvDtype::Fp4), "fp4");
    EXPECT_DOUBLE_EQ(KvDtypes::bytes(KvDtype::Fp4) * 8.0, 4.5);
    EXPECT_DOUBLE_EQ(KvDtypes::bytes(KvDtype::Fp8), 1.0);
    EXPECT_FALSE(WeightDtypes::trainable(WeightDtype::Nvfp4));
    EXPECT_FALSE(WeightDtypes::trainable(WeightDtype::Mxfp4));
}

// The precision serving chooses: FP4 weights at the FP4 peak where the card has one, else
// unpacked to 16 bits.
struct PrecisionRow
{
    const char *name;
    const char *device;
    WeightDtype weights;
    Precision chosen;
};

class ServingPrecision : public testing::TestWithParam<PrecisionRow>
{
};

TEST_P(ServingPrecision, FollowsTheCardsMath)
{
    const DeviceSpec *d = shipped(GetParam().device);
    ASSERT_NE(d, nullptr) << GetParam().device;
    EXPECT_EQ(ServingSetup::precisionFor(*d, GetParam().weights), GetParam().chosen);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, ServingPrecision,
    testing::Values(PrecisionRow{"b200_nvfp4", "b200", WeightDtype::Nvfp4, Precision::Fp4},
                    PrecisionRow{"b200_mxfp4", "b200", WeightDtype::Mxfp4, Precision::Fp4},
                    PrecisionRow{"b200_fp8", "b200", WeightDtype::Fp8, Precision::Fp8},
                    PrecisionRow{"b200_bf16", "b200", WeightDtype::Bf16, Precision::Bf16},
                    PrecisionRow{"h100_nvfp4", "h100_sxm", WeightDtype::Nvfp4, Precision::Bf16},
                    // CDNA 4's FP4 units take MXFP4's blocks, not NVFP4's.
                    PrecisionRow{"mi355x_mxfp4", "mi355x", WeightDtype::Mxfp4, Precision::Fp4},
                    PrecisionRow{"mi355x_nvfp4", "mi355x", WeightDtype::Nvfp4, Precision::Bf16}),
    [](const auto &info) { return std::string(info.param.name); });

WhatIfInputs llama2On(const char *device, WeightDtype weights)
{
    WhatIfInputs in;
    in.mode = WorkloadMode::Inference;
    in.model = "llama2_70b";
    in.device = device;
    in.weightDtype = weights;
    in.kvDtype = KvDtype::Fp8;
    in.batching = Batching::Continuous;
    in.concurrency = 64;
    in.promptTokens = 1024;
    in.context = 2048;
    in.outputTokens = 1024;
    return in;
}

// Llama 2 70B in NVFP4 on one B200 holds 4.5/16 of its BF16 weights and computes at the FP4
// peak with no unpacking; on an H100 the same weights are unpacked (int4's instructions) and
// multiplied at the BF16 peak.
TEST(Fp4Serving, Llama2In4Point5BitsOnABlackwellAndAHopper)
{
    const ReportModel bf16 =
        ReportModel::build(llama2On("b200", WeightDtype::Bf16), {237.05, CpuSource::Entered, 16.0});
    const ReportModel fp4 = ReportModel::build(llama2On("b200", WeightDtype::Nvfp4),
                                               {237.05, CpuSource::Entered, 16.0});
    ASSERT_TRUE(bf16.inference && fp4.inference && fp4.inferenceInputs);
    EXPECT_NEAR(fp4.inference->memory.weightsBytes / bf16.inference->memory.weightsBytes,
                4.5 / 16.0, 1e-12);
    EXPECT_EQ(fp4.inputs.precision, Precision::Fp4);
    EXPECT_DOUBLE_EQ(fp4.inferenceInputs->peakTflops, *shipped("b200")->peakTflops(Precision::Fp4));
    EXPECT_EQ(fp4.inferenceInputs->efficiency.dequantInstructions, 0.0);
    const ReportModel hopper = ReportModel::build(llama2On("h100_sxm", WeightDtype::Nvfp4),
                                                  {237.05, CpuSource::Entered, 16.0});
    ASSERT_TRUE(hopper.inferenceInputs);
    EXPECT_EQ(hopper.inputs.precision, Precision::Bf16);
    EXPECT_GT(hopper.inferenceInputs->efficiency.dequantInstructions, 0.0);
    // Decode reads the weights each step: fewer bytes, a shorter step on the same card.
    EXPECT_LT(fp4.inference->request.expected.timePerOutputTokenSeconds,
              bf16.inference->request.expected.timePerOutputTokenSeconds);
}

// Training in FP4 on a B200 keeps attention and the output projection at the 16-bit peak, as
// FP8 training does, and casts its products' operands.
TEST(Fp4Training, KeepsAttentionAtSixteenBits)
{
    const DeviceSpec *b200 = shipped("b200");
    const ModelSpec *m = ModelCatalogFile::find("llama3_8b");
    ASSERT_TRUE(b200 && m);
    const LinkSpec link = *InterconnectModel::linkFor(LinkKind::CardLink, *b200, 0.0);
    WhatIfInputs w;
    w.precision = Precision::Fp4;
    const TrainingRunInputs in = TrainingSetup::inputs(w, *m, *b200, 9000.0, link);
    EXPECT_TRUE(in.fp8Products);
    EXPECT_DOUBLE_EQ(in.peak16Tflops, 2250.0);
    EXPECT_GT(in.efficiency.fp8CastBytes, 0.0);
}

// The share of the peak the expected figure takes for a product on Blackwell and the MI355X,
// against what published GEMM benchmarks on those cards reached (no FP4 or MI355X sweep stands
// behind the curves: FP4 and FP8 products read the H100's FP8 curve by time). Each row is one
// published shape; low and high span the libraries measured on it, and the model must stay
// within 0.06 of that span.
struct PublishedShareRow
{
    const char *name;
    const char *device;
    Precision precision;
    double m, n, k;
    double low, high;
};

class PublishedGemmShares : public testing::TestWithParam<PublishedShareRow>
{
};

TEST_P(PublishedGemmShares, StayNearWhatWasMeasured)
{
    const PublishedShareRow &r = GetParam();
    const DeviceSpec *d = shipped(r.device);
    ASSERT_NE(d, nullptr);
    WhatIfInputs w;
    w.precision = r.precision;
    const ServingEfficiency e = ServingSetup::inputs(w, *ModelCatalogFile::find("llama3_8b"), *d,
                                                     d->effectiveTflops(r.precision), {})
                                    .efficiency;
    const double share = e.shareFor(r.m, r.n, r.k);
    EXPECT_GE(share, r.low - 0.06) << share;
    EXPECT_LE(share, r.high + 0.06) << share;
}

INSTANTIATE_TEST_SUITE_P(
    Sources, PublishedGemmShares,
    testing::Values(
        // deepseek-ai/DeepGEMM pull request 348, B200, MXFP4 x MXFP4, CUDA 12.9: cuBLAS
        // (cublasTest 13.3) 3939 and 5239 TFLOPS, DeepGEMM 5332 and 5702, of 9000.
        PublishedShareRow{"b200_mxfp4_4096x4096x7168", "b200", Precision::Fp4, 4096, 4096, 7168,
                          0.438, 0.592},
        PublishedShareRow{"b200_mxfp4_8192_cube", "b200", Precision::Fp4, 8192, 8192, 8192, 0.582,
                          0.634},
        // NVIDIA's Tilus tutorial (Blackwell matmul), B200, cuBLAS FP16 8192^3: about 1610
        // TFLOPS of 2250.
        PublishedShareRow{"b200_fp16_8192_cube", "b200", Precision::Bf16, 8192, 8192, 8192, 0.716,
                          0.716},
        // ROCm blog 'FP8 GEMM Optimization on AMD CDNA 4 Architecture', MI355X, hipBLASLt FP8
        // (ROCm 7.1): 2750 and 3130 TFLOPS of 5033.
        PublishedShareRow{"mi355x_fp8_4096_cube", "mi355x", Precision::Fp8, 4096, 4096, 4096, 0.546,
                          0.546},
        PublishedShareRow{"mi355x_fp8_8192_cube", "mi355x", Precision::Fp8, 8192, 8192, 8192, 0.622,
                          0.622}),
    [](const auto &info) { return std::string(info.param.name); });

// NVLink-C2C joins a superchip's GPU to its own Grace CPU: host copies take it (450 GB/s each
// way), but cards that talk over PCIe use their PCIe lanes (a GB200's Gen5 x16) or have none
// (a GH200 prints no PCIe link of its own).
TEST(HostLinks, C2cReachesTheHostNotTheOtherCards)
{
    const DeviceSpec *gb200 = shipped("gb200");
    const DeviceSpec *gh200 = shipped("gh200");
    ASSERT_NE(gb200, nullptr);
    ASSERT_NE(gh200, nullptr);
    EXPECT_DOUBLE_EQ(gb200->hostLinkGBs(), 450.0);
    EXPECT_DOUBLE_EQ(gh200->hostLinkGBs(), 450.0);
    const std::optional<LinkSpec> viaPcie =
        InterconnectModel::linkFor(LinkKind::PcieSwitch, *gb200, 0.0);
    ASSERT_TRUE(viaPcie.has_value());
    EXPECT_NEAR(viaPcie->busGBs, 63.04, 1e-9);
    EXPECT_FALSE(InterconnectModel::linkFor(LinkKind::PcieSwitch, *gh200, 0.0).has_value());
    EXPECT_FALSE(InterconnectModel::linkFor(LinkKind::PcieHost, *gh200, 0.0).has_value());
}

} // namespace
} // namespace blab::core
