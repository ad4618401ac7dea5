#pragma once

#include "measure/roofline_benchmark.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

struct SweepPoint
{
    int n = 0;
    double gflops = 0.0;
};

// This machine measured as a roofline: the compute roof, the memory slope, sgemm and its size
// sweep, and real kernels placed against both.
struct MachineProfile
{
    int threads = 1;
    std::string isa;
    std::string openblasCore;
    // OpenBLAS's own pick when it was known, and how openblasCore was chosen (coreOriginId()).
    std::optional<std::string> openblasInstalledCore;
    std::string openblasCoreOrigin = "installed";
    double peakGflops1 = 0.0;
    double peakGflops = 0.0;
    StreamResult stream1;
    StreamResult stream;
    double sgemmGflops = 0.0;
    std::vector<SweepPoint> sweep;
    std::vector<KernelPoint> kernels;
    bool cancelled = false;
    // Figures that came out in an order physics rules out, which means the machine was busy
    // while they were measured: "peak_below_1thread", "triad_below_1thread", "sgemm_above_peak",
    // "kernel_above_peak". Tests do not order timings; the measurement says so itself.
    std::vector<std::string> warnings;

    // The warnings the figures call for, with a 10 % margin for ordinary noise (25 % for the
    // kernels, whose loop differs from the peak's).
    std::vector<std::string> findWarnings() const;

    // The slope of the measured roofline: STREAM triad with every thread.
    double memBandwidthGBs() const { return stream.triadGBs; }
    double balanceFlopsPerByte() const;
    double sgemmPercentOfPeak() const;
    std::string toJson() const;
    // Reads back what toJson() wrote, as the window keeps it in its settings. Anything malformed
    // or out of range gives no profile rather than a wrong one.
    static std::optional<MachineProfile> fromJson(const std::string &text);
};

struct ProfileOptions
{
    // 0 means every thread OpenBLAS may use.
    int threads = 0;
    // Smaller arrays, fewer passes and a shorter sweep: under ten seconds on two cores.
    bool quick = false;
    int sweepMin = 64;
    int sweepMax = 4096;
    // 0 doubles n each step; a positive value adds that much instead.
    int sweepStep = 0;
};

// Called when each step starts, with a stable id such as "peak_1" or "sweep_1024", and once more
// with step == steps at the end.
using ProfileProgress = std::function<void(int step, int steps, const std::string &id)>;

class MachineProfiler
{
public:
    static MachineProfile run(const ProfileOptions &options, const ProfileProgress &progress = {},
                              const std::atomic_bool *cancel = nullptr);
    // From min to max, doubling n each step (step 0) or adding step to it; at most 1024 when
    // quick, and never more than 64 sizes.
    static std::vector<int> sweepSizes(int minN, int maxN, int step, bool quick);
    // k = 1, 2, 4 ... 1024; every other one when quick.
    static std::vector<int> kernelKs(bool quick);
};

} // namespace blab::core
