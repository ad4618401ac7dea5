// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace blab::core {

enum class Optimizer
{
    Sgd,
    Momentum,
    Adam,
    // Adam with half-precision working weights and an fp32 master copy beside the moments.
    AdamMixed
};

enum class ActivationMode
{
    None,
    PerSample,
    Transformer
};

struct MemoryInputs
{
    double params = 1e9;
    double weightBytes = 4.0;   // bytes per parameter of the weights (float32: 4)
    double gradientBytes = 4.0; // gradients are kept at the weights' precision
    Optimizer optimizer = Optimizer::Adam;
    double activationBytes = 0.0;
};

struct MemoryBreakdown
{
    double weightsBytes = 0.0;
    double gradientsBytes = 0.0;
    double optimizerBytes = 0.0;
    double activationsBytes = 0.0;
    double totalBytes = 0.0;
    // total / weights: how far "it only has to hold the weights" is off.
    double multipleOfWeights = 0.0;
};

// Memory per card when the model is trained on several cards, four ways: every card holds
// everything (plain data parallelism), the optimizer state is split across the cards (ZeRO stage
// 1), the optimizer state and the gradients are split (ZeRO stage 2), or weights, gradients and
// optimizer state are all split (ZeRO stage 3, FSDP). Activations are never split: each card
// keeps those of its own samples.
struct ShardingResult
{
    int cards = 1;
    double deviceBytes = 0.0;
    double replicatedBytes = 0.0;
    double optimizerShardedBytes = 0.0;
    double gradientShardedBytes = 0.0;
    double fullyShardedBytes = 0.0;
    bool fitsReplicated = false;
    bool fitsOptimizerSharded = false;
    bool fitsGradientSharded = false;
    bool fitsFullySharded = false;
    // The fewest cards with which each split fits; kNoCardCount when no number of cards helps
    // (the parts that are not split fill the card on their own), kPastTheCardCap when it would
    // take more than MemoryModel::kMaxCards.
    static constexpr int kNoCardCount = 0;
    static constexpr int kPastTheCardCap = -1;
    int minCardsOptimizerSharded = 0;
    int minCardsGradientSharded = 0;
    int minCardsFullySharded = 0;
    // Bytes each card sends per step to keep the copies in step, after Rajbhandari et al. 2020,
    // "ZeRO: Memory Optimizations Toward Training Trillion Parameter Models", section 7. Plain
    // data parallelism runs a ring all-reduce of the gradients: a reduce-scatter and an
    // all-gather, 2 (N - 1) / N of the gradient bytes. Splitting the optimizer state (stage 1) or
    // the optimizer state and the gradients (stage 2) moves the same: the gradients are
    // reduce-scattered to the card that owns their shard and the updated weights all-gathered,
    // so the volume stays that of the all-reduce. Full sharding (stage 3) also gathers the
    // weights before the forward and again before the backward pass, and scatters the gradients
    // once: (N - 1) / N of (2 weights + gradients), 1.5 times the all-reduce when weights and
    // gradients are as wide.
    double replicatedTrafficBytes = 0.0;
    double gradientShardedTrafficBytes = 0.0;
    double fullyShardedTrafficBytes = 0.0;
};

// What training a model needs in memory: weights, gradients, the optimizer's state and,
// optionally, the activations kept for the backward pass.
class MemoryModel
{
public:
    static constexpr int kMaxCards = 100000;

    // Optimizer state per parameter, kept in float32 as frameworks do: none for plain SGD, one
    // momentum buffer, Adam's two moments, and for mixed precision also an fp32 master copy of
    // weights that are stored narrower than fp32.
    static double optimizerBytesPerParam(Optimizer optimizer, double weightBytes = 4.0);
    static MemoryBreakdown estimate(const MemoryInputs &inputs);
    static ShardingResult shard(const MemoryBreakdown &memory, int cards, double deviceBytes);

    // Activations kept for the backward pass, per-sample bytes times the samples on one card.
    static double perSampleActivationBytes(double bytesPerSample, int microBatch);
    // A transformer's activations without recomputation and with fused attention (no s² term):
    // 34 · s · b · h bytes per layer at 16-bit activations (Korthikanti et al. 2022, "Reducing
    // Activation Recomputation in Large Transformer Models"), scaled for wider activations.
    static double transformerActivationBytes(int layers, int hidden, int seqLen, int microBatch,
                                             double bytesPerValue);

    // "sgd", "momentum", "adam", "adam-mixed".
    static const char *optimizerId(Optimizer optimizer);
    // "none", "per-sample", "transformer".
    static const char *activationModeId(ActivationMode mode);
    static constexpr Optimizer kAllOptimizers[] = {Optimizer::Sgd, Optimizer::Momentum,
                                                   Optimizer::Adam, Optimizer::AdamMixed};
    static constexpr ActivationMode kAllActivationModes[] = {
        ActivationMode::None, ActivationMode::PerSample, ActivationMode::Transformer};
};

} // namespace blab::core
