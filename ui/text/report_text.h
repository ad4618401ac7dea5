// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/report_model.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// The five parts as readable text, in the language of the installed translator. The command
// line's report prints this; it rounds figures as the lesson prints them.
class ReportText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ReportText)

public:
    // The whole report, the part asked about first (serving, or the user's kernels), then the
    // rest in order; with part 1 to 5, that part alone (part three with the comparison and the
    // kernels, which sit on its rooflines).
    static QString render(const core::ReportModel &model, int part = 0);
    // The devices subcommand's table.
    static QString catalog(const std::vector<core::DeviceSpec> &devices);
    // The models subcommand's table.
    static QString models(const std::vector<core::ModelListing> &models);
    // models --import: the model added to the user's models, and the fields it did not use.
    static QString imported(const core::ModelListing &model,
                            const std::vector<std::string> &ignored);

private:
    static QString measurement(const core::ReportModel &model);
    static QString devices(const core::ReportModel &model);
    static QString intensity(const core::ReportModel &model);
    static QString transfer(const core::ReportModel &model);
    static QString questions(const core::ReportModel &model);
};

} // namespace blab::ui
