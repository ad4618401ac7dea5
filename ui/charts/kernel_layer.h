// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/report_model.h"
#include "roofline/roofline_model.h"

#include <QLineF>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QVector>
#include <vector>

class QLineSeries;
class QScatterSeries;

namespace blab::ui {

class ChartLabel;
class ChartView;

// The user's own kernels on the roofline chart (report --kernel, export --kernel): a point at
// each one's intensity and attained GFLOPS, named beside it with the share of the roof above it
// that it reached, and a tooltip with the rest.
class KernelLayer : public QObject
{
    Q_OBJECT

public:
    KernelLayer(ChartView *view, double minX, double maxX);

    // The kernels placed on the device the chart shows; the others belong to another chart.
    // shown is the roof the chart draws itself; a kernel held under another peak of the device
    // (another precision) gets that peak's roof, dashed, named after its precisions.
    void setData(const std::vector<core::ReportModel::PlacedKernel> &kernels,
                 const core::RooflineModel &shown = {});
    bool isEmpty() const { return m_kernels.empty(); }
    // The lowest and highest GFLOPS the points need on the y axis; 0 when empty.
    double lowest() const;
    double highest() const;
    // Points below the y axis sit on it.
    void setFloor(double y);
    // The right end of the intensity axis, which the roofs run to; the chart sets it before the
    // layer's data.
    void setMaxX(double x) { m_maxX = x; }
    void retranslate();
    void applyPalette();
    // Where the points are drawn, so that other labels keep off them.
    QList<QRectF> pointRects() const;
    // Puts each name beside its point, clear of taken; a name with no room moves to the tooltip.
    QList<QRectF> relayout(const QList<QRectF> &taken, const QList<QLineF> &lines);

    QScatterSeries *pointSeries() const { return m_points; }
    // The other precisions' roofs, in use or not (hidden when not).
    const QVector<QLineSeries *> &ceilingSeries() const { return m_ceilings; }
    // A kernel's name and share, as the label beside its point says it.
    QString labelText(std::size_t i) const;

private:
    // The points at the kernels' intensities and speeds, none below the floor.
    void placePoints();
    // The roofs of the kernels' precisions that the chart does not draw itself.
    void placeCeilings();
    void namePoints();
    void showTip(const QPointF &point, bool entered);
    QString tipText(std::size_t i) const;

    ChartView *m_view;
    double m_minX;
    double m_maxX;
    double m_floor = 0.0;
    QScatterSeries *m_points;
    bool m_plotted = false;
    QVector<ChartLabel *> m_labels;
    QVector<QLineSeries *> m_ceilings;
    core::RooflineModel m_shown;
    std::vector<core::ReportModel::PlacedKernel> m_kernels;
};

} // namespace blab::ui
