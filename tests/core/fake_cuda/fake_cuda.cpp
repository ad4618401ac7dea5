// SPDX-License-Identifier: GPL-3.0-or-later

// A stand-in for the NVIDIA driver (libcuda.so.1) for the tests of 'measure --gpu' on machines
// without a GPU. It answers every driver call the measurement makes as a driver would, with a
// virtual clock instead of a card: device memory is numbers, not memory; a kernel takes 0.5 ms,
// a copy its bytes at 20 GB/s. BLAB_FAKE_CUDA chooses how it behaves:
//   ok (or unset)  one "NVIDIA H200", compute capability 9.0, 132 multiprocessors
//   stub           cuInit answers as the toolkit's stub library does
//   old            a driver for CUDA 10.2
//   nodevice       cuInit finds no device
//   fail:N         the N-th kernel launch fails with CUDA_ERROR_ILLEGAL_ADDRESS
//   crash:N        the N-th kernel launch crashes the process, as a driver fault would
//   slow           every wait takes 100 ms of real time, so that a cancel lands mid-run
//   badptx         cuModuleLoadData refuses the kernels, as a driver too old for their PTX would
// Built without BLAB_FAKE_WITH_GRAPHS it lacks cuGraphLaunch: a library missing a symbol.

#include "measure/gpu/cuda_driver.h"

#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

// The functions have the very types CudaDriver calls them through: a call through a pointer of
// another type is undefined, and UndefinedBehaviorSanitizer stops at it.
using blab::core::CudaDriver;
using Result = CudaDriver::Result;
using Context = CudaDriver::Context;
using Module = CudaDriver::Module;
using Function = CudaDriver::Function;
using Stream = CudaDriver::Stream;
using Event = CudaDriver::Event;
using Graph = CudaDriver::Graph;
using GraphExec = CudaDriver::GraphExec;
using DevicePtr = CudaDriver::DevicePtr;

namespace {
constexpr Result kSuccess = 0;
constexpr Result kInvalidValue = 1;
constexpr Result kStubLibrary = 34;
constexpr Result kNoDevice = 100;
constexpr Result kIllegalAddress = 700;
constexpr Result kInvalidPtx = 218;

struct State
{
    double clockMs = 0.0;
    unsigned long long nextAddress = 1ull << 40;
    int launches = 0;
};

State &state()
{
    static State s;
    return s;
}

std::string mode()
{
    const char *m = std::getenv("BLAB_FAKE_CUDA");
    return m ? m : "ok";
}

// The N of "fail:N" or "crash:N" when the mode is that word; 0 otherwise.
int countAfter(const std::string &word)
{
    const std::string m = mode();
    return m.compare(0, word.size() + 1, word + ":") == 0 ? std::atoi(m.c_str() + word.size() + 1)
                                                          : 0;
}

void wait()
{
    if (mode() == "slow")
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
}

// A handle the program only hands back: the address of something that lives as long as the fake.
template <typename Handle> Handle handle()
{
    static int object;
    return reinterpret_cast<Handle>(&object);
}

Result copied(std::size_t bytes)
{
    state().clockMs += double(bytes) / 20e9 * 1e3;
    return kSuccess;
}

} // namespace

extern "C" {

Result cuInit(unsigned)
{
    if (mode() == "stub")
        return kStubLibrary;
    return mode() == "nodevice" ? kNoDevice : kSuccess;
}
Result cuDriverGetVersion(int *v)
{
    *v = mode() == "old" ? 10020 : 13000;
    return kSuccess;
}
Result cuGetErrorName(Result r, const char **text)
{
    *text = r == kIllegalAddress ? "CUDA_ERROR_ILLEGAL_ADDRESS"
            : r == kInvalidPtx   ? "CUDA_ERROR_INVALID_PTX"
                                 : "CUDA_ERROR_UNKNOWN";
    return kSuccess;
}
Result cuGetErrorString(Result r, const char **text)
{
    *text = r == kIllegalAddress ? "an illegal memory access was encountered" : "unknown error";
    return kSuccess;
}
Result cuDeviceGetCount(int *count)
{
    *count = 1;
    return kSuccess;
}
Result cuDeviceGet(int *device, int ordinal)
{
    *device = ordinal;
    return ordinal == 0 ? kSuccess : kInvalidValue;
}
Result cuDeviceGetName(char *name, int length, int)
{
    std::strncpy(name, "NVIDIA H200", static_cast<std::size_t>(length));
    return kSuccess;
}
Result cuDeviceTotalMem_v2(std::size_t *bytes, int)
{
    *bytes = 150754820096ull;
    return kSuccess;
}
Result cuDeviceGetAttribute(int *value, int attribute, int)
{
    switch (attribute) {
    case CudaDriver::kClockRateKHz:
        *value = 1980000;
        break;
    case CudaDriver::kMultiprocessors:
        *value = 132;
        break;
    case CudaDriver::kMemoryClockKHz:
        *value = 3201000;
        break;
    case CudaDriver::kMemoryBusWidthBits:
        *value = 6144;
        break;
    case CudaDriver::kL2CacheBytes:
        *value = 52428800;
        break;
    case CudaDriver::kComputeMajor:
        *value = 9;
        break;
    default:
        *value = 0;
    }
    return kSuccess;
}
Result cuDevicePrimaryCtxRetain(Context *context, int)
{
    *context = handle<Context>();
    return kSuccess;
}
Result cuDevicePrimaryCtxRelease_v2(int)
{
    return kSuccess;
}
Result cuCtxSetCurrent(Context)
{
    return kSuccess;
}
Result cuCtxSynchronize()
{
    return kSuccess;
}
Result cuMemGetInfo_v2(std::size_t *free, std::size_t *total)
{
    *free = 140000000000ull;
    *total = 150754820096ull;
    return kSuccess;
}
Result cuMemAlloc_v2(DevicePtr *pointer, std::size_t bytes)
{
    *pointer = state().nextAddress;
    state().nextAddress += (bytes + 4095) / 4096 * 4096;
    return kSuccess;
}
Result cuMemFree_v2(DevicePtr)
{
    return kSuccess;
}
Result cuMemHostAlloc(void **pointer, std::size_t bytes, unsigned)
{
    *pointer = std::calloc(1, bytes);
    return *pointer ? kSuccess : kInvalidValue;
}
Result cuMemFreeHost(void *pointer)
{
    std::free(pointer);
    return kSuccess;
}
Result cuMemcpyHtoD_v2(DevicePtr, const void *, std::size_t bytes)
{
    return copied(bytes);
}
Result cuMemcpyDtoH_v2(void *to, DevicePtr, std::size_t bytes)
{
    std::memset(to, 0, bytes);
    return copied(bytes);
}
Result cuMemcpyHtoDAsync_v2(DevicePtr, const void *, std::size_t bytes, Stream)
{
    return copied(bytes);
}
Result cuMemcpyDtoHAsync_v2(void *, DevicePtr, std::size_t bytes, Stream)
{
    return copied(bytes);
}
Result cuMemcpyDtoDAsync_v2(DevicePtr, DevicePtr, std::size_t bytes, Stream)
{
    return copied(2 * bytes);
}
Result cuModuleLoadData(Module *module, const void *image)
{
    *module = handle<Module>();
    if (mode() == "badptx")
        return kInvalidPtx;
    // The program hands over PTX text; anything else is a mistake this fake should catch.
    return std::strstr(static_cast<const char *>(image), ".entry blab_fma_peak") ? kSuccess
                                                                                 : kInvalidValue;
}
Result cuModuleUnload(Module)
{
    return kSuccess;
}
Result cuModuleGetFunction(Function *function, Module, const char *name)
{
    *function = handle<Function>();
    return std::strncmp(name, "blab_", 5) == 0 ? kSuccess : kInvalidValue;
}
Result cuLaunchKernel(Function, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                      unsigned, Stream, void **parameters, void **)
{
    const int n = ++state().launches;
    if (n == countAfter("crash"))
        std::raise(SIGSEGV);
    if (n == countAfter("fail") || !parameters)
        return kIllegalAddress;
    state().clockMs += 0.5;
    return kSuccess;
}
Result cuStreamCreate(Stream *stream, unsigned)
{
    *stream = handle<Stream>();
    return kSuccess;
}
Result cuStreamDestroy_v2(Stream)
{
    return kSuccess;
}
Result cuStreamSynchronize(Stream)
{
    wait();
    return kSuccess;
}
Result cuEventCreate(Event *event, unsigned)
{
    *event = reinterpret_cast<Event>(new double(0.0));
    return kSuccess;
}
Result cuEventDestroy_v2(Event event)
{
    delete reinterpret_cast<double *>(event);
    return kSuccess;
}
Result cuEventRecord(Event event, Stream)
{
    *reinterpret_cast<double *>(event) = state().clockMs;
    return kSuccess;
}
Result cuEventSynchronize(Event)
{
    wait();
    return kSuccess;
}
Result cuEventElapsedTime(float *ms, Event start, Event end)
{
    *ms = static_cast<float>(*reinterpret_cast<double *>(end) - *reinterpret_cast<double *>(start));
    return kSuccess;
}
Result cuStreamBeginCapture_v2(Stream, int)
{
    return kSuccess;
}
Result cuStreamEndCapture(Stream, Graph *graph)
{
    *graph = handle<Graph>();
    return kSuccess;
}
Result cuGraphInstantiateWithFlags(GraphExec *exec, Graph, unsigned long long)
{
    *exec = handle<GraphExec>();
    return kSuccess;
}
#ifdef BLAB_FAKE_WITH_GRAPHS
Result cuGraphLaunch(GraphExec, Stream)
{
    return kSuccess;
}
#endif
Result cuGraphExecDestroy(GraphExec)
{
    return kSuccess;
}
Result cuGraphDestroy(Graph)
{
    return kSuccess;
}

} // extern "C"
