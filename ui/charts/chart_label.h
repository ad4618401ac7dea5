// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QGraphicsSimpleTextItem>
#include <QPalette>

namespace blab::ui {

// Text on a chart with a translucent backdrop in the chart's background colour, so that a label
// stays legible where it crosses grid lines or other series (the roofs of a hierarchical
// roofline run close together). Labels sit above the series, which Qt Charts draws at small z
// values; otherwise a line runs through the text the backdrop is there to keep clear.
class ChartLabel : public QGraphicsSimpleTextItem
{
public:
    explicit ChartLabel(QGraphicsItem *parent = nullptr);

    // The backdrop in the palette's base colour, a little translucent.
    void usePalette(const QPalette &palette);
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QColor m_backdrop = QColor(255, 255, 255, 200);
};

} // namespace blab::ui
