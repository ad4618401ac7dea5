// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"
#include "cluster/collective_model.h"
#include "cluster/memory_model.h"
#include "serving/inference_model.h"
#include "training/training_layout.h"

#include <algorithm>
#include <string>
#include <vector>

namespace blab::core {

// The parts of one training step on the slowest card (the last pipeline stage, which also holds
// the output projection), for part five's first two questions.
enum class RunPartKind
{
    // Forward products; the input's gradient; the weight's gradient (K = the micro-batch's
    // tokens); the forward products again under full recomputation.
    ForwardProducts,
    InputGradientProducts,
    WeightGradientProducts,
    RecomputedProducts,
    // Attention's scores and weighted sums, fused (FlashAttention: the scores are never stored).
    Attention,
    // The activations every kernel of a layer reads and writes, forward and backward.
    Activations,
    Optimizer,
    // The collectives the layout needs and the time the schedule leaves idle.
    TensorParallelAllReduces,
    PipelineSends,
    PipelineBubble,
    DataParallelExposed,
    // The memory traffic of the data-parallel collectives that run beside the compute, which
    // the compute waits for (the expected figure only).
    DataParallelContention
};

struct RunParts
{
    static constexpr RunPartKind kAll[] = {RunPartKind::ForwardProducts,
                                           RunPartKind::InputGradientProducts,
                                           RunPartKind::WeightGradientProducts,
                                           RunPartKind::RecomputedProducts,
                                           RunPartKind::Attention,
                                           RunPartKind::Activations,
                                           RunPartKind::Optimizer,
                                           RunPartKind::TensorParallelAllReduces,
                                           RunPartKind::PipelineSends,
                                           RunPartKind::PipelineBubble,
                                           RunPartKind::DataParallelExposed,
                                           RunPartKind::DataParallelContention};
    static const char *id(RunPartKind kind);
};

// One part of a step on one card: its work, the bound (the peak, the label bandwidth, links at
// their label bus bandwidth) and the expected time, with the efficiency figure that turns one
// into the other (its id in resources/efficiencies.json, two joined by a comma where two apply;
// empty where none applies).
struct RunPart
{
    RunPartKind kind = RunPartKind::ForwardProducts;
    double flops = 0.0;
    double bytes = 0.0;
    double boundSeconds = 0.0;
    double expectedSeconds = 0.0;
    std::string efficiency;
};

// What the data-parallel copies exchange each step, per card: the bytes each card sends, the
// collective's time, the compute it can hide behind, what is left exposed, and what the hidden
// part costs the compute it shares the memory with.
struct DataParallelTraffic
{
    double bytes = 0.0;
    double seconds = 0.0;
    double hideableSeconds = 0.0;
    double exposedSeconds = 0.0;
    // The hidden part's memory traffic, which the compute it runs beside waits for.
    double contentionSeconds = 0.0;
};

struct TrainingRunFigures
{
    double stepSeconds = 0.0;
    double tokensPerSecond = 0.0;
    double tokensPerSecondPerCard = 0.0;
    // Model FLOPs utilisation: modelFlopsPerToken × tokens a second over all cards' peak.
    double mfu = 0.0;
    // Time and card-hours for TrainingRunInputs::trainTokens (0 when none is given).
    double trainSeconds = 0.0;
    double cardHours = 0.0;
    DataParallelTraffic dataParallel;
};

// The pipeline stage a card's memory is counted on: the only one (no pipeline), the first
// (the input embedding and the most micro-batches in flight) or the last (the output
// projection and the logits of the loss).
enum class PipelineStage
{
    Only,
    First,
    Last
};

struct PipelineStages
{
    // "only", "first", "last".
    static const char *id(PipelineStage stage);
};

// Memory on the card that holds the most, under the layout: the larger of the first and the
// last pipeline stage's totals (the stage says which), each part after the tensor × pipeline
// split and the ZeRO stage's sharding over the data-parallel copies.
struct TrainingRunMemory
{
    PipelineStage stage = PipelineStage::Only;
    // The weights this card holds before ZeRO shards them: the stage's layers and its
    // embedding or output projection, over the tensor-parallel degree.
    double parameters = 0.0;
    double layersOnStage = 0.0;
    double weightsBytes = 0.0;
    double gradientsBytes = 0.0;
    double optimizerBytes = 0.0;
    double activationsBytes = 0.0;
    // One layer's kept activations for one micro-batch, and the micro-batches in flight.
    double layerActivationBytes = 0.0;
    double microBatchesInFlight = 1.0;
    // One layer's kept activations for one micro-batch without recomputation and with full
    // recomputation, whichever the layout chose, for comparison.
    double layerActivationBytesWithout = 0.0;
    double layerActivationBytesFull = 0.0;
    double logitsBytes = 0.0;
    double totalBytes = 0.0;
    // Both stages' totals (equal to totalBytes without a pipeline).
    double firstStageBytes = 0.0;
    double lastStageBytes = 0.0;
    double deviceBytes = 0.0;
    bool fits = false;
};

// What the expected figure applies (from resources/efficiencies.json unless overridden).
struct TrainingEfficiency
{
    // The products' share of the peak by shape (as serving reads it), or one share for every
    // product when productShare is given (--utilization).
    ServingEfficiency products;
    bool productShareGiven = false;
    double productShare = 1.0;
    // The 16-bit products' curve for the parts FP8 training keeps in 16 bits (the output
    // projection); unused otherwise.
    ServingEfficiency products16;
    double attentionShare = 1.0;
    double bandwidth = 1.0;
    // Bytes of memory traffic per number an FP8 product casts from 16 bits (read once, written
    // row-wise and column-wise); 0 counts none.
    double fp8CastBytes = 0.0;
    // Memory traffic per byte the data-parallel collectives send; what of it runs beside the
    // compute slows the step by that traffic at the bandwidth share (0: no slowing).
    double collectiveMemoryFactor = 0.0;
};

struct TrainingRunInputs
{
    ModelSpec model;
    TrainingLayout layout;
    // Bytes of a stored weight and gradient (bf16 2), of an activation (2 at 16 bits and in
    // fp8 training, whose activations between kernels stay 16-bit), and the optimizer.
    double weightBytes = 2.0;
    double gradientBytes = 2.0;
    double activationBytes = 2.0;
    Optimizer optimizer = Optimizer::AdamMixed;
    // One card: its peak at the products' precision, its memory bandwidth and memory.
    double peakTflops = 989.4;
    // FP8 training (Transformer Engine): the layers' products run in FP8 at peakTflops and cast
    // their operands; attention and the output projection stay 16-bit, at peak16Tflops.
    bool fp8Products = false;
    double peak16Tflops = 0.0;
    double bandwidthGBs = 3350.0;
    double memoryGB = 80.0;
    TrainingEfficiency efficiency;
    // The fabric the collectives cross, expected (α and reachable shares) and bound.
    Fabric fabric;
    Fabric boundFabric;
    double trainTokens = 0.0;

    // The layers one pipeline stage holds (a share when they do not divide evenly).
    double layersOnStage() const
    {
        return double(model.layers) / std::max(1, layout.pipelineParallel);
    }
};

struct TrainingRun
{
    LayoutProblem problem = LayoutProblem::None;
    std::vector<RunPart> parts;
    TrainingRunFigures bound;
    TrainingRunFigures expected;
    TrainingRunMemory memory;
    // 6 · N + 12 · layers · heads · head_dim · sequence FLOPs a token (N: the weights a token is
    // multiplied with, the input embedding's lookup left out), the convention of Chowdhery et
    // al. 2022 (PaLM), appendix B, which MosaicML's llm-foundry and Megatron-LM also use.
    double modelFlopsPerToken = 0.0;
    // Share of the step the pipeline leaves idle: (p − 1) / (v · m + p − 1).
    double bubbleShare = 0.0;
    long long accumulation = 1;
};

// A training step as frameworks lay it out, on one card, bound and expected. Each formula is
// stated where it is computed.
class TrainingRunModel
{
public:
    static TrainingRun evaluate(const TrainingRunInputs &in);
    static double modelFlopsPerToken(const ModelSpec &m, int seqLen);
    static TrainingRunMemory memory(const TrainingRunInputs &in);
    // One stage's memory per card (its fields firstStageBytes and lastStageBytes left 0).
    static TrainingRunMemory stageMemory(const TrainingRunInputs &in, PipelineStage stage);
    // The weights one card of the stage holds before sharding: Megatron-LM puts the input
    // embedding on the first stage and the output projection on the last (with tied embeddings
    // the last stage keeps its own copy of the embedding), the layers evenly between them, each
    // split over the tensor-parallel degree (the embedding by vocabulary rows).
    static double stageParameters(const TrainingRunInputs &in, PipelineStage stage);
    // Micro-batches whose activations a stage keeps at once.
    static double microBatchesInFlight(const TrainingRunInputs &in, PipelineStage stage);
    // The memory per card at each ZeRO stage 0–3 under the same layout, for comparison.
    static std::vector<TrainingRunMemory> memoryByZeroStage(const TrainingRunInputs &in);
    // The four ZeRO stages under the layout as MemoryModel::shard gives them for the heavier
    // stage's card, sharded over the data-parallel copies; the fewest cards keep the tensor and
    // pipeline degrees and the activations, and count all cards (data × tensor × pipeline).
    static ShardingResult sharding(const TrainingRunInputs &in);
    // Kept activations of one layer and micro-batch, bytes: Korthikanti et al. 2022 ("Reducing
    // Activation Recomputation in Large Transformer Models", section 4) give s·b·h·(10 + 24/t +
    // 5·a·s/(h·t)) at 16 bits without sequence parallelism; FlashAttention never stores the
    // a·s² scores, which removes the last term (and so selective recomputation saves nothing
    // more); full recomputation keeps the layer's input, 2·s·b·h.
    static double layerActivationBytes(const TrainingRunInputs &in);
    // The peak attention and the output projection run at: 16-bit in FP8 training.
    static double sixteenBitPeak(const TrainingRunInputs &in);
    // Numbers a step casts to FP8 on this card, each costing fp8CastBytes (0 without FP8).
    static double fp8CastNumbers(const TrainingRunInputs &in);

private:
    static void addProducts(const TrainingRunInputs &in, TrainingRun &run);
    static void addAttentionAndActivations(const TrainingRunInputs &in, TrainingRun &run);
    static void addOptimizer(const TrainingRunInputs &in, TrainingRun &run);
    static void addCollectives(const TrainingRunInputs &in, TrainingRun &run);
    // What of the tensor-parallel collectives the products do not hide, when they overlap.
    static void overlapTensorParallel(const TrainingRunInputs &in, const TrainingRun &run,
                                      RunPart &tp);
    static DataParallelTraffic dataParallel(const TrainingRunInputs &in, const Fabric &fabric,
                                            double forwardSeconds, double backwardSeconds);
    // The time the hidden part of the data-parallel traffic takes from the compute beside it.
    static double contention(const TrainingRunInputs &in, const DataParallelTraffic &traffic);
    static void finish(const TrainingRunInputs &in, TrainingRun &run);
};

} // namespace blab::core
