// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/cpu_features.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace blab::core {

namespace {

#if defined(__x86_64__) || defined(__i386__)
bool bit(unsigned value, int index)
{
    return (value >> index) & 1u;
}

// XCR0: which register states the OS saves on a context switch.
unsigned long long xcr0()
{
    unsigned eax = 0;
    unsigned edx = 0;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return (static_cast<unsigned long long>(edx) << 32) | eax;
}
#endif

} // namespace

CpuFeatures CpuFeatures::detect()
{
    CpuFeatures f;
#if defined(__x86_64__) || defined(__i386__)
    f.x86 = true;
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx))
        return f;
    const int baseFamily = static_cast<int>((eax >> 8) & 0xf);
    const int baseModel = static_cast<int>((eax >> 4) & 0xf);
    f.family = baseFamily == 0xf ? baseFamily + static_cast<int>((eax >> 20) & 0xff) : baseFamily;
    f.model = baseFamily == 0x6 || baseFamily == 0xf
                  ? baseModel + (static_cast<int>((eax >> 16) & 0xf) << 4)
                  : baseModel;
    f.sse2 = bit(edx, 26);
    f.sse3 = bit(ecx, 0);
    f.ssse3 = bit(ecx, 9);
    f.fma = bit(ecx, 12);
    f.sse41 = bit(ecx, 19);
    f.sse42 = bit(ecx, 20);
    const bool osxsave = bit(ecx, 27);
    const unsigned long long xstate = osxsave ? xcr0() : 0;
    // SSE and AVX state (bits 1, 2); opmask and the upper ZMM halves (bits 5, 6, 7) for AVX-512.
    const bool osAvx = (xstate & 0x6) == 0x6;
    const bool osAvx512 = osAvx && (xstate & 0xe0) == 0xe0;
    f.avx = osAvx && bit(ecx, 28);
    f.fma = f.fma && f.avx;

    unsigned maxExtended = __get_cpuid_max(0x80000000u, nullptr);
    if (maxExtended >= 0x80000001u && __get_cpuid(0x80000001u, &eax, &ebx, &ecx, &edx)) {
        f.sse4a = bit(ecx, 6);
        f.xop = f.avx && bit(ecx, 11);
        f.fma4 = f.avx && bit(ecx, 16);
    }
    if (__get_cpuid_max(0, nullptr) >= 7) {
        __cpuid_count(7, 0, eax, ebx, ecx, edx);
        f.avx2 = f.avx && bit(ebx, 5);
        f.avx512f = osAvx512 && bit(ebx, 16);
        f.avx512dq = f.avx512f && bit(ebx, 17);
        f.avx512cd = f.avx512f && bit(ebx, 28);
        f.avx512bw = f.avx512f && bit(ebx, 30);
        f.avx512vl = f.avx512f && bit(ebx, 31);
        const unsigned subleaves = eax;
        if (subleaves >= 1) {
            __cpuid_count(7, 1, eax, ebx, ecx, edx);
            f.avx512bf16 = f.avx512f && bit(eax, 5);
        }
    }
#endif
    return f;
}

int CpuFeatures::vectorBits() const
{
    if (avx512f)
        return 512;
    if (avx)
        return 256;
    return x86 ? 128 : 0;
}

std::string CpuFeatures::widest() const
{
    if (avx512f)
        return avx512bf16 ? "AVX-512 with BF16" : "AVX-512";
    if (avx2)
        return fma ? "AVX2 with FMA" : "AVX2";
    if (avx)
        return "AVX";
    if (sse42)
        return "SSE4.2";
    if (ssse3)
        return "SSSE3";
    if (sse3)
        return "SSE3";
    return x86 ? "SSE2" : "not x86";
}

} // namespace blab::core
