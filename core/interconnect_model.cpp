#include "core/interconnect_model.h"

namespace blab::core {

double InterconnectModel::ringAllreduceSeconds(int cards, double gradientBytes, double linkGBs)
{
    if (cards <= 1 || linkGBs <= 0)
        return 0.0;
    return 2.0 * (cards - 1) / cards * gradientBytes / (linkGBs * 1e9);
}

InterconnectResult InterconnectModel::evaluate(const InterconnectInputs &inputs)
{
    InterconnectResult r;
    r.allreduceSeconds = ringAllreduceSeconds(inputs.cards, inputs.gradientBytes, inputs.linkGBs);
    r.stepSeconds = inputs.computeSeconds + r.allreduceSeconds;
    r.speedup = r.stepSeconds > 0 ? inputs.cards * inputs.computeSeconds / r.stepSeconds : 0.0;
    r.efficiency = inputs.cards > 0 ? r.speedup / inputs.cards : 0.0;
    return r;
}

} // namespace blab::core
