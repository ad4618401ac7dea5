// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/profile/machine_profile.h"
#include "report/report_model.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace blab::ui {

// The line of inputs an exported chart carries under its plot, so that a figure in a paper or on
// a slide says what it was drawn for: "bandwidth 50 GB/s · peak 237 GFLOPS · n 512 · k 1000".
// Each chart, named by its file stem, gets the inputs that change what it draws.
class ChartCaptions
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ChartCaptions)

public:
    // Empty for a chart without inputs of its own, or whose measurement is missing.
    static QString of(const QString &fileStem, const core::ReportModel &snapshot);

private:
    static QString runs(const core::ReportModel &snapshot);
    static QString sweep(const core::MachineProfile &profile);
    static QString bandwidth(const core::MachineProfile &profile);
    static QString devices(const core::ReportModel &snapshot);
    static QString roofline(const core::ReportModel &snapshot);
    static QString batchCopy(const core::ReportModel &snapshot);
    static QString scaling(const core::ReportModel &snapshot);
    static QString memory(const core::ReportModel &snapshot);
    // A trained model's run: the model, device, precision and layout.
    static QString trainingStep(const core::ReportModel &snapshot);
    // The three serving charts share one line: model, device, formats, batch, context, cards.
    static QString serving(const core::ReportModel &snapshot);
};

} // namespace blab::ui
