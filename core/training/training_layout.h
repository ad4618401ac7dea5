// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"

namespace blab::core {

// What a layer keeps for the backward pass: everything (none), everything but attention's
// core, which is computed again (selective, as Megatron-LM's --recompute-activations), or only
// each layer's input, the whole forward pass run a second time (full).
enum class Recompute
{
    None,
    Selective,
    Full
};

struct Recomputes
{
    static constexpr Recompute kAll[] = {Recompute::None, Recompute::Selective, Recompute::Full};
    // "none", "selective", "full".
    static const char *id(Recompute recompute);
};

// A switch of the layout, as its options spell it ("off", "on").
enum class OnOff
{
    Off,
    On
};

struct OnOffs
{
    static constexpr OnOff kAll[] = {OnOff::Off, OnOff::On};
    // "off", "on".
    static const char *id(OnOff value);
};

// The fused attention kernel a run uses; both never store the scores. FlashAttention-2 (or a
// kernel as fast, such as cuDNN's) is what attention_share_by_peak describes; the Triton
// FlashAttention (llm-foundry's attn_impl: triton) reaches a share of it
// (attention_triton_relative_speed).
enum class AttentionKernel
{
    Flash2,
    Triton
};

struct AttentionKernels
{
    static constexpr AttentionKernel kAll[] = {AttentionKernel::Flash2, AttentionKernel::Triton};
    // "flash2", "triton".
    static const char *id(AttentionKernel kernel);
};

// Why a layout cannot run: the tensor and pipeline degrees do not divide the cards, the tensor
// degree does not divide the attention heads or the key/value heads, the pipeline's stages
// (times the virtual stages) do not divide the layers, virtual stages without a pipeline, or a
// global batch that is not a whole number of micro-batches on every data-parallel rank.
enum class LayoutProblem
{
    None,
    CardsNotDivided,
    HeadsNotSplit,
    KvHeadsNotSplit,
    LayersNotSplit,
    VirtualWithoutPipeline,
    BatchNotMultiple
};

// How a training run spreads over its cards, as Megatron-LM, DeepSpeed and PyTorch FSDP lay it
// out: cards = data × tensor × pipeline degrees; the sharding stage of the data-parallel copies
// (ZeRO 0 plain, 1 optimizer state, 2 and gradients, 3 and weights, which is FSDP's full
// sharding); what is recomputed; and the batch: sequences of seqLen tokens, microBatch of them
// on each rank at a time, globalBatch in all per step.
struct TrainingLayout
{
    int cards = 8;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    // Stages each card holds in an interleaved pipeline schedule (1: plain 1F1B).
    int virtualStages = 1;
    int zeroStage = 0;
    Recompute recompute = Recompute::None;
    // Whether the parts of a layer that tensor parallelism leaves whole on every card (layer
    // norms, dropout, the residual sums) are split along the sequence instead (Korthikanti et
    // al. 2022, "Reducing Activation Recomputation in Large Transformer Models", section 4.2.2;
    // Megatron-LM's --sequence-parallel). Without a tensor-parallel degree above 1 it changes
    // nothing, as in Megatron-LM, which turns it off there.
    OnOff sequenceParallel = OnOff::Off;
    // Whether the tensor-parallel collectives run beside the products they feed and follow
    // (Transformer Engine's userbuffers, Megatron-LM's --tp-comm-overlap), not between them.
    OnOff tpOverlap = OnOff::Off;
    AttentionKernel attention = AttentionKernel::Flash2;
    int seqLen = 2048;
    int microBatch = 1;
    // Sequences a step; 0 means one micro-batch on each data-parallel rank.
    long long globalBatch = 0;

    int dataParallel() const;
    // Whether the sequence is split: asked for, with a tensor-parallel degree above 1.
    bool splitsSequence() const;
    // Whether tensor-parallel collectives overlap the products: asked for, with a degree above 1.
    bool overlapsTensorParallel() const;
    long long globalSequences() const;
    // Micro-batches each data-parallel rank runs a step (gradient accumulation).
    long long accumulation() const;
    // Tokens one data-parallel rank (and so each of its cards) works through a step:
    // micro-batch × sequence × accumulation.
    double tokensPerRankStep() const;
    double tokensPerStep() const { return double(globalSequences()) * seqLen; }

    LayoutProblem problem(const ModelSpec &model) const;
};

} // namespace blab::core
