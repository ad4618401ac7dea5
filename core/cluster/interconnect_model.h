// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "cluster/collective_model.h"

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

// The link the cards of one server all-reduce over: its bus bandwidth per card in one
// direction as the label gives it, the share of that NCCL reaches, and the latency of an
// all-reduce of a few bytes (α); for a card link through a switch that adds (NVLink SHARP), the
// share of the label bandwidth that path reaches (0: no such switch).
struct LinkSpec
{
    LinkKind kind = LinkKind::Custom;
    double busGBs = 0.0;
    double latencySeconds = 0.0;
    double busEfficiency = 1.0;
    double switchReductionEfficiency = 0.0;
};

// The network between servers: each card's own network card, its reachable share, the latency
// of one step of an all-reduce across servers, and the cards one server holds.
struct NetworkSpec
{
    double gbpsPerCard = 400.0;
    double busEfficiency = 1.0;
    double alphaSeconds = 0.0;
    int cardsPerServer = 8;
};

struct InterconnectInputs
{
    int cards = 8;
    double gradientBytes = 4e9;
    LinkSpec link;
    NetworkSpec network;
    // Compute time of one step on one card, which data parallelism keeps per card.
    double computeSeconds = 0.05;
    // The part of the compute that the gradient sync can hide behind: the backward pass, two
    // thirds of the 6 · params · tokens of a training step.
    double backwardFraction = 2.0 / 3.0;
};

struct InterconnectResult
{
    double allreduceSeconds = 0.0;
    // Servers the cards fill, and the algorithm across them.
    int servers = 1;
    CollectiveAlgorithm algorithm = CollectiveAlgorithm::None;
    // True when the cards of a server sum in their switch (NVLS) rather than in a ring.
    bool inSwitch = false;
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
// across the cards with an all-reduce (CollectiveModel: inside a server over the link, across
// servers over the network) before the next step.
class InterconnectModel
{
public:
    static InterconnectResult evaluate(const InterconnectInputs &inputs);
    // The fabric an expected all-reduce crosses: α and the reachable share of each level, and
    // a switch that adds with its α (the ring's times NCCL's ratio) and its reachable share.
    static Fabric expectedFabric(const LinkSpec &link, const NetworkSpec &network);
    // The bound's: the label bandwidths and no latency, and a card link's switch adding the
    // messages (nothing real moves fewer bytes).
    static Fabric boundFabric(const LinkSpec &link, const NetworkSpec &network);
    // The network the efficiency defaults describe.
    static NetworkSpec defaultNetwork();

    // Seconds of one training step on one card: 6 · params · tokens FLOPs (forward 2, backward
    // 4) at the device's peak times the share of it real training reaches.
    static double stepComputeSeconds(double params, double tokensPerStep, double peakTflops,
                                     double utilization);

    // The link a kind gives on a device. PCIe staged through host memory is taken at half the
    // one-way PCIe rate, a planning figure for the extra copy; a switch at the full rate; a card
    // link at half the both-ways figure vendors print. Its α and reachable share are the
    // efficiency defaults' for the kind (for a card link, for its NVLink generation where the
    // defaults name one, with its switch's reduction); a typed-in link takes the PCIe switch's α
    // and its bus bandwidth as reached. Empty when the device has no such link.
    static std::optional<LinkSpec> linkFor(LinkKind kind, const DeviceSpec &device,
                                           double customGBs);
    // Whether the device's card link joins all of a group of cards that talk to one another:
    // an NVLink bridge joins two cards, so four of them share PCIe.
    static bool cardLinkJoins(const DeviceSpec &device, int cards);
    // The link a group of cards that all talk shares: the kind's, but PCIe through a switch
    // (the link of a card without a card link) where the card link joins fewer cards than the
    // group. Empty when the device has no such link.
    static std::optional<LinkSpec> linkForGroup(LinkKind kind, const DeviceSpec &device,
                                                double customGBs, int cards);
    // The small-message all-reduce latency (α) of a kind, from the efficiency defaults.
    static double typicalLatencySeconds(LinkKind kind);

    static const char *linkKindId(LinkKind kind);
    static constexpr LinkKind kAllKinds[] = {LinkKind::PcieHost, LinkKind::PcieSwitch,
                                             LinkKind::CardLink, LinkKind::Custom};
};

} // namespace blab::core
