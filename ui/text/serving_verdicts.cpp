// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/serving_verdicts.h"

#include "catalog/precision.h"
#include "text/inference_text.h"
#include "text/labels.h"
#include "text/verdicts.h"

namespace blab::ui {

QString ServingVerdicts::onRoof(const core::ReportModel &model)
{
    if (!model.inferenceInputs)
        return {};
    const core::InferenceInputs &in = *model.inferenceInputs;
    const QString whose =
        tr("Prefill and decode are those of %1 with %2 weights and a %3 KV cache (part five's "
           "model and formats). The sequences of a batch share one read of the weights, so a "
           "larger batch moves decode up the bandwidth roof towards the balance point.")
            .arg(Labels::userText(in.model.name), Labels::weightDtype(model.inputs.weightDtype),
                 Labels::kvDtype(model.inputs.kvDtype));
    const bool expected =
        !model.servingOperations.empty() && model.servingOperations.front().expectedGflops > 0;
    if (!expected)
        return whose;
    return Verdicts::join(
        whose,
        tr("On the roof they are bounds; the rings below them are what part five "
           "expects on this device after the efficiencies and fixed costs (%1 and %2 per "
           "card).")
            .arg(
                tr("%1 GFLOPS").arg(Labels::significant(model.servingOperations[0].expectedGflops)),
                tr("%1 GFLOPS")
                    .arg(Labels::significant(model.servingOperations[1].expectedGflops))));
}

QString ServingVerdicts::problem(const core::ReportModel &model)
{
    if (!model.inferenceInputs)
        return tr("The model %1 is not in the catalog.")
            .arg(QString::fromStdString(model.inputs.model));
    const core::ModelSpec &m = model.inferenceInputs->model;
    const core::WhatIfInputs &in = model.inputs;
    switch (model.serveProblem) {
    case core::ServeProblem::None:
        return {};
    case core::ServeProblem::HeadsNotSplit:
        return headsNotSplit(in.tensorParallel, m);
    case core::ServeProblem::AttentionGroupsNotSplit:
        if (in.attentionDp < 1 || in.tensorParallel % in.attentionDp != 0)
            return tr("%n attention group(s) do not divide the %1 cards of a replica.", nullptr,
                      in.attentionDp)
                .arg(in.tensorParallel);
        return tr("The %1 cards of each attention group must split %2's %3 heads (%4 key/value "
                  "heads).")
            .arg(in.tensorParallel / in.attentionDp)
            .arg(Labels::userText(m.name))
            .arg(m.heads)
            .arg(m.kvHeads);
    case core::ServeProblem::ExpertsNotSpread:
        if (!m.mixture())
            return tr("%1 has no experts to spread: --ep applies to a mixture of experts.")
                .arg(Labels::userText(m.name));
        return tr("Experts spread over %1 cards: give 1 (each expert split by tensor) or the "
                  "replica's %2 cards, which must divide %3's %4 experts.")
            .arg(in.expertParallel)
            .arg(in.tensorParallel)
            .arg(Labels::userText(m.name))
            .arg(m.experts);
    case core::ServeProblem::ContextTooLong:
        return tr("%1 reads at most %2 tokens of context, not %3.")
            .arg(Labels::userText(m.name))
            .arg(m.maxContext)
            .arg(in.context);
    case core::ServeProblem::PromptLongerThanContext:
        return tr("The prompt (%1 tokens) must fit in the context (%2 tokens): the cache holds it.")
            .arg(in.promptTokens)
            .arg(in.context);
    case core::ServeProblem::RequestLongerThanContext:
        return tr("The prompt and the answer (%1 + %2 tokens) must fit in the context (%3 "
                  "tokens): the cache holds both.")
            .arg(in.promptTokens)
            .arg(in.outputTokens)
            .arg(in.context);
    }
    return {};
}

QString ServingVerdicts::headsNotSplit(int cards, const core::ModelSpec &model)
{
    // The rule of core::ModelSpec::splitsHeads, as vLLM and SGLang apply it.
    return tr("%n card(s) cannot split the attention of %2: the cards must divide its %1 query "
              "heads, and divide its %3 key-value heads or be a multiple of them.",
              nullptr, cards)
        .arg(model.heads)
        .arg(Labels::userText(model.name))
        .arg(model.kvHeads);
}

QString ServingVerdicts::chosen(const core::ReportModel &model)
{
    const core::ServingChoice &c = model.servingChoice;
    const core::WhatIfInputs &in = model.inputs;
    const QString device = Labels::device(model.fitDevice);
    QString text;
    if (c.precisionChosen)
        text =
            tr("Precision %1: the peak the %2 gives %3 weights (chosen for the device; "
               "--precision, or the precision box, sets it).")
                .arg(Labels::precision(in.precision), device, Labels::weightDtype(in.weightDtype));
    if (c.linkKindChosen) {
        const QString link =
            in.linkKind == core::LinkKind::CardLink
                ? tr("Link: %1, the %2's own (chosen for the device; --link-kind, or the link "
                     "box, sets it).")
                : tr("Link: %1, as the %2 has no card link (chosen for the device; --link-kind, "
                     "or the link box, sets it).");
        text = Verdicts::join(text, link.arg(Labels::linkKind(in.linkKind), device));
    }
    // Weights unpacked before they are multiplied cost vector work, which a device whose maker
    // prints no FP32 figure gives no speed for: the unpacking is then left out, and said so.
    const core::InferenceInputs *served = model.inferenceInputs ? &*model.inferenceInputs : nullptr;
    if (served && served->efficiency.dequantInstructions > 0 && !(served->vectorTflops > 0))
        text = Verdicts::join(
            text,
            tr("The maker of the %1 prints no FP32 figure, so unpacking its %2 weights "
               "before they are multiplied at %3 is not counted: the expected times leave "
               "that work out.")
                .arg(device, Labels::weightDtype(in.weightDtype), Labels::precision(in.precision)));
    // Four-bit weights multiplied at another precision are unpacked first, and that costs.
    else if (core::WeightDtypes::fp4(in.weightDtype) && in.precision != core::Precision::Fp4)
        text = Verdicts::join(
            text, model.fitDevice.fp4Tflops
                      ? tr("The FP4 weights are unpacked and multiplied at %1, as the precision "
                           "asks; the unpacking is counted.")
                            .arg(Labels::precision(in.precision))
                      : tr("The %1 has no FP4 math: its FP4 weights are unpacked and multiplied "
                           "at %2; the unpacking is counted.")
                            .arg(device, Labels::precision(in.precision)));
    return text;
}

QString ServingVerdicts::bottleneck(const core::ReportModel &model)
{
    if (!model.inference || !model.inferenceInputs || !problem(model).isEmpty())
        return {};
    const core::InferenceInputs &in = *model.inferenceInputs;
    const core::InferenceResult &r = *model.inference;
    const QString head =
        tr("%1 on %2, %3 TFLOPS and %4 GB/s: the balance point is %5 FLOP/B.")
            .arg(Labels::userText(in.model.name), Labels::device(model.fitDevice),
                 Labels::significant(in.peakTflops), Labels::significant(in.bandwidthGBs),
                 Labels::significant(r.balanceFlopsPerByte));
    QString knee;
    if (model.servingKneeBatch == 0)
        knee = tr("At %1 tokens of context even %2 sequences stay bandwidth-bound: each sequence "
                  "reads its own KV cache, which batching does not share.")
                   .arg(in.context)
                   .arg(core::ReportModel::kServingMaxBatch);
    else if (r.decode.bound == core::Bound::Bandwidth)
        knee = tr("Decode turns compute-bound at about %1 sequences: below that, a bigger batch "
                  "gives more tokens per second for the same step time.")
                   .arg(model.servingKneeBatch);
    else
        knee = tr("At this batch decode is compute-bound: more sequences no longer come free.");
    // Three paragraphs: what a request sees, why expected and bound differ, the two phases.
    const QString phases = Verdicts::join(
        Verdicts::join(Verdicts::join(InferenceText::prefill(r), InferenceText::decode(r)),
                       InferenceText::speculation(in, r)),
        knee);
    const QString over = InferenceText::overCapacity(in, r);
    const QString request = Verdicts::join(InferenceText::request(in, r), InferenceText::limits(r));
    const QString figures = over.isEmpty() ? request : Verdicts::join(over, request);
    return Verdicts::join(Verdicts::join(head, chosen(model)), figures) + QStringLiteral("\n\n") +
           InferenceText::whyApartShort(in, r) + QStringLiteral("\n\n") + phases;
}

QString ServingVerdicts::link(const core::ReportModel &model)
{
    if (!model.inference || !model.inferenceInputs || !problem(model).isEmpty())
        return {};
    const core::InferenceInputs &in = *model.inferenceInputs;
    const core::InferenceResult &r = *model.inference;
    if (in.tensorParallel <= 1)
        return tr("One card: nothing to exchange. Split the model over more cards (tensor "
                  "parallelism) when it does not fit or a step is too slow; each layer then adds "
                  "two all-reduces of the activations over the link. The chart shows the "
                  "speed-up each link of %1 would give.")
            .arg(Labels::device(model.fitDevice));
    const QString perToken =
        tr("Per output token of each sequence: %1 of all-reduce over %2 (%3 µs for an "
           "all-reduce of a few bytes), two for each of the %4 layers.")
            .arg(Labels::duration(r.decode.expectedAllReduceSeconds),
                 Labels::linkKind(model.link.link.kind),
                 Labels::significant(in.fabric.server.alphaSeconds * 1e6))
            .arg(in.model.layers);
    return Verdicts::join(InferenceText::parallelParagraph(in, r),
                          Verdicts::join(Verdicts::linkFallback(model), perToken));
}

QString ServingVerdicts::fit(const core::ReportModel &model)
{
    if (!model.inference || !model.inferenceInputs || !problem(model).isEmpty())
        return {};
    QString text;
    for (const QString &p :
         InferenceText::memoryParagraphs(*model.inferenceInputs, *model.inference))
        text = Verdicts::join(text, p);
    return text;
}

} // namespace blab::ui
