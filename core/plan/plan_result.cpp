// SPDX-License-Identifier: GPL-3.0-or-later

#include "plan/plan_result.h"

#include "io/json.h"
#include "io/json_writer.h"

namespace blab::core {

const char *PlanLimits::id(PlanLimit limit)
{
    switch (limit) {
    case PlanLimit::Compute:
        return "compute";
    case PlanLimit::MemoryBandwidth:
        return "memory_bandwidth";
    case PlanLimit::MemoryCapacity:
        return "memory_capacity";
    case PlanLimit::Link:
        return "link";
    }
    return "compute";
}

namespace {

Json figuresJson(const RequestFigures &f)
{
    return {{"time_to_first_token_seconds", f.timeToFirstTokenSeconds},
            {"time_per_output_token_seconds", f.timePerOutputTokenSeconds},
            {"output_tokens_per_second_per_user", f.outputTokensPerSecondPerUser},
            {"output_tokens_per_second_per_card", f.outputTokensPerSecondPerCard}};
}

// Each figure's signed error against published results on the device, or null where it was
// not checked against one.
Json checksJson(const std::vector<PlanCheck> &checks)
{
    Json json = Json::object();
    for (const PlanCheck &c : checks)
        json[c.metric] = c.results > 0
                             ? Json{{"results", c.results}, {"signed_error", c.signedError}}
                             : Json(nullptr);
    return json;
}

Json setupJson(const PlanSetup &s)
{
    return {{"device", s.device},
            {"cards", s.cards},
            {"tp", s.tensorParallel},
            {"ep", s.expertParallel},
            {"attention_dp", s.attentionDp},
            {"replicas", s.replicas},
            {"weight_dtype", WeightDtypes::id(s.weightDtype)},
            {"kv_dtype", KvDtypes::id(s.kvDtype)},
            {"precision", Precisions::id(s.precision)},
            {"link_kind", InterconnectModel::linkKindId(s.link)},
            {"concurrency", s.concurrency},
            {"max_concurrency", s.maxConcurrency},
            {"binding_limit", PlanLimits::id(s.bindingLimit)},
            // Null where the maker prints no power figure.
            {"watts", s.watts > 0 ? Json(s.watts) : Json()},
            {"memory_per_card_bytes", s.memoryPerCardBytes},
            {"cost_per_hour", orNull(s.costPerHour)},
            {"cost_per_million_output_tokens", orNull(s.costPerMillionOutputTokens)},
            {"expected", figuresJson(s.expected)},
            {"bound", figuresJson(s.bound)},
            {"validation", checksJson(s.checks)}};
}

Json targetsJson(const PlanTargets &t)
{
    return {{"time_to_first_token_seconds", t.timeToFirstTokenSeconds},
            {"time_per_output_token_seconds", orNull(t.timePerOutputTokenSeconds)},
            {"min_output_tokens_per_second_per_user", orNull(t.minOutputTokensPerSecondPerUser)},
            {"users", orNull(t.users)},
            {"output_tokens_per_second", orNull(t.outputTokensPerSecond)}};
}

Json missJson(const PlanMiss &m, const PlanTargets &t)
{
    Json json = setupJson(m.setup);
    json["time_to_first_token_ratio"] = m.timeToFirstTokenRatio;
    if (t.timePerOutputTokenSeconds)
        json["time_per_output_token_ratio"] = m.secondRatio;
    else if (t.minOutputTokensPerSecondPerUser)
        json["output_tokens_per_second_per_user_ratio"] = m.secondRatio;
    json["worst_ratio"] = m.worstRatio;
    return json;
}

Json frontJson(const PlanFront &f)
{
    Json points = Json::array();
    for (const PlanPoint &p : f.points)
        points.push_back({{"tp", p.tensorParallel},
                          {"ep", p.expertParallel},
                          {"attention_dp", p.attentionDp},
                          {"weight_dtype", WeightDtypes::id(p.weightDtype)},
                          {"kv_dtype", KvDtypes::id(p.kvDtype)},
                          {"concurrency", p.concurrency},
                          {"output_tokens_per_second_per_user", p.outputTokensPerSecondPerUser},
                          {"output_tokens_per_second_per_card", p.outputTokensPerSecondPerCard},
                          {"meets_targets", p.meetsTargets}});
    return {{"device", f.device}, {"points", points}};
}

} // namespace

std::string PlanResult::toJson() const
{
    Json plansJson = Json::array(), missesJson = Json::array(), frontsJson = Json::array();
    for (const PlanSetup &s : plans)
        plansJson.push_back(setupJson(s));
    for (const PlanMiss &m : misses)
        missesJson.push_back(missJson(m, targets));
    for (const PlanFront &f : fronts)
        frontsJson.push_back(frontJson(f));
    const Json json = {{"version", BLAB_VERSION},
                       {"model", model},
                       {"model_kind", modelKind},
                       {"prompt_tokens", promptTokens},
                       {"output_tokens", outputTokens},
                       {"targets", targetsJson(targets)},
                       {"batching", "continuous"},
                       {"assumption",
                        "steady state: every request is replaced as it ends; no arrivals, queueing "
                        "or bursts are modelled"},
                       {"cancelled", cancelled},
                       {"evaluated", evaluated},
                       {"fits_no_server", fitsNoServer},
                       {"without_fp4", withoutFp4},
                       {"unpacking_unknown", unpackingUnknown},
                       {"plans", plansJson},
                       {"misses", missesJson},
                       {"front", frontsJson}};
    return JsonWriter::write(json) + "\n";
}

} // namespace blab::core
