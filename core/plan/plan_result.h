// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/precision.h"
#include "cluster/interconnect_model.h"
#include "plan/plan_request.h"
#include "serving/inference_model.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// What stops a replica from taking more requests at once: its cards' compute, their memory
// bandwidth, their memory's size (the KV cache holds no more sequences) or the link its
// tensor-parallel all-reduces cross.
enum class PlanLimit
{
    Compute,
    MemoryBandwidth,
    MemoryCapacity,
    Link
};

struct PlanLimits
{
    // "compute", "memory_bandwidth", "memory_capacity", "link".
    static const char *id(PlanLimit limit);
};

// How far the device's figure of one kind came from published measurements: the signed error
// of the median (expected ÷ published − 1) over the validation set's results on that device,
// and how many there were; no results means it was not checked against a published result.
struct PlanCheck
{
    std::string metric;
    int results = 0;
    double signedError = 0.0;
};

// A replica's layout: its cards (tensor degree), and over them spread experts and attention
// groups (InferenceInputs).
struct PlanLayout
{
    int tensorParallel = 1;
    int expertParallel = 1;
    int attentionDp = 1;
};

// One way to serve the model: replicas of a group of cards laid out as PlanLayout says, each
// holding concurrency requests in flight, with the figures `report --mode inference` gives for
// the same inputs (the group's; the replicas are alike).

struct PlanSetup
{
    std::string device;
    int tensorParallel = 1;
    int expertParallel = 1;
    int attentionDp = 1;
    long long replicas = 1;
    long long cards = 1;
    WeightDtype weightDtype = WeightDtype::Bf16;
    KvDtype kvDtype = KvDtype::Fp16;
    // The peak the products run at, and the link the group's all-reduces cross.
    Precision precision = Precision::Bf16;
    LinkKind link = LinkKind::PcieSwitch;
    int concurrency = 1;
    // The most requests a replica holds while meeting the targets (or its cache holds).
    int maxConcurrency = 1;
    RequestFigures bound;
    RequestFigures expected;
    double memoryPerCardBytes = 0.0;
    double watts = 0.0;
    std::optional<double> costPerHour;
    std::optional<double> costPerMillionOutputTokens;
    PlanLimit bindingLimit = PlanLimit::Compute;
    // The four figures' validation: time to first token, per output token, tokens/s per user
    // and per card.
    std::vector<PlanCheck> checks;
};

// A setup that does not meet every target at one request in flight, and how far it is: each figure
// expected ÷ target (above 1 a time too long), or for a floor on the rate, target ÷ expected
// (above 1 a rate too low). worstRatio is the larger of the two.
struct PlanMiss
{
    PlanSetup setup;
    double timeToFirstTokenRatio = 0.0;
    double secondRatio = 0.0;
    double worstRatio = 0.0;
};

// One evaluated setup as a point of the Pareto chart: what each user gets against what each
// card gives, expected.
struct PlanPoint
{
    int tensorParallel = 1;
    int expertParallel = 1;
    int attentionDp = 1;
    WeightDtype weightDtype = WeightDtype::Bf16;
    KvDtype kvDtype = KvDtype::Fp16;
    int concurrency = 1;
    double outputTokensPerSecondPerUser = 0.0;
    double outputTokensPerSecondPerCard = 0.0;
    bool meetsTargets = false;
};

// A device's points that no other of its points beats on both axes, by rising tokens per user.
struct PlanFront
{
    std::string device;
    std::vector<PlanPoint> points;
};

// What a search found. The figures assume continuous batching in steady state: requests
// replaced as they end, no arrivals to wait for and no queue.
struct PlanResult
{
    std::string model;
    // The model's kind (ModelSpec::kindId): the published results that check a setup are those
    // of this kind.
    std::string modelKind;
    int promptTokens = 0;
    int outputTokens = 0;
    PlanTargets targets;
    // Why the model cannot serve these requests at all (a prompt and answer past its context).
    ServeProblem problem = ServeProblem::None;
    bool cancelled = false;
    // Fewest cards first, then the lowest cost where priced, else the fewest watts.
    std::vector<PlanSetup> plans;
    // When plans is empty: the nearest misses, nearest first.
    std::vector<PlanMiss> misses;
    std::vector<PlanFront> fronts;
    // Devices on none of whose servers the model and one request's cache fit.
    std::vector<std::string> fitsNoServer;
    // Devices every allowed weight format of which was FP4 on a card without FP4 math: none
    // of their setups was tried.
    std::vector<std::string> withoutFp4;
    // Devices whose maker prints no FP32 figure, on which the weight formats that are unpacked
    // before they are multiplied (int8, int4, FP8 without FP8 math) were not tried: their
    // unpacking runs on the vector units, whose speed is then unknown.
    std::vector<std::string> unpackingUnknown;
    // Setups evaluated, for the benchmark and the text.
    int evaluated = 0;

    static constexpr std::size_t kMisses = 5;

    std::string toJson() const;
};

} // namespace blab::core
