// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/profile/machine_profiler.h"

#include "measure/common/brief_runs.h"
#include "measure/common/cancel_flag.h"
#include "measure/cpu/bandwidth_sweep.h"
#include "measure/cpu/cache_levels.h"
#include "measure/cpu/dgemm_benchmark.h"
#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "measure/cpu/system_info.h"

#include <algorithm>
#include <cstdint>
#include <ctime>

namespace blab::core {

std::vector<int> MachineProfiler::sweepSizes(int minN, int maxN, int step, bool quick)
{
    std::vector<int> sizes;
    if (quick)
        maxN = std::min(maxN, 1024);
    for (int n = std::max(16, minN); n <= maxN && sizes.size() < 64;
         n = step > 0 ? n + step : n * 2)
        sizes.push_back(n);
    return sizes;
}

std::vector<int> MachineProfiler::kernelKs(bool quick)
{
    std::vector<int> ks;
    for (int k = 1; k <= 1024; k *= quick ? 4 : 2)
        ks.push_back(k);
    return ks;
}

namespace {

// The bandwidth sweep of a profile: about 1.4x per step, the best of three passes of 256 MiB
// each, more while a point has been timed for under 20 ms; quick runs step by 2x, read a quarter
// as much, go on to 5 ms and time the triad once per point where a pass takes longer than that
// (past a large last cache, one pass over four times its size takes a good part of a second).
SweepOptions bandwidthOptions(int threads, bool quick)
{
    SweepOptions o;
    o.threads = threads;
    o.step = quick ? 2.0 : 1.4;
    o.passes = BriefRuns::passes(quick ? 2 : 3);
    o.triadPasses = quick ? 1 : 3;
    o.bytesPerPass = BriefRuns::requested() ? 4ull << 20 : quick ? 64ull << 20 : 256ull << 20;
    o.minSeconds = BriefRuns::seconds(quick ? 0.005 : 0.02);
    return o;
}

std::string utcNow()
{
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

// One run of the profile: its steps in order, each announced to the progress callback first, so
// that a cancel between two steps stops before the next one starts.
class ProfileRun
{
public:
    ProfileRun(const ProfileOptions &options, const ProfileProgress &progress,
               const std::atomic_bool *cancel)
        : m_options(options), m_progress(progress), m_cancel(cancel),
          m_threads(options.threads > 0 ? options.threads : SystemInfo::openblasMaxThreads()),
          m_isa(SimdKernels::best()),
          m_sizes(MachineProfiler::sweepSizes(options.sweepMin, options.sweepMax, options.sweepStep,
                                              options.quick)),
          m_ks(MachineProfiler::kernelKs(options.quick)),
          m_kernelSteps(2 + static_cast<int>(m_ks.size())),
          m_bandwidthOptions(bandwidthOptions(m_threads, options.quick)),
          m_bandwidthSteps(static_cast<int>(BandwidthSweep::sizes(m_bandwidthOptions).size())),
          m_steps(7 + static_cast<int>(m_sizes.size()) + m_kernelSteps + m_bandwidthSteps)
    {
        m_profile.cpuModel = SystemInfo::cpuModelName();
        m_profile.measuredAt = utcNow();
        m_profile.threads = m_threads;
        m_profile.isa = SimdKernels::name(m_isa);
        const OpenblasRuntime &runtime = OpenblasRuntime::current();
        m_profile.openblasCore = runtime.core;
        m_profile.openblasInstalledCore = runtime.installedCore;
        m_profile.openblasCoreOrigin = coreOriginId(runtime.origin);
    }

    MachineProfile run()
    {
        // Other work beside the profile is read from the CPU time, not guessed from figures.
        const LoadWatch load(m_options.loadSource);
        if (peaks() && streams() && hierarchy() && sgemm() && dgemm() && sweep())
            kernels();
        m_profile.othersShare = load.othersShare();
        return finish();
    }

private:
    bool quick() const { return m_options.quick; }

    bool announce(const std::string &id)
    {
        if (m_progress)
            m_progress(m_step, m_steps, id);
        ++m_step;
        return !isCancelled(m_cancel);
    }

    MachineProfile finish()
    {
        m_profile.cancelled = isCancelled(m_cancel);
        if (!m_profile.cancelled)
            m_profile.warnings = m_profile.findWarnings();
        if (m_progress)
            m_progress(m_steps, m_steps, m_profile.cancelled ? "cancelled" : "done");
        return m_profile;
    }

    bool peaks()
    {
        const double passSeconds = BriefRuns::seconds(quick() ? 0.1 : 0.25);
        const int passes = BriefRuns::passes(quick() ? 3 : 5);
        if (!announce("peak_1"))
            return false;
        m_profile.peakGflops1 =
            RooflineBenchmark::peak(1, m_isa, passSeconds, passes, m_cancel).gflops;
        if (!announce("peak_all"))
            return false;
        const PeakResult all =
            RooflineBenchmark::peak(m_threads, m_isa, passSeconds, passes, m_cancel);
        m_profile.peakGflops = all.gflops;
        m_profile.peakSpread = all.spread;
        if (!announce("peak_fp64"))
            return false;
        m_profile.peakGflopsFp64 = RooflineBenchmark::peak(m_threads, m_isa, passSeconds, passes,
                                                           m_cancel, PeakWidth::Fp64)
                                       .gflops;
        return true;
    }

    // Read bandwidth from 4 KiB to past the last cache, and one figure per level from it.
    bool hierarchy()
    {
        const int first = m_step;
        const std::vector<BandwidthPoint> points = BandwidthSweep::run(
            m_bandwidthOptions, m_profile.bandwidthVerified,
            [&](int done, int total) {
                if (done < total && m_progress)
                    m_progress(first + done, m_steps, "bandwidth");
            },
            m_cancel);
        m_step += m_bandwidthSteps;
        if (isCancelled(m_cancel))
            return false;
        m_profile.bandwidthSweep = points;
        m_profile.levels = MemoryLevels::find(points, CacheLevels::detect(), m_threads);
        return true;
    }

    bool dgemm()
    {
        if (!announce("dgemm_512"))
            return false;
        const DgemmResult r =
            DgemmBenchmark::run(512, m_threads, BriefRuns::passes(quick() ? 3 : 10),
                                BriefRuns::seconds(quick() ? 0.05 : 0.1), m_cancel);
        if (r.cancelled)
            return false;
        // A wrong product measures nothing; the point is left out rather than drawn.
        m_profile.dgemmGflops = r.verified ? r.gflops() : 0.0;
        return true;
    }

    bool streams()
    {
        // Brief runs take the smallest arrays, as if there were no cache to go past.
        const std::uint64_t cache =
            BriefRuns::requested() ? 0 : RooflineBenchmark::lastLevelCacheBytes();
        m_elements =
            RooflineBenchmark::streamElements(cache, SystemInfo::availableMemoryBytes(), quick());
        const std::vector<StreamResult> results = RooflineBenchmark::stream(
            {1, m_threads}, m_elements, BriefRuns::passes(quick() ? 2 : 10), m_cancel,
            [&](int run) { announce(run == 0 ? "stream_1" : "stream_all"); });
        if (results.size() < 2 || isCancelled(m_cancel))
            return false;
        m_profile.stream1 = results[0];
        m_profile.stream = results[1];
        return true;
    }

    bool sgemm()
    {
        SgemmOptions o;
        o.threads = m_threads;
        // The shapes check the kernel family, which bench and tab 1 do; the profile times speed.
        o.checkShapes = false;
        if (!announce("sgemm_512"))
            return false;
        o.loadSource = m_options.loadSource;
        o.repeats = BriefRuns::passes(o.repeats);
        try {
            const SgemmResult r = SgemmBenchmark::run(o, {}, m_cancel);
            m_profile.sgemmGflops = r.gflops();
            m_profile.sgemmSpread = r.spread();
        } catch (const std::exception &) {
            // Too little memory for 512 x 512 is not a machine worth profiling; leave it at zero.
        }
        return true;
    }

    bool sweep()
    {
        for (int n : m_sizes) {
            if (!announce("sweep_" + std::to_string(n)))
                return false;
            SgemmOptions o;
            o.n = n;
            o.threads = m_threads;
            o.repeats = BriefRuns::passes(quick() ? 3 : 5);
            // As long a warm-up as bench's: a shorter one left OpenBLAS's threads on one core and
            // the small sizes at one-thread speed.
            o.warmupSeconds = quick() ? 0.05 : 0.1;
            o.checkShapes = false;
            if (!SgemmBenchmark::checkOptions(o, SystemInfo::availableMemoryBytes()).empty())
                break;
            const SgemmResult r = SgemmBenchmark::run(o, {}, m_cancel);
            if (r.cancelled)
                return false;
            m_profile.sweep.push_back({n, r.gflops()});
        }
        return true;
    }

    void kernels()
    {
        // The kernels run over float arrays as large in bytes as one STREAM array, past the
        // caches.
        const std::size_t floats = m_elements * sizeof(double) / sizeof(float);
        if (!announce("kernels"))
            return;
        const int first = m_step - 1;
        m_profile.kernels = RooflineBenchmark::kernels(
            m_threads, floats, m_ks, quick() ? 1 : 3, m_cancel, [&](int done, int) {
                if (done < m_kernelSteps && m_progress)
                    m_progress(first + done, m_steps, "kernels");
            });
    }

    const ProfileOptions &m_options;
    const ProfileProgress &m_progress;
    const std::atomic_bool *m_cancel;
    const int m_threads;
    const Isa m_isa;
    const std::vector<int> m_sizes;
    const std::vector<int> m_ks;
    const int m_kernelSteps;
    const SweepOptions m_bandwidthOptions;
    const int m_bandwidthSteps;
    const int m_steps;
    int m_step = 0;
    std::size_t m_elements = 0;
    MachineProfile m_profile;
};

} // namespace

MachineProfile MachineProfiler::run(const ProfileOptions &options, const ProfileProgress &progress,
                                    const std::atomic_bool *cancel)
{
    return ProfileRun(options, progress, cancel).run();
}

} // namespace blab::core
