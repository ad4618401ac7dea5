// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/wheel_guard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>

namespace blab::ui {

namespace {

// The input a widget is, or is part of: a spin box's line edit belongs to its spin box.
QWidget *inputOf(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        if (qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
            qobject_cast<QAbstractSlider *>(w))
            return w;
        if (w->isWindow())
            break;
    }
    return nullptr;
}

} // namespace

WheelGuard::WheelGuard(QObject *parent) : QObject(parent) {}

void WheelGuard::install()
{
    static QPointer<WheelGuard> installed;
    if (installed || !qApp)
        return;
    installed = new WheelGuard(qApp);
    qApp->installEventFilter(installed);
}

bool WheelGuard::guards(const QWidget *widget)
{
    QWidget *input = inputOf(const_cast<QWidget *>(widget));
    // A scroll bar is a slider too, but scrolling is what its wheel is for.
    if (!input || input->inherits("QScrollBar"))
        return false;
    return !input->hasFocus();
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget)
        return false;
    if (event->type() == QEvent::Polish) {
        // Qt gives combo boxes the wheel focus: a turn of the wheel would take the focus and
        // then the value. Inputs take the focus by click or Tab only.
        if (QWidget *input = inputOf(widget); input && input->focusPolicy() == Qt::WheelFocus)
            input->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || !guards(widget))
        return false;
    // The nearest scroll area around the input scrolls instead, through its viewport.
    for (QWidget *w = inputOf(widget)->parentWidget(); w; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
            QApplication::sendEvent(area->viewport(), event);
            break;
        }
    }
    return true;
}

} // namespace blab::ui
