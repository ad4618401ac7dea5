// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tabs/live_tab.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLayout;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableView;

namespace blab::core {
struct ReportModel;
}

namespace blab::ui {

class UserModelsBar;

class LinksTableModel;
class LogSlider;
class MemoryChart;
class PlanPanel;
class PrecisionBox;
class ScalingChart;
class ServingPanel;
class TrainingLayoutPanel;
class TrainingStepChart;
class WhatIfState;

// Part five: the three questions to ask before buying hardware, in their order, each answered
// with its numbers: where the bottleneck is, how the cards are linked, whether the model fits.
class QuestionsTab : public LiveTab
{
    Q_OBJECT

public:
    explicit QuestionsTab(WhatIfState *state, QWidget *parent = nullptr);

    // The charts, for the window's chart export.
    ScalingChart *scalingChart() const { return m_scaling; }
    MemoryChart *memoryChart() const { return m_memory; }
    ServingPanel *servingPanel() const { return m_servingPanel; }
    PlanPanel *planPanel() const { return m_planPanel; }
    // Whether the Plan page is shown instead of training's or serving's.
    bool planShown() const;
    void showPlan(bool shown);
    TrainingStepChart *trainingStepChart() const;

    // The worked example: 8 × H100 SXM, 7·10⁹ parameters, mixed-precision Adam in BF16.
    void applyExample();

protected:
    void refresh() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The links table's columns as wide as their cells, the last one stretched.
    void fitLinkColumns();
    // Object names for the tests.
    void nameControls();
    // The texts and tooltips of the controls, in the window's language: those above the three
    // questions, then question two's and question three's.
    void explainControls();
    void explainLinkControls();
    void explainFitControls();
    // Training or serving a language model, the device, the precision, the parameters and the
    // example button.
    QLayout *buildTopRow();
    // The three questions' group boxes under the intro and the top row.
    void buildLayout(QWidget *intro, QLayout *top);
    void buildLinkPanel(QWidget *box);
    void buildFitPanel(QWidget *box);
    void connectInputs();
    // The mode switch, the device, the parameters and the example.
    void connectTopRow();
    // Sets every input to the model's values without sending their change signals.
    void syncControls(const core::ReportModel &model);
    // The trained-model box: by parameter count, then the catalogs' models; the chosen one shown.
    void listTrainedModels(const core::ReportModel &model);
    // The compute time per step and how it was found, with the precision's note.
    void showComputeNote(const core::ReportModel &model);

    WhatIfState *m_state;
    QRadioButton *m_trainingMode;
    QRadioButton *m_servingMode;
    QRadioButton *m_planMode;
    // The device, precision and model row, which the Plan page has no use for.
    QWidget *m_topRow;
    QWidget *m_trainingPage;
    TrainingLayoutPanel *m_layoutPanel;
    ServingPanel *m_servingPanel;
    PlanPanel *m_planPanel;
    QWidget *m_paramsRow;
    QComboBox *m_device;
    PrecisionBox *m_precision;
    QComboBox *m_trainedModel;
    // The user's own models, for training as for serving: one imported here is the model trained.
    UserModelsBar *m_trainingUserModels;
    LogSlider *m_params;
    QPushButton *m_example;
    QLabel *m_bottleneck;

    QSpinBox *m_cards;
    QComboBox *m_linkKind;
    QDoubleSpinBox *m_link;
    QDoubleSpinBox *m_latency;
    QDoubleSpinBox *m_network;
    QSpinBox *m_cardsPerServer;
    QDoubleSpinBox *m_tokens;
    QSpinBox *m_utilization;
    QLabel *m_computeNote;
    QLabel *m_linkVerdict;
    LinksTableModel *m_links;
    QTableView *m_linkTable;
    ScalingChart *m_scaling;

    QComboBox *m_weights;
    QComboBox *m_optimizer;
    QComboBox *m_activations;
    QFormLayout *m_fitForm;
    QSpinBox *m_microBatch;
    QDoubleSpinBox *m_sampleBytes;
    QSpinBox *m_layers;
    QSpinBox *m_hidden;
    QSpinBox *m_seqLen;
    QLabel *m_fitVerdict;
    MemoryChart *m_memory;
};

} // namespace blab::ui
