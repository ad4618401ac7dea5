// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"

#include <optional>
#include <string>

namespace blab::core {

// How the cards exchange gradients.
enum class LinkKind
{
    // PCIe without peer-to-peer: every transfer is staged through host memory.
    PcieHost,
    // PCIe with a switch that lets the cards write into each other directly.
    PcieSwitch,
    // A dedicated card-to-card link such as NVLink or Infinity Fabric.
    CardLink,
    // A bus bandwidth typed in.
    Custom
};

// The link one all-reduce runs over: bus bandwidth per card, one direction, and the latency of
// one hop of the ring.
struct LinkSpec
{
    LinkKind kind = LinkKind::Custom;
    double busGBs = 0.0;
    double latencySeconds = 0.0;
};

struct InterconnectInputs
{
    int cards = 8;
    double gradientBytes = 4e9;
    LinkSpec link;
    // Compute time of one step on one card, which data parallelism keeps per card.
    double computeSeconds = 0.05;
    // The part of the compute that the gradient sync can hide behind: the backward pass, two
    // thirds of the 6 · params · tokens of a training step.
    double backwardFraction = 2.0 / 3.0;
};

struct InterconnectResult
{
    double allreduceSeconds = 0.0;
    // Algorithm bandwidth: gradient bytes over all-reduce time, what some tests print. It is
    // N / (2 (N − 1)) of the bus bandwidth, so it looks smaller than the link's speed.
    double algorithmGBs = 0.0;
    // Compute, then sync; or sync overlapped with the backward pass.
    double stepSeconds = 0.0;
    double overlappedStepSeconds = 0.0;
    // Throughput of N cards over one card's, and that over N.
    double speedup = 0.0;
    double efficiency = 0.0;
    double overlappedSpeedup = 0.0;
    double overlappedEfficiency = 0.0;
};

// Data-parallel training: every step each card computes its share, then the gradients are summed
// across the cards with a ring all-reduce before the next step.
class InterconnectModel
{
public:
    // A ring all-reduce moves 2 (N − 1) / N of the gradient bytes over each card's link in
    // 2 (N − 1) steps, each paying the hop latency once.
    static double ringAllreduceSeconds(int cards, double gradientBytes, double busGBs,
                                       double latencySeconds = 0.0);
    static InterconnectResult evaluate(const InterconnectInputs &inputs);

    // Seconds of one training step on one card: 6 · params · tokens FLOPs (forward 2, backward
    // 4) at the device's peak times the share of it real training reaches.
    static double stepComputeSeconds(double params, double tokensPerStep, double peakTflops,
                                     double utilization);

    // The link a kind gives on a device. PCIe staged through host memory is taken at half the
    // one-way PCIe rate, a planning figure for the extra copy; a switch at the full rate; a card
    // link at half the both-ways figure vendors print. Empty when the device has no such link.
    static std::optional<LinkSpec> linkFor(LinkKind kind, const DeviceSpec &device,
                                           double customGBs);
    // Typical latency of one ring hop, seconds: 20 µs through host memory, 10 µs across a PCIe
    // switch or a typed-in link, 5 µs over a card link.
    static double typicalLatencySeconds(LinkKind kind);

    static const char *linkKindId(LinkKind kind);
    static constexpr LinkKind kAllKinds[] = {LinkKind::PcieHost, LinkKind::PcieSwitch,
                                             LinkKind::CardLink, LinkKind::Custom};
};

} // namespace blab::core
