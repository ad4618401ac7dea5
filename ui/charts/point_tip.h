// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPointF>
#include <QString>
#include <functional>

QT_BEGIN_NAMESPACE
class QScatterSeries;
class QWidget;
QT_END_NAMESPACE

namespace blab::ui {

// The tooltip of a scatter series' point, as its hovered signal reports it: the text of the
// point at that position, or nothing once the pointer leaves. The roofline's layers (measured,
// kernels, GPU) each give their own text for a point index.
class PointTip
{
public:
    static void show(const QScatterSeries *series, const QPointF &point, bool entered,
                     QWidget *view, const std::function<QString(int index)> &text);
};

} // namespace blab::ui
