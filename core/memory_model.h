#pragma once

#include <string>

namespace blab::core {

enum class Optimizer
{
    Sgd,
    Momentum,
    Adam
};

struct MemoryInputs
{
    double params = 1e9;
    double weightBytes = 4.0;   // bytes per parameter of the weights (float32: 4)
    double gradientBytes = 4.0; // gradients are kept at the weights' precision
    Optimizer optimizer = Optimizer::Adam;
};

struct MemoryBreakdown
{
    double weightsBytes = 0.0;
    double gradientsBytes = 0.0;
    double optimizerBytes = 0.0;
    double totalBytes = 0.0;
    // total / weights: how far "it only has to hold the weights" is off.
    double multipleOfWeights = 0.0;
};

// What training a model needs in memory before any activations: weights, gradients and the
// optimizer's state.
class MemoryModel
{
public:
    // Optimizer state per parameter, kept in float32 as frameworks do: none for plain SGD, one
    // momentum buffer, or Adam's two moments.
    static double optimizerBytesPerParam(Optimizer optimizer);
    static MemoryBreakdown estimate(const MemoryInputs &inputs);
    static const char *optimizerId(Optimizer optimizer);
    // Accepts sgd, momentum and adam; false for anything else.
    static bool parseOptimizer(const std::string &text, Optimizer &out);
};

} // namespace blab::core
