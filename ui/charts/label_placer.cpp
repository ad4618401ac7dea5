// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/label_placer.h"

#include <algorithm>

namespace blab::ui {

std::optional<QRectF> LabelPlacer::beside(const QPointF &at, const QSizeF &size,
                                          const QList<QRectF> &taken, const QRectF &area)
{
    const QPointF offsets[] = {{10.0, 8.0},
                               {-size.width() - 10.0, 8.0},
                               {10.0, -size.height() - 8.0},
                               {-size.width() - 10.0, -size.height() - 8.0}};
    for (const QPointF &offset : offsets) {
        const QRectF place(at + offset, size);
        const bool clear = std::none_of(taken.begin(), taken.end(),
                                        [&](const QRectF &r) { return r.intersects(place); });
        if (clear && (area.isEmpty() || area.contains(place.center())))
            return place;
    }
    return std::nullopt;
}

} // namespace blab::ui
