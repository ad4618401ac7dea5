// SPDX-License-Identifier: GPL-3.0-or-later

#include "cluster/interconnect_model.h"

#include "catalog/efficiency_defaults.h"

#include <algorithm>

namespace blab::core {

Fabric InterconnectModel::expectedFabric(const LinkSpec &link, const NetworkSpec &network)
{
    Fabric f;
    f.server = {link.latencySeconds, link.busGBs * link.busEfficiency};
    if (link.switchReductionEfficiency > 0) {
        f.server.switchAlphaSeconds =
            link.latencySeconds * EfficiencyDefaults::builtIn().switchReductionAlphaFactor;
        f.server.switchBusGBs = link.busGBs * link.switchReductionEfficiency;
    }
    f.network = {network.alphaSeconds, network.gbpsPerCard / 8.0 * network.busEfficiency};
    f.cardsPerServer = network.cardsPerServer;
    return f;
}

Fabric InterconnectModel::boundFabric(const LinkSpec &link, const NetworkSpec &network)
{
    Fabric f;
    f.server = {0.0, link.busGBs, link.kind == LinkKind::CardLink};
    f.network = {0.0, network.gbpsPerCard / 8.0};
    f.cardsPerServer = network.cardsPerServer;
    return f;
}

NetworkSpec InterconnectModel::defaultNetwork()
{
    const EfficiencyDefaults &d = EfficiencyDefaults::builtIn();
    return {d.networkGbpsPerCard, d.network.busEfficiency, d.network.alphaUs * 1e-6,
            d.cardsPerServer};
}

InterconnectResult InterconnectModel::evaluate(const InterconnectInputs &in)
{
    InterconnectResult r;
    const CollectiveTime t =
        CollectiveModel::allReduce(in.gradientBytes, in.cards, expectedFabric(in.link, in.network));
    r.allreduceSeconds = t.seconds;
    r.servers = t.servers;
    r.algorithm = t.algorithm;
    r.inSwitch = t.inSwitch;
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

namespace {

const LinkEfficiency &efficiencyOf(LinkKind kind)
{
    const EfficiencyDefaults &d = EfficiencyDefaults::builtIn();
    switch (kind) {
    case LinkKind::PcieHost:
        return d.pcieHost;
    case LinkKind::PcieSwitch:
    case LinkKind::Custom:
        return d.pcieSwitch;
    case LinkKind::CardLink:
        return d.cardLink;
    }
    return d.pcieSwitch;
}

} // namespace

double InterconnectModel::typicalLatencySeconds(LinkKind kind)
{
    return efficiencyOf(kind).alphaUs * 1e-6;
}

std::optional<LinkSpec> InterconnectModel::linkFor(LinkKind kind, const DeviceSpec &device,
                                                   double customGBs)
{
    LinkSpec link;
    link.kind = kind;
    link.latencySeconds = typicalLatencySeconds(kind);
    // A bus bandwidth typed in is one measured or reached, not a label.
    link.busEfficiency = kind == LinkKind::Custom ? 1.0 : efficiencyOf(kind).busEfficiency;
    switch (kind) {
    // Cards that talk over PCIe use its lanes, not an NVLink-C2C link to their own CPU.
    case LinkKind::PcieHost:
        link.busGBs = device.pcieLinkGBs() / 2.0;
        break;
    case LinkKind::PcieSwitch:
        link.busGBs = device.pcieLinkGBs();
        break;
    case LinkKind::CardLink: {
        const LinkEfficiency &e = EfficiencyDefaults::builtIn().cardLinkNamed(device.cardLinkName);
        link.busGBs = device.cardLinkGBs / 2.0;
        link.latencySeconds = e.alphaUs * 1e-6;
        link.busEfficiency = e.busEfficiency;
        link.switchReductionEfficiency = e.switchReductionEfficiency;
        break;
    }
    case LinkKind::Custom:
        link.busGBs = customGBs;
        break;
    }
    if (link.busGBs <= 0)
        return std::nullopt;
    return link;
}

bool InterconnectModel::cardLinkJoins(const DeviceSpec &device, int cards)
{
    return device.cardLinkCards <= 0 || cards <= device.cardLinkCards;
}

std::optional<LinkSpec> InterconnectModel::linkForGroup(LinkKind kind, const DeviceSpec &device,
                                                        double customGBs, int cards)
{
    if (kind == LinkKind::CardLink && !cardLinkJoins(device, cards))
        kind = LinkKind::PcieSwitch;
    return linkFor(kind, device, customGBs);
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
