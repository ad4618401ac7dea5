// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/report_model.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// The plain sentences that answer each part, each with its number. The window's tabs and the
// command line's text report both say exactly these.
class Verdicts
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::Verdicts)

public:
    // Two sentences one after the other: a space in English, nothing in Chinese.
    static QString join(const QString &first, const QString &second);
    // What a warning of the machine profile (MachineProfile::warnings) means, and what to do.
    static QString measureWarning(const std::string &id);
    // That a measurement's figures are unreliable, and the measured reasons (MachineLoad::
    // unreliable's words, with the share of CPU time others used and the runs' spread); empty
    // when there is none.
    static QString unreliable(const std::vector<std::string> &why, double othersShare,
                              double spread);
    static QString devices(const core::ReportModel &model);
    static QString balance(const core::RooflineModel &roofline);
    // Part three's device roof at a precision the device lists no figure in: which peak it
    // takes instead; empty otherwise.
    static QString roofPrecision(const core::ReportModel &model);
    // "The H20 lists no FP32 figure, so its BF16 peak (148 TFLOPS) is used.": parts three and
    // five say it alike.
    static QString peakUsed(const core::DeviceSpec &device, core::Precision asked,
                            core::Precision used, double tflops);
    // Where this CPU's memory bandwidth came from, said beside a balance point that uses it:
    // measured (which profile), entered, or the lesson's figure assumed.
    static QString cpuBandwidth(const core::WhatIfInputs &inputs);
    static QString bottleneck(const core::RooflineModel &roofline,
                              const std::vector<core::Operation> &ops, int n);
    // Question one of training on the device the questions are about, at the chosen precision,
    // naming that device and its roof.
    static QString deviceBottleneck(const core::ReportModel &model);
    // Question one of training: the step of the model being trained, part by part on the
    // device's roofline, or why it needs the model's shape.
    static QString trainingStep(const core::ReportModel &model);
    // The run as its layout lays it out: the layout, the step bound and expected, tokens a
    // second per card, MFU, the collectives, memory per card.
    static QString trainingRun(const core::ReportModel &model);
    // Question one without a model's shape: what it needs, and the step it has.
    static QString needsShape(const core::ReportModel &model);
    static QString transfer(const std::vector<core::BatchTransfer> &rows, double linkGBs,
                            double accelTflops);
    static QString overlap(const core::BatchTransfer &row);
    // Question two: the sync time over the chosen link, the speed-up it leaves, with and without
    // overlap.
    static QString link(const core::ReportModel &model);
    // Why the link used is not the kind chosen; empty when it is.
    static QString linkFallback(const core::ReportModel &model);
    // Question three when no ZeRO stage fits the layout on any number of cards: one sentence,
    // and what would help.
    static QString nothingFits(const core::ReportModel &model);
    // Question two under a training layout: the data-parallel copies and the share of the
    // gradients each card sums with its peers.
    static QString layoutLink(const core::ReportModel &model);
    // Question three: what training needs, whether it fits, and how many cards each kind of
    // sharding needs, with the traffic that costs.
    static QString fit(const core::ReportModel &model);
    // Says so when the device has no figure at the chosen precision; empty otherwise.
    static QString precisionNote(const core::ReportModel &model);

private:
    // The fewest cards a split needs, or why no number of them helps.
    static QString cardsText(int cards);
    // Question three under a trained model's layout: the heavier pipeline stage's card, its
    // states after the split and the sharding, its activations and logits, the fit, and the
    // four ZeRO stages under the same layout.
    static QString fitUnderLayout(const core::ReportModel &model);
    static QString layoutStates(const core::ReportModel &model);
    static QString layoutActivations(const core::ReportModel &model);
};

} // namespace blab::ui
