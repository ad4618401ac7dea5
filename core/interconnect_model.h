#pragma once

namespace blab::core {

struct InterconnectInputs
{
    int cards = 8;
    double gradientBytes = 4e8; // 100 M float32 gradients
    // Bus bandwidth of the link each card syncs over, GB/s.
    double linkGBs = 12.0;
    // Compute time of one step on one card, which data parallelism keeps per card.
    double computeSeconds = 0.05;
};

struct InterconnectResult
{
    double allreduceSeconds = 0.0;
    double stepSeconds = 0.0;
    // Throughput of N cards over one card's, and that over N.
    double speedup = 0.0;
    double efficiency = 0.0;
};

// Data-parallel training: every step each card computes its share, then the gradients are summed
// across the cards with a ring all-reduce before the next step.
class InterconnectModel
{
public:
    // A ring all-reduce moves 2 (N - 1) / N of the gradient bytes over each card's link.
    static double ringAllreduceSeconds(int cards, double gradientBytes, double linkGBs);
    static InterconnectResult evaluate(const InterconnectInputs &inputs);
};

} // namespace blab::core
