// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"
#include "cluster/memory_model.h"
#include "roofline/roofline_model.h"

#include <vector>

namespace blab::core {

// The parts a training step of a transformer spends its time on, for part five's first question.
enum class StepPartKind
{
    // The products of the weights: every linear layer and the output projection.
    Products,
    // Attention's scores and weighted sums, fused as FlashAttention runs them.
    Attention,
    // Norms, activation functions, residual adds and dropout.
    Elementwise,
    // The optimizer's update of every parameter.
    Optimizer
};

struct StepPart
{
    StepPartKind kind = StepPartKind::Products;
    double flops = 0.0;
    double bytes = 0.0;
    Bound bound = Bound::Compute;
    // max(compute time, memory time): the roofline of this part at the rates below.
    double seconds = 0.0;
    // seconds over the step's; the shares of a step add up to 1.
    double shareOfStep = 0.0;

    double flopsPerByte() const { return bytes > 0 ? flops / bytes : 0.0; }
};

struct TrainingStepInputs
{
    ModelSpec model;
    // Tokens one card processes per step, and the length of each sequence.
    double tokens = 0.0;
    int sequence = 0;
    double weightBytes = 4.0;
    // Bytes of a kept activation, the products' precision's (WhatIfInputs::activationBytes).
    double activationBytes = 4.0;
    Optimizer optimizer = Optimizer::Adam;
    // The device's peak at the chosen precision and the share the products reach; its memory
    // bandwidth and the share a stream reaches.
    double peakTflops = 0.0;
    double utilization = 0.4;
    double bandwidthGBs = 0.0;
    double bandwidthEfficiency = 1.0;
};

struct TrainingStep
{
    std::vector<StepPart> parts;
    double seconds = 0.0;
    // The balance point at the rates used: a part below it waits for memory.
    double balanceFlopsPerByte = 0.0;
    // The share of the step that compute bounds (the rest waits for memory), and the share of
    // the bandwidth the memory-bound parts were given.
    double computeBoundShare = 0.0;
    double bandwidthEfficiency = 1.0;
};

// One data-parallel training step on one card, split into its parts, each judged on the device's
// roofline: the products and attention compute, the element-wise work and the optimizer's
// update move data. Each formula is stated where it is computed.
class TrainingStepModel
{
public:
    static constexpr StepPartKind kAllParts[] = {StepPartKind::Products, StepPartKind::Attention,
                                                 StepPartKind::Elementwise,
                                                 StepPartKind::Optimizer};

    static TrainingStep evaluate(const TrainingStepInputs &in);
    // "products", "attention", "elementwise", "optimizer".
    static const char *partId(StepPartKind kind);

    // The parts' work before any rate is applied, each stated in the .cpp.
    static StepPart products(const TrainingStepInputs &in);
    static StepPart attention(const TrainingStepInputs &in);
    static StepPart elementwise(const TrainingStepInputs &in);
    static StepPart optimizer(const TrainingStepInputs &in);
};

} // namespace blab::core
