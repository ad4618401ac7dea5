// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/sweep_chart.h"

#include "charts/chart_style.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>
#include <algorithm>

namespace blab::ui {

SweepChart::SweepChart(QWidget *parent)
    : ChartView(QStringLiteral("sgemm-sweep"), parent), m_sweep(new QLineSeries(this)),
      m_peak(new QLineSeries(this)), m_x(new QLogValueAxis(this)), m_y(new QValueAxis(this))
{
    m_x->setBase(2);
    m_x->setLabelFormat(ChartView::kAxisNumbers);
    m_x->setRange(32, 8192);
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setRange(0, 100);
    setAxes(m_x, m_y);
    QPen sweepPen(ChartStyle::compute());
    sweepPen.setWidthF(2.5);
    m_sweep->setPen(sweepPen);
    m_sweep->setPointsVisible(true);
    QPen peakPen(ChartStyle::balance());
    peakPen.setStyle(Qt::DashLine);
    peakPen.setWidthF(1.5);
    m_peak->setPen(peakPen);
    for (QLineSeries *s : {m_peak, m_sweep}) {
        plot(s);
    }
    retranslate();
}

void SweepChart::retranslate()
{
    chart()->setTitle(m_empty ? tr("sgemm against matrix size: not measured yet")
                              : tr("sgemm against matrix size"));
    m_x->setTitleText(tr("Matrix size n (log scale)"));
    m_y->setTitleText(tr("GFLOPS"));
    m_sweep->setName(tr("sgemm, fastest run"));
    m_peak->setName(tr("Compute peak (multiply-add kernel)"));
}

void SweepChart::setData(const core::ReportModel &snapshot)
{
    const std::optional<core::MachineProfile> &profile = snapshot.profile;
    m_empty = !profile || profile->sweep.empty();
    retranslate();
    if (m_empty) {
        m_sweep->clear();
        m_peak->clear();
        return;
    }
    QList<QPointF> points;
    double top = profile->peakGflops;
    for (const core::SweepPoint &p : profile->sweep) {
        points.append(QPointF(p.n, p.gflops));
        top = std::max(top, p.gflops);
    }
    m_sweep->replace(points);
    m_peak->replace(QList<QPointF>{{32, profile->peakGflops}, {8192, profile->peakGflops}});
    m_y->setRange(0, top * 1.1);
    m_y->applyNiceNumbers();
}

} // namespace blab::ui
