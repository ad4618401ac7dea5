// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>

namespace blab::core {

// A floating-point format of a GPU's matrix units: its exponent and mantissa bits and its bias.
// The measurement fills the operands on the host in the card's format, and checks the product
// against the same rounded values.
struct SmallFloat
{
    int exponentBits = 8;
    int mantissaBits = 7;
    int bias = 127;

    static constexpr SmallFloat bf16() { return {8, 7, 127}; }
    static constexpr SmallFloat fp16() { return {5, 10, 15}; }
    // FP8 E4M3 as NVIDIA's cards use it (OCP's "fn" variant: no infinities, 448 at most).
    static constexpr SmallFloat fp8e4m3() { return {4, 3, 7}; }

    // The format's value nearest to x (ties to even), saturating at the largest finite value.
    double round(double x) const;
    // The bits of a value round() returned.
    std::uint32_t encode(double x) const;
    double decode(std::uint32_t bits) const;
    double largest() const;
    int bytes() const { return (1 + exponentBits + mantissaBits + 7) / 8; }
};

} // namespace blab::core
