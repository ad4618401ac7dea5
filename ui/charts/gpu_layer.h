// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/report_model.h"
#include "roofline/measured_gpu.h"

#include <QLineF>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QVector>
#include <optional>

class QLineSeries;
class QScatterSeries;

namespace blab::ui {

class ChartLabel;
class ChartView;

// A measured GPU on the roofline chart, while the chart shows its roofline (tab 3's "This GPU
// (measured)"): the chart's own roof is then the measured one, and this layer names its memory
// pass and its compute roof, draws the datasheet's roofs dashed and lighter beside it (the
// roofline at the chosen precision, and the peak of each other precision the card's products
// ran at), the FP32 multiply-add roof where another precision is chosen, and every product the
// measurement timed as a ring at its intensity and rate: what products reached. The fastest of
// each precision is a larger ring, named beside it where there is room; every ring has a
// tooltip. Its series join the chart
// the first time there is a GPU to draw, so that charts without one stay as they were.
class GpuLayer : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxPeaks = 4;
    static constexpr int kMaxNamed = 5;

    GpuLayer(ChartView *view, double minX, double maxX);

    // The snapshot's measured GPU when its roofline is the one shown; nothing otherwise.
    void setData(const core::ReportModel &snapshot);
    bool isEmpty() const { return !m_gpu.has_value(); }
    // The lowest and highest GFLOPS the layer needs on the y axis; 0 when empty.
    double lowest() const;
    double highest() const;
    // Lines and rings below the y axis sit on it.
    void setFloor(double y);
    // The right end of the intensity axis, which the roofs run to; the chart sets it before the
    // layer's data.
    void setMaxX(double x) { m_maxX = x; }
    void retranslate();
    void applyPalette();
    // Where the rings are drawn, so that other labels keep off them.
    QList<QRectF> pointRects() const;
    // Places the roofs' and the named rings' labels clear of taken and of each other; returns
    // taken with their places added. A ring's name with no room is left to its tooltip.
    QList<QRectF> relayout(const QList<QRectF> &taken, const QList<QLineF> &lines);

    // For tests.
    QLineSeries *datasheetSeries() const { return m_sheet; }
    const QVector<QLineSeries *> &datasheetPeakSeries() const { return m_peaks; }
    QLineSeries *fmaSeries() const { return m_fma; }
    QScatterSeries *productSeries() const { return m_products; }
    QScatterSeries *fastestSeries() const { return m_best; }
    QString productTip(int i) const;
    QString memoryText() const;
    QString roofText() const;
    // The datasheet roof's label, naming the precision whose peak it takes.
    QString sheetText() const;

private:
    void plotOnce();
    void fill();
    void fillDatasheet();
    void fillPoints();
    void retext();
    void showTip(const QPointF &point, bool entered);
    void hideAll();
    // A label along the measured slope, turned to follow it, above or below it.
    void placeOnSlope(ChartLabel *label, QList<QRectF> &used);
    // A label of a flat roof at height gflops that starts at intensity from: just left of its
    // start (where the space above the slopes is free), else above or below its right end,
    // else further left along it.
    void placeOnFlat(ChartLabel *label, double from, double gflops, QList<QRectF> &used);
    void nameProducts(QList<QRectF> &used, const QList<QLineF> &lines);

    ChartView *m_view;
    double m_minX;
    double m_maxX;
    double m_floor = 1e-12;
    bool m_plotted = false;
    std::optional<core::MeasuredGpu> m_gpu;
    // The roof the chart draws for the measured card, and the precision it is at.
    core::RooflineModel m_roof;
    core::Precision m_precision = core::Precision::Fp32;
    QString m_sheetName;
    QLineSeries *m_sheet;
    QVector<QLineSeries *> m_peaks;
    QLineSeries *m_fma;
    // Every product as a small ring; the fastest of each precision as a larger one over it.
    QScatterSeries *m_products;
    QScatterSeries *m_best;
    ChartLabel *m_memoryLabel;
    ChartLabel *m_roofLabel;
    ChartLabel *m_sheetLabel;
    ChartLabel *m_fmaLabel;
    QVector<ChartLabel *> m_peakLabels;
    QVector<ChartLabel *> m_productLabels;
};

} // namespace blab::ui
