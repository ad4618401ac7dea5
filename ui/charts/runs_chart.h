// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "measure/cpu/sgemm_benchmark.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace blab::ui {

// Every timed sgemm run as a point (GFLOPS against run number), the fastest marked, the median
// as a line: the spread shows how much the machine disturbed the measurement.
class RunsChart : public ChartView
{
    Q_OBJECT

public:
    explicit RunsChart(QWidget *parent = nullptr);

    void setRuns(const std::vector<double> &runSeconds, double flops, int plannedRuns);
    void retranslate() override;

    QScatterSeries *runSeries() const { return m_runs; }
    QScatterSeries *fastestSeries() const { return m_fastest; }

private:
    QScatterSeries *m_runs;
    QScatterSeries *m_fastest;
    QLineSeries *m_median;
    QValueAxis *m_x;
    QValueAxis *m_y;
};

} // namespace blab::ui
