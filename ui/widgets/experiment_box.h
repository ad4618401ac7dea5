// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "widgets/retranslator.h"

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;

namespace blab::ui {

// One of the lesson's quick experiments as a button: it sets the controls, then says what to
// watch, so the lesson's point shows up in the chart instead of being read.
class ExperimentBox : public QWidget
{
    Q_OBJECT

public:
    // title and watch are asked for again when the language changes.
    ExperimentBox(const Retranslator::Text &title, const Retranslator::Text &watch,
                  std::function<void()> action, QWidget *parent = nullptr);

    QPushButton *button() const { return m_button; }
    // Replaces what to watch with what happened, once the experiment ran.
    void setNote(const Retranslator::Text &note);
    QLabel *note() const { return m_note; }

private:
    QPushButton *m_button;
    QLabel *m_note;
};

} // namespace blab::ui
