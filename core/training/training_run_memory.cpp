// SPDX-License-Identifier: GPL-3.0-or-later

// A training run's memory per card: each pipeline stage's weights, gradients, optimizer state,
// activations and logits under the layout's tensor split and ZeRO stage, and the fewest cards
// each sharding needs.

#include "training/training_run_model.h"

#include <algorithm>

namespace blab::core {

double TrainingRunModel::layerActivationBytes(const TrainingRunInputs &in)
{
    const TrainingLayout &l = in.layout;
    const double sbh = double(l.seqLen) * l.microBatch * in.model.hidden;
    const double scale = in.activationBytes / 2.0;
    // Sequence parallelism splits the 10 · s · b · h that tensor parallelism keeps whole (section
    // 4.2.2: 34 / t in all), and with it the layer's input, which full recomputation keeps.
    const double split = l.splitsSequence() ? l.tensorParallel : 1.0;
    if (l.recompute == Recompute::Full)
        return 2.0 * sbh / split * scale;
    return sbh * (10.0 / split + 24.0 / l.tensorParallel) * scale;
}

const char *PipelineStages::id(PipelineStage stage)
{
    static const char *const kIds[] = {"only", "first", "last"};
    return kIds[static_cast<int>(stage)];
}

double TrainingRunModel::stageParameters(const TrainingRunInputs &in, PipelineStage stage)
{
    const ModelSpec &m = in.model;
    const double layerParameters =
        (m.totalParameters() - m.embeddingParameters()) / std::max(1, m.layers);
    // Megatron-LM builds the embedding on the first stage and the output layer on the last
    // (pre_process and post_process of its GPT model); a tied output layer on a separate last
    // stage keeps its own copy of the embedding, summed with the first stage's each step.
    const double embedding =
        stage == PipelineStage::Only ? m.embeddingParameters() : double(m.vocab) * m.hidden;
    return (layerParameters * in.layersOnStage() + embedding) / in.layout.tensorParallel;
}

double TrainingRunModel::microBatchesInFlight(const TrainingRunInputs &in, PipelineStage stage)
{
    const TrainingLayout &l = in.layout;
    const double p = l.pipelineParallel, v = l.virtualStages, m = double(l.accumulation());
    if (stage == PipelineStage::Only)
        return 1.0;
    // 1F1B keeps min(m, p) micro-batches in flight on the first stage; the interleaved schedule
    // (1 + (p − 1) / (p · v)) times p (Korthikanti et al. 2022, section 4.2.3).
    if (stage == PipelineStage::First)
        return std::min(m, p) * (v > 1 ? 1.0 + (p - 1.0) / (p * v) : 1.0);
    // The last stage runs each micro-batch's backward right after its forward: one in flight.
    // Interleaved, it first runs (v − 1) · p forward chunks of L / (p · v) layers (Megatron-LM's
    // warm-up count (p − rank − 1) · 2 + (v − 1) · p at rank p − 1, in
    // megatron/core/pipeline_parallel/schedules.py), ((v − 1) · p + 1) / v micro-batches' worth.
    return v > 1 ? std::min(m, ((v - 1.0) * p + 1.0) / v) : 1.0;
}

TrainingRunMemory TrainingRunModel::stageMemory(const TrainingRunInputs &in, PipelineStage stage)
{
    const TrainingLayout &l = in.layout;
    const int dp = l.dataParallel();
    TrainingRunMemory mem;
    mem.stage = stage;
    mem.parameters = stageParameters(in, stage);
    mem.layersOnStage = in.layersOnStage();
    mem.weightsBytes = mem.parameters * in.weightBytes / (l.zeroStage >= 3 ? dp : 1);
    mem.gradientsBytes = mem.parameters * in.gradientBytes / (l.zeroStage >= 2 ? dp : 1);
    mem.optimizerBytes = mem.parameters *
                         MemoryModel::optimizerBytesPerParam(in.optimizer, in.weightBytes) /
                         (l.zeroStage >= 1 ? dp : 1);
    mem.layerActivationBytes = layerActivationBytes(in);
    TrainingRunInputs other = in;
    other.layout.recompute = Recompute::None;
    mem.layerActivationBytesWithout = layerActivationBytes(other);
    other.layout.recompute = Recompute::Full;
    mem.layerActivationBytesFull = layerActivationBytes(other);
    mem.microBatchesInFlight = microBatchesInFlight(in, stage);
    mem.activationsBytes = mem.layersOnStage * mem.layerActivationBytes * mem.microBatchesInFlight;
    // The logits of one micro-batch over this card's share of the vocabulary, in fp32 for the
    // loss, on the stage that holds the output projection.
    if (stage != PipelineStage::First)
        mem.logitsBytes =
            double(l.microBatch) * l.seqLen * double(in.model.vocab) / l.tensorParallel * 4.0;
    mem.totalBytes = mem.weightsBytes + mem.gradientsBytes + mem.optimizerBytes +
                     mem.activationsBytes + mem.logitsBytes;
    mem.deviceBytes = in.memoryGB * 1e9;
    mem.fits = mem.totalBytes <= mem.deviceBytes;
    return mem;
}

TrainingRunMemory TrainingRunModel::memory(const TrainingRunInputs &in)
{
    if (in.layout.pipelineParallel <= 1) {
        TrainingRunMemory only = stageMemory(in, PipelineStage::Only);
        only.firstStageBytes = only.totalBytes;
        only.lastStageBytes = only.totalBytes;
        return only;
    }
    // The first stage keeps the most micro-batches in flight, the last the logits: the card
    // that must fit is whichever of the two holds more.
    const TrainingRunMemory first = stageMemory(in, PipelineStage::First);
    const TrainingRunMemory last = stageMemory(in, PipelineStage::Last);
    TrainingRunMemory mem = last.totalBytes > first.totalBytes ? last : first;
    mem.firstStageBytes = first.totalBytes;
    mem.lastStageBytes = last.totalBytes;
    return mem;
}

std::vector<TrainingRunMemory> TrainingRunModel::memoryByZeroStage(const TrainingRunInputs &in)
{
    std::vector<TrainingRunMemory> stages;
    TrainingRunInputs each = in;
    for (int zero = 0; zero <= 3; ++zero) {
        each.layout.zeroStage = zero;
        stages.push_back(memory(each));
    }
    return stages;
}

ShardingResult TrainingRunModel::sharding(const TrainingRunInputs &in)
{
    TrainingRunInputs unsharded = in;
    unsharded.layout.zeroStage = 0;
    const TrainingRunMemory m = memory(unsharded);
    // Both stages hold the same weights once the pipeline splits them, so the heavier card at
    // stage 0 stays the heavier at every stage, and the logits count with the activations: a
    // data-parallel copy keeps its own.
    MemoryBreakdown each;
    each.weightsBytes = m.weightsBytes;
    each.gradientsBytes = m.gradientsBytes;
    each.optimizerBytes = m.optimizerBytes;
    each.activationsBytes = m.activationsBytes + m.logitsBytes;
    each.totalBytes = m.totalBytes;
    const TrainingLayout &l = in.layout;
    ShardingResult s = MemoryModel::shard(each, l.dataParallel(), m.deviceBytes);
    s.cards = l.cards;
    const int modelParallel = l.tensorParallel * l.pipelineParallel;
    for (int *cards :
         {&s.minCardsOptimizerSharded, &s.minCardsGradientSharded, &s.minCardsFullySharded}) {
        if (*cards > 0)
            *cards *= modelParallel;
    }
    return s;
}

} // namespace blab::core
