#include "measure/kernel_advisor.h"

#include "io/json_reader.h"
#include "io/json_writer.h"
#include "io/sgemm_json.h"
#include "measure/cancel_flag.h"
#include "measure/kernel_family.h"
#include "measure/roofline_benchmark.h"
#include "measure/system_info.h"

#include <algorithm>
#include <cmath>

namespace blab::core {

namespace {

// The first line of a child's error output, as a message may quote it.
std::string firstLine(const std::string &text)
{
    std::string line = text.substr(0, text.find('\n'));
    const std::string prefix = "bottleneck-lab: ";
    if (line.compare(0, prefix.size(), prefix) == 0)
        line = line.substr(prefix.size());
    return JsonValue::printable(line, 200);
}

ChildOptions childOptions(const AdvisorOptions &options, const std::string &family, double timeout)
{
    ChildOptions child;
    child.argv = options.childCommand;
    for (const std::string &word :
         {std::string("--n"), std::to_string(options.n), std::string("--repeats"),
          std::to_string(options.repeats), std::string("--openblas-core"),
          family.empty() ? std::string("installed") : family})
        child.argv.push_back(word);
    if (options.threads > 0) {
        child.argv.push_back("--threads");
        child.argv.push_back(std::to_string(options.threads));
    }
    // The variable is set here, so the child loads the family at once instead of starting
    // itself again (a family this OpenBLAS lacks makes it start once more, then refuse with
    // exit status 2); the installed run gets a clean environment.
    child.unsetEnv = {"OPENBLAS_CORETYPE", "BLAB_OPENBLAS_INSTALLED", "BLAB_OPENBLAS_RESTARTED"};
    if (!family.empty())
        child.setEnv = {{"OPENBLAS_CORETYPE", family}};
    child.timeoutSeconds = timeout;
    return child;
}

void writeCandidate(JsonWriter &json, const AdvisorResult &result, const AdvisorCandidate &c)
{
    json.beginObject()
        .field("core", c.core)
        .field("installed", c.installed)
        .field("gflops", c.gflops())
        .field("median_gflops", c.medianGflops())
        .field("percent_of_peak", result.percentOfPeak(c))
        .field("speedup_vs_installed", result.speedupVsInstalled(c))
        .field("verified", c.verified())
        .field("error", c.error.empty() ? std::nullopt : std::optional<std::string>(c.error));
    json.key("measurement");
    if (c.measurement)
        SgemmJson::write(json, *c.measurement);
    else
        json.null();
    json.endObject();
}

std::string readCandidate(const JsonValue &v, AdvisorCandidate &c)
{
    const JsonValue *core = v.find("core");
    const JsonValue *installed = v.find("installed");
    const JsonValue *error = v.find("error");
    const JsonValue *measurement = v.find("measurement");
    if (!v.isObject() || !core || !core->isString() || !installed ||
        installed->type != JsonValue::Type::Bool || !error ||
        !(error->isNull() || error->isString()) || !measurement)
        return "a candidate lacks core, installed, error or measurement";
    c.core = JsonValue::printable(core->text);
    c.installed = installed->boolean;
    c.error = error->isString() ? JsonValue::printable(error->text, 200) : std::string();
    if (!measurement->isNull()) {
        SgemmResult r;
        const std::string problem = SgemmJson::read(*measurement, r);
        if (!problem.empty())
            return problem;
        c.measurement = r;
    }
    return {};
}

} // namespace

const AdvisorCandidate *AdvisorResult::find(const std::string &core) const
{
    for (const AdvisorCandidate &c : candidates) {
        if (KernelFamilies::sameName(c.core, core))
            return &c;
    }
    return nullptr;
}

const AdvisorCandidate *AdvisorResult::installed() const
{
    for (const AdvisorCandidate &c : candidates) {
        if (c.installed)
            return &c;
    }
    return nullptr;
}

const AdvisorCandidate *AdvisorResult::recommended() const
{
    return recommendedCore.empty() ? nullptr : find(recommendedCore);
}

double AdvisorResult::percentOfPeak(const AdvisorCandidate &c) const
{
    return peakGflops > 0 ? 100.0 * c.gflops() / peakGflops : 0.0;
}

double AdvisorResult::speedupVsInstalled(const AdvisorCandidate &c) const
{
    const AdvisorCandidate *base = installed();
    return base && base->usable() ? c.gflops() / base->gflops() : 0.0;
}

bool AdvisorResult::recommendsAChange() const
{
    return !recommendedCore.empty() && !KernelFamilies::sameName(recommendedCore, installedCore);
}

std::string AdvisorResult::otherProgramsLine(const std::string &command) const
{
    return recommendsAChange() ? "OPENBLAS_CORETYPE=" + recommendedCore + " " + command
                               : std::string();
}

std::string AdvisorResult::toJson() const
{
    JsonWriter json;
    json.beginObject()
        .field("installed_core", installedCore)
        .field("recommended_core", recommendedCore)
        .field("peak_gflops", peakGflops)
        .field("n", n)
        .field("threads", threads)
        .field("repeats", repeats)
        .field("cpu_model", cpuModel)
        .field("openblas_version", openblasVersion);
    json.field("command_for_other_programs", recommendsAChange()
                                                 ? std::optional<std::string>(otherProgramsLine())
                                                 : std::nullopt);
    json.key("candidates").beginArray();
    for (const AdvisorCandidate &c : candidates)
        writeCandidate(json, *this, c);
    json.endArray();
    json.field("cancelled", cancelled).endObject();
    return json.str() + "\n";
}

std::string AdvisorResult::fromJson(const std::string &text, AdvisorResult &out)
{
    JsonValue root;
    JsonReader::Error error;
    if (!JsonReader::parse(text, root, error))
        return "line " + std::to_string(error.line) + ": " + error.message;
    AdvisorResult r;
    const auto text_ = [&root](const char *name, std::string &into) {
        const JsonValue *v = root.find(name);
        if (!v || !v->isString())
            return false;
        into = JsonValue::printable(v->text, 200);
        return true;
    };
    double n = 0, threads = 0, repeats = 0;
    const JsonValue *list = root.find("candidates");
    if (!root.isObject() || !text_("installed_core", r.installedCore) ||
        !text_("recommended_core", r.recommendedCore) || !text_("cpu_model", r.cpuModel) ||
        !text_("openblas_version", r.openblasVersion) ||
        !root.numberIn("peak_gflops", 0, 1e9, r.peakGflops) || !root.numberIn("n", 1, 1e6, n) ||
        !root.numberIn("threads", 1, 1e6, threads) || !root.numberIn("repeats", 1, 1e6, repeats) ||
        !list || !list->isArray())
        return "a field of the advice is missing or out of range";
    r.n = static_cast<int>(n);
    r.threads = static_cast<int>(threads);
    r.repeats = static_cast<int>(repeats);
    for (const JsonValue &v : list->items) {
        AdvisorCandidate c;
        const std::string problem = readCandidate(v, c);
        if (!problem.empty())
            return problem;
        r.candidates.push_back(c);
    }
    // The recommendation must be one of the families measured and usable; anything else is
    // a damaged or edited file.
    const AdvisorCandidate *chosen = r.recommended();
    if (!r.recommendedCore.empty() && (!chosen || !chosen->usable()))
        return "the recommended family was not measured and verified";
    out = r;
    return {};
}

double KernelAdvisor::measurePeak(int threads, const std::atomic_bool *cancel)
{
    // Short passes: the peak only scales the percentages, and the families take the time.
    return RooflineBenchmark::peak(threads, SimdKernels::best(), 0.2, 4, cancel).gflops;
}

double KernelAdvisor::timeoutFor(int n, int repeats)
{
    // Generous: at 2 GFLOPS, the warm-up, every run and the shape checks, plus the start.
    const double call = 2.0 * n * static_cast<double>(n) * n / 2e9;
    return 30.0 + call * (repeats + 10);
}

AdvisorCandidate KernelAdvisor::readChild(const std::string &requested, const ChildResult &child,
                                          double timeoutSeconds)
{
    AdvisorCandidate c;
    c.core = requested;
    c.installed = requested.empty();
    const bool ranToTheEnd = child.outcome == ChildResult::Outcome::Exited &&
                             (child.exitCode == 0 || child.exitCode == 1);
    if (!ranToTheEnd) {
        c.error = child.describe(timeoutSeconds);
        if (child.outcome == ChildResult::Outcome::Exited && !child.err.empty())
            c.error += ": " + firstLine(child.err);
        return c;
    }
    JsonValue root;
    JsonReader::Error error;
    SgemmResult measurement;
    std::string problem;
    if (!JsonReader::parse(child.out, root, error))
        problem = "line " + std::to_string(error.line) + ": " + error.message;
    else
        problem = SgemmJson::read(root, measurement);
    if (!problem.empty()) {
        c.error = "printed something unreadable (" + problem + ")";
        return c;
    }
    double shapes = 0;
    const bool everyShape = root.numberIn("shapes_checked", 0, 1e6, shapes) &&
                            static_cast<std::size_t>(shapes) == SgemmBenchmark::shapes().size();
    c.measurement = measurement;
    c.core = measurement.coreName;
    if (!requested.empty() && !KernelFamilies::sameName(requested, measurement.coreName)) {
        c.error = "this OpenBLAS has no family " + requested + "; it ran " + measurement.coreName;
        c.core = requested;
    } else if (!measurement.verified() || child.exitCode == 1) {
        c.error = "wrong results: the product failed verification";
    } else if (!everyShape) {
        c.error = "not every shape was checked";
    } else if (measurement.cancelled) {
        c.error = "cancelled";
    }
    return c;
}

std::string KernelAdvisor::recommend(const std::vector<AdvisorCandidate> &candidates)
{
    const AdvisorCandidate *best = nullptr;
    const AdvisorCandidate *installed = nullptr;
    for (const AdvisorCandidate &c : candidates) {
        if (c.installed)
            installed = &c;
        if (c.usable() && (!best || c.gflops() > best->gflops()))
            best = &c;
    }
    if (!best)
        return {};
    if (installed && installed->usable() && best != installed &&
        best->gflops() < installed->gflops() * kSwitchMargin)
        return installed->core;
    return best->core;
}

namespace {

// One family measured in a child; nothing when the run was cancelled.
std::optional<AdvisorCandidate> measureFamily(const AdvisorOptions &options,
                                              const std::string &family, double timeout,
                                              const std::atomic_bool *cancel,
                                              const std::function<void(int pid)> &childStarted)
{
    const ChildResult child =
        ChildProcess::run(childOptions(options, family, timeout), cancel, childStarted);
    if (child.outcome == ChildResult::Outcome::Cancelled)
        return std::nullopt;
    AdvisorCandidate candidate = KernelAdvisor::readChild(family, child, timeout);
    if (candidate.installed && candidate.core.empty())
        candidate.core = options.installedCoreHint.empty() ? "unknown" : options.installedCoreHint;
    return candidate;
}

// The faster of two runs of the same family counts, as the fastest timed run does within one.
void keepFaster(AdvisorCandidate &kept, const AdvisorCandidate &again)
{
    if (again.usable() && (!kept.usable() || again.gflops() > kept.gflops())) {
        const bool installed = kept.installed;
        const std::string core = kept.core;
        kept = again;
        kept.installed = installed;
        kept.core = core;
    }
}

// A burst of load on a shared machine can slow the one run of the installed family and let
// another look faster: before another family is recommended, both run once more, one after the
// other, and each keeps its faster run. False when cancelled meanwhile.
bool confirm(AdvisorResult &result, const std::string &recommended,
             const std::function<std::optional<AdvisorCandidate>(const std::string &)> &measure)
{
    std::vector<AdvisorCandidate> &all = result.candidates;
    const auto installed =
        std::find_if(all.begin(), all.end(), [](const AdvisorCandidate &c) { return c.installed; });
    const auto best = std::find_if(all.begin(), all.end(), [&](const AdvisorCandidate &c) {
        return KernelFamilies::sameName(c.core, recommended);
    });
    if (installed == all.end() || best == all.end() || installed == best || !installed->usable())
        return true;
    for (AdvisorCandidate *c : {&*installed, &*best}) {
        const std::optional<AdvisorCandidate> again = measure(c->installed ? "" : c->core);
        if (!again)
            return false;
        keepFaster(*c, *again);
    }
    return true;
}

// A result that says what was asked for, with nothing measured yet.
AdvisorResult describedBy(const AdvisorOptions &options)
{
    AdvisorResult result;
    result.n = options.n;
    result.threads = options.threads;
    result.repeats = options.repeats;
    result.cpuModel = options.cpuModel;
    result.openblasVersion = options.openblasVersion;
    return result;
}

int threadsFor(const AdvisorOptions &options)
{
    return options.threads > 0 ? options.threads : SystemInfo::openblasMaxThreads();
}

} // namespace

AdvisorResult KernelAdvisor::run(const AdvisorOptions &options, const AdvisorProgress &progress,
                                 const std::atomic_bool *cancel,
                                 const std::function<void(int pid)> &childStarted)
{
    AdvisorResult result = describedBy(options);
    const double peakBefore =
        options.peakGflops > 0 ? options.peakGflops : measurePeak(threadsFor(options), cancel);
    result.peakGflops = peakBefore;
    const double timeout = options.timeoutSeconds > 0 ? options.timeoutSeconds
                                                      : timeoutFor(options.n, options.repeats);

    // The installed family first: it names itself, and then is not measured a second time.
    std::vector<std::string> queue{""};
    for (const std::string &family : options.candidates)
        queue.push_back(family);
    // Every family still to run, and two more runs when another family than the installed one
    // is ahead (see below).
    const auto total = [&queue, &result, &options] {
        const std::string &installed =
            result.installedCore.empty() ? options.installedCoreHint : result.installedCore;
        int count = 2;
        for (std::size_t i = 0; i < queue.size(); ++i)
            count += i == 0 || !KernelFamilies::sameName(queue[i], installed) ? 1 : 0;
        return count;
    };
    int done = 0;
    const auto measure = [&](const std::string &family) -> std::optional<AdvisorCandidate> {
        if (isCancelled(cancel))
            return std::nullopt;
        if (progress)
            progress(result, done, total(), family.empty() ? std::string("installed") : family);
        std::optional<AdvisorCandidate> c =
            measureFamily(options, family, timeout, cancel, childStarted);
        ++done;
        return c;
    };
    for (const std::string &family : queue) {
        if (!family.empty() && KernelFamilies::sameName(family, result.installedCore))
            continue;
        std::optional<AdvisorCandidate> candidate = measure(family);
        if (!candidate) {
            result.cancelled = true;
            break;
        }
        if (candidate->installed)
            result.installedCore = candidate->core;
        if (result.threads == 0 && candidate->measurement)
            result.threads = candidate->measurement->threadsUsed;
        result.candidates.push_back(*candidate);
    }
    std::string recommended = result.cancelled ? std::string() : recommend(result.candidates);
    if (!recommended.empty() && !confirm(result, recommended, measure))
        result.cancelled = true;
    recommended = result.cancelled ? std::string() : recommend(result.candidates);
    result.recommendedCore = recommended;
    // Measured before and after the children, the larger counts: a busy moment lowers a peak
    // and a family above 100 % of it would make no sense.
    if (options.peakGflops <= 0 && !result.cancelled)
        result.peakGflops = std::max(peakBefore, measurePeak(threadsFor(options), cancel));
    if (progress)
        progress(result, result.cancelled ? done : total(), total(), {});
    return result;
}

} // namespace blab::core
