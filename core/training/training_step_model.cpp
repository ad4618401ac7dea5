// SPDX-License-Identifier: GPL-3.0-or-later

#include "training/training_step_model.h"

#include "catalog/model_products.h"

#include <algorithm>

namespace blab::core {

namespace {

double activationBytes(const TrainingStepInputs &in)
{
    return in.activationBytes;
}

// The weights of the linear layers and the output projection; with experts, those one token
// passes through (active) or all of them (held).
double linearParameters(const ModelSpec &m, int experts)
{
    return ModelProducts::cardWeights(m, 1, experts);
}

// The inputs and outputs of the products one token passes through, in numbers (its active
// experts' among them), and the output projection's.
double productDims(const ModelSpec &m)
{
    double dims = double(m.hidden) + m.vocab;
    for (const MatrixProduct &p : ModelProducts::layers(m, 1.0, 1, std::max(1, m.activeExperts)))
        dims += p.count * p.rows * (p.depth + p.cols);
    return dims;
}

} // namespace

StepPart TrainingStepModel::products(const TrainingStepInputs &in)
{
    const ModelSpec &m = in.model;
    StepPart p;
    p.kind = StepPartKind::Products;
    // 2 FLOPs a weight and token forward, 4 backward (the input's gradient and the weight's):
    // 6 · N · T (Kaplan et al. 2020, "Scaling Laws for Neural Language Models", section 2.1).
    p.flops = 6.0 * linearParameters(m, m.activeExperts) * in.tokens;
    // Each weight is read forward and again for the input's gradient; its gradient, summed over
    // the micro-batches of a step, is read and written once more: 4 passes. Each product's input
    // and output cross memory once forward and twice backward; per token and layer they are the
    // query, key and value projection (hidden in, (heads + 2 kv heads) · head_dim out), the output
    // projection, and each active expert's up (and gate) and down matrices; the output projection
    // over the vocabulary once.
    const double perToken = productDims(m);
    p.bytes = 4.0 * linearParameters(m, m.experts) * in.weightBytes +
              3.0 * perToken * in.tokens * activationBytes(in);
    return p;
}

StepPart TrainingStepModel::attention(const TrainingStepInputs &in)
{
    const ModelSpec &m = in.model;
    StepPart p;
    p.kind = StepPartKind::Attention;
    // Forward, 2 · layers · context · d_attn FLOPs a token (Kaplan et al. 2020, table 1): a
    // causal sequence's attention over its tokens (ModelSpec::trainingAttentionFlops, which
    // counts windows and value heads of their own width); three times that with the backward
    // pass.
    const double sequence = std::max(1.0, double(in.sequence));
    p.flops = 3.0 * m.trainingAttentionFlops(sequence) / sequence * in.tokens;
    // Fused attention keeps the scores on chip: forward reads Q, K and V and writes the output;
    // backward reads Q, K, V, the output and its gradient and writes three gradients. 6 (heads +
    // kv heads) · head_dim values a token and layer.
    p.bytes = 6.0 * (m.heads + double(m.kvHeads)) * m.headDim * m.layers * in.tokens *
              activationBytes(in);
    return p;
}

StepPart TrainingStepModel::elementwise(const TrainingStepInputs &in)
{
    const ModelSpec &m = in.model;
    StepPart p;
    p.kind = StepPartKind::Elementwise;
    // The activations a layer keeps for the backward pass, 34 · hidden bytes a token at 16 bits
    // (Korthikanti et al. 2022), are what the norms, activation functions, residual adds and
    // dropout write forward; backward reads them and writes their gradients: three passes. An
    // estimate: about one operation per value moved.
    const double scale = activationBytes(in) / 2.0;
    p.bytes = 3.0 * 34.0 * m.hidden * double(m.layers) * in.tokens * scale;
    p.flops = p.bytes / activationBytes(in);
    return p;
}

StepPart TrainingStepModel::optimizer(const TrainingStepInputs &in)
{
    StepPart p;
    p.kind = StepPartKind::Optimizer;
    const double params = in.model.totalParameters();
    const double state = MemoryModel::optimizerBytesPerParam(in.optimizer, in.weightBytes);
    // Every parameter: its state read and written, its gradient read, its weight read and
    // written.
    p.bytes = params * (2.0 * state + 3.0 * in.weightBytes);
    // Operations a parameter: SGD 2 (scale and subtract), momentum 4, Adam about 12 (two moment
    // updates, a square root, a division, the bias corrections).
    double perParameter = 12.0;
    if (in.optimizer == Optimizer::Sgd)
        perParameter = 2.0;
    else if (in.optimizer == Optimizer::Momentum)
        perParameter = 4.0;
    p.flops = params * perParameter;
    return p;
}

TrainingStep TrainingStepModel::evaluate(const TrainingStepInputs &in)
{
    TrainingStep step;
    const double flopsPerSecond = in.peakTflops * 1e12 * in.utilization;
    const double bytesPerSecond = in.bandwidthGBs * 1e9 * in.bandwidthEfficiency;
    step.balanceFlopsPerByte = bytesPerSecond > 0 ? flopsPerSecond / bytesPerSecond : 0.0;
    for (const StepPart &work : {products(in), attention(in), elementwise(in), optimizer(in)}) {
        StepPart p = work;
        const double compute = flopsPerSecond > 0 ? p.flops / flopsPerSecond : 0.0;
        const double memory = bytesPerSecond > 0 ? p.bytes / bytesPerSecond : 0.0;
        p.bound = compute >= memory ? Bound::Compute : Bound::Bandwidth;
        p.seconds = std::max(compute, memory);
        step.seconds += p.seconds;
        step.parts.push_back(p);
    }
    step.bandwidthEfficiency = in.bandwidthEfficiency;
    for (StepPart &p : step.parts) {
        p.shareOfStep = step.seconds > 0 ? p.seconds / step.seconds : 0.0;
        if (p.bound == Bound::Compute)
            step.computeBoundShare += p.shareOfStep;
    }
    return step;
}

const char *TrainingStepModel::partId(StepPartKind kind)
{
    switch (kind) {
    case StepPartKind::Products:
        return "products";
    case StepPartKind::Attention:
        return "attention";
    case StepPartKind::Elementwise:
        return "elementwise";
    case StepPartKind::Optimizer:
        return "optimizer";
    }
    return "";
}

} // namespace blab::core
