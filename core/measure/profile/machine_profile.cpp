// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/profile/machine_profile.h"

#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/number_text.h"
#include "io/printable.h"
#include "measure/cpu/sgemm_json.h"

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

Json levelsJson(const std::vector<MemoryLevel> &levels)
{
    Json list = Json::array();
    for (const MemoryLevel &l : levels) {
        list.push_back({{"name", l.name},
                        {"size_bytes", l.sizeBytes},
                        {"size_inferred", l.sizeInferred},
                        {"holds_bytes", l.holdsBytes},
                        {"holds_bytes_1thread", l.holdsBytes1},
                        {"bandwidth_gbs", l.gbs},
                        {"bandwidth_gbs_1thread", l.gbs1},
                        {"points", l.points}});
    }
    return list;
}

Json bandwidthJson(const std::vector<BandwidthPoint> &sweep)
{
    Json list = Json::array();
    for (const BandwidthPoint &b : sweep)
        list.push_back({{"bytes", b.bytes},
                        {"gbs", b.gbs},
                        {"gbs_1thread", b.gbs1},
                        {"triad_gbs", b.triadGbs},
                        {"triad_gbs_1thread", b.triadGbs1}});
    return list;
}

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

// The least a measurement on a machine that runs this program gives: 1 MFLOPS or 1 MB/s, the
// floor of --cpu-gflops too. A profile with 1e-320 GFLOPS would make every time it divides into
// infinite; a count of FLOPs or bytes below one is no count.
constexpr double kMinRate = 1e-3;
constexpr double kMinCount = 1.0;

// Reading a profile follows the rules of the window's first reader (QJsonValue's), so that every
// profile it kept still reads: a member that is missing or of another type reads as 0, false or
// empty, and the checks after reading refuse what the roofline cannot draw. A list that is there
// must hold only usable entries; the first bad one is named with its line.
class ProfileReader
{
public:
    explicit ProfileReader(const JsonDocument &document, ProfileReadError &error)
        : m_document(document), m_error(error)
    {}

    bool read(const Json &o, MachineProfile &p)
    {
        p.cpuModel = printable(textOf(member(o, "cpu_model")), 120);
        p.measuredAt = printable(textOf(member(o, "measured_at")), 40);
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
        p.bandwidthVerified = flagOf(member(o, "bandwidth_verified"));
        return optional(o, "others_cpu_share", p.othersShare) &&
               optional(o, "peak_spread", p.peakSpread) &&
               optional(o, "sgemm_spread", p.sgemmSpread) &&
               optional(o, "peak_gflops_fp64", p.peakGflopsFp64, {}, kMinRate) &&
               optional(o, "dgemm_gflops", p.dgemmGflops, {}, kMinRate) &&
               readStream(o, "stream", p.stream) && readStream(o, "stream_1thread", p.stream1) &&
               readSweep(member(o, "sweep"), p.sweep) &&
               readKernels(member(o, "kernels"), p.kernels) && listOrAbsent(o, "bandwidth_sweep") &&
               readBandwidth(member(o, "bandwidth_sweep"), p.bandwidthSweep) &&
               listOrAbsent(o, "levels") && readLevels(member(o, "levels"), p.levels) &&
               readGpu(o, p) && judge(o, p);
    }

private:
    // measure --gpu's part, when the profile has one: the card measured, or why there was none.
    bool readGpu(const Json &o, MachineProfile &p)
    {
        const Json *gpu = JsonDocument::find(o, "gpu");
        if (!gpu)
            return true;
        p.gpuAsked = true;
        const Json &absent = member(o, "gpu_absent");
        const Json &error = member(o, "gpu_error");
        if (!(absent.is_null() || absent.is_string()) || !(error.is_null() || error.is_string()))
            return fail(o, "gpu_absent");
        p.gpu.absent = absent.is_string() ? printable(textOf(absent), 400) : std::string();
        p.gpu.error = error.is_string() ? printable(textOf(error), 400) : std::string();
        if (const Json &code = member(o, "gpu_absent_code"); code.is_string())
            p.gpu.absentCode = printable(textOf(code), 20);
        if (const Json &detail = member(o, "gpu_absent_detail"); detail.is_string())
            p.gpu.absentDetail = printable(textOf(detail), 400);
        if (gpu->is_null())
            return true;
        m_error.detail = GpuMeasurement::fromJsonValue(*gpu, p.gpu.gpu.emplace());
        return m_error.detail.empty() || fail(*gpu, "gpu");
    }

    bool fail(const Json &at, const std::string &field,
              ProfileReadError::Code code = ProfileReadError::Code::BadValue)
    {
        m_error.code = code;
        m_error.line = m_document.line(at);
        m_error.field = field;
        return false;
    }

    // A figure that passed positive() but is below floor.
    bool tooSmall(const Json &at, const std::string &field, double floor)
    {
        m_error.minimum = floor;
        return fail(at, field, ProfileReadError::Code::BelowMinimum);
    }

    static std::string at(const char *list, std::size_t i, const char *name)
    {
        return std::string(list) + "[" + std::to_string(i) + "]." + name;
    }

    // The hierarchy's lists came after the window's first reader, and nothing ever wrote them
    // as anything but lists, so one of another type is damage rather than an old profile.
    bool listOrAbsent(const Json &o, const char *name)
    {
        const Json *v = JsonDocument::find(o, name);
        return !v || v->is_array() || fail(*v, name);
    }

    // A member that may be absent (0), but when present is a finite number from 0 to 1e12, and
    // when not 0 at least floor.
    bool optional(const Json &o, const char *name, double &out, const std::string &field = {},
                  double floor = 0.0)
    {
        const Json *v = JsonDocument::find(o, name);
        if (!v)
            return true;
        out = v->is_number() ? v->get<double>() : -1.0;
        const std::string &named = field.empty() ? std::string(name) : field;
        if (!(std::isfinite(out) && out >= 0 && out < 1e12))
            return fail(*v, named);
        return out == 0 || out >= floor || tooSmall(*v, named, floor);
    }

    bool positiveIn(const Json &o, const char *name, double &out, const std::string &field,
                    double floor)
    {
        out = numberOf(member(o, name));
        const Json *v = JsonDocument::find(o, name);
        if (!positive(out))
            return fail(v ? *v : o, field);
        return out >= floor || tooSmall(v ? *v : o, field, floor);
    }

    // Converting a double outside size_t's range is undefined behaviour, so the element count
    // is checked before it is converted (the fuzzer found this one).
    bool readStream(const Json &parent, const char *name, StreamResult &s)
    {
        const Json &o = member(parent, name);
        const double elements = numberOf(member(o, "elements"));
        if (!(elements >= 0 && elements <= 1e13))
            return fail(member(o, "elements"), std::string(name) + ".elements");
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
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            const Json &v = list[i];
            const SweepPoint s{wholeOf(member(v, "n")), numberOf(member(v, "gflops"))};
            if (s.n < 1 || !positive(s.gflops))
                return fail(v, "sweep[" + std::to_string(i) + "]");
            if (s.gflops < kMinRate)
                return tooSmall(v, at("sweep", i, "gflops"), kMinRate);
            out.push_back(s);
        }
        return true;
    }

    bool readKernels(const Json &list, std::vector<KernelPoint> &out)
    {
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            const Json &v = list[i];
            KernelPoint k;
            k.name = printable(textOf(member(v, "name")), 40);
            k.k = wholeOf(member(v, "k"));
            double gflops = 0.0;
            if (!positiveIn(v, "flops", k.flops, at("kernels", i, "flops"), kMinCount) ||
                !positiveIn(v, "bytes", k.bytes, at("kernels", i, "bytes"), kMinCount) ||
                !positiveIn(v, "gflops", gflops, at("kernels", i, "gflops"), kMinRate) ||
                !optional(v, "working_set_bytes", k.workingSetBytes,
                          at("kernels", i, "working_set_bytes")))
                return false;
            k.seconds = k.flops / (gflops * 1e9);
            out.push_back(k);
        }
        return true;
    }

    bool readBandwidth(const Json &list, std::vector<BandwidthPoint> &out)
    {
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            const Json &v = list[i];
            double bytes = 0.0;
            BandwidthPoint b;
            if (!positiveIn(v, "bytes", bytes, at("bandwidth_sweep", i, "bytes"), kMinCount) ||
                !positiveIn(v, "gbs", b.gbs, at("bandwidth_sweep", i, "gbs"), kMinRate) ||
                !positiveIn(v, "gbs_1thread", b.gbs1, at("bandwidth_sweep", i, "gbs_1thread"),
                            kMinRate) ||
                // A profile from before the triad was swept has neither.
                !optional(v, "triad_gbs", b.triadGbs, at("bandwidth_sweep", i, "triad_gbs"),
                          kMinRate) ||
                !optional(v, "triad_gbs_1thread", b.triadGbs1,
                          at("bandwidth_sweep", i, "triad_gbs_1thread"), kMinRate))
                return false;
            b.bytes = static_cast<std::uint64_t>(bytes);
            // Less than a byte would become 0 bytes (fuzz_profile_json fails on it).
            if (b.bytes == 0)
                return fail(v, at("bandwidth_sweep", i, "bytes"));
            if (!out.empty() && b.bytes <= out.back().bytes)
                return fail(v, at("bandwidth_sweep", i, "bytes"),
                            ProfileReadError::Code::OutOfOrder);
            out.push_back(b);
        }
        return true;
    }

    bool readLevels(const Json &list, std::vector<MemoryLevel> &out)
    {
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            const Json &v = list[i];
            MemoryLevel l;
            l.name = textOf(member(v, "name"));
            const bool dram = l.name == "DRAM";
            const bool cache =
                l.name.size() == 2 && l.name[0] == 'L' && l.name[1] >= '1' && l.name[1] <= '4';
            // L1 to L4 in rising order, each once, then DRAM once and last: what find() makes.
            const bool rising = cache && (out.empty() || out.back().name < l.name);
            double size = 0.0, holds = 0.0, holds1 = 0.0;
            if (!(rising || dram) || (dram && i + 1 != list.size()))
                return fail(member(v, "name"), at("levels", i, "name"),
                            ProfileReadError::Code::BadLevelName);
            if (!positiveIn(v, "bandwidth_gbs", l.gbs, at("levels", i, "bandwidth_gbs"),
                            kMinRate) ||
                !positiveIn(v, "bandwidth_gbs_1thread", l.gbs1,
                            at("levels", i, "bandwidth_gbs_1thread"), kMinRate) ||
                !optional(v, "size_bytes", size, at("levels", i, "size_bytes")) ||
                !optional(v, "holds_bytes", holds, at("levels", i, "holds_bytes")) ||
                !optional(v, "holds_bytes_1thread", holds1, at("levels", i, "holds_bytes_1thread")))
                return false;
            // A cache of less than a byte would become one of 0 bytes, which levelFor() reads as
            // holding everything (fuzz_profile_json fails on it); so would what it holds.
            if (!dram && !(size >= 1))
                return fail(v, at("levels", i, "size_bytes"));
            if (holds > 0 && holds < 1)
                return fail(v, at("levels", i, "holds_bytes"));
            if (holds1 > 0 && holds1 < 1)
                return fail(v, at("levels", i, "holds_bytes_1thread"));
            l.sizeBytes = static_cast<std::uint64_t>(size);
            l.holdsBytes = dram ? 0 : static_cast<std::uint64_t>(holds > 0 ? holds : size);
            l.holdsBytes1 = dram ? 0 : static_cast<std::uint64_t>(holds1 > 0 ? holds1 : size);
            l.sizeInferred = flagOf(member(v, "size_inferred"));
            l.points = std::max(0, wholeOf(member(v, "points")));
            if (!out.empty() && l.holdsBytes != 0 && l.holdsBytes <= out.back().holdsBytes)
                return fail(v, at("levels", i, "holds_bytes"), ProfileReadError::Code::OutOfOrder);
            out.push_back(l);
        }
        // Without DRAM last, a working set beyond every cache would be judged against the last
        // cache's bandwidth.
        return out.empty() || out.back().name == "DRAM" ||
               fail(list, "levels", ProfileReadError::Code::NoDram);
    }

    // What the roofline needs before it can draw anything.
    bool judge(const Json &o, const MachineProfile &p)
    {
        if (p.cancelled)
            return fail(member(o, "cancelled"), "cancelled", ProfileReadError::Code::Cancelled);
        if (p.threads < 1)
            return fail(JsonDocument::find(o, "threads") ? member(o, "threads") : o, "threads",
                        ProfileReadError::Code::NoMeasurement);
        if (!positive(p.peakGflops))
            return fail(JsonDocument::find(o, "peak_gflops") ? member(o, "peak_gflops") : o,
                        "peak_gflops", ProfileReadError::Code::NoMeasurement);
        if (!positive(p.stream.triadGBs))
            return fail(JsonDocument::find(o, "stream") ? member(o, "stream") : o, "stream.triad",
                        ProfileReadError::Code::NoMeasurement);
        if (p.peakGflops < kMinRate)
            return tooSmall(member(o, "peak_gflops"), "peak_gflops", kMinRate);
        if (p.stream.triadGBs < kMinRate)
            return tooSmall(member(member(o, "stream"), "triad"), "stream.triad", kMinRate);
        // A share of the machine's CPU time is at most all of it.
        if (p.othersShare > 1.0)
            return fail(member(o, "others_cpu_share"), "others_cpu_share");
        return true;
    }

    const JsonDocument &m_document;
    ProfileReadError &m_error;
};

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
    if (peakGflopsFp64 > 0 && dgemmGflops > peakGflopsFp64 * 1.05)
        found.emplace_back("dgemm_above_peak_fp64");
    return found;
}

std::string MachineProfile::toJson() const
{
    Json json = {{"cpu_model", cpuModel},
                 {"measured_at", measuredAt},
                 {"threads", threads},
                 {"isa", isa},
                 {"openblas_core", openblasCore}};
    SgemmJson::addFamily(json, openblasCore, openblasInstalledCore, openblasCoreOrigin);
    json["peak_gflops"] = peakGflops;
    json["peak_gflops_1thread"] = peakGflops1;
    json["peak_gflops_fp64"] = peakGflopsFp64;
    json["mem_bandwidth_gbs"] = memBandwidthGBs();
    json["balance_flops_per_byte"] = balanceFlopsPerByte();
    json["stream"] = streamJson(stream);
    json["stream_1thread"] = streamJson(stream1);
    json["sgemm_gflops"] = sgemmGflops;
    json["sgemm_percent_of_peak"] = sgemmPercentOfPeak();
    json["dgemm_gflops"] = dgemmGflops;
    json["levels"] = levelsJson(levels);
    json["bandwidth_sweep"] = bandwidthJson(bandwidthSweep);
    json["bandwidth_verified"] = bandwidthVerified;
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
                            {"gflops", k.gflops()},
                            {"working_set_bytes", k.workingSetBytes}});
    }
    json["kernels"] = std::move(measured);
    json["warnings"] = warnings;
    json["others_cpu_share"] = othersShare;
    json["peak_spread"] = peakSpread;
    json["sgemm_spread"] = sgemmSpread;
    json["unreliable"] = unreliable();
    json["cancelled"] = cancelled;
    if (gpuAsked) {
        json["gpu"] = gpu.gpu ? gpu.gpu->toJsonValue() : Json(nullptr);
        json["gpu_absent"] = gpu.absent.empty() ? Json(nullptr) : Json(gpu.absent);
        json["gpu_absent_code"] = gpu.absentCode.empty() ? Json(nullptr) : Json(gpu.absentCode);
        json["gpu_absent_detail"] = gpu.absentDetail;
        json["gpu_error"] = gpu.error.empty() ? Json(nullptr) : Json(gpu.error);
    }
    return JsonWriter::write(json) + "\n";
}

std::string ProfileReadError::english() const
{
    std::string what;
    switch (code) {
    case Code::Json:
        what = detail;
        break;
    case Code::NotAProfile:
        what = "the file does not hold a machine profile (a JSON object from measure --json)";
        break;
    case Code::BadValue:
        what = field + " is missing, of the wrong type or out of range";
        break;
    case Code::Cancelled:
        what = "the measurement was cancelled before it finished";
        break;
    case Code::NoMeasurement:
        what = field + " is missing or not a positive number, so there is no roofline to draw";
        break;
    case Code::OutOfOrder:
        what = field + " must be larger than in the entry before it";
        break;
    case Code::BadLevelName:
        what = field + " must be L1, L2, L3 or L4, in rising order and each once, or DRAM last";
        break;
    case Code::NoDram:
        what = "the last of the levels must be DRAM";
        break;
    case Code::BelowMinimum:
        what = field + " is less than " + NumberText::general(minimum, 6) +
               ", the least a measurement gives";
        break;
    }
    return "line " + std::to_string(line) + ": " + what;
}

std::optional<MachineProfile> MachineProfile::fromJson(const std::string &text,
                                                       ProfileReadError *error)
{
    ProfileReadError ignored;
    ProfileReadError &why = error ? *error : ignored;
    JsonDocument json;
    JsonDocument::Error jsonError;
    if (!json.parse(text, jsonError)) {
        why = {ProfileReadError::Code::Json, jsonError.line, {}, jsonError.message};
        return std::nullopt;
    }
    if (!json.root().is_object()) {
        why = {ProfileReadError::Code::NotAProfile, 1, {}, {}};
        return std::nullopt;
    }
    MachineProfile p;
    if (!ProfileReader(json, why).read(json.root(), p))
        return std::nullopt;
    return p;
}

} // namespace blab::core
