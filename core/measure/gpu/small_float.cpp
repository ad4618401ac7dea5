// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/small_float.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

double SmallFloat::largest() const
{
    // E4M3 keeps its top exponent for numbers, all but the one NaN pattern (mantissa all ones);
    // the IEEE-like formats keep it for infinities and NaNs.
    if (exponentBits == 4 && mantissaBits == 3)
        return 448.0;
    const int top = (1 << exponentBits) - 2 - bias;
    return std::ldexp(2.0 - std::ldexp(1.0, -mantissaBits), top);
}

double SmallFloat::round(double x) const
{
    if (x == 0.0 || std::isnan(x))
        return x;
    const double magnitude = std::fabs(x);
    // Below the smallest normal number the spacing stays that of the subnormals.
    const int exponent = std::max(std::ilogb(magnitude), 1 - bias);
    const double quantum = std::ldexp(1.0, exponent - mantissaBits);
    // nearbyint rounds ties to even in the default rounding mode.
    const double r = std::nearbyint(magnitude / quantum) * quantum;
    return std::copysign(std::min(r, largest()), x);
}

std::uint32_t SmallFloat::encode(double x) const
{
    const std::uint32_t sign = std::signbit(x) ? 1u << (exponentBits + mantissaBits) : 0u;
    const double magnitude = std::fabs(x);
    if (magnitude == 0.0)
        return sign;
    const int exponent = std::ilogb(magnitude);
    if (exponent < 1 - bias) {
        const double mantissa = magnitude / std::ldexp(1.0, 1 - bias - mantissaBits);
        return sign | static_cast<std::uint32_t>(mantissa);
    }
    const double fraction = (std::ldexp(magnitude, -exponent) - 1.0) * (1 << mantissaBits);
    return sign | static_cast<std::uint32_t>(exponent + bias) << mantissaBits |
           static_cast<std::uint32_t>(fraction);
}

double SmallFloat::decode(std::uint32_t bits) const
{
    const std::uint32_t mantissaMask = (1u << mantissaBits) - 1;
    const std::uint32_t mantissa = bits & mantissaMask;
    const int exponent = static_cast<int>((bits >> mantissaBits) & ((1u << exponentBits) - 1));
    const bool negative = (bits >> (exponentBits + mantissaBits)) & 1u;
    const double magnitude =
        exponent == 0 ? std::ldexp(static_cast<double>(mantissa), 1 - bias - mantissaBits)
                      : std::ldexp(1.0 + std::ldexp(static_cast<double>(mantissa), -mantissaBits),
                                   exponent - bias);
    return negative ? -magnitude : magnitude;
}

} // namespace blab::core
