// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/gpu/gpu_benchmark.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace blab::core {

// Runs the GPU measurement in a child process, as the kernel advisor runs OpenBLAS's families: a
// driver fault or a hang ends the child, and this process reports it. The child is this program
// started again with BLAB_GPU_CHILD=1, which measures the GPU alone, prints GpuOutcome's JSON on
// standard output and its steps on standard error ("step DONE TOTAL what").
class GpuChild
{
public:
    static constexpr const char *kVariable = "BLAB_GPU_CHILD";
    // The whole run must end within this; a hung driver call is killed after it.
    static constexpr double kTimeoutSeconds = 900.0;

    // This program started as the child: its own file (Linux's /proc/self/exe) and the words
    // that make it measure the GPU alone. OpenBLAS's family does not matter to it.
    static std::vector<std::string> ownCommand()
    {
        return {"/proc/self/exe", "measure", "--gpu", "--json", "--openblas-core", "installed"};
    }
    // childCommand is the program and its first arguments, such as {"/proc/self/exe",
    // "measure", "--gpu", "--json"}; --gpu-index and --quick are added from options.
    static GpuOutcome run(const std::vector<std::string> &childCommand, const GpuOptions &options,
                          const GpuProgress &progress = {},
                          const std::atomic_bool *cancel = nullptr);
    // The child's line for one step.
    static std::string progressLine(int done, int total, const std::string &step);
    // Reads a progress line back; false for any other line.
    static bool readProgressLine(const std::string &line, int &done, int &total, std::string &step);
};

} // namespace blab::core
