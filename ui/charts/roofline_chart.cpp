// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/roofline_chart.h"

#include "charts/chart_style.h"
#include "charts/gpu_layer.h"
#include "charts/kernel_layer.h"
#include "charts/label_placer.h"
#include "charts/measured_layer.h"
#include "text/labels.h"

#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace blab::ui {

namespace {
// The lesson's four kernels, then a language model's prefill and decode step.
constexpr int kOperations = 6;
} // namespace

RooflineChart::RooflineChart(QWidget *parent)
    : ChartView(QStringLiteral("roofline"), parent), m_roof(new QLineSeries(this)),
      m_balanceLine(new QLineSeries(this)), m_balance(new QScatterSeries(this)),
      m_computeKey(new QScatterSeries(this)), m_bandwidthKey(new QScatterSeries(this)),
      m_expected(new QScatterSeries(this)), m_balanceLabel(new ChartLabel(chart())),
      m_here(nullptr), m_other(nullptr), m_x(new QLogValueAxis(this)), m_y(new QLogValueAxis(this))
{
    QChart *c = chart();
    m_x->setBase(10);
    m_x->setLabelFormat(ChartView::kAxisNumbers);
    m_x->setRange(kMinIntensity, kMaxIntensity);
    m_x->setMinorTickCount(8);
    m_y->setBase(10);
    m_y->setLabelFormat(ChartView::kAxisNumbers);
    m_y->setMinorTickCount(8);
    setAxes(m_x, m_y);

    applyPalette();
    styleSeries();
    QList<QAbstractSeries *> all{m_roof,       m_balanceLine,  m_balance,
                                 m_computeKey, m_bandwidthKey, m_expected};
    const QScatterSeries::MarkerShape shapes[kOperations] = {
        QScatterSeries::MarkerShapeCircle,           QScatterSeries::MarkerShapeTriangle,
        QScatterSeries::MarkerShapeRotatedRectangle, QScatterSeries::MarkerShapeStar,
        QScatterSeries::MarkerShapePentagon,         QScatterSeries::MarkerShapeRectangle};
    for (int i = 0; i < kOperations; ++i) {
        auto *s = new QScatterSeries(this);
        s->setMarkerSize(14);
        s->setMarkerShape(shapes[i]);
        s->setBorderColor(Qt::white);
        m_ops.append(s);
        m_opLabels.append(new ChartLabel(c));
        m_opTips.append(QString());
        all.append(s);
        connect(s, &QScatterSeries::hovered, this, [this, i](const QPointF &, bool entered) {
            if (entered && !m_opTips[i].isEmpty())
                QToolTip::showText(QCursor::pos(), m_opTips[i], this);
            else
                QToolTip::hideText();
        });
    }
    for (QAbstractSeries *s : all) {
        plot(s);
    }
    m_here = new MeasuredLayer(this, ChartStyle::accent(), kMinIntensity, kMaxIntensity);
    m_other =
        new MeasuredLayer(this, ChartStyle::comparison(), kMinIntensity, kMaxIntensity, 5, false);
    m_kernels = new KernelLayer(this, kMinIntensity, kMaxIntensity);
    m_gpu = new GpuLayer(this, kMinIntensity, kMaxIntensity);
    // The dashed guide needs no legend entry, and the kernels are named on the chart itself; the
    // legend explains the roof, the balance point, the two colours and each layer.
    c->legend()->markers(m_balanceLine).first()->setVisible(false);
    // The rings are hollow; their legend key shows the ring's colour.
    c->legend()->markers(m_expected).first()->setBrush(ChartStyle::accent());
    for (QScatterSeries *s : m_ops)
        c->legend()->markers(s).first()->setVisible(false);
    QFont bold = m_balanceLabel->font();
    bold.setBold(true);
    m_balanceLabel->setFont(bold);
    m_balanceLabel->setBrush(ChartStyle::balance());
    retranslate();
}

void RooflineChart::styleSeries()
{
    QPen balancePen(ChartStyle::balance());
    balancePen.setStyle(Qt::DashLine);
    balancePen.setWidthF(1.2);
    m_balanceLine->setPen(balancePen);
    m_balance->setColor(ChartStyle::balance());
    m_balance->setMarkerSize(11);
    m_balance->setMarkerShape(QScatterSeries::MarkerShapeRectangle);

    m_computeKey->setColor(ChartStyle::compute());
    m_bandwidthKey->setColor(ChartStyle::bandwidth());
    for (QScatterSeries *key : {m_computeKey, m_bandwidthKey}) {
        key->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        key->setMarkerSize(12);
    }
    m_expected->setColor(Qt::transparent);
    QPen ring(ChartStyle::accent());
    ring.setWidthF(2.5);
    m_expected->setPen(ring);
    m_expected->setMarkerSize(14);
}

void RooflineChart::applyPalette()
{
    ChartView::applyPalette();
    // The roof is the chart's frame of reference, drawn in the text colour so that it stands out
    // on a light or a dark background alike.
    QColor roof = palette().color(QPalette::Text);
    roof.setAlphaF(0.7);
    QPen roofPen(roof);
    roofPen.setWidthF(2.5);
    m_roof->setPen(roofPen);
    for (ChartLabel *label : m_opLabels + QVector<ChartLabel *>{m_balanceLabel})
        label->usePalette(palette());
    if (m_here && m_other && m_kernels && m_gpu) {
        m_here->applyPalette();
        m_other->applyPalette();
        m_kernels->applyPalette();
        m_gpu->applyPalette();
    }
}

void RooflineChart::retranslate()
{
    chart()->setTitle(tr("Roofline: attainable performance against arithmetic intensity"));
    m_x->setTitleText(tr("Arithmetic intensity (FLOP/B, log scale)"));
    m_y->setTitleText(tr("Attainable GFLOPS (log scale)"));
    m_roof->setName(m_onGpu ? tr("This GPU") : tr("Model roof"));
    m_balance->setName(tr("Balance point"));
    m_computeKey->setName(tr("Compute-bound"));
    m_bandwidthKey->setName(tr("Bandwidth-bound"));
    m_expected->setName(tr("Serving, expected (the roof is the bound)"));
    m_here->setOwner(tr("This machine, measured"));
    m_other->retranslate();
    m_kernels->retranslate();
    m_gpu->retranslate();
}

QPair<double, double> RooflineChart::yRangeFor(const core::RooflineModel &model,
                                               const std::vector<core::Operation> &ops) const
{
    double lowest = model.attainableGflops(kMinIntensity);
    for (const core::Operation &op : ops)
        lowest = std::min(lowest, model.attainableGflops(op.flopsPerByte()));
    double highest = std::max(model.peakGflops, 1e-9) * 2.0;
    for (const MeasuredLayer *layer : {m_here, m_other}) {
        if (!layer->isEmpty()) {
            lowest = std::min(lowest, layer->lowest());
            highest = std::max(highest, layer->highest() * 2.0);
        }
    }
    if (!m_kernels->isEmpty()) {
        lowest = std::min(lowest, m_kernels->lowest());
        highest = std::max(highest, m_kernels->highest() * 2.0);
    }
    if (!m_gpu->isEmpty()) {
        lowest = std::min(lowest, m_gpu->lowest());
        highest = std::max(highest, m_gpu->highest() * 2.0);
    }
    return decadeRange(lowest, highest);
}

void RooflineChart::setData(const core::RooflineModel &model,
                            const std::vector<core::Operation> &ops, const QStringList &labels)
{
    const double peak = std::max(model.peakGflops, 1e-9);
    const double balance = std::clamp(model.balanceFlopsPerByte(), kMinIntensity, m_maxX);
    m_balanceValue = model.balanceFlopsPerByte();

    const QPair<double, double> yRange = yRangeFor(model, ops);
    m_y->setRange(yRange.first, yRange.second);
    m_here->setFloor(yRange.first);
    m_other->setFloor(yRange.first);
    m_kernels->setFloor(yRange.first);
    m_gpu->setFloor(yRange.first);

    const auto clampY = [&](double y) {
        return std::max(y, yRange.first);
    };
    m_roof->replace(QList<QPointF>{{kMinIntensity, clampY(model.attainableGflops(kMinIntensity))},
                                   {balance, peak},
                                   {m_maxX, peak}});
    m_balanceLine->replace(QList<QPointF>{{balance, yRange.first}, {balance, peak}});
    m_balance->replace(QList<QPointF>{{balance, peak}});

    for (int i = 0; i < m_ops.size(); ++i) {
        QScatterSeries *s = m_ops[i];
        const bool present = i < static_cast<int>(ops.size());
        s->setVisible(present);
        m_opLabels[i]->setVisible(present);
        if (!present)
            continue;
        const core::Operation &op = ops[static_cast<std::size_t>(i)];
        const double ai = std::clamp(op.flopsPerByte(), kMinIntensity, m_maxX);
        const core::Bound bound = model.boundFor(op.flopsPerByte());
        const QColor colour =
            bound == core::Bound::Compute ? ChartStyle::compute() : ChartStyle::bandwidth();
        if (s->color() != colour)
            s->setColor(colour);
        s->replace(QList<QPointF>{{ai, clampY(model.attainableGflops(ai))}});
        const QString label = labels.value(i);
        if (s->name() != label)
            s->setName(label);
        m_opLabels[i]->setText(
            tr("%1\n%2 FLOP/B").arg(label, Labels::significant(op.flopsPerByte())));
        m_opLabels[i]->setBrush(colour);
    }
    showExpected(ops, yRange.first);
    m_balanceLabel->setText(tr("balance %1 FLOP/B").arg(Labels::significant(m_balanceValue)));
    relayout();
}

void RooflineChart::showExpected(const std::vector<core::Operation> &ops, double floor)
{
    QList<QPointF> expected;
    for (const core::Operation &op : ops) {
        if (op.expectedGflops > 0)
            expected.append(QPointF(std::clamp(op.flopsPerByte(), kMinIntensity, m_maxX),
                                    std::max(op.expectedGflops, floor)));
    }
    m_expected->replace(expected);
    m_expected->setVisible(!expected.isEmpty());
}

void RooflineChart::relayout()
{
    QChart *c = chart();
    const QRectF area = c->plotArea();
    // The user's kernels' points and the measured products' rings first: no label may cover one.
    QList<QRectF> taken = m_kernels ? m_kernels->pointRects() : QList<QRectF>();
    if (m_gpu)
        taken.append(m_gpu->pointRects());
    const QList<QLineF> lines = LabelPlacer::seriesLines(c);
    if (m_balance->count() > 0) {
        const QPointF at = c->mapToPosition(m_balance->at(0), m_balance);
        const QRectF box = m_balanceLabel->boundingRect();
        // Above the balance point, kept inside the plot where the point sits near its top.
        QPointF pos = at + QPointF(-box.width() / 2, -box.height() - 10.0);
        pos.setX(
            std::clamp(pos.x(), area.left(), std::max(area.left(), area.right() - box.width())));
        pos.setY(std::max(pos.y(), area.top()));
        m_balanceLabel->setPos(pos);
        taken.append(QRectF(pos, box.size()));
        // The dashed line down from the point: a label on it would be struck through.
        taken.append(QRectF(at.x() - 3.0, at.y(), 6.0, area.bottom() - at.y()));
    }
    for (int i = 0; i < m_ops.size(); ++i) {
        m_opTips[i].clear();
        if (!m_ops[i]->isVisible() || m_ops[i]->count() == 0)
            continue;
        const QPointF at = c->mapToPosition(m_ops[i]->at(0), m_ops[i]);
        const QRectF box = m_opLabels[i]->boundingRect();
        // A label with no free place beside its own marker is left out rather than drawn over
        // another one or beside the wrong marker; its text moves to the marker's tooltip.
        const std::optional<QRectF> place = LabelPlacer::beside(at, box.size(), taken, area, lines);
        m_opLabels[i]->setVisible(place.has_value());
        if (!place) {
            m_opTips[i] = m_opLabels[i]->text();
            continue;
        }
        m_opLabels[i]->setPos(place->topLeft());
        taken.append(*place);
    }
    // The layers are made after the chart's own series; a layout before then has none to place.
    if (m_here && m_other && m_kernels && m_gpu)
        m_kernels->relayout(
            m_other->relayout(m_here->relayout(m_gpu->relayout(taken, lines), lines), lines),
            lines);
}

void RooflineChart::setData(const core::ReportModel &snapshot)
{
    // The axis reaches the most intense point drawn, a decade at a time, from 10⁴ up: a long
    // prompt's prefill (tens of thousands of FLOP/B) is drawn where it is, not on the edge.
    const std::vector<core::Operation> ops = snapshot.roofOperations();
    double highest = snapshot.roofline.balanceFlopsPerByte();
    for (const core::Operation &op : ops)
        highest = std::max(highest, op.flopsPerByte());
    for (const core::ReportModel::PlacedKernel &k : snapshot.kernelsOnRoofline())
        highest = std::max(highest, k.op.flopsPerByte());
    const double maxX =
        std::clamp(std::pow(10.0, std::ceil(std::log10(std::max(1.0, highest * 2.0)))),
                   kMaxIntensity, kLargestIntensity);
    if (maxX != m_maxX) {
        m_maxX = maxX;
        m_x->setRange(kMinIntensity, m_maxX);
        for (MeasuredLayer *layer : {m_here, m_other})
            layer->setMaxX(m_maxX);
        m_kernels->setMaxX(m_maxX);
        m_gpu->setMaxX(m_maxX);
    }
    // The measured layers first: the axes' range takes them in.
    m_here->setData(snapshot.hierarchy);
    m_other->setData(snapshot.otherHierarchy);
    m_other->setOwner(m_other->label());
    m_kernels->setData(snapshot.kernelsOnRoofline(), snapshot.roofline);
    m_gpu->setData(snapshot);
    if (m_onGpu != snapshot.rooflineOnMeasuredGpu) {
        m_onGpu = snapshot.rooflineOnMeasuredGpu;
        m_roof->setName(m_onGpu ? tr("This GPU") : tr("Model roof"));
    }
    QStringList labels;
    for (std::size_t r = 0; r < ops.size() && r < kOperations; ++r)
        labels << Labels::operationShort(ops[r]);
    setData(snapshot.roofline, ops, labels);
}

} // namespace blab::ui
