// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/verdicts.h"

#include "measure/common/machine_load.h"
#include "measure/cpu/system_info.h"
#include "text/labels.h"
#include "text/training_text.h"

#include <QStringList>
#include <cmath>

namespace blab::ui {

QString Verdicts::join(const QString &first, const QString &second)
{
    if (first.isEmpty())
        return second;
    if (second.isEmpty())
        return first;
    return tr("%1 %2", "one sentence after another").arg(first, second);
}

QString Verdicts::measureWarning(const std::string &id)
{
    // Each says what the figures show, which physics rules out; what disturbed them is said
    // only where it was measured (Verdicts::unreliable).
    if (id == "peak_below_1thread")
        return tr("The peak on every thread came out below the peak on one, which more threads "
                  "cannot do: one of the two runs was slowed. Measure again.");
    if (id == "triad_below_1thread")
        return tr("The STREAM triad on every thread came out below the one-thread figure, which "
                  "more threads cannot do: one of the two runs was slowed. Measure again.");
    if (id == "sgemm_above_peak")
        return tr("sgemm came out faster than the multiply-add peak, which it cannot be: the peak "
                  "came out low. Measure again.");
    if (id == "kernel_above_peak")
        return tr("A kernel came out faster than the multiply-add peak, which it cannot be: the "
                  "peak came out low. Measure again.");
    if (id == "dgemm_above_peak_fp64")
        return tr("dgemm came out faster than the FP64 multiply-add peak, which it cannot be: the "
                  "peak came out low. Measure again.");
    return QString::fromStdString(id);
}

QString Verdicts::unreliable(const std::vector<std::string> &why, double othersShare, double spread)
{
    QStringList reasons;
    for (const std::string &w : why) {
        if (w == "busy")
            reasons << tr("other processes used %1 of the CPU time while they were measured "
                          "(more than %2)")
                           .arg(Labels::percent(othersShare, 0),
                                Labels::percent(core::MachineLoad::kBusyShare, 0));
        else if (w == "scattered")
            reasons << tr("the runs scattered by %1, median against fastest (more than %2)")
                           .arg(Labels::percent(spread, 0),
                                Labels::percent(core::MachineLoad::kScatteredSpread, 0));
    }
    if (reasons.isEmpty())
        return {};
    return tr("These figures are unreliable: %1. Measure again when the machine is idle.")
        .arg(reasons.join(tr("; ")));
}

QString Verdicts::devices(const core::ReportModel &model)
{
    // The lesson's generic card against this CPU, at FP32 as the lesson compares them.
    core::DeviceRatios r = model.fp32Ratios.front();
    for (std::size_t i = 0; i < model.devices.size(); ++i) {
        if (model.devices[i].id == "training_accelerator")
            r = model.fp32Ratios[i];
    }
    return tr("The training accelerator has %1× this CPU's compute but only %2× its memory "
              "bandwidth. A faster card helps only work that is limited by compute; the next two "
              "parts show which work that is.")
        .arg(Labels::fixed(r.compute, 1), Labels::fixed(r.bandwidth, 1));
}

QString Verdicts::balance(const core::RooflineModel &roofline)
{
    return tr("Balance point: %1 FLOP/B (%2 GFLOPS ÷ %3 GB/s). A kernel that does fewer "
              "operations per byte than this waits for memory; one that does more waits for the "
              "arithmetic units.")
        .arg(Labels::significant(roofline.balanceFlopsPerByte()),
             Labels::fixed(roofline.peakGflops, 2), Labels::significant(roofline.bandwidthGBs));
}

QString Verdicts::peakUsed(const core::DeviceSpec &device, core::Precision asked,
                           core::Precision used, double tflops)
{
    return tr("The %1 lists no %2 figure, so its %3 peak (%4 TFLOPS) is used.")
        .arg(Labels::device(device), Labels::precision(asked), Labels::precision(used),
             Labels::significant(tflops));
}

QString Verdicts::roofPrecision(const core::ReportModel &model)
{
    // rooflinePrecision differs from the one asked only where a device's roof is shown.
    if (model.rooflineOnMeasuredGpu || model.rooflinePrecision == model.inputs.precision)
        return {};
    return peakUsed(model.devices[std::size_t(model.rooflineDeviceIndex)], model.inputs.precision,
                    model.rooflinePrecision, model.roofline.peakGflops / 1000.0);
}

QString Verdicts::cpuBandwidth(const core::WhatIfInputs &inputs)
{
    const QString figure = Labels::significant(inputs.memBandwidthGBs);
    switch (inputs.memBandwidthSource) {
    case core::BandwidthSource::Entered:
        return tr("This CPU's memory bandwidth, %1 GB/s, is the one entered (--mem-bandwidth).")
            .arg(figure);
    case core::BandwidthSource::KeptProfile:
        return tr("This CPU's memory bandwidth, %1 GB/s, is the STREAM triad of the machine "
                  "profile the window keeps.")
            .arg(figure);
    case core::BandwidthSource::GivenProfile:
        return tr("This CPU's memory bandwidth, %1 GB/s, is the STREAM triad of the profile "
                  "--profile names.")
            .arg(figure);
    case core::BandwidthSource::MeasuredNow:
        return tr("This CPU's memory bandwidth, %1 GB/s, is the STREAM triad measured in this "
                  "run.")
            .arg(figure);
    case core::BandwidthSource::Assumed:
        break;
    }
    return tr("This CPU's memory bandwidth, %1 GB/s, is assumed (the lesson's figure): measure "
              "this machine in the window or with 'measure', or give --mem-bandwidth.")
        .arg(figure);
}

QString Verdicts::bottleneck(const core::RooflineModel &roofline,
                             const std::vector<core::Operation> &ops, int n)
{
    QStringList compute;
    QStringList bandwidth;
    for (const core::Operation &op : ops) {
        const QString item =
            tr("%1 (%2 FLOP/B)")
                .arg(Labels::operation(op, n), Labels::significant(op.flopsPerByte()));
        (roofline.boundFor(op.flopsPerByte()) == core::Bound::Compute ? compute : bandwidth)
            << item;
    }
    const QString balance = Labels::significant(roofline.balanceFlopsPerByte());
    QString text;
    if (!compute.isEmpty())
        text = tr("Above the balance point of %1 FLOP/B, compute limits: %2. More FLOPS makes "
                  "these faster.")
                   .arg(balance, compute.join(tr(", ")));
    if (!bandwidth.isEmpty()) {
        text = join(text,
                    tr("Below it, memory bandwidth limits: %1. More FLOPS does not save a single "
                       "second here; only more bandwidth or more work per byte does.")
                        .arg(bandwidth.join(tr(", "))));
    }
    return text;
}

QString Verdicts::deviceBottleneck(const core::ReportModel &model)
{
    const core::RooflineModel &roof = model.fitRoofline;
    // A device without a figure in the chosen format is judged on the peak that computes
    // instead (FP32, or its widest tensor format), and says so.
    const QString precision = model.precisionFallback
                                  ? tr("%1, as it lists no %2 figure")
                                        .arg(Labels::precision(model.fitComputedPrecision),
                                             Labels::precision(model.inputs.precision))
                                  : Labels::precision(model.inputs.precision);
    const QString head = tr("%1, %2 (%3 TFLOPS, %4 GB/s):")
                             .arg(Labels::device(model.fitDevice), precision,
                                  Labels::significant(roof.peakGflops / 1000.0),
                                  Labels::significant(roof.bandwidthGBs));
    return join(join(head, trainingStep(model)), trainingRun(model));
}

QString Verdicts::trainingRun(const core::ReportModel &model)
{
    if (!model.trainingRun)
        return {};
    // A layout that cannot run says so where its figures would be.
    if (model.trainingRun->problem != core::LayoutProblem::None)
        return tr("The run cannot be laid out as set: %1.").arg(TrainingText::problem(model));
    const core::TrainingRun &r = *model.trainingRun;
    const core::TrainingLayout &l = model.trainingLayout;
    QString text =
        tr("The run as the layout splits it, each part at its published efficiency: laid out "
           "on %1 cards as data %2 × tensor %3 × pipeline %4, ZeRO stage %5, "
           "recomputation %6, %7 sequences of %8 tokens a step (micro-batches a copy: %9): a step "
           "takes %10 expected, %11 at the bound; %12 tokens/s a card expected (%13 at the "
           "bound), MFU %14 (6N + 12·L·H·Q·T a token).")
            .arg(QString::number(l.cards), QString::number(l.dataParallel()),
                 QString::number(l.tensorParallel), QString::number(l.pipelineParallel),
                 QString::number(l.zeroStage), TrainingText::recompute(l.recompute),
                 QString::number(l.globalSequences()), QString::number(l.seqLen),
                 QString::number(r.accumulation))
            .arg(Labels::duration(r.expected.stepSeconds), Labels::duration(r.bound.stepSeconds),
                 Labels::significant(r.expected.tokensPerSecondPerCard),
                 Labels::significant(r.bound.tokensPerSecondPerCard),
                 Labels::percent(r.expected.mfu, 0));
    const QString options = TrainingText::layoutOptions(l);
    if (!options.isEmpty())
        text = join(text, tr("The layout also takes %1.").arg(options));
    text = join(text, tr("Collectives: the data-parallel copies exchange %1 a card (%2, %3 of it "
                         "not hidden behind the backward pass, and %4 more while the hidden part's "
                         "memory traffic slows the compute beside it); the pipeline leaves %5 of "
                         "the step idle.")
                          .arg(Labels::bytes(r.expected.dataParallel.bytes),
                               Labels::duration(r.expected.dataParallel.seconds),
                               Labels::duration(r.expected.dataParallel.exposedSeconds),
                               Labels::duration(r.expected.dataParallel.contentionSeconds),
                               Labels::percent(r.bubbleShare, 0)));
    text = join(text, tr("Each card holds %1 (%2 of activations, %3 a layer and micro-batch), "
                         "%4 its %5.")
                          .arg(Labels::bytes(r.memory.totalBytes),
                               Labels::bytes(r.memory.activationsBytes),
                               Labels::bytes(r.memory.layerActivationBytes),
                               r.memory.fits ? tr("within") : tr("past"),
                               Labels::bytes(r.memory.deviceBytes)));
    if (r.expected.trainSeconds > 0)
        text = join(text, tr("%1 tokens take %2 on these cards, %3 card-hours.")
                              .arg(Labels::scientific(model.inputs.trainTokens.value_or(0.0), 2),
                                   Labels::duration(r.expected.trainSeconds),
                                   Labels::significant(r.expected.cardHours)));
    return text;
}

QString Verdicts::trainingStep(const core::ReportModel &model)
{
    const core::WhatIfInputs &in = model.inputs;
    if (!model.trainingStep)
        return needsShape(model);
    const core::TrainingStep &step = *model.trainingStep;
    QStringList parts;
    for (const core::StepPart &p : step.parts) {
        parts << tr("%1 %2 (%3 of the step, %4 FLOP/B, %5)")
                     .arg(Labels::stepPart(p.kind), Labels::duration(p.seconds),
                          Labels::share(p.shareOfStep), Labels::significant(p.flopsPerByte()),
                          Labels::bound(p.bound));
    }
    // Under a layout the tokens are a data-parallel copy's, which its cards share.
    const QString tokens = model.layoutGiven ? tr("a data-parallel copy's tokens under the layout")
                                             : tr("question two's tokens a card");
    const QString head =
        tr("One card training the whole of %1 on %2 tokens a step (%9), in sequences of %3: with "
           "the products at %4 of the peak and memory at %5 of its bandwidth, the balance point "
           "is %6 FLOP/B. A step takes %7: %8.")
            .arg(Labels::userText(model.trainingModel->name), Labels::significant(model.stepTokens),
                 QString::number(in.seqLen), Labels::percent(in.utilization, 0),
                 Labels::percent(step.bandwidthEfficiency, 0),
                 Labels::significant(step.balanceFlopsPerByte), Labels::duration(step.seconds),
                 parts.join(tr("; ")), tokens);
    return join(head, tr("More FLOPS shortens the compute-bound %1 of the step; the other %2 "
                         "waits for memory and shortens only with more bandwidth or fewer bytes "
                         "(more tokens a step, a sharded optimizer).")
                          .arg(Labels::share(step.computeBoundShare),
                               Labels::share(1.0 - step.computeBoundShare)));
}

QString Verdicts::needsShape(const core::ReportModel &model)
{
    const core::WhatIfInputs &in = model.inputs;
    const QString ask = tr("To split a step into its parts, this question needs the shape of the "
                           "model being trained: name it from the model catalog.");
    const QString kernels = tr("The lesson's kernels are judged on the roofline in part three.");
    // A step given in milliseconds is not the formula's, and the sentence says which it is.
    const QString step =
        in.stepComputeMs
            ? tr("A step's compute is given as %1.").arg(Labels::duration(model.stepComputeSeconds))
            : tr("With a parameter count alone, a step is 6 × %1 parameters × %2 tokens, %3 at %4 "
                 "of the peak.")
                  .arg(Labels::scientific(in.params, 2), Labels::significant(in.tokensPerStep),
                       Labels::duration(model.stepComputeSeconds),
                       Labels::percent(in.utilization, 0));
    return join(join(ask, step), kernels);
}

QString Verdicts::transfer(const std::vector<core::BatchTransfer> &rows, double linkGBs,
                           double accelTflops)
{
    if (rows.empty())
        return {};
    bool constant = true;
    for (const core::BatchTransfer &row : rows)
        constant = constant && std::fabs(row.copyShare - rows.front().copyShare) < 1e-9;
    QString text;
    if (constant && rows.size() > 1)
        text = tr("Copying takes %1 of every step at each batch size: bytes and FLOPs both grow "
                  "with the batch, so a bigger batch does not change the share.")
                   .arg(Labels::share(rows.front().copyShare));
    else
        text = tr("Copying takes %1 of a step on this CPU.")
                   .arg(Labels::share(rows.front().copyShare));
    // Under 1 % the copy hides whatever the card: the moral would contradict the figure.
    const double accelShare = rows.front().accelCopyShare;
    if (accelShare < 0.01)
        return join(text, tr("On a %1 TFLOPS accelerator over the same %2 GB/s link, the copy is "
                             "%3 of each step: at this link it stays out of the way.")
                              .arg(Labels::significant(accelTflops), Labels::significant(linkGBs),
                                   Labels::share(accelShare)));
    return join(text,
                tr("On a %1 TFLOPS accelerator over the same %2 GB/s link, the copy becomes %3 of "
                   "each step: the faster the card, the more the data pipeline shows.")
                    .arg(Labels::significant(accelTflops), Labels::significant(linkGBs),
                         Labels::share(accelShare)));
}

QString Verdicts::overlap(const core::BatchTransfer &row)
{
    return tr("With prefetching (the next batch copies while this one computes), a step on the "
              "accelerator takes %1 instead of %2.")
        .arg(Labels::milliseconds(row.accelOverlappedSeconds, 2),
             Labels::milliseconds(row.accelSerialSeconds, 2));
}

QString Verdicts::link(const core::ReportModel &model)
{
    const core::InterconnectInputs &in = model.link;
    const core::InterconnectResult &r = model.interconnect;
    if (in.cards <= 1 && !model.layoutGiven)
        return tr("One card syncs nothing: each step is all compute (%1).")
            .arg(Labels::duration(in.computeSeconds));
    if (model.layoutGiven)
        return join(linkFallback(model), layoutLink(model));
    QString text =
        tr("Link: %2, %3 GB/s of bus bandwidth. With %1 cards, summing %4 of gradients takes %5 "
           "per step against %6 of compute; one after the other they run %7× as fast as one "
           "card (%8 of the ideal), and with the sync hidden behind the backward pass %9×.")
            .arg(QString::number(in.cards), Labels::linkKind(in.link.kind),
                 Labels::significant(in.link.busGBs), Labels::bytes(in.gradientBytes),
                 Labels::duration(r.allreduceSeconds), Labels::duration(in.computeSeconds),
                 Labels::fixed(r.speedup, 2), Labels::percent(r.efficiency, 0),
                 Labels::fixed(r.overlappedSpeedup, 2));
    return join(linkFallback(model), text);
}

QString Verdicts::layoutLink(const core::ReportModel &model)
{
    const core::InterconnectInputs &in = model.link;
    const core::InterconnectResult &r = model.interconnect;
    const core::TrainingLayout &l = model.trainingLayout;
    const QString layout =
        tr("The layout's %1 cards are %2 (tensor) × %3 (pipeline) × %4 "
           "(data-parallel copies).")
            .arg(QString::number(l.cards), QString::number(l.tensorParallel),
                 QString::number(l.pipelineParallel), QString::number(l.dataParallel()));
    if (in.cards <= 1)
        return join(layout, tr("With one copy there is nothing to sum: each card's step is all "
                               "compute (%1).")
                                .arg(Labels::duration(in.computeSeconds)));
    // A copy that fills a server leaves each card's peers on other servers: the sum crosses the
    // network, whatever links the cards inside one.
    const QString over =
        r.servers > 1 && in.network.cardsPerServer <= 1
            ? tr("the network between servers, %1 Gb/s a card (each card's peers are on %2 other "
                 "servers, so the link inside a server does not carry this sum)")
                  .arg(Labels::significant(in.network.gbpsPerCard), QString::number(in.cards - 1))
        : r.servers > 1
            ? tr("%1 inside a server, %2 GB/s of bus bandwidth, and the network between the %3 "
                 "servers, %4 Gb/s a card")
                  .arg(Labels::linkKind(in.link.kind), Labels::significant(in.link.busGBs),
                       QString::number(r.servers), Labels::significant(in.network.gbpsPerCard))
            : tr("%1, %2 GB/s of bus bandwidth")
                  .arg(Labels::linkKind(in.link.kind), Labels::significant(in.link.busGBs));
    return join(layout,
                tr("Link: %1. Each card sums its %2 share of the gradients with the same card of "
                   "the other %3 copies: %4 per step against %5 of its compute; one after the "
                   "other the %6 copies run %7× as fast as one (%8 of the ideal), and with the "
                   "sync hidden behind the backward pass %9×.")
                    .arg(over, Labels::bytes(in.gradientBytes), QString::number(in.cards - 1),
                         Labels::duration(r.allreduceSeconds), Labels::duration(in.computeSeconds),
                         QString::number(in.cards), Labels::fixed(r.speedup, 2),
                         Labels::percent(r.efficiency, 0), Labels::fixed(r.overlappedSpeedup, 2)));
}

QString Verdicts::linkFallback(const core::ReportModel &model)
{
    if (!model.linkFallback)
        return {};
    if (model.cardLinkTooSmall)
        return tr("The card link of the %1 joins %2 cards; the %3 cards that talk to one another "
                  "share PCIe instead.")
            .arg(Labels::device(model.fitDevice), QString::number(model.fitDevice.cardLinkCards),
                 QString::number(model.linkGroupCards));
    return tr("The %1 has no link of the kind chosen; the custom bandwidth is used.")
        .arg(Labels::device(model.fitDevice));
}

QString Verdicts::precisionNote(const core::ReportModel &model)
{
    if (!model.precisionFallback)
        return {};
    const QString used = peakUsed(model.fitDevice, model.inputs.precision,
                                  model.fitComputedPrecision, model.fitPeakTflops);
    // A narrower format's peak standing in for a wider one flatters it: say so (the enum runs
    // from the widest format to the narrowest).
    if (static_cast<int>(model.fitComputedPrecision) <= static_cast<int>(model.inputs.precision))
        return used;
    return join(used, tr("Its maker prints no FP32 figure; work in %1 runs slower than this "
                         "bound.")
                          .arg(Labels::precision(model.inputs.precision)));
}

QString Verdicts::cardsText(int cards)
{
    if (cards == core::ShardingResult::kPastTheCardCap)
        return tr("more than %1 cards").arg(Labels::fixed(core::MemoryModel::kMaxCards, 0));
    return cards > 0 ? tr("%n card(s)", nullptr, cards)
                     : tr("no number of cards, because what is not split already fills one");
}

QString Verdicts::fit(const core::ReportModel &model)
{
    if (model.memoryFollowsLayout())
        return fitUnderLayout(model);
    const core::MemoryBreakdown &m = model.memory;
    const core::ShardingResult &s = model.sharding;
    const QString device = Labels::device(model.fitDevice);
    const double capacity = model.fitDeviceBytes;
    QString head =
        tr("%1 parameters in %2 with %3 need %4 for training: %5 of weights and %6× that in all.")
            .arg(Labels::scientific(model.inputs.params, 2),
                 Labels::weightDtype(model.inputs.weightDtype),
                 Labels::optimizer(model.inputs.optimizer), Labels::bytes(m.totalBytes),
                 Labels::bytes(m.weightsBytes), Labels::fixed(m.multipleOfWeights, 1));
    // A trained model whose layout cannot run is sized as plain data parallelism.
    if (model.trainingRun)
        head = join(tr("The layout cannot run as set, so this counts the whole model on each "
                       "card, as plain data parallelism keeps it."),
                    head);
    if (m.activationsBytes > 0)
        head = join(head, tr("Activations take %1 of it.").arg(Labels::bytes(m.activationsBytes)));
    if (model.fits)
        return join(head, tr("That fits on one %1 (%2).").arg(device, Labels::bytes(capacity)));

    QString text = join(
        head, tr("It does not fit on one %1 (%2). Splitting the optimizer state across the cards "
                 "needs %3; splitting the optimizer state and the gradients needs %4; splitting "
                 "weights, gradients and optimizer state needs %5.")
                  .arg(device, Labels::bytes(capacity), cardsText(s.minCardsOptimizerSharded),
                       cardsText(s.minCardsGradientSharded), cardsText(s.minCardsFullySharded)));
    if (s.cards > 1)
        text = join(text, tr("On your %1 cards each holds %2 with the optimizer state split, %3 "
                             "with the gradients split too and %4 with everything split. "
                             "Splitting the optimizer state and the gradients costs no extra "
                             "traffic: each card still sends %5 per step, as plain data "
                             "parallelism does. Full splitting makes it %6: the second question "
                             "again.")
                              .arg(QString::number(s.cards), Labels::bytes(s.optimizerShardedBytes),
                                   Labels::bytes(s.gradientShardedBytes),
                                   Labels::bytes(s.fullyShardedBytes),
                                   Labels::bytes(s.gradientShardedTrafficBytes),
                                   Labels::bytes(s.fullyShardedTrafficBytes)));
    return text;
}

QString Verdicts::layoutStates(const core::ReportModel &model)
{
    const core::TrainingLayout &l = model.trainingLayout;
    const core::TrainingRunMemory &m = model.trainingRun->memory;
    const int dp = l.dataParallel();
    QString sharded;
    if (l.zeroStage == 0)
        sharded = tr("every data-parallel copy keeps all of its states");
    else if (l.zeroStage == 1)
        sharded = tr("the optimizer state sharded over the %n data-parallel copies", nullptr, dp);
    else if (l.zeroStage == 2)
        sharded = tr("the optimizer state and the gradients sharded over the %n data-parallel "
                     "copies",
                     nullptr, dp);
    else
        sharded = tr("weights, gradients and optimizer state sharded over the %n data-parallel "
                     "copies",
                     nullptr, dp);
    QString card = tr("each card needs");
    if (m.stage == core::PipelineStage::First)
        card = tr("a card of the first pipeline stage holds the most (%1; the last holds %2) and "
                  "needs")
                   .arg(Labels::bytes(m.firstStageBytes), Labels::bytes(m.lastStageBytes));
    else if (m.stage == core::PipelineStage::Last)
        card = tr("a card of the last pipeline stage holds the most (%1; the first holds %2) and "
                  "needs")
                   .arg(Labels::bytes(m.lastStageBytes), Labels::bytes(m.firstStageBytes));
    return tr("Laid out as data %1 × tensor %2 × pipeline %3 at ZeRO stage %4, %5 %6: weights %7, "
              "gradients %8 and optimizer state %9 of its %10 weights (the model split over "
              "tensor × pipeline, %11).")
        .arg(QString::number(dp), QString::number(l.tensorParallel),
             QString::number(l.pipelineParallel), QString::number(l.zeroStage), card,
             Labels::bytes(m.totalBytes), Labels::bytes(m.weightsBytes),
             Labels::bytes(m.gradientsBytes), Labels::bytes(m.optimizerBytes))
        .arg(Labels::scientific(m.parameters, 2), sharded);
}

QString Verdicts::layoutActivations(const core::ReportModel &model)
{
    const auto whole = [](double x) {
        return x == std::floor(x);
    };
    const core::TrainingRunMemory &m = model.trainingRun->memory;
    QString recompute = tr("without recomputation");
    if (model.trainingLayout.recompute == core::Recompute::Selective)
        recompute = tr("with selective recomputation, which saves nothing more here");
    else if (model.trainingLayout.recompute == core::Recompute::Full)
        recompute = tr("with full recomputation, which keeps only each layer's input");
    // Sequence parallelism splits what tensor parallelism keeps whole (section 4.2.2).
    const QString formula =
        model.trainingLayout.splitsSequence()
            ? tr("s·b·h·34/t bytes a layer with the sequence split, after Korthikanti et al. "
                 "2022, section 4.2.2, the attention scores never stored; full recomputation "
                 "keeps 2·s·b·h/t")
            : tr("s·b·h·(10 + 24/t) bytes a layer after Korthikanti et al. 2022, section 4, the "
                 "attention scores never stored; full recomputation keeps 2·s·b·h");
    QString text =
        tr("Activations %1: %2 layers × %3 a layer and micro-batch × micro-batches in flight "
           "%4, %5 (%8). Without recomputation a layer would keep %6, with full recomputation "
           "%7.")
            .arg(Labels::bytes(m.activationsBytes), Labels::fixed(m.layersOnStage, 0),
                 Labels::bytes(m.layerActivationBytes),
                 Labels::fixed(m.microBatchesInFlight, whole(m.microBatchesInFlight) ? 0 : 2),
                 recompute, Labels::bytes(m.layerActivationBytesWithout),
                 Labels::bytes(m.layerActivationBytesFull), formula);
    const QString logits = m.logitsBytes > 0
                               ? tr("The logits of a micro-batch, in fp32 for the loss, add %1.")
                                     .arg(Labels::bytes(m.logitsBytes))
                               : tr("The logits sit on the last stage.");
    return join(text, logits);
}

QString Verdicts::fitUnderLayout(const core::ReportModel &model)
{
    const core::TrainingLayout &l = model.trainingLayout;
    const core::TrainingRunMemory &m = model.trainingRun->memory;
    const core::ShardingResult &s = model.sharding;
    const QString device = Labels::device(model.fitDevice);
    QString text = join(layoutStates(model), layoutActivations(model));
    text = join(
        text,
        model.fits
            ? tr("That fits in the %1's %2.").arg(device, Labels::bytes(m.deviceBytes))
            : tr("That does not fit in the %1's %2.").arg(device, Labels::bytes(m.deviceBytes)));
    text = join(
        text, tr("With this layout a card would need %1 at ZeRO stage 0, %2 at stage 1, "
                 "%3 at stage 2 and %4 at stage 3.")
                  .arg(Labels::bytes(s.replicatedBytes), Labels::bytes(s.optimizerShardedBytes),
                       Labels::bytes(s.gradientShardedBytes), Labels::bytes(s.fullyShardedBytes)));
    if (model.fits)
        return text;
    const bool anyStage = s.minCardsOptimizerSharded != 0 || s.minCardsGradientSharded != 0 ||
                          s.minCardsFullySharded != 0;
    if (anyStage)
        return join(text,
                    tr("Keeping tensor %1 × pipeline %2 and these activations, ZeRO stage 1 "
                       "needs %3 in all, stage 2 needs %4 and stage 3 needs %5.")
                        .arg(QString::number(l.tensorParallel), QString::number(l.pipelineParallel),
                             cardsText(s.minCardsOptimizerSharded),
                             cardsText(s.minCardsGradientSharded),
                             cardsText(s.minCardsFullySharded)));
    return join(text, nothingFits(model));
}

QString Verdicts::nothingFits(const core::ReportModel &model)
{
    const core::TrainingLayout &l = model.trainingLayout;
    const core::TrainingRunMemory &m = model.trainingRun->memory;
    // What ZeRO cannot split fills a card on its own: say it once, and what would split it.
    QStringList help;
    if (l.recompute != core::Recompute::Full)
        help << tr("recomputing the activations (full recomputation keeps %1 a layer instead of "
                   "%2)")
                    .arg(Labels::bytes(m.layerActivationBytesFull),
                         Labels::bytes(m.layerActivationBytes));
    help << tr("splitting the sequence over more cards (context parallelism)")
         << tr("more tensor or pipeline parallelism, which splits the activations and the "
               "weights alike");
    return tr("Keeping tensor %1 × pipeline %2 and these activations, no number of cards makes it "
              "fit at any ZeRO stage: the activations and logits, which ZeRO does not split, "
              "already fill a card. What would help: %3.")
        .arg(QString::number(l.tensorParallel), QString::number(l.pipelineParallel),
             help.join(tr("; ")));
}

} // namespace blab::ui
