#pragma once

#include "ui/live_tab.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace blab::ui {

class LogSlider;
class MemoryChart;
class ScalingChart;
class WhatIfState;

// Part five: the three questions to ask before buying hardware, in their order, each answered in
// one sentence with its number.
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
    QSpinBox *cardsBox() const { return m_cards; }
    LogSlider *paramsSlider() const { return m_params; }
    QComboBox *optimizerBox() const { return m_optimizer; }
    QComboBox *deviceBox() const { return m_device; }
    QDoubleSpinBox *linkBox() const { return m_link; }

protected:
    void refresh() override;

private:
    WhatIfState *m_state;
    QLabel *m_bottleneck;
    LogSlider *m_params;
    QSpinBox *m_cards;
    QComboBox *m_linkKind;
    QDoubleSpinBox *m_link;
    QDoubleSpinBox *m_stepMs;
    QLabel *m_linkVerdict;
    ScalingChart *m_scaling;
    QComboBox *m_precision;
    QComboBox *m_optimizer;
    QComboBox *m_device;
    QLabel *m_fitVerdict;
    MemoryChart *m_memory;
};

} // namespace blab::ui
