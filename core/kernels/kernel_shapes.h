// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "roofline/roofline_model.h"

#include <optional>

namespace blab::core {

// The number format a kernel's operands are stored in; only its size matters to the roofline.
// Apart from WeightDtype (what weights are kept in) and KvDtype (the KV cache) because a kernel
// may be FP64, which neither stores.
enum class ElementType
{
    Fp64,
    Fp32,
    Bf16,
    Fp16,
    Fp8,
    Int8
};

class ElementTypes
{
public:
    static constexpr ElementType kAll[] = {ElementType::Fp64, ElementType::Fp32, ElementType::Bf16,
                                           ElementType::Fp16, ElementType::Fp8,  ElementType::Int8};
    // "fp64", "fp32", "bf16", "fp16", "fp8", "int8".
    static const char *id(ElementType type);
    static std::optional<ElementType> fromId(const char *id);
    static double bytes(ElementType type);
};

// C = A · B, batch times: A is m × k, B is k × n.
struct MatmulShape
{
    double m = 0, n = 0, k = 0;
    double batch = 1;
};

// The same operations on every element: ops FLOPs each, reading inputs arrays and writing
// outputs arrays of the same length.
struct ElementwiseShape
{
    double elements = 0;
    double opsPerElement = 1;
    int inputs = 2;
    int outputs = 1;
};

// A pass over each row of a rows × columns matrix.
enum class RowOperation
{
    Reduction, // one sum per row
    Softmax,   // exp(x - max) / sum, per row
    LayerNorm  // (x - mean) / sqrt(var + eps) · gamma + beta, per row
};

struct RowShape
{
    RowOperation operation = RowOperation::Reduction;
    double rows = 0, columns = 0;
};

// A 2-D convolution: N images of C channels, H × W, to K channels with R × S filters.
struct ConvShape
{
    double n = 1, c = 0, h = 0, w = 0, k = 0, r = 0, s = 0;
    int stride = 1;
    int padding = 0;
};

// Attention of batch × heads sequences: queries of queryLength against keyLength keys, each of
// headSize numbers. fused keeps the scores on chip as flash attention does; otherwise the score
// and probability matrices go through memory.
struct AttentionShape
{
    double batch = 1, heads = 0, queryLength = 0, keyLength = 0, headSize = 0;
    bool fused = true;
};

// The FLOPs and bytes of common kernels from their shapes, so that a user's own kernel can sit
// on a roofline without a profiler. Bytes assume that each operand is read from memory once and
// each result written once: the least a kernel can move, which a blocked kernel reaches when its
// tiles fit in cache. A kernel that rereads its operands moves more and sits further left.
// Each function returns nothing for a shape with a size below 1 (or a convolution whose filter
// is larger than its padded image).
class KernelShapes
{
public:
    // 2·m·n·k FLOPs per product (a multiply and an add per term); A, B read, C written.
    static std::optional<Operation> matmul(const MatmulShape &shape, ElementType type);
    // elements · ops FLOPs; (inputs + outputs) · elements numbers moved.
    static std::optional<Operation> elementwise(const ElementwiseShape &shape, ElementType type);
    // Per element: reduction 1 FLOP, softmax 5 (max, subtract, exp, sum, divide), layer norm 8
    // (mean 1, variance 3, normalise and scale 4). The matrix is read once; softmax and layer
    // norm write one of the same size, the reduction one number per row; layer norm also reads
    // gamma and beta (two rows).
    static std::optional<Operation> rows(const RowShape &shape, ElementType type);
    // Output P × Q with P = (H + 2·padding − R) / stride + 1 (whole part), Q likewise from W
    // and S; 2·N·K·P·Q·C·R·S FLOPs; the input, the filters and the output each moved once.
    static std::optional<Operation> conv2d(const ConvShape &shape, ElementType type);
    // Two products per head, Q·Kᵀ and P·V: 4·batch·heads·Lq·Lk·d FLOPs (the softmax's few
    // operations per score left out, as the FlashAttention paper counts). Fused: Q, K, V read
    // and O written once. Not fused: also the Lq × Lk scores written and read, then the
    // probabilities written and read (Dao et al. 2022, "FlashAttention", section 3.2).
    static std::optional<Operation> attention(const AttentionShape &shape, ElementType type);
};

} // namespace blab::core
