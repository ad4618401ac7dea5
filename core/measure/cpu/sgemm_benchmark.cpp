// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/sgemm_benchmark.h"

#include "measure/common/brief_runs.h"
#include "measure/common/cancel_flag.h"
#include "measure/common/elapsed.h"
#include "measure/common/sample_stats.h"
#include "measure/cpu/aligned_buffer.h"
#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/system_info.h"

#include <algorithm>
#include <cblas.h>
#include <chrono>
#include <cmath>
#include <limits>
#include <locale>
#include <sstream>
#include <stdexcept>

namespace blab::core {
namespace {

using Clock = std::chrono::steady_clock;

void multiply(const AlignedBuffer &a, const AlignedBuffer &b, AlignedBuffer &c, int n)
{
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a.data(), n, b.data(), n,
                0.0f, c.data(), n);
}

} // namespace

bool SgemmResult::shapesVerified() const
{
    for (const SgemmShapeCheck &check : shapeChecks) {
        if (!check.verification.passed)
            return false;
    }
    return true;
}

double SgemmResult::gflops() const
{
    return bestSeconds > 0 ? flops / bestSeconds / 1e9 : 0.0;
}

double SgemmResult::medianGflops() const
{
    return medianSeconds > 0 ? flops / medianSeconds / 1e9 : 0.0;
}

double SgemmResult::spread() const
{
    return MachineLoad::spread(runSeconds);
}

std::vector<std::string> SgemmResult::unreliable() const
{
    return MachineLoad::unreliable(othersShare, spread());
}

SgemmProblem SgemmBenchmark::problemWith(const SgemmOptions &options, std::uint64_t availableBytes)
{
    if (options.n < 1)
        return SgemmProblem::Size;
    if (options.repeats < 1 || options.repeats > 10000)
        return SgemmProblem::Repeats;
    if (options.threads < 0 || options.threads > SystemInfo::openblasMaxThreads())
        return SgemmProblem::Threads;
    if (bytesNeeded(options.n) > availableBytes)
        return SgemmProblem::Memory;
    return SgemmProblem::None;
}

std::string SgemmBenchmark::checkOptions(const SgemmOptions &options, std::uint64_t availableBytes)
{
    std::ostringstream why;
    why.imbue(std::locale::classic());
    switch (problemWith(options, availableBytes)) {
    case SgemmProblem::None:
        break;
    case SgemmProblem::Size:
        why << "--n must be a whole number of at least 1";
        break;
    case SgemmProblem::Repeats:
        why << "--repeats must be a whole number from 1 to 10000";
        break;
    case SgemmProblem::Threads:
        why << "--threads must be a whole number from 1 to " << SystemInfo::openblasMaxThreads();
        break;
    case SgemmProblem::Memory:
        why.setf(std::ios::fixed);
        why.precision(1);
        why << "--n " << options.n << " needs " << bytesNeeded(options.n) / 1e9
            << " GB for three matrices, but only " << availableBytes / 1e9
            << " GB of memory is available";
        break;
    }
    return why.str();
}

SgemmResult SgemmBenchmark::started(const SgemmOptions &options, int threads)
{
    SgemmResult result;
    result.n = options.n;
    result.repeats = options.repeats;
    result.threadsRequested = threads;
    result.threadsUsed = openblas_get_num_threads();
    const OpenblasRuntime &runtime = OpenblasRuntime::current();
    result.coreName = runtime.core;
    result.installedCore = runtime.installedCore;
    result.coreOrigin = coreOriginId(runtime.origin);
    result.flops = flopsFor(options.n);
    return result;
}

SgemmResult SgemmBenchmark::run(const SgemmOptions &options, const SgemmProgress &progress,
                                const std::atomic_bool *cancel)
{
    const std::string problem = checkOptions(options, SystemInfo::availableMemoryBytes());
    if (!problem.empty())
        throw std::invalid_argument(problem);

    const int n = options.n;
    const std::size_t count = static_cast<std::size_t>(n) * n;
    AlignedBuffer a(count);
    AlignedBuffer b(count);
    AlignedBuffer c(count);
    fillDeterministic(a.data(), count, options.seed);
    fillDeterministic(b.data(), count, options.seed + 1);
    std::fill(c.data(), c.data() + count, 0.0f);

    const int threads = options.threads > 0 ? options.threads : SystemInfo::openblasMaxThreads();
    openblas_set_num_threads(threads);

    SgemmResult result = started(options, threads);
    const Clock::time_point warmupStart = Clock::now();
    do {
        multiply(a, b, c, n);
        ++result.warmupCalls;
    } while (secondsSince(warmupStart) < BriefRuns::seconds(options.warmupSeconds) &&
             !isCancelled(cancel));
    result.warmupSeconds = secondsSince(warmupStart);
    if (progress)
        progress(0, options.repeats, 0.0);

    result.runSeconds.reserve(static_cast<std::size_t>(options.repeats));
    const LoadWatch load(options.loadSource);
    for (int i = 0; i < options.repeats; ++i) {
        if (isCancelled(cancel)) {
            result.cancelled = true;
            break;
        }
        const Clock::time_point start = Clock::now();
        multiply(a, b, c, n);
        const double seconds = secondsSince(start);
        result.runSeconds.push_back(seconds);
        if (progress)
            progress(i + 1, options.repeats, seconds);
    }

    result.othersShare = load.othersShare();
    if (!result.runSeconds.empty()) {
        result.bestSeconds = *std::min_element(result.runSeconds.begin(), result.runSeconds.end());
        result.medianSeconds = SampleStats::median(result.runSeconds);
    }
    // The warm-up always leaves a finished product in c, so it can be checked even when the
    // timed runs were cancelled.
    result.verification = verify(a.data(), b.data(), c.data(), n);
    if (options.checkShapes)
        result.shapeChecks = checkShapes(options.seed, cancel);
    return result;
}

SgemmVerification SgemmBenchmark::verify(const float *a, const float *b, const float *c, int n,
                                         int samples)
{
    return verify(SgemmShape{n, n, n, false, false}, a, b, c, samples);
}

SgemmVerification SgemmBenchmark::verify(const SgemmShape &shape, const float *a, const float *b,
                                         const float *c, int samples)
{
    SgemmVerification out;
    const int m = shape.m;
    const int n = shape.n;
    const int k = shape.k;
    if (m < 1 || n < 1 || k < 1 || samples < 1)
        return out;
    // Row-major storage: A is m x k (k x m when transposed), B is k x n (n x k when transposed).
    const auto aAt = [&](std::size_t i, std::size_t p) {
        return shape.transA ? a[p * m + i] : a[i * k + p];
    };
    const auto bAt = [&](std::size_t p, std::size_t j) {
        return shape.transB ? b[j * k + p] : b[p * n + j];
    };
    const double eps = std::numeric_limits<float>::epsilon();
    // A fixed stride walk over the entries: the corners, the diagonal and scattered places.
    const std::uint64_t total = static_cast<std::uint64_t>(m) * n;
    const int count = static_cast<int>(std::min<std::uint64_t>(samples, total));
    out.passed = true;
    for (int s = 0; s < count; ++s) {
        const std::uint64_t index = SampleStats::sampledEntry(s, total);
        const std::size_t i = index / n;
        const std::size_t j = index % n;
        double exact = 0.0;
        double magnitude = 0.0;
        for (int p = 0; p < k; ++p) {
            const double product = static_cast<double>(aAt(i, p)) * bAt(p, j);
            exact += product;
            magnitude += std::fabs(product);
        }
        const double tolerance = 2.0 * k * eps * magnitude + std::numeric_limits<float>::min();
        const double error = std::fabs(static_cast<double>(c[index]) - exact);
        const double ratio =
            std::isfinite(error) ? error / tolerance : std::numeric_limits<double>::infinity();
        out.worstErrorRatio = std::max(out.worstErrorRatio, ratio);
        if (!(ratio <= 1.0))
            out.passed = false;
        ++out.samples;
    }
    return out;
}

const std::vector<SgemmShape> &SgemmBenchmark::shapes()
{
    // OpenBLAS's x86 sgemm blocks k by 256 to 512 (SGEMM_Q), m by 256 to 1024 (SGEMM_P) and uses
    // micro-kernels of 4 to 32 by 2 to 16; 769 x 513 x 1031 crosses all of them.
    static const std::vector<SgemmShape> list = {
        {1, 1, 1, false, false},      {7, 3, 5, false, false},        {33, 65, 17, false, false},
        {1000, 3, 257, false, false}, {3, 1000, 2000, false, false},  {17, 2049, 1, false, false},
        {64, 64, 8192, false, false}, {769, 513, 1031, false, false}, {129, 257, 513, true, false},
        {255, 129, 511, false, true}, {97, 101, 703, true, true},
    };
    return list;
}

std::vector<SgemmShapeCheck> SgemmBenchmark::checkShapes(std::uint64_t seed,
                                                         const std::atomic_bool *cancel)
{
    std::vector<SgemmShapeCheck> checks;
    for (const SgemmShape &shape : shapes()) {
        if (isCancelled(cancel))
            break;
        const std::size_t aCount = static_cast<std::size_t>(shape.m) * shape.k;
        const std::size_t bCount = static_cast<std::size_t>(shape.k) * shape.n;
        const std::size_t cCount = static_cast<std::size_t>(shape.m) * shape.n;
        AlignedBuffer a(aCount);
        AlignedBuffer b(bCount);
        AlignedBuffer c(cCount);
        fillDeterministic(a.data(), aCount, seed + 2);
        fillDeterministic(b.data(), bCount, seed + 3);
        // A product that leaves an entry unwritten must not pass on a lucky zero or stale value.
        std::fill(c.data(), c.data() + cCount, std::numeric_limits<float>::quiet_NaN());
        const int lda = shape.transA ? shape.m : shape.k;
        const int ldb = shape.transB ? shape.k : shape.n;
        cblas_sgemm(CblasRowMajor, shape.transA ? CblasTrans : CblasNoTrans,
                    shape.transB ? CblasTrans : CblasNoTrans, shape.m, shape.n, shape.k, 1.0f,
                    a.data(), lda, b.data(), ldb, 0.0f, c.data(), shape.n);
        checks.push_back({shape, verify(shape, a.data(), b.data(), c.data())});
    }
    return checks;
}

void SgemmBenchmark::fillDeterministic(float *data, std::size_t count, std::uint64_t seed)
{
    // splitmix64: tiny, fast and the same on every platform, unlike std::uniform_real_distribution.
    std::uint64_t state = seed;
    for (std::size_t i = 0; i < count; ++i) {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        data[i] = static_cast<float>(z >> 40) * (1.0f / 16777216.0f);
    }
}

} // namespace blab::core
