#include "charts/roofline_chart.h"

#include "charts/chart_style.h"
#include "text/labels.h"

#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <algorithm>

namespace blab::ui {

namespace {
constexpr int kOperations = 4;
}

RooflineChart::RooflineChart(QWidget *parent)
    : ChartView(QStringLiteral("roofline"), parent), m_roof(new QLineSeries(this)),
      m_balanceLine(new QLineSeries(this)), m_balance(new QScatterSeries(this)),
      m_computeKey(new QScatterSeries(this)), m_bandwidthKey(new QScatterSeries(this)),
      m_balanceLabel(new QGraphicsSimpleTextItem(chart())), m_measuredRoof(new QLineSeries(this)),
      m_measuredKernels(new QScatterSeries(this)), m_x(new QLogValueAxis(this)),
      m_y(new QLogValueAxis(this))
{
    QChart *c = chart();
    m_x->setBase(10);
    m_x->setLabelFormat(QStringLiteral("%g"));
    m_x->setRange(kMinIntensity, kMaxIntensity);
    m_x->setMinorTickCount(8);
    m_y->setBase(10);
    m_y->setLabelFormat(QStringLiteral("%g"));
    m_y->setMinorTickCount(8);
    setAxes(m_x, m_y);

    applyPalette();
    styleSeries();
    QList<QAbstractSeries *> all{m_roof,         m_balanceLine,  m_balance,        m_computeKey,
                                 m_bandwidthKey, m_measuredRoof, m_measuredKernels};
    const QScatterSeries::MarkerShape shapes[kOperations] = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeTriangle,
        QScatterSeries::MarkerShapeRotatedRectangle, QScatterSeries::MarkerShapeStar};
    for (int i = 0; i < kOperations; ++i) {
        auto *s = new QScatterSeries(this);
        s->setMarkerSize(14);
        s->setMarkerShape(shapes[i]);
        s->setBorderColor(Qt::white);
        m_ops.append(s);
        m_opLabels.append(new QGraphicsSimpleTextItem(c));
        all.append(s);
    }
    for (QAbstractSeries *s : all) {
        plot(s);
    }
    // The dashed guide needs no legend entry, and the kernels are named on the chart itself; the
    // legend explains the roof, the balance point and the two colours.
    c->legend()->markers(m_balanceLine).first()->setVisible(false);
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
    QPen measuredPen(ChartStyle::accent());
    measuredPen.setStyle(Qt::DashDotLine);
    measuredPen.setWidthF(2.0);
    m_measuredRoof->setPen(measuredPen);
    m_measuredRoof->setVisible(false);
    m_measuredKernels->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_measuredKernels->setMarkerSize(9);
    m_measuredKernels->setColor(Qt::transparent);
    m_measuredKernels->setBorderColor(ChartStyle::accent());
    m_measuredKernels->setPen(QPen(ChartStyle::accent(), 2.0));
    m_measuredKernels->setVisible(false);
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
}

void RooflineChart::retranslate()
{
    chart()->setTitle(tr("Roofline: attainable performance against arithmetic intensity"));
    m_x->setTitleText(tr("Arithmetic intensity (FLOP/B, log scale)"));
    m_y->setTitleText(tr("Attainable GFLOPS (log scale)"));
    m_roof->setName(tr("Model roof"));
    m_balance->setName(tr("Balance point"));
    m_computeKey->setName(tr("Compute-bound"));
    m_bandwidthKey->setName(tr("Bandwidth-bound"));
    m_measuredRoof->setName(tr("Measured roof"));
    m_measuredKernels->setName(tr("Measured kernels"));
}

void RooflineChart::setData(const core::RooflineModel &model,
                            const std::vector<core::Operation> &ops, const QStringList &labels)
{
    const double peak = std::max(model.peakGflops, 1e-9);
    const double balance = std::clamp(model.balanceFlopsPerByte(), kMinIntensity, kMaxIntensity);
    m_balanceValue = model.balanceFlopsPerByte();

    double lowest = model.attainableGflops(kMinIntensity);
    for (const core::Operation &op : ops)
        lowest = std::min(lowest, model.attainableGflops(op.flopsPerByte()));
    double highest = peak * 2.0;
    if (m_measuredHigh > 0) {
        lowest = std::min(lowest, m_measuredLow);
        highest = std::max(highest, m_measuredHigh * 2.0);
    }
    const QPair<double, double> yRange = decadeRange(lowest, highest);
    m_y->setRange(yRange.first, yRange.second);

    const auto clampY = [&](double y) {
        return std::max(y, yRange.first);
    };
    m_roof->replace(QList<QPointF>{{kMinIntensity, clampY(model.attainableGflops(kMinIntensity))},
                                   {balance, peak},
                                   {kMaxIntensity, peak}});
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
        const double ai = std::clamp(op.flopsPerByte(), kMinIntensity, kMaxIntensity);
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
    m_balanceLabel->setText(tr("balance %1 FLOP/B").arg(Labels::fixed(m_balanceValue, 2)));
    relayout();
}

void RooflineChart::setMeasured(const std::optional<core::MachineProfile> &profile)
{
    if (!profile) {
        m_measuredRoof->clear();
        m_measuredKernels->clear();
        m_measuredLow = m_measuredHigh = 0.0;
        m_measuredRoof->setVisible(false);
        m_measuredKernels->setVisible(false);
        return;
    }
    const core::RooflineModel measured{profile->peakGflops, profile->memBandwidthGBs()};
    m_measuredLow = measured.attainableGflops(kMinIntensity);
    m_measuredHigh = profile->peakGflops;
    m_measuredRoof->replace(
        QList<QPointF>{{kMinIntensity, m_measuredLow},
                       {std::clamp(measured.balanceFlopsPerByte(), kMinIntensity, kMaxIntensity),
                        profile->peakGflops},
                       {kMaxIntensity, profile->peakGflops}});
    QList<QPointF> points;
    for (const core::KernelPoint &k : profile->kernels) {
        points.append(QPointF(std::clamp(k.flopsPerByte(), kMinIntensity, kMaxIntensity),
                              std::max(k.gflops(), 1e-9)));
        m_measuredLow = std::min(m_measuredLow, k.gflops());
        m_measuredHigh = std::max(m_measuredHigh, k.gflops());
    }
    m_measuredKernels->replace(points);
    m_measuredRoof->setVisible(true);
    m_measuredKernels->setVisible(true);
}

void RooflineChart::relayout()
{
    QChart *c = chart();
    QList<QRectF> taken;
    if (m_balance->count() > 0) {
        const QPointF at = c->mapToPosition(m_balance->at(0), m_balance);
        const QRectF box = m_balanceLabel->boundingRect();
        m_balanceLabel->setPos(at + QPointF(-box.width() / 2, -box.height() - 10.0));
        taken.append(QRectF(m_balanceLabel->pos(), box.size()));
    }
    for (int i = 0; i < m_ops.size(); ++i) {
        if (!m_ops[i]->isVisible() || m_ops[i]->count() == 0)
            continue;
        const QPointF at = c->mapToPosition(m_ops[i]->at(0), m_ops[i]);
        const QRectF box = m_opLabels[i]->boundingRect();
        // Try below-right, below-left, above-right and above-left of the point, and take the
        // first place that no earlier label covers; labels stay off the line that way.
        const QPointF candidates[] = {{10.0, 8.0},
                                      {-box.width() - 10.0, 8.0},
                                      {10.0, -box.height() - 8.0},
                                      {-box.width() - 10.0, -box.height() - 8.0}};
        QPointF chosen = at + candidates[0];
        for (const QPointF &offset : candidates) {
            const QRectF place(at + offset, box.size());
            bool clear = true;
            for (const QRectF &other : taken)
                clear = clear && !place.intersects(other);
            if (clear) {
                chosen = at + offset;
                break;
            }
        }
        m_opLabels[i]->setPos(chosen);
        taken.append(QRectF(chosen, box.size()));
    }
}

void RooflineChart::setData(const core::ReportModel &snapshot)
{
    QStringList labels;
    for (std::size_t r = 0; r < snapshot.operations.size() && r < 4; ++r)
        labels << Labels::operationShort(snapshot.operations[r]);
    setData(snapshot.roofline, snapshot.operations, labels);
}

} // namespace blab::ui
