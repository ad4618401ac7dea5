// SPDX-License-Identifier: GPL-3.0-or-later
// The kernels behind 'measure --gpu', as CUDA C++. The program carries them as PTX text
// (core/measure/gpu/gpu_kernels.cpp), which the driver compiles for the card when it loads it, so
// nothing about CUDA is needed to build the program. tools/gpu/make-ptx.sh turns this file into
// that text again after a change.

// Eight independent multiply-add chains a thread, four steps of each per turn of the loop: enough
// independent work to keep every FP32 lane busy. Each thread writes its sum, so that the compiler
// keeps the work; FLOPs = threads * iterations * 8 chains * 4 steps * 2.
extern "C" __global__ void blab_fma_peak(float *out, int iterations, float b, float c)
{
    const unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
    float a0 = id * 1e-9f, a1 = a0 + 0.1f, a2 = a0 + 0.2f, a3 = a0 + 0.3f;
    float a4 = a0 + 0.4f, a5 = a0 + 0.5f, a6 = a0 + 0.6f, a7 = a0 + 0.7f;
    for (int i = 0; i < iterations; ++i) {
#pragma unroll
        for (int s = 0; s < 4; ++s) {
            a0 = fmaf(a0, b, c);
            a1 = fmaf(a1, b, c);
            a2 = fmaf(a2, b, c);
            a3 = fmaf(a3, b, c);
            a4 = fmaf(a4, b, c);
            a5 = fmaf(a5, b, c);
            a6 = fmaf(a6, b, c);
            a7 = fmaf(a7, b, c);
        }
    }
    out[id] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;
}

// Reads every element once (16 bytes a load), a grid-stride loop; each thread writes one sum.
extern "C" __global__ void blab_read(const float4 *in, unsigned long long count, float *out)
{
    const unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    float sum = 0.0f;
    for (unsigned long long i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride) {
        const float4 v = in[i];
        sum += v.x + v.y + v.z + v.w;
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

// STREAM's triad, a[i] = b[i] + s * c[i]: two reads and a write an element.
extern "C" __global__ void blab_triad(float4 *a, const float4 *b, const float4 *c, float s,
                                      unsigned long long count)
{
    const unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride) {
        const float4 x = b[i], y = c[i];
        a[i] = make_float4(fmaf(s, y.x, x.x), fmaf(s, y.y, x.y), fmaf(s, y.z, x.z),
                           fmaf(s, y.w, x.w));
    }
}
