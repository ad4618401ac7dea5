// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "catalog/efficiency_defaults.h"
#include "catalog/model_spec.h"
#include "catalog/precision.h"
#include "serving/inference_model.h"

#include <optional>
#include <vector>

namespace blab::core {

// What serving must reach: the time to a request's first token, and either a time per output
// token or a floor on each user's output tokens per second (exactly one of the two); and the
// load, either users in flight or a total output rate (exactly one of the two). The command
// line refuses anything else before a search starts.
struct PlanTargets
{
    double timeToFirstTokenSeconds = 1.0;
    std::optional<double> timePerOutputTokenSeconds;
    std::optional<double> minOutputTokensPerSecondPerUser;
    std::optional<double> users;
    std::optional<double> outputTokensPerSecond;
};

// One search: the model and its requests, the targets, the devices to try and the number
// formats allowed for the weights and the KV cache.
struct PlanRequest
{
    ModelSpec model;
    int promptTokens = 1024;
    int outputTokens = 128;
    PlanTargets targets;
    std::vector<DeviceSpec> devices;
    std::vector<WeightDtype> weightDtypes;
    std::vector<KvDtype> kvDtypes;
    // Tensor parallelism stays inside one server: the cards a server holds (--cards-per-server,
    // else the efficiency defaults' figure), or a device's card-link domain where that is larger
    // (PlanSearch::domainOf).
    int cardsPerServer = EfficiencyDefaults::builtIn().cardsPerServer;
};

} // namespace blab::core
