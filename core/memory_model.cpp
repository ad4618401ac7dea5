#include "core/memory_model.h"

namespace blab::core {

double MemoryModel::optimizerBytesPerParam(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::Sgd:
        return 0.0;
    case Optimizer::Momentum:
        return 4.0;
    case Optimizer::Adam:
        return 8.0;
    }
    return 0.0;
}

MemoryBreakdown MemoryModel::estimate(const MemoryInputs &inputs)
{
    MemoryBreakdown m;
    m.weightsBytes = inputs.params * inputs.weightBytes;
    m.gradientsBytes = inputs.params * inputs.gradientBytes;
    m.optimizerBytes = inputs.params * optimizerBytesPerParam(inputs.optimizer);
    m.totalBytes = m.weightsBytes + m.gradientsBytes + m.optimizerBytes;
    m.multipleOfWeights = m.weightsBytes > 0 ? m.totalBytes / m.weightsBytes : 0.0;
    return m;
}

const char *MemoryModel::optimizerId(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::Sgd:
        return "sgd";
    case Optimizer::Momentum:
        return "momentum";
    case Optimizer::Adam:
        return "adam";
    }
    return "sgd";
}

bool MemoryModel::parseOptimizer(const std::string &text, Optimizer &out)
{
    for (Optimizer o : {Optimizer::Sgd, Optimizer::Momentum, Optimizer::Adam}) {
        if (text == optimizerId(o)) {
            out = o;
            return true;
        }
    }
    return false;
}

} // namespace blab::core
