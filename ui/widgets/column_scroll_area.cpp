// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/column_scroll_area.h"

#include <QScrollBar>

namespace blab::ui {

ColumnScrollArea::ColumnScrollArea(QWidget *content, QWidget *parent) : QScrollArea(parent)
{
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
}

QSize ColumnScrollArea::minimumSizeHint() const
{
    const int content = widget() ? widget()->minimumSizeHint().width() : 0;
    const int height = m_unrolled && widget() ? widget()->sizeHint().height() + 2 * frameWidth()
                                              : QScrollArea::minimumSizeHint().height();
    return {content + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), height};
}

void ColumnScrollArea::setUnrolled(bool unrolled)
{
    m_unrolled = unrolled;
    setVerticalScrollBarPolicy(unrolled ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    updateGeometry();
}

} // namespace blab::ui
