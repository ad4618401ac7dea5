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
    // The kernel OpenBLAS chose for this CPU at run time, for example "SkylakeX" or "Haswell".
    static std::string openblasCoreName();
    // OpenBLAS's own build description: version, threading model, maximum threads.
    static std::string openblasConfig();
    // How many threads OpenBLAS would use now.
    static int openblasThreads();
    // When OpenBLAS runs older kernels than this CPU can execute (it does not recognise a newer
    // CPU model and falls back), the OPENBLAS_CORETYPE value that would use the CPU's vector
    // units; empty when the kernels match. OpenBLAS reads that variable when it loads.
    static std::string openblasBetterCoreType();
    static int openblasMaxThreads();
};

} // namespace blab::core
