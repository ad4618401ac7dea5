// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_catalog.h"
#include "charts/chart_view.h"
#include "report/report_model.h"

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QLogValueAxis;

namespace blab::ui {

// Each device against this CPU, as multiples on a log scale: compute, memory bandwidth and
// compute per watt. The gap between the first two bars is the lesson's point.
class DeviceChart : public ChartView
{
    Q_OBJECT

public:
    explicit DeviceChart(QWidget *parent = nullptr);

    // One group of bars per device: its ratios against this CPU (the snapshot's, taken at
    // precision), named by names.
    void setDevices(const std::vector<core::DeviceRatios> &ratios, const QStringList &names,
                    core::Precision precision = core::Precision::Fp32);
    // Every device of the snapshot, named as the window names it in short.
    void setData(const core::ReportModel &snapshot);
    void retranslate() override;

    QBarSet *computeSet() const { return m_compute; }
    QBarSet *bandwidthSet() const { return m_bandwidth; }
    QBarCategoryAxis *categoryAxis() const { return m_categories; }

private:
    // Shrinks the names' font, a point at a time down to 6, until two upright lines fit the
    // room one device has below a plot as wide as the present one.
    void fitNames();

    core::Precision m_precision = core::Precision::Fp32;
    // The names' point size before any shrinking.
    double m_namesPointSize = 0.0;
    QBarSeries *m_series;
    QBarSet *m_compute;
    QBarSet *m_bandwidth;
    QBarSet *m_efficiency;
    QBarCategoryAxis *m_categories;
    QLogValueAxis *m_y;
};

} // namespace blab::ui
