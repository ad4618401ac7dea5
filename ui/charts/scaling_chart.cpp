// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/scaling_chart.h"

#include "charts/chart_style.h"
#include "text/labels.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <cmath>
#include <optional>

namespace blab::ui {

namespace {

int kindIndex(core::LinkKind kind)
{
    return static_cast<int>(kind);
}

} // namespace

ScalingChart::ScalingChart(Split split, QWidget *parent)
    : ChartView(split == Split::Data ? QStringLiteral("scaling")
                                     : QStringLiteral("serving-scaling"),
                parent),
      m_split(split), m_ideal(new QLineSeries(this)), m_marker(new QScatterSeries(this)),
      m_x(new QLogValueAxis(this)), m_y(new QLogValueAxis(this))
{
    for (QLogValueAxis *axis : {m_x, m_y}) {
        axis->setBase(2);
        axis->setLabelFormat(ChartView::kAxisNumbers);
        axis->setRange(1, kMaxCards);
    }
    setAxes(m_x, m_y);
    QPen idealPen(ChartStyle::muted());
    idealPen.setStyle(Qt::DotLine);
    idealPen.setWidthF(1.5);
    m_ideal->setPen(idealPen);
    plot(m_ideal);
    // One colour per kind of link, in the order of core::LinkKind.
    const QColor colours[] = {ChartStyle::bandwidth(), QColor(0x8e, 0x24, 0xaa),
                              ChartStyle::accent(), ChartStyle::compute()};
    for (const QColor &colour : colours) {
        auto *s = new QLineSeries(this);
        QPen pen(colour);
        pen.setWidthF(2.5);
        s->setPen(pen);
        m_curves.append(s);
        plot(s);
    }
    m_marker->setColor(ChartStyle::compute());
    m_marker->setMarkerSize(14);
    plot(m_marker);
    // The marker explains itself on the curve; its legend entry would only crowd the links out.
    for (QLegendMarker *marker : chart()->legend()->markers(m_marker))
        marker->setVisible(false);
    QList<QPointF> ideal;
    for (int n = 1; n <= kMaxCards; n *= 2)
        ideal.append(QPointF(n, n));
    m_ideal->replace(ideal);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    retranslate();
}

QLineSeries *ScalingChart::curve(core::LinkKind kind) const
{
    return m_curves.at(kindIndex(kind));
}

void ScalingChart::retranslate()
{
    if (m_byCopies) {
        chart()->setTitle(tr("Data-parallel speed-up against the copies of the training layout"));
        m_x->setTitleText(tr("Data-parallel copies (log scale)"));
        m_y->setTitleText(tr("Speed-up over one copy (log scale)"));
    } else {
        chart()->setTitle(m_split == Split::Data
                              ? tr("Data-parallel speed-up against the number of cards")
                              : tr("Decode throughput against the cards, expected: tensor "
                                   "parallel inside a server, replicas past it"));
        m_x->setTitleText(tr("Cards (log scale)"));
        m_y->setTitleText(tr("Speed-up over one card (log scale)"));
    }
    m_ideal->setName(tr("Ideal"));
    m_marker->setName(tr("Your setup"));
}

void ScalingChart::setCurve(core::LinkKind kind, double busGBs, const QList<QPointF> &points)
{
    QLineSeries *s = curve(kind);
    s->replace(points);
    s->setName(tr("%1, %2 GB/s").arg(Labels::linkKindShort(kind), Labels::significant(busGBs)));
    s->setVisible(true);
}

void ScalingChart::setData(const core::ReportModel &model)
{
    const bool byCopies = m_split == Split::Data && model.layoutGiven;
    if (byCopies != m_byCopies) {
        m_byCopies = byCopies;
        retranslate();
    }
    for (QLineSeries *s : m_curves)
        s->setVisible(false);
    // Every speed-up as it is: one under 1 is a slow-down, and the axis reaches down to it.
    double lowest = 1.0;
    const auto add = [&](core::LinkKind kind, double busGBs, const std::vector<int> &cards,
                         const std::vector<double> &speedups) {
        QList<QPointF> points;
        for (std::size_t i = 0; i < speedups.size(); ++i) {
            // A slower link than the axis reaches is drawn on its floor.
            points.append(QPointF(cards.empty() ? double(i + 1) : cards[i],
                                  std::max(kLowestSpeedup, speedups[i])));
            lowest = std::min(lowest, speedups[i]);
        }
        setCurve(kind, busGBs, points);
    };
    std::optional<double> mine;
    int myCards = 0;
    if (m_split == Split::Tensor) {
        for (const core::ReportModel::ServingLinkRow &row : model.servingLinks)
            add(row.link.kind, row.link.busGBs, row.cards, row.expectedSpeedups);
        myCards = model.inputs.tensorParallel;
        if (model.inference)
            mine = model.inference->expectedTensorParallelSpeedup;
    } else {
        for (const core::ReportModel::LinkRow &row : model.links)
            add(row.link.kind, row.link.busGBs, {}, row.speedups);
        myCards = model.link.cards;
        mine = model.interconnect.speedup;
    }
    // The command line allows more cards than the axis shows; the marker then stays off. It
    // takes the colour of its link's curve, on which it sits.
    if (mine && myCards <= kMaxCards) {
        m_marker->replace(QList<QPointF>{{double(myCards), std::max(kLowestSpeedup, *mine)}});
        m_marker->setColor(curve(model.link.link.kind)->pen().color());
        lowest = std::min(lowest, *mine);
    } else {
        m_marker->clear();
    }
    const double floor = std::max(kLowestSpeedup, lowest);
    m_y->setRange(std::pow(2.0, std::floor(std::log2(floor))), kMaxCards);
}

} // namespace blab::ui
