// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"

#include <string>
#include <utility>
#include <vector>

namespace blab::core {

// One default behind an expected figure, with where it comes from.
struct EfficiencyFigure
{
    std::string id;
    // A figure, or for a curve its points.
    double value = 0.0;
    std::vector<std::pair<double, double>> points;
    std::string unit;
    std::string source;
};

// The small-message latency and the reachable share of the label bandwidth of one kind of link,
// and for a card link through a switch that adds what the cards send (NVLink SHARP, which NCCL
// runs as its NVLS algorithm) the share of the label bandwidth that path reaches; 0 for none.
struct LinkEfficiency
{
    double alphaUs = 0.0;
    double busEfficiency = 1.0;
    double switchReductionEfficiency = 0.0;
};

// The shares of the label figures that real systems reach and the fixed costs they pay, which
// turn a roofline bound into an expected figure. The shipped values come from
// resources/efficiencies.json, where each names its source:
//   {"format": "bottleneck-lab-efficiencies", "version": 1, "figures": [{...}, ...]}
// Every figure must be there exactly once; reading is as strict as the device catalog's.
struct EfficiencyDefaults
{
    static constexpr const char *kFormat = "bottleneck-lab-efficiencies";
    static constexpr int kVersion = 1;

    // Memory: the share of the label bandwidth a streaming kernel reaches.
    double bandwidthEfficiency = 0.0;
    // Compute: the share of the dense peak a matrix product reaches, by the side of the cube of
    // the same size ((m·n·k)^(1/3)), measured in 16-bit formats and in FP8; between the points
    // the share goes linearly in the logarithm of the side, outside them it stays at the end.
    using Curve = std::vector<std::pair<double, double>>;
    Curve gemmShare16;
    Curve gemmShareFp8;
    // The dense peaks, TFLOPS, of the devices the two curves were measured on: a product on
    // another device takes the share of the cube that runs as long at the measured device's peak.
    double gemmShare16PeakTflops = 0.0;
    double gemmShareFp8PeakTflops = 0.0;
    // The largest share of the dense 16-bit peak a product reaches, by the device's peak in
    // TFLOPS: the 16-bit curve read by time never passes it.
    Curve gemmShare16CeilingByPeak;
    // The share of the dense 16-bit peak fused attention (FlashAttention-2) reaches, forward
    // and backward, by the device's peak in TFLOPS.
    Curve attentionShareByPeak;
    // The Triton FlashAttention's speed over FlashAttention-2's.
    double attentionTritonRelativeSpeed = 1.0;
    // Instructions spent per weight turning a weight-only integer (or fp8 without FP8 tensor
    // cores) into the compute format.
    double int8DequantInstructions = 0.0;
    double int4DequantInstructions = 0.0;
    // Fixed costs: per layer of a forward pass and per serving step, microseconds.
    double layerOverheadUs = 0.0;
    double stepOverheadUs = 0.0;
    LinkEfficiency cardLink;
    // Card links of one NVLink generation, by the device catalog's card_link name: their own α
    // where one was measured (else the card link's), the card link's reachable share, and the
    // in-switch reduction of the NVSwitch servers built with them.
    LinkEfficiency nvlink3;
    LinkEfficiency nvlink4;
    LinkEfficiency nvlink5;
    // The in-switch path's α over the ring's: NCCL's own latency model for one server.
    double switchReductionAlphaFactor = 1.0;
    // Bytes of memory traffic per byte a collective sends: what a collective running beside the
    // compute takes from its memory bandwidth.
    double collectiveMemoryFactor = 1.0;
    // Bytes of memory traffic per number an FP8 product casts from 16 bits.
    double fp8CastBytesPerNumber = 0.0;
    LinkEfficiency pcieSwitch;
    LinkEfficiency pcieHost;
    // Across servers, α is paid once per step of the algorithm.
    LinkEfficiency network;
    double networkGbpsPerCard = 0.0;
    int cardsPerServer = 8;
    // As read, in the file's order, for the window and the documentation.
    std::vector<EfficiencyFigure> figures;

    using Result = CatalogOutcome;

    static Result parse(const std::string &text, EfficiencyDefaults &out);
    // The defaults compiled in from resources/efficiencies.json.
    static const EfficiencyDefaults &builtIn();
    // A curve by peak TFLOPS read at one peak: linear in the logarithm of the peak between its
    // points, flat past its ends; 1 when the curve is empty.
    static double byPeak(const Curve &curve, double peakTflops);
    const EfficiencyFigure *figure(const std::string &id) const;
    // The card link of a generation by its catalog name ("NVLink 4"), or the general card link.
    const LinkEfficiency &cardLinkNamed(const std::string &cardLinkName) const;
};

} // namespace blab::core
