// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/memory_levels.h"
#include "measure/cpu/simd_kernels.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace blab::core {

struct SweepOptions
{
    std::uint64_t minBytes = 4 * 1024;
    // 0: four times what the caches hold for these threads, at least 64 MiB.
    std::uint64_t maxBytes = 0;
    double step = 1.4;
    int threads = 1;
    // Best of this many timed passes per point, for the read kernel and for the triad.
    int passes = 3;
    int triadPasses = 3;
    // More passes, up to ten times as many, while a point has been timed for less than this: a
    // working set in L1 read over 256 MiB takes 0.3 ms on two threads, and a pass that short is
    // the one an interruption spoils, while more of them cost little.
    double minSeconds = 0.02;
    // Each pass reads at least this many bytes, repeating a small working set, so that starting
    // and stopping the threads stays a small part of the time.
    std::uint64_t bytesPerPass = 256ull << 20;
};

// Bandwidth against working-set size: each thread loads its own slice of the working set, and
// then runs STREAM's triad over its own slices of three arrays that together are that working
// set, pinned to its own CPU where the system allows, in the widest vectors the CPU has. Each
// point is verified: the slices hold ones, so an untimed sum over them must equal the number of
// elements, and every element the triad wrote must equal 1 + s.
class BandwidthSweep
{
public:
    using Progress = std::function<void(int done, int total)>;

    // The working-set sizes of a sweep, each a whole number of cache lines per thread.
    static std::vector<std::uint64_t> sizes(const SweepOptions &options);
    // The sweep on options.threads threads and on one, as BandwidthPoints. Stops early, returning
    // the points so far, when cancel is set; verified is false if any sum came out wrong.
    static std::vector<BandwidthPoint> run(const SweepOptions &options, bool &verified,
                                           const Progress &progress = {},
                                           const std::atomic_bool *cancel = nullptr);
    // One point: GB/s reading bytes (all threads together) with threads threads.
    static double readGBs(Isa isa, const double *data, std::uint64_t bytes, int threads,
                          const SweepOptions &options, bool &verified);
    // One triad point: GB/s of a = b + s c over three arrays of bytes / 24 elements each (all
    // threads together), counted as STREAM counts them. b and c must hold ones; a
    // holds 1 + kTriadScalar afterwards.
    static double triadGBs(Isa isa, double *a, const double *b, const double *c,
                           std::uint64_t bytes, int threads, const SweepOptions &options,
                           bool &verified);
    // The triad's scalar, and what every element of a holds after a triad over ones.
    static constexpr double kTriadScalar = 3.0;
};

} // namespace blab::core
