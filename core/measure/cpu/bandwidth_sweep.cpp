// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/bandwidth_sweep.h"

#include "measure/common/cancel_flag.h"
#include "measure/cpu/aligned_buffer.h"
#include "measure/cpu/cache_levels.h"
#include "measure/cpu/stream_kernels.h"
#include "measure/cpu/thread_team.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace blab::core {

namespace {

constexpr std::uint64_t kLine = 64;

std::uint64_t defaultMaxBytes(int threads)
{
    std::uint64_t held = 0;
    for (const CacheLevel &c : CacheLevels::detect())
        held = std::max(held, c.capacityFor(threads));
    return std::max<std::uint64_t>(4 * held, 64ull << 20);
}

// The fastest of at least passes timed passes, going on while less than minSeconds was timed.
template <typename Pass> double fastestPass(int passes, double minSeconds, const Pass &pass)
{
    const int least = std::max(1, passes), most = 10 * least;
    double best = std::numeric_limits<double>::max(), timed = 0.0;
    for (int done = 0; done < least || (timed < minSeconds && done < most); ++done) {
        const double seconds = pass();
        best = std::min(best, seconds);
        timed += seconds;
    }
    return best;
}

} // namespace

std::vector<std::uint64_t> BandwidthSweep::sizes(const SweepOptions &options)
{
    const int threads = std::max(1, options.threads);
    const std::uint64_t unit = kLine * static_cast<std::uint64_t>(threads);
    const std::uint64_t last = options.maxBytes ? options.maxBytes : defaultMaxBytes(threads);
    std::vector<std::uint64_t> result;
    for (double b = double(std::max(options.minBytes, unit)); b <= double(last) * 1.0001;
         b *= std::max(1.01, options.step)) {
        const std::uint64_t bytes = std::max(unit, static_cast<std::uint64_t>(b) / unit * unit);
        if (result.empty() || bytes > result.back())
            result.push_back(bytes);
    }
    return result;
}

double BandwidthSweep::readGBs(Isa isa, const double *data, std::uint64_t bytes, int threads,
                               const SweepOptions &options, bool &verified)
{
    const std::size_t n = bytes / sizeof(double);
    const std::uint64_t reps = std::max<std::uint64_t>(1, options.bytesPerPass / bytes);
    const double best = fastestPass(options.passes, options.minSeconds, [&] {
        return ThreadTeam::runPinned(threads, [&](int index, int count) {
            std::size_t begin = 0, end = 0;
            ThreadTeam::split(n, index, count, begin, end);
            StreamKernels::load(isa, data + begin, end - begin, reps);
        });
    });
    // The timed loads leave nothing to check, so one untimed sum over the same slices checks
    // what they read. Every element is 1, so the sums count the elements, exactly.
    std::vector<double> sums(static_cast<std::size_t>(threads), 0.0);
    ThreadTeam::runPinned(threads, [&](int index, int count) {
        std::size_t begin = 0, end = 0;
        ThreadTeam::split(n, index, count, begin, end);
        sums[static_cast<std::size_t>(index)] = StreamKernels::read(isa, data + begin, end - begin);
    });
    double total = 0.0;
    for (double s : sums)
        total += s;
    verified = verified && total == double(n);
    return double(bytes) * double(reps) / best / 1e9;
}

double BandwidthSweep::triadGBs(Isa isa, double *a, const double *b, const double *c,
                                std::uint64_t bytes, int threads, const SweepOptions &options,
                                bool &verified)
{
    const std::size_t n = bytes / (3 * sizeof(double));
    if (n == 0)
        return 0.0;
    const std::uint64_t reps = std::max<std::uint64_t>(1, options.bytesPerPass / bytes);
    // What an earlier point or thread count left in a would pass the check below without this
    // run having written it.
    std::fill(a, a + n, 0.0);
    const double best = fastestPass(options.triadPasses, options.minSeconds, [&] {
        return ThreadTeam::runPinned(threads, [&](int index, int count) {
            std::size_t begin = 0, end = 0;
            ThreadTeam::split(n, index, count, begin, end);
            for (std::uint64_t r = 0; r < reps; ++r)
                StreamKernels::triad(isa, a + begin, b + begin, c + begin, kTriadScalar,
                                     end - begin);
        });
    });
    // b and c hold ones, so every element of a is 1 + s, exactly (a fused multiply-add gives
    // the same, as 1 + 3 is exact either way).
    for (std::size_t i = 0; i < n; ++i)
        verified = verified && a[i] == 1.0 + kTriadScalar;
    return 24.0 * double(n) * double(reps) / best / 1e9;
}

std::vector<BandwidthPoint> BandwidthSweep::run(const SweepOptions &options, bool &verified,
                                                const Progress &progress,
                                                const std::atomic_bool *cancel)
{
    verified = true;
    const int threads = std::max(1, options.threads);
    const std::vector<std::uint64_t> all = sizes(options);
    if (all.empty())
        return {};
    // The triad's three arrays are the thirds of the read kernel's array: the two never run at
    // once, and one array instead of two halves what a sweep past a large last-level cache has
    // to fill. Each third starts one cache line further into its page than the one before, so
    // that a[i], b[i] and c[i] never share an L1 set (nor, where huge pages were granted, an L2
    // set).
    const std::size_t page = 4096 / sizeof(double), line = kLine / sizeof(double);
    const std::size_t third = (all.back() / sizeof(double) / 3 + page - 1) / page * page + line;
    const std::size_t elements = 3 * third;
    const auto data = alignedArray<double>(elements);
    double *const a = data.get(), *const b = a + third, *const c = b + third;
    // Filled by every thread in the read kernel's split, so that each page starts near the
    // thread that reads it. The triad's split differs: on a machine with memory on several
    // sockets its DRAM points read part of their bytes from the far one, and STREAM's triad,
    // over arrays of its own, is the figure for that.
    ThreadTeam::runPinned(threads, [&](int index, int count) {
        std::size_t begin = 0, end = 0;
        ThreadTeam::split(elements, index, count, begin, end);
        std::fill(data.get() + begin, data.get() + end, 1.0);
    });
    const Isa isa = SimdKernels::best();
    std::vector<BandwidthPoint> points;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (progress)
            progress(static_cast<int>(i), static_cast<int>(all.size()));
        if (isCancelled(cancel))
            break;
        BandwidthPoint p;
        p.bytes = all[i];
        p.gbs = readGBs(isa, data.get(), p.bytes, threads, options, verified);
        p.gbs1 = threads == 1 ? p.gbs : readGBs(isa, data.get(), p.bytes, 1, options, verified);
        p.triadGbs = triadGBs(isa, a, b, c, p.bytes, threads, options, verified);
        p.triadGbs1 =
            threads == 1 ? p.triadGbs : triadGBs(isa, a, b, c, p.bytes, 1, options, verified);
        // The next point's read kernel counts ones, and the triad left 1 + s in a.
        std::fill(a, a + p.bytes / (3 * sizeof(double)), 1.0);
        points.push_back(p);
    }
    if (progress)
        progress(static_cast<int>(all.size()), static_cast<int>(all.size()));
    return points;
}

} // namespace blab::core
