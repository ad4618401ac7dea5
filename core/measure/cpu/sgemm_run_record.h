// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/sgemm_benchmark.h"

#include <cstdint>
#include <string>
#include <vector>

namespace blab::core {

// What the list of earlier sgemm runs keeps of one measurement: enough to compare two runs (the
// size, the threads, the kernel family, the figure, whether the product was right and when it
// ran) without the run times themselves.
struct SgemmRunRecord
{
    // The window keeps this many runs; the oldest goes first.
    static constexpr std::size_t kMaxKept = 8;
    // Longest kernel family name kept from a settings file.
    static constexpr std::size_t kMaxCoreName = 64;

    int n = 0;
    int threads = 0;
    std::string coreName;
    double gflops = 0.0;
    double bestSeconds = 0.0;
    bool verified = false;
    // When the measurement finished, seconds since 1970-01-01 UTC.
    std::int64_t finishedAtSeconds = 0;

    // The record of a finished measurement.
    static SgemmRunRecord of(const SgemmResult &result, std::int64_t finishedAtSeconds);
    // True when every field holds a value a measurement can give: n in the --n range, at least
    // one thread, a finite positive figure and time, and a short printable kernel family name.
    // Records read back from a settings file that fail this are dropped.
    bool plausible() const;
    // Adds a record at the end, dropping the oldest ones beyond kMaxKept.
    static void remember(std::vector<SgemmRunRecord> &records, const SgemmRunRecord &record);
};

} // namespace blab::core
