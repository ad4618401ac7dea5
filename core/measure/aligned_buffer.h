// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>

namespace blab::core {

// A float array on a 64-byte boundary. OpenBLAS's kernels load whole cache lines; aligned input
// measured a few percent faster than std::vector's 16-byte alignment, so the benchmark uses this.
class AlignedBuffer
{
public:
    static constexpr std::size_t kAlignment = 64;

    explicit AlignedBuffer(std::size_t count);
    ~AlignedBuffer();
    AlignedBuffer(const AlignedBuffer &) = delete;
    AlignedBuffer &operator=(const AlignedBuffer &) = delete;
    AlignedBuffer(AlignedBuffer &&other) noexcept;
    AlignedBuffer &operator=(AlignedBuffer &&other) noexcept;

    float *data() { return m_data; }
    const float *data() const { return m_data; }
    std::size_t size() const { return m_count; }
    float &operator[](std::size_t i) { return m_data[i]; }
    float operator[](std::size_t i) const { return m_data[i]; }

private:
    float *m_data = nullptr;
    std::size_t m_count = 0;
};

struct FreeDeleter
{
    void operator()(void *p) const { std::free(p); }
};

// A 64-byte aligned array of any element type that is not touched here: the benchmarks have each
// thread write its own part first, so the pages land next to the core that uses them.
template <typename T> std::unique_ptr<T[], FreeDeleter> alignedArray(std::size_t n)
{
    const std::size_t bytes = (n * sizeof(T) + 63) / 64 * 64;
    void *p = std::aligned_alloc(64, bytes == 0 ? 64 : bytes);
    if (!p)
        throw std::bad_alloc();
    return std::unique_ptr<T[], FreeDeleter>(static_cast<T *>(p));
}

} // namespace blab::core
