// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/gpu_layer.h"

#include "charts/chart_label.h"
#include "charts/chart_style.h"
#include "charts/chart_view.h"
#include "charts/label_placer.h"
#include "charts/measured_layer.h"
#include "charts/point_tip.h"
#include "text/labels.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QStringList>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <optional>

namespace blab::ui {

namespace {

QString tflops(double gflops)
{
    return Labels::significant(gflops / 1000.0);
}

// "8192³": the size written whole, since QString::arg() would read a "³" after a placeholder as
// a digit of its number.
QString cube(int n)
{
    return QString::number(n) + QStringLiteral("³");
}

QString passName(const std::string &pass)
{
    if (pass == "copy")
        return GpuLayer::tr("copy");
    if (pass == "read")
        return GpuLayer::tr("read");
    return GpuLayer::tr("triad");
}

} // namespace

GpuLayer::GpuLayer(ChartView *view, double minX, double maxX)
    : QObject(view), m_view(view), m_minX(minX), m_maxX(maxX), m_sheet(new QLineSeries(this)),
      m_fma(new QLineSeries(this)), m_products(new QScatterSeries(this)),
      m_best(new QScatterSeries(this)), m_memoryLabel(new ChartLabel(view->chart())),
      m_roofLabel(new ChartLabel(view->chart())), m_sheetLabel(new ChartLabel(view->chart())),
      m_fmaLabel(new ChartLabel(view->chart()))
{
    const QColor measured = ChartStyle::accent();
    const QColor sheet = ChartStyle::muted();
    QPen sheetPen(sheet);
    sheetPen.setStyle(Qt::DashLine);
    sheetPen.setWidthF(1.8);
    m_sheet->setPen(sheetPen);
    for (int i = 0; i < kMaxPeaks; ++i) {
        auto *peak = new QLineSeries(this);
        QPen peakPen(sheetPen);
        peakPen.setStyle(Qt::DotLine);
        peak->setPen(peakPen);
        m_peaks.append(peak);
        m_peakLabels.append(new ChartLabel(view->chart()));
        m_peakLabels.back()->setBrush(sheet.darker(150));
    }
    QPen fmaPen(measured);
    fmaPen.setWidthF(2.0);
    m_fma->setPen(fmaPen);
    for (QScatterSeries *rings : {m_products, m_best}) {
        const bool best = rings == m_best;
        rings->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        rings->setMarkerSize(best ? 11 : 7);
        rings->setColor(Qt::transparent);
        rings->setBorderColor(measured);
        rings->setPen(QPen(measured, best ? 2.5 : 1.5));
        connect(rings, &QScatterSeries::hovered, this, &GpuLayer::showTip);
    }
    for (int i = 0; i < kMaxNamed; ++i)
        m_productLabels.append(new ChartLabel(view->chart()));
    for (ChartLabel *label :
         m_productLabels + QVector<ChartLabel *>{m_memoryLabel, m_roofLabel, m_fmaLabel})
        label->setBrush(measured.darker(115));
    m_sheetLabel->setBrush(sheet.darker(150));
    applyPalette();
    hideAll();
}

void GpuLayer::plotOnce()
{
    if (m_plotted)
        return;
    m_plotted = true;
    QList<QAbstractSeries *> all{m_sheet, m_fma, m_products, m_best};
    for (QLineSeries *peak : m_peaks)
        all.append(peak);
    for (QAbstractSeries *s : all)
        m_view->plot(s);
    retranslate();
}

void GpuLayer::applyPalette()
{
    for (ChartLabel *label :
         m_productLabels + m_peakLabels +
             QVector<ChartLabel *>{m_memoryLabel, m_roofLabel, m_sheetLabel, m_fmaLabel})
        label->usePalette(m_view->palette());
}

QString GpuLayer::sheetText() const
{
    const core::RooflineModel &sheet = *m_gpu->datasheetRoof;
    const QString tf = tflops(sheet.peakGflops), gbs = Labels::significant(sheet.bandwidthGBs);
    // A sheet without a figure at the chosen precision lends the peak of another.
    if (m_gpu->datasheetPrecision != m_precision)
        return tr("datasheet (%1, no %2 figure: its %3 peak): %4 TFLOPS, %5 GB/s")
            .arg(m_sheetName, Labels::precision(m_precision),
                 Labels::precision(m_gpu->datasheetPrecision), tf, gbs);
    return tr("datasheet (%1): %2 TFLOPS, %3 GB/s").arg(m_sheetName, tf, gbs);
}

void GpuLayer::setData(const core::ReportModel &snapshot)
{
    if (snapshot.rooflineOnMeasuredGpu && snapshot.measuredGpu) {
        m_gpu = snapshot.measuredGpu;
        m_roof = snapshot.roofline;
        m_precision = snapshot.inputs.precision;
        const int sheet = m_gpu->datasheetIndex;
        m_sheetName =
            sheet > 0 ? Labels::deviceShort(snapshot.devices[std::size_t(sheet)]) : QString();
        plotOnce();
    } else {
        m_gpu.reset();
    }
    fill();
}

void GpuLayer::hideAll()
{
    QList<QAbstractSeries *> all{m_sheet, m_fma, m_products, m_best};
    for (QLineSeries *peak : m_peaks)
        all.append(peak);
    for (QAbstractSeries *s : all)
        s->setVisible(false);
    for (ChartLabel *label :
         m_productLabels + m_peakLabels +
             QVector<ChartLabel *>{m_memoryLabel, m_roofLabel, m_sheetLabel, m_fmaLabel})
        label->setVisible(false);
}

void GpuLayer::fill()
{
    hideAll();
    if (!m_plotted)
        return;
    if (m_gpu) {
        fillDatasheet();
        fillPoints();
    }
    retranslate();
}

void GpuLayer::fillDatasheet()
{
    const std::optional<core::RooflineModel> &sheet = m_gpu->datasheetRoof;
    if (sheet && sheet->bandwidthGBs > 0) {
        const double balance = std::clamp(sheet->balanceFlopsPerByte(), m_minX, m_maxX);
        m_sheet->replace(
            QList<QPointF>{{m_minX, std::max(m_floor, sheet->attainableGflops(m_minX))},
                           {balance, sheet->peakGflops},
                           {m_maxX, sheet->peakGflops}});
        m_sheet->setVisible(true);
    }
    for (int i = 0; i < kMaxPeaks; ++i) {
        const bool used = sheet && i < static_cast<int>(m_gpu->datasheetPeaks.size());
        if (!used)
            continue;
        const core::MeasuredGpu::DatasheetPeak &peak = m_gpu->datasheetPeaks[std::size_t(i)];
        // From where the datasheet's memory roof meets it, as the datasheet's roofline would.
        const double from = std::clamp(peak.balanceFlopsPerByte, m_minX, m_maxX);
        m_peaks[i]->replace(QList<QPointF>{{from, peak.gflops}, {m_maxX, peak.gflops}});
        m_peaks[i]->setVisible(true);
    }
    // The multiply-add roof, where the chart's own roof is another precision's product.
    if (const std::optional<core::RooflineModel> &fma = m_gpu->fmaRoof) {
        const double from = std::clamp(fma->balanceFlopsPerByte(), m_minX, m_maxX);
        m_fma->replace(QList<QPointF>{{from, fma->peakGflops}, {m_maxX, fma->peakGflops}});
        m_fma->setVisible(true);
    }
}

void GpuLayer::fillPoints()
{
    QList<QPointF> points;
    QList<QPointF> best;
    QStringList names;
    for (const core::MeasuredGpu::Product &p : m_gpu->products) {
        const QPointF at(std::clamp(p.flopsPerByte, m_minX, m_maxX),
                         std::max(p.gflopsFastest, m_floor));
        points.append(at);
        if (p.bestOfPrecision)
            best.append(at);
        names << tr("What products reached: %1 %2")
                     .arg(Labels::kernelPrecision(p.precision), cube(p.n));
    }
    m_products->replace(points);
    m_best->replace(best);
    // Each ring's name for the chart's CSV table (ChartTable reads "pointNames").
    m_products->setProperty("pointNames", names);
    m_products->setVisible(!points.isEmpty());
    m_best->setVisible(!best.isEmpty());
}

double GpuLayer::lowest() const
{
    if (!m_gpu)
        return 0.0;
    double low = m_gpu->memoryRoofGBs * m_minX;
    for (const core::MeasuredGpu::Product &p : m_gpu->products)
        low = std::min(low, p.gflopsFastest);
    return low;
}

double GpuLayer::highest() const
{
    if (!m_gpu)
        return 0.0;
    double high = std::max(m_gpu->fmaPeakGflops, m_roof.peakGflops);
    if (m_gpu->datasheetRoof)
        high = std::max(high, m_gpu->datasheetRoof->peakGflops);
    for (const auto &peak : m_gpu->datasheetPeaks)
        high = std::max(high, peak.gflops);
    for (const core::MeasuredGpu::Product &p : m_gpu->products)
        high = std::max(high, p.gflopsFastest);
    return high;
}

void GpuLayer::setFloor(double y)
{
    if (y == m_floor)
        return;
    m_floor = y;
    fill();
}

QString GpuLayer::memoryText() const
{
    if (!m_gpu)
        return {};
    return tr("memory, measured (%1): %2 GB/s")
        .arg(passName(m_gpu->memoryRoofPass), Labels::significant(m_gpu->memoryRoofGBs, 4));
}

QString GpuLayer::roofText() const
{
    if (!m_gpu)
        return {};
    if (m_precision == core::Precision::Fp32 || !m_gpu->device.peakTflops(m_precision))
        return tr("FP32 multiply-add, measured: %1 TFLOPS").arg(tflops(m_roof.peakGflops));
    return tr("fastest %1 product, measured: %2 TFLOPS")
        .arg(Labels::kernelPrecision(core::Precisions::id(m_precision)), tflops(m_roof.peakGflops));
}

void GpuLayer::retranslate()
{
    m_sheet->setName(tr("Datasheet"));
    m_products->setName(tr("Products reached"));
    // One legend entry for the datasheet and one for the rings; the labels name the rest.
    QLegend *legend = m_view->chart()->legend();
    const auto show = [legend](QAbstractSeries *series, bool visible) {
        for (QLegendMarker *marker : legend->markers(series))
            marker->setVisible(visible);
    };
    show(m_sheet, m_sheet->isVisible());
    show(m_products, m_products->isVisible());
    show(m_best, false);
    show(m_fma, false);
    for (QLineSeries *peak : m_peaks)
        show(peak, false);
    retext();
}

void GpuLayer::retext()
{
    if (!m_gpu)
        return;
    m_memoryLabel->setText(memoryText());
    m_roofLabel->setText(roofText());
    m_fmaLabel->setText(
        tr("FP32 multiply-add, measured: %1 TFLOPS").arg(tflops(m_gpu->fmaPeakGflops)));
    if (m_gpu->datasheetRoof)
        m_sheetLabel->setText(sheetText());
    for (int i = 0; i < kMaxPeaks && i < static_cast<int>(m_gpu->datasheetPeaks.size()); ++i) {
        const core::MeasuredGpu::DatasheetPeak &peak = m_gpu->datasheetPeaks[std::size_t(i)];
        QStringList names;
        for (const std::string &precision : peak.precisions)
            names << Labels::kernelPrecision(precision);
        m_peakLabels[i]->setText(tr("datasheet %1: %2 TFLOPS")
                                     .arg(names.join(QStringLiteral(" / ")), tflops(peak.gflops)));
    }
}

QString GpuLayer::productTip(int i) const
{
    if (!m_gpu || i < 0 || i >= static_cast<int>(m_gpu->products.size()))
        return {};
    const core::MeasuredGpu::Product &p = m_gpu->products[std::size_t(i)];
    QString tip = tr("%1 product, n = %2, measured by cuBLASLt")
                      .arg(Labels::kernelPrecision(p.precision))
                      .arg(p.n);
    tip +=
        QLatin1Char('\n') + tr("%1 FLOP/B: 2n³ FLOPs over the %2 an n³ product moves at least "
                               "(A and B read once, the result written once)")
                                .arg(Labels::significant(p.flopsPerByte), Labels::bytes(p.bytes));
    tip += QLatin1Char('\n') + tr("fastest %1 TFLOPS, median %2 TFLOPS")
                                   .arg(tflops(p.gflopsFastest), tflops(p.gflopsMedian));
    if (p.datasheetGflops > 0)
        tip += QLatin1Char('\n') +
               tr("%1 of the datasheet's %2 TFLOPS")
                   .arg(Labels::percent(p.datasheetShare, 0), tflops(p.datasheetGflops));
    return tip;
}

void GpuLayer::showTip(const QPointF &point, bool entered)
{
    PointTip::show(m_products, point, entered, m_view, [this](int i) { return productTip(i); });
}

QList<QRectF> GpuLayer::pointRects() const
{
    QList<QRectF> rects;
    if (!m_gpu || !m_plotted)
        return rects;
    QChart *c = m_view->chart();
    for (QScatterSeries *rings : {m_products, m_best}) {
        for (int i = 0; i < rings->count(); ++i) {
            const QPointF at = c->mapToPosition(rings->at(i), rings);
            const double half = rings->markerSize() / 2.0 + 1.0;
            rects.append(QRectF(at.x() - half, at.y() - half, 2.0 * half, 2.0 * half));
        }
    }
    return rects;
}

void GpuLayer::placeOnSlope(ChartLabel *label, QList<QRectF> &used)
{
    QChart *c = m_view->chart();
    const double balance = std::clamp(m_roof.balanceFlopsPerByte(), m_minX, m_maxX);
    const QPointF a = c->mapToPosition(
        QPointF(m_minX, std::max(m_floor, m_roof.attainableGflops(m_minX))), m_sheet);
    const QPointF b = c->mapToPosition(QPointF(balance, m_roof.peakGflops), m_sheet);
    const double angle = qRadiansToDegrees(std::atan2(b.y() - a.y(), b.x() - a.x()));
    const QRectF area = c->plotArea();
    const double height = label->boundingRect().height();
    label->setTransformOriginPoint(0.0, height);
    label->setRotation(angle);
    // Along the slope from a fifth of the way, above it and then below it, at the first place
    // nothing covers.
    for (int step = 0; step < 12; ++step) {
        for (const double dy : {-height - 3.0, 3.0}) {
            const QPointF at = a + (b - a) * (0.2 + 0.05 * step);
            label->setPos(at + QPointF(3.0, dy));
            const QList<QRectF> strip = MeasuredLayer::stripOf(label);
            const bool clear = std::none_of(strip.begin(), strip.end(), [&](const QRectF &piece) {
                return std::any_of(used.begin(), used.end(),
                                   [&](const QRectF &r) { return r.intersects(piece); });
            });
            if (clear && area.contains(label->sceneBoundingRect().center())) {
                label->setVisible(true);
                used.append(strip);
                return;
            }
        }
    }
    label->setVisible(false);
}

void GpuLayer::placeOnFlat(ChartLabel *label, double from, double gflops, QList<QRectF> &used)
{
    QChart *c = m_view->chart();
    const QRectF area = c->plotArea();
    const QPointF start = c->mapToPosition(QPointF(from, gflops), m_sheet);
    const QSizeF size = label->boundingRect().size();
    const double h = size.height();
    QList<QPointF> places;
    // Centred on the line's height, then above or below one centred there already (two roofs a
    // few per cent apart, such as the measured and the datasheet FP32 roofs).
    for (const double dy : {-h / 2, -1.5 * h - 2.0, h / 2 + 2.0})
        places.append({start.x() - size.width() - 4.0, start.y() + dy});
    for (double x = area.right() - size.width() - 6.0; x > start.x(); x -= size.width() / 2) {
        places.append({x, start.y() - h - 1.0});
        places.append({x, start.y() + 1.0});
    }
    const std::optional<QRectF> place = LabelPlacer::firstClear(places, size, used, area);
    if (place) {
        label->setPos(place->topLeft());
        used.append(*place);
    }
    label->setVisible(place.has_value());
}

void GpuLayer::nameProducts(QList<QRectF> &used, const QList<QLineF> &lines)
{
    QChart *c = m_view->chart();
    const QRectF area = c->plotArea();
    int next = 0;
    for (int i = 0; i < m_products->count() && next < kMaxNamed; ++i) {
        const core::MeasuredGpu::Product &p = m_gpu->products[std::size_t(i)];
        if (!p.bestOfPrecision)
            continue;
        ChartLabel *label = m_productLabels[next++];
        // Short: the rings sit close together, and the tooltip has the rest.
        label->setText(
            tr("%1: %2 TFLOPS")
                .arg(QString::fromStdString(p.precision).toUpper(), tflops(p.gflopsFastest)));
        const QPointF at = c->mapToPosition(m_products->at(i), m_products);
        // Its own rings are in used too; the placer keeps a label off its point already.
        QList<QRectF> others;
        for (const QRectF &r : used) {
            if (QLineF(r.center(), at).length() > 0.5)
                others.append(r);
        }
        const std::optional<QRectF> place =
            LabelPlacer::beside(at, label->boundingRect().size(), others, area, lines);
        label->setVisible(place.has_value());
        if (place) {
            label->setPos(place->topLeft());
            used.append(*place);
        }
    }
}

QList<QRectF> GpuLayer::relayout(const QList<QRectF> &taken, const QList<QLineF> &lines)
{
    QList<QRectF> used = taken;
    if (!m_gpu || !m_plotted)
        return used;
    used.append(pointRects());
    retext();
    // Each flat roof's label beside the start of its line, which the series say.
    const auto from = [](const QLineSeries *line) {
        return line->count() > 0 ? line->at(line->count() - 2).x() : 1.0;
    };
    placeOnFlat(m_roofLabel, m_roof.balanceFlopsPerByte(), m_roof.peakGflops, used);
    placeOnSlope(m_memoryLabel, used);
    if (m_fma->isVisible())
        placeOnFlat(m_fmaLabel, from(m_fma), m_gpu->fmaPeakGflops, used);
    if (m_sheet->isVisible())
        placeOnFlat(m_sheetLabel, from(m_sheet), m_gpu->datasheetRoof->peakGflops, used);
    // The rings' names before the datasheet peaks', which have room left of their lines.
    nameProducts(used, lines);
    for (int i = 0; i < kMaxPeaks && i < static_cast<int>(m_gpu->datasheetPeaks.size()); ++i)
        placeOnFlat(m_peakLabels[i], from(m_peaks[i]), m_gpu->datasheetPeaks[std::size_t(i)].gflops,
                    used);
    return used;
}

} // namespace blab::ui
