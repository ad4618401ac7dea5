// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/measured_layer.h"

#include "charts/chart_label.h"
#include "charts/chart_view.h"
#include "charts/label_placer.h"
#include "charts/point_tip.h"
#include "text/labels.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <optional>

namespace blab::ui {

MeasuredLayer::MeasuredLayer(ChartView *view, const QColor &colour, double minX, double maxX,
                             int labelShift, bool nameGemms)
    : QObject(view), m_view(view), m_minX(minX), m_maxX(maxX), m_labelShift(labelShift),
      m_nameGemms(nameGemms), m_fp32(new QLineSeries(this)), m_fp64(new QLineSeries(this)),
      m_points(new QScatterSeries(this))
{
    for (int i = 0; i < kMaxRoofs; ++i) {
        m_roofs.append(new QLineSeries(this));
        m_roofLabels.append(new ChartLabel(view->chart()));
    }
    for (int i = 0; i < 2; ++i) {
        m_gemmLabels.append(new ChartLabel(view->chart()));
        m_peakLabels.append(new ChartLabel(view->chart()));
    }
    style(colour);
    for (QLineSeries *s : m_roofs)
        view->plot(s);
    for (QAbstractSeries *s : QList<QAbstractSeries *>{m_fp32, m_fp64, m_points})
        view->plot(s);
    connect(m_points, &QScatterSeries::hovered, this, &MeasuredLayer::showTip);
    setData(std::nullopt);
}

void MeasuredLayer::style(const QColor &colour)
{
    QPen roofPen(colour);
    roofPen.setWidthF(2.0);
    for (QLineSeries *s : m_roofs)
        s->setPen(roofPen);
    m_fp32->setPen(roofPen);
    QPen fp64Pen(colour);
    fp64Pen.setWidthF(2.0);
    fp64Pen.setStyle(Qt::DashLine);
    m_fp64->setPen(fp64Pen);
    m_points->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_points->setMarkerSize(9);
    m_points->setColor(Qt::transparent);
    m_points->setBorderColor(colour);
    m_points->setPen(QPen(colour, 2.0));
    for (ChartLabel *label : m_roofLabels + m_gemmLabels + m_peakLabels)
        label->setBrush(colour.darker(115));
    applyPalette();
}

void MeasuredLayer::applyPalette()
{
    for (ChartLabel *label : m_roofLabels + m_gemmLabels + m_peakLabels)
        label->usePalette(m_view->palette());
}

void MeasuredLayer::setOwner(const QString &owner)
{
    m_owner = owner;
    retranslate();
}

void MeasuredLayer::retranslate()
{
    m_roofs[0]->setName(m_owner);
    fill();
}

void MeasuredLayer::setFloor(double y)
{
    // Called on every slider move with the y axis's bottom, which changes only when the axis
    // crosses a decade; the series are replaced only then.
    if (y == m_floor)
        return;
    m_floor = y;
    fill();
}

void MeasuredLayer::setData(const std::optional<core::HierarchyRoofline> &roofline)
{
    m_roofline = roofline;
    fill();
}

QString MeasuredLayer::label() const
{
    return m_roofline ? QString::fromStdString(m_roofline->label) : QString();
}

double MeasuredLayer::lowest() const
{
    if (!m_roofline)
        return 0.0;
    double low = m_roofline->roofs.back().gbs * m_minX;
    for (const core::RooflinePoint &p : m_roofline->points)
        low = std::min(low, p.gflops);
    return low;
}

double MeasuredLayer::highest() const
{
    if (!m_roofline)
        return 0.0;
    double high = m_roofline->peakFp32;
    for (const core::RooflinePoint &p : m_roofline->points)
        high = std::max(high, p.gflops);
    return high;
}

void MeasuredLayer::showInLegend()
{
    // One entry per machine, its first roof named after it; the labels on the chart name the
    // levels and the peaks. Showing a series shows its marker again, so this runs after each.
    QLegend *legend = m_view->chart()->legend();
    const auto show = [legend](QAbstractSeries *series, bool visible) {
        for (QLegendMarker *marker : legend->markers(series))
            marker->setVisible(visible);
    };
    for (int i = 0; i < kMaxRoofs; ++i)
        show(m_roofs[i], i == 0 && m_roofline.has_value());
    for (QAbstractSeries *s : QList<QAbstractSeries *>{m_fp32, m_fp64, m_points})
        show(s, false);
}

void MeasuredLayer::fill()
{
    fillSeries();
    showInLegend();
}

void MeasuredLayer::fillSeries()
{
    const bool shown = m_roofline.has_value();
    const int roofs = shown ? static_cast<int>(m_roofline->roofs.size()) : 0;
    for (int i = 0; i < kMaxRoofs; ++i) {
        const bool present = i < roofs;
        m_roofs[i]->setVisible(present);
        m_roofLabels[i]->setVisible(present);
        if (!present) {
            m_roofs[i]->clear();
            continue;
        }
        const core::MemoryRoof &r = m_roofline->roofs[static_cast<std::size_t>(i)];
        const double meet = std::clamp(r.balanceFp32, m_minX, m_maxX);
        m_roofs[i]->replace(QList<QPointF>{{m_minX, std::max(m_floor, r.gbs * m_minX)},
                                           {meet, std::min(r.gbs * meet, m_roofline->peakFp32)}});
        m_roofLabels[i]->setText(roofLabel(i));
    }
    m_fp32->setVisible(shown);
    m_fp64->setVisible(shown && m_roofline->peakFp64 > 0);
    m_points->setVisible(shown);
    for (ChartLabel *label : m_gemmLabels + m_peakLabels)
        label->setVisible(false);
    if (!shown) {
        m_fp32->clear();
        m_fp64->clear();
        m_points->clear();
        return;
    }
    const core::MemoryRoof &fastest = m_roofline->roofs.front();
    const double from32 = std::clamp(fastest.balanceFp32, m_minX, m_maxX);
    m_fp32->replace(QList<QPointF>{{from32, m_roofline->peakFp32}, {m_maxX, m_roofline->peakFp32}});
    if (m_roofline->peakFp64 > 0) {
        const double from64 = std::clamp(fastest.balanceFp64, m_minX, m_maxX);
        m_fp64->replace(
            QList<QPointF>{{from64, m_roofline->peakFp64}, {m_maxX, m_roofline->peakFp64}});
    }
    QList<QPointF> points;
    for (const core::RooflinePoint &p : m_roofline->points)
        points.append({std::clamp(p.flopsPerByte, m_minX, m_maxX), std::max(p.gflops, m_floor)});
    m_points->replace(points);
}

QString MeasuredLayer::roofLabel(int i) const
{
    if (!m_roofline || i < 0 || i >= static_cast<int>(m_roofline->roofs.size()))
        return {};
    const core::MemoryRoof &r = m_roofline->roofs[static_cast<std::size_t>(i)];
    return tr("%1 %2 GB/s").arg(Labels::memoryLevel(r.name), Labels::significant(r.gbs));
}

QString MeasuredLayer::pointText(int i) const
{
    if (!m_roofline || i < 0 || i >= static_cast<int>(m_roofline->points.size()))
        return {};
    const core::RooflinePoint &p = m_roofline->points[static_cast<std::size_t>(i)];
    const core::MemoryRoof &roof = m_roofline->roofs[static_cast<std::size_t>(p.roof)];
    QString text = tr("%1 (%2)\n%3 FLOP/B, %4 GFLOPS measured")
                       .arg(Labels::measuredKernel(p), m_owner, Labels::significant(p.flopsPerByte),
                            Labels::significant(p.gflops));
    if (p.workingSetBytes > 0)
        text += tr("\nworking set %1, fed from %2")
                    .arg(Labels::binaryBytes(p.workingSetBytes), Labels::memoryLevel(roof.name));
    else
        text += tr("\nfed from %1").arg(Labels::memoryLevel(roof.name));
    text += tr("\n%1 % of what the %2 roof allows (%3 GFLOPS)")
                .arg(Labels::fixed(p.percentOfRoof, 0), Labels::memoryLevel(roof.name),
                     Labels::significant(p.attainableGflops));
    if (p.percentOfRoof > 100)
        text += tr("\nAbove 100 %: this kernel writes as well as reads, and the memory moves "
                   "both at once; the roof is a read bandwidth, which counts reads alone.");
    return text;
}

void MeasuredLayer::showTip(const QPointF &point, bool entered)
{
    PointTip::show(m_points, point, entered, m_view, [this](int i) { return pointText(i); });
}

QList<QRectF> MeasuredLayer::relayout(const QList<QRectF> &taken, const QList<QLineF> &lines)
{
    QList<QRectF> used = taken;
    if (!m_roofline)
        return used;
    QChart *c = m_view->chart();
    const QRectF area = c->plotArea();
    for (int i = 0; i < static_cast<int>(m_roofline->roofs.size()) && i < kMaxRoofs; ++i)
        placeRoofLabel(i, area, used);
    placePeakLabel(m_peakLabels[0], m_fp32, tr("FP32 %1 GFLOPS"), m_roofline->peakFp32, area, used);
    if (m_roofline->peakFp64 > 0)
        placePeakLabel(m_peakLabels[1], m_fp64, tr("FP64 %1 GFLOPS"), m_roofline->peakFp64, area,
                       used);
    if (m_nameGemms)
        placeGemmLabels(area, used, lines);
    return used;
}

void MeasuredLayer::placePeakLabel(ChartLabel *label, QLineSeries *line, const QString &format,
                                   double gflops, const QRectF &area, QList<QRectF> &used)
{
    label->setText(format.arg(Labels::significant(gflops)));
    const QPointF end = m_view->chart()->mapToPosition(line->at(1), line);
    const QSizeF size = label->boundingRect().size();
    // At the right end of the roof, above it, or below it when that is taken.
    const double x = area.right() - size.width() - 6.0;
    const std::optional<QRectF> place = LabelPlacer::firstClear(
        {QPointF(x, end.y() - size.height() - 2.0), QPointF(x, end.y() + 2.0)}, size, used, area);
    if (place) {
        label->setPos(place->topLeft());
        used.append(*place);
    }
    label->setVisible(place.has_value());
}

QList<QRectF> MeasuredLayer::stripOf(const QGraphicsItem *label)
{
    // A turned label's bounding box covers far more than its text; six boxes along the text
    // cover it closely, so that labels on neighbouring roofs can sit side by side.
    const QRectF box = label->boundingRect();
    QList<QRectF> pieces;
    for (int k = 0; k < 6; ++k) {
        const QRectF piece(box.left() + box.width() * k / 6.0, box.top(), box.width() / 6.0,
                           box.height());
        pieces.append(label->mapRectToScene(piece));
    }
    return pieces;
}

void MeasuredLayer::placeRoofLabel(int i, const QRectF &area, QList<QRectF> &used)
{
    QChart *c = m_view->chart();
    QLineSeries *line = m_roofs[i];
    ChartLabel *label = m_roofLabels[i];
    if (line->count() < 2)
        return;
    const QPointF a = c->mapToPosition(line->at(0), line);
    const QPointF b = c->mapToPosition(line->at(1), line);
    const double angle = qRadiansToDegrees(std::atan2(b.y() - a.y(), b.x() - a.x()));
    // Each label sits on its own roof a little further along than the one before, so that
    // parallel roofs close together do not stack their labels; the first position that no
    // other label covers wins.
    for (int step = 0; step < 12; ++step) {
        const double t = 0.06 + 0.07 * ((i + m_labelShift + step) % 12);
        const QPointF at = a + (b - a) * t;
        // Turned about its bottom-left corner, which sits just above the roof.
        const double height = label->boundingRect().height();
        label->setTransformOriginPoint(0.0, height);
        label->setRotation(angle);
        label->setPos(at + QPointF(3.0, -height - 3.0));
        const QList<QRectF> strip = stripOf(label);
        const bool clear = std::none_of(strip.begin(), strip.end(), [&](const QRectF &piece) {
            return std::any_of(used.begin(), used.end(),
                               [&](const QRectF &r) { return r.intersects(piece); });
        });
        if (area.contains(label->sceneBoundingRect().center()) && clear) {
            label->setVisible(true);
            used.append(strip);
            return;
        }
    }
    label->setVisible(false);
}

void MeasuredLayer::placeGemmLabels(const QRectF &area, QList<QRectF> &used,
                                    const QList<QLineF> &lines)
{
    QChart *c = m_view->chart();
    int next = 0;
    for (int i = 0; i < static_cast<int>(m_roofline->points.size()) && next < 2; ++i) {
        const core::RooflinePoint &p = m_roofline->points[static_cast<std::size_t>(i)];
        if (p.name != "sgemm" && p.name != "dgemm")
            continue;
        ChartLabel *label = m_gemmLabels[next++];
        const core::MemoryRoof &roof = m_roofline->roofs[static_cast<std::size_t>(p.roof)];
        label->setText(tr("%1: %2 % of its %3 roof")
                           .arg(Labels::measuredKernel(p), Labels::fixed(p.percentOfRoof, 0),
                                Labels::memoryLevel(roof.name)));
        const QPointF at = c->mapToPosition(m_points->at(i), m_points);
        const std::optional<QRectF> place =
            LabelPlacer::beside(at, label->boundingRect().size(), used, area, lines);
        label->setVisible(place.has_value());
        if (place) {
            label->setPos(place->topLeft());
            used.append(*place);
        }
    }
}

} // namespace blab::ui
