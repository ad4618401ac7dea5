// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_products.h"
#include "catalog/model_spec.h"
#include "cluster/collective_model.h"
#include "roofline/roofline_model.h"

#include <utility>
#include <vector>

namespace blab::core {

// Whether the report sizes training (the default) or serving a language model.
enum class WorkloadMode
{
    Training,
    Inference
};

// How requests share the device: all B sequences start together and finish together (static),
// or C requests are in flight at every moment and a finished one is replaced at once
// (continuous).
enum class Batching
{
    Static,
    Continuous
};

struct Batchings
{
    static constexpr Batching kAll[] = {Batching::Static, Batching::Continuous};
    static const char *id(Batching batching);
};

struct WorkloadModes
{
    static constexpr WorkloadMode kAll[] = {WorkloadMode::Training, WorkloadMode::Inference};
    static const char *id(WorkloadMode mode);
};

// Inputs that cannot be served: the cards must divide the attention heads; the context must be
// within the model's own and hold the prompt and the output.
enum class ServeProblem
{
    None,
    HeadsNotSplit,
    // Attention groups that do not divide the cards, or whose cards do not split the heads.
    AttentionGroupsNotSplit,
    // Experts spread over other than 1 or all the replica's cards, or not divided by them, or a
    // model without experts.
    ExpertsNotSpread,
    ContextTooLong,
    PromptLongerThanContext,
    RequestLongerThanContext
};

// What turns a bound into an expected figure: the shares of the label bandwidth and of the peak
// that are reached, and the fixed costs of each layer and each step. The bound is the default:
// all of both, no fixed cost.
struct ServingEfficiency
{
    double bandwidth = 1.0;
    // The share of the peak a matrix product of m × n × k reaches: from gemmCurve by the side of
    // the cube that takes as long at the peak the curve was measured on, (gemmScale·m·n·k)^(1/3)
    // with gemmScale = that peak ÷ this device's, linear in its logarithm between the measured
    // points and flat past the ends; or compute for every product when the curve is empty. A
    // product's fixed costs (launch, filling the pipeline, the last partial wave) take the same
    // time on a faster device, so a product reaches the share its time at the peak allows.
    std::vector<std::pair<double, double>> gemmCurve;
    double gemmScale = 1.0;
    // The largest share the curve may give on this device (gemm_share_16bit_ceiling_by_peak).
    double gemmCeiling = 1.0;
    double compute = 1.0;
    // Products at a narrower format (FP8) on a card that also has a wider one (16-bit): the wider
    // format's curve, scale and ceiling as above, and its peak as a share of this one. A product
    // is never expected slower than the wider format would run it on the same card: the narrower
    // kernel does no more work, and an engine runs whichever is faster. Without a wider curve
    // (widerPeakShare 0), the format's own curve alone.
    std::vector<std::pair<double, double>> widerCurve;
    double widerScale = 1.0;
    double widerCeiling = 1.0;
    double widerPeakShare = 0.0;
    // Count the activations the kernels between a layer's products read and write (expected
    // figure only; the bound moves each layer's input and output once).
    bool layerActivations = false;
    // Instructions per weight that turn a weight stored narrower than the compute format into
    // it, on the general-purpose cores (at half the FP32 peak, in instructions per second).
    double dequantInstructions = 0.0;
    double layerOverheadSeconds = 0.0;
    double stepOverheadSeconds = 0.0;

    double shareFor(double m, double n, double k) const;
    // The share of the largest products, which attention is taken at.
    double largeShare() const;
    // The share a curve read with scale and ceiling gives a product of m × n × k.
    static double curveShare(const std::vector<std::pair<double, double>> &curve, double scale,
                             double ceiling, double m, double n, double k);
};

// What serving a model asks of a device, and the device itself.
struct InferenceInputs
{
    ModelSpec model;
    // Bytes per stored number: weights (fp32 4, bf16/fp16 2, fp8/int8 1, int4 0.5), the KV cache
    // (fp16 2, fp8 1) and the activations passed between layers and cards (2).
    double weightBytes = 2.0;
    double activationBytes = 2.0;
    // Bytes of a number at the products' format (1 in FP8, 0.5 in FP4, 2 in 16 bits): what
    // expert parallelism's dispatch sends; 0 sends the activations' format.
    double productBytes = 0.0;
    // The cache's format, and the bytes of one number in it (latent attention stores more than
    // numbers: see KvDtypes::latentBytes).
    KvDtype kvDtype = KvDtype::Fp16;
    double kvBytes() const { return KvDtypes::bytes(kvDtype); }
    int promptTokens = 1024;
    int outputTokens = 128;
    // The longest context each sequence's cache must hold (prompt and output): what memory is
    // sized for and what the decode phase's figures are taken at.
    int context = 4096;
    // Sequences of a static batch, and requests in flight under continuous batching.
    int batch = 1;
    int concurrency = 16;
    Batching batching = Batching::Static;
    // One card: its peak at the chosen precision, its FP32 peak on the general-purpose cores, its
    // memory bandwidth and its memory.
    double peakTflops = 989.4;
    double vectorTflops = 67.0;
    double bandwidthGBs = 3350.0;
    double memoryGB = 80.0;
    // Memory kept back for activations, the framework and fragmentation.
    double overheadFraction = 0.1;
    // The cards one replica of the model is split across (by tensor parallelism unless the two
    // below say otherwise).
    int tensorParallel = 1;
    // Attention data parallelism: the replica's attention runs in this many groups of
    // tensorParallel / attentionDp cards, each on its own requests (its own cache); the dense
    // parts stay split over all the cards. 1: plain tensor parallelism.
    int attentionDp = 1;
    // Expert parallelism: 1 splits every routed expert over the cards by tensor; equal to
    // tensorParallel, each card holds experts / cards whole experts and a mixture layer's tokens
    // are sent to their experts and back (two all-to-alls).
    int expertParallel = 1;
    // Speculative decoding with the model's own next-token-prediction layers: each decode step
    // first runs those layers draftTokens times, one guess of each sequence's next token after
    // another, then passes every sequence's own token and its guesses through the model at once
    // (draftTokens + 1 positions) and keeps acceptedTokens of them on average (1 to
    // draftTokens + 1: the guesses up to the first wrong one, and the model's own token after
    // them). 0 draft tokens: one token a step.
    int draftTokens = 0;
    double acceptedTokens = 1.0;
    // The expected figure's efficiencies and its all-reduces' fabric (α and the reachable bus
    // bandwidth); the bound's fabric has the label bus bandwidth and no latency.
    ServingEfficiency efficiency;
    Fabric fabric;
    Fabric boundFabric;
};

// One step on the tensor-parallel group: the work of the whole batch, what each card's share
// takes on each limit, and the all-reduces; the bound, then the expected figure.
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
    // Expert parallelism's dispatch and combine of every mixture layer.
    double allToAllSeconds = 0.0;
    // Speculative decoding's guesses: the next-token layers' passes before the step's own
    // (InferenceInputs::draftTokens), all of them; tokens, flops and bytes are the step's own.
    double draftSeconds = 0.0;
    double seconds = 0.0;
    double tokensPerSecond = 0.0;
    Bound bound = Bound::Bandwidth;
    double expectedComputeSeconds = 0.0;
    double expectedMemorySeconds = 0.0;
    double expectedAllReduceSeconds = 0.0;
    double expectedAllToAllSeconds = 0.0;
    // Turning stored weights into the compute format, and the fixed costs.
    double dequantSeconds = 0.0;
    double overheadSeconds = 0.0;
    double expectedDraftSeconds = 0.0;
    double expectedSeconds = 0.0;
    double expectedTokensPerSecond = 0.0;
    // What the expected step reaches: the share of the peak its products and attention run at
    // (bound compute ÷ expected compute), and the share of the label bandwidth its bytes move
    // at over the whole step (what serving papers call the model bandwidth utilisation).
    double computeShare = 0.0;
    double bandwidthShare = 0.0;
};

// What a request sees, for the batch as a whole.
struct RequestFigures
{
    double timeToFirstTokenSeconds = 0.0;
    // The mean time between two output tokens of one sequence; 0 with one output token.
    double timePerOutputTokenSeconds = 0.0;
    double endToEndSeconds = 0.0;
    // Output tokens of all sequences over the time they took, the prefill counted; per
    // sequence (what one user sees); per card of the replica.
    double outputTokensPerSecond = 0.0;
    double outputTokensPerSecondPerUser = 0.0;
    double outputTokensPerSecondPerCard = 0.0;
};

struct RequestResult
{
    Batching batching = Batching::Static;
    // B for a static batch, C under continuous batching.
    int sequences = 1;
    RequestFigures bound;
    RequestFigures expected;
    // The steps behind the figures, so that the text can say which limit sets each: the step
    // that brings a request's first token (a static batch's prefill; under continuous batching
    // the step that reads its prompt beside the others' work) and a step that brings a later
    // one (at the middle context). Under continuous batching every step also reads this many
    // prompt tokens of arriving requests and decodes this many sequences.
    PhaseFigures firstStep;
    PhaseFigures laterStep;
    double promptTokensPerStep = 0.0;
    double decodesPerStep = 0.0;
};

// What one step asks of the whole group: its tokens, FLOPs (attention's among them), the
// weights it reads (and how many experts a layer), the cache it reads and writes, the hidden
// state it moves.
struct StepWork
{
    double tokens = 0.0;
    double flops = 0.0;
    double attentionFlops = 0.0;
    double experts = 1.0;
    double weightCount = 0.0;
    double weightBytes = 0.0;
    double cacheBytes = 0.0;
    double activationBytes = 0.0;
};

// What a step sends between the cards: all-reduces, and expert parallelism's all-to-alls.
struct StepTraffic
{
    double allReduceSeconds = 0.0;
    double allToAllSeconds = 0.0;
};

// Sequences in one step and the state of their caches: decodeSequences take one decode step
// with decodeContext tokens in their caches; prefillSequences prompts are read in whole (a
// fraction is a share of one prompt, as continuous batching spreads them).
struct StepLoad
{
    double decodeSequences = 0.0;
    double decodeContext = 0.0;
    double prefillSequences = 0.0;
    // Positions each decoding sequence passes through the model: its own token and the guesses
    // of speculative decoding.
    double decodePositions = 1.0;
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
    // One decode step with every cache at the longest context: one new token for each sequence
    // of the batch. What a request sees between two tokens, averaged over its answer, is
    // request's time per output token.
    PhaseFigures decode;
    InferenceMemory memory;
    double kvBytesPerToken = 0.0;
    // The balance point at the reached share of the peak, FLOP/B: a phase below it waits for
    // memory.
    double balanceFlopsPerByte = 0.0;
    // Expected experts a decode step reads per layer (activeExperts for one sequence).
    double expertsRead = 0.0;
    // With experts spread: the routed experts each card holds, and the decode step's load on the
    // busiest card over the mean (token-expert pairs); 0 and 1 otherwise.
    double expertsPerCard = 0.0;
    double expertLoadRatio = 1.0;
    // Speculative decoding: the tokens a decode step gives each sequence on average
    // (InferenceModel::acceptedPerStep), 1 without guesses.
    double acceptedTokensPerStep = 1.0;
    // Tokens kept over positions passed in a decode step (1 without guesses), and the step's
    // expected rate in tokens kept.
    double keptPerPosition = 1.0;
    double expectedDecodeTokensPerSecond = 0.0;
    // The same step on one card, and the group's speed-up over it: bound and expected.
    double singleCardDecodeSeconds = 0.0;
    double tensorParallelSpeedup = 1.0;
    double expectedSingleCardDecodeSeconds = 0.0;
    double expectedTensorParallelSpeedup = 1.0;
    // The same batch and context on one card: whether one card could hold them at all, and so
    // whether the one-card step is a setup one could run.
    InferenceMemory singleCardMemory;
    // A whole request: time to the first token, per output token and to the last, throughput.
    RequestResult request;
};

// Serving a decoder-only transformer: prefill is a large matrix multiply and waits for compute;
// a decode step reads every weight it passes through once for a few FLOPs per byte and waits for
// memory until the batch is large. Each formula is stated where it is computed.
//
// Every step has two times. The bound is the roofline: the larger of compute at the peak and
// memory at the label bandwidth, plus the all-reduces at the label bus bandwidth; nothing real
// is faster. The expected time applies the efficiencies: a step is a sequence of kernels, each
// waiting on one limit, and a product of few tokens cannot hide its weight reads behind its
// arithmetic, so compute at the reached share of the peak and memory at the reached share of the
// bandwidth add up; then the all-reduces on the α–β model, and the fixed costs per layer and per
// step.
class InferenceModel
{
public:
    static InferenceResult evaluate(const InferenceInputs &in);

    // Expected distinct experts per layer when each of tokens tokens routes to activeExperts of
    // experts at random: E (1 − (1 − k/E)^b). A double, as batch × prompt can pass 2³¹.
    static double expectedExperts(const ModelSpec &m, double tokens);
    // How the cards of in's replica share a step of `tokens` tokens (ModelProducts): on fewer
    // cards than the replica's (the one-card comparison), plain tensor parallelism. With experts
    // spread, a card reads the distinct experts among its own, E/N (1 − (1 − k/E)^b), and
    // computes the token-expert pairs of the busiest card. Routing is taken as uniform at
    // random, so a card's pairs are binomial about their mean μ = b·k/N and the busiest of N
    // cards takes about μ + √(2 μ ln N) (the normal tail); real routers are more skewed, which
    // expert-placement balancers such as DeepSeek's EPLB bring back towards this.
    static ProductSplit splitFor(const InferenceInputs &in, double tokens, int cards);
    // Why a replica's layout cannot run: attention groups that do not divide the cards or split
    // the heads, experts spread over other than all the cards, or experts not divided by them.
    static ServeProblem layoutProblem(const ModelSpec &m, int cards, int attentionDp,
                                      int expertParallel);
    // The card counts from 1 to maxCards that split the heads (ModelSpec::splitsHeads),
    // ascending.
    static std::vector<int> tensorDegrees(const ModelSpec &m, int maxCards);
    // The ways the KV cache is split over cards (ModelProducts::cacheSplit): min(N, kv heads),
    // so that with more cards than KV heads the cache per card stops falling; 1 for a latent.
    static double kvShare(const ModelSpec &m, int cards);
    // The weights each card holds beyond its 1/N share: the products every card holds whole
    // (ModelProducts): the key and value projections of its head with more cards than KV heads,
    // latent attention's compressions, the routers. Zero for a dense model whose heads split
    // evenly.
    static double replicatedWeights(const ModelSpec &m, int cards);
    // Why a tensor-parallel split, prompt or context cannot be served, or None.
    static ServeProblem inputProblem(const ModelSpec &m, int tensorParallel, int promptTokens,
                                     int outputTokens, int context);
    // The weights a token multiplies with: every layer's attention, router and the experts
    // given, and the output projection (the input embedding is a lookup of one row).
    static double matmulParameters(const ModelSpec &m, double experts);

    // The activations one token's pass through one layer reads and writes on one card of N, in
    // numbers: norm (2h), QKV product (h in, q + 2kv out), rotary embedding (q + kv in and out),
    // attention (q in, q out), output product (q in, h out), residual add (2h in, h out), norm
    // (2h), gate-and-up product (h in, 2f out), SiLU-and-multiply (2f in, f out), down product
    // (f in, h out), residual add (3h): 14h + 6q + 4kv + 6f for a gated MLP (4f without a gate),
    // the q, kv and f terms split over the cards, the h terms on every card, f once for each
    // expert a token routes to. hSplit divides the norms' and residual adds' 10h (sequence
    // parallelism in training splits them over the tensor-parallel cards); the products' whole
    // inputs and outputs, 4h, stay on every card (gathered before, reduce-scattered after).
    static double layerActivationNumbers(const ModelSpec &m, int cards, double hSplit = 1.0);

    // One step of load on the given cards: with speculative decoding (in.draftTokens), the
    // next-token layers' guesses of every decoding sequence first, then its own token and the
    // guesses through the model.
    static PhaseFigures step(const InferenceInputs &in, const StepLoad &load, int cards);
    // The model's next-token-prediction layers as a model of their own, which draws the guesses:
    // nextnLayers mixture layers (DeepSeek's is one), with the model's attention, embedding and
    // output head; no next-token layers of its own.
    static ModelSpec draftModel(const ModelSpec &m);
    // The tokens a decode step gives each sequence: in.acceptedTokens within 1 … draftTokens + 1
    // where the model has next-token layers to guess with, else 1.
    static double acceptedPerStep(const InferenceInputs &in);
    static StepWork work(const InferenceInputs &in, const StepLoad &load);
    // What a request sees under in.batching.
    static RequestResult request(const InferenceInputs &in);

private:
    // A step without speculative decoding's guesses.
    static PhaseFigures ownStep(const InferenceInputs &in, const StepLoad &load, int cards);
    // The expected seconds of one card's matrix products and attention: tokens through every
    // layer's products (each expert of a mixture gets its share of them), logits for
    // sequences, attentionFlops of the whole group.
    static double productSeconds(const InferenceInputs &in, const ProductSplit &split,
                                 double sequences, double attentionFlops);
    // The all-reduces and all-to-alls of a step laid out as split says, on fabric.
    static StepTraffic traffic(const InferenceInputs &in, const ProductSplit &split,
                               const Fabric &fabric);
    static InferenceMemory memory(const InferenceInputs &in);
    static RequestResult staticRequest(const InferenceInputs &in, int cards);
    static RequestResult continuousRequest(const InferenceInputs &in, int cards);
};

} // namespace blab::core
