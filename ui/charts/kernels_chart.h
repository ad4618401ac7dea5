// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "measure/cpu/kernel_advisor.h"

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QLineSeries;
class QValueAxis;

namespace blab::ui {

// sgemm GFLOPS of every OpenBLAS kernel family the CPU can run, the recommended one in the
// accent colour, with this CPU's multiply-add peak as a dashed line: how much of the CPU each
// family reaches.
class KernelsChart : public ChartView
{
    Q_OBJECT

public:
    explicit KernelsChart(QWidget *parent = nullptr);

    void setResult(const core::AdvisorResult &result);
    void retranslate() override;

    QBarSet *gflopsSet() const { return m_gflops; }
    QLineSeries *peakSeries() const { return m_peak; }
    QBarCategoryAxis *categoryAxis() const { return m_categories; }

protected:
    void applyPalette() override;

private:
    core::AdvisorResult m_result;
    QBarSeries *m_series;
    QBarSet *m_gflops;
    QLineSeries *m_peak;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_y;
};

} // namespace blab::ui
