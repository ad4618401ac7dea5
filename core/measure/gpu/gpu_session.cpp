// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/gpu_session.h"

#include "measure/gpu/gpu_kernels.h"

#include <utility>

namespace blab::core {

namespace {

// CU_STREAM_NON_BLOCKING: the stream does not wait for the legacy default stream, and a graph
// can be captured on it.
constexpr unsigned kNonBlocking = 1;

} // namespace

DeviceBuffer::DeviceBuffer(CudaDriver &driver, std::size_t bytes)
    : m_driver(&driver), m_bytes(bytes)
{
    const CudaDriver::Result r = driver.memAlloc(&m_address, bytes);
    if (r != CudaDriver::kSuccess)
        throw GpuError("allocating " + std::to_string(bytes >> 20) +
                       " MiB on the GPU: " + driver.describe(r));
}

DeviceBuffer::~DeviceBuffer()
{
    if (m_driver && m_address)
        m_driver->memFree(m_address);
}

DeviceBuffer::DeviceBuffer(DeviceBuffer &&other) noexcept
    : m_driver(other.m_driver), m_address(std::exchange(other.m_address, 0)), m_bytes(other.m_bytes)
{}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&other) noexcept
{
    if (this != &other) {
        if (m_driver && m_address)
            m_driver->memFree(m_address);
        m_driver = other.m_driver;
        m_address = std::exchange(other.m_address, 0);
        m_bytes = other.m_bytes;
    }
    return *this;
}

PinnedBuffer::PinnedBuffer(CudaDriver &driver, std::size_t bytes) : m_driver(driver)
{
    const CudaDriver::Result r = driver.memHostAlloc(&m_data, bytes, 0);
    if (r != CudaDriver::kSuccess)
        throw GpuError("allocating " + std::to_string(bytes >> 20) +
                       " MiB of page-locked host memory: " + driver.describe(r));
}

PinnedBuffer::~PinnedBuffer()
{
    if (m_data)
        m_driver.memFreeHost(m_data);
}

GpuSession::GpuSession(CudaDriver &driver, int index) : m_driver(driver)
{
    // A constructor that throws runs no destructor: what was made before the failure (a driver
    // too old to compile the kernels' PTX, say) is given back here.
    try {
        check(driver.deviceGet(&m_device, index), "cuDeviceGet");
        CudaDriver::Context context = nullptr;
        check(driver.primaryCtxRetain(&context, m_device), "cuDevicePrimaryCtxRetain");
        m_retained = true;
        check(driver.ctxSetCurrent(context), "cuCtxSetCurrent");
        check(driver.streamCreate(&m_stream, kNonBlocking), "cuStreamCreate");
        check(driver.eventCreate(&m_start, 0), "cuEventCreate");
        check(driver.eventCreate(&m_end, 0), "cuEventCreate");
        check(driver.moduleLoadData(&m_module, GpuKernels::ptx()), "loading the kernels' PTX");
    } catch (const GpuError &) {
        release();
        throw;
    }
}

GpuSession::~GpuSession()
{
    release();
}

void GpuSession::release()
{
    if (m_stream)
        m_driver.streamSynchronize(m_stream);
    if (m_module)
        m_driver.moduleUnload(m_module);
    if (m_start)
        m_driver.eventDestroy(m_start);
    if (m_end)
        m_driver.eventDestroy(m_end);
    if (m_stream)
        m_driver.streamDestroy(m_stream);
    if (m_retained)
        m_driver.primaryCtxRelease(m_device);
    m_stream = nullptr;
    m_module = nullptr;
    m_start = m_end = nullptr;
    m_retained = false;
}

void GpuSession::check(CudaDriver::Result result, const char *step) const
{
    if (result != CudaDriver::kSuccess)
        throw GpuError(std::string(step) + ": " + m_driver.describe(result));
}

int GpuSession::attribute(CudaDriver::Attribute attribute) const
{
    int value = 0;
    check(m_driver.deviceGetAttribute(&value, attribute, m_device), "cuDeviceGetAttribute");
    return value;
}

double GpuSession::timeMilliseconds(const std::function<void()> &enqueue)
{
    check(m_driver.eventRecord(m_start, m_stream), "cuEventRecord");
    enqueue();
    check(m_driver.eventRecord(m_end, m_stream), "cuEventRecord");
    check(m_driver.eventSynchronize(m_end), "waiting for the GPU");
    float ms = 0.0f;
    check(m_driver.eventElapsedTime(&ms, m_start, m_end), "cuEventElapsedTime");
    return ms;
}

void GpuSession::launch(const char *kernel, unsigned blocks, unsigned threads, void **parameters)
{
    CudaDriver::Function function = nullptr;
    check(m_driver.moduleGetFunction(&function, m_module, kernel), "cuModuleGetFunction");
    check(m_driver.launchKernel(function, blocks, 1, 1, threads, 1, 1, 0, m_stream, parameters,
                                nullptr),
          kernel);
}

void GpuSession::synchronize()
{
    check(m_driver.streamSynchronize(m_stream), "waiting for the GPU");
}

std::size_t GpuSession::freeBytes() const
{
    std::size_t free = 0;
    std::size_t total = 0;
    check(m_driver.memGetInfo(&free, &total), "cuMemGetInfo");
    return free;
}

} // namespace blab::core
