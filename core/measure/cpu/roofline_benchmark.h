// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/simd_kernels.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace blab::core {

// Which floating-point width the compute roof is measured in.
enum class PeakWidth
{
    Fp32,
    Fp64
};

struct PeakResult
{
    Isa isa = Isa::Scalar;
    int threads = 1;
    double gflops = 0.0;
    // (median − fastest) ÷ fastest of the passes' times.
    double spread = 0.0;
    bool cancelled = false;
};

// STREAM's four kernels over double arrays, in GB/s as STREAM counts bytes: copy and scale move
// 16 bytes per element, add and triad 24 (reads plus writes; the extra read a cache does before
// writing a line, write-allocate, is not counted, as in STREAM).
struct StreamResult
{
    int threads = 1;
    std::size_t elements = 0;
    double copyGBs = 0.0;
    double scaleGBs = 0.0;
    double addGBs = 0.0;
    double triadGBs = 0.0;
    bool verified = false;
    bool cancelled = false;
};

// One kernel measured on this machine, placed on the roofline by its FLOPs and bytes.
struct KernelPoint
{
    std::string name; // vector_add, compare or multiply_add
    int k = 0;
    double flops = 0.0;
    double bytes = 0.0;
    double seconds = 0.0;
    // The arrays the kernel touches, all threads together, which say which level of the memory
    // hierarchy feeds it; 0 when not known (a profile from before it was kept).
    double workingSetBytes = 0.0;

    double flopsPerByte() const { return bytes > 0 ? flops / bytes : 0.0; }
    double gflops() const { return seconds > 0 ? flops / seconds / 1e9 : 0.0; }
};

// The measurements behind the roofline: the compute roof, the bandwidth slope and real kernels.
class RooflineBenchmark
{
public:
    // Multiply-add throughput on threads threads, the best of passes passes of about
    // secondsPerPass each.
    static PeakResult peak(int threads, Isa isa, double secondsPerPass, int passes,
                           const std::atomic_bool *cancel = nullptr,
                           PeakWidth width = PeakWidth::Fp32);

    // Elements per STREAM array: four times the last-level cache, at least 4 M elements, and at
    // most an eighth of available memory for all three arrays; quick runs halve it.
    static std::size_t streamElements(std::uint64_t lastLevelCacheBytes,
                                      std::uint64_t availableBytes, bool quick);
    // One STREAM run for each thread count, over the same arrays: allocating and first touching
    // them is most of the cost. The kernels run in the widest vectors the CPU has, each thread
    // pinned to its own CPU. beforeEach(i) is called before the run for threadCounts[i].
    static std::vector<StreamResult> stream(const std::vector<int> &threadCounts,
                                            std::size_t elements, int passes,
                                            const std::atomic_bool *cancel = nullptr,
                                            const std::function<void(int)> &beforeEach = {});

    // vector_add (c = a + b: 1 FLOP, 12 bytes per float), compare (m = a > b into one byte:
    // 1 FLOP, 9 bytes) and multiply_add for each k (in place: 2k FLOPs, 8 bytes), over arrays of
    // elements floats, each the best of passes passes. progress is called after each kernel.
    static std::vector<KernelPoint> kernels(int threads, std::size_t elements,
                                            const std::vector<int> &ks, int passes,
                                            const std::atomic_bool *cancel = nullptr,
                                            const std::function<void(int, int)> &progress = {});

    static std::uint64_t lastLevelCacheBytes();
};

} // namespace blab::core
