// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/simd_kernels.h"

#include <cstddef>

namespace blab::core {

// The memory kernels of the bandwidth sweep and of STREAM, over double arrays, in the widest
// vectors the CPU has (AVX-512, AVX2 or SSE2, chosen at run time as the peak kernel is). The
// loops are written once with GCC's vector types and compiled for each instruction set; stores
// are ordinary ones, as STREAM and likwid-bench's stream kernels use. The compiler may fuse the
// triad's multiply and add, so checks compare with a relative tolerance, as STREAM's own does.
class StreamKernels
{
public:
    // The sum of a[0..n), read repeats times over (so the result is repeats times the sum), with
    // independent accumulators that stay in registers across the repeats.
    static double read(Isa isa, const double *a, std::size_t n, std::size_t repeats = 1);
    // Loads a[0..n) repeats times over into registers and does nothing with them, as
    // likwid-bench's load kernels do: a sum adds work to every load and read the L1 cache a
    // quarter slower here (285 against 400 GB/s on one pinned thread, in a standalone test). It
    // has no result to check, so the sweep checks what it reads with read().
    static void load(Isa isa, const double *a, std::size_t n, std::size_t repeats = 1);
    // STREAM's four: c = a; b = s c; c = a + b; a = b + s c.
    static void copy(Isa isa, double *c, const double *a, std::size_t n);
    static void scale(Isa isa, double *b, const double *c, double s, std::size_t n);
    static void add(Isa isa, double *c, const double *a, const double *b, std::size_t n);
    static void triad(Isa isa, double *a, const double *b, const double *c, double s,
                      std::size_t n);
};

} // namespace blab::core
