// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace blab::core {

// The number format a device computes in. Peaks differ by an order of magnitude between them, so
// every compute figure says which one it is.
enum class Precision
{
    Fp32,
    Tf32,
    Bf16,
    Fp8
};

class Precisions
{
public:
    static constexpr Precision kAll[] = {Precision::Fp32, Precision::Tf32, Precision::Bf16,
                                         Precision::Fp8};
    // "fp32", "tf32", "bf16", "fp8": the command line's and the settings' spelling.
    static const char *id(Precision precision);
};

// Bytes of one stored number, for weights and gradients.
enum class WeightDtype
{
    Fp32,
    Bf16,
    Fp16,
    Fp8,
    // Integer formats hold quantized weights for serving; training keeps no gradients in them.
    Int8,
    Int4
};

class WeightDtypes
{
public:
    static constexpr WeightDtype kAll[] = {WeightDtype::Fp32, WeightDtype::Bf16, WeightDtype::Fp16,
                                           WeightDtype::Fp8,  WeightDtype::Int8, WeightDtype::Int4};
    // The formats training can keep weights and gradients in.
    static constexpr WeightDtype kTrainable[] = {WeightDtype::Fp32, WeightDtype::Bf16,
                                                 WeightDtype::Fp16, WeightDtype::Fp8};
    static const char *id(WeightDtype dtype);
    static double bytes(WeightDtype dtype);
    static bool trainable(WeightDtype dtype);
};

} // namespace blab::core
