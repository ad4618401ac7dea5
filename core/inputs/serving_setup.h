// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "catalog/model_spec.h"
#include "cluster/interconnect_model.h"
#include "inputs/what_if_inputs.h"
#include "serving/inference_model.h"

namespace blab::core {

// The link the cards use, and why it is not the kind asked for: the device has no link of that
// kind (the typed-in bandwidth is used), or its card link joins fewer cards than must all talk
// (PCIe is used).
struct ChosenLink
{
    LinkSpec link;
    // The cards of one server that all talk (ServingSetup::talkingCards).
    int cards = 1;
    bool fallback = false;
    bool cardLinkTooSmall = false;
};

// What serving chose for the user, where an input was not given (ServingSetup::followDevice).
struct ServingChoice
{
    bool precisionChosen = false;
    bool linkKindChosen = false;
};

// The one place the serving inputs are put together, for the report, the window and the
// validation set alike: the what-if inputs' figures, the device's, the link the cards use, and
// the efficiency defaults of resources/efficiencies.json where no override is given.
class ServingSetup
{
public:
    static InferenceInputs inputs(const WhatIfInputs &w, const ModelSpec &model,
                                  const DeviceSpec &device, double peakTflops,
                                  const LinkSpec &link);
    // The expected figures' efficiencies: the overrides, else the defaults. A CPU measured here
    // already reaches its figures, so its shares default to all of them.
    static ServingEfficiency efficiency(const WhatIfInputs &w, const DeviceSpec &device);
    // The one choice of link, for the report and plan alike (InterconnectModel::linkForGroup for
    // the cards that talk, else the typed-in bandwidth).
    static ChosenLink link(const WhatIfInputs &w, const DeviceSpec &device);
    // The cards of one server that all talk: a serving group's tensor-parallel cards; in
    // training, every card a server holds of the run.
    static int talkingCards(const WhatIfInputs &w, const DeviceSpec &device);
    // The cards one scale-up domain holds: a server's (--cards-per-server), or the device's
    // card-link domain where that is larger (the 72 GPUs of an NVL72 rack). Tensor-parallel
    // groups inside it use the card link; past it, the network. Report, plan, training and
    // validation all take it from here.
    static int domainCards(const WhatIfInputs &w, const DeviceSpec &device);
    // The network between domains: the overrides, else the defaults.
    static NetworkSpec network(const WhatIfInputs &w, const DeviceSpec &device);
    // The peak serving computes at on a device: FP8 for FP8 weights on tensor cores that have
    // it, FP4 for FP4 weights on tensor cores that take their blocks (DeviceSpec::computesFp4),
    // else the 16-bit tensor cores, else FP32 (a card without tensor cores, a CPU).
    static Precision precisionFor(const DeviceSpec &device, WeightDtype weights);
    // The link a serving group uses: the device's card link where it has one, else a PCIe
    // switch, as a server of such cards is built.
    static LinkKind linkKindFor(const DeviceSpec &device);
    // In serving, the precision and link kind that were not given follow the device (the two
    // functions above), as plan chooses them; training and given inputs are left as they are.
    static ServingChoice followDevice(WhatIfInputs &w, const DeviceSpec &device);
};

} // namespace blab::core
