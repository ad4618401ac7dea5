// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/number_format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace blab::core {

namespace {
std::string printf1(const char *format, int decimals, double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, decimals, value);
    return buffer;
}
// An exponent as superscript digits, as people write powers of ten: 8 becomes ⁸, -3 ⁻³.
std::string superscript(int exponent)
{
    static const char *const digits[] = {
        "\xE2\x81\xB0", "\xC2\xB9",     "\xC2\xB2",     "\xC2\xB3",     "\xE2\x81\xB4",
        "\xE2\x81\xB5", "\xE2\x81\xB6", "\xE2\x81\xB7", "\xE2\x81\xB8", "\xE2\x81\xB9"};
    std::string text = exponent < 0 ? "\xE2\x81\xBB" : "";
    for (const char c : std::to_string(std::abs(exponent)))
        text += digits[c - '0'];
    return text;
}

} // namespace

std::string NumberFormat::fixed(double value, int decimals)
{
    return printf1("%.*f", decimals, value);
}

std::string NumberFormat::scientific(double value, int decimals)
{
    if (value == 0.0 || !std::isfinite(value))
        return fixed(value, decimals);
    int exponent = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    // Rounding can carry the mantissa to 10.0; move it back into [1, 10).
    if (std::fabs(std::stod(fixed(mantissa, decimals))) >= 10.0) {
        ++exponent;
        mantissa /= 10.0;
    }
    return fixed(mantissa, decimals) + " \xC3\x97 10" + superscript(exponent);
}

std::string NumberFormat::megabytes(double bytes, int decimals)
{
    return fixed(bytes / 1e6, decimals) + " MB";
}

std::string NumberFormat::bytes(double value)
{
    static const char *const units[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    int unit = 0;
    double scaled = value;
    while (std::fabs(scaled) >= 1000.0 && unit < 5) {
        scaled /= 1000.0;
        ++unit;
    }
    return significant(scaled) + " " + units[unit];
}

std::string NumberFormat::binaryBytes(double value)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    double scaled = value;
    while (std::fabs(scaled) >= 1024.0 && unit < 4) {
        scaled /= 1024.0;
        ++unit;
    }
    std::string digits = significant(scaled);
    // Cache sizes are mostly whole numbers of their unit, and "32.0 KiB" reads as if it were
    // not; the zeros after the point go, and the point with them.
    if (digits.find('.') != std::string::npos && digits.find("\xC3\x97") == std::string::npos) {
        digits.erase(digits.find_last_not_of('0') + 1);
        if (digits.back() == '.')
            digits.pop_back();
    }
    return digits + " " + units[unit];
}

std::string NumberFormat::milliseconds(double seconds, int decimals)
{
    return fixed(seconds * 1e3, decimals) + " ms";
}

std::string NumberFormat::duration(double seconds)
{
    const double a = std::fabs(seconds);
    if (a >= 1.0)
        return significant(seconds) + " s";
    if (a >= 1e-3)
        return significant(seconds * 1e3) + " ms";
    if (a >= 1e-6)
        return significant(seconds * 1e6) + " \xC2\xB5s";
    return significant(seconds * 1e9) + " ns";
}

std::string NumberFormat::percent(double fraction, int decimals)
{
    return fixed(fraction * 100.0, decimals) + " %";
}

std::string NumberFormat::share(double fraction)
{
    return significant(fraction * 100.0) + " %";
}

std::string NumberFormat::significant(double value, int digits)
{
    if (value == 0.0 || !std::isfinite(value))
        return fixed(value, 0);
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    if (magnitude >= digits + 3 || magnitude < -4)
        return scientific(value, digits - 1);
    const int decimals = std::max(0, digits - 1 - magnitude);
    return fixed(value, decimals);
}

std::string NumberFormat::roundTrip(double value)
{
    // 17 digits always read back, but print 0.1 as 0.10000000000000001; 15 print it as 0.1.
    char buffer[32];
    for (int digits = 15; digits <= 17; ++digits) {
        std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
        if (std::strtod(buffer, nullptr) == value)
            break;
    }
    return buffer;
}

} // namespace blab::core
