// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/cpu_features.h"

#include <cstddef>

namespace blab::core {

// Instruction sets the hand-written kernels come in, from widest to narrowest.
enum class Isa
{
    Avx512,
    Avx2Fma,
    Sse2,
    Scalar
};

// The floating-point kernels that measure this CPU's roof. Each comes compiled for every
// instruction set above; the dispatcher picks the widest one the CPU reports at run time, so an
// instruction the CPU lacks is never executed.
class SimdKernels
{
public:
    // The widest instruction set the features allow.
    static Isa choose(const CpuFeatures &features);
    static Isa best() { return choose(CpuFeatures::detect()); }
    static bool supported(Isa isa);
    static const char *name(Isa isa);

    // Independent multiply-add chains held in registers, iterations times. Returns a checksum so
    // the work cannot be optimised away, and writes the FLOPs done.
    static float multiplyAddChains(Isa isa, long iterations, double &flops);
    // The same in double precision: half the lanes per vector, so half the FLOPs per cycle on
    // most CPUs.
    static double multiplyAddChainsFp64(Isa isa, long iterations, double &flops);
    // The value every chain reaches: x(n) = a^n x0 + b (1 - a^n) / (1 - a), the reference for
    // tests. Each chain starts at 1 + chain / 64.
    static constexpr float kA = 0.999f;
    static constexpr float kB = 0.001f;

    // x[i] = x[i] * a + b, k times for each element while it stays in registers, in place.
    static void multiplyAdd(Isa isa, float *x, std::size_t n, int k, float a, float b);
};

} // namespace blab::core
