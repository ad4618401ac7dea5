// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/number_text.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace blab::core {

namespace {

// std::to_chars is defined to write what printf writes in the C locale, and never looks at the
// global one. Fixed notation of the largest double takes 309 digits before the point, so the
// buffer holds every text the limits below allow.
template <class... Format> std::string toChars(double value, Format... format)
{
    char buffer[400];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, format...);
    return std::string(buffer, result.ptr);
}

constexpr int kMostDecimals = 60;
constexpr int kMostDigits = 40;

} // namespace

std::string NumberText::fixed(double value, int decimals)
{
    const int places = decimals < 0 ? 0 : (decimals > kMostDecimals ? kMostDecimals : decimals);
    return toChars(value, std::chars_format::fixed, places);
}

std::string NumberText::general(double value, int digits)
{
    return toChars(value, std::chars_format::general,
                   digits < 1 ? 1 : (digits > kMostDigits ? kMostDigits : digits));
}

std::string NumberText::shortest(double value)
{
    return toChars(value);
}

bool NumberText::parse(std::string_view text, double &value)
{
    // from_chars reads no leading '+' or spaces and no "0x" prefix; only the "inf" and "nan" it
    // does read are left to refuse here.
    if (text.empty())
        return false;
    double parsed = 0.0;
    const auto result =
        std::from_chars(text.data(), text.data() + text.size(), parsed, std::chars_format::general);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size() ||
        !std::isfinite(parsed))
        return false;
    value = parsed;
    return true;
}

} // namespace blab::core
