// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "catalog/model_spec.h"
#include "inputs/what_if_inputs.h"
#include "plan/plan_request.h"
#include "plan/plan_result.h"
#include "serving/inference_model.h"
#include "validation/validation_report.h"

#include <atomic>
#include <functional>
#include <vector>

namespace blab::core {

// Which setup meets the targets: for each device, each allowed weight and KV format and each
// tensor-parallel degree that splits the heads and fits in one scale-up domain (a server, or the
// card link's larger domain: ServingSetup::domainCards), the
// most requests a replica can hold in flight while the expected time to the first token and
// time per output token (or tokens per second per user) meet the targets, found by doubling
// up to what the KV cache holds and then bisecting; then the fewest replicas that carry the
// load. Setups whose weights and cache do not fit are not kept. Continuous batching in steady
// state only: static batching, pipeline parallelism and serving across servers are not searched.
//
// Every setup is evaluated by the function the report uses (ServingSetup::inputs, then
// InferenceModel::evaluate) on the what-if inputs inputsFor() gives, so `report --mode inference`
// with those inputs prints the same figures.
class PlanSearch
{
public:
    // Called after each device, format and degree with how many of them are done.
    using Progress = std::function<void(int done, int total)>;

    // validation: the validation report's groups by model kind (ValidationReport::kindGroups):
    // each setup carries the signed error of its device's groups for the request's model kind,
    // and none where the shipped set holds no result of that kind on that device. Stops early,
    // marked cancelled, when cancel is set.
    static PlanResult run(const PlanRequest &request,
                          const std::vector<ValidationGroup> &validation = {},
                          const std::atomic_bool *cancel = nullptr, const Progress &progress = {});

    // The what-if inputs of one setup, as `report --mode inference` takes them.
    static WhatIfInputs inputsFor(const PlanRequest &request, const DeviceSpec &device,
                                  WeightDtype weights, KvDtype kv, int tensorParallel,
                                  int concurrency);
    // The same for a listed setup: its formats, its layout and its requests in flight.
    static WhatIfInputs inputsFor(const PlanRequest &request, const DeviceSpec &device,
                                  const PlanSetup &setup);
    // What the report computes for those inputs on that device (ReportModel::buildInference).
    static InferenceResult evaluate(const WhatIfInputs &inputs, const ModelSpec &model,
                                    const DeviceSpec &device);
    // Whether expected figures meet the targets (the load aside).
    static bool meets(const PlanTargets &targets, const RequestFigures &expected);

    // The layouts searched on a domain of cardsPerServer cards: every tensor degree, and beside
    // it (for a degree above 1, for a mixture of experts or latent attention) attention groups
    // of one card and, for a mixture of experts, experts spread over the replica, alone and
    // together.
    static std::vector<PlanLayout> layoutsOf(const ModelSpec &model, int cardsPerServer);
    // The tensor degrees a domain of cardsPerServer cards can serve the model at
    // (InferenceModel::tensorDegrees, the rule the report uses).
    static std::vector<int> tensorDegrees(const ModelSpec &model, int cardsPerServer);
    // The cards a tensor-parallel group of this device may span: the request's server, or the
    // card link's domain where that is larger (the 72 GPUs of an NVL72 rack).
    static int domainOf(const DeviceSpec &device, const PlanRequest &request);
    // Every device with a PCIe link but the lesson's two generic ones.
    static std::vector<DeviceSpec> defaultDevices(const std::vector<DeviceSpec> &all);
    // BF16, FP8, int8, int4, and NVFP4 on the cards that compute in FP4.
    static std::vector<WeightDtype> defaultWeightDtypes();
    static std::vector<KvDtype> defaultKvDtypes();
    // The points no other point beats on both tokens/s per user and per card, by rising tokens
    // per user.
    static std::vector<PlanPoint> paretoFront(std::vector<PlanPoint> points);
    // The order of the result: fewest cards, then priced setups by cost, the others by watts.
    static bool before(const PlanSetup &a, const PlanSetup &b);

    // Concurrency is searched up to this many requests a replica (--concurrency's range).
    static constexpr int kMaxConcurrency = 1000000;

private:
    // Lists a device none of whose allowed formats it computes (withoutFp4), on which a format
    // was left untried for want of an FP32 figure (unpackingUnknown), or on which nothing tried
    // fits (fitsNoServer).
    static void noteDevice(PlanResult &result, const PlanRequest &request, const DeviceSpec &device,
                           const std::vector<WeightDtype> &weights, bool fits);
    // Why weights of that format are not tried on the device, or Untried::No: FP4 weights on a
    // card without FP4 math (elsewhere they are unpacked to 16 bits, and int4 is the four-bit
    // format such cards serve), or weights unpacked on the vector units of a card whose maker
    // prints no FP32 figure, so that the unpacking cannot be costed.
    enum class Untried
    {
        No,
        NoFp4Math,
        UnpackingUnknown
    };
    static Untried untried(const PlanRequest &request, const DeviceSpec &device,
                           WeightDtype weights);
};

} // namespace blab::core
