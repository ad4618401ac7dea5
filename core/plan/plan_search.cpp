// SPDX-License-Identifier: GPL-3.0-or-later

#include "plan/plan_search.h"

#include "inputs/serving_setup.h"
#include "measure/common/cancel_flag.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <tuple>
#include <utility>

namespace blab::core {

namespace {

constexpr const char *kCheckedMetrics[] = {
    "time_to_first_token_seconds", "time_per_output_token_seconds",
    "output_tokens_per_second_per_user", "output_tokens_per_second_per_card"};

std::vector<PlanCheck> checksFor(const std::string &device, const std::string &modelKind,
                                 const std::vector<ValidationGroup> &groups)
{
    std::vector<PlanCheck> checks;
    for (const char *metric : kCheckedMetrics) {
        PlanCheck check;
        check.metric = metric;
        for (const ValidationGroup &g : groups) {
            if (g.device == device && g.modelKind == modelKind && g.metric == metric) {
                check.results = g.results;
                check.signedError = g.medianRatio - 1.0;
            }
        }
        checks.push_back(check);
    }
    return checks;
}

// Expected figures against the targets, each above 1 where it misses: the time to the first
// token over its target, then the time per token over its target or the rate floor over the
// rate (0 when no second target is set).
std::pair<double, double> ratios(const PlanTargets &t, const RequestFigures &e)
{
    const double first = e.timeToFirstTokenSeconds / t.timeToFirstTokenSeconds;
    double second = 0.0;
    if (t.timePerOutputTokenSeconds)
        second = e.timePerOutputTokenSeconds / *t.timePerOutputTokenSeconds;
    else if (t.minOutputTokensPerSecondPerUser)
        second = *t.minOutputTokensPerSecondPerUser / e.outputTokensPerSecondPerUser;
    return {first, second};
}

// The limit that takes the largest part of an expected step; turning stored weights into the
// compute format runs on the cards' compute.
PlanLimit limitOf(const PhaseFigures &p)
{
    const double compute = p.expectedComputeSeconds + p.dequantSeconds;
    if (p.expectedAllReduceSeconds + p.expectedAllToAllSeconds >
        std::max(compute, p.expectedMemorySeconds))
        return PlanLimit::Link;
    return compute >= p.expectedMemorySeconds ? PlanLimit::Compute : PlanLimit::MemoryBandwidth;
}

// One device, one pair of formats and one tensor-parallel degree: every evaluation goes through
// at(), which evaluates each concurrency once (the doubling, the bisection and the load all come
// back to ones already tried), counts it and keeps it as a point of the device's chart when it
// fits.
class Trial
{
public:
    Trial(const PlanRequest &request, const DeviceSpec &device, WhatIfInputs inputs,
          PlanResult &result, std::vector<PlanPoint> &points)
        : m_request(request), m_device(device), m_inputs(std::move(inputs)), m_result(result),
          m_points(points)
    {}

    const InferenceResult &at(int concurrency)
    {
        const auto known = m_evaluated.find(concurrency);
        if (known != m_evaluated.end())
            return known->second;
        m_inputs.concurrency = concurrency;
        ++m_result.evaluated;
        const InferenceResult &r =
            m_evaluated
                .emplace(concurrency, PlanSearch::evaluate(m_inputs, m_request.model, m_device))
                .first->second;
        if (r.memory.fits) {
            const RequestFigures &e = r.request.expected;
            m_points.push_back({m_inputs.tensorParallel, m_inputs.expertParallel,
                                m_inputs.attentionDp, m_inputs.weightDtype, m_inputs.kvDtype,
                                concurrency, e.outputTokensPerSecondPerUser,
                                e.outputTokensPerSecondPerCard, meets(r)});
        }
        return r;
    }
    bool meets(const InferenceResult &r) const
    {
        return r.memory.fits && PlanSearch::meets(m_request.targets, r.request.expected);
    }
    bool meetsAt(int concurrency) { return meets(at(concurrency)); }
    // The largest concurrency up to most that meets the targets, 0 when not even one does:
    // powers of two while they meet, then bisection between the last that met and the first
    // that did not (or one past what the cache holds).
    int largestMeeting(int most)
    {
        int lo = 0, hi = 0;
        for (int c = 1;; c *= 2) {
            if (c > most) {
                hi = most + 1;
                break;
            }
            if (!meetsAt(c)) {
                hi = c;
                break;
            }
            lo = c;
            if (c > most / 2) {
                hi = most + 1;
                break;
            }
        }
        while (lo > 0 && hi - lo > 1) {
            const int mid = lo + (hi - lo) / 2;
            (meetsAt(mid) ? lo : hi) = mid;
        }
        return lo;
    }
    // The fewest requests a replica needs so that replicas of them give rate tokens/s: the rate
    // rises with the requests in flight, so bisection between none and most.
    int fewestCarrying(int most, long long replicas, double rate)
    {
        int lo = 0, hi = most;
        while (hi - lo > 1) {
            const int mid = lo + (hi - lo) / 2;
            const InferenceResult &r = at(mid);
            (replicas * r.request.expected.outputTokensPerSecond >= rate ? hi : lo) = mid;
        }
        return hi;
    }
    PlanSetup setup(const InferenceResult &r, int concurrency, long long replicas) const;
    const WhatIfInputs &inputs() const { return m_inputs; }

private:
    const PlanRequest &m_request;
    const DeviceSpec &m_device;
    WhatIfInputs m_inputs;
    PlanResult &m_result;
    std::vector<PlanPoint> &m_points;
    // What each concurrency gave, so that a second look costs nothing and counts nothing.
    std::map<int, InferenceResult> m_evaluated;
};

PlanSetup Trial::setup(const InferenceResult &r, int concurrency, long long replicas) const
{
    PlanSetup s;
    s.device = m_device.id;
    s.tensorParallel = m_inputs.tensorParallel;
    s.expertParallel = m_inputs.expertParallel;
    s.attentionDp = m_inputs.attentionDp;
    s.replicas = replicas;
    s.cards = replicas * s.tensorParallel;
    s.weightDtype = m_inputs.weightDtype;
    s.kvDtype = m_inputs.kvDtype;
    s.precision = m_inputs.precision;
    // The link the group's all-reduces cross: PCIe where the card link joins fewer cards.
    s.link = ServingSetup::link(m_inputs, m_device).link.kind;
    s.concurrency = concurrency;
    s.bound = r.request.bound;
    s.expected = r.request.expected;
    s.memoryPerCardBytes = r.memory.perCardBytes;
    s.watts = m_device.watts * double(s.cards);
    if (m_device.pricePerHour) {
        s.costPerHour = *m_device.pricePerHour * double(s.cards);
        const double tokensPerHour = double(replicas) * s.expected.outputTokensPerSecond * 3600.0;
        s.costPerMillionOutputTokens = *s.costPerHour / (tokensPerHour / 1e6);
    }
    return s;
}

// Searches one device, pair of formats and degree; false when the model and one request's
// cache do not fit on its cards.
bool searchOne(Trial &trial, const PlanRequest &request,
               const std::vector<ValidationGroup> &validation, PlanResult &result)
{
    const InferenceResult &one = trial.at(1);
    if (!one.memory.fits)
        return false;
    const int most =
        static_cast<int>(std::min<long long>(one.memory.maxBatch, PlanSearch::kMaxConcurrency));
    const PlanTargets &t = request.targets;
    const int largest = trial.meets(one) ? trial.largestMeeting(most) : 0;
    if (largest == 0) {
        PlanMiss miss;
        miss.setup = trial.setup(one, 1, 1);
        std::tie(miss.timeToFirstTokenRatio, miss.secondRatio) = ratios(t, one.request.expected);
        miss.worstRatio = std::max(miss.timeToFirstTokenRatio, miss.secondRatio);
        miss.setup.bindingLimit =
            limitOf(miss.timeToFirstTokenRatio >= miss.secondRatio ? one.request.firstStep
                                                                   : one.request.laterStep);
        miss.setup.checks = checksFor(miss.setup.device, request.model.kindId(), validation);
        result.misses.push_back(std::move(miss));
        return true;
    }
    long long replicas = 1;
    int concurrency = largest;
    if (t.users) {
        replicas = static_cast<long long>(std::ceil(*t.users / largest));
        concurrency = static_cast<int>(std::ceil(*t.users / double(replicas)));
    } else if (t.outputTokensPerSecond) {
        const double rate = trial.at(largest).request.expected.outputTokensPerSecond;
        replicas =
            std::max(1LL, static_cast<long long>(std::ceil(*t.outputTokensPerSecond / rate)));
        concurrency = trial.fewestCarrying(largest, replicas, *t.outputTokensPerSecond);
    }
    InferenceResult chosen = trial.at(concurrency);
    // The rate should rise with the requests in flight; where it did not, the most that meet
    // the targets carry the load, as the replicas were counted for them.
    // The times should rise with the requests in flight too; a count below the largest that
    // misses a target after all is not taken either.
    if ((t.outputTokensPerSecond &&
         replicas * chosen.request.expected.outputTokensPerSecond < *t.outputTokensPerSecond) ||
        !trial.meets(chosen)) {
        concurrency = largest;
        chosen = trial.at(concurrency);
    }
    PlanSetup s = trial.setup(chosen, concurrency, replicas);
    s.maxConcurrency = largest;
    // What stops a replica from taking one more request: the cache, or the step of the target
    // that one more request would miss by more.
    if (largest == most && most < PlanSearch::kMaxConcurrency) {
        s.bindingLimit = PlanLimit::MemoryCapacity;
    } else {
        const InferenceResult &next = trial.at(std::min(largest + 1, PlanSearch::kMaxConcurrency));
        const auto [first, second] = ratios(t, next.request.expected);
        s.bindingLimit = limitOf(first >= second ? next.request.firstStep : next.request.laterStep);
    }
    s.checks = checksFor(s.device, request.model.kindId(), validation);
    result.plans.push_back(std::move(s));
    return true;
}

template <typename T> std::vector<T> orDefault(const std::vector<T> &given, std::vector<T> fallback)
{
    return given.empty() ? fallback : given;
}

void finish(PlanResult &result)
{
    std::sort(result.plans.begin(), result.plans.end(), &PlanSearch::before);
    if (!result.plans.empty()) {
        result.misses.clear();
        return;
    }
    std::stable_sort(
        result.misses.begin(), result.misses.end(),
        [](const PlanMiss &a, const PlanMiss &b) { return a.worstRatio < b.worstRatio; });
    if (result.misses.size() > PlanResult::kMisses)
        result.misses.resize(PlanResult::kMisses);
}

} // namespace

PlanResult PlanSearch::run(const PlanRequest &request,
                           const std::vector<ValidationGroup> &validation,
                           const std::atomic_bool *cancel, const Progress &progress)
{
    PlanResult result;
    result.model = request.model.id;
    result.modelKind = request.model.kindId();
    result.promptTokens = request.promptTokens;
    result.outputTokens = request.outputTokens;
    result.targets = request.targets;
    result.problem =
        InferenceModel::inputProblem(request.model, 1, request.promptTokens, request.outputTokens,
                                     request.promptTokens + request.outputTokens);
    if (result.problem != ServeProblem::None)
        return result;
    const auto weights = orDefault(request.weightDtypes, defaultWeightDtypes());
    const auto kvs = orDefault(request.kvDtypes, defaultKvDtypes());
    int total = 0;
    for (const DeviceSpec &device : request.devices)
        total += static_cast<int>(weights.size() * kvs.size() *
                                  layoutsOf(request.model, domainOf(device, request)).size());
    int done = 0;
    for (const DeviceSpec &device : request.devices) {
        std::vector<PlanPoint> points;
        bool fits = false;
        const std::vector<PlanLayout> layouts = layoutsOf(request.model, domainOf(device, request));
        for (WeightDtype w : weights) {
            if (untried(request, device, w) != Untried::No) {
                done += static_cast<int>(kvs.size() * layouts.size());
                continue;
            }
            for (KvDtype kv : kvs) {
                for (const PlanLayout &layout : layouts) {
                    if (isCancelled(cancel)) {
                        result.cancelled = true;
                        finish(result);
                        return result;
                    }
                    WhatIfInputs inputs =
                        inputsFor(request, device, w, kv, layout.tensorParallel, 1);
                    inputs.expertParallel = layout.expertParallel;
                    inputs.attentionDp = layout.attentionDp;
                    Trial trial(request, device, std::move(inputs), result, points);
                    fits = searchOne(trial, request, validation, result) || fits;
                    if (progress)
                        progress(++done, total);
                }
            }
        }
        noteDevice(result, request, device, weights, fits);
        result.fronts.push_back({device.id, paretoFront(std::move(points))});
    }
    finish(result);
    return result;
}

PlanSearch::Untried PlanSearch::untried(const PlanRequest &request, const DeviceSpec &device,
                                        WeightDtype weights)
{
    if (WeightDtypes::fp4(weights) && !device.computesFp4(weights))
        return Untried::NoFp4Math;
    if (device.peakTflops(Precision::Fp32))
        return Untried::No;
    const WhatIfInputs w = inputsFor(request, device, weights, KvDtype::Fp16, 1, 1);
    return ServingSetup::efficiency(w, device).dequantInstructions > 0 ? Untried::UnpackingUnknown
                                                                       : Untried::No;
}

int PlanSearch::domainOf(const DeviceSpec &device, const PlanRequest &request)
{
    WhatIfInputs w;
    w.cardsPerServer = request.cardsPerServer;
    return ServingSetup::domainCards(w, device);
}

void PlanSearch::noteDevice(PlanResult &result, const PlanRequest &request,
                            const DeviceSpec &device, const std::vector<WeightDtype> &weights,
                            bool fits)
{
    bool tried = false, unknown = false, fp4Only = true;
    for (WeightDtype w : weights) {
        const Untried why = untried(request, device, w);
        tried = tried || why == Untried::No;
        unknown = unknown || why == Untried::UnpackingUnknown;
        fp4Only = fp4Only && why == Untried::NoFp4Math;
    }
    if (unknown)
        result.unpackingUnknown.push_back(device.id);
    if (fp4Only)
        result.withoutFp4.push_back(device.id);
    else if (tried && !fits)
        result.fitsNoServer.push_back(device.id);
}

WhatIfInputs PlanSearch::inputsFor(const PlanRequest &request, const DeviceSpec &device,
                                   WeightDtype weights, KvDtype kv, int tensorParallel,
                                   int concurrency)
{
    WhatIfInputs w;
    w.mode = WorkloadMode::Inference;
    w.model = request.model.id;
    w.device = device.id;
    w.precision = ServingSetup::precisionFor(device, weights);
    w.weightDtype = weights;
    w.kvDtype = kv;
    w.tensorParallel = tensorParallel;
    w.batching = Batching::Continuous;
    w.concurrency = concurrency;
    w.promptTokens = request.promptTokens;
    w.outputTokens = request.outputTokens;
    w.context = request.promptTokens + request.outputTokens;
    w.linkKind = ServingSetup::linkKindFor(device);
    w.cardsPerServer = request.cardsPerServer;
    return w;
}

WhatIfInputs PlanSearch::inputsFor(const PlanRequest &request, const DeviceSpec &device,
                                   const PlanSetup &setup)
{
    WhatIfInputs w = inputsFor(request, device, setup.weightDtype, setup.kvDtype,
                               setup.tensorParallel, setup.concurrency);
    w.expertParallel = setup.expertParallel;
    w.attentionDp = setup.attentionDp;
    return w;
}

InferenceResult PlanSearch::evaluate(const WhatIfInputs &inputs, const ModelSpec &model,
                                     const DeviceSpec &device)
{
    // The link as ReportModel::buildInterconnect chooses it, by the one function both call.
    const LinkSpec link = ServingSetup::link(inputs, device).link;
    return InferenceModel::evaluate(ServingSetup::inputs(
        inputs, model, device, device.effectiveTflops(inputs.precision), link));
}

bool PlanSearch::meets(const PlanTargets &targets, const RequestFigures &expected)
{
    const auto [first, second] = ratios(targets, expected);
    return first <= 1.0 && second <= 1.0;
}

std::vector<PlanLayout> PlanSearch::layoutsOf(const ModelSpec &model, int cardsPerServer)
{
    std::vector<PlanLayout> out;
    for (int tp : tensorDegrees(model, cardsPerServer)) {
        // Plain tensor parallelism, then attention groups of one card each and spread experts,
        // alone and together, where the model takes them: engines run attention data-parallel
        // for mixtures of experts and latent attention, not for dense models.
        out.push_back({tp, 1, 1});
        if (tp == 1 || !(model.mixture() || model.latent()))
            continue;
        for (const int dp : {1, tp}) {
            for (const int ep : {1, tp}) {
                if ((dp == 1 && ep == 1) || (ep > 1 && !model.mixture()))
                    continue;
                if (InferenceModel::layoutProblem(model, tp, dp, ep) == ServeProblem::None)
                    out.push_back({tp, ep, dp});
            }
        }
    }
    return out;
}

std::vector<int> PlanSearch::tensorDegrees(const ModelSpec &model, int cardsPerServer)
{
    return InferenceModel::tensorDegrees(model, cardsPerServer);
}

std::vector<DeviceSpec> PlanSearch::defaultDevices(const std::vector<DeviceSpec> &all)
{
    std::vector<DeviceSpec> devices;
    for (const DeviceSpec &d : all) {
        if (d.isCard() && d.id != "entry_gpu" && d.id != "training_accelerator")
            devices.push_back(d);
    }
    return devices;
}

std::vector<WeightDtype> PlanSearch::defaultWeightDtypes()
{
    return {WeightDtype::Bf16, WeightDtype::Fp8, WeightDtype::Int8, WeightDtype::Int4,
            WeightDtype::Nvfp4};
}

std::vector<KvDtype> PlanSearch::defaultKvDtypes()
{
    return {KvDtype::Fp16, KvDtype::Fp8};
}

std::vector<PlanPoint> PlanSearch::paretoFront(std::vector<PlanPoint> points)
{
    // By falling tokens per card (ties by falling tokens per user, then the setup, so that the
    // order never depends on the search's); a point is on the front when it gives each user more
    // than every point before it.
    std::sort(points.begin(), points.end(), [](const PlanPoint &a, const PlanPoint &b) {
        return std::make_tuple(-a.outputTokensPerSecondPerCard, -a.outputTokensPerSecondPerUser,
                               a.tensorParallel, a.expertParallel, a.attentionDp, a.weightDtype,
                               a.kvDtype, a.concurrency) <
               std::make_tuple(-b.outputTokensPerSecondPerCard, -b.outputTokensPerSecondPerUser,
                               b.tensorParallel, b.expertParallel, b.attentionDp, b.weightDtype,
                               b.kvDtype, b.concurrency);
    });
    std::vector<PlanPoint> front;
    double best = -std::numeric_limits<double>::infinity();
    for (const PlanPoint &p : points) {
        if (p.outputTokensPerSecondPerUser > best) {
            front.push_back(p);
            best = p.outputTokensPerSecondPerUser;
        }
    }
    return front;
}

bool PlanSearch::before(const PlanSetup &a, const PlanSetup &b)
{
    if (a.cards != b.cards)
        return a.cards < b.cards;
    const bool pricedA = a.costPerHour.has_value(), pricedB = b.costPerHour.has_value();
    if (pricedA != pricedB)
        return pricedA;
    // Priced setups by what a million output tokens cost (at equal cards the price an hour
    // only ranks the devices), the others by watts, an unknown power last; then the one that
    // serves more per card.
    const auto watts = [](const PlanSetup &s) {
        return s.watts > 0 ? s.watts : std::numeric_limits<double>::infinity();
    };
    const double keyA = pricedA ? a.costPerMillionOutputTokens.value_or(*a.costPerHour) : watts(a);
    const double keyB = pricedB ? b.costPerMillionOutputTokens.value_or(*b.costPerHour) : watts(b);
    if (keyA != keyB)
        return keyA < keyB;
    const double rateA = a.expected.outputTokensPerSecondPerCard;
    const double rateB = b.expected.outputTokensPerSecondPerCard;
    if (rateA != rateB)
        return rateA > rateB;
    return std::tie(a.device, a.tensorParallel, a.expertParallel, a.attentionDp, a.weightDtype,
                    a.kvDtype) < std::tie(b.device, b.tensorParallel, b.expertParallel,
                                          b.attentionDp, b.weightDtype, b.kvDtype);
}

} // namespace blab::core
