// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace blab::core {

// One level of the fabric an all-reduce crosses: the cards of one server over their card link
// or PCIe, or the servers over their network cards.
struct CollectiveLevel
{
    // The latency of an all-reduce of a few bytes (α): what nccl-tests prints for its smallest
    // sizes. Inside a server it is paid once per all-reduce; across servers once per step of the
    // algorithm.
    double alphaSeconds = 0.0;
    // The bus bandwidth each card reaches (β⁻¹), GB/s in one direction.
    double busGBs = 0.0;
    // A switch that adds what the cards send (NVLink SHARP): each card then sends its message
    // once and receives the sum once, S / B, instead of the ring's 2 (g − 1) / g · S / B. The
    // bound assumes it of a card link, since some are built so.
    bool switchReduces = false;
    // The in-switch all-reduce as NCCL runs it (NVLS): after its own α each card moves
    // (g + 1) / g · S through its link at this bus bandwidth; 0 where the level has no such
    // switch. The faster of it and the ring is taken, as NCCL's tuner does.
    double switchAlphaSeconds = 0.0;
    double switchBusGBs = 0.0;
};

// The cards an all-reduce runs over: up to cardsPerServer in one server, then whole servers
// joined by a network where each card has its own network card (as in DGX and HGX servers).
struct Fabric
{
    CollectiveLevel server;
    CollectiveLevel network;
    int cardsPerServer = 8;
};

// The algorithm NCCL's tuner would take across servers for the size: a ring moves the fewest
// bytes, a tree takes the fewest steps.
enum class CollectiveAlgorithm
{
    None,
    Ring,
    Tree
};

struct CollectiveTime
{
    double seconds = 0.0;
    double latencySeconds = 0.0;
    double bandwidthSeconds = 0.0;
    int servers = 1;
    CollectiveAlgorithm algorithm = CollectiveAlgorithm::None;
    // True when the cards of a server sum in their switch rather than in a ring.
    bool inSwitch = false;
};

// An all-reduce on the α–β model, hierarchical past one server:
//   inside one server of g cards:  α_s + 2 (g − 1) / g · S / B_s  (S / B_s where the switch adds)
//     or, where its switch adds, α_sw + (g + 1) / g · S / B_sw if that is faster
//   across m servers, each card sums its 1/g share with the same card of the other servers:
//     ring  2 (m − 1) α_n + 2 (m − 1) / m · (S / g) / B_n
//     tree  2 ⌈log₂ m⌉ α_n + 2 · (S / g) / B_n
//   taking the faster of the two, as NCCL's tuner does.
class CollectiveModel
{
public:
    static CollectiveTime allReduce(double bytes, int cards, const Fabric &fabric);
    // An all-to-all where each of the cards sends bytesPerCard spread evenly over all of them
    // (an expert layer's dispatch or combine): (g − 1) / N of it crosses the server's links and
    // (N − g) / N the network, both at once, after their α:
    //   α_s + (α_n past one server) + max((g − 1) / N · S / B_s, (N − g) / N · S / B_n)
    static CollectiveTime allToAll(double bytesPerCard, int cards, const Fabric &fabric);
    static const char *algorithmId(CollectiveAlgorithm algorithm);
};

} // namespace blab::core
