// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/kernel_family.h"

#include <cctype>

namespace blab::core {

namespace {

bool avx512Skylake(const CpuFeatures &f)
{
    return f.avx512f && f.avx512dq && f.avx512cd && f.avx512bw && f.avx512vl;
}

bool amdFma4(const CpuFeatures &f)
{
    return f.avx && f.fma4 && f.xop;
}

} // namespace

const std::vector<KernelFamily> &KernelFamilies::all()
{
    // The requirements follow the kernels in OpenBLAS's kernel/x86_64 folder and the checks in
    // driver/others/dynamic.c (support_avx, support_avx2, support_avx512, support_avx512_bf16).
    static const std::vector<KernelFamily> families = {
        {"Prescott", "SSE3",
         [](const CpuFeatures &f) {
             return f.sse3;
         }},
        {"Core2", "SSSE3",
         [](const CpuFeatures &f) {
             return f.ssse3;
         }},
        {"Nehalem", "SSE4.2",
         [](const CpuFeatures &f) {
             return f.sse42;
         }},
        {"Barcelona", "SSE3 and SSE4a",
         [](const CpuFeatures &f) {
             return f.sse3 && f.sse4a;
         }},
        {"Sandybridge", "AVX",
         [](const CpuFeatures &f) {
             return f.avx;
         }},
        {"Bulldozer", "AVX, FMA4 and XOP", amdFma4},
        {"Piledriver", "AVX, FMA3, FMA4 and XOP",
         [](const CpuFeatures &f) {
             return amdFma4(f) && f.fma;
         }},
        {"Steamroller", "AVX, FMA3, FMA4 and XOP",
         [](const CpuFeatures &f) {
             return amdFma4(f) && f.fma;
         }},
        {"Excavator", "AVX2, FMA3, FMA4 and XOP",
         [](const CpuFeatures &f) {
             return amdFma4(f) && f.fma && f.avx2;
         }},
        {"Haswell", "AVX2 and FMA3",
         [](const CpuFeatures &f) {
             return f.avx2 && f.fma;
         }},
        {"Zen", "AVX2 and FMA3",
         [](const CpuFeatures &f) {
             return f.avx2 && f.fma;
         }},
        {"SkylakeX", "AVX-512 (F, DQ, CD, BW, VL)", avx512Skylake},
        {"Cooperlake", "AVX-512 with BF16",
         [](const CpuFeatures &f) {
             return avx512Skylake(f) && f.avx512bf16;
         }},
    };
    return families;
}

std::vector<std::string> KernelFamilies::candidates(const CpuFeatures &features)
{
    std::vector<std::string> names;
    if (!features.x86)
        return names;
    for (const KernelFamily &family : all()) {
        if (family.canRun(features))
            names.emplace_back(family.name);
    }
    return names;
}

const KernelFamily *KernelFamilies::find(const std::string &name)
{
    for (const KernelFamily &family : all()) {
        if (sameName(name, family.name))
            return &family;
    }
    return nullptr;
}

bool KernelFamilies::sameName(const std::string &a, const std::string &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    }
    return true;
}

int KernelFamilies::vectorBits(const std::string &name)
{
    const KernelFamily *family = find(name);
    if (!family)
        return 0;
    const std::string needs = family->needs;
    if (needs.rfind("AVX-512", 0) == 0)
        return 512;
    return needs.find("AVX") != std::string::npos ? 256 : 128;
}

bool KernelFamilies::narrowerThanCpu(const std::string &name, const CpuFeatures &features)
{
    const int bits = vectorBits(name);
    return bits > 0 && bits < features.vectorBits();
}

} // namespace blab::core
