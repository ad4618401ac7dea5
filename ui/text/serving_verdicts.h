// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/report_model.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// The three questions of part five asked of serving a language model, each answered with its
// numbers from the snapshot's inference figures; and the line under tab 3's table that says
// whose prefill and decode are drawn.
class ServingVerdicts
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ServingVerdicts)

public:
    // The model, its formats and batch behind tab 3's prefill and decode points; empty without
    // a model.
    static QString onRoof(const core::ReportModel &model);
    // Why the serving inputs cannot be served, or empty.
    static QString problem(const core::ReportModel &model);
    // That cards cannot split the model's attention heads evenly: the serving page's words,
    // which the planner's refusal uses too.
    static QString headsNotSplit(int cards, const core::ModelSpec &model);
    // Which of the precision and the link were chosen for the device because they were not
    // given, and what they are; empty when both were given.
    static QString chosen(const core::ReportModel &model);
    // Question one: prefill is compute-bound, decode bandwidth-bound until the knee.
    static QString bottleneck(const core::ReportModel &model);
    // Question two: the all-reduces of a tensor-parallel split and the speed-up they leave.
    static QString link(const core::ReportModel &model);
    // Question three: weights and KV cache on each card, and the largest batch and context.
    static QString fit(const core::ReportModel &model);
};

} // namespace blab::ui
