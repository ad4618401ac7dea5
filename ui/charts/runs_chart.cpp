// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/runs_chart.h"

#include "charts/chart_style.h"

#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

namespace blab::ui {

RunsChart::RunsChart(QWidget *parent)
    : ChartView(QStringLiteral("sgemm-runs"), parent), m_runs(new QScatterSeries(this)),
      m_fastest(new QScatterSeries(this)), m_median(new QLineSeries(this)),
      m_x(new QValueAxis(this)), m_y(new QValueAxis(this))
{
    m_runs->setColor(ChartStyle::compute());
    m_runs->setMarkerSize(9);
    m_fastest->setColor(ChartStyle::accent());
    m_fastest->setMarkerShape(QScatterSeries::MarkerShapeStar);
    m_fastest->setMarkerSize(20);
    QPen medianPen(ChartStyle::muted());
    medianPen.setStyle(Qt::DashLine);
    medianPen.setWidthF(1.5);
    m_median->setPen(medianPen);
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    setAxes(m_x, m_y);
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(m_median), static_cast<QAbstractSeries *>(m_runs),
          static_cast<QAbstractSeries *>(m_fastest)}) {
        plot(s);
    }
    m_x->setRange(0, 21);
    m_y->setRange(0, 100);
    retranslate();
}

void RunsChart::retranslate()
{
    chart()->setTitle(tr("sgemm: every timed run"));
    m_runs->setName(tr("Run"));
    m_fastest->setName(tr("Fastest (reported)"));
    m_median->setName(tr("Median"));
    m_x->setTitleText(tr("Run number"));
    m_y->setTitleText(tr("GFLOPS"));
}

void RunsChart::setRuns(const std::vector<double> &runSeconds, double flops, int plannedRuns)
{
    QList<QPointF> points;
    double best = 0.0;
    int bestIndex = -1;
    std::vector<double> gflops;
    for (std::size_t i = 0; i < runSeconds.size(); ++i) {
        const double g = runSeconds[i] > 0 ? flops / runSeconds[i] / 1e9 : 0.0;
        gflops.push_back(g);
        points.append(QPointF(static_cast<double>(i + 1), g));
        if (g > best) {
            best = g;
            bestIndex = static_cast<int>(i);
        }
    }
    m_runs->replace(points);
    m_fastest->replace(bestIndex >= 0 ? QList<QPointF>{points.at(bestIndex)} : QList<QPointF>{});
    const int runs = std::max(plannedRuns, static_cast<int>(runSeconds.size()));
    m_x->setRange(0, runs + 1);
    if (!gflops.empty()) {
        std::sort(gflops.begin(), gflops.end());
        const std::size_t mid = gflops.size() / 2;
        const double median =
            gflops.size() % 2 ? gflops[mid] : 0.5 * (gflops[mid - 1] + gflops[mid]);
        m_median->replace(QList<QPointF>{{0.0, median}, {runs + 1.0, median}});
        m_y->setRange(0, best * 1.15);
        m_y->applyNiceNumbers();
    } else {
        m_median->clear();
    }
}

} // namespace blab::ui
