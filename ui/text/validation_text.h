// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "validation/validation_report.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// The validation set as text: each published result beside this program's expected figure and
// bound for its setup, then how far they are apart. For 'validate' and the window's page.
class ValidationText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ValidationText)

public:
    static QString render(const core::ValidationReport &report);
    // "131 published results from 5 sources: median |expected ÷ published − 1| 0.10, …", over
    // the serving and all-reduce rows, then the training rows' sentence on a line of its own.
    static QString summary(const core::ValidationReport &report);
    // The same over the training rows, with the published figures that beat their bound; empty
    // when the set holds none.
    static QString trainingSummary(const core::ValidationReport &report);
    // Whether every training row's layout fits its cards' memory, or which do not.
    static QString trainingMemory(const core::ValidationReport &report);
    // The signed ratios by device and figure, as a table: results, median, lowest, highest.
    static QString groups(const core::ValidationReport &report);
    // The groups held to the band whose median ratio is outside it, in one sentence; empty when
    // none is.
    static QString groupsOutside(const core::ValidationReport &report);
    // The metric in words: "time to first token".
    static QString metric(const std::string &id);
    // A figure of the metric in its unit: 16.2 ms, 1 460 tokens/s, 231 GB/s.
    static QString figure(const std::string &metric, double value);
    // The setup in one line: "Llama 2 7B on 1 × A100 80 GB, fp16, static batch 1, 128 → 1".
    static QString setup(const core::ValidationRow &row);
    // A training row's layout in one line: "training llama3_8b on 64 × a100_80gb_sxm, bf16,
    // tensor 1 × pipeline 1 (1 virtual), ZeRO 3, full recomputation, …".
    static QString trainingSetup(const core::ValidationRow &row);
};

} // namespace blab::ui
