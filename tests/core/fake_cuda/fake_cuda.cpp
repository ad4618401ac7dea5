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
//   slow           every wait takes 20 ms of real time, so that a cancel lands mid-run
// Built without BLAB_FAKE_WITH_GRAPHS it lacks cuGraphLaunch: a library missing a symbol.

#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

namespace {

using Result = int;
constexpr Result kSuccess = 0;
constexpr Result kInvalidValue = 1;
constexpr Result kStubLibrary = 34;
constexpr Result kNoDevice = 100;
constexpr Result kIllegalAddress = 700;

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
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
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
    *text = r == kIllegalAddress ? "CUDA_ERROR_ILLEGAL_ADDRESS" : "CUDA_ERROR_UNKNOWN";
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
    case 13:
        *value = 1980000;
        break;
    case 16:
        *value = 132;
        break;
    case 36:
        *value = 3201000;
        break;
    case 37:
        *value = 6144;
        break;
    case 38:
        *value = 52428800;
        break;
    case 75:
        *value = 9;
        break;
    default:
        *value = 0;
    }
    return kSuccess;
}
Result cuDevicePrimaryCtxRetain(void **context, int)
{
    static int context_;
    *context = &context_;
    return kSuccess;
}
Result cuDevicePrimaryCtxRelease_v2(int)
{
    return kSuccess;
}
Result cuCtxSetCurrent(void *)
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
Result cuMemAlloc_v2(unsigned long long *pointer, std::size_t bytes)
{
    *pointer = state().nextAddress;
    state().nextAddress += (bytes + 4095) / 4096 * 4096;
    return kSuccess;
}
Result cuMemFree_v2(unsigned long long)
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
Result cuMemcpyHtoD_v2(unsigned long long, const void *, std::size_t bytes)
{
    return copied(bytes);
}
Result cuMemcpyDtoH_v2(void *to, unsigned long long, std::size_t bytes)
{
    std::memset(to, 0, bytes);
    return copied(bytes);
}
Result cuMemcpyHtoDAsync_v2(unsigned long long, const void *, std::size_t bytes, void *)
{
    return copied(bytes);
}
Result cuMemcpyDtoHAsync_v2(void *, unsigned long long, std::size_t bytes, void *)
{
    return copied(bytes);
}
Result cuMemcpyDtoDAsync_v2(unsigned long long, unsigned long long, std::size_t bytes, void *)
{
    return copied(2 * bytes);
}
Result cuModuleLoadData(void **module, const void *image)
{
    static int module_;
    *module = &module_;
    // The program hands over PTX text; anything else is a mistake this fake should catch.
    return std::strstr(static_cast<const char *>(image), ".entry blab_fma_peak") ? kSuccess
                                                                                 : kInvalidValue;
}
Result cuModuleUnload(void *)
{
    return kSuccess;
}
Result cuModuleGetFunction(void **function, void *, const char *name)
{
    static int function_;
    *function = &function_;
    return std::strncmp(name, "blab_", 5) == 0 ? kSuccess : kInvalidValue;
}
Result cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                      void *, void **parameters, void **)
{
    const int n = ++state().launches;
    if (n == countAfter("crash"))
        std::raise(SIGSEGV);
    if (n == countAfter("fail") || !parameters)
        return kIllegalAddress;
    state().clockMs += 0.5;
    return kSuccess;
}
Result cuStreamCreate(void **stream, unsigned)
{
    static int stream_;
    *stream = &stream_;
    return kSuccess;
}
Result cuStreamDestroy_v2(void *)
{
    return kSuccess;
}
Result cuStreamSynchronize(void *)
{
    wait();
    return kSuccess;
}
Result cuEventCreate(void **event, unsigned)
{
    *event = new double(0.0);
    return kSuccess;
}
Result cuEventDestroy_v2(void *event)
{
    delete static_cast<double *>(event);
    return kSuccess;
}
Result cuEventRecord(void *event, void *)
{
    *static_cast<double *>(event) = state().clockMs;
    return kSuccess;
}
Result cuEventSynchronize(void *)
{
    wait();
    return kSuccess;
}
Result cuEventElapsedTime(float *ms, void *start, void *end)
{
    *ms = static_cast<float>(*static_cast<double *>(end) - *static_cast<double *>(start));
    return kSuccess;
}
Result cuStreamBeginCapture_v2(void *, int)
{
    return kSuccess;
}
Result cuStreamEndCapture(void *, void **graph)
{
    static int graph_;
    *graph = &graph_;
    return kSuccess;
}
Result cuGraphInstantiateWithFlags(void **exec, void *, unsigned long long)
{
    static int exec_;
    *exec = &exec_;
    return kSuccess;
}
#ifdef BLAB_FAKE_WITH_GRAPHS
Result cuGraphLaunch(void *, void *)
{
    return kSuccess;
}
#endif
Result cuGraphExecDestroy(void *)
{
    return kSuccess;
}
Result cuGraphDestroy(void *)
{
    return kSuccess;
}

} // extern "C"
