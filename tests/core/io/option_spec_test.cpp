// SPDX-License-Identifier: GPL-3.0-or-later

// What the command line and the window accept, and the messages for what they refuse.

#include "io/option_spec.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

struct SpecParseRow
{
    std::string name;
    const OptionSpec *spec;
    std::string text;
    bool accepted;
    double value;
};

class ParseTable : public testing::TestWithParam<SpecParseRow>
{
};

TEST_P(ParseTable, AcceptsOrNamesTheOption)
{
    const SpecParseRow &r = GetParam();
    double out = -1.0;
    const std::string error = r.spec->parse(r.text, out);
    if (r.accepted) {
        EXPECT_EQ(error, "");
        EXPECT_DOUBLE_EQ(out, r.value);
    } else {
        EXPECT_NE(error.find("--" + r.spec->name()), std::string::npos) << error;
        EXPECT_NE(error.find(" from "), std::string::npos) << error;
        EXPECT_EQ(error.find('\n'), std::string::npos) << error;
        EXPECT_DOUBLE_EQ(out, -1.0);
    }
}

const OptionSpec &mem = OptionSpec::memBandwidth;
const OptionSpec &n = OptionSpec::n;
INSTANTIATE_TEST_SUITE_P(
    Cases, ParseTable,
    testing::Values(
        SpecParseRow{"plain", &mem, "50", true, 50},
        SpecParseRow{"exponent", &OptionSpec::flopsPerSample, "1e8", true, 1e8},
        SpecParseRow{"decimal", &mem, "12.5", true, 12.5},
        SpecParseRow{"not_a_number", &mem, "fast", false, 0},
        SpecParseRow{"trailing_text", &mem, "50GB", false, 0},
        SpecParseRow{"leading_space", &mem, " 50", false, 0},
        SpecParseRow{"empty", &mem, "", false, 0}, SpecParseRow{"zero", &mem, "0", false, 0},
        SpecParseRow{"negative", &mem, "-5", false, 0}, SpecParseRow{"nan", &mem, "nan", false, 0},
        SpecParseRow{"infinity", &mem, "inf", false, 0},
        SpecParseRow{"huge", &mem, "1e308", false, 0},
        SpecParseRow{"overflow", &mem, "1e999", false, 0},
        SpecParseRow{"n_fraction", &n, "512.5", false, 0},
        SpecParseRow{"n_whole", &n, "1024", true, 1024}, SpecParseRow{"n_zero", &n, "0", false, 0},
        SpecParseRow{"accel_zero", &OptionSpec::accelTflops, "0", false, 0},
        SpecParseRow{"long_garbage", &mem, std::string(5000, 'x'), false, 0}),
    [](const auto &info) { return info.param.name; });

TEST(OptionSpec, LongInputIsShortenedInTheMessage)
{
    double out = 0;
    const std::string error = OptionSpec::memBandwidth.parse(std::string(5000, 'x'), out);
    ASSERT_FALSE(error.empty()) << "5000 x's were taken as a number";
    EXPECT_LT(error.size(), 200u);
    EXPECT_NE(error.find("'xxxxxxxx"), std::string::npos) << error;
}

struct ListRow
{
    std::string name;
    std::string text;
    bool accepted;
    std::vector<int> values;
};

class ListTable : public testing::TestWithParam<ListRow>
{
};

TEST_P(ListTable, BatchList)
{
    std::vector<int> out{7};
    const std::string error = OptionSpec::batch.parseList(GetParam().text, out);
    if (GetParam().accepted) {
        EXPECT_EQ(error, "");
        EXPECT_EQ(out, GetParam().values);
    } else {
        EXPECT_NE(error.find("--batch"), std::string::npos) << error;
        EXPECT_EQ(out, std::vector<int>{7});
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ListTable,
    testing::Values(ListRow{"lesson", "32,128,512", true, {32, 128, 512}},
                    ListRow{"single", "8", true, {8}}, ListRow{"empty_item", "32,,512", false, {}},
                    ListRow{"trailing_comma", "32,", false, {}}, ListRow{"zero", "0,32", false, {}},
                    ListRow{"fraction", "1.5", false, {}}, ListRow{"word", "big", false, {}}),
    [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::core
