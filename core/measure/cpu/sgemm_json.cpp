// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/sgemm_json.h"

#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/printable.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/system_info.h"

#include <cmath>

namespace blab::core {

namespace {

// A string member's text, or nullptr.
const std::string *stringMember(const Json &object, const char *name)
{
    const Json *v = JsonDocument::find(object, name);
    return v && v->is_string() ? &v->get_ref<const std::string &>() : nullptr;
}

} // namespace

Json SgemmJson::value(const SgemmResult &r)
{
    Json json = {
        {"n", r.n}, {"repeats", r.repeats}, {"threads", r.threadsUsed}, {"core", r.coreName}};
    addFamily(json, r.coreName, r.installedCore, r.coreOrigin);
    json["flops"] = r.flops;
    json["warmup_calls"] = r.warmupCalls;
    json["warmup_seconds"] = r.warmupSeconds;
    json["best_seconds"] = r.bestSeconds;
    json["median_seconds"] = r.medianSeconds;
    json["gflops"] = r.gflops();
    json["median_gflops"] = r.medianGflops();
    json["runs_seconds"] = r.runSeconds;
    json["verified"] = r.verified();
    json["verify_samples"] = r.verification.samples;
    json["verify_worst_error_ratio"] = r.verification.worstErrorRatio;
    json["shapes_checked"] = static_cast<int>(r.shapeChecks.size());
    json["shapes_verified"] = r.shapesVerified();
    json["cancelled"] = r.cancelled;
    // Whether the figures can be trusted, from what was measured: other processes' share of the
    // CPU time during the runs, and how far the runs scattered.
    json["others_cpu_share"] = r.othersShare;
    json["spread"] = r.spread();
    json["unreliable"] = r.unreliable();
    json["openblas_config"] = SystemInfo::openblasConfig();
    return json;
}

void SgemmJson::addFamily(Json &object, const std::string &core,
                          const std::optional<std::string> &installedCore,
                          const std::string &origin)
{
    std::optional<bool> isInstalled;
    if (installedCore)
        isInstalled = KernelFamilies::sameName(core, *installedCore);
    object["installed_core"] = orNull(installedCore);
    object["core_is_installed_choice"] = orNull(isInstalled);
    object["core_origin"] = origin;
}

std::string SgemmJson::text(const SgemmResult &result)
{
    return JsonWriter::write(value(result)) + "\n";
}

std::string SgemmJson::read(const Json &o, SgemmResult &out)
{
    if (!o.is_object())
        return "not a JSON object";
    SgemmResult r;
    double n = 0, repeats = 0, threads = 0, samples = 0, warmupCalls = 0;
    bool verified = false;
    const std::string *core = stringMember(o, "core");
    const Json *runs = JsonDocument::find(o, "runs_seconds");
    const auto numberIn = [&o](const char *name, double low, double high, double &into) {
        return JsonDocument::numberIn(o, name, low, high, into);
    };
    if (!numberIn("n", 1, 1e6, n) || !numberIn("repeats", 1, 1e6, repeats) ||
        !numberIn("threads", 1, 1e6, threads) || !numberIn("flops", 0, 1e30, r.flops) ||
        !numberIn("best_seconds", 1e-12, 1e9, r.bestSeconds) ||
        !numberIn("median_seconds", 1e-12, 1e9, r.medianSeconds) ||
        !numberIn("verify_samples", 0, 1e9, samples) ||
        !numberIn("verify_worst_error_ratio", 0, 1e308, r.verification.worstErrorRatio) ||
        !numberIn("warmup_calls", 0, 1e12, warmupCalls) ||
        !numberIn("warmup_seconds", 0, 1e9, r.warmupSeconds) ||
        !JsonDocument::flagIn(o, "verified", verified) ||
        !JsonDocument::flagIn(o, "cancelled", r.cancelled) || !core || core->empty() || !runs ||
        !runs->is_array())
        return "a field of the measurement is missing or out of range";
    for (const Json &v : *runs) {
        if (!v.is_number() || !(v.get<double>() > 0 && v.get<double>() < 1e9))
            return "a run time is not a positive number";
        r.runSeconds.push_back(v.get<double>());
    }
    r.n = static_cast<int>(n);
    r.repeats = static_cast<int>(repeats);
    r.threadsRequested = r.threadsUsed = static_cast<int>(threads);
    r.coreName = printable(*core);
    // Written by this program since the kernel advisor; older output lacks them.
    if (const std::string *installed = stringMember(o, "installed_core"))
        r.installedCore = printable(*installed);
    if (const std::string *origin = stringMember(o, "core_origin"))
        r.coreOrigin = printable(*origin, 20);
    r.warmupCalls = static_cast<int>(warmupCalls);
    // Written since the load was measured; older output has none, which reads as idle.
    double others = 0.0;
    if (JsonDocument::find(o, "others_cpu_share") &&
        !JsonDocument::numberIn(o, "others_cpu_share", 0, 1, others))
        return "others_cpu_share is out of range";
    r.othersShare = others;
    r.verification.samples = static_cast<int>(samples);
    // The child checked every shape; its verdict stands for all of them.
    r.verification.passed = verified;
    out = r;
    return {};
}

} // namespace blab::core
