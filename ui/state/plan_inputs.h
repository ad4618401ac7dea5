// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "catalog/model_spec.h"
#include "catalog/precision.h"
#include "inputs/what_if_inputs.h"
#include "plan/plan_request.h"
#include "serving/inference_model.h"

#include <optional>
#include <string>
#include <vector>

namespace blab::ui {

// What tab 5's Plan page asks of the planner, as its controls hold it: the model and its
// requests, the targets in the command line's units (ms, tokens/s), which of each pair of
// targets is in use, and the devices and formats ticked. Kept in the settings beside the
// what-if inputs but outside them: a plan is not part of the snapshot.
struct PlanInputs
{
    // Empty: the model the serving page serves.
    std::string model;
    int promptTokens = 1024;
    int outputTokens = 256;
    double ttftMs = 2000.0;
    // The second target: a time per output token, or a floor on each user's tokens per second.
    bool perUserRate = false;
    double tpotMs = 50.0;
    double minUserTps = 20.0;
    // The load: users in flight, or a total output rate.
    bool byOutputRate = false;
    int users = 200;
    double outputRate = 5000.0;
    // Empty: the command line's defaults (PlanSearch::defaultDevices, …DefaultWeightDtypes …).
    std::vector<std::string> devices;
    std::vector<core::WeightDtype> weightDtypes;
    std::vector<core::KvDtype> kvDtypes;

    // The search these inputs ask for, as `plan` builds it from the same options: the model
    // found among models (none when its id is unknown), the devices ticked among all, in the
    // catalog's order.
    std::optional<core::PlanRequest> request(const std::vector<core::DeviceSpec> &all,
                                             const std::vector<core::ModelSpec> &models) const;
    // The ids of the devices ticked: those given, else the defaults among all.
    std::vector<std::string> deviceIds(const std::vector<core::DeviceSpec> &all) const;
    std::vector<core::WeightDtype> weightChoices() const;
    std::vector<core::KvDtype> kvChoices() const;

    // Opened from the serving page: that page's model, prompt and answer, and its requests in
    // flight (or its static batch) as the users to carry.
    void takeServing(const core::WhatIfInputs &serving);

    bool operator==(const PlanInputs &other) const;
    bool operator!=(const PlanInputs &other) const { return !(*this == other); }
};

} // namespace blab::ui
