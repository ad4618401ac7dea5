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
    Fp8,
    // FP4 (E2M1) products with block scales, on Blackwell's and the MI350 series' tensor cores.
    Fp4
};

class Precisions
{
public:
    // Bytes of a number in the format products take their inputs in: 4, 2, 1, and NVFP4's 4.5
    // bits with its scales.
    static double inputBytes(Precision precision);
    static constexpr Precision kAll[] = {Precision::Fp32, Precision::Tf32, Precision::Bf16,
                                         Precision::Fp8, Precision::Fp4};
    // "fp32", "tf32", "bf16", "fp8", "fp4": the command line's and the settings' spelling.
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
    Fp8,
    Fp4
};

class KernelPrecisions
{
public:
    static constexpr KernelPrecision kAll[] = {
        KernelPrecision::Fp64,       KernelPrecision::Fp64Tensor, KernelPrecision::Fp32,
        KernelPrecision::Tf32,       KernelPrecision::Bf16,       KernelPrecision::Fp16,
        KernelPrecision::Fp16Vector, KernelPrecision::Fp8,        KernelPrecision::Fp4};
    // "fp64", "fp64_tensor", "fp32", "tf32", "bf16", "fp16", "fp16_vector", "fp8", "fp4": a kernel
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
    Int4,
    // Four-bit floats (E2M1) in blocks that share a scale: NVIDIA's NVFP4 (an FP8 E4M3 scale per
    // 16 values and one FP32 scale per tensor) and the OCP's MXFP4 (an E8M0 scale per 32).
    Nvfp4,
    Mxfp4
};

class WeightDtypes
{
public:
    static constexpr WeightDtype kAll[] = {WeightDtype::Fp32,  WeightDtype::Bf16, WeightDtype::Fp16,
                                           WeightDtype::Fp8,   WeightDtype::Int8, WeightDtype::Int4,
                                           WeightDtype::Nvfp4, WeightDtype::Mxfp4};
    // The formats training can keep weights and gradients in.
    static constexpr WeightDtype kTrainable[] = {WeightDtype::Fp32, WeightDtype::Bf16,
                                                 WeightDtype::Fp16, WeightDtype::Fp8};
    static const char *id(WeightDtype dtype);
    // Bytes a stored weight takes in memory and in every read of it, its share of the block
    // scales included: NVFP4 4.5 bits (4 + 8 / 16), MXFP4 4.25 (4 + 8 / 32). The one figure the
    // memory, the bandwidth and the models list use.
    static double bytes(WeightDtype dtype);
    static bool trainable(WeightDtype dtype);
    // Whether the format is one of the four-bit floats that FP4 tensor cores take as they are.
    static bool fp4(WeightDtype dtype)
    {
        return dtype == WeightDtype::Nvfp4 || dtype == WeightDtype::Mxfp4;
    }
};

// How the KV cache stores its numbers.
enum class KvDtype
{
    Fp16,
    Fp8,
    // NVFP4 as TensorRT-LLM stores the cache: E2M1 values with an FP8 scale per 16, 4.5 bits.
    Fp4
};

struct KvDtypes
{
    static constexpr KvDtype kAll[] = {KvDtype::Fp16, KvDtype::Fp8, KvDtype::Fp4};
    static const char *id(KvDtype dtype);
    // Bytes of one cached number, its share of the block scales included.
    static double bytes(KvDtype dtype);
    // One token's latent entry in one layer of multi-head latent attention: the compressed key
    // and value (latent numbers) and the shared rotary key (rope numbers). The rotary part stays
    // 16-bit in the narrower formats; FP8 adds one FP32 scale per 128 latent numbers, as
    // FlashMLA's FP8 cache lays it out (DeepSeek's 512 + 64 give 656 B).
    static double latentBytes(KvDtype dtype, int latent, int rope);
};

} // namespace blab::core
