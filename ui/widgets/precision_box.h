// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QComboBox>

namespace blab::ui {

class WhatIfState;

// The precision picker: which of a device's peaks (FP32, TF32, BF16, FP8) the roofline, the ratios
// and the training step use. Every tab that shows one is bound to the same state.
class PrecisionBox : public QComboBox
{
    Q_OBJECT

public:
    explicit PrecisionBox(WhatIfState *state, QWidget *parent = nullptr);

    // Shows the state's precision without emitting anything.
    void sync();

private:
    WhatIfState *m_state;
};

} // namespace blab::ui
