// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/precision.h"

#include <cmath>

namespace blab::core {

double Precisions::inputBytes(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
    case Precision::Tf32:
        return 4.0;
    case Precision::Bf16:
        return 2.0;
    case Precision::Fp8:
        return 1.0;
    case Precision::Fp4:
        return WeightDtypes::bytes(WeightDtype::Nvfp4);
    }
    return 2.0;
}

const char *Precisions::id(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
        return "fp32";
    case Precision::Tf32:
        return "tf32";
    case Precision::Bf16:
        return "bf16";
    case Precision::Fp8:
        return "fp8";
    case Precision::Fp4:
        return "fp4";
    }
    return "fp32";
}

const char *KernelPrecisions::id(KernelPrecision precision)
{
    switch (precision) {
    case KernelPrecision::Fp64:
        return "fp64";
    case KernelPrecision::Fp64Tensor:
        return "fp64_tensor";
    case KernelPrecision::Fp32:
        return "fp32";
    case KernelPrecision::Tf32:
        return "tf32";
    case KernelPrecision::Bf16:
        return "bf16";
    case KernelPrecision::Fp16:
        return "fp16";
    case KernelPrecision::Fp16Vector:
        return "fp16_vector";
    case KernelPrecision::Fp8:
        return "fp8";
    case KernelPrecision::Fp4:
        return "fp4";
    }
    return "fp32";
}

bool KernelPrecisions::fromId(const std::string &id, KernelPrecision &out)
{
    for (const KernelPrecision p : kAll) {
        if (id == KernelPrecisions::id(p)) {
            out = p;
            return true;
        }
    }
    return false;
}

const char *WeightDtypes::id(WeightDtype dtype)
{
    switch (dtype) {
    case WeightDtype::Fp32:
        return "fp32";
    case WeightDtype::Bf16:
        return "bf16";
    case WeightDtype::Fp16:
        return "fp16";
    case WeightDtype::Fp8:
        return "fp8";
    case WeightDtype::Int8:
        return "int8";
    case WeightDtype::Int4:
        return "int4";
    case WeightDtype::Nvfp4:
        return "nvfp4";
    case WeightDtype::Mxfp4:
        return "mxfp4";
    }
    return "fp32";
}

double WeightDtypes::bytes(WeightDtype dtype)
{
    switch (dtype) {
    case WeightDtype::Fp32:
        return 4.0;
    case WeightDtype::Bf16:
    case WeightDtype::Fp16:
        return 2.0;
    case WeightDtype::Fp8:
    case WeightDtype::Int8:
        return 1.0;
    case WeightDtype::Int4:
        return 0.5;
    case WeightDtype::Nvfp4:
        return (4.0 + 8.0 / 16.0) / 8.0;
    case WeightDtype::Mxfp4:
        return (4.0 + 8.0 / 32.0) / 8.0;
    }
    return 4.0;
}

bool WeightDtypes::trainable(WeightDtype dtype)
{
    return dtype != WeightDtype::Int8 && dtype != WeightDtype::Int4 && !fp4(dtype);
}

const char *KvDtypes::id(KvDtype dtype)
{
    switch (dtype) {
    case KvDtype::Fp16:
        return "fp16";
    case KvDtype::Fp8:
        return "fp8";
    case KvDtype::Fp4:
        return "fp4";
    }
    return "fp16";
}

double KvDtypes::bytes(KvDtype dtype)
{
    switch (dtype) {
    case KvDtype::Fp16:
        return 2.0;
    case KvDtype::Fp8:
        return 1.0;
    case KvDtype::Fp4:
        return WeightDtypes::bytes(WeightDtype::Nvfp4);
    }
    return 2.0;
}

double KvDtypes::latentBytes(KvDtype dtype, int latent, int rope)
{
    const double rotary = 2.0 * rope;
    switch (dtype) {
    case KvDtype::Fp16:
        return 2.0 * (latent + rope);
    case KvDtype::Fp8:
        return latent + 4.0 * std::ceil(latent / 128.0) + rotary;
    case KvDtype::Fp4:
        return bytes(KvDtype::Fp4) * latent + rotary;
    }
    return 2.0 * (latent + rope);
}

} // namespace blab::core
