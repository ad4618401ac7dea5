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
    return {content + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(),
            QScrollArea::minimumSizeHint().height()};
}

} // namespace blab::ui
