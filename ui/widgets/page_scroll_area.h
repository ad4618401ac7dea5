// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QScrollArea>

namespace blab::ui {

// A tab's page that scrolls, in either direction, when the window is smaller than the page needs.
// Without it the tab widget squeezed its page below the page's own minimum on a 1024 x 700 screen:
// table columns shrank to a few pixels and charts and buttons were cut off. The page keeps its
// minimum size, and the window's minimum becomes this area's, which is small.
class PageScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    // Takes page as its widget; the page follows the area's size down to the page's minimum.
    explicit PageScrollArea(QWidget *page, QWidget *parent = nullptr);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // Puts the page's ReflowRows side by side where they fit in the view's width, else one
    // above the other.
    void reflow();
};

} // namespace blab::ui
