// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QWidget>
#include <string>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace blab::core {
struct ReportModel;
struct ValidationReport;
} // namespace blab::core

namespace blab::ui {

class LogSlider;
class ScalingChart;
class ServingAssumptions;
class ServingMemoryChart;
class ServingRateChart;
class ValidationChart;
class UserModelsBar;
class WhatIfState;

// Part five's inference side: the three questions asked of serving a language model on the
// chosen device. Where is the bottleneck (prefill against decode, tokens per second against the
// batch), how are the cards linked (the all-reduces of a tensor-parallel split), does it fit
// (weights and KV cache per card, the largest batch and context). Below them, how close these
// answers come to published measurements.
class ServingPanel : public QWidget
{
    Q_OBJECT

public:
    ServingPanel(WhatIfState *state, QWidget *parent = nullptr);

    // Shows the snapshot; the tab calls it on each change while the panel is shown.
    void setData(const core::ReportModel &model);
    // Sets every input to the model's values without sending their change signals.
    void syncControls(const core::ReportModel &model);

    ServingRateChart *rateChart() const { return m_rate; }
    ScalingChart *scalingChart() const { return m_scaling; }
    ServingMemoryChart *memoryChart() const { return m_memory; }
    // The validation set's panels: seconds, tokens per second, GB/s.
    const QList<ValidationChart *> &validationCharts() const { return m_validation; }

    UserModelsBar *userModels() const { return m_userModels; }

    // The one-click example: Llama 3 70B in BF16 on 8 × H100 SXM over NVLink.
    void applyExample();

private:
    // The formats, links, batching and card counts to choose from, named in the window's
    // language.
    void fillChoices();
    void nameControls();
    void explainControls();
    QFormLayout *buildForm();
    void buildLayout(QFormLayout *form);
    QGroupBox *buildValidationBox();
    static QString validationSummary(const core::ReportModel &model);
    void connectInputs();
    // Serves the model with this id, with the nearest inputs it can serve.
    void chooseModel(const std::string &id);

    WhatIfState *m_state;
    QComboBox *m_model;
    UserModelsBar *m_userModels;
    QSpinBox *m_prompt;
    QSpinBox *m_output;
    QSpinBox *m_context;
    LogSlider *m_batch;
    QComboBox *m_batching;
    QSpinBox *m_concurrency;
    QComboBox *m_weights;
    QComboBox *m_kv;
    QComboBox *m_tp;
    QSpinBox *m_ep;
    QSpinBox *m_attentionDp;
    QSpinBox *m_draft;
    QDoubleSpinBox *m_accepted;
    QComboBox *m_linkKind;
    ServingAssumptions *m_assumptions;
    QPushButton *m_example;
    QLabel *m_problem;
    QLabel *m_bottleneck;
    ServingRateChart *m_rate;
    QLabel *m_linkVerdict;
    ScalingChart *m_scaling;
    QLabel *m_fitVerdict;
    ServingMemoryChart *m_memory;
    QLabel *m_validationSummary;
    QList<ValidationChart *> m_validation;
    // The three questions' boxes, shown only when the inputs can be served.
    QList<QGroupBox *> m_questions;
};

} // namespace blab::ui
