// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "report/report_model.h"

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace blab::ui {

// Decode throughput against the batch: what a step reaches, and the two limits it is the lesser
// of, compute alone and memory alone. Below the knee the curve follows the memory limit up;
// past it, the flat compute limit caps it. Beneath it, what is expected after the efficiencies
// and fixed costs, which the marker of the chosen batch sits on.
class ServingRateChart : public ChartView
{
    Q_OBJECT

public:
    explicit ServingRateChart(QWidget *parent = nullptr);
    void setData(const core::ReportModel &model);
    void retranslate() override;

    // The roofline bound (dashed) and the expected figure (solid).
    QLineSeries *reached() const { return m_reached; }
    QLineSeries *expected() const { return m_expected; }
    QLineSeries *computeLimit() const { return m_compute; }
    QLineSeries *bandwidthLimit() const { return m_bandwidth; }
    QScatterSeries *marker() const { return m_marker; }

private:
    QLineSeries *m_reached;
    QLineSeries *m_expected;
    QLineSeries *m_compute;
    QLineSeries *m_bandwidth;
    // The largest batch whose KV cache still fits, as an upright line.
    QLineSeries *m_fitLimit;
    QScatterSeries *m_marker;
    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
};

} // namespace blab::ui
