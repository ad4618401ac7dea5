// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/cache_levels.h"

#include <cstdint>
#include <string>
#include <vector>

namespace blab::core {

// One point of the bandwidth sweep: the working set of all threads together, the read bandwidth
// measured over it with every thread and with one, and STREAM's triad over three arrays that
// together are the same working set (bytes counted as STREAM counts them, 24 per element; 0 in a
// profile from before the triad was swept).
struct BandwidthPoint
{
    std::uint64_t bytes = 0;
    double gbs = 0.0;
    double gbs1 = 0.0;
    double triadGbs = 0.0;
    double triadGbs1 = 0.0;
};

// The bandwidth of one level of the memory hierarchy, read off the sweep.
struct MemoryLevel
{
    std::string name; // "L1", "L2", "L3", "DRAM"
    // One instance's size as the system reports it, or where the sweep shows its edge when the
    // system does not say (sizeInferred); 0 for DRAM.
    std::uint64_t sizeBytes = 0;
    bool sizeInferred = false;
    // What the level holds for the sweep's threads together and for one thread: the working set
    // beyond which the next level feeds the kernel. 0 for DRAM, which holds everything.
    std::uint64_t holdsBytes = 0;
    std::uint64_t holdsBytes1 = 0;
    double gbs = 0.0;  // all threads
    double gbs1 = 0.0; // one thread
    int points = 0;    // sweep points the all-thread figure is the fastest of
};

// Which memory feeds a working set of a given size, and how fast, from a sweep and the caches.
//
// A level's figure is the fastest of the sweep points well inside it: larger than twice the
// level below holds and at most half of what this level holds (so that neither neighbour's
// speed leaks in), or, for DRAM, at least four times what the last cache holds. Where no point
// lies that far inside, the median of the points anywhere inside the level is taken (near an
// edge a point can still run at its neighbour's speed). A level that holds no more than the one
// below for these threads, or that either column has no point for, is left out, so the levels
// found always hold more one after the other and end with DRAM. What a level holds
// depends on the threads: each thread brings its own private L1 and L2, while a shared L3 counts
// once. A cache the system names without a size, or a machine that names none, gets its edge
// from the sweep itself: the largest drop in bandwidth between the known edges around it.
class MemoryLevels
{
public:
    static std::vector<MemoryLevel> find(const std::vector<BandwidthPoint> &sweep,
                                         std::vector<CacheLevel> caches, int threads);
    // The level a working set of bytes lives in, read by the sweep's threads (allThreads) or by
    // one: an index into levels, -1 when there are none.
    static int levelFor(const std::vector<MemoryLevel> &levels, double bytes,
                        bool allThreads = true);
};

} // namespace blab::core
