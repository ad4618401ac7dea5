// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "report/report_model.h"

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace blab::ui {

// Serving memory, GB: weights, KV cache and the overhead kept back, on one card and on each card
// of the tensor-parallel group, beside the device's memory.
class ServingMemoryChart : public ChartView
{
    Q_OBJECT

public:
    explicit ServingMemoryChart(QWidget *parent = nullptr);
    void setData(const core::ReportModel &model);
    void retranslate() override;

    QBarSet *weightsSet() const { return m_weights; }
    QBarSet *cacheSet() const { return m_cache; }
    QBarSet *overheadSet() const { return m_overhead; }
    QBarSet *capacitySet() const { return m_capacity; }

private:
    void setCategories();
    void showTip(bool entered, int index, QBarSet *set);

    QStackedBarSeries *m_series;
    QBarSet *m_weights;
    QBarSet *m_cache;
    QBarSet *m_overhead;
    QBarSet *m_capacity;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_y;
    int m_cards = 1;
    QString m_deviceName;
};

} // namespace blab::ui
