// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/shared_library.h"
#include "measure/gpu/cuda_driver.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace blab::core {

// The parts of cuBLASLt that time the GPU's matrix products, loaded at run time: BLAB_CUBLASLT
// names a file (pip's copies sit outside the linker's path), else libcublasLt.so.13, then .12.
// Types and numbers as cublasLt.h, cublas_api.h and library_types.h define them.
class CublasLtLibrary
{
public:
    using Status = int;
    using Handle = struct CublasLtHandleOpaque *;
    using MatmulDesc = struct CublasLtMatmulDescOpaque *;
    using Layout = struct CublasLtLayoutOpaque *;
    using Preference = struct CublasLtPreferenceOpaque *;
    struct Algo
    {
        std::uint64_t data[8];
    };
    struct HeuristicResult
    {
        Algo algo;
        std::size_t workspaceSize;
        Status state;
        float wavesCount;
        int reserved[4];
    };

    // cudaDataType_t.
    enum DataType : int
    {
        kFloat32 = 0,
        kFloat16 = 2,
        kBFloat16 = 14,
        kFloat8E4M3 = 28,
    };
    // cublasComputeType_t.
    enum ComputeType : int
    {
        kCompute32F = 68,
        kCompute32FFastTf32 = 77,
    };
    enum Operation : int
    {
        kOpN = 0,
        kOpT = 1,
    };
    // cublasLtMatmulDescAttributes_t and cublasLtMatmulPreferenceAttributes_t.
    enum Attribute : int
    {
        kDescTransA = 3,
        kDescTransB = 4,
        kDescAScalePointer = 17,
        kDescBScalePointer = 18,
        kPrefMaxWorkspaceBytes = 1,
    };

    bool load(std::string &error);
    // "CUBLAS_STATUS_NOT_SUPPORTED" for 15, as cublas_api.h names the codes.
    static std::string statusName(Status status);
    std::string path() const { return m_library.path(); }
    // "cuBLASLt 13.0.2", from the library's own version number.
    std::string versionText() const;

    Status (*create)(Handle *handle) = nullptr;
    Status (*destroy)(Handle handle) = nullptr;
    std::size_t (*getVersion)() = nullptr;
    Status (*descCreate)(MatmulDesc *desc, int computeType, int scaleType) = nullptr;
    Status (*descDestroy)(MatmulDesc desc) = nullptr;
    Status (*descSetAttribute)(MatmulDesc desc, int attribute, const void *value,
                               std::size_t bytes) = nullptr;
    Status (*layoutCreate)(Layout *layout, int type, std::uint64_t rows, std::uint64_t cols,
                           std::int64_t leadingDimension) = nullptr;
    Status (*layoutDestroy)(Layout layout) = nullptr;
    Status (*preferenceCreate)(Preference *preference) = nullptr;
    Status (*preferenceDestroy)(Preference preference) = nullptr;
    Status (*preferenceSetAttribute)(Preference preference, int attribute, const void *value,
                                     std::size_t bytes) = nullptr;
    Status (*algoGetHeuristic)(Handle handle, MatmulDesc desc, Layout a, Layout b, Layout c,
                               Layout d, Preference preference, int requested,
                               HeuristicResult *results, int *returned) = nullptr;
    Status (*matmul)(Handle handle, MatmulDesc desc, const void *alpha, const void *a, Layout aDesc,
                     const void *b, Layout bDesc, const void *beta, const void *c, Layout cDesc,
                     void *d, Layout dDesc, const Algo *algo, void *workspace,
                     std::size_t workspaceBytes, CudaDriver::Stream stream) = nullptr;

private:
    SharedLibrary m_library;
};

} // namespace blab::core
