#pragma once

#include <cstddef>

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

} // namespace blab::core
