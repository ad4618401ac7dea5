// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/stream_kernels.h"

#include <cstring>

// The vector types pass between always-inlined helpers only, so the calling convention GCC warns
// about never applies.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace blab::core {

namespace {

// The loop bodies, written once over a vector type V of W doubles. They are always inlined into
// the per-instruction-set functions below, so each copy is compiled for that function's target.
template <typename V> constexpr std::size_t kWidth = sizeof(V) / sizeof(double);

template <typename V> inline __attribute__((always_inline)) V load(const double *p)
{
    V v;
    std::memcpy(&v, p, sizeof(V));
    return v;
}

template <typename V> inline __attribute__((always_inline)) void store(double *p, V v)
{
    std::memcpy(p, &v, sizeof(V));
}

template <typename V>
inline __attribute__((always_inline)) double readBody(const double *a, std::size_t n,
                                                      std::size_t repeats)
{
    // Eight independent sums: two loads a cycle against an add that takes about four cycles
    // keep eight additions in flight; four accumulators held the L1 read to two thirds of that.
    constexpr std::size_t w = kWidth<V>;
    constexpr std::size_t kSums = 8;
    V s[kSums] = {};
    // The sums stay in registers across the repeats and are added up once, so that a small
    // working set read many times pays for one reduction, not one per pass.
    const std::size_t whole = n / (kSums * w) * (kSums * w);
    double tail = 0.0;
    for (std::size_t r = 0; r < repeats; ++r) {
        for (std::size_t i = 0; i < whole; i += kSums * w) {
            for (std::size_t k = 0; k < kSums; ++k)
                s[k] += load<V>(a + i + k * w);
        }
        for (std::size_t i = whole; i < n; ++i)
            tail += a[i];
    }
    for (std::size_t k = 1; k < kSums; ++k)
        s[0] += s[k];
    double total = tail;
    for (std::size_t k = 0; k < w; ++k)
        total += s[0][k];
    return total;
}

// An empty instruction that takes v in a register: the compiler must issue the load that
// produced v, yet no instruction uses it, so nothing but the loads themselves is timed. GCC
// checks the register constraint after inlining, in the AVX-512 function; clang checks it here,
// where 512-bit registers are unknown, so a clang build (only the fuzzers, which never measure)
// keeps the loads with a running sum instead.
#if defined(__clang__)
template <typename V> struct Sink
{
    V sum{};
    void keep(const V &v) { sum += v; }
};
#else
template <typename V> struct Sink
{
    inline __attribute__((always_inline)) void keep(const V &v)
    {
#if defined(__x86_64__) || defined(__i386__)
        asm volatile("" : : "v"(v));
#else
        asm volatile("" : : "g"(v));
#endif
    }
};
#endif

template <typename V>
inline __attribute__((always_inline)) void loadBody(const double *a, std::size_t n,
                                                    std::size_t repeats)
{
    // Eight vectors per step, as the read kernel; the loads are independent, so two a cycle
    // can issue. What is left is loaded a vector at a time, and only the last few doubles one
    // by one: a slice of 7936 bytes left 256 bytes to scalar loads, which cost as much as the
    // 7680 bytes before them and put a 40 % dip into the sweep's L1 plateau.
    constexpr std::size_t w = kWidth<V>;
    constexpr std::size_t kStep = 8 * w;
    const std::size_t whole = n / kStep * kStep, vectorsEnd = n / w * w;
    Sink<V> vectors;
    Sink<double> scalars;
    for (std::size_t r = 0; r < repeats; ++r) {
        for (std::size_t i = 0; i < whole; i += kStep) {
            for (std::size_t k = 0; k < 8; ++k)
                vectors.keep(load<V>(a + i + k * w));
        }
        for (std::size_t i = whole; i < vectorsEnd; i += w)
            vectors.keep(load<V>(a + i));
        for (std::size_t i = vectorsEnd; i < n; ++i)
            scalars.keep(a[i]);
    }
#if defined(__clang__)
    asm volatile("" : : "m"(vectors.sum), "m"(scalars.sum));
#endif
}

// dst[i] = f(i) for the vector part, then the scalar tail with the same formula.
template <typename V, typename Vector, typename Scalar>
inline __attribute__((always_inline)) void mapBody(double *dst, std::size_t n, Vector vector,
                                                   Scalar scalar)
{
    constexpr std::size_t w = kWidth<V>;
    std::size_t i = 0;
    for (; i + 2 * w <= n; i += 2 * w) {
        store<V>(dst + i, vector(i));
        store<V>(dst + i + w, vector(i + w));
    }
    // One vector more where it fits, so that fewer than w elements are left to scalar code.
    if (i + w <= n) {
        store<V>(dst + i, vector(i));
        i += w;
    }
    for (; i < n; ++i)
        dst[i] = scalar(i);
}

template <typename V>
inline __attribute__((always_inline)) void copyBody(double *c, const double *a, std::size_t n)
{
    mapBody<V>(
        c, n, [&](std::size_t i) __attribute__((always_inline)) { return load<V>(a + i); },
        [&](std::size_t i) __attribute__((always_inline)) { return a[i]; });
}

template <typename V>
inline __attribute__((always_inline)) void scaleBody(double *b, const double *c, double s,
                                                     std::size_t n)
{
    mapBody<V>(
        b, n, [&](std::size_t i) __attribute__((always_inline)) { return s * load<V>(c + i); },
        [&](std::size_t i) __attribute__((always_inline)) { return s * c[i]; });
}

template <typename V>
inline __attribute__((always_inline)) void addBody(double *c, const double *a, const double *b,
                                                   std::size_t n)
{
    mapBody<V>(
        c, n,
        [&](std::size_t i)
            __attribute__((always_inline)) { return load<V>(a + i) + load<V>(b + i); },
        [&](std::size_t i) __attribute__((always_inline)) { return a[i] + b[i]; });
}

template <typename V>
inline __attribute__((always_inline)) void triadBody(double *a, const double *b, const double *c,
                                                     double s, std::size_t n)
{
    mapBody<V>(
        a, n,
        [&](std::size_t i)
            __attribute__((always_inline)) { return load<V>(b + i) + s * load<V>(c + i); },
        [&](std::size_t i) __attribute__((always_inline)) { return b[i] + s * c[i]; });
}

typedef double V2 __attribute__((vector_size(16)));
typedef double V4 __attribute__((vector_size(32)));
typedef double V8 __attribute__((vector_size(64)));

#if defined(__x86_64__) || defined(__i386__)
#define BLAB_TARGET(name) __attribute__((target(name)))
#else
// Elsewhere the three copies are the compiler's default code; the dispatcher picks Scalar there.
#define BLAB_TARGET(name)
#endif

// One function per kernel and instruction set; the target attribute is what makes the inlined
// body use that set's registers and instructions.
#define BLAB_STREAM_ISA(SUFFIX, TARGET, V)                                                         \
    BLAB_TARGET(TARGET) double read##SUFFIX(const double *a, std::size_t n, std::size_t repeats)   \
    {                                                                                              \
        return readBody<V>(a, n, repeats);                                                         \
    }                                                                                              \
    BLAB_TARGET(TARGET) void load##SUFFIX(const double *a, std::size_t n, std::size_t repeats)     \
    {                                                                                              \
        loadBody<V>(a, n, repeats);                                                                \
    }                                                                                              \
    BLAB_TARGET(TARGET) void copy##SUFFIX(double *c, const double *a, std::size_t n)               \
    {                                                                                              \
        copyBody<V>(c, a, n);                                                                      \
    }                                                                                              \
    BLAB_TARGET(TARGET) void scale##SUFFIX(double *b, const double *c, double s, std::size_t n)    \
    {                                                                                              \
        scaleBody<V>(b, c, s, n);                                                                  \
    }                                                                                              \
    BLAB_TARGET(TARGET)                                                                            \
    void add##SUFFIX(double *c, const double *a, const double *b, std::size_t n)                   \
    {                                                                                              \
        addBody<V>(c, a, b, n);                                                                    \
    }                                                                                              \
    BLAB_TARGET(TARGET)                                                                            \
    void triad##SUFFIX(double *a, const double *b, const double *c, double s, std::size_t n)       \
    {                                                                                              \
        triadBody<V>(a, b, c, s, n);                                                               \
    }

BLAB_STREAM_ISA(Avx512, "avx512f", V8)
BLAB_STREAM_ISA(Avx2, "avx2", V4)
BLAB_STREAM_ISA(Sse2, "sse2", V2)
#undef BLAB_STREAM_ISA
#undef BLAB_TARGET

} // namespace

double StreamKernels::read(Isa isa, const double *a, std::size_t n, std::size_t repeats)
{
    switch (isa) {
    case Isa::Avx512:
        return readAvx512(a, n, repeats);
    case Isa::Avx2Fma:
        return readAvx2(a, n, repeats);
    default:
        return readSse2(a, n, repeats);
    }
}

void StreamKernels::load(Isa isa, const double *a, std::size_t n, std::size_t repeats)
{
    isa == Isa::Avx512    ? loadAvx512(a, n, repeats)
    : isa == Isa::Avx2Fma ? loadAvx2(a, n, repeats)
                          : loadSse2(a, n, repeats);
}

void StreamKernels::copy(Isa isa, double *c, const double *a, std::size_t n)
{
    isa == Isa::Avx512    ? copyAvx512(c, a, n)
    : isa == Isa::Avx2Fma ? copyAvx2(c, a, n)
                          : copySse2(c, a, n);
}

void StreamKernels::scale(Isa isa, double *b, const double *c, double s, std::size_t n)
{
    isa == Isa::Avx512    ? scaleAvx512(b, c, s, n)
    : isa == Isa::Avx2Fma ? scaleAvx2(b, c, s, n)
                          : scaleSse2(b, c, s, n);
}

void StreamKernels::add(Isa isa, double *c, const double *a, const double *b, std::size_t n)
{
    isa == Isa::Avx512    ? addAvx512(c, a, b, n)
    : isa == Isa::Avx2Fma ? addAvx2(c, a, b, n)
                          : addSse2(c, a, b, n);
}

void StreamKernels::triad(Isa isa, double *a, const double *b, const double *c, double s,
                          std::size_t n)
{
    isa == Isa::Avx512    ? triadAvx512(a, b, c, s, n)
    : isa == Isa::Avx2Fma ? triadAvx2(a, b, c, s, n)
                          : triadSse2(a, b, c, s, n);
}

} // namespace blab::core
