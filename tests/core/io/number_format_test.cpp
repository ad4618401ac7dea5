// SPDX-License-Identifier: GPL-3.0-or-later

// Rounding for people. Exact text is expected.

#include "io/number_format.h"

#include <functional>
#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

struct FormatRow
{
    std::string name;
    std::function<std::string()> format;
    std::string expected;
};

class FormatTable : public testing::TestWithParam<FormatRow>
{
};

TEST_P(FormatTable, Text)
{
    EXPECT_EQ(GetParam().format(), GetParam().expected);
}

using F = NumberFormat;
INSTANTIATE_TEST_SUITE_P(
    Cases, FormatTable,
    testing::Values(
        FormatRow{"fixed_two", [] { return F::fixed(85.3333, 2); }, "85.33"},
        FormatRow{"fixed_zero", [] { return F::fixed(2.5, 0); }, "2"},
        FormatRow{"scientific_flops", [] { return F::scientific(268435456, 4); }, "2.6844 × 10⁸"},
        FormatRow{"scientific_carry", [] { return F::scientific(9.99996e5, 4); }, "1.0000 × 10⁶"},
        FormatRow{"scientific_small", [] { return F::scientific(0.00123, 2); }, "1.23 × 10⁻³"},
        FormatRow{"scientific_negative", [] { return F::scientific(-4.2e7, 1); }, "-4.2 × 10⁷"},
        FormatRow{"megabytes", [] { return F::megabytes(2097152, 2); }, "2.10 MB"},
        FormatRow{"bytes_kilo", [] { return F::bytes(602112); }, "602 kB"},
        FormatRow{"bytes_giga", [] { return F::bytes(16e9); }, "16.0 GB"},
        FormatRow{"bytes_plain", [] { return F::bytes(12); }, "12.0 B"},
        FormatRow{"binary_bytes_kibi", [] { return F::binaryBytes(49152); }, "48 KiB"},
        FormatRow{"binary_bytes_mebi", [] { return F::binaryBytes(1310720); }, "1.25 MiB"},
        FormatRow{"binary_bytes_gibi", [] { return F::binaryBytes(1024.0 * 1024 * 1024); },
                  "1 GiB"},
        FormatRow{"binary_bytes_plain", [] { return F::binaryBytes(64); }, "64 B"},
        FormatRow{"binary_bytes_below_unit", [] { return F::binaryBytes(1023 * 1024.0); },
                  "1023 KiB"},
        FormatRow{"binary_bytes_rounded", [] { return F::binaryBytes(2.5 * 1024 * 1024 + 3000); },
                  "2.5 MiB"},
        FormatRow{"milliseconds", [] { return F::milliseconds(0.0256901, 2); }, "25.69 ms"},
        FormatRow{"duration_seconds", [] { return F::duration(1.5); }, "1.50 s"},
        FormatRow{"duration_micro", [] { return F::duration(2.5e-5); }, "25.0 \xC2\xB5s"},
        FormatRow{"percent", [] { return F::percent(0.90936, 1); }, "90.9 %"},
        FormatRow{"significant_ratio", [] { return F::significant(33.748); }, "33.7"},
        FormatRow{"significant_small", [] { return F::significant(0.083333); }, "0.0833"},
        FormatRow{"significant_large", [] { return F::significant(12345678.0); }, "1.23 × 10⁷"},
        FormatRow{"significant_zero", [] { return F::significant(0.0); }, "0"},
        FormatRow{"round_trip_short", [] { return F::roundTrip(0.1); }, "0.1"},
        FormatRow{"round_trip_needs_17", [] { return F::roundTrip(0.1 + 0.2); },
                  "0.30000000000000004"},
        FormatRow{"round_trip_whole", [] { return F::roundTrip(1e9); }, "1000000000"},
        FormatRow{"round_trip_tiny", [] { return F::roundTrip(1e-9); }, "1e-09"},
        FormatRow{"exact_round", [] { return F::scientificExact(1e8, 2); }, "1.00 × 10⁸"},
        FormatRow{"exact_needs_digits", [] { return F::scientificExact(123456789, 2); },
                  "1.23456789 × 10⁸"},
        FormatRow{"exact_billion", [] { return F::scientificExact(7e9, 2); }, "7.00 × 10⁹"},
        FormatRow{"exact_fraction", [] { return F::scientificExact(6.02112e5, 2); },
                  "6.02112 × 10⁵"}),
    [](const auto &info) { return info.param.name; });

struct ParseRow
{
    std::string name;
    std::string text;
    bool ok;
    double expected; // exact: each text names one double
};

class NumberParseTable : public testing::TestWithParam<ParseRow>
{
};

TEST_P(NumberParseTable, ReadsWhatPeopleType)
{
    const ParseRow &row = GetParam();
    double value = -42.0;
    EXPECT_EQ(NumberFormat::parse(row.text, value), row.ok);
    EXPECT_EQ(value, row.ok ? row.expected : -42.0);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, NumberParseTable,
    testing::Values(
        ParseRow{"plain", "100000000", true, 1e8}, ParseRow{"decimal", "12.5", true, 12.5},
        ParseRow{"e_notation", "1e8", true, 1e8}, ParseRow{"e_negative", "1.5E-3", true, 1.5e-3},
        ParseRow{"as_written", "1.00 × 10⁸", true, 1e8},
        ParseRow{"written_negative_power", "2.5 × 10⁻³", true, 2.5e-3},
        ParseRow{"written_two_digit_power", "6.5 × 10¹²", true, 6.5e12},
        ParseRow{"typed_x_caret", "1.5 x 10^8", true, 1.5e8},
        ParseRow{"typed_star_negative", "2.5*10^-3", true, 2.5e-3},
        ParseRow{"spaces", " 7 × 10 ⁹ ", true, 7e9},
        // Exact as a double, which multiplying 1.1 by 1e8 would not be.
        ParseRow{"exact_mantissa", "1.1 × 10⁸", true, 1.1e8}, ParseRow{"empty", "", false, 0},
        ParseRow{"words", "ten", false, 0}, ParseRow{"no_power", "1.5 ×", false, 0},
        ParseRow{"base_not_ten", "1.5 × 2⁸", false, 0},
        ParseRow{"power_missing", "1.5 × 10", false, 0},
        ParseRow{"caret_empty", "1.5 × 10^", false, 0},
        ParseRow{"mantissa_missing", "× 10⁸", false, 0},
        ParseRow{"two_signs", "1 × 2 × 10⁸", false, 0}, ParseRow{"hex", "0x10", false, 0},
        ParseRow{"infinity", "inf", false, 0}, ParseRow{"nan", "nan", false, 0},
        ParseRow{"overflow", "1e999", false, 0},
        ParseRow{"overflow_written", "9 × 10⁹⁹⁹", false, 0},
        ParseRow{"trailing_text", "12 GB", false, 0}, ParseRow{"leading_plus", "+5", false, 0}),
    [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::core
