// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/json_fwd.h"

#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// One matrix-product size at one precision, timed by cuBLASLt.
struct GpuGemmPoint
{
    // "fp32" (no TF32), "tf32", "bf16", "fp16", "fp8" (E4M3 in, BF16 out).
    std::string precision;
    int n = 0;
    double tflopsFastest = 0.0;
    double tflopsMedian = 0.0;
    // How the products were timed: "cuda_graph" (a graph of products replayed between two
    // events) or "event_loop" (products launched back to back between two events).
    std::string method;
    int productsPerTiming = 0;
    int timings = 0;
    // Operand sets the products cycle through, so that small ones do not stay in L2.
    int operandSets = 1;
    // Sampled elements of the product agreed with the host's within the precision's tolerance.
    bool verified = false;
};

// Device memory, one pass over arrays far larger than L2.
struct GpuMemoryBandwidth
{
    double copyGBs = 0.0;  // cuMemcpyDtoDAsync; bytes read plus bytes written
    double readGBs = 0.0;  // a kernel that reads every element
    double triadGBs = 0.0; // a[i] = b[i] + s·c[i]; two reads and a write an element
    bool countsReadAndWrite = true;
    double arrayBytes = 0.0;

    // The best of the three: the memory roof.
    double bestGBs() const;
};

// A copy between host and device memory.
struct GpuHostLink
{
    std::string direction; // "host_to_device" or "device_to_host"
    bool pinned = true;
    double mib = 0.0;
    double gbs = 0.0;       // the fastest copy
    double gbsMedian = 0.0; // the median copy
};

// What 'measure --gpu' found on one NVIDIA GPU: the card as the driver and NVML describe it, and
// the rates measured on it.
struct GpuMeasurement
{
    int index = 0;
    std::string name;
    // The catalog entry the name matches; empty for a card the catalog does not know.
    std::string catalogId;
    std::string driverVersion; // "580.95.05" from NVML, else the CUDA version the driver speaks
    std::string cudaVersion;   // "13.0"
    std::string driverPath;
    // "cuBLASLt 13.1.0" and the file it was loaded from; empty when it did not load.
    std::string cublaslt;
    std::string cublasltPath;
    int computeMajor = 0;
    int computeMinor = 0;
    int multiprocessors = 0;
    double smClockMHz = 0.0;
    double memoryClockMHz = 0.0;
    int memoryBusBits = 0;
    double memoryBytes = 0.0;
    double l2Bytes = 0.0;
    std::string pciBusId;
    int pcieGeneration = 0; // 0: unknown
    int pcieWidth = 0;
    int pcieMaxGeneration = 0;
    int pcieMaxWidth = 0;
    double powerLimitWatts = 0.0;
    // Processes computing on the card before the measurement started; -1 when unknown.
    int otherProcesses = -1;

    std::vector<GpuGemmPoint> gemm;
    double fmaPeakTflops = 0.0;
    GpuMemoryBandwidth memory;
    std::vector<GpuHostLink> hostLinks;
    // What could not be measured and why, a sentence each ("cuBLASLt did not load: …").
    std::vector<std::string> notes;
    bool cancelled = false;

    // The fastest product rate at a precision over every size; 0 when not measured.
    double bestTflops(const std::string &precision) const;
    // The fastest pinned or pageable host-to-device copy; 0 when not measured.
    double bestHostToDeviceGBs(bool pinned) const;
    double worstHostToDeviceGBs(bool pinned) const;

    Json toJsonValue() const;
    // Reads what toJsonValue() wrote; an empty string when it reads, else why not.
    static std::string fromJsonValue(const Json &value, GpuMeasurement &out);
};

// What a GPU measurement came to: the card measured, or why there is none to measure, or the
// error that stopped it part-way (with what was measured before it).
struct GpuOutcome
{
    std::optional<GpuMeasurement> gpu;
    // Why no GPU was measured, as an English sentence, as a code the window words in its language
    // ("no_driver", "old_driver", "missing_function", "stub_library", "no_device",
    // "driver_failed") and as the detail its sentence quotes (the linker's words, the driver's
    // CUDA version, the functions missing, the library's path, the driver's error). Not an error.
    std::string absent;
    std::string absentCode;
    std::string absentDetail;
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

} // namespace blab::core
