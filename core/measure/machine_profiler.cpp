#include "measure/machine_profiler.h"

#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/printable.h"
#include "io/sgemm_json.h"
#include "measure/cancel_flag.h"
#include "measure/openblas_choice.h"
#include "measure/sgemm_benchmark.h"
#include "measure/system_info.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace blab::core {

namespace {

Json streamJson(const StreamResult &s)
{
    return {{"threads", s.threads},  {"elements", static_cast<long long>(s.elements)},
            {"copy", s.copyGBs},     {"scale", s.scaleGBs},
            {"add", s.addGBs},       {"triad", s.triadGBs},
            {"verified", s.verified}};
}

// Reading a profile follows the rules of the window's first reader (QJsonValue's), so that every
// profile it kept still reads: a member that is missing or of another type reads as 0, false or
// empty, and the checks after reading refuse what the roofline cannot draw.
const Json &member(const Json &object, const char *name)
{
    static const Json missing;
    const Json *v = JsonDocument::find(object, name);
    return v ? *v : missing;
}

double numberOf(const Json &v)
{
    return v.is_number() ? v.get<double>() : 0.0;
}

// A whole number within int's range, else 0.
int wholeOf(const Json &v)
{
    const double d = numberOf(v);
    const bool whole = std::floor(d) == d && d >= std::numeric_limits<int>::min() &&
                       d <= std::numeric_limits<int>::max();
    return whole ? static_cast<int>(d) : 0;
}

std::string textOf(const Json &v)
{
    return v.is_string() ? v.get<std::string>() : std::string();
}

bool flagOf(const Json &v)
{
    return v.is_boolean() && v.get<bool>();
}

bool positive(double v)
{
    return std::isfinite(v) && v > 0 && v < 1e12;
}

// A stream result, or false when a field is out of range. Converting a double outside size_t's
// range is undefined behaviour, so the element count is checked before it is converted (the
// fuzzer found this one).
bool readStream(const Json &o, StreamResult &s)
{
    const double elements = numberOf(member(o, "elements"));
    if (!(elements >= 0 && elements <= 1e13))
        return false;
    s.threads = wholeOf(member(o, "threads"));
    s.elements = static_cast<std::size_t>(elements);
    s.copyGBs = numberOf(member(o, "copy"));
    s.scaleGBs = numberOf(member(o, "scale"));
    s.addGBs = numberOf(member(o, "add"));
    s.triadGBs = numberOf(member(o, "triad"));
    s.verified = flagOf(member(o, "verified"));
    return true;
}

bool readSweep(const Json &list, std::vector<SweepPoint> &out)
{
    if (!list.is_array())
        return true;
    for (const Json &v : list) {
        const SweepPoint s{wholeOf(member(v, "n")), numberOf(member(v, "gflops"))};
        if (s.n < 1 || !positive(s.gflops))
            return false;
        out.push_back(s);
    }
    return true;
}

bool readKernels(const Json &list, std::vector<KernelPoint> &out)
{
    if (!list.is_array())
        return true;
    for (const Json &v : list) {
        KernelPoint k;
        k.name = textOf(member(v, "name"));
        k.k = wholeOf(member(v, "k"));
        k.flops = numberOf(member(v, "flops"));
        k.bytes = numberOf(member(v, "bytes"));
        const double gflops = numberOf(member(v, "gflops"));
        if (!positive(k.flops) || !positive(k.bytes) || !positive(gflops))
            return false;
        k.seconds = k.flops / (gflops * 1e9);
        out.push_back(k);
    }
    return true;
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
    Json json = {{"threads", threads}, {"isa", isa}, {"openblas_core", openblasCore}};
    SgemmJson::addFamily(json, openblasCore, openblasInstalledCore, openblasCoreOrigin);
    json["peak_gflops"] = peakGflops;
    json["peak_gflops_1thread"] = peakGflops1;
    json["mem_bandwidth_gbs"] = memBandwidthGBs();
    json["balance_flops_per_byte"] = balanceFlopsPerByte();
    json["stream"] = streamJson(stream);
    json["stream_1thread"] = streamJson(stream1);
    json["sgemm_gflops"] = sgemmGflops;
    json["sgemm_percent_of_peak"] = sgemmPercentOfPeak();
    Json points = Json::array();
    for (const SweepPoint &p : sweep)
        points.push_back({{"n", p.n}, {"gflops", p.gflops}});
    json["sweep"] = std::move(points);
    Json measured = Json::array();
    for (const KernelPoint &k : kernels) {
        measured.push_back({{"name", k.name},
                            {"k", k.k},
                            {"flops", k.flops},
                            {"bytes", k.bytes},
                            {"flops_per_byte", k.flopsPerByte()},
                            {"gflops", k.gflops()}});
    }
    json["kernels"] = std::move(measured);
    json["warnings"] = warnings;
    json["cancelled"] = cancelled;
    return JsonWriter::write(json) + "\n";
}

std::optional<MachineProfile> MachineProfile::fromJson(const std::string &text)
{
    JsonDocument json;
    JsonDocument::Error error;
    if (!json.parse(text, error) || !json.root().is_object())
        return std::nullopt;
    const Json &o = json.root();
    MachineProfile p;
    p.threads = wholeOf(member(o, "threads"));
    p.isa = textOf(member(o, "isa"));
    p.openblasCore = textOf(member(o, "openblas_core"));
    if (const Json &installed = member(o, "installed_core"); installed.is_string())
        p.openblasInstalledCore = printable(textOf(installed), 40);
    if (const std::string origin = textOf(member(o, "core_origin")); !origin.empty())
        p.openblasCoreOrigin = printable(origin, 20);
    p.peakGflops = numberOf(member(o, "peak_gflops"));
    p.peakGflops1 = numberOf(member(o, "peak_gflops_1thread"));
    p.sgemmGflops = numberOf(member(o, "sgemm_gflops"));
    p.cancelled = flagOf(member(o, "cancelled"));
    if (!readStream(member(o, "stream"), p.stream) ||
        !readStream(member(o, "stream_1thread"), p.stream1) ||
        !readSweep(member(o, "sweep"), p.sweep) || !readKernels(member(o, "kernels"), p.kernels))
        return std::nullopt;
    if (p.threads < 1 || !positive(p.peakGflops) || !positive(p.stream.triadGBs) || p.cancelled)
        return std::nullopt;
    return p;
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
