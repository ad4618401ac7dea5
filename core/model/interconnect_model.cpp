// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/interconnect_model.h"

#include <algorithm>

namespace blab::core {

double InterconnectModel::ringAllreduceSeconds(int cards, double gradientBytes, double busGBs,
                                               double latencySeconds)
{
    if (cards <= 1 || busGBs <= 0)
        return 0.0;
    return 2.0 * (cards - 1) * latencySeconds +
           2.0 * (cards - 1) / cards * gradientBytes / (busGBs * 1e9);
}

InterconnectResult InterconnectModel::evaluate(const InterconnectInputs &in)
{
    InterconnectResult r;
    r.allreduceSeconds =
        ringAllreduceSeconds(in.cards, in.gradientBytes, in.link.busGBs, in.link.latencySeconds);
    r.algorithmGBs = r.allreduceSeconds > 0 ? in.gradientBytes / r.allreduceSeconds / 1e9 : 0.0;
    r.stepSeconds = in.computeSeconds + r.allreduceSeconds;
    r.overlappedStepSeconds =
        in.computeSeconds +
        std::max(0.0, r.allreduceSeconds - in.backwardFraction * in.computeSeconds);
    const double work = in.cards * in.computeSeconds;
    r.speedup = r.stepSeconds > 0 ? work / r.stepSeconds : 0.0;
    r.overlappedSpeedup = r.overlappedStepSeconds > 0 ? work / r.overlappedStepSeconds : 0.0;
    r.efficiency = in.cards > 0 ? r.speedup / in.cards : 0.0;
    r.overlappedEfficiency = in.cards > 0 ? r.overlappedSpeedup / in.cards : 0.0;
    return r;
}

double InterconnectModel::stepComputeSeconds(double params, double tokensPerStep, double peakTflops,
                                             double utilization)
{
    const double flopsPerSecond = peakTflops * 1e12 * utilization;
    return flopsPerSecond > 0 ? 6.0 * params * tokensPerStep / flopsPerSecond : 0.0;
}

double InterconnectModel::typicalLatencySeconds(LinkKind kind)
{
    switch (kind) {
    case LinkKind::PcieHost:
        return 20e-6;
    case LinkKind::PcieSwitch:
    case LinkKind::Custom:
        return 10e-6;
    case LinkKind::CardLink:
        return 5e-6;
    }
    return 10e-6;
}

std::optional<LinkSpec> InterconnectModel::linkFor(LinkKind kind, const DeviceSpec &device,
                                                   double customGBs)
{
    LinkSpec link;
    link.kind = kind;
    link.latencySeconds = typicalLatencySeconds(kind);
    switch (kind) {
    case LinkKind::PcieHost:
        link.busGBs = device.hostLinkGBs() / 2.0;
        break;
    case LinkKind::PcieSwitch:
        link.busGBs = device.hostLinkGBs();
        break;
    case LinkKind::CardLink:
        link.busGBs = device.cardLinkGBs / 2.0;
        break;
    case LinkKind::Custom:
        link.busGBs = customGBs;
        break;
    }
    if (link.busGBs <= 0)
        return std::nullopt;
    return link;
}

const char *InterconnectModel::linkKindId(LinkKind kind)
{
    switch (kind) {
    case LinkKind::PcieHost:
        return "pcie-host";
    case LinkKind::PcieSwitch:
        return "pcie-switch";
    case LinkKind::CardLink:
        return "card-link";
    case LinkKind::Custom:
        return "custom";
    }
    return "custom";
}

} // namespace blab::core
