// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/kernel_advisor.h"
#include "measure/cpu/openblas_choice.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// The kernel advisor's findings in words, in the language of the installed translator: the
// advise subcommand's text and the sentences of tab 1's kernels panel.
class AdvisorText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::AdvisorText)

public:
    // The advise subcommand's whole text.
    static QString render(const core::AdvisorResult &result);
    // What the recommendation means for this program and for others, in one or two sentences.
    // With a family above the peak, it also says the peak was measured on a busy machine.
    static QString recommendation(const core::AdvisorResult &result);
    // Why a family above 100 % of the peak means a busy machine.
    static QString peakMeasuredLow();
    // "SkylakeX (chosen automatically: …)": the family this process runs and why.
    static QString running(const core::OpenblasRuntime &runtime);
    // One candidate's state for a table cell: "verified", or its error.
    static QString status(const core::AdvisorCandidate &candidate);

private:
    // The recommendation itself.
    static QString advice(const core::AdvisorResult &result);
};

} // namespace blab::ui
