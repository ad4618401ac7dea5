// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <string>

namespace blab::core {

// Facts about this machine and the OpenBLAS build that the benchmark and the report quote.
struct SystemInfo
{
    // Memory the kernel says can be handed out without swapping (MemAvailable), in bytes.
    static std::uint64_t availableMemoryBytes();
    static std::uint64_t totalMemoryBytes();
    static int logicalCpuCount();
    static std::string cpuModelName();
    // The model name with CPUID's family and model, which tell apart CPUs that a virtual
    // machine gives the same name: "Intel(R) Xeon(R) Processor @ 2.80GHz (family 6, model 106)".
    static std::string cpuIdentity();
    // The kernel OpenBLAS chose for this CPU at run time, for example "SkylakeX" or "Haswell".
    static std::string openblasCoreName();
    // OpenBLAS's own build description: version, threading model, maximum threads.
    static std::string openblasConfig();
    // How many threads OpenBLAS would use now.
    static int openblasThreads();
    static int openblasMaxThreads();
};

} // namespace blab::core
