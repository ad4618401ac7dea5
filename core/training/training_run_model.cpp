// SPDX-License-Identifier: GPL-3.0-or-later

#include "training/training_run_model.h"

#include "catalog/model_products.h"

#include <algorithm>

namespace blab::core {

namespace {

// One matrix product of this card: rows × cols × depth.
struct Shape
{
    double m;
    double n;
    double k;
    double count;
};

// The products one micro-batch of t tokens runs forward in one layer on one card of tp, averaged
// over the layers (ModelProducts: tensor parallelism as Megatron-LM splits a layer; a mixture of
// experts gives each expert its share of the tokens; dense first layers and shared experts in
// their proportion).
std::vector<Shape> layerShapes(const ModelSpec &m, double t, int tp)
{
    std::vector<Shape> shapes;
    const double layers = std::max(1, m.layers);
    for (const MatrixProduct &p : ModelProducts::layers(m, t, tp, std::max(1, m.experts)))
        shapes.push_back({p.rows, p.cols, p.depth, p.count / layers});
    return shapes;
}

RunPart part(RunPartKind kind, const char *efficiency)
{
    RunPart p;
    p.kind = kind;
    p.efficiency = efficiency;
    return p;
}

} // namespace

const char *RunParts::id(RunPartKind kind)
{
    static const char *const kIds[] = {"forward_products",
                                       "input_gradient_products",
                                       "weight_gradient_products",
                                       "recomputed_products",
                                       "attention",
                                       "activations",
                                       "optimizer",
                                       "tensor_parallel_all_reduces",
                                       "pipeline_sends",
                                       "pipeline_bubble",
                                       "data_parallel_exposed",
                                       "data_parallel_contention"};
    return kIds[static_cast<int>(kind)];
}

double TrainingRunModel::modelFlopsPerToken(const ModelSpec &m, int seqLen)
{
    // Forward, each token attends to the whole sequence (the convention of the published MFU
    // figures: PaLM's appendix B), and backward twice that.
    return 6.0 * InferenceModel::matmulParameters(m, m.activeExperts) +
           6.0 * m.trainingAttentionFlops(seqLen) / std::max(1, seqLen);
}

void TrainingRunModel::addProducts(const TrainingRunInputs &in, TrainingRun &run)
{
    const TrainingLayout &l = in.layout;
    const double t = double(l.microBatch) * l.seqLen, micro = double(run.accumulation);
    const TrainingEfficiency &e = in.efficiency;
    // In FP8 training the output projection stays 16-bit (sixteenBitPeak): Transformer Engine
    // casts only its own modules' products, and the frameworks of the set project onto the
    // vocabulary with their own layer (Megatron-LM's ColumnParallelLinear, llm-foundry's
    // SharedEmbedding through F.linear).
    const double rate = in.peakTflops * 1e12, rate16 = sixteenBitPeak(in) * 1e12;
    const auto share = [&e, &in](double m, double n, double k, bool sixteen) {
        if (e.productShareGiven)
            return e.productShare;
        return (sixteen && in.fp8Products ? e.products16 : e.products).shareFor(m, n, k);
    };
    RunPart fwd = part(RunPartKind::ForwardProducts, "gemm_share_16bit");
    RunPart dx = part(RunPartKind::InputGradientProducts, "gemm_share_16bit");
    RunPart dw = part(RunPartKind::WeightGradientProducts, "gemm_share_16bit");
    RunPart again = part(RunPartKind::RecomputedProducts, "gemm_share_16bit");
    // The last stage: its layers and the output projection over the vocabulary.
    std::vector<Shape> shapes;
    for (const Shape &s : layerShapes(in.model, t, l.tensorParallel))
        shapes.push_back({s.m, s.n, s.k, s.count * in.layersOnStage()});
    const std::size_t layerShapeCount = shapes.size();
    shapes.push_back({t, double(in.model.vocab) / l.tensorParallel, double(in.model.hidden), 1.0});
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const Shape &s = shapes[i];
        const bool output = i >= layerShapeCount;
        const double peak = output ? rate16 : rate;
        // 2 · m · n · k FLOPs each way: forward (t × n × k), the input's gradient (t × k × n)
        // and the weight's (n × k, summed over the t tokens: depth t). The bytes are the
        // operands and the result, once each.
        const double flops = 2.0 * s.m * s.n * s.k * s.count * micro;
        const double bytes =
            in.activationBytes * (s.m * s.k + s.k * s.n + s.m * s.n) * s.count * micro;
        const auto add = [&](RunPart &p, double m, double n, double k) {
            p.flops += flops;
            p.bytes += bytes;
            p.boundSeconds += flops / peak;
            p.expectedSeconds += flops / (peak * share(m, n, k, output));
        };
        add(fwd, s.m, s.n, s.k);
        add(dx, s.m, s.k, s.n);
        add(dw, s.n, s.k, s.m);
        if (l.recompute == Recompute::Full && !output)
            add(again, s.m, s.n, s.k);
    }
    run.parts.insert(run.parts.end(), {fwd, dx, dw, again});
}

double TrainingRunModel::sixteenBitPeak(const TrainingRunInputs &in)
{
    return in.fp8Products && in.peak16Tflops > 0.0 ? in.peak16Tflops : in.peakTflops;
}

double TrainingRunModel::fp8CastNumbers(const TrainingRunInputs &in)
{
    // Transformer Engine casts each FP8 product's 16-bit operands before it runs: the input and
    // the weight forward, the output's gradient backward; each is read once and written
    // row-wise and, since Hopper's FP8 products take one layout only, column-wise too, for the
    // other product that uses it (fp8_cast_bytes_per_number). Full recomputation casts the
    // forward's operands again. The output projection stays 16-bit and casts nothing.
    if (!in.fp8Products)
        return 0.0;
    const TrainingLayout &l = in.layout;
    const double t = double(l.microBatch) * l.seqLen;
    double numbers = 0.0;
    for (const Shape &s : layerShapes(in.model, t, l.tensorParallel)) {
        const double forward = s.m * s.k + s.n * s.k;
        const double again = l.recompute == Recompute::Full ? forward : 0.0;
        numbers += (forward + again + s.m * s.n) * s.count;
    }
    return numbers * in.layersOnStage() * double(l.accumulation());
}

void TrainingRunModel::addAttentionAndActivations(const TrainingRunInputs &in, TrainingRun &run)
{
    const ModelSpec &m = in.model;
    const TrainingLayout &l = in.layout;
    // FlashAttention runs in fp16 or bf16 only, and Transformer Engine's FP8 attention is off
    // unless asked for (fp8_dpa): attention takes the 16-bit peak in FP8 training too.
    const double rate = sixteenBitPeak(in) * 1e12, bandwidth = in.bandwidthGBs * 1e9;
    const double t = double(l.microBatch) * l.seqLen, steps = double(run.accumulation);
    const double layers = in.layersOnStage() * steps;
    // Causal attention forward: QKᵀ and the weighted sum of V, 2 · 2 · s² · heads · head_dim a
    // sequence, half of it masked away and skipped by FlashAttention: about 2 · b · s² · heads ·
    // head_dim / tp a layer (ModelSpec::trainingAttentionFlops, windows and value heads
    // included). Its backward runs five products to the forward's two (Dao 2023,
    // "FlashAttention-2", algorithm 2): 2.5 times as much. Either recomputation runs the forward
    // again.
    const double forward = l.microBatch * m.trainingAttentionFlops(l.seqLen) /
                           std::max(1, m.layers) / l.tensorParallel;
    const double passes = 1.0 + 2.5 + (l.recompute == Recompute::None ? 0.0 : 1.0);
    // The Triton kernel's share is a fraction of FlashAttention-2's: both figures name it.
    RunPart attention =
        part(RunPartKind::Attention, l.attention == AttentionKernel::Triton
                                         ? "attention_share_by_peak,attention_triton_relative_speed"
                                         : "attention_share_by_peak");
    attention.flops = forward * passes * layers;
    attention.bytes = 0.0;
    attention.boundSeconds = attention.flops / rate;
    attention.expectedSeconds = attention.flops / (rate * in.efficiency.attentionShare);
    // What the kernels of a layer read and write besides the weights (the count serving uses,
    // InferenceModel::layerActivationNumbers) forward; backward each kernel reads its input and
    // its output's gradient and writes its input's gradient, twice the forward's; full
    // recomputation a forward more. The bound moves each layer's input and output once a pass.
    // Sequence parallelism splits the norms and residual adds that tensor parallelism runs
    // whole on every card, and the layer's input and output (the residual stream) with them.
    const double split = l.splitsSequence() ? l.tensorParallel : 1.0;
    const double numbers = InferenceModel::layerActivationNumbers(m, l.tensorParallel, split);
    const double movePasses = 3.0 + (l.recompute == Recompute::Full ? 1.0 : 0.0);
    RunPart moved = part(RunPartKind::Activations, "bandwidth_efficiency");
    moved.bytes = numbers * t * in.activationBytes * movePasses * layers;
    moved.flops = moved.bytes / in.activationBytes;
    const double casts = fp8CastNumbers(in) * in.efficiency.fp8CastBytes;
    moved.boundSeconds =
        2.0 * m.hidden / split * t * in.activationBytes * movePasses * layers / bandwidth;
    moved.bytes += casts;
    moved.expectedSeconds = moved.bytes / (bandwidth * in.efficiency.bandwidth);
    run.parts.insert(run.parts.end(), {attention, moved});
}

void TrainingRunModel::addOptimizer(const TrainingRunInputs &in, TrainingRun &run)
{
    const TrainingLayout &l = in.layout;
    // This card's weights (the model split over tensor and pipeline ranks), of which it updates
    // all, or its 1 / dp share once the optimizer state is sharded (ZeRO 1 and up). Each
    // parameter's state is read and written, its gradient read, its weight read and written;
    // Adam does about 12 operations a parameter (MemoryModel's optimizer figures).
    double params = in.model.totalParameters() / (l.tensorParallel * l.pipelineParallel);
    if (l.zeroStage >= 1)
        params /= l.dataParallel();
    const double state = MemoryModel::optimizerBytesPerParam(in.optimizer, in.weightBytes);
    RunPart p = part(RunPartKind::Optimizer, "bandwidth_efficiency");
    p.bytes = params * (2.0 * state + 3.0 * in.weightBytes);
    p.flops = params * (in.optimizer == Optimizer::Sgd ? 2.0 : 12.0);
    p.boundSeconds = p.bytes / (in.bandwidthGBs * 1e9);
    p.expectedSeconds = p.boundSeconds / in.efficiency.bandwidth;
    run.parts.push_back(p);
}

void TrainingRunModel::addCollectives(const TrainingRunInputs &in, TrainingRun &run)
{
    const TrainingLayout &l = in.layout;
    const double t = double(l.microBatch) * l.seqLen, steps = double(run.accumulation);
    const double message = t * in.model.hidden * in.activationBytes;
    // Tensor parallelism all-reduces a layer's output twice forward (after attention and after
    // the MLP) and twice backward (Shoeybi et al. 2019, section 3), twice more when the forward
    // is recomputed; each waits for the layer before it and is on the critical path. Sequence
    // parallelism turns each all-reduce into a reduce-scatter and an all-gather of the same
    // bytes (Korthikanti et al. 2022, section 4.2.2), which this counts as the all-reduce.
    RunPart tp = part(RunPartKind::TensorParallelAllReduces, "card_link_bus_efficiency");
    if (l.tensorParallel > 1) {
        const double count =
            (4.0 + (l.recompute == Recompute::Full ? 2.0 : 0.0)) * in.layersOnStage() * steps;
        tp.bytes = count * 2.0 * (l.tensorParallel - 1.0) / l.tensorParallel * message;
        tp.boundSeconds =
            count * CollectiveModel::allReduce(message, l.tensorParallel, in.boundFabric).seconds;
        tp.expectedSeconds =
            count * CollectiveModel::allReduce(message, l.tensorParallel, in.fabric).seconds;
        if (l.overlapsTensorParallel())
            overlapTensorParallel(in, run, tp);
    }
    // A pipeline sends each micro-batch's output forward and its gradient back at every stage
    // boundary of each of its v stages: α + S / B each, over the card link while the tensor and
    // pipeline ranks fit in one server, else over the network. Each of the tp cards of a stage
    // holds the whole output and sends only its 1 / tp share of it, which the next stage's tp
    // cards gather over their card link (Narayanan et al. 2021, section 4.1, the scatter/gather
    // optimisation; Megatron-LM's scatter_gather_tensors_in_pipeline, on by default, in
    // megatron/p2p_communication.py @46c74b4c): each card's link carries S / tp.
    RunPart sends = part(RunPartKind::PipelineSends, "card_link_alpha_us");
    if (l.pipelineParallel > 1) {
        const bool inServer = l.tensorParallel * l.pipelineParallel <= in.fabric.cardsPerServer;
        const CollectiveLevel &e = inServer ? in.fabric.server : in.fabric.network;
        const CollectiveLevel &b = inServer ? in.boundFabric.server : in.boundFabric.network;
        const double count = 2.0 * l.virtualStages * steps;
        const double share = message / l.tensorParallel;
        sends.bytes = count * share;
        sends.boundSeconds = count * share / (b.busGBs * 1e9);
        sends.expectedSeconds = count * (e.alphaSeconds + share / (e.busGBs * 1e9));
    }
    run.parts.insert(run.parts.end(), {tp, sends});
}

void TrainingRunModel::overlapTensorParallel(const TrainingRunInputs &in, const TrainingRun &run,
                                             RunPart &tp)
{
    // Transformer Engine's userbuffers pipeline each tensor-parallel collective with the
    // product it feeds or follows, in tp chunks (Megatron-Bridge docs/performance-guide.md
    // @00b7660b, "pipelined overlap of the TP communication with dependent computation"): the
    // products' time hides the collectives but the one chunk of each that has no product beside
    // it, 1 / tp of them.
    double expected = 0.0, bound = 0.0;
    for (const RunPart &p : run.parts) {
        if (p.kind == RunPartKind::ForwardProducts ||
            p.kind == RunPartKind::InputGradientProducts ||
            p.kind == RunPartKind::WeightGradientProducts ||
            p.kind == RunPartKind::RecomputedProducts) {
            expected += p.expectedSeconds;
            bound += p.boundSeconds;
        }
    }
    const double chunk = 1.0 / in.layout.tensorParallel;
    tp.expectedSeconds = std::max(tp.expectedSeconds * chunk, tp.expectedSeconds - expected);
    tp.boundSeconds = std::max(tp.boundSeconds * chunk, tp.boundSeconds - bound);
}

DataParallelTraffic TrainingRunModel::dataParallel(const TrainingRunInputs &in,
                                                   const Fabric &fabric, double forwardSeconds,
                                                   double backwardSeconds)
{
    const TrainingLayout &l = in.layout;
    const int dp = l.dataParallel();
    DataParallelTraffic traffic;
    if (dp <= 1)
        return traffic;
    // The data-parallel copies of one rank share a server with modelParallel − 1 other ranks.
    Fabric f = fabric;
    f.cardsPerServer = std::max(1, fabric.cardsPerServer / (l.tensorParallel * l.pipelineParallel));
    const double params = in.model.totalParameters() / (l.tensorParallel * l.pipelineParallel);
    const double grads = params * in.gradientBytes, weights = params * in.weightBytes;
    const double m = double(l.accumulation());
    const double ring = (dp - 1.0) / dp;
    // A reduce-scatter or an all-gather of S moves half an all-reduce's bytes at the same α.
    const auto half = [&](double s) {
        return CollectiveModel::allReduce(s / 2.0, dp, f).seconds;
    };
    // Rajbhandari et al. 2020 (ZeRO), section 7: stages 0 and 1 all-reduce the gradients once a
    // step (accumulation defers it to the last micro-batch's backward); stage 2 reduce-scatters
    // them after each micro-batch's backward and gathers the updated weights once; stage 3
    // (FSDP's full sharding) also gathers the weights before each micro-batch's forward and
    // again before its backward, hidden behind the compute of the layers before.
    if (l.zeroStage <= 1) {
        traffic.seconds = CollectiveModel::allReduce(grads, dp, f).seconds;
        traffic.bytes = 2.0 * ring * grads;
        traffic.hideableSeconds = backwardSeconds / m;
    } else if (l.zeroStage == 2) {
        traffic.seconds = m * half(grads) + half(weights);
        traffic.bytes = ring * (m * grads + weights);
        traffic.hideableSeconds = backwardSeconds + forwardSeconds / m;
    } else {
        traffic.seconds = m * (half(grads) + 2.0 * half(weights));
        traffic.bytes = ring * m * (grads + 2.0 * weights);
        traffic.hideableSeconds = backwardSeconds + forwardSeconds;
    }
    // The last layer's share cannot hide: its gradients exist only when the backward ends.
    const double last = traffic.seconds / in.layersOnStage();
    traffic.exposedSeconds = std::max(last, traffic.seconds - traffic.hideableSeconds);
    return traffic;
}

double TrainingRunModel::contention(const TrainingRunInputs &in, const DataParallelTraffic &traffic)
{
    // A collective stores what it receives and reads it back to send it on, and reads and
    // writes the user's buffers (NVIDIA/nccl issue 1428, its maintainer): the part that runs
    // beside the compute takes factor × its bytes of the memory bandwidth the compute uses.
    // The bound hides it whole, as it hides the collective.
    if (traffic.seconds <= 0.0)
        return 0.0;
    const double hidden = 1.0 - traffic.exposedSeconds / traffic.seconds;
    return in.efficiency.collectiveMemoryFactor * traffic.bytes * hidden /
           (in.bandwidthGBs * 1e9 * in.efficiency.bandwidth);
}

void TrainingRunModel::finish(const TrainingRunInputs &in, TrainingRun &run)
{
    const TrainingLayout &l = in.layout;
    const double p = l.pipelineParallel, v = l.virtualStages, m = double(run.accumulation);
    run.bubbleShare = (p - 1.0) / (v * m + p - 1.0);
    const auto figures = [&](bool expected) {
        double compute = 0.0, other = 0.0;
        for (const RunPart &part : run.parts) {
            const double s = expected ? part.expectedSeconds : part.boundSeconds;
            const bool onStage =
                part.kind != RunPartKind::Optimizer && part.kind != RunPartKind::PipelineSends;
            (onStage ? compute : other) += s;
        }
        // The idle time of the schedule: (p − 1) / (v · m) of the stage's work (Narayanan et al.
        // 2021, "Efficient Large-Scale Language Model Training on GPU Clusters", section 2.2).
        const double bubble = compute * (p - 1.0) / (v * m);
        TrainingRunFigures f;
        // A forward pass is a third of the work, the backward two thirds.
        f.dataParallel = dataParallel(in, expected ? in.fabric : in.boundFabric, compute / 3.0,
                                      compute * 2.0 / 3.0);
        if (expected)
            f.dataParallel.contentionSeconds = contention(in, f.dataParallel);
        f.stepSeconds = compute + other + bubble + f.dataParallel.exposedSeconds +
                        f.dataParallel.contentionSeconds;
        f.tokensPerSecond = l.tokensPerStep() / f.stepSeconds;
        f.tokensPerSecondPerCard = f.tokensPerSecond / l.cards;
        f.mfu = run.modelFlopsPerToken * f.tokensPerSecond / (l.cards * in.peakTflops * 1e12);
        if (in.trainTokens > 0) {
            f.trainSeconds = in.trainTokens / f.tokensPerSecond;
            f.cardHours = f.trainSeconds * l.cards / 3600.0;
        }
        return std::make_pair(f, bubble);
    };
    const auto [bound, boundBubble] = figures(false);
    const auto [expected, expectedBubble] = figures(true);
    RunPart bubble = part(RunPartKind::PipelineBubble, "");
    bubble.boundSeconds = boundBubble;
    bubble.expectedSeconds = expectedBubble;
    RunPart exposed = part(RunPartKind::DataParallelExposed, "card_link_bus_efficiency");
    exposed.bytes = expected.dataParallel.bytes;
    exposed.boundSeconds = bound.dataParallel.exposedSeconds;
    exposed.expectedSeconds = expected.dataParallel.exposedSeconds;
    // The memory traffic of the hidden part, which the bound leaves out (contention()).
    RunPart contended =
        part(RunPartKind::DataParallelContention, "collective_memory_traffic_factor");
    contended.bytes =
        expected.dataParallel.contentionSeconds * in.bandwidthGBs * 1e9 * in.efficiency.bandwidth;
    contended.expectedSeconds = expected.dataParallel.contentionSeconds;
    run.parts.insert(run.parts.end(), {bubble, exposed, contended});
    run.bound = bound;
    run.expected = expected;
}

TrainingRun TrainingRunModel::evaluate(const TrainingRunInputs &in)
{
    TrainingRun run;
    run.problem = in.layout.problem(in.model);
    if (run.problem != LayoutProblem::None)
        return run;
    run.accumulation = in.layout.accumulation();
    run.modelFlopsPerToken = modelFlopsPerToken(in.model, in.layout.seqLen);
    addProducts(in, run);
    addAttentionAndActivations(in, run);
    addOptimizer(in, run);
    addCollectives(in, run);
    finish(in, run);
    run.memory = memory(in);
    return run;
}

} // namespace blab::core
