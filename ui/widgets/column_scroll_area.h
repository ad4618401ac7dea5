// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QScrollArea>

namespace blab::ui {

// A column of controls that scrolls up and down when the window is too short for it. Its
// minimum width is its content's, with room for the scroll bar, as a hint rather than a fixed
// minimum: a window squeezed below its own minimum (a screen smaller than the window, or no
// window manager to enforce it) then squeezes this column like its neighbours instead of laying
// it over them.
class ColumnScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    // Takes content as its widget, which follows the area's width.
    explicit ColumnScrollArea(QWidget *content, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    // Unrolled, the column asks for its content's whole height and never scrolls itself: in a
    // row stacked on a page that scrolls (see ReflowRow), a second scroll bar inside the page
    // would show the column through a slot.
    void setUnrolled(bool unrolled);
    bool isUnrolled() const { return m_unrolled; }

private:
    bool m_unrolled = false;
};

} // namespace blab::ui
