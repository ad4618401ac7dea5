// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/gpu/gpu_measurement.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

struct GpuOptions
{
    int index = 0;
    // Fewer sizes, smaller arrays and copies, three timings: a few seconds on a GPU.
    bool quick = false;
};

// Called before each step: steps done, steps in all, and what runs next.
using GpuProgress = std::function<void(int done, int total, const std::string &step)>;

// Measures one NVIDIA GPU through its driver and cuBLASLt, both loaded at run time: the card's
// facts, the FP32 multiply-add peak from the program's own kernel, device-memory bandwidth (copy,
// read, triad), host↔device copies (pinned both ways, pageable to the device) and, when cuBLASLt
// loads, the matrix-multiply rate of every precision the card has over a size sweep. Run it in a
// child process (GpuChild): a driver fault then ends that process only.
class GpuBenchmark
{
public:
    static GpuOutcome run(const GpuOptions &options, const GpuProgress &progress = {},
                          const std::atomic_bool *cancel = nullptr);
};

} // namespace blab::core
