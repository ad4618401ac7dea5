// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace blab::core {

// The GPU kernels that 'measure --gpu' runs besides cuBLASLt's products, as PTX text that the
// driver compiles for the card at load time (cuModuleLoadData): the FP32 multiply-add peak, a
// read and STREAM's triad. Their CUDA source is tools/gpu/blab_kernels.cu.
class GpuKernels
{
public:
    static const char *ptx();

    static constexpr const char *kFmaPeak = "blab_fma_peak";
    static constexpr const char *kRead = "blab_read";
    static constexpr const char *kTriad = "blab_triad";
    // The FMA kernel's multiply-adds per thread and iteration: 8 chains, 4 steps each.
    static constexpr int kFmasPerIteration = 32;
};

} // namespace blab::core
