// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "catalog/model_spec.h"
#include "cluster/interconnect_model.h"
#include "inputs/what_if_inputs.h"
#include "training/training_run_model.h"

namespace blab::core {

// The one place a training run's inputs are put together, for the report and the validation
// set alike: the layout of the what-if inputs, the device's figures, the link the cards use and
// the efficiency defaults of resources/efficiencies.json where no override is given.
class TrainingSetup
{
public:
    static TrainingLayout layout(const WhatIfInputs &w);
    // The cards a run takes: data × tensor × pipeline degrees where a data degree is given, else
    // the cards; counted in 64 bits and held at 2³⁰, past any run the options allow.
    static int layoutCards(const WhatIfInputs &w);
    static TrainingRunInputs inputs(const WhatIfInputs &w, const ModelSpec &model,
                                    const DeviceSpec &device, double peakTflops,
                                    const LinkSpec &link);
    // The share of the peak fused attention reaches on a device of this peak: the curve of
    // attention_share_by_peak, linear in the logarithm of the peak, flat past its ends.
    static double attentionShare(double peakTflops);
};

} // namespace blab::core
