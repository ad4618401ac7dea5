// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "roofline/hierarchy_roofline.h"

#include <QColor>
#include <QLineF>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QVector>
#include <optional>

class QGraphicsItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;

namespace blab::ui {

class ChartLabel;
class ChartView;

// One measured machine on the roofline chart: a slanted roof for each level of its memory
// hierarchy, labelled with the level's name and GB/s, its FP32 and FP64 compute roofs, and its
// measured kernels as points whose tooltips say which level feeds them and how close they come
// to that level's roof. The roofline chart holds one for this machine and one for a second
// machine opened for comparison, in another colour.
class MeasuredLayer : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxRoofs = 5;

    // labelShift moves this layer's roof labels along their roofs, so that two machines' labels
    // start at different places; nameGemms puts sgemm's and dgemm's share of their roof beside
    // their points (the second machine leaves that to the tooltips, to keep the chart legible).
    MeasuredLayer(ChartView *view, const QColor &colour, double minX, double maxX,
                  int labelShift = 0, bool nameGemms = true);

    void setData(const std::optional<core::HierarchyRoofline> &roofline);
    bool isEmpty() const { return !m_roofline.has_value(); }
    // The machine's CPU model and date, empty when there is none.
    QString label() const;
    // The lowest and highest GFLOPS the layer needs on the y axis; 0 when empty.
    double lowest() const;
    double highest() const;
    // Lines start at the bottom of the y axis rather than below it.
    void setFloor(double y);
    // The right end of the intensity axis, which the roofs run to; the chart sets it before the
    // layer's data.
    void setMaxX(double x) { m_maxX = x; }
    // Names in the legend: who measured ("This machine" or the other machine's label).
    void setOwner(const QString &owner);
    void retranslate();
    // The labels' backdrop follows the view's background, light or dark.
    void applyPalette();
    // Puts the roof labels along their roofs for the current plot area; returns the rectangles
    // they take so that other labels can keep clear.
    QList<QRectF> relayout(const QList<QRectF> &taken, const QList<QLineF> &lines = {});

    // For tests.
    const QVector<QLineSeries *> &roofSeries() const { return m_roofs; }
    QLineSeries *fp32Series() const { return m_fp32; }
    QLineSeries *fp64Series() const { return m_fp64; }
    QScatterSeries *pointSeries() const { return m_points; }
    QString roofLabel(int i) const;
    QString pointText(int i) const;
    // The scene rectangles a turned label covers: six boxes along its text, far closer than its
    // bounding box, so that labels on neighbouring roofs can sit side by side.
    static QList<QRectF> stripOf(const QGraphicsItem *label);

private:
    void style(const QColor &colour);
    void fill();
    void fillSeries();
    void showInLegend();
    void placePeakLabel(ChartLabel *label, QLineSeries *line, const QString &format, double gflops,
                        const QRectF &area, QList<QRectF> &used);
    void showTip(const QPointF &point, bool entered);
    void placeRoofLabel(int i, const QRectF &area, QList<QRectF> &used);
    // sgemm and dgemm are named on the chart with the share of their level's roof they reach.
    void placeGemmLabels(const QRectF &area, QList<QRectF> &used, const QList<QLineF> &lines);

    ChartView *m_view;
    double m_minX;
    double m_maxX;
    int m_labelShift = 0;
    bool m_nameGemms = true;
    double m_floor = 1e-12;
    QString m_owner;
    std::optional<core::HierarchyRoofline> m_roofline;
    QVector<QLineSeries *> m_roofs;
    QVector<ChartLabel *> m_roofLabels;
    QVector<ChartLabel *> m_gemmLabels;
    QVector<ChartLabel *> m_peakLabels;
    QLineSeries *m_fp32;
    QLineSeries *m_fp64;
    QScatterSeries *m_points;
};

} // namespace blab::ui
