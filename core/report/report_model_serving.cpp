// SPDX-License-Identifier: GPL-3.0-or-later

// The snapshot's serving answer: the model served on part five's device, the batch sweep and
// the links of tab 5's serving page, and the phases' expected rates on tab 3's roofline.

#include "inputs/serving_setup.h"
#include "report/report_model.h"
#include "serving/inference_model.h"

#include <algorithm>

namespace blab::core {

void ReportModel::buildInference()
{
    const auto found = std::find_if(models.begin(), models.end(),
                                    [this](const ModelSpec &m) { return m.id == inputs.model; });
    if (found == models.end())
        return;
    const ModelSpec *model = &*found;
    // The cards are linked as part five's data parallelism is (the link it fell back to, too).
    const InferenceInputs in =
        ServingSetup::inputs(inputs, *model, fitDevice, fitPeakTflops, link.link);
    inferenceInputs = in;
    tensorParallelChoices = tensorParallelDegrees(*model);
    if (std::find(tensorParallelChoices.begin(), tensorParallelChoices.end(),
                  inputs.tensorParallel) == tensorParallelChoices.end()) {
        tensorParallelChoices.push_back(inputs.tensorParallel);
        std::sort(tensorParallelChoices.begin(), tensorParallelChoices.end());
    }
    inference = InferenceModel::evaluate(in);
    serveProblem = InferenceModel::inputProblem(*model, in.tensorParallel, in.promptTokens,
                                                in.outputTokens, in.context);
    if (serveProblem == ServeProblem::None)
        serveProblem = InferenceModel::layoutProblem(*model, in.tensorParallel, in.attentionDp,
                                                     in.expertParallel);

    // The whole batch's work, which does not depend on how many cards share it.
    Operation prefill{"prefill", inference->prefill.flops, inference->prefill.bytes};
    prefill.batch = in.batch;
    prefill.tokens = in.promptTokens;
    Operation decode{"decode", inference->decode.flops, inference->decode.bytes};
    decode.batch = in.batch;
    decode.tokens = in.context;
    servingOperations = {prefill, decode};
    placeServingExpected();
    // Only tab 5's serving side and its export draw these; training's slider moves skip them.
    if (inferenceMode()) {
        buildServingSweep();
        buildServingLinks();
        // Only what validate takes from the command line: the efficiency overrides, and an α
        // typed for the card link the published rows ran over.
        WhatIfInputs overrides = ValidationReport::overridesOf(inputs);
        if (link.link.kind != LinkKind::CardLink)
            overrides.linkLatencyUs.reset();
        validation = ValidationReport::shipped(overrides);
    }
}

std::vector<int> ReportModel::tensorParallelDegrees(const ModelSpec &model)
{
    return InferenceModel::tensorDegrees(model, kScalingCards);
}

void ReportModel::buildServingSweep()
{
    InferenceInputs in = *inferenceInputs;
    // The sweep reaches the user's own batch, however large, so that its point is on the chart.
    int top = kServingMaxBatch;
    while (top < in.batch)
        top *= 2;
    for (int batch = 1; batch <= top; batch *= 2) {
        in.batch = batch;
        const InferenceResult r = InferenceModel::evaluate(in);
        // Tokens kept: with speculative decoding a step passes each sequence's token and its
        // guesses, and keeps the accepted tokens of them.
        const double kept = r.keptPerPosition;
        // Each limit alone: the batch's tokens over the time that limit alone would take.
        servingSweep.push_back({batch, kept * r.decode.tokensPerSecond,
                                kept * r.decode.tokens / r.decode.computeSeconds,
                                kept * r.decode.tokens / r.decode.memorySeconds,
                                kept * r.decode.expectedTokensPerSecond});
        if (servingKneeBatch == 0 && r.decode.bound == Bound::Compute)
            servingKneeBatch = batch;
    }
}

void ReportModel::buildServingLinks()
{
    const InferenceInputs base = *inferenceInputs;
    const std::vector<int> degrees = tensorParallelDegrees(base.model);
    const NetworkSpec network = ServingSetup::network(inputs, fitDevice);
    // The link a kind gives a split: a card link joining fewer cards leaves it on PCIe.
    const auto splitLink = [&](LinkKind kind, int split) {
        std::optional<LinkSpec> spec =
            InterconnectModel::linkForGroup(kind, fitDevice, inputs.cardLinkGBs, split);
        // A card with no PCIe to fall back to keeps the typed-in bandwidth.
        if (!spec && split > 1 && InterconnectModel::linkFor(kind, fitDevice, inputs.cardLinkGBs))
            spec = InterconnectModel::linkFor(LinkKind::Custom, fitDevice, inputs.cardLinkGBs);
        // A latency typed in belongs to the link in use, as in the training rows.
        if (spec && inputs.linkLatencyUs && spec->kind == link.link.kind)
            spec->latencySeconds = *inputs.linkLatencyUs / 1e6;
        return spec;
    };
    for (LinkKind kind : InterconnectModel::kAllKinds) {
        const std::optional<LinkSpec> spec = splitLink(kind, 1);
        if (!spec)
            continue;
        InferenceInputs in = base;
        ServingLinkRow row;
        row.link = *spec;
        for (int cards : degrees) {
            // Tensor parallelism stays inside one server; past it, whole servers hold replicas
            // of the largest split one server takes, each serving its own batch.
            int split = cards;
            while (split > network.cardsPerServer || !base.model.splitsHeads(split))
                --split;
            if (cards % split != 0)
                continue;
            const LinkSpec used = splitLink(kind, split).value_or(*spec);
            in.fabric = InterconnectModel::expectedFabric(used, network);
            in.boundFabric = InterconnectModel::boundFabric(used, network);
            in.tensorParallel = split;
            // The layout follows the split: attention groups of one card and spread experts
            // stay so where the split takes them, else plain tensor parallelism.
            in.attentionDp = base.attentionDp == base.tensorParallel ? split : 1;
            in.expertParallel = base.expertParallel > 1 ? split : 1;
            if (InferenceModel::layoutProblem(base.model, split, in.attentionDp,
                                              in.expertParallel) != ServeProblem::None)
                in.attentionDp = in.expertParallel = 1;
            const InferenceResult r = InferenceModel::evaluate(in);
            const double replicas = double(cards) / split;
            row.cards.push_back(cards);
            row.speedups.push_back(replicas * r.tensorParallelSpeedup);
            row.expectedSpeedups.push_back(replicas * r.expectedTensorParallelSpeedup);
        }
        servingLinks.push_back(std::move(row));
    }
}

void ReportModel::placeServingExpected()
{
    // Where tab 3 shows part five's device, the phases' expected rates sit under the roof; on
    // any other roof they are not drawn.
    const bool partFive = inference && servingOperations.size() == 2 && rooflineDeviceIndex >= 0 &&
                          devices[rooflineDeviceIndex].id == fitDevice.id;
    const double cards = inferenceInputs ? std::max(1, inferenceInputs->tensorParallel) : 1.0;
    for (std::size_t i = 0; i < servingOperations.size(); ++i) {
        Operation &op = servingOperations[i];
        op.expectedGflops = 0.0;
        if (partFive) {
            const PhaseFigures &phase = i == 0 ? inference->prefill : inference->decode;
            op.expectedGflops = phase.flops / cards / phase.expectedSeconds / 1e9;
        }
    }
}

} // namespace blab::core
