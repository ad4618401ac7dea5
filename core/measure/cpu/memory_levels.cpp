// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/memory_levels.h"

#include "measure/common/sample_stats.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace blab::core {

namespace {

using Column = std::function<double(const BandwidthPoint &)>;

// The count largest drops in bandwidth from one point to the next between the sizes low and
// high (exclusive), as edges (the geometric middle of the two points), smallest first.
std::vector<std::uint64_t> largestDrops(const std::vector<BandwidthPoint> &sweep, const Column &gbs,
                                        std::uint64_t low, std::uint64_t high, std::size_t count)
{
    std::vector<std::pair<double, std::uint64_t>> drops;
    for (std::size_t i = 0; i + 1 < sweep.size(); ++i) {
        const BandwidthPoint &a = sweep[i];
        const BandwidthPoint &b = sweep[i + 1];
        if (a.bytes <= low || b.bytes >= high || gbs(b) <= 0 || gbs(a) <= gbs(b))
            continue;
        drops.push_back({gbs(a) / gbs(b),
                         static_cast<std::uint64_t>(std::sqrt(double(a.bytes) * double(b.bytes)))});
    }
    std::sort(drops.rbegin(), drops.rend());
    std::vector<std::uint64_t> edges;
    for (std::size_t i = 0; i < drops.size() && i < count; ++i)
        edges.push_back(drops[i].second);
    std::sort(edges.begin(), edges.end());
    return edges;
}

// A machine that names no cache: one level for each edge where the one-thread bandwidth falls
// by more than a quarter from one point to the next, at most three.
std::vector<CacheLevel> levelsFromDrops(const std::vector<BandwidthPoint> &sweep)
{
    int count = 0;
    for (std::size_t i = 0; i + 1 < sweep.size(); ++i) {
        if (sweep[i + 1].gbs1 > 0 && sweep[i].gbs1 / sweep[i + 1].gbs1 > 1.25)
            ++count;
    }
    std::vector<CacheLevel> levels;
    for (int i = 0; i < std::min(count, 3); ++i)
        levels.push_back({i + 1, 0, 1});
    return levels;
}

// Each cache's edge for one column: what it holds for threads, or inferred from the sweep.
std::vector<std::uint64_t> edges(const std::vector<BandwidthPoint> &sweep, const Column &gbs,
                                 const std::vector<CacheLevel> &caches, int threads)
{
    std::vector<std::uint64_t> result(caches.size(), 0);
    for (std::size_t i = 0; i < caches.size(); ++i)
        result[i] = caches[i].capacityFor(threads);
    // Unknown edges come in runs between known ones; a run of m takes the m largest drops
    // between its neighbours.
    for (std::size_t i = 0; i < caches.size();) {
        if (result[i] > 0) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < caches.size() && result[end] == 0)
            ++end;
        const std::uint64_t low = i > 0 ? result[i - 1] : 0;
        const std::uint64_t high = end < caches.size() ? result[end] : UINT64_MAX;
        const std::vector<std::uint64_t> found = largestDrops(sweep, gbs, low, high, end - i);
        for (std::size_t k = 0; k < found.size(); ++k)
            result[i + k] = found[k];
        i = end;
    }
    return result;
}

// The fastest of a column over the points well inside (low, high], else anywhere inside. On a
// shared machine interruptions only ever slow a point down, so the fastest point inside a level
// is the truest figure for it, as the fastest sgemm run is for the compute roof.
double figure(const std::vector<BandwidthPoint> &sweep, const Column &gbs, std::uint64_t low,
              std::uint64_t high, bool dram, int &points)
{
    const auto pick = [&](double from, double to) {
        std::vector<double> values;
        for (const BandwidthPoint &p : sweep) {
            if (double(p.bytes) > from && double(p.bytes) <= to && gbs(p) > 0)
                values.push_back(gbs(p));
        }
        return values;
    };
    std::vector<double> values =
        dram ? pick(4.0 * double(low) - 1, HUGE_VAL) : pick(2.0 * double(low), 0.5 * double(high));
    if (!values.empty()) {
        points = static_cast<int>(values.size());
        return *std::max_element(values.begin(), values.end());
    }
    // Points near an edge can still run at the neighbour's speed, so without a point well
    // inside the level the median of those inside it is taken, not the fastest.
    values = pick(double(low), dram ? HUGE_VAL : double(high));
    points = static_cast<int>(values.size());
    return SampleStats::median(values);
}

} // namespace

std::vector<MemoryLevel> MemoryLevels::find(const std::vector<BandwidthPoint> &sweep,
                                            std::vector<CacheLevel> caches, int threads)
{
    if (sweep.empty())
        return {};
    // The profile names levels L1 to L4; a fifth level, where a system reports one, is left to
    // DRAM's side of the sweep.
    caches.erase(std::remove_if(caches.begin(), caches.end(),
                                [](const CacheLevel &c) { return c.level > 4; }),
                 caches.end());
    if (caches.empty())
        caches = levelsFromDrops(sweep);
    const Column all = [](const BandwidthPoint &p) {
        return p.gbs;
    };
    const Column one = [](const BandwidthPoint &p) {
        return p.gbs1;
    };
    const std::vector<std::uint64_t> edgesAll = edges(sweep, all, caches, threads);
    const std::vector<std::uint64_t> edgesOne = edges(sweep, one, caches, 1);
    std::vector<MemoryLevel> levels;
    // Each level starts where the largest edge below it ends: a cache that holds no more than
    // the one below for these threads (a shared L3 smaller than the private L2s of many cores)
    // has no working set of its own and is left out, as is a level that one of the two columns
    // has no point for; the levels kept then hold strictly more, one after the other.
    std::uint64_t lowAll = 0, lowOne = 0;
    for (std::size_t i = 0; i <= caches.size(); ++i) {
        const bool dram = i == caches.size();
        MemoryLevel level;
        // Named by the level the system gives, so that a machine that reports no L1 still calls
        // its L2 "L2"; levels found from the sweep alone are numbered in order.
        level.name = dram
                         ? "DRAM"
                         : "L" + std::to_string(caches[i].level > 0 ? caches[i].level : int(i) + 1);
        if (!dram) {
            level.sizeInferred = caches[i].bytes == 0;
            level.sizeBytes = level.sizeInferred ? edgesOne[i] : caches[i].bytes;
            level.holdsBytes = edgesAll[i];
            level.holdsBytes1 = edgesOne[i];
        }
        const bool seen = dram || (level.sizeBytes > 0 && level.holdsBytes > lowAll &&
                                   level.holdsBytes1 > lowOne);
        int onePoints = 0;
        if (seen) {
            level.gbs = figure(sweep, all, lowAll, level.holdsBytes, dram, level.points);
            level.gbs1 = figure(sweep, one, lowOne, level.holdsBytes1, dram, onePoints);
        }
        if (seen && level.gbs > 0 && level.gbs1 > 0)
            levels.push_back(level);
        if (!dram) {
            lowAll = std::max(lowAll, level.holdsBytes);
            lowOne = std::max(lowOne, level.holdsBytes1);
        }
    }
    return levels;
}

int MemoryLevels::levelFor(const std::vector<MemoryLevel> &levels, double bytes, bool allThreads)
{
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const std::uint64_t holds = allThreads ? levels[i].holdsBytes : levels[i].holdsBytes1;
        if (holds == 0 || bytes <= double(holds))
            return static_cast<int>(i);
    }
    return static_cast<int>(levels.size()) - 1;
}

} // namespace blab::core
