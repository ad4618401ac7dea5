// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/label_placer.h"

#include <algorithm>

namespace blab::ui {

std::optional<QRectF> LabelPlacer::beside(const QPointF &at, const QSizeF &size,
                                          const QList<QRectF> &taken, const QRectF &area)
{
    // The four corners first, which keep the label clear of a marker of up to 16 pixels, then
    // the four sides, farther out for the same reason.
    const double w = size.width();
    const double h = size.height();
    const QPointF offsets[] = {{10.0, 8.0},           {-w - 10.0, 8.0}, {10.0, -h - 8.0},
                               {-w - 10.0, -h - 8.0}, {12.0, -h / 2},   {-w - 12.0, -h / 2},
                               {-w / 2, -h - 12.0},   {-w / 2, 12.0}};
    for (const QPointF &offset : offsets) {
        const QRectF place(at + offset, size);
        const bool clear = std::none_of(taken.begin(), taken.end(),
                                        [&](const QRectF &r) { return r.intersects(place); });
        if (clear && (area.isEmpty() || area.contains(place)))
            return place;
    }
    return std::nullopt;
}

} // namespace blab::ui
