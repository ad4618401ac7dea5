// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/dgemm_benchmark.h"

#include "measure/common/cancel_flag.h"
#include "measure/common/elapsed.h"
#include "measure/common/sample_stats.h"
#include "measure/cpu/aligned_buffer.h"

#include <algorithm>
#include <cblas.h>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>

namespace blab::core {

namespace {

using Clock = std::chrono::steady_clock;

// Values in [0, 1) from a fixed linear congruential sequence, the same on every run.
void fill(double *data, std::size_t count, std::uint64_t seed)
{
    std::uint64_t state = seed * 6364136223846793005ull + 1442695040888963407ull;
    for (std::size_t i = 0; i < count; ++i) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        data[i] = static_cast<double>(state >> 11) / 9007199254740992.0;
    }
}

} // namespace

double DgemmResult::gflops() const
{
    return bestSeconds > 0 ? DgemmBenchmark::flopsFor(n) / bestSeconds / 1e9 : 0.0;
}

DgemmResult DgemmBenchmark::run(int n, int threads, int repeats, double warmupSeconds,
                                const std::atomic_bool *cancel)
{
    DgemmResult result;
    result.n = std::max(1, n);
    n = result.n;
    const std::size_t count = static_cast<std::size_t>(n) * n;
    const auto a = alignedArray<double>(count);
    const auto b = alignedArray<double>(count);
    const auto c = alignedArray<double>(count);
    fill(a.get(), count, 46);
    fill(b.get(), count, 47);
    openblas_set_num_threads(std::max(1, threads));
    result.threads = openblas_get_num_threads();
    const auto multiply = [&] {
        cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, a.get(), n, b.get(), n,
                    0.0, c.get(), n);
    };
    const Clock::time_point warmup = Clock::now();
    do
        multiply();
    while (secondsSince(warmup) < warmupSeconds && !isCancelled(cancel));
    double best = std::numeric_limits<double>::max();
    for (int i = 0; i < std::max(1, repeats); ++i) {
        if (isCancelled(cancel)) {
            result.cancelled = true;
            break;
        }
        const Clock::time_point start = Clock::now();
        multiply();
        best = std::min(best, secondsSince(start));
    }
    result.bestSeconds = best < std::numeric_limits<double>::max() ? best : 0.0;
    result.verified = verify(a.get(), b.get(), c.get(), n);
    return result;
}

bool DgemmBenchmark::verify(const double *a, const double *b, const double *c, int n, int samples)
{
    if (n < 1)
        return false;
    const std::uint64_t total = static_cast<std::uint64_t>(n) * n;
    const double eps = std::numeric_limits<double>::epsilon();
    for (int s = 0; s < samples && static_cast<std::uint64_t>(s) < total; ++s) {
        const std::uint64_t index = SampleStats::sampledEntry(s, total);
        const std::size_t i = index / n;
        const std::size_t j = index % n;
        long double exact = 0.0L;
        double magnitude = 0.0;
        for (int p = 0; p < n; ++p) {
            const long double product =
                static_cast<long double>(a[i * n + p]) * b[static_cast<std::size_t>(p) * n + j];
            exact += product;
            magnitude += std::fabs(static_cast<double>(product));
        }
        const double tolerance = 2.0 * n * eps * magnitude + std::numeric_limits<double>::min();
        const double error = std::fabs(static_cast<double>(c[index] - exact));
        if (!(error <= tolerance))
            return false;
    }
    return true;
}

} // namespace blab::core
