// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/point_tip.h"

#include <QCursor>
#include <QScatterSeries>
#include <QToolTip>
#include <QWidget>

namespace blab::ui {

void PointTip::show(const QScatterSeries *series, const QPointF &point, bool entered, QWidget *view,
                    const std::function<QString(int index)> &text)
{
    if (!entered) {
        QToolTip::hideText();
        return;
    }
    for (int i = 0; i < series->count(); ++i) {
        if (series->at(i) == point) {
            QToolTip::showText(QCursor::pos(), text(i), view);
            return;
        }
    }
}

} // namespace blab::ui
