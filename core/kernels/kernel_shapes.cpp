// SPDX-License-Identifier: GPL-3.0-or-later

#include "kernels/kernel_shapes.h"

#include <cmath>
#include <cstring>
#include <initializer_list>

namespace blab::core {

namespace {

// Every size at least 1 and finite; a kernel of no work has no place on a roofline.
bool allSizes(std::initializer_list<double> sizes)
{
    for (const double s : sizes) {
        if (!std::isfinite(s) || s < 1.0)
            return false;
    }
    return true;
}

Operation operation(const char *id, double flops, double numbers, ElementType type)
{
    Operation op;
    op.id = id;
    op.flops = flops;
    op.bytes = numbers * ElementTypes::bytes(type);
    return op;
}

// FLOPs per element of a row operation; see KernelShapes::rows.
double rowFlops(RowOperation operation)
{
    switch (operation) {
    case RowOperation::Reduction:
        return 1.0;
    case RowOperation::Softmax:
        return 5.0;
    case RowOperation::LayerNorm:
        return 8.0;
    }
    return 1.0;
}

} // namespace

const char *ElementTypes::id(ElementType type)
{
    switch (type) {
    case ElementType::Fp64:
        return "fp64";
    case ElementType::Fp32:
        return "fp32";
    case ElementType::Bf16:
        return "bf16";
    case ElementType::Fp16:
        return "fp16";
    case ElementType::Fp8:
        return "fp8";
    case ElementType::Int8:
        return "int8";
    }
    return "fp32";
}

std::optional<ElementType> ElementTypes::fromId(const char *id)
{
    for (const ElementType type : kAll) {
        if (std::strcmp(ElementTypes::id(type), id) == 0)
            return type;
    }
    return std::nullopt;
}

double ElementTypes::bytes(ElementType type)
{
    switch (type) {
    case ElementType::Fp64:
        return 8.0;
    case ElementType::Fp32:
        return 4.0;
    case ElementType::Bf16:
    case ElementType::Fp16:
        return 2.0;
    case ElementType::Fp8:
    case ElementType::Int8:
        return 1.0;
    }
    return 4.0;
}

std::optional<Operation> KernelShapes::matmul(const MatmulShape &s, ElementType type)
{
    if (!allSizes({s.m, s.n, s.k, s.batch}))
        return std::nullopt;
    return operation("matmul", 2.0 * s.m * s.n * s.k * s.batch,
                     (s.m * s.k + s.k * s.n + s.m * s.n) * s.batch, type);
}

std::optional<Operation> KernelShapes::elementwise(const ElementwiseShape &s, ElementType type)
{
    // An element-wise kernel may read nothing (a fill) or write nothing (a comparison whose
    // result the lesson does not count), but it moves something.
    if (!allSizes({s.elements}) || !std::isfinite(s.opsPerElement) || s.opsPerElement < 0 ||
        s.inputs < 0 || s.outputs < 0 || s.inputs + s.outputs < 1)
        return std::nullopt;
    return operation("elementwise", s.elements * s.opsPerElement,
                     s.elements * (s.inputs + s.outputs), type);
}

std::optional<Operation> KernelShapes::rows(const RowShape &s, ElementType type)
{
    if (!allSizes({s.rows, s.columns}))
        return std::nullopt;
    const double elements = s.rows * s.columns;
    switch (s.operation) {
    case RowOperation::Reduction:
        return operation("reduction", elements * rowFlops(s.operation), elements + s.rows, type);
    case RowOperation::Softmax:
        return operation("softmax", elements * rowFlops(s.operation), 2.0 * elements, type);
    case RowOperation::LayerNorm:
        return operation("layer_norm", elements * rowFlops(s.operation),
                         2.0 * elements + 2.0 * s.columns, type);
    }
    return std::nullopt;
}

std::optional<Operation> KernelShapes::conv2d(const ConvShape &s, ElementType type)
{
    if (!allSizes({s.n, s.c, s.h, s.w, s.k, s.r, s.s}) || s.stride < 1 || s.padding < 0)
        return std::nullopt;
    const double paddedH = s.h + 2.0 * s.padding, paddedW = s.w + 2.0 * s.padding;
    if (paddedH < s.r || paddedW < s.s)
        return std::nullopt;
    const double p = std::floor((paddedH - s.r) / s.stride) + 1.0;
    const double q = std::floor((paddedW - s.s) / s.stride) + 1.0;
    const double flops = 2.0 * s.n * s.k * p * q * s.c * s.r * s.s;
    const double numbers = s.n * s.c * s.h * s.w + s.k * s.c * s.r * s.s + s.n * s.k * p * q;
    return operation("conv2d", flops, numbers, type);
}

std::optional<Operation> KernelShapes::attention(const AttentionShape &s, ElementType type)
{
    if (!allSizes({s.batch, s.heads, s.queryLength, s.keyLength, s.headSize}))
        return std::nullopt;
    const double sequences = s.batch * s.heads;
    const double flops = 4.0 * sequences * s.queryLength * s.keyLength * s.headSize;
    // Q and O are Lq × d, K and V are Lk × d.
    double numbers = sequences * (2.0 * s.queryLength + 2.0 * s.keyLength) * s.headSize;
    if (!s.fused)
        numbers += 4.0 * sequences * s.queryLength * s.keyLength;
    return operation(s.fused ? "flash_attention" : "attention", flops, numbers, type);
}

} // namespace blab::core
