// SPDX-License-Identifier: GPL-3.0-or-later

// The device catalog: the strict JSON reading under it (nlohmann's parser with line numbers), the
// catalog format's validation, and the shipped catalog's figures against their published sources.
// Numbers compare exactly (they are read from text); hostile files must be refused on the stated
// line with a reason naming the problem.

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "io/json_document.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

struct JsonRow
{
    std::string name;
    std::string text;
    bool ok;
    int line;           // line of the error, when !ok
    std::string reason; // a word the message must contain, when !ok
};

class JsonDocumentTable : public testing::TestWithParam<JsonRow>
{
};

TEST_P(JsonDocumentTable, AcceptsOrRefusesWithLine)
{
    const JsonRow &r = GetParam();
    JsonDocument json;
    JsonDocument::Error error;
    EXPECT_EQ(json.parse(r.text, error), r.ok) << error.message;
    if (!r.ok) {
        EXPECT_EQ(error.line, r.line);
        EXPECT_NE(error.message.find(r.reason), std::string::npos) << error.message;
        EXPECT_EQ(error.message.find('\n'), std::string::npos) << error.message;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, JsonDocumentTable,
    testing::Values(
        JsonRow{"object", R"({"a": 1, "b": [true, false, null], "c": "x"})", true, 0, ""},
        JsonRow{"escapes", R"(["\u00e9\n\t\"\\\/", "\ud83d\ude00"])", true, 0, ""},
        JsonRow{"numbers", "[0, -0.5, 1e3, 2E-2, 123456789]", true, 0, ""},
        JsonRow{"empty", "", false, 1, "ends"},
        JsonRow{"trailing_comma", "{\n\"a\": 1,\n}", false, 3, "quoted key"},
        JsonRow{"missing_brace", "{\n\"a\": 1\n", false, 3, "'}'"},
        JsonRow{"duplicate_key", "{\"a\": 1,\n \"a\": 2}", false, 2, "twice"},
        JsonRow{"single_quotes", "{'a': 1}", false, 1, "quoted key"},
        JsonRow{"leading_zero", "[01]", false, 1, "','"},
        JsonRow{"bare_word", "[\n\nfast]", false, 3, "expected a value"},
        JsonRow{"nan", "[NaN]", false, 1, "expected a value"},
        JsonRow{"huge_number", "[1e999]", false, 1, "too large"},
        JsonRow{"lone_surrogate", R"(["\ud800"])", false, 1, "surrogate"},
        JsonRow{"newline_in_string", "[\"a\nb\"]", false, 1, "past the end"},
        // Found by fuzz_device_catalog: a backslash before a line break.
        JsonRow{"escaped_line_break", "{\"a\\\n\"}", false, 1, "unknown escape '\\?'"},
        JsonRow{"garbage_after", "{} x", false, 1, "after the end"},
        JsonRow{"too_deep", std::string(40, '[') + std::string(40, ']'), false, 1, "deeper"},
        JsonRow{"deep_enough", std::string(33, '[') + std::string(33, ']'), true, 0, ""},
        JsonRow{"missing_colon", "{\n\"a\" 1}", false, 2, "':' after the key \"a\""},
        JsonRow{"huge_integer", "[1" + std::string(400, '0') + "]", false, 1, "too large"},
        JsonRow{"tiny_number", "[1e-400]", true, 0, ""},
        JsonRow{"decimal_point_alone", "[1.]", false, 1, "decimal point"},
        JsonRow{"exponent_alone", "[\n2e]", false, 2, "exponent"},
        JsonRow{"unclosed_string", "[\n\"abc", false, 2, "'\"' is missing"},
        JsonRow{"control_character", "[\"a\x01\"]", false, 1, "control character"},
        JsonRow{"short_unicode_escape", R"(["\u12"])", false, 1, "four hexadecimal"},
        // nlohmann's lexer checks what the old reader passed through.
        JsonRow{"not_utf8", "[\n\"\xff\"]", false, 2, "not UTF-8"},
        JsonRow{"byte_order_mark", "\xEF\xBB\xBF{}", true, 0, ""},
        // nlohmann reads a NUL byte as the end of the text; JsonDocument does not.
        JsonRow{"nul_after_end", std::string("{}\n\0{}", 6), false, 2, "after the end"},
        JsonRow{"nul_for_a_value", std::string("[\n\0]", 4), false, 2, "expected a value"},
        JsonRow{"missing_bracket", "[1,\n2\n", false, 3, "']' is missing"}),
    [](const auto &info) { return info.param.name; });

struct LineRow
{
    std::string name;
    std::string pointer; // the value, as a JSON pointer into the document below
    int line;
};

class JsonDocumentLines : public testing::TestWithParam<LineRow>
{
};

// Each value's line is where it starts; a number's line holds when a line break follows it at
// once, which the parser reads before it reports the number.
TEST_P(JsonDocumentLines, ValueStartsOnLine)
{
    const std::string text = "{\n\"a\": 1,\n\"b\": [\n2\n,\n{\"c\": \"x\"}],\n\"d\":\n\n true\n}";
    JsonDocument json;
    JsonDocument::Error error;
    ASSERT_TRUE(json.parse(text, error)) << error.message;
    const Json &value = json.root().at(Json::json_pointer(GetParam().pointer));
    EXPECT_EQ(json.line(value), GetParam().line);
}

INSTANTIATE_TEST_SUITE_P(Cases, JsonDocumentLines,
                         testing::Values(LineRow{"root", "", 1}, LineRow{"number", "/a", 2},
                                         LineRow{"list", "/b", 3},
                                         LineRow{"number_before_line_break", "/b/0", 4},
                                         LineRow{"object_in_list", "/b/1", 6},
                                         LineRow{"string", "/b/1/c", 6},
                                         LineRow{"after_blank_lines", "/d", 9}),
                         [](const auto &info) { return info.param.name; });

// One valid device, as a user would write it, with placeholders to break.
std::string catalog(const std::string &deviceFields, const std::string &header = "")
{
    return "{\n\"format\": \"bottleneck-lab-devices\",\n\"version\": 1,\n" + header +
           "\"devices\": [\n{\n" + deviceFields + "\n}\n]\n}\n";
}

const std::string kGoodFields = "\"id\": \"my_card\",\n"        // line 6
                                "\"name\": \"My card\",\n"      // line 7
                                "\"fp32_tflops\": 30,\n"        // line 8
                                "\"bf16_tflops\": 120,\n"       // line 9
                                "\"memory_gb\": 24,\n"          // line 10
                                "\"mem_bandwidth_gbs\": 900,\n" // line 11
                                "\"watts\": 300,\n"             // line 12
                                "\"pcie_gen\": 4,\n"            // line 13
                                "\"pcie_lanes\": 16";           // line 14

std::string replaced(const std::string &from, const std::string &to)
{
    std::string s = kGoodFields;
    s.replace(s.find(from), from.size(), to);
    return s;
}

struct CatalogRow
{
    std::string name;
    std::string text;
    int line;
    std::string reason;
};

class HostileCatalog : public testing::TestWithParam<CatalogRow>
{
};

TEST_P(HostileCatalog, IsRefusedWithLineAndReason)
{
    const CatalogRow &r = GetParam();
    const DeviceCatalogFile::Result result =
        DeviceCatalogFile::parse(r.text, DeviceCatalog::reservedIds());
    EXPECT_FALSE(result.ok());
    EXPECT_TRUE(result.devices.empty());
    EXPECT_EQ(result.errorLine, r.line);
    EXPECT_NE(result.error.find(r.reason), std::string::npos) << result.error;
    EXPECT_EQ(result.error.find('\n'), std::string::npos) << result.error;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, HostileCatalog,
    testing::Values(
        CatalogRow{"bad_json", catalog(kGoodFields + ",,"), 14, "quoted key"},
        CatalogRow{"not_an_object", "[1, 2]", 1, "one JSON object"},
        CatalogRow{"wrong_format", "{\"format\": \"other\", \"version\": 1, \"devices\": []}", 1,
                   "not a Bottleneck Lab device catalog"},
        CatalogRow{"future_version",
                   "{\"format\": \"bottleneck-lab-devices\",\n\"version\": 2, \"devices\": []}", 2,
                   "newer program"},
        CatalogRow{"devices_not_a_list",
                   "{\"format\": \"bottleneck-lab-devices\", \"version\": 1, \"devices\": {}}", 1,
                   "must be a list"},
        CatalogRow{"missing_field", catalog(replaced("\"memory_gb\": 24,\n", "")), 5,
                   "\"memory_gb\""},
        // FP32 and power may be left out (H20 and Ascend print none), but not every peak.
        CatalogRow{"no_peak_at_all",
                   catalog(replaced("\"fp32_tflops\": 30,\n\"bf16_tflops\": 120,\n", "")), 5,
                   "at least one of"},
        CatalogRow{
            "negative_c2c",
            catalog(replaced("\"pcie_lanes\": 16", "\"pcie_lanes\": 16,\n\"nvlink_c2c_gbs\": -1")),
            15, "nvlink_c2c_gbs"},
        CatalogRow{"negative_bandwidth", catalog(replaced("900", "-900")), 11, "mem_bandwidth_gbs"},
        CatalogRow{"absurd_memory", catalog(replaced("\"memory_gb\": 24", "\"memory_gb\": 1e12")),
                   10, "memory_gb"},
        CatalogRow{"zero_tflops", catalog(replaced("\"fp32_tflops\": 30", "\"fp32_tflops\": 0")), 8,
                   "fp32_tflops"},
        CatalogRow{"string_for_number", catalog(replaced("\"watts\": 300", "\"watts\": \"300\"")),
                   12, "a number"},
        CatalogRow{"number_for_name", catalog(replaced("\"My card\"", "42")), 7, "a string"},
        CatalogRow{"bad_id", catalog(replaced("my_card", "My Card!")), 6, "lower-case"},
        CatalogRow{"unknown_field", catalog(kGoodFields + ",\n\"colour\": \"red\""), 15,
                   "unknown field"},
        CatalogRow{"lanes_not_a_width",
                   catalog(replaced("\"pcie_lanes\": 16", "\"pcie_lanes\": 5")), 14, "pcie_lanes"},
        CatalogRow{"gen_without_lanes", catalog(replaced(",\n\"pcie_lanes\": 16", "")), 5,
                   "go together"},
        CatalogRow{"shipped_id_taken", catalog(replaced("my_card", "h100_sxm")), 6,
                   "shipped device"},
        CatalogRow{"duplicate_ids",
                   "{\"format\": \"bottleneck-lab-devices\", \"version\": 1, \"devices\": [\n" +
                       std::string("{") + kGoodFields + "},\n{" + kGoodFields + "}]}",
                   11, "used twice"},
        // Found by fuzz_device_catalog: an escaped newline in a key broke the one-line message.
        CatalogRow{"newline_in_unknown_key",
                   "{\"format\": \"bottleneck-lab-devices\", \"version\": 1, \"a\\nb\": 1}", 1,
                   "unknown field \"a?b\""},
        CatalogRow{"negative_price", catalog(kGoodFields + ",\n\"price_per_hour\": -2"), 15,
                   "price_per_hour"},
        CatalogRow{"absurd_price", catalog(kGoodFields + ",\n\"price_per_hour\": 1e300"), 15,
                   "price_per_hour"},
        CatalogRow{"price_as_text", catalog(kGoodFields + ",\n\"price_per_hour\": \"2.5 USD\""), 15,
                   "a number"},
        CatalogRow{"card_link_joins_one", catalog(kGoodFields + ",\n\"card_link_cards\": 1"), 15,
                   "card_link_cards"},
        CatalogRow{"card_link_joins_too_many",
                   catalog(kGoodFields + ",\n\"card_link_cards\": 1000"), 15, "card_link_cards"},
        CatalogRow{"card_link_cards_not_whole",
                   catalog(kGoodFields + ",\n\"card_link_cards\": 2.5"), 15, "card_link_cards"},
        CatalogRow{"card_link_cards_as_text",
                   catalog(kGoodFields + ",\n\"card_link_cards\": \"2\""), 15, "a number"},
        CatalogRow{"huge_file", std::string(DeviceCatalogFile::kMaxBytes + 1, ' '), 1, "at most"}),
    [](const auto &info) { return info.param.name; });

TEST(DeviceCatalogFile, ReadsAGoodFileAndWritesItBack)
{
    const DeviceCatalogFile::Result r =
        DeviceCatalogFile::parse(catalog(kGoodFields), DeviceCatalog::reservedIds());
    ASSERT_TRUE(r.ok()) << r.error;
    ASSERT_EQ(r.devices.size(), 1u);
    const DeviceSpec &d = r.devices.front();
    EXPECT_EQ(d.id, "my_card");
    EXPECT_EQ(d.bf16Tflops, 120.0);
    EXPECT_FALSE(d.tf32Tflops.has_value());
    EXPECT_DOUBLE_EQ(d.hostLinkGBs(), 31.52);
    const DeviceCatalogFile::Result again = DeviceCatalogFile::parse(
        DeviceCatalogFile::toJson(r.devices), DeviceCatalog::reservedIds());
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(DeviceCatalogFile::toJson(again.devices), DeviceCatalogFile::toJson(r.devices));
}

// The price is optional and has no currency: a file without it reads as before, one with it
// keeps it through the window's editor, which writes the file back.
TEST(DeviceCatalogFile, ReadsAPriceAndWritesItBack)
{
    const DeviceCatalogFile::Result r = DeviceCatalogFile::parse(
        catalog(kGoodFields + ",\n\"price_per_hour\": 2.25"), DeviceCatalog::reservedIds());
    ASSERT_TRUE(r.ok()) << r.error;
    ASSERT_TRUE(r.devices.front().pricePerHour.has_value());
    EXPECT_EQ(*r.devices.front().pricePerHour, 2.25);
    EXPECT_TRUE(DeviceCatalogFile::validate(r.devices.front()).empty());
    const std::string written = DeviceCatalogFile::toJson(r.devices);
    EXPECT_NE(written.find("\"price_per_hour\":2.25"), std::string::npos) << written;
    const DeviceCatalogFile::Result again =
        DeviceCatalogFile::parse(written, DeviceCatalog::reservedIds());
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(again.devices.front().pricePerHour, 2.25);
    DeviceSpec negative = r.devices.front();
    negative.pricePerHour = -1.0;
    EXPECT_FALSE(DeviceCatalogFile::validate(negative).empty());
    const DeviceCatalogFile::Result none =
        DeviceCatalogFile::parse(catalog(kGoodFields), DeviceCatalog::reservedIds());
    ASSERT_TRUE(none.ok()) << none.error;
    EXPECT_FALSE(none.devices.front().pricePerHour.has_value());
}

// The cards a card link joins are optional: absent, every card of a server (0); given, kept
// through the window's editor, which writes the file back.
TEST(DeviceCatalogFile, ReadsCardLinkCardsAndWritesThemBack)
{
    const DeviceCatalogFile::Result r = DeviceCatalogFile::parse(
        catalog(kGoodFields + ",\n\"card_link_cards\": 2"), DeviceCatalog::reservedIds());
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.devices.front().cardLinkCards, 2);
    EXPECT_TRUE(DeviceCatalogFile::validate(r.devices.front()).empty());
    const std::string written = DeviceCatalogFile::toJson(r.devices);
    EXPECT_NE(written.find("\"card_link_cards\":2"), std::string::npos) << written;
    const DeviceCatalogFile::Result again =
        DeviceCatalogFile::parse(written, DeviceCatalog::reservedIds());
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(again.devices.front().cardLinkCards, 2);
    DeviceSpec one = r.devices.front();
    one.cardLinkCards = 1;
    EXPECT_FALSE(DeviceCatalogFile::validate(one).empty());
    const DeviceCatalogFile::Result none =
        DeviceCatalogFile::parse(catalog(kGoodFields), DeviceCatalog::reservedIds());
    ASSERT_TRUE(none.ok()) << none.error;
    EXPECT_EQ(none.devices.front().cardLinkCards, 0);
    EXPECT_EQ(DeviceCatalogFile::toJson(none.devices).find("card_link_cards"), std::string::npos);
}

// A superchip's GPU whose maker prints no FP32 or power figure and whose host link is
// NVLink-C2C: read, judged on the peak it lists, and written back as it came.
TEST(DeviceCatalogFile, ReadsAC2cCardWithoutFp32OrPowerAndWritesItBack)
{
    const std::string fields = "\"id\": \"superchip\",\n\"name\": \"Superchip\",\n"
                               "\"bf16_tflops\": 100,\n\"memory_gb\": 96,\n"
                               "\"mem_bandwidth_gbs\": 4000,\n\"nvlink_c2c_gbs\": 900";
    const DeviceCatalogFile::Result r =
        DeviceCatalogFile::parse(catalog(fields), DeviceCatalog::reservedIds());
    ASSERT_TRUE(r.ok()) << r.error;
    const DeviceSpec &d = r.devices.front();
    EXPECT_FALSE(d.peakTflops(Precision::Fp32).has_value());
    EXPECT_EQ(d.computedPrecision(Precision::Fp32), Precision::Bf16);
    EXPECT_EQ(d.computedPrecision(Precision::Fp8), Precision::Bf16);
    EXPECT_DOUBLE_EQ(d.effectiveTflops(Precision::Fp32), 100.0);
    EXPECT_DOUBLE_EQ(d.gflopsPerWatt(Precision::Bf16), 0.0);
    EXPECT_TRUE(d.isCard());
    EXPECT_DOUBLE_EQ(d.hostLinkGBs(), 450.0);
    EXPECT_EQ(d.hostLinkText(), "NVLink-C2C 900 GB/s");
    const std::string written = DeviceCatalogFile::toJson(r.devices);
    EXPECT_NE(written.find("\"fp32_tflops\":null"), std::string::npos) << written;
    EXPECT_NE(written.find("\"watts\":null"), std::string::npos) << written;
    const DeviceCatalogFile::Result again =
        DeviceCatalogFile::parse(written, DeviceCatalog::reservedIds());
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(DeviceCatalogFile::toJson(again.devices), written);
    EXPECT_DOUBLE_EQ(again.devices.front().c2cLinkGBs, 900.0);
}

TEST(DeviceCatalog, ShippedCatalogParses)
{
    EXPECT_EQ(DeviceCatalog::builtInError(), "");
    EXPECT_GE(DeviceCatalog::builtIn().size(), 18u);
    for (const DeviceSpec &d : DeviceCatalog::builtIn()) {
        EXPECT_TRUE(DeviceCatalogFile::validate(d).empty())
            << d.id << ": " << DeviceCatalogFile::validate(d).describe();
        EXPECT_FALSE(d.source.empty()) << d.id;
    }
}

// The shipped figures against their sources (dense tensor peaks: half the printed sparse ones).
struct SourceRow
{
    std::string id;
    double fp32;
    double tf32; // 0: none
    double bf16;
    double fp8;
    double memoryGB;
    double bandwidthGBs;
    double watts;
    int pcieGen;
    double cardLinkGBs;
    double fp4 = 0; // 0: none
    int cardLinkCards = 0;
    double c2cGBs = 0; // NVLink-C2C to the host
};

class ShippedFigures : public testing::TestWithParam<SourceRow>
{
};

TEST_P(ShippedFigures, MatchTheirSources)
{
    const SourceRow &r = GetParam();
    const DeviceSpec *found = nullptr;
    for (const DeviceSpec &d : DeviceCatalog::builtIn())
        if (d.id == r.id)
            found = &d;
    ASSERT_NE(found, nullptr) << r.id;
    const DeviceSpec &d = *found;
    EXPECT_EQ(d.fp32Tflops, r.fp32);
    EXPECT_EQ(d.tf32Tflops.value_or(0), r.tf32);
    EXPECT_EQ(d.bf16Tflops.value_or(0), r.bf16);
    EXPECT_EQ(d.fp8Tflops.value_or(0), r.fp8);
    EXPECT_EQ(d.memoryGB, r.memoryGB);
    EXPECT_EQ(d.memBandwidthGBs, r.bandwidthGBs);
    EXPECT_EQ(d.watts, r.watts);
    EXPECT_EQ(d.pcieGen, r.pcieGen);
    EXPECT_EQ(d.cardLinkGBs, r.cardLinkGBs);
    EXPECT_EQ(d.fp4Tflops.value_or(0), r.fp4);
    EXPECT_EQ(d.cardLinkCards, r.cardLinkCards);
    EXPECT_EQ(d.c2cLinkGBs, r.c2cGBs);
}

INSTANTIATE_TEST_SUITE_P(
    Sources, ShippedFigures,
    testing::Values(
        // The lesson: about 8 TFLOPS / 300 GB/s / 120 W and 20 TFLOPS / 900 GB/s / 300 W.
        SourceRow{"entry_gpu", 8, 0, 0, 0, 8, 300, 120, 3, 0},
        SourceRow{"training_accelerator", 20, 0, 0, 0, 32, 900, 300, 3, 300},
        // NVIDIA H100 datasheet (SXM5 and PCIe columns): 989/1979/3958 and 756/1513/3026 sparse.
        SourceRow{"h100_sxm", 67, 494.7, 989.4, 1978.9, 80, 3350, 700, 5, 900},
        SourceRow{"h100_pcie", 51, 378, 756, 1513, 80, 2000, 350, 5, 600, 0, 2},
        // H100 datasheet, NVL column: 835/1671/3341 sparse; a bridge joins two cards.
        SourceRow{"h100_nvl", 60, 417.5, 835.5, 1670.5, 94, 3900, 400, 5, 600, 0, 2},
        // H200 datasheet, NVL column: the H100 NVL's compute with 141 GB at 4.8 TB/s, four-way
        // bridges.
        SourceRow{"h200_nvl", 60, 417.5, 835.5, 1670.5, 141, 4800, 600, 5, 900, 0, 4},
        // H800: the H100 SXM's figures with NVLink cut to 400 GB/s (DeepSeek, arXiv 2505.09343).
        SourceRow{"h800", 67, 494.7, 989.4, 1978.9, 80, 3350, 700, 5, 400, 0, 8},
        // NVIDIA H200 datasheet (SXM): the H100 SXM's compute with 141 GB at 4.8 TB/s.
        SourceRow{"h200_sxm", 67, 494.7, 989.4, 1978.9, 141, 4800, 700, 5, 900},
        // NVIDIA HGX B200 datasheet over its 8 GPUs (see the derived test below).
        SourceRow{"b200", 75, 1125, 2250, 4500, 180, 8000, 1000, 6, 1800, 9000},
        // HGX B300 over its 8 GPUs, and the Blackwell Ultra datasheet's per-GPU column.
        SourceRow{"b300", 75, 1125, 2250, 4500, 270, 7700, 1100, 6, 1800, 13500, 8},
        // GB200 and GB300 NVL72: rack totals over 72 GPUs (below), one NVLink domain.
        SourceRow{"gb200", 80, 1250, 2500, 5000, 186, 8000, 1200, 5, 1800, 10000, 72, 900},
        SourceRow{"gb300", 80, 1250, 2500, 5000, 279, 8000, 1400, 6, 1800, 15000, 72, 900},
        // GH200 datasheet: 989/1979/3958 sparse; module power only (none given); NVLink-C2C
        // is the host link; 256 GPUs in a DGX GH200's NVLink Switch System.
        SourceRow{"gh200", 67, 494.5, 989.5, 1979, 144, 4900, 0, 0, 900, 0, 256, 900},
        SourceRow{"gh200_96gb", 67, 494.5, 989.5, 1979, 96, 4000, 0, 0, 900, 0, 256, 900},
        // H20: no datasheet; the SGLang/Ant Group hardware table (no FP32, power or PCIe).
        SourceRow{"h20", 0, 0, 148, 296, 96, 4000, 0, 0, 900, 0, 8},
        // Vera Rubin NVL72 datasheet, per GPU, preliminary: dense BF16 4 PFLOPS.
        SourceRow{"vr200", 0, 0, 4000, 0, 288, 22000, 0, 0, 3600, 0, 72},
        // NVIDIA A100 datasheet: 19.5 FP32, 156 TF32, 312 BF16 dense; no FP8.
        SourceRow{"a100_80gb_sxm", 19.5, 156, 312, 0, 80, 2039, 400, 4, 600},
        SourceRow{"a100_40gb_sxm", 19.5, 156, 312, 0, 40, 1555, 400, 4, 600},
        // A800: the A100 80 GB SXM with NVLink cut to 400 GB/s.
        SourceRow{"a800", 19.5, 156, 312, 0, 80, 2039, 400, 4, 400, 0, 8},
        // NVIDIA L40S datasheet: 91.6 FP32; 366/733/1466 sparse.
        SourceRow{"l40s", 91.6, 183, 362.05, 733, 48, 864, 350, 4, 0},
        // RTX Blackwell whitepaper, RTX 5090, dense with FP32 accumulate: 419/838 FP8 sparse.
        SourceRow{"rtx_5090", 104.8, 104.8, 209.5, 419, 32, 1792, 575, 5, 0},
        // Ada whitepaper, RTX 4090, FP32 accumulate.
        SourceRow{"rtx_4090", 82.6, 82.6, 165.2, 330.3, 24, 1008, 450, 4, 0},
        SourceRow{"rtx_3060", 12.7, 12.7, 25.4, 0, 12, 360, 170, 4, 0},
        // AMD MI300X data sheet: 163.4 FP32 matrix, 653.7 TF32, 1307.4 BF16, 2614.9 FP8 dense.
        SourceRow{"mi300x", 163.4, 653.7, 1307.4, 2614.9, 192, 5300, 750, 5, 896},
        // AMD MI325X data sheet: the MI300X's compute with 256 GB at 6 TB/s and 1000 W.
        SourceRow{"mi325x", 163.4, 653.7, 1307.4, 2614.9, 256, 6000, 1000, 5, 896},
        // AMD MI350 series: dense MXFP4; no TF32 units; seven links of 153.6 GB/s.
        SourceRow{"mi350x", 144.2, 0, 2306.9, 4613.7, 288, 8000, 1000, 5, 1075.2, 9227.5, 8},
        SourceRow{"mi355x", 157.3, 0, 2516.6, 5033.2, 288, 8000, 1400, 5, 1075.2, 10066.3, 8},
        // Intel Gaudi 3 white paper: 1835 BF16 and FP8 matrix; FP32 derived; no TF32.
        SourceRow{"gaudi3", 14.35, 0, 1835, 1835, 128, 3700, 900, 5, 1200},
        // Ascend 910B, one die (Huawei msmodeling, Atlas 800T A2 376T): HCCS 196 GB/s each way.
        SourceRow{"ascend_910b", 0, 0, 353.9, 0, 64, 1600, 0, 0, 392, 0, 8},
        // Ascend 910C, one package of two dies (CloudMatrix384 paper): 392 GB/s each way.
        SourceRow{"ascend_910c", 0, 0, 752, 0, 128, 3200, 0, 0, 784, 0, 384},
        // CPUs, derived from cores × FLOPs per cycle × base clock and DDR5 channels × 8 bytes.
        SourceRow{"epyc_9654", 7.37, 0, 14.75, 0, 768, 460.8, 360, 0, 0},
        SourceRow{"xeon_8480", 7.17, 0, 114.7, 0, 512, 307.2, 350, 0, 0},
        SourceRow{"ryzen_7950x", 2.3, 0, 4.61, 0, 64, 83.2, 170, 0, 0}),
    [](const auto &info) { return info.param.id; });

// The derived CPU rows recomputed from their stated ingredients, to three significant digits.
TEST(DeviceCatalog, DerivedCpuFiguresFollowFromTheirIngredients)
{
    EXPECT_NEAR(96 * 32 * 2.4e9 / 1e12, 7.37, 0.005);   // EPYC 9654
    EXPECT_NEAR(56 * 64 * 2.0e9 / 1e12, 7.17, 0.005);   // Xeon 8480+
    EXPECT_NEAR(56 * 1024 * 2.0e9 / 1e12, 114.7, 0.05); // AMX BF16
    EXPECT_NEAR(16 * 32 * 4.5e9 / 1e12, 2.3, 0.005);    // Ryzen 9 7950X
    EXPECT_NEAR(12 * 4800e6 * 8 / 1e9, 460.8, 1e-9);    // 12 × DDR5-4800
    EXPECT_NEAR(8 * 4800e6 * 8 / 1e9, 307.2, 1e-9);     // 8 × DDR5-4800
    EXPECT_NEAR(2 * 5200e6 * 8 / 1e9, 83.2, 1e-9);      // 2 × DDR5-5200
}

// The accelerator rows that are not printed per card, recomputed from what their sources print.
TEST(DeviceCatalog, DerivedAcceleratorFiguresFollowFromTheirSources)
{
    // HGX B200: eight GPUs; the tensor figures are printed with sparsity, twice the dense ones.
    EXPECT_NEAR(600.0 / 8, 75, 1e-9);
    EXPECT_NEAR(18000.0 / 8 / 2, 1125, 1e-9);
    EXPECT_NEAR(36000.0 / 8 / 2, 2250, 1e-9);
    EXPECT_NEAR(72000.0 / 8 / 2, 4500, 1e-9);
    EXPECT_NEAR(1440.0 / 8, 180, 1e-9);
    EXPECT_NEAR(64000.0 / 8, 8000, 1e-9);
    // Gaudi 3: FP32 vectors are half as many lanes as BF16 ones in the same 256-byte registers.
    EXPECT_NEAR(28.7 / 2, 14.35, 1e-9);
    // H200: the datasheet's sparse figures are twice the dense ones the catalog holds, to the
    // datasheet's rounding.
    EXPECT_NEAR(989.0 / 2, 494.7, 0.5);
    EXPECT_NEAR(1979.0 / 2, 989.4, 0.5);
    EXPECT_NEAR(3958.0 / 2, 1978.9, 0.5);
    // GH200: the datasheet's sparse tensor figures halved; Ascend 910C: two dies of 376 TFLOPS
    // and 1.6 TB/s, links of 392 GB/s each way; Ascend 910B's HCCS 196 GB/s each way. Read from
    // the catalog, so that a row that drifts from its source fails.
    const auto shipped = [](const std::string &id) {
        for (const DeviceSpec &d : DeviceCatalog::builtIn()) {
            if (d.id == id)
                return d;
        }
        return DeviceSpec{};
    };
    EXPECT_NEAR(shipped("gh200").tf32Tflops.value_or(0), 989.0 / 2, 1e-9);
    EXPECT_NEAR(shipped("gh200").bf16Tflops.value_or(0), 1979.0 / 2, 1e-9);
    EXPECT_NEAR(shipped("gh200").fp8Tflops.value_or(0), 3958.0 / 2, 1e-9);
    EXPECT_NEAR(shipped("ascend_910c").bf16Tflops.value_or(0), 2 * 376.0, 1e-9);
    EXPECT_NEAR(shipped("ascend_910c").memBandwidthGBs, 2 * 1600.0, 1e-9);
    EXPECT_NEAR(shipped("ascend_910c").cardLinkGBs, 2 * 392.0, 1e-9);
    EXPECT_NEAR(shipped("ascend_910b").cardLinkGBs, 2 * 196.0, 1e-9);
    // B200 and B300 FP4: 72 and 108 PFLOPS dense over eight GPUs.
    EXPECT_NEAR(72000.0 / 8, 9000, 1e-9);
    EXPECT_NEAR(108000.0 / 8, 13500, 1e-9);
    // NVL72 racks: 720 (GB200) and 1080 (GB300) PFLOPS of dense FP4, 360 of sparse BF16,
    // 5760 TFLOPS of FP32 and 576 TB/s over 72 GPUs.
    EXPECT_NEAR(720000.0 / 72, 10000, 1e-9);
    EXPECT_NEAR(1080000.0 / 72, 15000, 1e-9);
    EXPECT_NEAR(360000.0 / 72 / 2, 2500, 1e-9);
    EXPECT_NEAR(5760.0 / 72, 80, 1e-9);
    EXPECT_NEAR(576000.0 / 72, 8000, 1e-9);
    // MI350X from the CDNA 4 rates a compute unit and clock at 2.2 GHz over 256 units, which
    // give the MI355X sheet's figures at 2.4 GHz: 16384 dense MXFP4 FLOPs, 4096 BF16, 256 FP32.
    EXPECT_NEAR(256 * 16384 * 2.4e9 / 1e12, 10066.3, 0.05);
    EXPECT_NEAR(256 * 16384 * 2.2e9 / 1e12, 9227.5, 0.05);
    EXPECT_NEAR(256 * 4096 * 2.2e9 / 1e12, 2306.9, 0.05);
    EXPECT_NEAR(256 * 256 * 2.2e9 / 1e12, 144.2, 0.05);
    EXPECT_NEAR(7 * 153.6, 1075.2, 1e-9);
}

} // namespace
} // namespace blab::core
