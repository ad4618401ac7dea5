// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace blab::core {

// The instruction-set extensions of this CPU that decide which OpenBLAS kernel family it can
// execute. A flag counts only when the operating system also saves the registers it needs
// (XGETBV), as OpenBLAS itself checks: a CPU with AVX under an OS that does not enable it cannot
// run AVX code.
struct CpuFeatures
{
    bool x86 = false;
    bool sse2 = false;
    bool sse3 = false;
    bool ssse3 = false;
    bool sse41 = false;
    bool sse42 = false;
    bool sse4a = false;
    bool avx = false;
    bool fma = false;
    bool fma4 = false;
    bool xop = false;
    bool avx2 = false;
    bool avx512f = false;
    bool avx512dq = false;
    bool avx512cd = false;
    bool avx512bw = false;
    bool avx512vl = false;
    bool avx512bf16 = false;
    // CPUID's display family and model (6 and 106 for an Ice Lake Xeon); 0 off x86.
    int family = 0;
    int model = 0;

    // What this machine's CPU and OS support, read with CPUID; all false off x86.
    static CpuFeatures detect();
    // The widest vector extension present, for messages: "AVX-512", "AVX2", "SSE3"...
    std::string widest() const;
    // The widest vectors the CPU runs, in bits: 512, 256 or 128; 0 off x86.
    int vectorBits() const;
};

} // namespace blab::core
