// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/chart_label.h"

#include "charts/chart_style.h"

#include <QPainter>

namespace blab::ui {

ChartLabel::ChartLabel(QGraphicsItem *parent) : QGraphicsSimpleTextItem(parent)
{
    setZValue(ChartStyle::kLabelZ);
}

void ChartLabel::usePalette(const QPalette &palette)
{
    m_backdrop = palette.color(QPalette::Base);
    m_backdrop.setAlpha(210);
    update();
}

void ChartLabel::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_backdrop);
    painter->drawRoundedRect(boundingRect().adjusted(-2.0, -1.0, 2.0, 1.0), 3.0, 3.0);
    painter->restore();
    QGraphicsSimpleTextItem::paint(painter, option, widget);
}

} // namespace blab::ui
