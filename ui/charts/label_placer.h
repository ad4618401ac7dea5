// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <optional>

namespace blab::ui {

// Where a label of a point goes: below-right, below-left, above-right or above-left of the point,
// the first of those that no label placed before covers, so that labels stay off each other and
// off the line through the point.
class LabelPlacer
{
public:
    // The place for a label of size next to the pixel at, or nothing when all four are taken.
    // area, when not empty, must contain the label's centre.
    static std::optional<QRectF> beside(const QPointF &at, const QSizeF &size,
                                        const QList<QRectF> &taken, const QRectF &area = {});
};

} // namespace blab::ui
