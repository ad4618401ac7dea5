// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace blab::core {

// The one place that rounds figures for people. The text report and the window both call it, so
// they print the same digits. JSON keeps full precision instead, through roundTrip().
class NumberFormat
{
public:
    // Fixed decimals: fixed(85.3333, 2) == "85.33".
    static std::string fixed(double value, int decimals);
    // Mantissa with the given decimals times a power of ten, as people write it (UTF-8):
    // scientific(268435456, 4) == "2.6844 × 10⁸".
    static std::string scientific(double value, int decimals);
    // The same form with the fewest decimals, at least minDecimals, that read back as the same
    // double: scientificExact(1e8, 2) == "1.00 × 10⁸", scientificExact(123456789, 2) ==
    // "1.23456789 × 10⁸". For a box that shows a large figure and must not change it.
    static std::string scientificExact(double value, int minDecimals);
    // Reads a number as people type it or as scientific() writes it: "100000000", "1e8",
    // "1.5E-3", "1.00 × 10⁸", "1.5 x 10^8", "2.5*10^-3", with spaces anywhere around the sign
    // and the power. False, leaving value alone, for anything else or for a figure that is not
    // finite.
    static bool parse(const std::string &text, double &value);
    // Decimal megabytes (1e6 bytes) with decimals: megabytes(3145728, 2) == "3.15 MB".
    static std::string megabytes(double bytes, int decimals);
    // Bytes in the largest decimal unit below the value (B, kB, MB, GB, TB), 3 significant digits.
    static std::string bytes(double bytes);
    // Bytes in the largest binary unit below the value (B, KiB, MiB, GiB, TiB), 3 significant
    // digits without trailing zeros, the way caches are sized: binaryBytes(1310720) == "1.25 MiB",
    // binaryBytes(49152) == "48 KiB".
    static std::string binaryBytes(double bytes);
    // Seconds shown as milliseconds with decimals: milliseconds(0.0016056, 2) == "1.61 ms".
    static std::string milliseconds(double seconds, int decimals);
    // A time in the unit that suits it (ns, µs, ms or s), 3 significant digits.
    static std::string duration(double seconds);
    // A fraction as a percentage: percent(0.1063, 1) == "10.6 %".
    static std::string percent(double fraction, int decimals);
    // A share of time as a percentage with three significant digits, so that a small share
    // keeps its digits where a bar shows it: share(0.000171) == "0.0171 %", share(0.1063) ==
    // "10.6 %", share(1) == "100 %".
    static std::string share(double fraction);
    // Three significant digits without an exponent for ordinary sizes: 33.7, 4.74, 0.0833.
    static std::string significant(double value, int digits = 3);
    // The shortest of 15, 16 or 17 significant digits that reads back as the same double:
    // roundTrip(0.1) == "0.1", roundTrip(0.1 + 0.2) == "0.30000000000000004", roundTrip(1e9) ==
    // "1000000000". For a finite value.
    static std::string roundTrip(double value);
};

} // namespace blab::core
