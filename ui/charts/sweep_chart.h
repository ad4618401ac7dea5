// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "report/report_model.h"

class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace blab::ui {

// sgemm GFLOPS against the matrix size, with this CPU's measured compute peak as a line: the
// lesson's first experiment over a whole range of sizes.
class SweepChart : public ChartView
{
    Q_OBJECT

public:
    explicit SweepChart(QWidget *parent = nullptr);

    // Empty when nothing was measured yet; the title says so.
    // The sgemm size sweep of the snapshot's measured profile; empty without one.
    void setData(const core::ReportModel &snapshot);
    void retranslate() override;

    QLineSeries *sweepSeries() const { return m_sweep; }
    QLineSeries *peakSeries() const { return m_peak; }

private:
    QLineSeries *m_sweep;
    QLineSeries *m_peak;
    QLogValueAxis *m_x;
    QValueAxis *m_y;
    bool m_empty = true;
};

} // namespace blab::ui
