// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace blab::core {

struct TransferInputs
{
    double sampleBytes = 602112.0; // 224 x 224 x 3 float32
    double flopsPerSample = 1e8;
    double linkGBs = 12.0; // PCIe 3.0 x16 as measured in practice
    double cpuGflops = 0.0;
    double accelTflops = 20.0;
};

// One training batch crossing the host-to-device link, then computed.
struct BatchTransfer
{
    int batch = 0;
    double bytes = 0.0;
    double copySeconds = 0.0;
    double cpuComputeSeconds = 0.0;
    double accelComputeSeconds = 0.0;
    // copy / (copy + compute): the share of a step spent copying when nothing overlaps.
    double copyShare = 0.0;
    double accelCopyShare = 0.0;
    // Without prefetching the copy and the compute run one after the other.
    double cpuSerialSeconds = 0.0;
    double accelSerialSeconds = 0.0;
    // With loader threads and pinned memory the next batch copies while this one computes, so a
    // step takes the longer of the two instead of their sum.
    double cpuOverlappedSeconds = 0.0;
    double accelOverlappedSeconds = 0.0;
};

class TransferModel
{
public:
    static BatchTransfer forBatch(const TransferInputs &inputs, int batch);
};

} // namespace blab::core
