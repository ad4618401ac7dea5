// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command_line.h"
#include "measure/gpu/gpu_benchmark.h"

namespace blab::app {

// measure --gpu on the command line: the parent's side, which runs the measurement in a child
// process and shows its steps on a terminal, and the child's, which measures and prints JSON.
class GpuRuns
{
public:
    // Runs the child (this program with BLAB_GPU_CHILD=1) for the command's --gpu-index and
    // --quick; the card's catalog id is filled in from its name.
    static core::GpuOutcome measure(const ParsedCommand &command);
    // Whether this process is such a child.
    static bool isChild();
    // The child's whole work: GpuBenchmark's JSON on stdout, its steps on stderr; status 0
    // whatever it found, since the parent reads the JSON.
    static int runChild(const ParsedCommand &command);
};

} // namespace blab::app
