// SPDX-License-Identifier: GPL-3.0-or-later

// The FLOPs and bytes of kernels from their shapes: worked examples, each figure worked by hand
// in the comment beside it, and the lesson's kernels as special cases.

#include "kernels/kernel_shapes.h"

#include <gtest/gtest.h>
#include <limits>
#include <optional>
#include <string>

namespace blab::core {
namespace {

struct KernelShapeRow
{
    std::string name;
    std::optional<Operation> op;
    std::string id;
    double flops;
    double bytes;
};

class WorkedShapes : public testing::TestWithParam<KernelShapeRow>
{
};

TEST_P(WorkedShapes, GiveTheirFlopsAndBytes)
{
    const KernelShapeRow &row = GetParam();
    ASSERT_TRUE(row.op.has_value());
    EXPECT_EQ(row.op->id, row.id);
    EXPECT_DOUBLE_EQ(row.op->flops, row.flops);
    EXPECT_DOUBLE_EQ(row.op->bytes, row.bytes);
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, WorkedShapes,
    testing::Values(
        // 2 · 4096³ = 1.374 × 10¹¹ FLOPs; 3 · 4096² · 2 B = 100.7 MB: 1365 FLOP/B.
        KernelShapeRow{"matmul_4096_bf16",
                       KernelShapes::matmul({4096, 4096, 4096, 1}, ElementType::Bf16), "matmul",
                       137438953472.0, 100663296.0},
        // A batch of 8 of (128 × 64)·(64 × 256): 2·128·256·64·8 FLOPs; (8192 + 16384 + 32768)·8
        // numbers of 4 B.
        KernelShapeRow{"batched_matmul_fp32",
                       KernelShapes::matmul({128, 256, 64, 8}, ElementType::Fp32), "matmul",
                       33554432.0, 1835008.0},
        // c = a + b over 10⁶ fp32: 10⁶ FLOPs, 3 · 10⁶ · 4 B.
        KernelShapeRow{"vector_add", KernelShapes::elementwise({1e6, 1, 2, 1}, ElementType::Fp32),
                       "elementwise", 1e6, 12e6},
        // GELU-like, 10 operations on 2²⁰ bf16 elements in place: one read, one write.
        KernelShapeRow{"gelu_bf16",
                       KernelShapes::elementwise({1048576, 10, 1, 1}, ElementType::Bf16),
                       "elementwise", 10485760.0, 4194304.0},
        // Row sums of 1024 × 4096 fp32: 4194304 adds; (4194304 + 1024) · 4 B.
        KernelShapeRow{"reduction",
                       KernelShapes::rows({RowOperation::Reduction, 1024, 4096}, ElementType::Fp32),
                       "reduction", 4194304.0, 16781312.0},
        // Softmax of 1024 × 4096 bf16: 5 · 4194304 FLOPs; read and written: 2 · 4194304 · 2 B.
        KernelShapeRow{"softmax",
                       KernelShapes::rows({RowOperation::Softmax, 1024, 4096}, ElementType::Bf16),
                       "softmax", 20971520.0, 16777216.0},
        // Layer norm of 8192 × 4096 bf16: 8 · 33554432 FLOPs; (2 · 33554432 + 2 · 4096) · 2 B.
        KernelShapeRow{"layer_norm",
                       KernelShapes::rows({RowOperation::LayerNorm, 8192, 4096}, ElementType::Bf16),
                       "layer_norm", 268435456.0, 134234112.0},
        // ResNet-50's first layer: 224² × 3 to 64 channels, 7 × 7, stride 2, padding 3. P = Q =
        // (224 + 6 − 7) / 2 + 1 = 112 (whole part); 2 · 64 · 112² · 3 · 49 = 236027904 FLOPs
        // (the 118 M multiply-adds usually quoted); (150528 + 9408 + 802816) · 4 B.
        KernelShapeRow{"resnet50_conv1",
                       KernelShapes::conv2d({1, 3, 224, 224, 64, 7, 7, 2, 3}, ElementType::Fp32),
                       "conv2d", 236027904.0, 3851008.0},
        // A 3 × 3 convolution, stride 1, padding 1, keeps 56 × 56: 2·32·64·56²·64·9 FLOPs.
        KernelShapeRow{"conv3x3_batch32",
                       KernelShapes::conv2d({32, 64, 56, 56, 64, 3, 3, 1, 1}, ElementType::Bf16),
                       "conv2d", 7398752256.0, 25763840.0},
        // 32 heads, 4096 queries and keys of 128: 4 · 32 · 4096² · 128 FLOPs. Fused: Q, K, V, O
        // of 4096 × 128 bf16 per head: 32 · 4 · 4096 · 128 · 2 B.
        KernelShapeRow{"flash_attention",
                       KernelShapes::attention({1, 32, 4096, 4096, 128, true}, ElementType::Bf16),
                       "flash_attention", 274877906944.0, 134217728.0},
        // The same with the scores through memory: + 4 · 32 · 4096² · 2 B.
        KernelShapeRow{"materialised_attention",
                       KernelShapes::attention({1, 32, 4096, 4096, 128, false}, ElementType::Bf16),
                       "attention", 274877906944.0, 4429185024.0},
        // Decoding one token against a 2048-token cache: Lq = 1.
        KernelShapeRow{"decode_attention",
                       KernelShapes::attention({16, 32, 1, 2048, 128, true}, ElementType::Fp16),
                       "flash_attention", 536870912.0, 537133056.0}),
    [](const auto &info) { return info.param.name; });

// The worked example of the issue: 1365 FLOP/B.
TEST(KernelShapes, TheBf16MatmulSitsAt1365FlopsPerByte)
{
    const auto op = KernelShapes::matmul({4096, 4096, 4096, 1}, ElementType::Bf16);
    ASSERT_TRUE(op);
    EXPECT_NEAR(op->flopsPerByte(), 1365.33, 0.01);
    EXPECT_NEAR(op->bytes / 1e6, 100.7, 0.05);
}

// The lesson's kernels are special cases, figure for figure.
TEST(KernelShapes, TheLessonsKernelsComeOutAsBefore)
{
    for (const int n : {128, 512, 1024, 4096}) {
        const Operation lesson = Operation::matmul(n);
        const auto shaped =
            KernelShapes::matmul({double(n), double(n), double(n), 1}, ElementType::Fp32);
        ASSERT_TRUE(shaped);
        EXPECT_EQ(shaped->flops, lesson.flops) << n;
        EXPECT_EQ(shaped->bytes, lesson.bytes) << n;
    }
    for (const double elements : {262144.0, 1e6, 16777216.0}) {
        const auto add = KernelShapes::elementwise({elements, 1, 2, 1}, ElementType::Fp32);
        const auto compare = KernelShapes::elementwise({elements, 1, 2, 0}, ElementType::Fp32);
        const auto multiplyAdd =
            KernelShapes::elementwise({elements, 2.0 * 1000, 1, 1}, ElementType::Fp32);
        ASSERT_TRUE(add && compare && multiplyAdd);
        EXPECT_EQ(add->flops, Operation::vectorAdd(elements).flops);
        EXPECT_EQ(add->bytes, Operation::vectorAdd(elements).bytes);
        EXPECT_EQ(compare->flops, Operation::compare(elements).flops);
        EXPECT_EQ(compare->bytes, Operation::compare(elements).bytes);
        EXPECT_EQ(multiplyAdd->flops, Operation::multiplyAdd(elements, 1000).flops);
        EXPECT_EQ(multiplyAdd->bytes, Operation::multiplyAdd(elements, 1000).bytes);
    }
}

TEST(KernelShapes, ShapesWithoutWorkAreRefused)
{
    EXPECT_FALSE(KernelShapes::matmul({0, 4, 4, 1}, ElementType::Fp32));
    EXPECT_FALSE(KernelShapes::matmul({4, 4, 4, 0.5}, ElementType::Fp32));
    EXPECT_FALSE(KernelShapes::elementwise({1e6, 1, 0, 0}, ElementType::Fp32));
    EXPECT_FALSE(KernelShapes::elementwise({1e6, -1, 1, 1}, ElementType::Fp32));
    EXPECT_FALSE(KernelShapes::rows({RowOperation::Softmax, 0, 10}, ElementType::Fp32));
    // A 7 × 7 filter on a 3 × 3 image with padding 1 has no place to sit.
    EXPECT_FALSE(KernelShapes::conv2d({1, 3, 3, 3, 8, 7, 7, 1, 1}, ElementType::Fp32));
    EXPECT_FALSE(KernelShapes::conv2d({1, 3, 32, 32, 8, 3, 3, 0, 1}, ElementType::Fp32));
    EXPECT_FALSE(KernelShapes::attention({1, 8, 128, 128, 0, true}, ElementType::Fp32));
    EXPECT_FALSE(KernelShapes::attention(
        {1, 8, std::numeric_limits<double>::infinity(), 128, 64, true}, ElementType::Fp32));
}

TEST(KernelShapes, ElementTypesReadTheirOwnIds)
{
    for (const ElementType type : ElementTypes::kAll)
        EXPECT_EQ(ElementTypes::fromId(ElementTypes::id(type)), type);
    EXPECT_FALSE(ElementTypes::fromId("fp4"));
    EXPECT_EQ(ElementTypes::bytes(ElementType::Fp64), 8.0);
    EXPECT_EQ(ElementTypes::bytes(ElementType::Int8), 1.0);
}

} // namespace
} // namespace blab::core
