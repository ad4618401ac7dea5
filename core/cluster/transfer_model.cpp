// SPDX-License-Identifier: GPL-3.0-or-later

#include "cluster/transfer_model.h"

#include <algorithm>

namespace blab::core {

namespace {
double share(double part, double rest)
{
    const double total = part + rest;
    return total > 0 ? part / total : 0.0;
}
} // namespace

BatchTransfer TransferModel::forBatch(const TransferInputs &inputs, int batch)
{
    BatchTransfer t;
    t.batch = batch;
    t.bytes = batch * inputs.sampleBytes;
    t.copySeconds = inputs.linkGBs > 0 ? t.bytes / (inputs.linkGBs * 1e9) : 0.0;
    const double flops = batch * inputs.flopsPerSample;
    t.cpuComputeSeconds = inputs.cpuGflops > 0 ? flops / (inputs.cpuGflops * 1e9) : 0.0;
    t.accelComputeSeconds = inputs.accelTflops > 0 ? flops / (inputs.accelTflops * 1e12) : 0.0;
    t.copyShare = share(t.copySeconds, t.cpuComputeSeconds);
    t.accelCopyShare = share(t.copySeconds, t.accelComputeSeconds);
    t.cpuSerialSeconds = t.copySeconds + t.cpuComputeSeconds;
    t.accelSerialSeconds = t.copySeconds + t.accelComputeSeconds;
    t.cpuOverlappedSeconds = std::max(t.copySeconds, t.cpuComputeSeconds);
    t.accelOverlappedSeconds = std::max(t.copySeconds, t.accelComputeSeconds);
    return t;
}

} // namespace blab::core
