// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/gpu/cuda_driver.h"

#include <cstddef>
#include <functional>
#include <stdexcept>
#include <string>

namespace blab::core {

// A driver call that failed during a GPU measurement: where, and the driver's words.
class GpuError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// Device memory that is given back when this goes.
class DeviceBuffer
{
public:
    DeviceBuffer() = default;
    DeviceBuffer(CudaDriver &driver, std::size_t bytes);
    ~DeviceBuffer();
    DeviceBuffer(DeviceBuffer &&other) noexcept;
    DeviceBuffer &operator=(DeviceBuffer &&other) noexcept;
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;

    CudaDriver::DevicePtr address() const { return m_address; }
    void *pointer() const { return reinterpret_cast<void *>(m_address); }
    std::size_t bytes() const { return m_bytes; }

private:
    CudaDriver *m_driver = nullptr;
    CudaDriver::DevicePtr m_address = 0;
    std::size_t m_bytes = 0;
};

// Page-locked host memory (cuMemHostAlloc), given back when this goes.
class PinnedBuffer
{
public:
    PinnedBuffer(CudaDriver &driver, std::size_t bytes);
    ~PinnedBuffer();
    PinnedBuffer(const PinnedBuffer &) = delete;
    PinnedBuffer &operator=(const PinnedBuffer &) = delete;
    void *data() const { return m_data; }

private:
    CudaDriver &m_driver;
    void *m_data = nullptr;
};

// One GPU opened for measuring: the driver, the device's primary context made current, a stream
// of its own, two events and the program's kernels loaded. Every failed call throws GpuError
// naming the step; the destructor gives everything back.
class GpuSession
{
public:
    // Opens device index of a loaded driver (cuInit already succeeded).
    GpuSession(CudaDriver &driver, int index);
    ~GpuSession();
    GpuSession(const GpuSession &) = delete;
    GpuSession &operator=(const GpuSession &) = delete;

    CudaDriver &driver() { return m_driver; }
    CudaDriver::Device device() const { return m_device; }
    CudaDriver::Stream stream() const { return m_stream; }
    int attribute(CudaDriver::Attribute attribute) const;

    // Throws GpuError("step: CUDA_ERROR_…: …") when result is not success.
    void check(CudaDriver::Result result, const char *step) const;
    // Milliseconds the work enqueue puts on the stream takes, between two events.
    double timeMilliseconds(const std::function<void()> &enqueue);
    // Launches one of GpuKernels' functions on the stream with a one-dimensional grid.
    void launch(const char *kernel, unsigned blocks, unsigned threads, void **parameters);
    void synchronize();
    std::size_t freeBytes() const;

private:
    // Gives back whatever was made: the module, the events, the stream and the context.
    void release();

    CudaDriver &m_driver;
    CudaDriver::Device m_device = 0;
    bool m_retained = false;
    CudaDriver::Stream m_stream = nullptr;
    CudaDriver::Event m_start = nullptr;
    CudaDriver::Event m_end = nullptr;
    CudaDriver::Module m_module = nullptr;
};

} // namespace blab::core
