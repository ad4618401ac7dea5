// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/serving_rate_chart.h"

#include "charts/chart_style.h"
#include "text/labels.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <algorithm>
#include <climits>

namespace blab::ui {

ServingRateChart::ServingRateChart(QWidget *parent)
    : ChartView(QStringLiteral("serving-rate"), parent), m_reached(new QLineSeries(this)),
      m_expected(new QLineSeries(this)), m_compute(new QLineSeries(this)),
      m_bandwidth(new QLineSeries(this)), m_fitLimit(new QLineSeries(this)),
      m_marker(new QScatterSeries(this)), m_x(new QLogValueAxis(this)), m_y(new QLogValueAxis(this))
{
    m_x->setBase(2);
    m_x->setLabelFormat(ChartView::kAxisNumbers);
    m_x->setRange(1, core::ReportModel::kServingMaxBatch);
    m_y->setBase(10);
    m_y->setLabelFormat(ChartView::kAxisNumbers);
    m_y->setMinorTickCount(8);
    setAxes(m_x, m_y);
    const auto pen = [](const QColor &colour, Qt::PenStyle style, double width) {
        QPen p(colour);
        p.setStyle(style);
        p.setWidthF(width);
        return p;
    };
    // Three colours for the three things a legend swatch must tell apart, as it shows no dashes:
    // the bound grey like a roof that nothing reaches, the expected figure green, the user's
    // batch a reddish purple (Okabe–Ito) that no line here uses.
    m_reached->setPen(pen(ChartStyle::muted(), Qt::DashLine, 2.0));
    m_expected->setPen(pen(ChartStyle::accent(), Qt::SolidLine, 3.0));
    m_compute->setPen(pen(ChartStyle::compute(), Qt::DashLine, 2.0));
    m_bandwidth->setPen(pen(ChartStyle::bandwidth(), Qt::DashLine, 2.0));
    m_fitLimit->setPen(pen(ChartStyle::balance(), Qt::DotLine, 2.0));
    m_marker->setColor(ChartStyle::series(3));
    m_marker->setBorderColor(Qt::white);
    m_marker->setMarkerSize(14);
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(m_compute), static_cast<QAbstractSeries *>(m_bandwidth),
          static_cast<QAbstractSeries *>(m_reached), static_cast<QAbstractSeries *>(m_expected),
          static_cast<QAbstractSeries *>(m_fitLimit), static_cast<QAbstractSeries *>(m_marker)})
        plot(s);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    retranslate();
}

void ServingRateChart::retranslate()
{
    chart()->setTitle(tr("Decode: tokens per second against the batch"));
    m_x->setTitleText(tr("Sequences decoded together (batch, log scale)"));
    m_y->setTitleText(tr("Tokens per second (log scale)"));
    m_reached->setName(tr("Bound (roofline)"));
    m_expected->setName(tr("Expected"));
    m_compute->setName(tr("Compute limit"));
    m_bandwidth->setName(tr("Memory-bandwidth limit"));
    m_marker->setName(tr("Your batch"));
}

void ServingRateChart::setData(const core::ReportModel &model)
{
    QList<QPointF> reached;
    QList<QPointF> expected;
    QList<QPointF> compute;
    QList<QPointF> bandwidth;
    double low = 1e300;
    double high = 0.0;
    for (const core::ReportModel::ServingPoint &p : model.servingSweep) {
        reached.append(QPointF(p.batch, p.tokensPerSecond));
        expected.append(QPointF(p.batch, p.expectedTokensPerSecond));
        compute.append(QPointF(p.batch, p.computeLimit));
        bandwidth.append(QPointF(p.batch, p.bandwidthLimit));
        low = std::min(low, p.expectedTokensPerSecond);
        high = std::max({high, p.computeLimit, p.tokensPerSecond});
    }
    m_reached->replace(reached);
    m_expected->replace(expected);
    m_compute->replace(compute);
    m_bandwidth->replace(bandwidth);
    if (reached.isEmpty()) {
        m_marker->clear();
        m_fitLimit->clear();
        return;
    }
    const core::InferenceResult &r = *model.inference;
    const double batch = model.inferenceInputs ? model.inferenceInputs->batch : 1.0;
    low = std::min(low, r.expectedDecodeTokensPerSecond);
    const QPair<double, double> range = decadeRange(low, high * 1.5);
    m_y->setRange(range.first, range.second);
    // The sweep reaches the user's batch, so the axis does too.
    const double top = model.servingSweep.back().batch;
    m_x->setRange(1, top);
    m_marker->replace(QList<QPointF>{{batch, r.expectedDecodeTokensPerSecond}});
    const int largestFit = static_cast<int>(std::min<long long>(r.memory.maxBatch, INT_MAX));
    if (largestFit >= 1 && largestFit <= top) {
        m_fitLimit->replace(
            QList<QPointF>{{double(largestFit), range.first}, {double(largestFit), range.second}});
        m_fitLimit->setName(tr("Largest batch that fits: %1").arg(largestFit));
        m_fitLimit->setVisible(true);
    } else {
        m_fitLimit->clear();
        m_fitLimit->setVisible(false);
    }
}

} // namespace blab::ui
