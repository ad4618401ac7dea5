// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/precision_box.h"

#include "state/what_if_state.h"
#include "text/labels.h"
#include "widgets/retranslator.h"

#include <QSignalBlocker>

namespace blab::ui {

PrecisionBox::PrecisionBox(WhatIfState *state, QWidget *parent) : QComboBox(parent), m_state(state)
{
    for (core::Precision p : core::Precisions::kAll)
        addItem(QString(), static_cast<int>(p));
    Retranslator::nameItems(this, [](const QVariant &p) {
        return Labels::precision(static_cast<core::Precision>(p.toInt()));
    });
    Retranslator::bind(this, [this] {
        setToolTip(tr("Which peak of each device to use. FP32 is plain single precision; TF32, "
                      "BF16/FP16, FP8 and FP4 run on tensor (matrix) units, many times faster on "
                      "cards that have them (FP4 on the B200, B300, GB200 and GB300 and the MI350 "
                      "series). A device "
                      "without a figure for the chosen format falls back to FP32. In serving, "
                      "until you pick one, the peak the device gives the weight format is "
                      "chosen."));
    });
    connect(this, &QComboBox::activated, this, [this](int index) {
        m_state->setPrecision(static_cast<core::Precision>(itemData(index).toInt()));
        m_state->flush();
    });
    sync();
}

void PrecisionBox::sync()
{
    const QSignalBlocker block(this);
    // The snapshot's precision: in serving, the one chosen for the device until one is picked.
    setCurrentIndex(findData(static_cast<int>(m_state->snapshot()->inputs.precision)));
}

} // namespace blab::ui
