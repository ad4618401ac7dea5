// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/label_placer.h"

#include <QChart>
#include <QLineSeries>
#include <algorithm>

namespace blab::ui {

std::optional<QRectF> LabelPlacer::firstClear(const QList<QPointF> &topLefts, const QSizeF &size,
                                              const QList<QRectF> &taken, const QRectF &area)
{
    for (const QPointF &topLeft : topLefts) {
        const QRectF place(topLeft, size);
        const bool clear = std::none_of(taken.begin(), taken.end(),
                                        [&](const QRectF &r) { return r.intersects(place); });
        if (clear && area.contains(place))
            return place;
    }
    return std::nullopt;
}

std::optional<QRectF> LabelPlacer::beside(const QPointF &at, const QSizeF &size,
                                          const QList<QRectF> &taken, const QRectF &area,
                                          const QList<QLineF> &lines)
{
    // The four corners first, which keep the label clear of a marker of up to 16 pixels, then
    // the four sides, farther out for the same reason.
    const double w = size.width();
    const double h = size.height();
    const QPointF offsets[] = {{10.0, 8.0},           {-w - 10.0, 8.0}, {10.0, -h - 8.0},
                               {-w - 10.0, -h - 8.0}, {12.0, -h / 2},   {-w - 12.0, -h / 2},
                               {-w / 2, -h - 12.0},   {-w / 2, 12.0}};
    // Labels that merely touch read as one ("250 FLOP/B12092 FLOP/B"): a place must keep this
    // many pixels from every label placed before it.
    constexpr double kGap = 4.0;
    for (const bool avoidLines : {true, false}) {
        for (const QPointF &offset : offsets) {
            const QRectF place(at + offset, size);
            const QRectF spaced = place.adjusted(-kGap, -kGap, kGap, kGap);
            const bool clear = std::none_of(taken.begin(), taken.end(),
                                            [&](const QRectF &r) { return r.intersects(spaced); });
            const bool struck =
                avoidLines && std::any_of(lines.begin(), lines.end(),
                                          [&](const QLineF &l) { return crosses(l, place); });
            if (clear && !struck && (area.isEmpty() || area.contains(place)))
                return place;
        }
        if (lines.isEmpty())
            break;
    }
    return std::nullopt;
}

QList<QLineF> LabelPlacer::seriesLines(QChart *chart)
{
    QList<QLineF> result;
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (!line || !line->isVisible() || series->type() != QAbstractSeries::SeriesTypeLine)
            continue;
        for (int i = 1; i < line->count(); ++i)
            result.append(QLineF(chart->mapToPosition(line->at(i - 1), line),
                                 chart->mapToPosition(line->at(i), line)));
    }
    return result;
}

bool LabelPlacer::crosses(const QLineF &line, const QRectF &rect)
{
    if (rect.contains(line.p1()) || rect.contains(line.p2()))
        return true;
    const QLineF edges[] = {{rect.topLeft(), rect.topRight()},
                            {rect.topRight(), rect.bottomRight()},
                            {rect.bottomRight(), rect.bottomLeft()},
                            {rect.bottomLeft(), rect.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges), [&](const QLineF &edge) {
        return line.intersects(edge) == QLineF::BoundedIntersection;
    });
}

} // namespace blab::ui
