// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/shared_library.h"

#include <cstddef>
#include <string>

namespace blab::core {

// The parts of the CUDA driver API that 'measure --gpu' calls, loaded from libcuda.so.1 at run
// time. The types are declared here as the driver's ABI defines them, so that nothing of CUDA is
// needed to build; the entry points are the _v2 ones the toolkit's headers map the plain names
// to.
class CudaDriver
{
public:
    using Result = int;
    using Device = int;
    using DevicePtr = unsigned long long;
    using Context = struct CuContextOpaque *;
    using Module = struct CuModuleOpaque *;
    using Function = struct CuFunctionOpaque *;
    using Stream = struct CuStreamOpaque *;
    using Event = struct CuEventOpaque *;
    using Graph = struct CuGraphOpaque *;
    using GraphExec = struct CuGraphExecOpaque *;

    // The driver's own codes this program tells apart.
    static constexpr Result kSuccess = 0;
    static constexpr Result kErrorStubLibrary = 34;
    static constexpr Result kErrorNoDevice = 100;
    // Device attributes, as cuda.h numbers them.
    enum Attribute : int
    {
        kClockRateKHz = 13,
        kMultiprocessors = 16,
        kPciBusId = 33,
        kPciDeviceId = 34,
        kMemoryClockKHz = 36,
        kMemoryBusWidthBits = 37,
        kL2CacheBytes = 38,
        kPciDomainId = 50,
        kComputeMajor = 75,
        kComputeMinor = 76,
    };
    // The oldest driver this program asks for: CUDA 11.4, the first with
    // cuGraphInstantiateWithFlags (the kernels' PTX ISA 7.0 needs 11.0).
    static constexpr int kOldestDriverVersion = 11040;
    // "12.4" for the driver's 12040.
    static std::string versionText(int version);

    // Why the driver did not load: a code ("no_driver", "old_driver", "missing_function"), the
    // detail a message quotes (the linker's words, the CUDA version, the functions missing) and
    // the whole reason as an English sentence.
    struct LoadProblem
    {
        std::string code;
        std::string detail;
        std::string sentence;
    };
    // Loads the driver: BLAB_LIBCUDA names another file (the tests' fakes), else libcuda.so.1.
    // False with problem saying why.
    bool load(LoadProblem &problem);
    // The library as it was found.
    std::string path() const { return m_library.path(); }
    // "CUDA_ERROR_OUT_OF_MEMORY: out of memory" for a code, as the driver names it.
    std::string describe(Result code) const;

    Result (*init)(unsigned flags) = nullptr;
    Result (*driverGetVersion)(int *version) = nullptr;
    Result (*getErrorName)(Result code, const char **text) = nullptr;
    Result (*getErrorString)(Result code, const char **text) = nullptr;
    Result (*deviceGetCount)(int *count) = nullptr;
    Result (*deviceGet)(Device *device, int ordinal) = nullptr;
    Result (*deviceGetName)(char *name, int length, Device device) = nullptr;
    Result (*deviceTotalMem)(std::size_t *bytes, Device device) = nullptr;
    Result (*deviceGetAttribute)(int *value, int attribute, Device device) = nullptr;
    Result (*primaryCtxRetain)(Context *context, Device device) = nullptr;
    Result (*primaryCtxRelease)(Device device) = nullptr;
    Result (*ctxSetCurrent)(Context context) = nullptr;
    Result (*ctxSynchronize)() = nullptr;
    Result (*memGetInfo)(std::size_t *freeBytes, std::size_t *totalBytes) = nullptr;
    Result (*memAlloc)(DevicePtr *pointer, std::size_t bytes) = nullptr;
    Result (*memFree)(DevicePtr pointer) = nullptr;
    Result (*memHostAlloc)(void **pointer, std::size_t bytes, unsigned flags) = nullptr;
    Result (*memFreeHost)(void *pointer) = nullptr;
    Result (*memcpyHtoD)(DevicePtr to, const void *from, std::size_t bytes) = nullptr;
    Result (*memcpyDtoH)(void *to, DevicePtr from, std::size_t bytes) = nullptr;
    Result (*memcpyHtoDAsync)(DevicePtr to, const void *from, std::size_t bytes,
                              Stream stream) = nullptr;
    Result (*memcpyDtoHAsync)(void *to, DevicePtr from, std::size_t bytes, Stream stream) = nullptr;
    Result (*memcpyDtoDAsync)(DevicePtr to, DevicePtr from, std::size_t bytes,
                              Stream stream) = nullptr;
    Result (*moduleLoadData)(Module *module, const void *image) = nullptr;
    Result (*moduleUnload)(Module module) = nullptr;
    Result (*moduleGetFunction)(Function *function, Module module, const char *name) = nullptr;
    Result (*launchKernel)(Function function, unsigned gridX, unsigned gridY, unsigned gridZ,
                           unsigned blockX, unsigned blockY, unsigned blockZ, unsigned sharedBytes,
                           Stream stream, void **parameters, void **extra) = nullptr;
    Result (*streamCreate)(Stream *stream, unsigned flags) = nullptr;
    Result (*streamDestroy)(Stream stream) = nullptr;
    Result (*streamSynchronize)(Stream stream) = nullptr;
    Result (*eventCreate)(Event *event, unsigned flags) = nullptr;
    Result (*eventDestroy)(Event event) = nullptr;
    Result (*eventRecord)(Event event, Stream stream) = nullptr;
    Result (*eventSynchronize)(Event event) = nullptr;
    Result (*eventElapsedTime)(float *milliseconds, Event start, Event end) = nullptr;
    Result (*streamBeginCapture)(Stream stream, int mode) = nullptr;
    Result (*streamEndCapture)(Stream stream, Graph *graph) = nullptr;
    Result (*graphInstantiate)(GraphExec *exec, Graph graph, unsigned long long flags) = nullptr;
    Result (*graphLaunch)(GraphExec exec, Stream stream) = nullptr;
    Result (*graphExecDestroy)(GraphExec exec) = nullptr;
    Result (*graphDestroy)(Graph graph) = nullptr;

private:
    // Looks every function up; those missing are named by m_library.missing().
    void bindFunctions();

    SharedLibrary m_library;
};

} // namespace blab::core
