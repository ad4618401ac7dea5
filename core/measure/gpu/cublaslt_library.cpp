// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/cublaslt_library.h"

#include <cstdlib>

namespace blab::core {

bool CublasLtLibrary::load(std::string &error)
{
    const char *named = std::getenv("BLAB_CUBLASLT");
    if (named && *named) {
        if (!m_library.open({named}, error))
            return false;
    } else if (!m_library.open({"libcublasLt.so.13", "libcublasLt.so.12"}, error)) {
        return false;
    }
    SharedLibrary &l = m_library;
    l.bind(create, "cublasLtCreate");
    l.bind(destroy, "cublasLtDestroy");
    l.bind(getVersion, "cublasLtGetVersion");
    l.bind(descCreate, "cublasLtMatmulDescCreate");
    l.bind(descDestroy, "cublasLtMatmulDescDestroy");
    l.bind(descSetAttribute, "cublasLtMatmulDescSetAttribute");
    l.bind(layoutCreate, "cublasLtMatrixLayoutCreate");
    l.bind(layoutDestroy, "cublasLtMatrixLayoutDestroy");
    l.bind(preferenceCreate, "cublasLtMatmulPreferenceCreate");
    l.bind(preferenceDestroy, "cublasLtMatmulPreferenceDestroy");
    l.bind(preferenceSetAttribute, "cublasLtMatmulPreferenceSetAttribute");
    l.bind(algoGetHeuristic, "cublasLtMatmulAlgoGetHeuristic");
    l.bind(matmul, "cublasLtMatmul");
    if (!l.missing().empty()) {
        error = l.path() + " lacks " + l.missing();
        return false;
    }
    return true;
}

std::string CublasLtLibrary::statusName(Status status)
{
    switch (status) {
    case 1:
        return "CUBLAS_STATUS_NOT_INITIALIZED";
    case 3:
        return "CUBLAS_STATUS_ALLOC_FAILED";
    case 7:
        return "CUBLAS_STATUS_INVALID_VALUE";
    case 8:
        return "CUBLAS_STATUS_ARCH_MISMATCH";
    case 13:
        return "CUBLAS_STATUS_EXECUTION_FAILED";
    case 14:
        return "CUBLAS_STATUS_INTERNAL_ERROR";
    case 15:
        return "CUBLAS_STATUS_NOT_SUPPORTED";
    default:
        return "cuBLAS status " + std::to_string(status);
    }
}

std::string CublasLtLibrary::versionText() const
{
    // cuBLAS numbers its versions major * 10000 + minor * 100 + patch.
    const std::size_t v = getVersion ? getVersion() : 0;
    return "cuBLASLt " + std::to_string(v / 10000) + "." + std::to_string(v / 100 % 100) + "." +
           std::to_string(v % 100);
}

} // namespace blab::core
