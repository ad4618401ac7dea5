#include "measure/machine_profiler.h"

#include "io/json_writer.h"
#include "io/sgemm_json.h"
#include "measure/cancel_flag.h"
#include "measure/openblas_choice.h"
#include "measure/sgemm_benchmark.h"
#include "measure/system_info.h"

#include <algorithm>

namespace blab::core {

namespace {

void writeStream(JsonWriter &json, const StreamResult &s)
{
    json.beginObject()
        .field("threads", s.threads)
        .field("elements", static_cast<long long>(s.elements))
        .field("copy", s.copyGBs)
        .field("scale", s.scaleGBs)
        .field("add", s.addGBs)
        .field("triad", s.triadGBs)
        .field("verified", s.verified)
        .endObject();
}

} // namespace

double MachineProfile::balanceFlopsPerByte() const
{
    return memBandwidthGBs() > 0 ? peakGflops / memBandwidthGBs() : 0.0;
}

double MachineProfile::sgemmPercentOfPeak() const
{
    return peakGflops > 0 ? 100.0 * sgemmGflops / peakGflops : 0.0;
}

std::vector<std::string> MachineProfile::findWarnings() const
{
    std::vector<std::string> found;
    if (peakGflops > 0 && peakGflops < peakGflops1 * 0.9)
        found.emplace_back("peak_below_1thread");
    if (stream.triadGBs > 0 && stream.triadGBs < stream1.triadGBs * 0.9)
        found.emplace_back("triad_below_1thread");
    if (peakGflops > 0 && sgemmGflops > peakGflops * 1.05)
        found.emplace_back("sgemm_above_peak");
    for (const KernelPoint &k : kernels) {
        if (peakGflops > 0 && k.gflops() > peakGflops * 1.25) {
            found.emplace_back("kernel_above_peak");
            break;
        }
    }
    return found;
}

std::string MachineProfile::toJson() const
{
    JsonWriter json;
    json.beginObject()
        .field("threads", threads)
        .field("isa", isa)
        .field("openblas_core", openblasCore);
    SgemmJson::writeFamily(json, openblasCore, openblasInstalledCore, openblasCoreOrigin);
    json.field("peak_gflops", peakGflops)
        .field("peak_gflops_1thread", peakGflops1)
        .field("mem_bandwidth_gbs", memBandwidthGBs())
        .field("balance_flops_per_byte", balanceFlopsPerByte());
    json.key("stream");
    writeStream(json, stream);
    json.key("stream_1thread");
    writeStream(json, stream1);
    json.field("sgemm_gflops", sgemmGflops).field("sgemm_percent_of_peak", sgemmPercentOfPeak());
    json.key("sweep").beginArray();
    for (const SweepPoint &p : sweep)
        json.beginObject().field("n", p.n).field("gflops", p.gflops).endObject();
    json.endArray();
    json.key("kernels").beginArray();
    for (const KernelPoint &k : kernels) {
        json.beginObject()
            .field("name", k.name)
            .field("k", k.k)
            .field("flops", k.flops)
            .field("bytes", k.bytes)
            .field("flops_per_byte", k.flopsPerByte())
            .field("gflops", k.gflops())
            .endObject();
    }
    json.endArray();
    json.key("warnings").beginArray();
    for (const std::string &w : warnings)
        json.value(w);
    json.endArray();
    json.field("cancelled", cancelled).endObject();
    return json.str() + "\n";
}

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
          m_steps(5 + static_cast<int>(m_sizes.size()) + m_kernelSteps)
    {
        m_profile.threads = m_threads;
        m_profile.isa = SimdKernels::name(m_isa);
        const OpenblasRuntime &runtime = OpenblasRuntime::current();
        m_profile.openblasCore = runtime.core;
        m_profile.openblasInstalledCore = runtime.installedCore;
        m_profile.openblasCoreOrigin = coreOriginId(runtime.origin);
    }

    MachineProfile run()
    {
        if (peaks() && streams() && sgemm() && sweep())
            kernels();
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
        const double passSeconds = quick() ? 0.1 : 0.25;
        const int passes = quick() ? 2 : 5;
        if (!announce("peak_1"))
            return false;
        m_profile.peakGflops1 =
            RooflineBenchmark::peak(1, m_isa, passSeconds, passes, m_cancel).gflops;
        if (!announce("peak_all"))
            return false;
        m_profile.peakGflops =
            RooflineBenchmark::peak(m_threads, m_isa, passSeconds, passes, m_cancel).gflops;
        return true;
    }

    bool streams()
    {
        m_elements = RooflineBenchmark::streamElements(RooflineBenchmark::lastLevelCacheBytes(),
                                                       SystemInfo::availableMemoryBytes(), quick());
        const std::vector<StreamResult> results = RooflineBenchmark::stream(
            {1, m_threads}, m_elements, quick() ? 3 : 10, m_cancel,
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
        try {
            m_profile.sgemmGflops = SgemmBenchmark::run(o, {}, m_cancel).gflops();
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
            o.repeats = quick() ? 3 : 5;
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
