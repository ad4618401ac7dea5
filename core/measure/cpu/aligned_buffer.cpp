// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/aligned_buffer.h"

#include <cstdlib>
#include <limits>
#include <new>
#include <sys/mman.h>
#include <utility>

namespace blab::core {

void *allocateAligned(std::size_t bytes)
{
    constexpr std::size_t kHugePage = 2u << 20;
    const std::size_t alignment = bytes >= kHugePagesFrom ? kHugePage : 64;
    if (bytes > std::numeric_limits<std::size_t>::max() - alignment)
        throw std::bad_alloc();
    // aligned_alloc wants a size that is a multiple of the alignment.
    const std::size_t size =
        bytes == 0 ? alignment : (bytes + alignment - 1) / alignment * alignment;
    void *p = std::aligned_alloc(alignment, size);
    if (!p)
        throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    // Advice only: where the system has no huge pages to give, the array keeps small ones.
    if (alignment == kHugePage)
        madvise(p, size, MADV_HUGEPAGE);
#endif
    return p;
}

AlignedBuffer::AlignedBuffer(std::size_t count) : m_data(alignedArray<float>(count)), m_count(count)
{}

AlignedBuffer::AlignedBuffer(AlignedBuffer &&other) noexcept
    : m_data(std::move(other.m_data)), m_count(std::exchange(other.m_count, 0))
{}

AlignedBuffer &AlignedBuffer::operator=(AlignedBuffer &&other) noexcept
{
    m_data = std::move(other.m_data);
    m_count = std::exchange(other.m_count, 0);
    return *this;
}

} // namespace blab::core
