// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QWidget;

namespace blab::ui {

// One rule for every input of the program: a combo box, spin box or slider takes the mouse
// wheel only while it has the keyboard focus (a click or Tab gives it). Otherwise the wheel
// scrolls the page under it, as a reader scrolling past expects, instead of changing a value
// the user never chose to edit. Installed once on the application.
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    // Installs the guard on the running application; calling it again does nothing.
    static void install();
    // Whether the wheel over this widget (or a part of one, such as a spin box's line edit)
    // would change an input that does not have the focus.
    static bool guards(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
};

} // namespace blab::ui
