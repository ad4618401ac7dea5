// SPDX-License-Identifier: GPL-3.0-or-later

// A figure typed into the device table: each field reads its text, the changed device is checked
// as a catalog file is, and a refused text leaves the device as it was.

#include "catalog/device_edit.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

using Field = DeviceEdit::Field;
using Refusal = DeviceEdit::Refusal;

DeviceSpec userDevice()
{
    DeviceSpec d;
    d.id = "my_device";
    d.name = "My device";
    d.fp32Tflops = 10.0;
    d.memBandwidthGBs = 500.0;
    d.memoryGB = 16.0;
    d.watts = 200.0;
    d.pcieGen = 4;
    d.pcieLanes = 16;
    d.user = true;
    return d;
}

std::string optionalText(const std::optional<double> &value)
{
    return value ? std::to_string(*value) : std::string("none");
}

// The field as text, so that one column of the table can state every field's expectation.
std::string fieldText(const DeviceSpec &d, Field field)
{
    switch (field) {
    case Field::Name:
        return d.name;
    case Field::Fp32:
        return std::to_string(d.fp32Tflops);
    case Field::Tf32:
        return optionalText(d.tf32Tflops);
    case Field::Bf16:
        return optionalText(d.bf16Tflops);
    case Field::Fp8:
        return optionalText(d.fp8Tflops);
    case Field::Fp4:
        return optionalText(d.fp4Tflops);
    case Field::Bandwidth:
        return std::to_string(d.memBandwidthGBs);
    case Field::Memory:
        return std::to_string(d.memoryGB);
    case Field::Power:
        return std::to_string(d.watts);
    case Field::HostLink:
        return std::to_string(d.pcieGen) + " x" + std::to_string(d.pcieLanes) +
               (d.c2cLinkGBs > 0 ? " c2c " + std::to_string(d.c2cLinkGBs) : std::string());
    case Field::CardLink:
        return std::to_string(d.cardLinkGBs);
    }
    return {};
}

const Field kFields[] = {Field::Name,  Field::Fp32,     Field::Tf32,      Field::Bf16,
                         Field::Fp8,   Field::Fp4,      Field::Bandwidth, Field::Memory,
                         Field::Power, Field::HostLink, Field::CardLink};

struct EditRow
{
    const char *name;
    Field field;
    std::string text;
    Refusal refusal;
    // The field afterwards as fieldText() writes it; for a refusal, the value before.
    std::string expected;
    CatalogProblem::Code problem = CatalogProblem::Code::None;
};

class DeviceEditTable : public testing::TestWithParam<EditRow>
{
};

TEST_P(DeviceEditTable, ReadsTheTextOrRefusesIt)
{
    const EditRow &r = GetParam();
    const DeviceSpec before = userDevice();
    const DeviceEdit::Result result = DeviceEdit::apply(before, r.field, r.text, "无");
    EXPECT_EQ(result.refusal, r.refusal);
    EXPECT_EQ(result.accepted(), r.refusal == Refusal::None);
    EXPECT_EQ(result.problem.code, r.problem);
    EXPECT_EQ(fieldText(result.device, r.field), r.expected);
    // Nothing but the field typed into changes.
    for (Field other : kFields) {
        if (other != r.field) {
            EXPECT_EQ(fieldText(result.device, other), fieldText(before, other));
        }
    }
    EXPECT_EQ(result.device.id, before.id);
    EXPECT_EQ(result.device.source, before.source);
}

const std::string kLongName(DeviceEdit::kMaxNameBytes + 1, 'a');

INSTANTIATE_TEST_SUITE_P(
    Cases, DeviceEditTable,
    testing::Values(
        EditRow{"name_trimmed", Field::Name, "  Lab card  ", Refusal::None, "Lab card"},
        EditRow{"name_blank", Field::Name, "  ", Refusal::NameLength, "My device"},
        EditRow{"name_too_long", Field::Name, kLongName, Refusal::NameLength, "My device"},
        EditRow{"fp32_number", Field::Fp32, "40", Refusal::None, std::to_string(40.0)},
        EditRow{"fp32_word", Field::Fp32, "fast", Refusal::NumberOrBlank, std::to_string(10.0)},
        // FP32 may be left blank (H20 and Ascend print none), but not the device's only peak.
        EditRow{"fp32_empty_only_peak", Field::Fp32, "", Refusal::Catalog, std::to_string(10.0),
                CatalogProblem::Code::NoComputeFigure},
        EditRow{"fp32_dash_only_peak", Field::Fp32, "-", Refusal::Catalog, std::to_string(10.0),
                CatalogProblem::Code::NoComputeFigure},
        EditRow{"tf32_number", Field::Tf32, " 156 ", Refusal::None, std::to_string(156.0)},
        EditRow{"bf16_em_dash", Field::Bf16, "—", Refusal::None, "none"},
        EditRow{"bf16_empty", Field::Bf16, "", Refusal::None, "none"},
        EditRow{"bf16_nan", Field::Bf16, "nan", Refusal::NumberOrBlank, "none"},
        EditRow{"fp8_huge", Field::Fp8, "1e308", Refusal::Catalog, "none",
                CatalogProblem::Code::OutOfRange},
        EditRow{"fp4_number", Field::Fp4, "9000", Refusal::None, std::to_string(9000.0)},
        EditRow{"fp4_blank", Field::Fp4, "—", Refusal::None, "none"},
        EditRow{"bandwidth_zero", Field::Bandwidth, "0", Refusal::Catalog, std::to_string(500.0),
                CatalogProblem::Code::OutOfRange},
        EditRow{"memory_negative", Field::Memory, "-300", Refusal::Catalog, std::to_string(16.0),
                CatalogProblem::Code::OutOfRange},
        EditRow{"power_number", Field::Power, "350", Refusal::None, std::to_string(350.0)},
        EditRow{"power_blank", Field::Power, "—", Refusal::None, std::to_string(0.0)},
        EditRow{"power_word", Field::Power, "hot", Refusal::NumberOrBlank, std::to_string(200.0)},
        EditRow{"host_link_short", Field::HostLink, "5 x16", Refusal::None, "5 x16"},
        EditRow{"host_link_none_word", Field::HostLink, "无", Refusal::None, "0 x0"},
        EditRow{"host_link_c2c", Field::HostLink, "NVLink-C2C 900", Refusal::None,
                "4 x16 c2c " + std::to_string(900.0)},
        EditRow{"host_link_bad_lanes", Field::HostLink, "PCIe 4.0 x3", Refusal::HostLink, "4 x16"},
        EditRow{"card_link_zero", Field::CardLink, "0", Refusal::None, std::to_string(0.0)},
        EditRow{"card_link_negative", Field::CardLink, "-1", Refusal::Catalog, std::to_string(0.0),
                CatalogProblem::Code::OutOfRange}),
    [](const auto &info) { return std::string(info.param.name); });

struct BandwidthRow
{
    const char *name;
    std::string text;
    bool accepted;
    double gbs; // when accepted
};

class CpuBandwidthTable : public testing::TestWithParam<BandwidthRow>
{
};

TEST_P(CpuBandwidthTable, TakesTheCommandLinesRange)
{
    const BandwidthRow &r = GetParam();
    double gbs = -1.0;
    EXPECT_EQ(DeviceEdit::parseCpuBandwidth(r.text, gbs), r.accepted);
    EXPECT_DOUBLE_EQ(gbs, r.accepted ? r.gbs : -1.0);
}

INSTANTIATE_TEST_SUITE_P(Cases, CpuBandwidthTable,
                         testing::Values(BandwidthRow{"whole", "50", true, 50.0},
                                         BandwidthRow{"padded", " 75.5 ", true, 75.5},
                                         BandwidthRow{"lowest", "0.01", true, 0.01},
                                         BandwidthRow{"zero", "0", false, 0.0},
                                         BandwidthRow{"above_range", "2e6", false, 0.0},
                                         BandwidthRow{"word", "fast", false, 0.0},
                                         BandwidthRow{"empty", "", false, 0.0}),
                         [](const auto &info) { return std::string(info.param.name); });

struct BlankRow
{
    const char *name;
    std::string text;
    bool blank;
};

class BlankTable : public testing::TestWithParam<BlankRow>
{
};

TEST_P(BlankTable, EmptyAndDashesMeanNoFigure)
{
    EXPECT_EQ(DeviceEdit::isBlank(GetParam().text), GetParam().blank);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, BlankTable,
    testing::Values(BlankRow{"empty", "", true}, BlankRow{"spaces", "  ", true},
                    BlankRow{"em_dash", " — ", true}, BlankRow{"hyphen", "-", true},
                    BlankRow{"zero", "0", false}, BlankRow{"two_hyphens", "--", false}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::core
