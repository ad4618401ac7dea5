// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QGroupBox>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableView;

namespace blab::core {
struct ReportModel;
}

namespace blab::ui {

class TrainingFiguresTableModel;
class TrainingStepChart;
class WhatIfState;

// Tab 5's training run as frameworks lay it out, for a model from the catalog: the tensor,
// pipeline (and virtual) and data-parallel degrees, the sharding stage, recomputation, the
// attention kernel, sequence parallelism, the sequence, micro-batch and global batch, and the
// tokens to train on; then the layout as the run uses it, why it cannot run where it cannot, the
// verdict expected beside bound, and where a step's time goes. Each input is the command line's
// option of the same name (report --mode training --model ID --tp … --train-tokens), so the window
// and the report agree.
class TrainingLayoutPanel : public QGroupBox
{
    Q_OBJECT

public:
    TrainingLayoutPanel(WhatIfState *state, QWidget *parent = nullptr);

    // Sets every input to the model's values without sending their change signals.
    void syncControls(const core::ReportModel &model);
    // Shows the snapshot; the tab calls it on each change while the training side is shown.
    void setData(const std::shared_ptr<const core::ReportModel> &snapshot);

    TrainingStepChart *chart() const { return m_chart; }

    // A train-token count shown (greyed) while none is given: a trillion, the order of today's
    // runs.
    static constexpr double kShownTrainTokens = 1e12;

private:
    void nameControls();
    void explainControls();
    void explainLayoutControls();
    QWidget *buildInputs();
    void buildLayout();
    void connectInputs();
    void connectBatchInputs();

    WhatIfState *m_state;
    QSpinBox *m_tp;
    QSpinBox *m_pp;
    QSpinBox *m_vp;
    QSpinBox *m_dp;
    QComboBox *m_zero;
    QComboBox *m_recompute;
    QComboBox *m_attention;
    QCheckBox *m_sequenceParallel;
    QCheckBox *m_tpOverlap;
    QSpinBox *m_seqLen;
    QSpinBox *m_microBatch;
    QSpinBox *m_globalBatch;
    QCheckBox *m_trainTokensGiven;
    QDoubleSpinBox *m_trainTokens;
    QLabel *m_needsModel;
    QWidget *m_content;
    QLabel *m_layout;
    QLabel *m_problem;
    TrainingFiguresTableModel *m_figures;
    QTableView *m_figureTable;
    TrainingStepChart *m_chart;
    // Under the chart: why a part's expected time is far from its bound, where the bound assumes
    // what no framework reaches (the element-wise kernels fused into the products).
    QLabel *m_chartNote;
};

} // namespace blab::ui
