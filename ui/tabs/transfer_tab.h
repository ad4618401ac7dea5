// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tabs/live_tab.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLayout;
class QPushButton;
class QTableView;

namespace blab::core {
struct ReportModel;
}

namespace blab::ui {

class BatchCopyChart;
class BatchesTableModel;
class LogSlider;
class WhatIfState;

// Part four: how much of each training step goes to copying the batch from host memory to the
// device, on this CPU and on an accelerator.
class TransferTab : public LiveTab
{
    Q_OBJECT

public:
    explicit TransferTab(WhatIfState *state, QWidget *parent = nullptr);

    // The batch-copy chart, for the window's chart export.
    BatchCopyChart *chart() const { return m_chart; }

protected:
    void refresh() override;

private:
    // Object names for the tests.
    void nameControls();
    // The sample sizes to choose from; their names and the tooltips follow the language.
    void setUpInputs();
    // The inputs' tooltips and the sample sizes' names, in the window's language.
    void explainInputs();
    // The inputs, with the link's preset buttons.
    QFormLayout *buildForm();
    // The batches table and the labels below it.
    void buildTable();
    // The experiment, the left column beside the chart, and the intro above both.
    void buildLayout(QWidget *intro, QLayout *form);
    void connectSignals();
    // The measured GPU's link buttons and the copy shares at its speeds, hidden without one.
    void showGpuLinks(const core::ReportModel &model);

    WhatIfState *m_state;
    LogSlider *m_batch;
    LogSlider *m_link;
    LogSlider *m_accel;
    LogSlider *m_flops;
    QComboBox *m_sample;
    BatchesTableModel *m_batches;
    QTableView *m_table;
    QLabel *m_verdict;
    QLabel *m_overlap;
    QLabel *m_note;
    // The GPU measured on tab 1 (or in a compared profile): its pinned and pageable copies as
    // link choices, and both copy shares of the window's batch.
    QPushButton *m_gpuPinned;
    QPushButton *m_gpuPageable;
    QLabel *m_gpuLinks;
    BatchCopyChart *m_chart;
    int m_lastBatch = 0;
    // The note on the batch is up: the batch grew while the copy took most of a step.
    bool m_noteWanted = false;
};

} // namespace blab::ui
