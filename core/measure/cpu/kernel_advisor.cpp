// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/kernel_advisor.h"

#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/printable.h"
#include "measure/common/brief_runs.h"
#include "measure/common/cancel_flag.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/roofline_benchmark.h"
#include "measure/cpu/sgemm_json.h"
#include "measure/cpu/system_info.h"

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
    return printable(line, 200);
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

Json candidateJson(const AdvisorResult &result, const AdvisorCandidate &c)
{
    return {{"core", c.core},
            {"installed", c.installed},
            {"gflops", c.gflops()},
            {"median_gflops", c.medianGflops()},
            {"percent_of_peak", result.percentOfPeak(c)},
            {"speedup_vs_installed", result.speedupVsInstalled(c)},
            {"verified", c.verified()},
            {"error", c.error.empty() ? Json(nullptr) : Json(c.error)},
            {"measurement", c.measurement ? SgemmJson::value(*c.measurement) : Json(nullptr)}};
}

std::string readCandidate(const Json &v, AdvisorCandidate &c)
{
    const Json *core = JsonDocument::find(v, "core");
    const Json *installed = JsonDocument::find(v, "installed");
    const Json *error = JsonDocument::find(v, "error");
    const Json *measurement = JsonDocument::find(v, "measurement");
    if (!core || !core->is_string() || !installed || !installed->is_boolean() || !error ||
        !(error->is_null() || error->is_string()) || !measurement)
        return "a candidate lacks core, installed, error or measurement";
    c.core = printable(core->get<std::string>());
    c.installed = installed->get<bool>();
    c.error = error->is_string() ? printable(error->get<std::string>(), 200) : std::string();
    if (!measurement->is_null()) {
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

bool AdvisorResult::abovePeak(const AdvisorCandidate &c) const
{
    return c.usable() && percentOfPeak(c) > 100.0;
}

bool AdvisorResult::peakMeasuredLow() const
{
    return std::any_of(candidates.begin(), candidates.end(),
                       [this](const AdvisorCandidate &c) { return abovePeak(c); });
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
    Json measured = Json::array();
    for (const AdvisorCandidate &c : candidates)
        measured.push_back(candidateJson(*this, c));
    const Json json = {{"installed_core", installedCore},
                       {"recommended_core", recommendedCore},
                       {"peak_gflops", peakGflops},
                       {"n", n},
                       {"threads", threads},
                       {"repeats", repeats},
                       {"cpu_model", cpuModel},
                       {"openblas_version", openblasVersion},
                       {"command_for_other_programs",
                        recommendsAChange() ? Json(otherProgramsLine()) : Json(nullptr)},
                       {"candidates", std::move(measured)},
                       {"cancelled", cancelled}};
    return JsonWriter::write(json) + "\n";
}

std::string AdvisorResult::fromJson(const std::string &text, AdvisorResult &out)
{
    JsonDocument json;
    JsonDocument::Error error;
    if (!json.parse(text, error))
        return "line " + std::to_string(error.line) + ": " + error.message;
    const Json &root = json.root();
    AdvisorResult r;
    const auto text_ = [&root](const char *name, std::string &into) {
        const Json *v = JsonDocument::find(root, name);
        if (!v || !v->is_string())
            return false;
        into = printable(v->get<std::string>(), 200);
        return true;
    };
    const auto numberIn = [&root](const char *name, double low, double high, double &into) {
        return JsonDocument::numberIn(root, name, low, high, into);
    };
    double n = 0, threads = 0, repeats = 0;
    const Json *list = JsonDocument::find(root, "candidates");
    if (!root.is_object() || !text_("installed_core", r.installedCore) ||
        !text_("recommended_core", r.recommendedCore) || !text_("cpu_model", r.cpuModel) ||
        !text_("openblas_version", r.openblasVersion) ||
        !numberIn("peak_gflops", 0, 1e9, r.peakGflops) || !numberIn("n", 1, 1e6, n) ||
        !numberIn("threads", 1, 1e6, threads) || !numberIn("repeats", 1, 1e6, repeats) || !list ||
        !list->is_array())
        return "a field of the advice is missing or out of range";
    r.n = static_cast<int>(n);
    r.threads = static_cast<int>(threads);
    r.repeats = static_cast<int>(repeats);
    for (const Json &v : *list) {
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
    return RooflineBenchmark::peak(threads, SimdKernels::best(), BriefRuns::seconds(0.2),
                                   BriefRuns::passes(4), cancel)
        .gflops;
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
    JsonDocument json;
    JsonDocument::Error error;
    SgemmResult measurement;
    std::string problem;
    if (!json.parse(child.out, error))
        problem = "line " + std::to_string(error.line) + ": " + error.message;
    else
        problem = SgemmJson::read(json.root(), measurement);
    if (!problem.empty()) {
        c.error = "printed something unreadable (" + problem + ")";
        return c;
    }
    double shapes = 0;
    const bool everyShape = JsonDocument::numberIn(json.root(), "shapes_checked", 0, 1e6, shapes) &&
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

double KernelAdvisor::switchMargin(const AdvisorCandidate &a, const AdvisorCandidate &b)
{
    const auto spread = [](const AdvisorCandidate &c) {
        return c.measurement ? c.measurement->spread() : 0.0;
    };
    return std::max(kSwitchMargin, 1.0 + std::max(spread(a), spread(b)));
}

double AdvisorResult::switchMargin(const AdvisorCandidate &candidate) const
{
    const AdvisorCandidate *own = installed();
    return own && own->usable() ? KernelAdvisor::switchMargin(candidate, *own) : 1.0;
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
        best->gflops() < installed->gflops() * switchMargin(*best, *installed))
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

std::optional<AdvisorCandidate> KernelAdvisor::measureOne(const AdvisorOptions &options,
                                                          const std::string &family,
                                                          const std::atomic_bool *cancel)
{
    const double timeout = options.timeoutSeconds > 0 ? options.timeoutSeconds
                                                      : timeoutFor(options.n, options.repeats);
    return measureFamily(options, family, timeout, cancel, {});
}

} // namespace blab::core
