#include "measure/bandwidth_sweep.h"

#include "measure/aligned_buffer.h"
#include "measure/cache_levels.h"
#include "measure/cancel_flag.h"
#include "measure/stream_kernels.h"
#include "measure/thread_team.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <pthread.h>
#include <sched.h>

namespace blab::core {

namespace {

constexpr std::uint64_t kLine = 64;

// Pins the calling thread to the index-th CPU this process may run on; quietly does nothing
// where the system refuses or the CPUs are fewer than the threads.
void pinTo(int index)
{
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof(allowed), &allowed) != 0)
        return;
    int seen = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (!CPU_ISSET(cpu, &allowed))
            continue;
        if (seen++ == index) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            pthread_setaffinity_np(pthread_self(), sizeof(one), &one);
            return;
        }
    }
}

// ThreadTeam runs job 0 on the calling thread, which pinTo(0) pins; this puts the caller's own
// set of CPUs back when the sweep ends, so that later threads it starts are not held to one CPU.
class AffinityRestorer
{
public:
    AffinityRestorer() { m_saved = sched_getaffinity(0, sizeof(m_set), &m_set) == 0; }
    ~AffinityRestorer()
    {
        if (m_saved)
            sched_setaffinity(0, sizeof(m_set), &m_set);
    }
    AffinityRestorer(const AffinityRestorer &) = delete;
    AffinityRestorer &operator=(const AffinityRestorer &) = delete;

private:
    cpu_set_t m_set;
    bool m_saved = false;
};

std::uint64_t defaultMaxBytes(int threads)
{
    std::uint64_t held = 0;
    for (const CacheLevel &c : CacheLevels::detect())
        held = std::max(held, c.capacityFor(threads));
    return std::max<std::uint64_t>(4 * held, 64ull << 20);
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
    const AffinityRestorer restore;
    const std::size_t n = bytes / sizeof(double);
    const std::uint64_t reps = std::max<std::uint64_t>(1, options.bytesPerPass / bytes);
    double best = std::numeric_limits<double>::max();
    for (int pass = 0; pass < std::max(1, options.passes); ++pass) {
        std::vector<double> sums(static_cast<std::size_t>(threads), 0.0);
        const double seconds = ThreadTeam::run(threads, [&](int index, int count) {
            pinTo(index);
            std::size_t begin = 0, end = 0;
            ThreadTeam::split(n, index, count, begin, end);
            sums[static_cast<std::size_t>(index)] =
                StreamKernels::read(isa, data + begin, end - begin, reps);
        });
        double total = 0.0;
        for (double s : sums)
            total += s;
        // Every element is 1, so the sums count the elements read, exactly.
        verified = verified && total == double(n) * double(reps);
        best = std::min(best, seconds);
    }
    return double(bytes) * double(reps) / best / 1e9;
}

std::vector<BandwidthPoint> BandwidthSweep::run(const SweepOptions &options, bool &verified,
                                                const Progress &progress,
                                                const std::atomic_bool *cancel)
{
    verified = true;
    const AffinityRestorer restore;
    const int threads = std::max(1, options.threads);
    const std::vector<std::uint64_t> all = sizes(options);
    if (all.empty())
        return {};
    const std::size_t elements = all.back() / sizeof(double);
    const auto data = alignedArray<double>(elements);
    // Filled by every thread, so that each page starts near the thread that reads it.
    ThreadTeam::run(threads, [&](int index, int count) {
        pinTo(index);
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
        points.push_back(p);
    }
    if (progress)
        progress(static_cast<int>(all.size()), static_cast<int>(all.size()));
    return points;
}

} // namespace blab::core
