// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/machine_load.h"
#include "measure/cpu/memory_levels.h"
#include "measure/cpu/roofline_benchmark.h"
#include "measure/gpu/gpu_measurement.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

struct SweepPoint
{
    int n = 0;
    double gflops = 0.0;
};

// Why a profile file was refused: the line and what was wrong there, as a code the window words
// in its language and the field it concerns ("levels[2].bandwidth_gbs").
struct ProfileReadError
{
    enum class Code
    {
        Json,          // the text is not JSON; detail holds the parser's reason
        NotAProfile,   // the top level is not an object
        BadValue,      // field is missing, of the wrong type or out of range
        Cancelled,     // the measurement was stopped before it finished
        NoMeasurement, // threads, peak_gflops or stream.triad is missing
        OutOfOrder,    // field must be larger than in the entry before it
        BadLevelName,  // a level is not L1 to L4 in rising order, each once, or DRAM last
        NoDram,        // levels that do not end with DRAM
        BelowMinimum,  // field is positive but less than minimum, the least a measurement gives
    };
    Code code = Code::Json;
    int line = 0;
    std::string field;
    std::string detail;
    double minimum = 0.0;

    // "line 12: levels[2].bandwidth_gbs is not a usable value", for the command line and logs.
    std::string english() const;
};

// This machine measured as a roofline: the compute roofs (FP32, FP64), the bandwidth of every
// level of the memory hierarchy, the memory slope STREAM gives, sgemm and dgemm, the sgemm size
// sweep, and real kernels placed against all of them.
struct MachineProfile
{
    // As the system names the CPU (SystemInfo::cpuIdentity()), and when the profile was taken,
    // ISO 8601 in UTC: a second machine's profile is labelled with both.
    std::string cpuModel;
    std::string measuredAt;
    int threads = 1;
    std::string isa;
    std::string openblasCore;
    // OpenBLAS's own pick when it was known, and how openblasCore was chosen (coreOriginId()).
    std::optional<std::string> openblasInstalledCore;
    std::string openblasCoreOrigin = "installed";
    double peakGflops1 = 0.0;
    double peakGflops = 0.0;
    // 0 in a profile from before FP64 was measured.
    double peakGflopsFp64 = 0.0;
    StreamResult stream1;
    StreamResult stream;
    double sgemmGflops = 0.0;
    // cblas_dgemm at the same n as sgemm (512); 0 when not measured.
    double dgemmGflops = 0.0;
    std::vector<SweepPoint> sweep;
    std::vector<KernelPoint> kernels;
    // Read bandwidth against working-set size, and the levels read off it; empty in a profile
    // from before the hierarchy was measured, whose roofline then has the triad roof alone.
    std::vector<BandwidthPoint> bandwidthSweep;
    bool bandwidthVerified = false;
    std::vector<MemoryLevel> levels;
    bool cancelled = false;
    // Figures that came out in an order physics rules out, which means the machine was busy
    // while they were measured: "peak_below_1thread", "triad_below_1thread", "sgemm_above_peak",
    // "kernel_above_peak", "dgemm_above_peak_fp64". Tests do not order timings; the measurement
    // says so itself.
    std::vector<std::string> warnings;
    // Other processes' share of the machine's CPU time while the profile was measured, and the
    // spreads (median − fastest) ÷ fastest of the peak's passes and of sgemm's runs.
    double othersShare = 0.0;
    double peakSpread = 0.0;
    double sgemmSpread = 0.0;
    // measure --gpu: the NVIDIA GPU measured in the same run, or why none was. A profile measured
    // without --gpu has no such part (gpuAsked false) and writes no gpu keys.
    bool gpuAsked = false;
    GpuOutcome gpu;

    // The warnings the figures call for, with a 10 % margin for ordinary noise (25 % for the
    // kernels, whose loop differs from the peak's).
    std::vector<std::string> findWarnings() const;
    // Why the figures cannot be trusted, from what was measured (MachineLoad::unreliable): other
    // processes' share of the CPU time while profiling, and the larger spread of the peak's
    // passes and sgemm's runs. Empty when they can.
    std::vector<std::string> unreliable() const
    {
        return MachineLoad::unreliable(othersShare, std::max(peakSpread, sgemmSpread));
    }

    // The slope of the one-roof roofline: STREAM triad with every thread.
    double memBandwidthGBs() const { return stream.triadGBs; }
    double balanceFlopsPerByte() const;
    double sgemmPercentOfPeak() const;
    std::string toJson() const;
    // Reads back what toJson() wrote, from the window's settings or a file the user opens.
    // Anything malformed or out of range gives no profile rather than a wrong one, and error
    // (when given) says where and why.
    static std::optional<MachineProfile> fromJson(const std::string &text,
                                                  ProfileReadError *error = nullptr);
};

} // namespace blab::core
