#pragma once

#include "charts/chart_view.h"
#include "measure/machine_profiler.h"
#include "model/report_model.h"
#include "model/roofline_model.h"

#include <QVector>

class QLineSeries;
class QScatterSeries;
class QLogValueAxis;
class QGraphicsSimpleTextItem;

namespace blab::ui {

// Attainable GFLOPS against FLOP/B on log-log axes: the bandwidth slope, the compute roof, the
// balance point where they meet, and each kernel as a point on the roof coloured by its bound.
class RooflineChart : public ChartView
{
    Q_OBJECT

public:
    static constexpr double kMinIntensity = 0.01;
    static constexpr double kMaxIntensity = 10000.0;

    explicit RooflineChart(QWidget *parent = nullptr);

    void setData(const core::RooflineModel &model, const std::vector<core::Operation> &ops,
                 const QStringList &labels);
    // The snapshot's roofline and the lesson's kernels on it, each labelled by its short name.
    void setData(const core::ReportModel &snapshot);
    // The roof this machine measured and its kernels as points; nothing when not measured.
    void setMeasured(const std::optional<core::MachineProfile> &profile);
    void retranslate();
    void relayout() override;

    // For tests: the series the chart draws.
    QLineSeries *roofSeries() const { return m_roof; }
    QScatterSeries *balanceSeries() const { return m_balance; }
    const QVector<QScatterSeries *> &operationSeries() const { return m_ops; }
    QLogValueAxis *yAxis() const { return m_y; }
    QLineSeries *measuredRoofSeries() const { return m_measuredRoof; }
    QScatterSeries *measuredKernelSeries() const { return m_measuredKernels; }

protected:
    void applyPalette() override;

private:
    // Pens, colours and markers of the series that are not the kernels.
    void styleSeries();

    QLineSeries *m_roof;
    QLineSeries *m_balanceLine;
    QScatterSeries *m_balance;
    // Empty series that only explain the two colours in the legend.
    QScatterSeries *m_computeKey;
    QScatterSeries *m_bandwidthKey;
    QVector<QScatterSeries *> m_ops;
    QVector<QGraphicsSimpleTextItem *> m_opLabels;
    QGraphicsSimpleTextItem *m_balanceLabel;
    QLineSeries *m_measuredRoof;
    QScatterSeries *m_measuredKernels;
    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
    double m_balanceValue = 0.0;
    // The lowest and highest GFLOPS the measured points need on the axis.
    double m_measuredLow = 0.0;
    double m_measuredHigh = 0.0;
};

} // namespace blab::ui
