// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/report_model.h"
#include "training/training_layout.h"
#include "training/training_run_model.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// The words of a training run's layout, in the window's language: the parts of a step, the
// sharding stages, recomputation, why a layout cannot run (the window says it in place of the
// figures, the command line refuses with it), and the layout as the run lays it out.
class TrainingText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::TrainingText)

public:
    // A part of a step as a chart's axis names it, and what the part is, for its tooltip.
    static QString part(core::RunPartKind kind);
    static QString partTip(core::RunPartKind kind);
    // "0: no sharding" … "3: everything (FSDP full sharding)".
    static QString zeroStage(int stage);
    static QString recompute(core::Recompute recompute);
    // "FlashAttention-2", "Triton FlashAttention".
    static QString attention(core::AttentionKernel kernel);
    // What the layout adds to its degrees, sharding and recomputation: the sequence split across
    // the tensor-parallel cards, the Triton attention; empty when neither applies.
    static QString layoutOptions(const core::TrainingLayout &layout);
    // Why the run cannot be laid out, without the option it is about; empty when it can (or
    // when there is no run: no trained model, or serving).
    static QString problem(const core::ReportModel &model);
    // The command-line option a layout problem is about ("--tp"), which the refusal names.
    static const char *optionOf(core::LayoutProblem problem);
    // The layout as the run uses it: the cards as data × tensor × pipeline, the batch as
    // sequences, micro-batches and accumulation, and the tokens each card works through a step.
    static QString layout(const core::ReportModel &model);
    // The note under the step chart: why the element-wise work's expected time is far above its
    // bound. Empty without a run.
    static QString chartNote(const core::ReportModel &model);
};

} // namespace blab::ui
