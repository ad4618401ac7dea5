// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/cpu_features.h"

#include <string>
#include <vector>

namespace blab::core {

// One of OpenBLAS's x86-64 kernel families, as OPENBLAS_CORETYPE and openblas_get_corename()
// spell it, with the instructions its kernels use. OpenBLAS does not check these when the family
// is forced: a family whose instructions the CPU lacks dies of an illegal instruction.
struct KernelFamily
{
    const char *name;
    // The instructions in words, for messages: "AVX-512 (F, DQ, CD, BW, VL)".
    const char *needs;
    bool (*canRun)(const CpuFeatures &);
};

class KernelFamilies
{
public:
    // Every family this program knows, oldest first. Older 32-bit families (Katmai, Athlon...)
    // and those that builds without DYNAMIC_OLDER map onto Core2 or Nehalem (Penryn, Atom,
    // Nano...) are left out: they are never the fastest on a 64-bit CPU.
    static const std::vector<KernelFamily> &all();
    // The families this CPU can execute, oldest first: the advisor's candidates.
    static std::vector<std::string> candidates(const CpuFeatures &features);
    // The family spelled so, ignoring case as OpenBLAS does; nullptr when there is none.
    static const KernelFamily *find(const std::string &name);
    // Case-insensitive comparison of two family names.
    static bool sameName(const std::string &a, const std::string &b);
    // The widest vectors the family's kernels use, in bits: 128 (SSE), 256 (AVX, AVX2) or 512
    // (AVX-512); 0 for a family this program does not know.
    static int vectorBits(const std::string &name);
    // True when OpenBLAS's family uses narrower vectors than the CPU has (Prescott's SSE3 on an
    // AVX-512 CPU): its figures stay well below what the CPU can do.
    static bool narrowerThanCpu(const std::string &name, const CpuFeatures &features);
};

} // namespace blab::core
