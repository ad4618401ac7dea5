// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/kernel_layer.h"

#include "charts/chart_label.h"
#include "charts/chart_view.h"
#include "charts/label_placer.h"
#include "charts/point_tip.h"
#include "text/kernels_text.h"
#include "text/labels.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace blab::ui {

namespace {

// Teal: apart from the roofline's blue and orange, the measured layers' green and violet.
const QColor kColour(0x00, 0x83, 0x8f);

double attained(const core::ReportModel::PlacedKernel &k)
{
    return k.kernel.flops / k.kernel.seconds / 1e9;
}

} // namespace

KernelLayer::KernelLayer(ChartView *view, double minX, double maxX)
    : QObject(view), m_view(view), m_minX(minX), m_maxX(maxX), m_points(new QScatterSeries(this))
{
    m_points->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_points->setMarkerSize(11);
    m_points->setColor(kColour);
    m_points->setBorderColor(Qt::white);
    connect(m_points, &QScatterSeries::hovered, this, &KernelLayer::showTip);
    retranslate();
    setData({});
}

void KernelLayer::setData(const std::vector<core::ReportModel::PlacedKernel> &kernels,
                          const core::RooflineModel &shown)
{
    m_kernels = kernels;
    m_shown = shown;
    while (m_labels.size() < static_cast<int>(m_kernels.size())) {
        m_labels.append(new ChartLabel(m_view->chart()));
        m_labels.back()->setBrush(kColour.darker(120));
        m_labels.back()->usePalette(m_view->palette());
    }
    placePoints();
    namePoints();
    for (int i = 0; i < m_labels.size(); ++i) {
        const bool used = i < static_cast<int>(m_kernels.size());
        m_labels[i]->setVisible(used);
        if (used)
            m_labels[i]->setText(labelText(static_cast<std::size_t>(i)));
    }
}

void KernelLayer::placePoints()
{
    QList<QPointF> points;
    for (const core::ReportModel::PlacedKernel &k : m_kernels)
        points.append(
            {std::clamp(k.op.flopsPerByte(), m_minX, m_maxX), std::max(attained(k), m_floor)});
    // The series joins the chart with the first kernel: an empty one would still leave empty
    // groups in an exported SVG, and the charts without kernels stay as they were.
    if (!points.isEmpty() && !m_plotted) {
        m_view->plot(m_points);
        m_plotted = true;
    }
    m_points->replace(points);
    m_points->setVisible(!points.isEmpty());
    if (QLegendMarker *marker = m_view->chart()->legend()->markers(m_points).value(0))
        marker->setVisible(!points.isEmpty());
    placeCeilings();
}

void KernelLayer::placeCeilings()
{
    // Each peak once, with every precision held under it (BF16 and FP16 tensor share one).
    std::vector<std::pair<double, QStringList>> peaks;
    for (const core::ReportModel::PlacedKernel &k : m_kernels) {
        const double peak = k.peakGflops;
        if (!(peak > 0.0) || !std::isfinite(peak) ||
            std::abs(peak - m_shown.peakGflops) <= 1e-9 * peak)
            continue;
        auto same = std::find_if(peaks.begin(), peaks.end(),
                                 [peak](const auto &p) { return p.first == peak; });
        if (same == peaks.end())
            same = peaks.insert(peaks.end(), {peak, QStringList()});
        const QString name = Labels::kernelPrecision(k.kernel.precision);
        if (!same->second.contains(name))
            same->second << name;
    }
    while (m_ceilings.size() < static_cast<int>(peaks.size())) {
        auto *line = new QLineSeries(this);
        QPen pen(kColour);
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.8);
        line->setPen(pen);
        m_view->plot(line);
        m_ceilings.append(line);
    }
    const double bandwidth = m_shown.bandwidthGBs;
    for (int i = 0; i < m_ceilings.size(); ++i) {
        const bool used = i < static_cast<int>(peaks.size()) && bandwidth > 0.0;
        m_ceilings[i]->setVisible(used);
        if (QLegendMarker *marker = m_view->chart()->legend()->markers(m_ceilings[i]).value(0))
            marker->setVisible(used);
        if (!used)
            continue;
        const double peak = peaks[static_cast<std::size_t>(i)].first;
        const double balance = std::clamp(peak / bandwidth, m_minX, m_maxX);
        m_ceilings[i]->replace(QList<QPointF>{
            {m_minX, std::max(bandwidth * m_minX, m_floor)}, {balance, peak}, {m_maxX, peak}});
        m_ceilings[i]->setName(tr("%1 roof").arg(
            peaks[static_cast<std::size_t>(i)].second.join(QStringLiteral(" / "))));
    }
}

double KernelLayer::lowest() const
{
    double low = 0.0;
    for (const core::ReportModel::PlacedKernel &k : m_kernels)
        low = low == 0.0 ? attained(k) : std::min(low, attained(k));
    return low;
}

double KernelLayer::highest() const
{
    double high = 0.0;
    for (const core::ReportModel::PlacedKernel &k : m_kernels) {
        // The axis range must stay finite, whatever a kernel's figures.
        for (const double y : {attained(k), k.placement.boundGflops, k.peakGflops}) {
            if (std::isfinite(y))
                high = std::max(high, y);
        }
    }
    return high;
}

void KernelLayer::setFloor(double y)
{
    m_floor = y;
    placePoints();
}

// Each point's name for the chart's CSV table (ChartTable reads the "pointNames" property), so
// that a row says which kernel it is.
void KernelLayer::namePoints()
{
    QStringList names;
    for (const core::ReportModel::PlacedKernel &k : m_kernels)
        names << tr("Your kernels: %1").arg(Labels::userText(k.kernel.name));
    m_points->setProperty("pointNames", names);
}

void KernelLayer::retranslate()
{
    m_points->setName(tr("Your kernels"));
    namePoints();
    placeCeilings();
    for (std::size_t i = 0; i < m_kernels.size() && i < std::size_t(m_labels.size()); ++i)
        m_labels[static_cast<int>(i)]->setText(labelText(i));
}

void KernelLayer::applyPalette()
{
    for (ChartLabel *label : m_labels)
        label->usePalette(m_view->palette());
}

QString KernelLayer::labelText(std::size_t i) const
{
    const core::ReportModel::PlacedKernel &k = m_kernels[i];
    // Profilers' names run to sixty characters; the point's tooltip gives the whole of it.
    const QString name = Labels::elidedMiddle(Labels::userText(k.kernel.name));
    if (k.placement.roof.empty())
        return name;
    return tr("%1\n%2 of %3")
        .arg(name, Labels::percent(k.placement.shareOfBound, 0),
             KernelsText::roof(k.placement.roof));
}

QString KernelLayer::tipText(std::size_t i) const
{
    const core::ReportModel::PlacedKernel &k = m_kernels[i];
    QString tip =
        tr("%1: %2 FLOP/B, %3 GFLOPS")
            .arg(Labels::userText(k.kernel.name), Labels::significant(k.op.flopsPerByte()),
                 Labels::significant(attained(k)));
    if (!k.placement.roof.empty())
        tip += QLatin1Char('\n') + tr("the %1 roof allows %2 GFLOPS here: %3 of it")
                                       .arg(KernelsText::roof(k.placement.roof),
                                            Labels::significant(k.placement.boundGflops),
                                            Labels::percent(k.placement.shareOfBound, 0));
    return tip;
}

void KernelLayer::showTip(const QPointF &point, bool entered)
{
    PointTip::show(m_points, point, entered, m_view,
                   [this](int i) { return tipText(static_cast<std::size_t>(i)); });
}

QList<QRectF> KernelLayer::pointRects() const
{
    QList<QRectF> rects;
    QChart *c = m_view->chart();
    for (int i = 0; i < m_points->count() && m_plotted; ++i) {
        const QPointF at = c->mapToPosition(m_points->at(i), m_points);
        const double half = m_points->markerSize() / 2.0 + 2.0;
        rects.append(QRectF(at.x() - half, at.y() - half, 2.0 * half, 2.0 * half));
    }
    return rects;
}

QList<QRectF> KernelLayer::relayout(const QList<QRectF> &taken, const QList<QLineF> &lines)
{
    QList<QRectF> used = taken;
    QChart *c = m_view->chart();
    const QRectF area = c->plotArea();
    for (int i = 0; i < m_points->count() && i < m_labels.size(); ++i) {
        const QPointF at = c->mapToPosition(m_points->at(i), m_points);
        const std::optional<QRectF> place =
            LabelPlacer::beside(at, m_labels[i]->boundingRect().size(), used, area, lines);
        m_labels[i]->setVisible(place.has_value());
        if (!place)
            continue;
        m_labels[i]->setPos(place->topLeft());
        used.append(*place);
    }
    return used;
}

} // namespace blab::ui
