// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "catalog/model_spec.h"
#include "catalog/validation_set.h"
#include "inputs/what_if_inputs.h"

#include <string>
#include <vector>

namespace blab::core {

// Each published result of the validation set beside what this program answers for its setup:
// the expected figure, the bound, and expected ÷ published.
struct ValidationOutcome
{
    ValidationRow row;
    // The kind of the row's model (ModelSpec::kindId); empty for the all-reduce rows.
    std::string modelKind;
    // The repository or address the source starts with ("NVIDIA/TensorRT-LLM").
    std::string sourceName;
    double expected = 0.0;
    double bound = 0.0;
    double ratio = 0.0;
    // A training row: the memory of its heaviest card under the row's layout, as question 3
    // counts it, and whether that fits the card it ran on (a row that does not is a defect in
    // the model or in the row's reading).
    double memoryBytes = 0.0;
    bool fits = true;
};

// The rows of one device and one figure: how many, and their median, lowest and highest ratio
// (expected ÷ published, signed: above 1 a time comes out longer, a rate higher).
struct ValidationGroup
{
    std::string device;
    std::string metric;
    // Set in the groups by model kind (ValidationReport::kindGroups), empty in the others.
    std::string modelKind;
    int results = 0;
    double medianRatio = 1.0;
    double lowestRatio = 1.0;
    double highestRatio = 1.0;
};

// How close one kind of row comes: the median of |ratio − 1|, the ratio farthest from 1 (by its
// logarithm: 0.5 and 2 are equally far), the distinct sources, and the rows whose published
// figure beats the roofline bound (none, unless the model or the row is wrong).
struct ValidationSummary
{
    int results = 0;
    int sources = 0;
    double medianDeviation = 0.0;
    double worstRatio = 1.0;
    std::string worstId;
    int aboveBound = 0;
    // Training rows whose layout does not fit the card's memory, by id.
    std::vector<std::string> notFitting;
};

struct ValidationReport
{
    // Groups of at least this many rows are held to a median ratio within kGroupBand of 1.
    static constexpr int kGroupMinimum = 5;
    static constexpr double kGroupBand = 0.1;

    std::vector<ValidationOutcome> outcomes;
    // Over the serving and all-reduce rows: the median of |ratio − 1|, and the ratio farthest
    // from 1 (by its logarithm: 0.5 and 2 are equally far).
    double medianDeviation = 0.0;
    double worstRatio = 1.0;
    std::string worstId;
    // Sources: the distinct repositories or addresses the serving and all-reduce rows cite.
    int sources = 0;
    // The training rows on their own: a step's throughput is another question than a request's
    // latency, and the two medians would hide each other.
    ValidationSummary training;
    // By device and figure, in the order the set first names them.
    std::vector<ValidationGroup> groups;
    // By device, model kind and figure: what checks a setup of that kind on that device (the
    // planner's validation line, the serving page's).
    std::vector<ValidationGroup> kindGroups;

    static std::vector<ValidationGroup> groupsOf(const std::vector<ValidationOutcome> &outcomes,
                                                 bool byKind = false);
    // The groups of kindGroups for one device and model kind, in their order.
    std::vector<ValidationGroup> checking(const std::string &device,
                                          const std::string &modelKind) const;
    // The summary of the outcomes that pass the filter.
    static ValidationSummary summaryOf(const std::vector<ValidationOutcome> &outcomes,
                                       bool training);

    // Computes every row with the efficiency defaults, or with the overrides base gives
    // (bandwidthEfficiency, prefillEfficiency, layerOverheadUs, stepOverheadUs, linkLatencyUs;
    // its other fields are not read). A serving row whose model cannot be served so (its heads
    // not split by the cards, a context past the model's own) is left out.
    static WhatIfInputs overridesOf(const WhatIfInputs &inputs);
    // The shipped set on the shipped devices and models with the overrides inputs give, kept
    // until the overrides change. The reference stays valid until the next call.
    static const ValidationReport &shipped(const WhatIfInputs &inputs);
    // Computes every row (see overridesOf for what base may change).
    static ValidationReport run(const std::vector<ValidationRow> &rows,
                                const std::vector<DeviceSpec> &devices,
                                const std::vector<ModelSpec> &models,
                                const WhatIfInputs &given = {});
    std::string toJson() const;
};

} // namespace blab::core
