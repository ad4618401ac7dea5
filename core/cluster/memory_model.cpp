// SPDX-License-Identifier: GPL-3.0-or-later

#include "cluster/memory_model.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

namespace {

// The fewest cards n with fixedBytes + splitBytes / n <= deviceBytes; kNoCardCount when none
// is, kPastTheCardCap when n passes the cap.
int fewestCards(double fixedBytes, double splitBytes, double deviceBytes)
{
    const double room = deviceBytes - fixedBytes;
    if (room <= 0)
        return ShardingResult::kNoCardCount;
    if (splitBytes <= room)
        return 1;
    // A relative tolerance so that an exact fit is not pushed up by rounding.
    const double n = std::ceil(splitBytes / room * (1.0 - 1e-12));
    return n > MemoryModel::kMaxCards ? ShardingResult::kPastTheCardCap : static_cast<int>(n);
}

} // namespace

double MemoryModel::optimizerBytesPerParam(Optimizer optimizer, double weightBytes)
{
    switch (optimizer) {
    case Optimizer::Sgd:
        return 0.0;
    case Optimizer::Momentum:
        return 4.0;
    case Optimizer::Adam:
        return 8.0;
    case Optimizer::AdamMixed:
        return weightBytes < 4.0 ? 12.0 : 8.0;
    }
    return 0.0;
}

MemoryBreakdown MemoryModel::estimate(const MemoryInputs &inputs)
{
    MemoryBreakdown m;
    m.weightsBytes = inputs.params * inputs.weightBytes;
    m.gradientsBytes = inputs.params * inputs.gradientBytes;
    m.optimizerBytes = inputs.params * optimizerBytesPerParam(inputs.optimizer, inputs.weightBytes);
    m.activationsBytes = inputs.activationBytes;
    m.totalBytes = m.weightsBytes + m.gradientsBytes + m.optimizerBytes + m.activationsBytes;
    m.multipleOfWeights = m.weightsBytes > 0 ? m.totalBytes / m.weightsBytes : 0.0;
    return m;
}

ShardingResult MemoryModel::shard(const MemoryBreakdown &m, int cards, double deviceBytes)
{
    ShardingResult s;
    s.cards = std::max(1, cards);
    s.deviceBytes = deviceBytes;
    const double n = s.cards;
    s.replicatedBytes = m.totalBytes;
    s.optimizerShardedBytes =
        m.weightsBytes + m.gradientsBytes + m.activationsBytes + m.optimizerBytes / n;
    s.gradientShardedBytes =
        m.weightsBytes + m.activationsBytes + (m.gradientsBytes + m.optimizerBytes) / n;
    s.fullyShardedBytes =
        (m.weightsBytes + m.gradientsBytes + m.optimizerBytes) / n + m.activationsBytes;
    s.fitsReplicated = s.replicatedBytes <= deviceBytes;
    s.fitsOptimizerSharded = s.optimizerShardedBytes <= deviceBytes;
    s.fitsGradientSharded = s.gradientShardedBytes <= deviceBytes;
    s.fitsFullySharded = s.fullyShardedBytes <= deviceBytes;
    s.minCardsOptimizerSharded = fewestCards(m.weightsBytes + m.gradientsBytes + m.activationsBytes,
                                             m.optimizerBytes, deviceBytes);
    s.minCardsGradientSharded = fewestCards(m.weightsBytes + m.activationsBytes,
                                            m.gradientsBytes + m.optimizerBytes, deviceBytes);
    s.minCardsFullySharded = fewestCards(
        m.activationsBytes, m.weightsBytes + m.gradientsBytes + m.optimizerBytes, deviceBytes);
    const double share = (n - 1.0) / n;
    s.replicatedTrafficBytes = 2.0 * share * m.gradientsBytes;
    s.gradientShardedTrafficBytes = s.replicatedTrafficBytes;
    s.fullyShardedTrafficBytes = share * (2.0 * m.weightsBytes + m.gradientsBytes);
    return s;
}

double MemoryModel::perSampleActivationBytes(double bytesPerSample, int microBatch)
{
    return bytesPerSample * microBatch;
}

double MemoryModel::transformerActivationBytes(int layers, int hidden, int seqLen, int microBatch,
                                               double bytesPerValue)
{
    // The 34 counts 16-bit values plus one-byte dropout masks; fp8 training keeps its
    // activations in 16 bits, so narrower values do not shrink it.
    const double scale = std::max(bytesPerValue, 2.0) / 2.0;
    return 34.0 * layers * static_cast<double>(hidden) * seqLen * microBatch * scale;
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
    case Optimizer::AdamMixed:
        return "adam-mixed";
    }
    return "sgd";
}

const char *MemoryModel::activationModeId(ActivationMode mode)
{
    switch (mode) {
    case ActivationMode::None:
        return "none";
    case ActivationMode::PerSample:
        return "per-sample";
    case ActivationMode::Transformer:
        return "transformer";
    }
    return "none";
}

} // namespace blab::core
