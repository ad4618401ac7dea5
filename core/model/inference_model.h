// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"
#include "model/roofline_model.h"

namespace blab::core {

// Whether the report sizes training (the default) or serving a language model.
enum class WorkloadMode
{
    Training,
    Inference
};

// How the KV cache stores its numbers.
enum class KvDtype
{
    Fp16,
    Fp8
};

struct WorkloadModes
{
    static constexpr WorkloadMode kAll[] = {WorkloadMode::Training, WorkloadMode::Inference};
    static const char *id(WorkloadMode mode);
};

struct KvDtypes
{
    static constexpr KvDtype kAll[] = {KvDtype::Fp16, KvDtype::Fp8};
    static const char *id(KvDtype dtype);
    static double bytes(KvDtype dtype);
};

// Inputs that cannot be served: the cards must divide the attention heads; the context must be
// within the model's own and hold the prompt.
enum class ServeProblem
{
    None,
    HeadsNotSplit,
    ContextTooLong,
    PromptLongerThanContext
};

// What serving a model asks of a device, and the device itself.
struct InferenceInputs
{
    ModelSpec model;
    // Bytes per stored number: weights (fp32 4, bf16/fp16 2, fp8/int8 1, int4 0.5), the KV cache
    // (fp16 2, fp8 1) and the activations passed between layers and cards (2).
    double weightBytes = 2.0;
    double kvBytes = 2.0;
    double activationBytes = 2.0;
    int promptTokens = 1024;
    // Tokens in each sequence's cache when the step is taken: prompt and output so far.
    int context = 4096;
    int batch = 1;
    // One card: its peak at the chosen precision, the share of it that is reached, its memory
    // bandwidth and its memory.
    double peakTflops = 989.4;
    double utilization = 0.4;
    double bandwidthGBs = 3350.0;
    double memoryGB = 80.0;
    // Memory kept back for activations, the framework and fragmentation.
    double overheadFraction = 0.1;
    // Tensor parallelism: cards, and their link's bus bandwidth and hop latency.
    int tensorParallel = 1;
    double linkGBs = 900.0;
    double linkLatencySeconds = 2e-6;
};

// One phase on the tensor-parallel group: the work of the whole batch, what each card's share
// takes on each limit, and the all-reduces.
struct PhaseFigures
{
    double tokens = 0.0;
    double flops = 0.0;
    double bytes = 0.0;
    double flopsPerToken = 0.0;
    double bytesPerToken = 0.0;
    double flopsPerByte = 0.0;
    double computeSeconds = 0.0;
    double memorySeconds = 0.0;
    double allReduceSeconds = 0.0;
    double seconds = 0.0;
    double tokensPerSecond = 0.0;
    Bound bound = Bound::Bandwidth;
};

struct InferenceMemory
{
    double weightsBytes = 0.0;
    double kvCacheBytes = 0.0;
    // The parts each card of the group holds: weights ÷ N, the cache ÷ min(N, kv heads).
    double weightsPerCardBytes = 0.0;
    double kvCachePerCardBytes = 0.0;
    // On each card of the group: weights ÷ N, the cache ÷ min(N, kv heads), and the overhead.
    double perCardBytes = 0.0;
    double overheadBytes = 0.0;
    double deviceBytes = 0.0;
    bool fits = false;
    // Whether the weights and the overhead leave any room for a cache at all.
    bool weightsFit = false;
    // At the chosen context, the most sequences that fit; at the chosen batch, the longest
    // context (at most the model's own). 0 when not even one fits.
    long long maxBatch = 0;
    long long maxContext = 0;
};

struct InferenceResult
{
    // Prefill of every sequence's prompt; its seconds are the time to the first token.
    PhaseFigures prefill;
    // One decode step: one new token for each sequence of the batch. Its seconds are also the
    // time between two output tokens of one sequence.
    PhaseFigures decode;
    InferenceMemory memory;
    double kvBytesPerToken = 0.0;
    // The balance point at the reached share of the peak, FLOP/B: a phase below it waits for
    // memory.
    double balanceFlopsPerByte = 0.0;
    // Expected experts a decode step reads per layer (activeExperts for one sequence).
    double expertsRead = 0.0;
    // The same step on one card, and the group's speed-up over it.
    double singleCardDecodeSeconds = 0.0;
    double tensorParallelSpeedup = 1.0;
};

// Serving a decoder-only transformer: prefill is a large matrix multiply and waits for compute;
// a decode step reads every weight it passes through once for a few FLOPs per byte and waits for
// memory until the batch is large. Each formula is stated where it is computed.
class InferenceModel
{
public:
    static InferenceResult evaluate(const InferenceInputs &in);

    // 2 · layers · kv_heads · head_dim · bytes: the key and the value of one token in every
    // layer.
    static double kvBytesPerToken(const ModelSpec &m, double kvBytes);
    // Expected distinct experts per layer when each of tokens tokens routes to activeExperts of
    // experts at random: E (1 − (1 − k/E)^b). A double, as batch × prompt can pass 2³¹.
    static double expectedExperts(const ModelSpec &m, double tokens);
    // The ways the KV cache is split over cards: min(N, kv heads).
    static double kvShare(const ModelSpec &m, int cards);
    // Why a tensor-parallel split, prompt or context cannot be served, or None.
    static ServeProblem inputProblem(const ModelSpec &m, int tensorParallel, int promptTokens,
                                     int context);
    // The weights a token multiplies with: every layer's attention, router and the experts
    // given, and the output projection (the input embedding is a lookup of one row).
    static double matmulParameters(const ModelSpec &m, double experts);

private:
    static PhaseFigures prefill(const InferenceInputs &in);
    static PhaseFigures decode(const InferenceInputs &in, int cards, double &expertsRead);
    static InferenceMemory memory(const InferenceInputs &in);
    static void finish(PhaseFigures &p, const InferenceInputs &in, int cards, double cardBytes,
                       double allReduceBytes);
};

} // namespace blab::core
