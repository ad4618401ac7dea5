#include "io/sgemm_json.h"

#include "measure/kernel_family.h"
#include "measure/system_info.h"

#include <cmath>

namespace blab::core {

namespace {

bool flag(const JsonValue &object, const char *name, bool &out)
{
    const JsonValue *v = object.find(name);
    if (!v || v->type != JsonValue::Type::Bool)
        return false;
    out = v->boolean;
    return true;
}

} // namespace

void SgemmJson::write(JsonWriter &json, const SgemmResult &r)
{
    json.beginObject()
        .field("n", r.n)
        .field("repeats", r.repeats)
        .field("threads", r.threadsUsed)
        .field("core", r.coreName);
    writeFamily(json, r.coreName, r.installedCore, r.coreOrigin);
    json.field("flops", r.flops)
        .field("warmup_calls", r.warmupCalls)
        .field("warmup_seconds", r.warmupSeconds)
        .field("best_seconds", r.bestSeconds)
        .field("median_seconds", r.medianSeconds)
        .field("gflops", r.gflops())
        .field("median_gflops", r.medianGflops());
    json.key("runs_seconds").beginArray();
    for (double s : r.runSeconds)
        json.value(s);
    json.endArray();
    json.field("verified", r.verified())
        .field("verify_samples", r.verification.samples)
        .field("verify_worst_error_ratio", r.verification.worstErrorRatio)
        .field("shapes_checked", static_cast<int>(r.shapeChecks.size()))
        .field("shapes_verified", r.shapesVerified())
        .field("cancelled", r.cancelled)
        .field("openblas_config", SystemInfo::openblasConfig())
        .endObject();
}

void SgemmJson::writeFamily(JsonWriter &json, const std::string &core,
                            const std::optional<std::string> &installedCore,
                            const std::string &origin)
{
    std::optional<bool> isInstalled;
    if (installedCore)
        isInstalled = KernelFamilies::sameName(core, *installedCore);
    json.field("installed_core", installedCore)
        .field("core_is_installed_choice", isInstalled)
        .field("core_origin", origin);
}

std::string SgemmJson::text(const SgemmResult &result)
{
    JsonWriter json;
    write(json, result);
    return json.str() + "\n";
}

std::string SgemmJson::read(const JsonValue &o, SgemmResult &out)
{
    if (!o.isObject())
        return "not a JSON object";
    SgemmResult r;
    double n = 0, repeats = 0, threads = 0, samples = 0, warmupCalls = 0;
    bool verified = false;
    const JsonValue *core = o.find("core");
    const JsonValue *runs = o.find("runs_seconds");
    if (!o.numberIn("n", 1, 1e6, n) || !o.numberIn("repeats", 1, 1e6, repeats) ||
        !o.numberIn("threads", 1, 1e6, threads) || !o.numberIn("flops", 0, 1e30, r.flops) ||
        !o.numberIn("best_seconds", 1e-12, 1e9, r.bestSeconds) ||
        !o.numberIn("median_seconds", 1e-12, 1e9, r.medianSeconds) ||
        !o.numberIn("verify_samples", 0, 1e9, samples) ||
        !o.numberIn("verify_worst_error_ratio", 0, 1e308, r.verification.worstErrorRatio) ||
        !o.numberIn("warmup_calls", 0, 1e12, warmupCalls) ||
        !o.numberIn("warmup_seconds", 0, 1e9, r.warmupSeconds) || !flag(o, "verified", verified) ||
        !flag(o, "cancelled", r.cancelled) || !core || !core->isString() || core->text.empty() ||
        !runs || !runs->isArray())
        return "a field of the measurement is missing or out of range";
    for (const JsonValue &v : runs->items) {
        if (!v.isNumber() || !(v.number > 0 && v.number < 1e9))
            return "a run time is not a positive number";
        r.runSeconds.push_back(v.number);
    }
    r.n = static_cast<int>(n);
    r.repeats = static_cast<int>(repeats);
    r.threadsRequested = r.threadsUsed = static_cast<int>(threads);
    r.coreName = JsonValue::printable(core->text);
    // Written by this program since the kernel advisor; older output lacks them.
    if (const JsonValue *installed = o.find("installed_core"); installed && installed->isString())
        r.installedCore = JsonValue::printable(installed->text);
    if (const JsonValue *origin = o.find("core_origin"); origin && origin->isString())
        r.coreOrigin = JsonValue::printable(origin->text, 20);
    r.warmupCalls = static_cast<int>(warmupCalls);
    r.verification.samples = static_cast<int>(samples);
    // The child checked every shape; its verdict stands for all of them.
    r.verification.passed = verified;
    out = r;
    return {};
}

} // namespace blab::core
