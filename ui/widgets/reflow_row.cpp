// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/reflow_row.h"

#include "widgets/column_scroll_area.h"

#include <QChartView>
#include <QTabWidget>
#include <QVariant>
#include <algorithm>

namespace blab::ui {

ReflowRow::ReflowRow() : QBoxLayout(QBoxLayout::LeftToRight) {}

void ReflowRow::setStacked(bool stacked)
{
    setDirection(stacked ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    for (int i = 0; i < count(); ++i) {
        QWidget *widget = itemAt(i)->widget();
        if (auto *column = qobject_cast<ColumnScrollArea *>(widget))
            column->setUnrolled(stacked);
        // Charts, and the tab widget that holds tab 1's charts; their own minimum is kept in a
        // property to go back to.
        if (!qobject_cast<QChartView *>(widget) && !qobject_cast<QTabWidget *>(widget))
            continue;
        if (!widget->property("sideBySideHeight").isValid()) {
            widget->setProperty("sideBySideHeight", widget->minimumHeight());
            widget->setProperty("stackedWidth", widget->minimumWidth());
        }
        const int own = widget->property("sideBySideHeight").toInt();
        const int width = widget->property("stackedWidth").toInt();
        widget->setMinimumHeight(stacked ? std::max(own, kStackedChartHeight) : own);
        widget->setMinimumWidth(stacked ? width : std::max(width, kSideBySideChartWidth));
    }
}

} // namespace blab::ui
