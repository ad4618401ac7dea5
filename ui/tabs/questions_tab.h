#pragma once

#include "tabs/live_tab.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace blab::ui {

class LogSlider;
class MemoryChart;
class PrecisionBox;
class ScalingChart;
class WhatIfState;

// Part five: the three questions to ask before buying hardware, in their order, each answered
// with its numbers: where the bottleneck is, how the cards are linked, whether the model fits.
class QuestionsTab : public LiveTab
{
    Q_OBJECT

public:
    explicit QuestionsTab(WhatIfState *state, QWidget *parent = nullptr);

    ScalingChart *scalingChart() const { return m_scaling; }
    MemoryChart *memoryChart() const { return m_memory; }
    QLabel *bottleneckLabel() const { return m_bottleneck; }
    QLabel *linkLabel() const { return m_linkVerdict; }
    QLabel *fitLabel() const { return m_fitVerdict; }
    QLabel *computeLabel() const { return m_computeNote; }
    QSpinBox *cardsBox() const { return m_cards; }
    LogSlider *paramsSlider() const { return m_params; }
    QComboBox *optimizerBox() const { return m_optimizer; }
    QComboBox *weightBox() const { return m_weights; }
    QComboBox *deviceBox() const { return m_device; }
    QComboBox *linkKindBox() const { return m_linkKind; }
    QComboBox *activationsBox() const { return m_activations; }
    QDoubleSpinBox *linkBox() const { return m_link; }
    QTableWidget *linkTable() const { return m_linkTable; }
    QPushButton *exampleButton() const { return m_example; }

    // The worked example: 8 × H100 SXM, 7·10⁹ parameters, mixed-precision Adam in BF16.
    void applyExample();

protected:
    void refresh() override;

private:
    void buildLinkPanel(QWidget *box);
    void buildFitPanel(QWidget *box);
    void connectInputs();

    WhatIfState *m_state;
    QComboBox *m_device;
    PrecisionBox *m_precision;
    LogSlider *m_params;
    QPushButton *m_example;
    QLabel *m_bottleneck;

    QSpinBox *m_cards;
    QComboBox *m_linkKind;
    QDoubleSpinBox *m_link;
    QDoubleSpinBox *m_latency;
    QDoubleSpinBox *m_tokens;
    QSpinBox *m_utilization;
    QLabel *m_computeNote;
    QLabel *m_linkVerdict;
    QTableWidget *m_linkTable;
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
