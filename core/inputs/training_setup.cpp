// SPDX-License-Identifier: GPL-3.0-or-later

#include "inputs/training_setup.h"

#include "catalog/efficiency_defaults.h"
#include "catalog/precision.h"
#include "inputs/serving_setup.h"

#include <algorithm>

namespace blab::core {

int TrainingSetup::layoutCards(const WhatIfInputs &w)
{
    if (w.dataParallel <= 0)
        return w.cards;
    const long long cards = static_cast<long long>(w.dataParallel) * std::max(1, w.tensorParallel) *
                            std::max(1, w.pipelineParallel);
    return static_cast<int>(std::min(cards, 1LL << 30));
}

TrainingLayout TrainingSetup::layout(const WhatIfInputs &w)
{
    TrainingLayout l;
    l.tensorParallel = std::max(1, w.tensorParallel);
    l.pipelineParallel = std::max(1, w.pipelineParallel);
    l.virtualStages = std::max(1, w.virtualStages);
    // A data-parallel degree given sets the cards; else it follows from them.
    l.cards = layoutCards(w);
    l.zeroStage = w.zeroStage;
    l.recompute = w.recompute;
    l.sequenceParallel = w.sequenceParallel;
    l.tpOverlap = w.tpOverlap;
    l.attention = w.attention;
    l.seqLen = w.seqLen;
    // Without a global batch the run carries the tokens a card takes a step in question 2
    // (--tokens-per-step) where they are whole sequences, so that one paragraph never gives a
    // card two loads: micro-batches of at most that many sequences.
    l.microBatch = w.microBatch;
    const int sequences = static_cast<int>(w.tokensPerStep / std::max(1, w.seqLen));
    if (w.globalBatch == 0 && sequences >= 1)
        l.microBatch = std::min(w.microBatch, sequences);
    l.globalBatch = w.globalBatch;
    return l;
}

double TrainingSetup::attentionShare(double peakTflops)
{
    return EfficiencyDefaults::byPeak(EfficiencyDefaults::builtIn().attentionShareByPeak,
                                      peakTflops);
}

TrainingRunInputs TrainingSetup::inputs(const WhatIfInputs &w, const ModelSpec &model,
                                        const DeviceSpec &device, double peakTflops,
                                        const LinkSpec &link)
{
    TrainingRunInputs in;
    in.model = model;
    in.layout = layout(w);
    in.weightBytes = w.weightBytes();
    in.gradientBytes = w.weightBytes();
    in.activationBytes = w.activationBytes();
    in.optimizer = w.optimizer;
    in.peakTflops = peakTflops;
    in.bandwidthGBs = device.memBandwidthGBs;
    in.memoryGB = device.memoryGB;
    in.trainTokens = w.trainTokens.value_or(0.0);
    // The products' curve and its reading by time, as serving has them; a utilisation typed in
    // replaces it for every product.
    const ServingEfficiency serving =
        ServingSetup::inputs(w, model, device, peakTflops, link).efficiency;
    in.efficiency.products = serving;
    // FP8 training keeps attention and the output projection in 16 bits: their peak and curve.
    // FP4 training (NVFP4 products) does the same, and casts its operands as FP8 does.
    in.fp8Products = w.precision == Precision::Fp8 || w.precision == Precision::Fp4;
    if (in.fp8Products) {
        in.peak16Tflops = std::min(peakTflops, device.effectiveTflops(Precision::Bf16));
        WhatIfInputs sixteen = w;
        sixteen.precision = Precision::Bf16;
        in.efficiency.products16 =
            ServingSetup::inputs(sixteen, model, device, in.peak16Tflops, link).efficiency;
        in.efficiency.fp8CastBytes =
            device.measured ? 0.0 : EfficiencyDefaults::builtIn().fp8CastBytesPerNumber;
    }
    // This CPU's figures (device.measured) are rates it reached, not a datasheet's peaks: the
    // shares by shape and by peak, FP8's casts and the collectives' memory traffic describe
    // data-centre cards under their frameworks, so none of them is applied to it again.
    in.efficiency.productShareGiven = w.utilizationGiven || device.measured;
    in.efficiency.productShare = w.utilizationGiven ? w.utilization : 1.0;
    in.efficiency.attentionShare =
        device.measured ? 1.0 : attentionShare(TrainingRunModel::sixteenBitPeak(in));
    // The Triton FlashAttention reaches a share of FlashAttention-2's
    // (attention_triton_relative_speed), on a measured device too.
    if (in.layout.attention == AttentionKernel::Triton)
        in.efficiency.attentionShare *= EfficiencyDefaults::builtIn().attentionTritonRelativeSpeed;
    in.efficiency.bandwidth = serving.bandwidth;
    in.efficiency.collectiveMemoryFactor =
        device.measured ? 0.0 : EfficiencyDefaults::builtIn().collectiveMemoryFactor;
    const NetworkSpec net = ServingSetup::network(w, device);
    in.fabric = InterconnectModel::expectedFabric(link, net);
    in.boundFabric = InterconnectModel::boundFabric(link, net);
    return in;
}

} // namespace blab::core
