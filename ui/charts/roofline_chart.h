// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_label.h"
#include "charts/chart_view.h"
#include "report/report_model.h"
#include "roofline/roofline_model.h"

#include <QPair>
#include <QStringList>
#include <QVector>
#include <optional>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QLogValueAxis;
class QGraphicsSimpleTextItem;

namespace blab::ui {

class GpuLayer;
class KernelLayer;
class MeasuredLayer;

// Attainable GFLOPS against FLOP/B on log-log axes: the bandwidth slope, the compute roof, the
// balance point where they meet, and each kernel as a point on the roof coloured by its bound.
// Over the model's roof it draws the hierarchy this machine measured (a roof per memory level,
// FP32 and FP64 peaks, the measured kernels) and a second machine's, when one is opened.
class RooflineChart : public ChartView
{
    Q_OBJECT

public:
    static constexpr double kMinIntensity = 0.01;
    // The axis's right end at the least, and at the most.
    static constexpr double kMaxIntensity = 10000.0;
    static constexpr double kLargestIntensity = 1e7;

    explicit RooflineChart(QWidget *parent = nullptr);

    void setData(const core::RooflineModel &model, const std::vector<core::Operation> &ops,
                 const QStringList &labels);
    // The snapshot's roofline and the lesson's kernels on it, each labelled by its short name,
    // over this machine's measured roofline (a roof per level of the memory hierarchy, FP32 and
    // FP64 compute roofs, the measured kernels) and, in a second colour, the other machine's;
    // nothing for what is not there.
    void setData(const core::ReportModel &snapshot);
    void retranslate() override;
    void relayout() override;

    // For tests: the series the chart draws.
    QLineSeries *roofSeries() const { return m_roof; }
    QScatterSeries *balanceSeries() const { return m_balance; }
    const QVector<QScatterSeries *> &operationSeries() const { return m_ops; }
    QScatterSeries *expectedSeries() const { return m_expected; }
    const QVector<ChartLabel *> &operationLabels() const { return m_opLabels; }
    ChartLabel *balanceLabel() const { return m_balanceLabel; }
    // The tooltip of kernel i's marker: its label's text when the label had no room, else empty.
    QString operationTip(int i) const { return m_opTips.value(i); }
    QLogValueAxis *xAxis() const { return m_x; }
    QLogValueAxis *yAxis() const { return m_y; }
    // This machine's measured roofline and the one opened for comparison.
    MeasuredLayer *measuredLayer() const { return m_here; }
    MeasuredLayer *comparisonLayer() const { return m_other; }
    KernelLayer *kernelLayer() const { return m_kernels; }
    // A measured GPU's roofs and products, while its roofline is the one shown.
    GpuLayer *gpuLayer() const { return m_gpu; }

protected:
    void applyPalette() override;

private:
    // Pens, colours and markers of the series that are not the kernels.
    void styleSeries();
    // The y axis's whole decades: the roof, the kernels on it and every layer that has data.
    QPair<double, double> yRangeFor(const core::RooflineModel &model,
                                    const std::vector<core::Operation> &ops) const;
    // The serving phases' expected rates, as rings under the roof; none when no op has one.
    void showExpected(const std::vector<core::Operation> &ops, double floor);

    QLineSeries *m_roof;
    QLineSeries *m_balanceLine;
    QScatterSeries *m_balance;
    // Empty series that only explain the two colours in the legend.
    QScatterSeries *m_computeKey;
    QScatterSeries *m_bandwidthKey;
    // Serving's prefill and decode as expected, hollow, under their bound on the roof.
    QScatterSeries *m_expected;
    QVector<QScatterSeries *> m_ops;
    QVector<ChartLabel *> m_opLabels;
    QStringList m_opTips;
    ChartLabel *m_balanceLabel;
    MeasuredLayer *m_here;
    MeasuredLayer *m_other;
    KernelLayer *m_kernels = nullptr;
    GpuLayer *m_gpu = nullptr;
    // The roof drawn is a measured GPU's: the legend names it so.
    bool m_onGpu = false;
    // The intensity axis's right end: kMaxIntensity, or further to reach the points drawn.
    double m_maxX = kMaxIntensity;
    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
    double m_balanceValue = 0.0;
};

} // namespace blab::ui
