// SPDX-License-Identifier: GPL-3.0-or-later

#include "cluster/collective_model.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace blab::core {

namespace {

// A level without bandwidth cannot carry a byte: it takes forever, never nothing.
double transferSeconds(double bytes, double busGBs)
{
    if (bytes <= 0)
        return 0.0;
    return busGBs > 0 ? bytes / (busGBs * 1e9) : std::numeric_limits<double>::infinity();
}

// The all-reduce among the g cards of one server: a ring, or the switch's sum where that is
// faster.
void inServer(CollectiveTime &t, double bytes, double g, const CollectiveLevel &level)
{
    const double share = level.switchReduces ? 1.0 : 2.0 * (g - 1.0) / g;
    t.latencySeconds = level.alphaSeconds;
    t.bandwidthSeconds = share * transferSeconds(bytes, level.busGBs);
    if (level.switchBusGBs <= 0)
        return;
    const double switchSeconds = (g + 1.0) / g * transferSeconds(bytes, level.switchBusGBs);
    if (level.switchAlphaSeconds + switchSeconds < t.latencySeconds + t.bandwidthSeconds) {
        t.latencySeconds = level.switchAlphaSeconds;
        t.bandwidthSeconds = switchSeconds;
        t.inSwitch = true;
    }
}

} // namespace

CollectiveTime CollectiveModel::allReduce(double bytes, int cards, const Fabric &fabric)
{
    CollectiveTime t;
    if (cards <= 1)
        return t;
    const int perServer = std::max(1, fabric.cardsPerServer);
    t.servers = (cards + perServer - 1) / perServer;
    // Cards per server: a count that is not a multiple of a server is spread evenly.
    const double g = double(cards) / t.servers;
    t.algorithm = CollectiveAlgorithm::Ring;
    if (g > 1.0)
        inServer(t, bytes, g, fabric.server);
    if (t.servers > 1) {
        const double m = t.servers;
        const double share = bytes / g;
        const double ringLatency = 2.0 * (m - 1.0) * fabric.network.alphaSeconds;
        const double ringBandwidth =
            2.0 * (m - 1.0) / m * transferSeconds(share, fabric.network.busGBs);
        const double treeLatency = 2.0 * std::ceil(std::log2(m)) * fabric.network.alphaSeconds;
        const double treeBandwidth = 2.0 * transferSeconds(share, fabric.network.busGBs);
        const bool tree = treeLatency + treeBandwidth < ringLatency + ringBandwidth;
        t.algorithm = tree ? CollectiveAlgorithm::Tree : CollectiveAlgorithm::Ring;
        t.latencySeconds += tree ? treeLatency : ringLatency;
        t.bandwidthSeconds += tree ? treeBandwidth : ringBandwidth;
    }
    t.seconds = t.latencySeconds + t.bandwidthSeconds;
    return t;
}

CollectiveTime CollectiveModel::allToAll(double bytesPerCard, int cards, const Fabric &fabric)
{
    CollectiveTime t;
    if (cards <= 1)
        return t;
    const int perServer = std::max(1, fabric.cardsPerServer);
    t.servers = (cards + perServer - 1) / perServer;
    const double n = cards, g = n / t.servers;
    const double inside = (g - 1.0) / n * bytesPerCard, outside = (n - g) / n * bytesPerCard;
    t.latencySeconds = fabric.server.alphaSeconds;
    double seconds = transferSeconds(inside, fabric.server.busGBs);
    if (t.servers > 1) {
        t.latencySeconds += fabric.network.alphaSeconds;
        seconds = std::max(seconds, transferSeconds(outside, fabric.network.busGBs));
    }
    t.bandwidthSeconds = seconds;
    t.seconds = t.latencySeconds + t.bandwidthSeconds;
    return t;
}

const char *CollectiveModel::algorithmId(CollectiveAlgorithm algorithm)
{
    switch (algorithm) {
    case CollectiveAlgorithm::None:
        return "none";
    case CollectiveAlgorithm::Ring:
        return "ring";
    case CollectiveAlgorithm::Tree:
        return "tree";
    }
    return "none";
}

} // namespace blab::core
