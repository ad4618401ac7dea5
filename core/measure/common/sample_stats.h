// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace blab::core {

// The small statistics the measurements share: the median of timed runs or sweep points, and the
// entries a product's check samples.
class SampleStats
{
public:
    // The middle value (the mean of the two middle ones for an even count); 0 for none.
    static double median(std::vector<double> values)
    {
        if (values.empty())
            return 0.0;
        std::sort(values.begin(), values.end());
        const std::size_t mid = values.size() / 2;
        return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
    }

    // The s-th entry of total that a check of a matrix product samples: the first, the last,
    // then a fixed stride walk over scattered places, the same on every run.
    static std::uint64_t sampledEntry(int s, std::uint64_t total)
    {
        if (s == 0)
            return 0;
        if (s == 1)
            return total - 1;
        return (static_cast<std::uint64_t>(s) * 2654435761ull +
                static_cast<std::uint64_t>(s) * 40503ull) %
               total;
    }
};

} // namespace blab::core
