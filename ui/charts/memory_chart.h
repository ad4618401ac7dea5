// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "report/report_model.h"

class QBarCategoryAxis;
class QBarSet;
class QGraphicsSimpleTextItem;
class QStackedBarSeries;
class QValueAxis;

namespace blab::ui {

// What training needs per card, weights / gradients / optimizer state / activations / logits
// stacked, beside what the device has. By parameter count: one card holding everything and the
// three ways of splitting across the chosen cards (ZeRO stages 1, 2 and 3). Under a trained
// model's layout: the card that holds the most at ZeRO stages 0 to 3, the chosen one marked, as
// the snapshot's layoutMemoryByZeroStage gives them. The weights alone are the bottom segment:
// the rest is what people forget.
class MemoryChart : public ChartView
{
    Q_OBJECT

public:
    explicit MemoryChart(QWidget *parent = nullptr);

    void setData(const core::ReportModel &model);
    void retranslate() override;
    void relayout() override;

    QBarSet *weightsSet() const { return m_weights; }
    QBarSet *gradientsSet() const { return m_gradients; }
    QBarSet *optimizerSet() const { return m_optimizer; }
    QBarSet *activationsSet() const { return m_activations; }
    QBarSet *logitsSet() const { return m_logits; }
    QBarSet *capacitySet() const { return m_capacity; }
    // The value written in segment category of set (0 weights … 5 device memory), or nothing
    // where the label is hidden for want of room.
    const QGraphicsSimpleTextItem *segmentLabel(int set, int category) const;

private:
    void setCategories();
    QList<QBarSet *> sets() const;
    void showTip(bool entered, int index, QBarSet *set);

    QStackedBarSeries *m_series;
    QBarSet *m_weights;
    QBarSet *m_gradients;
    QBarSet *m_optimizer;
    QBarSet *m_activations;
    QBarSet *m_logits;
    QBarSet *m_capacity;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_y;
    // One per set and bar, drawn by the chart rather than by Qt Charts, whose bar labels pile up
    // in thin segments.
    QList<QGraphicsSimpleTextItem *> m_segmentLabels;
    QString m_deviceName;
    int m_cards = 0;
    // Under the layout, the chosen ZeRO stage; -1 by parameter count.
    int m_zeroStage = -1;
};

} // namespace blab::ui
