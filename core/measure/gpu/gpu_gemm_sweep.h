// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/gpu/cublaslt_library.h"
#include "measure/gpu/gpu_measurement.h"
#include "measure/gpu/gpu_session.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace blab::core {

// One number format of the sweep: what cuBLASLt is given and how it computes.
struct GemmFormat
{
    const char *precision;
    int inputType;  // CublasLtLibrary::DataType of A and B
    int outputType; // of C and D
    int computeType;
    // The oldest compute capability that has it, as major * 10 + minor.
    int minimumCapability;
};

// The matrix-multiply rate at every precision the card has, over a size sweep: square products
// C = Aᵀ·B (cuBLASLt's TN layout, which FP8 requires; every precision uses it, so that their
// figures compare), random operands from a fixed seed, three untimed products, then timings of
// many back-to-back products each: replayed as one CUDA graph where capture works, else launched
// in a loop between the same two events. Operands are cycled through enough copies to exceed
// L2 four times, so that a small product reads memory as a large one would. Sampled elements of
// each product are checked against the host's sum over the same rounded operands.
class GpuGemmSweep
{
public:
    struct Options
    {
        std::vector<int> sizes = {1024, 2048, 4096, 8192};
        int timings = 5;
        // Each timing runs enough products to take about this long.
        double secondsPerTiming = 0.05;
    };

    static const std::vector<GemmFormat> &formats();
    // The formats a card of this compute capability runs.
    static std::vector<GemmFormat> formatsFor(int major, int minor);
    // The least an n³ product at precision moves: A and B read once and D written once, at the
    // element sizes this sweep gives cuBLASLt; 0 for a precision it does not run.
    static double leastBytes(const std::string &precision, int n);

    GpuGemmSweep(GpuSession &session, CublasLtLibrary &library, double l2Bytes);
    ~GpuGemmSweep();
    GpuGemmSweep(const GpuGemmSweep &) = delete;
    GpuGemmSweep &operator=(const GpuGemmSweep &) = delete;

    // One size at one format; throws GpuError when the library or the driver refuses.
    GpuGemmPoint measure(const GemmFormat &format, int n, const Options &options,
                         const std::atomic_bool *cancel);

private:
    struct Plan;
    void prepare(Plan &plan, const GemmFormat &format, int n);
    int operandSets(const GemmFormat &format, int n) const;
    void enqueue(Plan &plan, int first, int count);
    void chooseAlgorithm(Plan &plan);
    bool verify(Plan &plan, const GemmFormat &format, int n);
    void checkStatus(CublasLtLibrary::Status status, const char *step) const;

    GpuSession &m_session;
    CublasLtLibrary &m_library;
    double m_l2Bytes;
    CublasLtLibrary::Handle m_handle = nullptr;
    DeviceBuffer m_workspace;
    DeviceBuffer m_scaleA;
    DeviceBuffer m_scaleB;
};

} // namespace blab::core
