// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

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

// The compute roof a kernel of the user's is held under: a device's peak at the number format
// its FLOPs were done in, on the unit that did them. FP32 and FP64 are the vector (CUDA-core,
// SIMD) peaks; FP64 tensor the matrix units' FP64 peak; TF32, BF16, FP16 and FP8 the matrix
// units' dense peaks; FP16 vector the peak of half-precision instructions outside them.
enum class KernelPrecision
{
    Fp64,
    Fp64Tensor,
    Fp32,
    Tf32,
    Bf16,
    Fp16,
    Fp16Vector,
    Fp8
};

class KernelPrecisions
{
public:
    static constexpr KernelPrecision kAll[] = {
        KernelPrecision::Fp64,       KernelPrecision::Fp64Tensor, KernelPrecision::Fp32,
        KernelPrecision::Tf32,       KernelPrecision::Bf16,       KernelPrecision::Fp16,
        KernelPrecision::Fp16Vector, KernelPrecision::Fp8};
    // "fp64", "fp64_tensor", "fp32", "tf32", "bf16", "fp16", "fp16_vector", "fp8": a kernel
    // spec's precision= and the JSON's spelling.
    static const char *id(KernelPrecision precision);
    // The precision an id names; false for an id that names none.
    static bool fromId(const std::string &id, KernelPrecision &out);
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
