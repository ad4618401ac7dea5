// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <optional>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace blab::ui {

// Where a label of a point goes: below-right, below-left, above-right or above-left of the point,
// then right, left, above or below it, the first of those that no label placed before covers,
// so that labels stay off each other and off the line through the point. A place that no drawn
// line crosses either is preferred; only when none of the eight is clear of the lines does a
// label sit across one (its backdrop keeps it legible). A label that has none of these places
// is not drawn: its caller puts the text in the point's tooltip instead.
class LabelPlacer
{
public:
    // The place for a label of size next to the pixel at, or nothing when all eight are taken.
    // area, when not empty, must contain the whole label.
    static std::optional<QRectF> beside(const QPointF &at, const QSizeF &size,
                                        const QList<QRectF> &taken, const QRectF &area = {},
                                        const QList<QLineF> &lines = {});
    // The first of the candidate top-left corners where a label of size overlaps no taken place
    // and lies inside area, or nothing when none does (labels along a roof line).
    static std::optional<QRectF> firstClear(const QList<QPointF> &topLefts, const QSizeF &size,
                                            const QList<QRectF> &taken, const QRectF &area);
    // Every segment of the chart's visible line series, in the chart's pixels.
    static QList<QLineF> seriesLines(QChart *chart);
    // Whether line runs through rect or has an end inside it.
    static bool crosses(const QLineF &line, const QRectF &rect);
};

} // namespace blab::ui
