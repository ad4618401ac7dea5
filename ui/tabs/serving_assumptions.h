// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QPushButton;
class QSpinBox;

namespace blab::core {
struct ReportModel;
}

namespace blab::ui {

class WhatIfState;

// The assumptions behind tab 5's expected serving figures, each shown at the value in use and
// each changeable: the share of the label bandwidth reached, the share of the peak the matrix
// products reach (measured by product size unless one share is given), and the fixed costs per
// layer and per step. Each tooltip names the default's source; Defaults puts them all back.
class ServingAssumptions : public QWidget
{
    Q_OBJECT

public:
    ServingAssumptions(WhatIfState *state, QWidget *parent = nullptr);

    // Shows the values the snapshot used without sending change signals.
    void syncControls(const core::ReportModel &model);

private:
    void explainControls();
    void connectInputs();

    WhatIfState *m_state;
    QSpinBox *m_bandwidth;
    QCheckBox *m_bySize;
    QSpinBox *m_products;
    QDoubleSpinBox *m_layer;
    QDoubleSpinBox *m_step;
    QPushButton *m_defaults;
};

} // namespace blab::ui
