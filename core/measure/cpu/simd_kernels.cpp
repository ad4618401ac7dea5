// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/simd_kernels.h"

#include <cmath>

// Vector types pass only between always-inlined helpers, so the calling convention GCC warns
// about never applies.
#pragma GCC diagnostic ignored "-Wpsabi"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define BLAB_X86 1
#endif

namespace blab::core {

namespace {

// Chains per kernel: enough independent multiply-adds in flight to cover the FMA latency on both
// ports (about 4 cycles x 2 ports), and no more than the registers hold.
constexpr int kScalarChains = 8;

float scalarChains(long iterations, double &flops)
{
    float acc[kScalarChains];
    for (int c = 0; c < kScalarChains; ++c)
        acc[c] = 1.0f + c / 64.0f;
    for (long i = 0; i < iterations; ++i) {
        for (float &v : acc)
            v = v * SimdKernels::kA + SimdKernels::kB;
    }
    flops = 2.0 * kScalarChains * static_cast<double>(iterations);
    float sum = 0.0f;
    for (float v : acc)
        sum += v;
    return sum;
}

void scalarMultiplyAdd(float *x, std::size_t n, int k, float a, float b)
{
    for (std::size_t i = 0; i < n; ++i) {
        float v = x[i];
        for (int j = 0; j < k; ++j)
            v = v * a + b;
        x[i] = v;
    }
}

// The double-precision chains, written once over GCC's vector types and compiled per
// instruction set by the target functions below (the body is always inlined into them). The
// multiply and add are fused wherever the target has FMA, as in the single-precision kernels.
template <typename V, int Chains>
inline __attribute__((always_inline)) double fp64Chains(long iterations, double &flops)
{
    constexpr int width = sizeof(V) / sizeof(double);
    V acc[Chains];
    for (int c = 0; c < Chains; ++c)
        acc[c] = V{} + (1.0 + c / 64.0);
    for (long i = 0; i < iterations; ++i) {
        for (V &v : acc)
            v = v * double(SimdKernels::kA) + double(SimdKernels::kB);
    }
    flops = 2.0 * Chains * width * static_cast<double>(iterations);
    V sum = acc[0];
    for (int c = 1; c < Chains; ++c)
        sum += acc[c];
    double total = 0.0;
    for (int k = 0; k < width; ++k)
        total += sum[k];
    return total;
}

#ifdef BLAB_X86

// The elements after the last whole block, with fused multiply-adds like the vector code before
// them, so that every element of one call is rounded the same way.
__attribute__((target("fma"))) void fusedMultiplyAdd(float *x, std::size_t n, int k, float a,
                                                     float b)
{
    for (std::size_t i = 0; i < n; ++i) {
        float w = x[i];
        for (int j = 0; j < k; ++j)
            w = std::fma(w, a, b);
        x[i] = w;
    }
}

__attribute__((target("sse2"))) float sse2Chains(long iterations, double &flops)
{
    constexpr int chains = 12;
    __m128 acc[chains];
    for (int c = 0; c < chains; ++c)
        acc[c] = _mm_set1_ps(1.0f + c / 64.0f);
    const __m128 a = _mm_set1_ps(SimdKernels::kA);
    const __m128 b = _mm_set1_ps(SimdKernels::kB);
    for (long i = 0; i < iterations; ++i) {
        for (__m128 &v : acc)
            v = _mm_add_ps(_mm_mul_ps(v, a), b);
    }
    flops = 2.0 * chains * 4 * static_cast<double>(iterations);
    __m128 sum = acc[0];
    for (int c = 1; c < chains; ++c)
        sum = _mm_add_ps(sum, acc[c]);
    float lanes[4];
    _mm_storeu_ps(lanes, sum);
    return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}

__attribute__((target("avx2,fma"))) float avx2Chains(long iterations, double &flops)
{
    constexpr int chains = 12;
    __m256 acc[chains];
    for (int c = 0; c < chains; ++c)
        acc[c] = _mm256_set1_ps(1.0f + c / 64.0f);
    const __m256 a = _mm256_set1_ps(SimdKernels::kA);
    const __m256 b = _mm256_set1_ps(SimdKernels::kB);
    for (long i = 0; i < iterations; ++i) {
        for (__m256 &v : acc)
            v = _mm256_fmadd_ps(v, a, b);
    }
    flops = 2.0 * chains * 8 * static_cast<double>(iterations);
    __m256 sum = acc[0];
    for (int c = 1; c < chains; ++c)
        sum = _mm256_add_ps(sum, acc[c]);
    float lanes[8];
    _mm256_storeu_ps(lanes, sum);
    float total = 0.0f;
    for (float v : lanes)
        total += v;
    return total;
}

__attribute__((target("avx512f"))) float avx512Chains(long iterations, double &flops)
{
    constexpr int chains = 16;
    __m512 acc[chains];
    for (int c = 0; c < chains; ++c)
        acc[c] = _mm512_set1_ps(1.0f + c / 64.0f);
    const __m512 a = _mm512_set1_ps(SimdKernels::kA);
    const __m512 b = _mm512_set1_ps(SimdKernels::kB);
    for (long i = 0; i < iterations; ++i) {
        for (__m512 &v : acc)
            v = _mm512_fmadd_ps(v, a, b);
    }
    flops = 2.0 * chains * 16 * static_cast<double>(iterations);
    __m512 sum = acc[0];
    for (int c = 1; c < chains; ++c)
        sum = _mm512_add_ps(sum, acc[c]);
    // Summed by hand: GCC 12's _mm512_reduce_add_ps trips -Wuninitialized in its own header.
    float lanes[16];
    _mm512_storeu_ps(lanes, sum);
    float total = 0.0f;
    for (float v : lanes)
        total += v;
    return total;
}

// Blocks of 8 vectors stay in registers for all k multiply-adds: eight independent chains.
__attribute__((target("avx2,fma"))) void avx2MultiplyAdd(float *x, std::size_t n, int k, float a,
                                                         float b)
{
    constexpr std::size_t vectors = 8;
    constexpr std::size_t block = vectors * 8;
    const __m256 va = _mm256_set1_ps(a);
    const __m256 vb = _mm256_set1_ps(b);
    std::size_t i = 0;
    for (; i + block <= n; i += block) {
        __m256 v[vectors];
        for (std::size_t t = 0; t < vectors; ++t)
            v[t] = _mm256_loadu_ps(x + i + 8 * t);
        for (int j = 0; j < k; ++j) {
            for (__m256 &w : v)
                w = _mm256_fmadd_ps(w, va, vb);
        }
        for (std::size_t t = 0; t < vectors; ++t)
            _mm256_storeu_ps(x + i + 8 * t, v[t]);
    }
    fusedMultiplyAdd(x + i, n - i, k, a, b);
}

__attribute__((target("avx512f"))) void avx512MultiplyAdd(float *x, std::size_t n, int k, float a,
                                                          float b)
{
    constexpr std::size_t vectors = 8;
    constexpr std::size_t block = vectors * 16;
    const __m512 va = _mm512_set1_ps(a);
    const __m512 vb = _mm512_set1_ps(b);
    std::size_t i = 0;
    for (; i + block <= n; i += block) {
        __m512 v[vectors];
        for (std::size_t t = 0; t < vectors; ++t)
            v[t] = _mm512_loadu_ps(x + i + 16 * t);
        for (int j = 0; j < k; ++j) {
            for (__m512 &w : v)
                w = _mm512_fmadd_ps(w, va, vb);
        }
        for (std::size_t t = 0; t < vectors; ++t)
            _mm512_storeu_ps(x + i + 16 * t, v[t]);
    }
    fusedMultiplyAdd(x + i, n - i, k, a, b);
}

__attribute__((target("sse2"))) void sse2MultiplyAdd(float *x, std::size_t n, int k, float a,
                                                     float b)
{
    constexpr std::size_t vectors = 8;
    constexpr std::size_t block = vectors * 4;
    const __m128 va = _mm_set1_ps(a);
    const __m128 vb = _mm_set1_ps(b);
    std::size_t i = 0;
    for (; i + block <= n; i += block) {
        __m128 v[vectors];
        for (std::size_t t = 0; t < vectors; ++t)
            v[t] = _mm_loadu_ps(x + i + 4 * t);
        for (int j = 0; j < k; ++j) {
            for (__m128 &w : v)
                w = _mm_add_ps(_mm_mul_ps(w, va), vb);
        }
        for (std::size_t t = 0; t < vectors; ++t)
            _mm_storeu_ps(x + i + 4 * t, v[t]);
    }
    scalarMultiplyAdd(x + i, n - i, k, a, b);
}

typedef double D2 __attribute__((vector_size(16)));
typedef double D4 __attribute__((vector_size(32)));
typedef double D8 __attribute__((vector_size(64)));

__attribute__((target("sse2"))) double sse2ChainsFp64(long iterations, double &flops)
{
    return fp64Chains<D2, 12>(iterations, flops);
}

__attribute__((target("avx2,fma"))) double avx2ChainsFp64(long iterations, double &flops)
{
    return fp64Chains<D4, 12>(iterations, flops);
}

__attribute__((target("avx512f"))) double avx512ChainsFp64(long iterations, double &flops)
{
    return fp64Chains<D8, 16>(iterations, flops);
}

#endif

} // namespace

Isa SimdKernels::choose(const CpuFeatures &features)
{
#ifdef BLAB_X86
    if (features.avx512f)
        return Isa::Avx512;
    if (features.avx2 && features.fma)
        return Isa::Avx2Fma;
    if (features.sse2)
        return Isa::Sse2;
#else
    (void)features;
#endif
    return Isa::Scalar;
}

bool SimdKernels::supported(Isa isa)
{
    const CpuFeatures f = CpuFeatures::detect();
    switch (isa) {
    case Isa::Avx512:
        return f.avx512f;
    case Isa::Avx2Fma:
        return f.avx2 && f.fma;
    case Isa::Sse2:
        return f.sse2;
    case Isa::Scalar:
        return true;
    }
    return false;
}

const char *SimdKernels::name(Isa isa)
{
    switch (isa) {
    case Isa::Avx512:
        return "AVX-512";
    case Isa::Avx2Fma:
        return "AVX2+FMA";
    case Isa::Sse2:
        return "SSE2";
    case Isa::Scalar:
        return "scalar";
    }
    return "scalar";
}

float SimdKernels::multiplyAddChains(Isa isa, long iterations, double &flops)
{
    // An instruction set the CPU lacks falls back to scalar code instead of faulting.
    if (!supported(isa))
        isa = Isa::Scalar;
#ifdef BLAB_X86
    switch (isa) {
    case Isa::Avx512:
        return avx512Chains(iterations, flops);
    case Isa::Avx2Fma:
        return avx2Chains(iterations, flops);
    case Isa::Sse2:
        return sse2Chains(iterations, flops);
    case Isa::Scalar:
        break;
    }
#endif
    return scalarChains(iterations, flops);
}

double SimdKernels::multiplyAddChainsFp64(Isa isa, long iterations, double &flops)
{
    if (!supported(isa))
        isa = Isa::Scalar;
#ifdef BLAB_X86
    switch (isa) {
    case Isa::Avx512:
        return avx512ChainsFp64(iterations, flops);
    case Isa::Avx2Fma:
        return avx2ChainsFp64(iterations, flops);
    case Isa::Sse2:
        return sse2ChainsFp64(iterations, flops);
    case Isa::Scalar:
        break;
    }
#endif
    return fp64Chains<double __attribute__((vector_size(8))), 8>(iterations, flops);
}

void SimdKernels::multiplyAdd(Isa isa, float *x, std::size_t n, int k, float a, float b)
{
    if (!supported(isa))
        isa = Isa::Scalar;
#ifdef BLAB_X86
    switch (isa) {
    case Isa::Avx512:
        avx512MultiplyAdd(x, n, k, a, b);
        return;
    case Isa::Avx2Fma:
        avx2MultiplyAdd(x, n, k, a, b);
        return;
    case Isa::Sse2:
        sse2MultiplyAdd(x, n, k, a, b);
        return;
    case Isa::Scalar:
        break;
    }
#endif
    scalarMultiplyAdd(x, n, k, a, b);
}

} // namespace blab::core
