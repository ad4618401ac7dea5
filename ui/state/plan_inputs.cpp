// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/plan_inputs.h"

#include "catalog/model_catalog_file.h"
#include "plan/plan_search.h"

#include <algorithm>
#include <tuple>

namespace blab::ui {

std::vector<std::string> PlanInputs::deviceIds(const std::vector<core::DeviceSpec> &all) const
{
    if (!devices.empty())
        return devices;
    std::vector<std::string> ids;
    for (const core::DeviceSpec &d : core::PlanSearch::defaultDevices(all))
        ids.push_back(d.id);
    return ids;
}

std::vector<core::WeightDtype> PlanInputs::weightChoices() const
{
    return weightDtypes.empty() ? core::PlanSearch::defaultWeightDtypes() : weightDtypes;
}

std::vector<core::KvDtype> PlanInputs::kvChoices() const
{
    return kvDtypes.empty() ? core::PlanSearch::defaultKvDtypes() : kvDtypes;
}

std::optional<core::PlanRequest>
PlanInputs::request(const std::vector<core::DeviceSpec> &all,
                    const std::vector<core::ModelSpec> &models) const
{
    const core::ModelSpec *found = core::ModelCatalogFile::find(model, models);
    if (found == nullptr)
        return std::nullopt;
    core::PlanRequest r;
    r.model = *found;
    r.promptTokens = promptTokens;
    r.outputTokens = outputTokens;
    // The command line's units converted as `plan` converts them (cli_runner's planRequest).
    r.targets.timeToFirstTokenSeconds = ttftMs / 1e3;
    if (perUserRate)
        r.targets.minOutputTokensPerSecondPerUser = minUserTps;
    else
        r.targets.timePerOutputTokenSeconds = tpotMs / 1e3;
    if (byOutputRate)
        r.targets.outputTokensPerSecond = outputRate;
    else
        r.targets.users = users;
    const std::vector<std::string> ids = deviceIds(all);
    for (const core::DeviceSpec &d : all) {
        if (std::find(ids.begin(), ids.end(), d.id) != ids.end())
            r.devices.push_back(d);
    }
    r.weightDtypes = weightChoices();
    r.kvDtypes = kvChoices();
    return r;
}

void PlanInputs::takeServing(const core::WhatIfInputs &serving)
{
    model = serving.model;
    promptTokens = serving.promptTokens;
    outputTokens = serving.outputTokens;
    byOutputRate = false;
    users = serving.batching == core::Batching::Continuous ? serving.concurrency
                                                           : serving.inferenceBatch;
}

bool PlanInputs::operator==(const PlanInputs &o) const
{
    const auto tie = [](const PlanInputs &p) {
        return std::tie(p.model, p.promptTokens, p.outputTokens, p.ttftMs, p.perUserRate, p.tpotMs,
                        p.minUserTps, p.byOutputRate, p.users, p.outputRate, p.devices,
                        p.weightDtypes, p.kvDtypes);
    };
    return tie(*this) == tie(o);
}

} // namespace blab::ui
