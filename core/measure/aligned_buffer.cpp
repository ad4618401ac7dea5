// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/aligned_buffer.h"

#include <cstdlib>
#include <new>
#include <utility>

namespace blab::core {

AlignedBuffer::AlignedBuffer(std::size_t count) : m_count(count)
{
    // aligned_alloc wants a size that is a multiple of the alignment.
    std::size_t bytes = count * sizeof(float);
    bytes = (bytes + kAlignment - 1) / kAlignment * kAlignment;
    if (bytes == 0)
        bytes = kAlignment;
    m_data = static_cast<float *>(std::aligned_alloc(kAlignment, bytes));
    if (!m_data)
        throw std::bad_alloc();
}

AlignedBuffer::~AlignedBuffer()
{
    std::free(m_data);
}

AlignedBuffer::AlignedBuffer(AlignedBuffer &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_count(std::exchange(other.m_count, 0))
{}

AlignedBuffer &AlignedBuffer::operator=(AlignedBuffer &&other) noexcept
{
    if (this != &other) {
        std::free(m_data);
        m_data = std::exchange(other.m_data, nullptr);
        m_count = std::exchange(other.m_count, 0);
    }
    return *this;
}

} // namespace blab::core
