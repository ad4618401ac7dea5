// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/roofline_benchmark.h"

#include "measure/common/cancel_flag.h"
#include "measure/common/machine_load.h"
#include "measure/cpu/aligned_buffer.h"
#include "measure/cpu/cache_levels.h"
#include "measure/cpu/stream_kernels.h"
#include "measure/cpu/thread_team.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <memory>
#include <new>

namespace blab::core {

namespace {

// Keeps checksums alive so the compiler cannot drop the work that made them.
std::atomic<float> g_sink{0.0f};

} // namespace

PeakResult RooflineBenchmark::peak(int threads, Isa isa, double secondsPerPass, int passes,
                                   const std::atomic_bool *cancel, PeakWidth width)
{
    PeakResult result;
    result.isa = SimdKernels::supported(isa) ? isa : Isa::Scalar;
    const auto chains = [&](long iterations, double &flops) {
        return width == PeakWidth::Fp64
                   ? static_cast<float>(
                         SimdKernels::multiplyAddChainsFp64(result.isa, iterations, flops))
                   : SimdKernels::multiplyAddChains(result.isa, iterations, flops);
    };
    result.threads = threads;
    // Calibrate on one thread: how many iterations fill a pass.
    long iterations = 1 << 16;
    double seconds = 0.0;
    double flops = 0.0;
    while (seconds < 0.01 && !isCancelled(cancel)) {
        iterations *= 4;
        const auto start = std::chrono::steady_clock::now();
        g_sink = g_sink + chains(iterations, flops);
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    iterations = std::max<long>(1, static_cast<long>(iterations * secondsPerPass / seconds));

    // Each thread pinned to a CPU of its own, as STREAM's are: two threads the scheduler left on
    // one core would halve the peak on a machine of two.
    std::vector<double> passSeconds;
    for (int pass = 0; pass < passes; ++pass) {
        if (isCancelled(cancel)) {
            result.cancelled = true;
            break;
        }
        std::vector<double> flopsPerThread(static_cast<std::size_t>(threads), 0.0);
        const double wall = ThreadTeam::runPinned(threads, [&](int index, int) {
            double f = 0.0;
            g_sink = g_sink + chains(iterations, f);
            flopsPerThread[static_cast<std::size_t>(index)] = f;
        });
        double total = 0.0;
        for (double f : flopsPerThread)
            total += f;
        result.gflops = std::max(result.gflops, total / wall / 1e9);
        passSeconds.push_back(wall);
    }
    result.spread = MachineLoad::spread(passSeconds);
    return result;
}

std::uint64_t RooflineBenchmark::lastLevelCacheBytes()
{
    // The largest cache the system describes; 32 MiB where it describes none.
    std::uint64_t largest = 0;
    for (const CacheLevel &c : CacheLevels::detect())
        largest = std::max(largest, c.bytes);
    return largest ? largest : 32ull << 20;
}

std::size_t RooflineBenchmark::streamElements(std::uint64_t lastLevelCacheBytes,
                                              std::uint64_t availableBytes, bool quick)
{
    std::uint64_t elements = 4 * lastLevelCacheBytes / sizeof(double);
    elements = std::max<std::uint64_t>(elements, 4u << 20);
    elements = std::min<std::uint64_t>(elements, availableBytes / 8 / 3 / sizeof(double));
    if (quick)
        elements /= 2;
    return static_cast<std::size_t>(std::max<std::uint64_t>(elements, 1u << 16));
}

namespace {

// STREAM starts from a = 1 and doubles it once before timing. Every run fills with the most
// threads, each pinned as the timed runs are, so that each page lands near the thread that will
// use it (first touch).
void streamFill(double *a, double *b, double *c, std::size_t n, int threads)
{
    ThreadTeam::runPinned(threads, [&](int index, int count) {
        std::size_t begin = 0, end = 0;
        ThreadTeam::split(n, index, count, begin, end);
        std::fill(a + begin, a + end, 2.0);
        std::fill(b + begin, b + end, 2.0);
        std::fill(c + begin, c + end, 0.0);
    });
}

// One pass of STREAM's four kernels in the widest vectors the CPU has, each timed on its own,
// every thread pinned to its own CPU as likwid-bench pins them; best keeps each kernel's fastest.
void streamPass(Isa isa, double *a, double *b, double *c, std::size_t n, double scalar, int threads,
                double best[4])
{
    const auto timed = [&](int kernel, auto body) {
        const double s = ThreadTeam::runPinned(threads, [&](int index, int count) {
            std::size_t begin = 0, end = 0;
            ThreadTeam::split(n, index, count, begin, end);
            body(begin, end - begin);
        });
        best[kernel] = std::min(best[kernel], s);
    };
    timed(0,
          [&](std::size_t lo, std::size_t len) { StreamKernels::copy(isa, c + lo, a + lo, len); });
    timed(1, [&](std::size_t lo, std::size_t len) {
        StreamKernels::scale(isa, b + lo, c + lo, scalar, len);
    });
    timed(2, [&](std::size_t lo, std::size_t len) {
        StreamKernels::add(isa, c + lo, a + lo, b + lo, len);
    });
    timed(3, [&](std::size_t lo, std::size_t len) {
        StreamKernels::triad(isa, a + lo, b + lo, c + lo, scalar, len);
    });
}

// STREAM's own check: replays the passes on scalars and compares sampled elements to a relative
// 1e-13 (the vector triad may fuse its multiply and add, which the scalar replay does not).
bool streamVerified(const double *a, const double *b, const double *c, std::size_t n, int passes,
                    double scalar)
{
    double aj = 2.0, bj = 2.0, cj = 0.0;
    for (int pass = 0; pass < passes; ++pass) {
        cj = aj;
        bj = scalar * cj;
        cj = aj + bj;
        aj = bj + scalar * cj;
    }
    const std::size_t step = std::max<std::size_t>(1, n / 4099);
    for (std::size_t i = 0; i < n; i += step) {
        if (std::fabs(a[i] - aj) > 1e-13 * std::fabs(aj) ||
            std::fabs(b[i] - bj) > 1e-13 * std::fabs(bj) ||
            std::fabs(c[i] - cj) > 1e-13 * std::fabs(cj))
            return false;
    }
    return true;
}

} // namespace

std::vector<StreamResult> RooflineBenchmark::stream(const std::vector<int> &threadCounts,
                                                    std::size_t n, int passes,
                                                    const std::atomic_bool *cancel,
                                                    const std::function<void(int)> &beforeEach)
{
    std::vector<StreamResult> results;
    if (threadCounts.empty())
        return results;
    auto a = alignedArray<double>(n);
    auto b = alignedArray<double>(n);
    auto c = alignedArray<double>(n);
    const int widest = *std::max_element(threadCounts.begin(), threadCounts.end());
    const double scalar = 3.0;
    const Isa isa = SimdKernels::best();

    for (std::size_t run = 0; run < threadCounts.size(); ++run) {
        if (beforeEach)
            beforeEach(static_cast<int>(run));
        const int threads = threadCounts[run];
        StreamResult result;
        result.threads = threads;
        result.elements = n;
        streamFill(a.get(), b.get(), c.get(), n, widest);
        double best[4] = {std::numeric_limits<double>::max(), std::numeric_limits<double>::max(),
                          std::numeric_limits<double>::max(), std::numeric_limits<double>::max()};
        int done = 0;
        for (int pass = 0; pass < passes; ++pass) {
            if (isCancelled(cancel)) {
                result.cancelled = true;
                break;
            }
            streamPass(isa, a.get(), b.get(), c.get(), n, scalar, threads, best);
            ++done;
        }
        if (done > 0) {
            // Bytes as STREAM counts them: two arrays for copy and scale, three for add and triad.
            const double bytes = static_cast<double>(n) * sizeof(double);
            const double perArrays[4] = {2, 2, 3, 3};
            double *figures[4] = {&result.copyGBs, &result.scaleGBs, &result.addGBs,
                                  &result.triadGBs};
            for (int k = 0; k < 4; ++k)
                *figures[k] = perArrays[k] * bytes / best[k] / 1e9;
            result.verified = streamVerified(a.get(), b.get(), c.get(), n, done, scalar);
        }
        results.push_back(result);
        if (result.cancelled)
            break;
    }
    return results;
}

std::vector<KernelPoint> RooflineBenchmark::kernels(int threads, std::size_t n,
                                                    const std::vector<int> &ks, int passes,
                                                    const std::atomic_bool *cancel,
                                                    const std::function<void(int, int)> &progress)
{
    auto a = alignedArray<float>(n);
    auto b = alignedArray<float>(n);
    auto c = alignedArray<float>(n);
    auto mask = alignedArray<std::uint8_t>(n);
    ThreadTeam::run(threads, [&](int index, int count) {
        std::size_t begin = 0, end = 0;
        ThreadTeam::split(n, index, count, begin, end);
        for (std::size_t i = begin; i < end; ++i) {
            a[i] = static_cast<float>(i % 7);
            b[i] = 3.0f;
            c[i] = 0.0f;
            mask[i] = 0;
        }
    });
    const Isa isa = SimdKernels::best();
    const double elements = static_cast<double>(n);
    const int total = 2 + static_cast<int>(ks.size());
    std::vector<KernelPoint> points;

    const auto measure = [&](KernelPoint point, auto body) {
        double best = std::numeric_limits<double>::max();
        for (int pass = 0; pass < passes && !isCancelled(cancel); ++pass) {
            best = std::min(best, ThreadTeam::run(threads, [&](int index, int count) {
                                std::size_t begin = 0, end = 0;
                                ThreadTeam::split(n, index, count, begin, end);
                                body(begin, end);
                            }));
        }
        if (isCancelled(cancel))
            return false;
        point.seconds = best;
        points.push_back(point);
        if (progress)
            progress(static_cast<int>(points.size()), total);
        return true;
    };

    if (!measure({"vector_add", 0, elements, 12.0 * elements, 0.0, 12.0 * elements},
                 [&](std::size_t lo, std::size_t hi) {
                     for (std::size_t i = lo; i < hi; ++i)
                         c[i] = a[i] + b[i];
                 }))
        return points;
    if (!measure({"compare", 0, elements, 9.0 * elements, 0.0, 9.0 * elements},
                 [&](std::size_t lo, std::size_t hi) {
                     for (std::size_t i = lo; i < hi; ++i)
                         mask[i] = a[i] > b[i];
                 }))
        return points;
    for (int k : ks) {
        if (!measure({"multiply_add", k, 2.0 * k * elements, 8.0 * elements, 0.0, 4.0 * elements},
                     [&](std::size_t lo, std::size_t hi) {
                         SimdKernels::multiplyAdd(isa, c.get() + lo, hi - lo, k, 0.999f, 0.001f);
                     }))
            return points;
    }
    g_sink = g_sink + c[n / 2] + static_cast<float>(mask[n / 3]);
    return points;
}

} // namespace blab::core
