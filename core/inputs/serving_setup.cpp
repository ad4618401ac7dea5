// SPDX-License-Identifier: GPL-3.0-or-later

#include "inputs/serving_setup.h"

#include "catalog/efficiency_defaults.h"
#include "inputs/training_setup.h"

#include <algorithm>

namespace blab::core {

namespace {

// FP8 and FP4 products read the FP8 curve: no FP4 product sweep by size is published, and the
// curve read by time at the FP4 peak is the assumption the source of gemm_share_fp8 names. Read
// so, it stays within 0.06 of the B200 FP4 and MI355X FP8 products published (the core test
// PublishedGemmShares); a mid-size NVFP4 product ran slower than it in FlashInfer's kernel.
bool eightBitOrLess(Precision p)
{
    return p == Precision::Fp8 || p == Precision::Fp4;
}

} // namespace

ServingEfficiency ServingSetup::efficiency(const WhatIfInputs &w, const DeviceSpec &device)
{
    const EfficiencyDefaults &d = EfficiencyDefaults::builtIn();
    ServingEfficiency e;
    e.bandwidth = w.bandwidthEfficiency.value_or(device.measured ? 1.0 : d.bandwidthEfficiency);
    // A share typed in (or a measured CPU's) holds for every product; else the measured curve
    // of the format.
    if (w.prefillEfficiency || device.measured)
        e.compute = w.prefillEfficiency.value_or(1.0);
    else
        e.gemmCurve = eightBitOrLess(w.precision) ? d.gemmShareFp8 : d.gemmShare16;
    switch (w.weightDtype) {
    case WeightDtype::Int8:
        e.dequantInstructions = d.int8DequantInstructions;
        break;
    case WeightDtype::Int4:
        e.dequantInstructions = d.int4DequantInstructions;
        break;
    case WeightDtype::Fp8:
        // FP8 tensor cores take fp8 weights as they are; any other peak needs them converted.
        e.dequantInstructions = w.precision == Precision::Fp8 ? 0.0 : d.int8DequantInstructions;
        break;
    case WeightDtype::Nvfp4:
    case WeightDtype::Mxfp4:
        // FP4 tensor cores take the blocks and their scales as they are; elsewhere each weight
        // is taken out of its byte, converted and scaled, as an int4 one is.
        e.dequantInstructions = w.precision == Precision::Fp4 ? 0.0 : d.int4DequantInstructions;
        break;
    default:
        break;
    }
    e.layerActivations = true;
    e.layerOverheadSeconds = w.layerOverheadUs.value_or(d.layerOverheadUs) * 1e-6;
    e.stepOverheadSeconds = w.stepOverheadUs.value_or(d.stepOverheadUs) * 1e-6;
    return e;
}

int ServingSetup::domainCards(const WhatIfInputs &w, const DeviceSpec &device)
{
    return std::max({1, w.cardsPerServer, device.cardLinkCards});
}

int ServingSetup::talkingCards(const WhatIfInputs &w, const DeviceSpec &device)
{
    const int tensor = std::max(1, w.tensorParallel);
    if (w.mode == WorkloadMode::Inference)
        return tensor;
    // The data-parallel all-reduce joins the same rank of every tensor and pipeline group, so
    // in training the cards of a server all talk.
    const int cards = TrainingSetup::layoutCards(w);
    return std::min(std::max({cards, tensor, 1}), domainCards(w, device));
}

ChosenLink ServingSetup::link(const WhatIfInputs &w, const DeviceSpec &device)
{
    ChosenLink chosen;
    const int cards = talkingCards(w, device);
    chosen.cards = cards;
    chosen.cardLinkTooSmall =
        w.linkKind == LinkKind::CardLink && !InterconnectModel::cardLinkJoins(device, cards);
    auto spec = InterconnectModel::linkForGroup(w.linkKind, device, w.cardLinkGBs, cards);
    if (!spec) {
        // A CPU has no PCIe link to the host and a card may have no card link; the typed-in
        // bandwidth always exists, so fall back to it.
        chosen.fallback = true;
        spec = InterconnectModel::linkFor(LinkKind::Custom, device, w.cardLinkGBs);
    }
    // Without PCIe either, the typed-in bandwidth is the reason to give.
    chosen.cardLinkTooSmall = chosen.cardLinkTooSmall && !chosen.fallback;
    chosen.link = spec.value_or(LinkSpec{});
    return chosen;
}

Precision ServingSetup::precisionFor(const DeviceSpec &device, WeightDtype weights)
{
    if (weights == WeightDtype::Fp8 && device.fp8Tflops)
        return Precision::Fp8;
    // FP4 weights on a card without FP4 math are unpacked to 16 bits, as W4A16 kernels do.
    if (device.computesFp4(weights))
        return Precision::Fp4;
    return device.bf16Tflops ? Precision::Bf16 : Precision::Fp32;
}

LinkKind ServingSetup::linkKindFor(const DeviceSpec &device)
{
    return device.cardLinkGBs > 0 ? LinkKind::CardLink : LinkKind::PcieSwitch;
}

ServingChoice ServingSetup::followDevice(WhatIfInputs &w, const DeviceSpec &device)
{
    ServingChoice choice;
    if (w.mode != WorkloadMode::Inference)
        return choice;
    if (!w.precisionGiven) {
        w.precision = precisionFor(device, w.weightDtype);
        choice.precisionChosen = true;
    }
    if (!w.linkKindGiven) {
        w.linkKind = linkKindFor(device);
        choice.linkKindChosen = true;
    }
    return choice;
}

NetworkSpec ServingSetup::network(const WhatIfInputs &w, const DeviceSpec &device)
{
    NetworkSpec n = InterconnectModel::defaultNetwork();
    n.gbpsPerCard = w.networkGbps;
    n.cardsPerServer = domainCards(w, device);
    return n;
}

InferenceInputs ServingSetup::inputs(const WhatIfInputs &w, const ModelSpec &model,
                                     const DeviceSpec &device, double peakTflops,
                                     const LinkSpec &link)
{
    InferenceInputs in;
    in.model = model;
    in.weightBytes = w.weightBytes();
    in.kvDtype = w.kvDtype;
    in.promptTokens = w.promptTokens;
    in.outputTokens = w.outputTokens;
    in.context = w.context;
    // Under continuous batching the C requests in flight are the sequences a step decodes and
    // the caches memory holds, so the phases and the memory take C as their batch.
    in.batch = w.batching == Batching::Continuous ? w.concurrency : w.inferenceBatch;
    in.concurrency = w.concurrency;
    in.batching = w.batching;
    in.peakTflops = peakTflops;
    in.vectorTflops = device.fp32Tflops;
    in.bandwidthGBs = device.memBandwidthGBs;
    in.memoryGB = device.memoryGB;
    in.tensorParallel = w.tensorParallel;
    in.expertParallel = w.expertParallel;
    in.attentionDp = w.attentionDp;
    in.draftTokens = w.draftTokens;
    in.acceptedTokens = w.acceptedTokens;
    in.productBytes = Precisions::inputBytes(w.precision);
    in.efficiency = efficiency(w, device);
    // The share curve was measured on another device's peak: a product reaches the share of the
    // cube that takes as long there as it takes here.
    const EfficiencyDefaults &d = EfficiencyDefaults::builtIn();
    const bool narrow = eightBitOrLess(w.precision);
    const double curvePeak = narrow ? d.gemmShareFp8PeakTflops : d.gemmShare16PeakTflops;
    if (peakTflops > 0.0)
        in.efficiency.gemmScale = curvePeak / peakTflops;
    // Read by time, the A100's 16-bit curve would give a faster device more than it reaches at
    // its largest products: the ceiling by peak holds it (measured on an A100 and an H200).
    if (!narrow && !in.efficiency.gemmCurve.empty())
        in.efficiency.gemmCeiling =
            EfficiencyDefaults::byPeak(d.gemmShare16CeilingByPeak, peakTflops);
    // FP8 and FP4 products are never expected slower than the card's 16-bit ones: read by time,
    // the two curves (measured on different cards) cross for small products.
    const double peak16 = device.bf16Tflops.value_or(0.0);
    if (narrow && !in.efficiency.gemmCurve.empty() && peak16 > 0.0 && peakTflops > 0.0) {
        in.efficiency.widerCurve = d.gemmShare16;
        in.efficiency.widerScale = d.gemmShare16PeakTflops / peak16;
        in.efficiency.widerCeiling = EfficiencyDefaults::byPeak(d.gemmShare16CeilingByPeak, peak16);
        in.efficiency.widerPeakShare = peak16 / peakTflops;
    }
    const NetworkSpec net = network(w, device);
    in.fabric = InterconnectModel::expectedFabric(link, net);
    in.boundFabric = InterconnectModel::boundFabric(link, net);
    return in;
}

} // namespace blab::core
