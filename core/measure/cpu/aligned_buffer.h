// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <cstdlib>
#include <limits>
#include <memory>
#include <new>

namespace blab::core {

struct FreeDeleter
{
    void operator()(void *p) const { std::free(p); }
};

// At least bytes of memory on a 64-byte boundary, for std::free; throws std::bad_alloc. From
// kHugePagesFrom bytes on it starts on a 2 MiB boundary and asks Linux for huge pages: a
// benchmark array of gigabytes then costs a few thousand page faults to fill instead of a
// million (filling one GiB took 3.8 s on a virtual machine with small pages, 0.9 to 2.5 s with
// huge ones), and its streaming reads miss the TLB 512 times less often.
void *allocateAligned(std::size_t bytes);
inline constexpr std::size_t kHugePagesFrom = 8u << 20;

// A 64-byte aligned array of any element type that is not touched here: the benchmarks have each
// thread write its own part first, so the pages land next to the core that uses them.
template <typename T> std::unique_ptr<T[], FreeDeleter> alignedArray(std::size_t n)
{
    if (n > std::numeric_limits<std::size_t>::max() / sizeof(T))
        throw std::bad_alloc();
    return std::unique_ptr<T[], FreeDeleter>(static_cast<T *>(allocateAligned(n * sizeof(T))));
}

// A float array on a 64-byte boundary. OpenBLAS's kernels load whole cache lines; aligned input
// measured a few percent faster than std::vector's 16-byte alignment, so the benchmark uses this.
class AlignedBuffer
{
public:
    static constexpr std::size_t kAlignment = 64;

    explicit AlignedBuffer(std::size_t count);
    AlignedBuffer(AlignedBuffer &&other) noexcept;
    AlignedBuffer &operator=(AlignedBuffer &&other) noexcept;

    float *data() { return m_data.get(); }
    const float *data() const { return m_data.get(); }
    std::size_t size() const { return m_count; }
    float &operator[](std::size_t i) { return m_data[i]; }
    float operator[](std::size_t i) const { return m_data[i]; }

private:
    std::unique_ptr<float[], FreeDeleter> m_data;
    std::size_t m_count = 0;
};

} // namespace blab::core
