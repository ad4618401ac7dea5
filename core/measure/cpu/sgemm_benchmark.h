// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/machine_load.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

struct SgemmOptions
{
    int n = 512;
    int repeats = 20;
    // 0 means every thread OpenBLAS may use on this machine.
    int threads = 0;
    // Untimed calls continue until this much time has passed, so that OpenBLAS's thread pool is
    // started and spread over the cores before the first timed run.
    double warmupSeconds = 0.1;
    std::uint64_t seed = 46;
    // Also multiply the shapes of SgemmBenchmark::shapes() after the timed runs and check them.
    bool checkShapes = true;
    // Where the machine's CPU time is read, to say whether other work ran beside the timed runs
    // (MachineLoad::read unless a test gives another).
    MachineLoad::Source loadSource;
};

struct SgemmVerification
{
    bool passed = false;
    int samples = 0;
    // The largest |error| / tolerance over the sampled entries; at most 1 when passed.
    double worstErrorRatio = 0.0;
};

// One product of another shape than n x n, checked against double precision: a kernel family
// can be right for square matrices and wrong at an edge of its blocking.
struct SgemmShape
{
    int m = 0;
    int n = 0;
    int k = 0;
    bool transA = false;
    bool transB = false;
};

// Why options cannot run here, so that each caller can say it in its reader's language.
enum class SgemmProblem
{
    None,
    Size,
    Repeats,
    Threads,
    Memory,
};

struct SgemmShapeCheck
{
    SgemmShape shape;
    SgemmVerification verification;
};

struct SgemmResult
{
    int n = 0;
    int repeats = 0;
    int threadsRequested = 0;
    int threadsUsed = 0;
    std::string coreName;
    // OpenBLAS's own pick when known, and how coreName was chosen (coreOriginId()).
    std::optional<std::string> installedCore;
    std::string coreOrigin = "installed";
    int warmupCalls = 0;
    double warmupSeconds = 0.0;
    std::vector<double> runSeconds;
    double bestSeconds = 0.0;
    double medianSeconds = 0.0;
    double flops = 0.0;
    bool cancelled = false;
    // Other processes' share of the machine's CPU time during the timed runs (MachineLoad).
    double othersShare = 0.0;
    SgemmVerification verification;
    std::vector<SgemmShapeCheck> shapeChecks;

    bool shapesVerified() const;
    // The n x n product and every other shape checked were right.
    bool verified() const { return verification.passed && shapesVerified(); }
    // GFLOPS of the fastest run: the machine's ceiling is what the fastest run shows, because
    // interruptions only ever make a run slower.
    double gflops() const;
    double medianGflops() const;
    // (median − fastest) ÷ fastest of the timed runs.
    double spread() const;
    // Why the figures cannot be trusted (MachineLoad::unreliable); empty when they can.
    std::vector<std::string> unreliable() const;
};

// Called after the warm-up (done = 0) and after every timed run.
using SgemmProgress = std::function<void(int done, int total, double lastRunSeconds)>;

// Times OpenBLAS's cblas_sgemm on two n x n float32 matrices, C = A * B.
class SgemmBenchmark
{
public:
    static double flopsFor(int n) { return 2.0 * n * static_cast<double>(n) * n; }
    static std::uint64_t bytesNeeded(int n) { return 3ull * n * n * sizeof(float); }

    // None when the options can run here; otherwise the first reason they cannot.
    static SgemmProblem problemWith(const SgemmOptions &options, std::uint64_t availableBytes);
    // An empty string when the options can run here; otherwise why not in English, naming the
    // option (the window and the command line say it in their own language instead).
    static std::string checkOptions(const SgemmOptions &options, std::uint64_t availableBytes);

    // Runs the measurement. Throws std::invalid_argument when checkOptions refuses the options.
    // The cancel flag is read during the warm-up and between runs; a cancelled result keeps the
    // runs that finished.
    static SgemmResult run(const SgemmOptions &options, const SgemmProgress &progress = {},
                           const std::atomic_bool *cancel = nullptr);

    // Compares sampled entries of c against double-precision dot products of a's rows and b's
    // columns (row-major). The tolerance of each entry is the standard float error bound for a sum
    // of n products, 2 n eps sum |a_ik b_kj|, so it grows with n as rounding does.
    static SgemmVerification verify(const float *a, const float *b, const float *c, int n,
                                    int samples = 64);
    // The same for C (m x n) = op(A) op(B) with an inner dimension k, row-major, where op
    // transposes when the shape says so.
    static SgemmVerification verify(const SgemmShape &shape, const float *a, const float *b,
                                    const float *c, int samples = 64);

    // Shapes that find a wrong kernel where one square product does not: one element, odd sizes
    // at the edges of the micro-kernels, tall and wide panels, k = 1 and a long k, sizes that
    // cross the cache blocking of every x86 family, and both transpositions.
    static const std::vector<SgemmShape> &shapes();
    // Multiplies every shape of shapes() with the threads OpenBLAS uses now and checks each.
    static std::vector<SgemmShapeCheck> checkShapes(std::uint64_t seed,
                                                    const std::atomic_bool *cancel = nullptr);

    // Fills with uniform values in [0, 1) from a fixed-seed generator, identical on every run.
    static void fillDeterministic(float *data, std::size_t count, std::uint64_t seed);

private:
    // A result before any run: the options, the threads and the kernels that will run.
    static SgemmResult started(const SgemmOptions &options, int threads);
};

} // namespace blab::core
