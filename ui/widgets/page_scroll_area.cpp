// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/page_scroll_area.h"

#include "widgets/reflow_row.h"

#include <QResizeEvent>
#include <QScrollBar>

namespace blab::ui {

PageScrollArea::PageScrollArea(QWidget *page, QWidget *parent) : QScrollArea(parent)
{
    setWidget(page);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    // The page's own background, not the scroll area's darker base colour, shows around it.
    setBackgroundRole(QPalette::Window);
    setObjectName(page->objectName() + QStringLiteral("Scroll"));
}

void PageScrollArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    reflow();
}

void PageScrollArea::reflow()
{
    const QList<ReflowRow *> rows = widget()->findChildren<ReflowRow *>();
    if (rows.isEmpty())
        return;
    // A box layout caches its minimum, and a change of direction below it does not clear the
    // cache of the layouts above, so each is cleared before the page is asked.
    const auto turn = [this, &rows](bool stacked) {
        for (ReflowRow *row : rows)
            row->setStacked(stacked);
        for (QLayout *layout : widget()->findChildren<QLayout *>())
            layout->invalidate();
        // A row inside a widget of its own (tab 5's two sides) reaches the page through that
        // widget's cached size, which only updateGeometry() clears.
        for (ReflowRow *row : rows) {
            for (QWidget *w = row->parentWidget(); w && w != widget(); w = w->parentWidget())
                w->updateGeometry();
        }
    };
    turn(false);
    // The width the page needs with every row side by side decides; the vertical scroll bar's
    // width is kept free, as a stacked page is the taller one.
    const int room = width() - 2 * frameWidth() - verticalScrollBar()->sizeHint().width();
    if (widget()->minimumSizeHint().width() > room)
        turn(true);
}

} // namespace blab::ui
