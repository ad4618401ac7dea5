// SPDX-License-Identifier: GPL-3.0-or-later

// The one printer and parser of numbers, as tables, in the C locale and again under locales that
// write a decimal comma: the text must be the same in both.

#include "io/number_format.h"
#include "io/number_text.h"

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

struct TextRow
{
    std::string name;
    std::function<std::string()> print;
    std::string expected;
};

using T = NumberText;

const TextRow kTextRows[] = {
    {"fixed_rounds", [] { return T::fixed(85.33333, 2); }, "85.33"},
    {"fixed_no_decimals", [] { return T::fixed(2.5, 0); }, "2"},
    {"fixed_negative_zero", [] { return T::fixed(-0.001, 2); }, "-0.00"},
    {"fixed_large", [] { return T::fixed(1e20, 1); }, "100000000000000000000.0"},
    {"general_whole", [] { return T::general(1e9, 15); }, "1000000000"},
    {"general_small", [] { return T::general(2.5e-7, 3); }, "2.5e-07"},
    {"general_17", [] { return T::general(0.1 + 0.2, 17); }, "0.30000000000000004"},
    {"shortest", [] { return T::shortest(0.1); }, "0.1"},
    {"shortest_whole", [] { return T::shortest(237.05); }, "237.05"},
    {"round_trip", [] { return NumberFormat::roundTrip(159.017); }, "159.017"},
    {"scientific", [] { return NumberFormat::scientific(268435456, 4); }, "2.6844 × 10⁸"},
    {"milliseconds", [] { return NumberFormat::milliseconds(0.0016056, 2); }, "1.61 ms"},
};

struct ReadRow
{
    std::string name;
    std::string text;
    bool accepted;
    double value;
};

const ReadRow kReadRows[] = {
    {"point", "237.05", true, 237.05},
    {"negative", "-3", true, -3},
    {"leading_point", ".5", true, 0.5},
    {"e_notation", "1e8", true, 1e8},
    {"e_upper", "2.5E-3", true, 2.5e-3},
    {"decimal_comma", "237,05", false, 0},
    {"grouped", "1,024", false, 0},
    {"hex_float", "0x1p3", false, 0},
    {"hex", "0x10", false, 0},
    {"plus", "+5", false, 0},
    {"space", " 5", false, 0},
    {"trailing_space", "5 ", false, 0},
    {"inf", "inf", false, 0},
    {"nan", "nan", false, 0},
    {"overflow", "1e309", false, 0},
    {"empty", "", false, 0},
    {"half_exponent", "1e", false, 0},
    {"small_negative", "-1.5e-3", true, -1.5e-3},
    {"plus_exponent", "1e+5", true, 1e5},
    {"trailing_point", "5.", true, 5},
    {"sign_alone", "-", false, 0},
    {"negative_inf", "-inf", false, 0},
    // Below the normal range a double is read down to its smallest, and refused past it.
    {"smallest_double", "4.9e-324", true, 4.9e-324},
    {"underflow", "1e-400", false, 0},
};

// Each table runs in the C locale and in each decimal-comma locale the machine has.
struct LocaleCase
{
    const char *name;
    const char *locale;
};

class NumberTextIn : public testing::TestWithParam<LocaleCase>
{
protected:
    void SetUp() override
    {
        m_previous = std::setlocale(LC_ALL, nullptr);
        if (std::setlocale(LC_ALL, GetParam().locale))
            return;
        const char *ci = std::getenv("CI");
        if (ci && std::strcmp(ci, "true") == 0)
            FAIL() << GetParam().locale << " is missing; packaging/install-deps.sh generates it";
        GTEST_SKIP() << GetParam().locale << " is not installed here (packaging/install-deps.sh)";
    }
    void TearDown() override { std::setlocale(LC_ALL, m_previous.c_str()); }

    std::string m_previous;
};

TEST_P(NumberTextIn, PrintsAPoint)
{
    for (const TextRow &row : kTextRows)
        EXPECT_EQ(row.print(), row.expected) << row.name;
}

TEST_P(NumberTextIn, ReadsOnlyAPoint)
{
    for (const ReadRow &row : kReadRows) {
        double value = 0.0;
        EXPECT_EQ(NumberText::parse(row.text, value), row.accepted) << row.name;
        EXPECT_EQ(value, row.value) << row.name;
    }
}

INSTANTIATE_TEST_SUITE_P(Locales, NumberTextIn,
                         testing::Values(LocaleCase{"c", "C"}, LocaleCase{"german", "de_DE.UTF-8"},
                                         LocaleCase{"russian", "ru_RU.UTF-8"}),
                         [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::core
