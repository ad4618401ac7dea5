// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <atomic>

namespace blab::core {

struct DgemmResult
{
    int n = 0;
    int threads = 0;
    double bestSeconds = 0.0;
    // Sampled entries agree with long-double dot products within the double rounding bound.
    bool verified = false;
    bool cancelled = false;

    double gflops() const;
};

// Times OpenBLAS's cblas_dgemm on two n x n double matrices, C = A * B: the FP64 point of the
// measured roofline beside sgemm's FP32 one. The product uses the kernel family that sgemm's
// shape checks have already passed on this machine (OpenBLAS picks one family for both).
class DgemmBenchmark
{
public:
    static double flopsFor(int n) { return 2.0 * n * static_cast<double>(n) * n; }
    // Three n x n double matrices: what the product's working set is.
    static double bytesFor(int n) { return 3.0 * n * static_cast<double>(n) * sizeof(double); }

    // The best of repeats timed products after warmupSeconds of untimed ones, on threads
    // OpenBLAS threads. The cancel flag is read between products.
    static DgemmResult run(int n, int threads, int repeats, double warmupSeconds,
                           const std::atomic_bool *cancel = nullptr);
    // Checks samples entries of c (row-major, n x n) against A * B in long double, each within
    // 2 n eps sum |a_ik b_kj|.
    static bool verify(const double *a, const double *b, const double *c, int n, int samples = 64);
};

} // namespace blab::core
