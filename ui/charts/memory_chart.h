#pragma once

#include "core/memory_model.h"
#include "ui/charts/chart_view.h"

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace blab::ui {

// What training needs in memory, weights / gradients / optimizer state stacked, beside what the
// chosen device has. The weights alone are the bottom segment: the rest is what people forget.
class MemoryChart : public ChartView
{
    Q_OBJECT

public:
    explicit MemoryChart(QWidget *parent = nullptr);

    void setData(const core::MemoryBreakdown &memory, double deviceBytes,
                 const QString &deviceName);
    void retranslate();

    QBarSet *weightsSet() const { return m_weights; }
    QBarSet *optimizerSet() const { return m_optimizer; }
    QBarSet *capacitySet() const { return m_capacity; }

private:
    QStackedBarSeries *m_series;
    QBarSet *m_weights;
    QBarSet *m_gradients;
    QBarSet *m_optimizer;
    QBarSet *m_capacity;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_y;
    QString m_deviceName;
};

} // namespace blab::ui
