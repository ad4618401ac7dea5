// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QGraphicsSimpleTextItem>

namespace blab::ui {

// Text on a chart with a translucent backdrop in the chart's background colour, so that a label
// stays legible where it crosses grid lines or other series (the roofs of a hierarchical
// roofline run close together).
class ChartLabel : public QGraphicsSimpleTextItem
{
public:
    explicit ChartLabel(QGraphicsItem *parent = nullptr);

    void setBackdrop(const QColor &colour) { m_backdrop = colour; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QColor m_backdrop = QColor(255, 255, 255, 200);
};

} // namespace blab::ui
