// SPDX-License-Identifier: GPL-3.0-or-later

// What the window's one snapshot per change carries beyond the text report: which device the
// roofline shows (by id, never inferred from numbers), the window's own batch row, the ratios at
// the chosen precision with compute per watt, and the host link as people type it.

#include "catalog/device_spec.h"
#include "report/report_model.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

constexpr double kLessonCpu = 237.05;

ReportModel build(const WhatIfInputs &in)
{
    return ReportModel::build(in, {kLessonCpu, CpuSource::Entered, 16.0});
}

struct RoofRow
{
    std::string name;
    std::string device;          // inputs.rooflineDevice
    Precision precision;         // inputs.precision
    std::optional<double> peak;  // inputs.rooflinePeakGflops
    std::optional<double> slope; // inputs.rooflineBandwidthGBs
    bool indexIsCustom;          // expect rooflineDeviceIndex == -1
    std::string shownId;         // else the device shown
    double peakGflops;           // expected roof, exact (read from the catalog's text)
    double bandwidthGBs;         // expected slope, exact
};

class RooflineDevice : public testing::TestWithParam<RoofRow>
{
};

TEST_P(RooflineDevice, IsChosenByIdAndFollowsThePrecision)
{
    const RoofRow &r = GetParam();
    WhatIfInputs in;
    in.rooflineDevice = r.device;
    in.precision = r.precision;
    in.rooflinePeakGflops = r.peak;
    in.rooflineBandwidthGBs = r.slope;
    const ReportModel m = build(in);
    if (r.indexIsCustom) {
        EXPECT_EQ(m.rooflineDeviceIndex, -1);
    } else {
        ASSERT_GE(m.rooflineDeviceIndex, 0);
        EXPECT_EQ(m.devices.at(static_cast<std::size_t>(m.rooflineDeviceIndex)).id, r.shownId);
    }
    EXPECT_DOUBLE_EQ(m.roofline.peakGflops, r.peakGflops);
    EXPECT_DOUBLE_EQ(m.roofline.bandwidthGBs, r.bandwidthGBs);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, RooflineDevice,
    testing::Values(
        RoofRow{"this_cpu", "this_cpu", Precision::Fp32, {}, {}, false, "this_cpu", 237.05, 50.0},
        // A CPU has no BF16 figure here: its roof stays the measured FP32 one.
        RoofRow{
            "this_cpu_bf16", "this_cpu", Precision::Bf16, {}, {}, false, "this_cpu", 237.05, 50.0},
        RoofRow{
            "h100_fp32", "h100_sxm", Precision::Fp32, {}, {}, false, "h100_sxm", 67000.0, 3350.0},
        RoofRow{
            "h100_bf16", "h100_sxm", Precision::Bf16, {}, {}, false, "h100_sxm", 989400.0, 3350.0},
        // The sliders' figures are ignored while a device is shown.
        RoofRow{"h100_ignores_sliders", "h100_sxm", Precision::Fp8, 5.0, 6.0, false, "h100_sxm",
                1978900.0, 3350.0},
        // A device the user deleted leaves the roofline on this CPU.
        RoofRow{
            "unknown_id", "deleted_card", Precision::Fp32, {}, {}, false, "this_cpu", 237.05, 50.0},
        RoofRow{"custom_both", "", Precision::Fp32, 1234.5, 678.0, true, "", 1234.5, 678.0},
        RoofRow{"custom_peak_only", "", Precision::Fp32, 1234.5, {}, true, "", 1234.5, 50.0},
        RoofRow{"custom_none", "", Precision::Bf16, {}, {}, true, "", 237.05, 50.0}),
    [](const auto &info) { return info.param.name; });

TEST(RooflineDevice, DetachingFromThisCpuKeepsFollowingIt)
{
    WhatIfInputs in;
    in.rooflinePeakGflops = 5.0;
    EXPECT_FALSE(in.rooflineNeedsShownRoof());
    in.detachRoofline(0.0, 0.0);
    EXPECT_TRUE(in.rooflineDevice.empty());
    EXPECT_FALSE(in.rooflinePeakGflops.has_value());
    EXPECT_FALSE(in.rooflineBandwidthGBs.has_value());
    // The peak slider moved: the slope still follows this CPU's memory bandwidth.
    in.rooflinePeakGflops = 100.0;
    in.memBandwidthGBs = 75.0;
    const ReportModel m = build(in);
    EXPECT_EQ(m.roofline.peakGflops, 100.0);
    EXPECT_EQ(m.roofline.bandwidthGBs, 75.0);
}

TEST(RooflineDevice, DetachingKeepsTheRoofShown)
{
    WhatIfInputs in;
    in.rooflineDevice = "h100_sxm";
    EXPECT_TRUE(in.rooflineNeedsShownRoof());
    in.detachRoofline(67000.0, 3350.0);
    EXPECT_TRUE(in.rooflineDevice.empty());
    EXPECT_EQ(in.rooflinePeakGflops, 67000.0);
    EXPECT_EQ(in.rooflineBandwidthGBs, 3350.0);
    // Already detached: the sliders' own figures stay as they are.
    in.rooflinePeakGflops = 10.0;
    in.detachRoofline(1.0, 2.0);
    EXPECT_EQ(in.rooflinePeakGflops, 10.0);
    EXPECT_EQ(in.rooflineBandwidthGBs, 3350.0);
}

struct BatchRow
{
    std::string name;
    int userBatch;
    double linkGBs;
};

class UserBatch : public testing::TestWithParam<BatchRow>
{
};

// The user's row is the same computation as the lesson's rows, at the user's batch.
TEST_P(UserBatch, IsTheTransferModelAtThatBatch)
{
    const BatchRow &r = GetParam();
    WhatIfInputs in;
    in.userBatch = r.userBatch;
    in.linkGBs = r.linkGBs;
    in.batches = {r.userBatch};
    const ReportModel m = build(in);
    ASSERT_EQ(m.transfers.size(), 1u);
    EXPECT_EQ(m.userTransfer.batch, r.userBatch);
    EXPECT_EQ(m.userTransfer.bytes, m.transfers[0].bytes);
    EXPECT_EQ(m.userTransfer.copySeconds, m.transfers[0].copySeconds);
    EXPECT_EQ(m.userTransfer.accelCopyShare, m.transfers[0].accelCopyShare);
    // 602112 bytes per sample over the link, exactly as the lesson computes it.
    EXPECT_NEAR(m.userTransfer.copySeconds, r.userBatch * 602112.0 / (r.linkGBs * 1e9), 1e-15);
}

INSTANTIATE_TEST_SUITE_P(Cases, UserBatch,
                         testing::Values(BatchRow{"one", 1, 12.0}, BatchRow{"default", 64, 12.0},
                                         BatchRow{"large_fast_link", 4096, 900.0}),
                         [](const auto &info) { return info.param.name; });

struct WattRow
{
    std::string name;
    std::string id;
    Precision precision;
    double gflopsPerWatt; // published peak at the precision over published watts
    double tolerance;
};

class PerWatt : public testing::TestWithParam<WattRow>
{
};

TEST_P(PerWatt, IsTakenAtTheChosenPrecision)
{
    const WattRow &r = GetParam();
    WhatIfInputs in;
    in.precision = r.precision;
    const ReportModel m = build(in);
    ASSERT_EQ(m.ratios.size(), m.devices.size());
    bool found = false;
    for (std::size_t i = 0; i < m.devices.size(); ++i) {
        if (m.devices[i].id != r.id)
            continue;
        found = true;
        EXPECT_NEAR(m.ratios[i].gflopsPerWatt, r.gflopsPerWatt, r.tolerance);
        EXPECT_NEAR(m.devices[i].gflopsPerWatt(r.precision), r.gflopsPerWatt, r.tolerance);
        // This CPU: 237.05 GFLOPS at 65 W.
        EXPECT_NEAR(m.ratios[i].efficiency, r.gflopsPerWatt / (237.05 / 65.0), 1e-9);
    }
    EXPECT_TRUE(found) << r.id;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, PerWatt,
    testing::Values(WattRow{"cpu_fp32", "this_cpu", Precision::Fp32, 237.05 / 65.0, 1e-12},
                    WattRow{"h100_fp32", "h100_sxm", Precision::Fp32, 67000.0 / 700.0, 1e-9},
                    WattRow{"h100_bf16", "h100_sxm", Precision::Bf16, 989400.0 / 700.0, 1e-9},
                    WattRow{"h100_fp8", "h100_sxm", Precision::Fp8, 1978900.0 / 700.0, 1e-9}),
    [](const auto &info) { return info.param.name; });

struct CardsRow
{
    std::string name;
    int cards;
    std::string device;
};

class ScalingCurve : public testing::TestWithParam<CardsRow>
{
};

// Each link's curve is the same model at 1 ... 64 cards: at the user's card count it is the
// step the snapshot reports for that link.
TEST_P(ScalingCurve, PassesThroughEachLinksOwnStep)
{
    const CardsRow &r = GetParam();
    WhatIfInputs in;
    in.cards = r.cards;
    in.device = r.device;
    const ReportModel m = build(in);
    ASSERT_FALSE(m.links.empty());
    for (const ReportModel::LinkRow &row : m.links) {
        ASSERT_EQ(row.speedups.size(), static_cast<std::size_t>(ReportModel::kScalingCards));
        EXPECT_DOUBLE_EQ(row.speedups.front(), 1.0);
        EXPECT_DOUBLE_EQ(row.speedups.at(static_cast<std::size_t>(r.cards - 1)),
                         row.result.speedup);
    }
}

INSTANTIATE_TEST_SUITE_P(Cases, ScalingCurve,
                         testing::Values(CardsRow{"eight_accelerators", 8, "training_accelerator"},
                                         CardsRow{"two_h100", 2, "h100_sxm"},
                                         CardsRow{"sixty_four_h100", 64, "h100_sxm"}),
                         [](const auto &info) { return info.param.name; });

struct HostLinkRow
{
    std::string name;
    std::string text;
    std::string noneWord;
    bool ok;
    int gen;
    int lanes;
    double c2cGBs;
};

class HostLinkText : public testing::TestWithParam<HostLinkRow>
{
};

TEST_P(HostLinkText, ReadsWhatPeopleType)
{
    const HostLinkRow &r = GetParam();
    // A device with every kind of link set, so that what a text leaves alone shows.
    DeviceSpec d;
    d.pcieGen = 6;
    d.pcieLanes = 16;
    d.c2cLinkGBs = 1.0;
    EXPECT_EQ(DeviceSpec::parseHostLink(r.text, d, r.noneWord), r.ok);
    EXPECT_EQ(d.pcieGen, r.ok ? r.gen : 6);
    EXPECT_EQ(d.pcieLanes, r.ok ? r.lanes : 16);
    EXPECT_DOUBLE_EQ(d.c2cLinkGBs, r.ok ? r.c2cGBs : 1.0);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, HostLinkText,
    testing::Values(HostLinkRow{"as_shown", "PCIe 4.0 x16", "", true, 4, 16, 0},
                    HostLinkRow{"short", "4 x16", "", true, 4, 16, 0},
                    HostLinkRow{"times_sign", "5\u00d716", "", true, 5, 16, 0},
                    HostLinkRow{"lower_case", "pcie 3 x8", "", true, 3, 8, 0},
                    HostLinkRow{"with_rate_note", "PCIe 5.0 x16 (63 GB/s)", "", true, 5, 16, 0},
                    HostLinkRow{"padded", "  3x4  ", "", true, 3, 4, 0},
                    HostLinkRow{"none", "none", "", true, 0, 0, 0},
                    HostLinkRow{"none_upper", "NONE", "", true, 0, 0, 0},
                    HostLinkRow{"empty", "", "", true, 0, 0, 0},
                    HostLinkRow{"dash", "\u2014", "", true, 0, 0, 0},
                    HostLinkRow{"none_in_chinese", "\u65e0", "\u65e0", true, 0, 0, 0},
                    HostLinkRow{"chinese_word_not_offered", "\u65e0", "", false, 0, 0, 0},
                    // NVLink-C2C keeps the PCIe lanes the card also has (for its network cards).
                    HostLinkRow{"c2c_as_shown", "NVLink-C2C 900 GB/s", "", true, 6, 16, 900},
                    HostLinkRow{"c2c_short", "nvlink c2c 450.5", "", true, 6, 16, 450.5},
                    HostLinkRow{"c2c_with_note", "NVLink-C2C 900 (450 each way)", "", true, 6, 16,
                                900},
                    HostLinkRow{"c2c_without_figure", "NVLink-C2C", "", false, 0, 0, 0},
                    HostLinkRow{"c2c_zero", "NVLink-C2C 0", "", false, 0, 0, 0},
                    HostLinkRow{"generation_8", "8 x16", "", false, 0, 0, 0},
                    HostLinkRow{"three_lanes", "4 x3", "", false, 0, 0, 0},
                    HostLinkRow{"three_digit_lanes", "4 x160", "", false, 0, 0, 0},
                    HostLinkRow{"no_lanes", "PCIe 4.0", "", false, 0, 0, 0},
                    HostLinkRow{"words", "fast", "", false, 0, 0, 0}),
    [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::core
