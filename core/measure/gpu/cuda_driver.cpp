// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/cuda_driver.h"

#include <cstdlib>

namespace blab::core {

bool CudaDriver::load(LoadProblem &problem)
{
    // Never the toolkit's libcuda.so, which is a stub for linking: libcuda.so.1 is the driver's.
    const char *other = std::getenv("BLAB_LIBCUDA");
    problem = {};
    if (!m_library.open({other && *other ? other : "libcuda.so.1"}, problem.detail)) {
        problem.code = "no_driver";
        problem.sentence = "no usable NVIDIA driver: " + problem.detail;
        return false;
    }
    bindFunctions();
    SharedLibrary &l = m_library;
    // An old driver lacks newer entry points; its version says why better than their names.
    int version = 0;
    if (driverGetVersion && driverGetVersion(&version) == kSuccess &&
        version < kOldestDriverVersion) {
        problem = {"old_driver", versionText(version),
                   l.path() + " is a driver for CUDA " + versionText(version) +
                       "; measuring needs one for CUDA " + versionText(kOldestDriverVersion) +
                       " or later"};
        return false;
    }
    if (!l.missing().empty()) {
        problem = {"missing_function", l.missing(), l.path() + " lacks " + l.missing()};
        return false;
    }
    return true;
}

void CudaDriver::bindFunctions()
{
    SharedLibrary &l = m_library;
    l.bind(init, "cuInit");
    l.bind(driverGetVersion, "cuDriverGetVersion");
    l.bind(getErrorName, "cuGetErrorName");
    l.bind(getErrorString, "cuGetErrorString");
    l.bind(deviceGetCount, "cuDeviceGetCount");
    l.bind(deviceGet, "cuDeviceGet");
    l.bind(deviceGetName, "cuDeviceGetName");
    l.bind(deviceTotalMem, "cuDeviceTotalMem_v2");
    l.bind(deviceGetAttribute, "cuDeviceGetAttribute");
    l.bind(primaryCtxRetain, "cuDevicePrimaryCtxRetain");
    l.bind(primaryCtxRelease, "cuDevicePrimaryCtxRelease_v2");
    l.bind(ctxSetCurrent, "cuCtxSetCurrent");
    l.bind(ctxSynchronize, "cuCtxSynchronize");
    l.bind(memGetInfo, "cuMemGetInfo_v2");
    l.bind(memAlloc, "cuMemAlloc_v2");
    l.bind(memFree, "cuMemFree_v2");
    l.bind(memHostAlloc, "cuMemHostAlloc");
    l.bind(memFreeHost, "cuMemFreeHost");
    l.bind(memcpyHtoD, "cuMemcpyHtoD_v2");
    l.bind(memcpyDtoH, "cuMemcpyDtoH_v2");
    l.bind(memcpyHtoDAsync, "cuMemcpyHtoDAsync_v2");
    l.bind(memcpyDtoHAsync, "cuMemcpyDtoHAsync_v2");
    l.bind(memcpyDtoDAsync, "cuMemcpyDtoDAsync_v2");
    l.bind(moduleLoadData, "cuModuleLoadData");
    l.bind(moduleUnload, "cuModuleUnload");
    l.bind(moduleGetFunction, "cuModuleGetFunction");
    l.bind(launchKernel, "cuLaunchKernel");
    l.bind(streamCreate, "cuStreamCreate");
    l.bind(streamDestroy, "cuStreamDestroy_v2");
    l.bind(streamSynchronize, "cuStreamSynchronize");
    l.bind(eventCreate, "cuEventCreate");
    l.bind(eventDestroy, "cuEventDestroy_v2");
    l.bind(eventRecord, "cuEventRecord");
    l.bind(eventSynchronize, "cuEventSynchronize");
    l.bind(eventElapsedTime, "cuEventElapsedTime");
    l.bind(streamBeginCapture, "cuStreamBeginCapture_v2");
    l.bind(streamEndCapture, "cuStreamEndCapture");
    l.bind(graphInstantiate, "cuGraphInstantiateWithFlags");
    l.bind(graphLaunch, "cuGraphLaunch");
    l.bind(graphExecDestroy, "cuGraphExecDestroy");
    l.bind(graphDestroy, "cuGraphDestroy");
}

std::string CudaDriver::versionText(int version)
{
    return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

std::string CudaDriver::describe(Result code) const
{
    const char *name = nullptr;
    const char *text = nullptr;
    if (getErrorName)
        getErrorName(code, &name);
    if (getErrorString)
        getErrorString(code, &text);
    std::string out = name ? name : "CUDA error " + std::to_string(code);
    if (text)
        out += std::string(": ") + text;
    return out;
}

} // namespace blab::core
