// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/gpu_measurement.h"

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

// What a GPU measurement came to: the card measured, or why there is none to measure, or the
// error that stopped it part-way (with what was measured before it).
struct GpuOutcome
{
    std::optional<GpuMeasurement> gpu;
    // Why no GPU was measured, in English with the driver's or the linker's words, and as a code
    // the window words in its language: "no_driver" (not found, too old or lacking a function;
    // the words say which), "stub_library", "no_device", "driver_failed". Not an error.
    std::string absent;
    std::string absentCode;
    // A failure after the card was opened; gpu holds what was measured until then.
    std::string error;
    // How many GPUs the driver sees; -1 when the driver did not load.
    int deviceCount = -1;
    // The index asked for is not among them: a mistake of the user's (exit status 2).
    bool indexOutOfRange = false;

    std::string toJson() const;
    // Reads what toJson() wrote (a child's output); an empty string when it reads.
    static std::string fromJson(const std::string &text, GpuOutcome &out);
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
