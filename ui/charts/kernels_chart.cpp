// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/kernels_chart.h"

#include "charts/chart_style.h"
#include "measure/cpu/kernel_family.h"
#include "text/labels.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLineSeries>
#include <QPalette>
#include <QPen>
#include <QValueAxis>
#include <algorithm>

namespace blab::ui {

KernelsChart::KernelsChart(QWidget *parent)
    : ChartView(QStringLiteral("openblas-kernels"), parent), m_series(new QBarSeries(this)),
      m_gflops(new QBarSet(QString(), this)), m_peak(new QLineSeries(this)),
      m_categories(new QBarCategoryAxis(this)), m_y(new QValueAxis(this))
{
    m_gflops->setColor(ChartStyle::compute());
    // The recommended family is the selected bar.
    m_gflops->setSelectedColor(ChartStyle::accent());
    m_series->append(m_gflops);
    m_series->setLabelsVisible(true);
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    m_series->setLabelsFormat(QStringLiteral("@value"));
    m_series->setLabelsPrecision(4);
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setRange(0, 100);
    // Slanted names fit eight families in a narrow window instead of being cut.
    m_categories->setLabelsAngle(-30);
    QPen peakPen(ChartStyle::balance());
    peakPen.setStyle(Qt::DashLine);
    peakPen.setWidthF(1.5);
    m_peak->setPen(peakPen);
    setAxes(m_categories, m_y);
    plot(m_series);
    plot(m_peak);
    retranslate();
}

void KernelsChart::applyPalette()
{
    ChartView::applyPalette();
    m_gflops->setLabelColor(palette().color(QPalette::Text));
}

void KernelsChart::retranslate()
{
    chart()->setTitle(m_result.candidates.empty()
                          ? tr("sgemm with each OpenBLAS kernel family: not measured yet")
                          : tr("sgemm with each OpenBLAS kernel family, n = %1, %n thread(s) "
                               "(* OpenBLAS's own pick)",
                               nullptr, m_result.threads)
                                .arg(m_result.n));
    m_gflops->setLabel(tr("sgemm, fastest run (green: recommended)"));
    setToolTip(tr("Each family's fastest sgemm run against this CPU's multiply-add peak. * marks "
                  "OpenBLAS's own pick, ✗ a family that failed (the table says why)."));
    m_peak->setName(
        m_result.peakGflops > 0
            ? tr("Multiply-add peak, %1 GFLOPS").arg(Labels::fixed(m_result.peakGflops, 1))
            : tr("Multiply-add peak"));
    m_y->setTitleText(tr("GFLOPS"));
}

void KernelsChart::setResult(const core::AdvisorResult &result)
{
    m_result = result;
    QStringList names;
    QList<qreal> values;
    double top = result.peakGflops;
    for (const core::AdvisorCandidate &c : result.candidates) {
        QString name = QString::fromStdString(c.core);
        if (c.installed)
            name += QStringLiteral(" *");
        if (!c.error.empty())
            name += QStringLiteral(" ✗");
        names << name;
        values << (c.usable() ? c.gflops() : 0.0);
        top = std::max(top, c.gflops());
    }
    // The series leaves the chart while the number of bars changes, as in the devices chart.
    const bool resized = m_gflops->count() != values.size();
    if (resized)
        chart()->removeSeries(m_series);
    m_categories->setCategories(names);
    setBarValues(m_gflops, values);
    m_gflops->deselectAllBars();
    for (int i = 0; i < static_cast<int>(result.candidates.size()); ++i) {
        if (!result.recommendedCore.empty() &&
            core::KernelFamilies::sameName(result.candidates[static_cast<std::size_t>(i)].core,
                                           result.recommendedCore))
            m_gflops->selectBar(i);
    }
    if (resized) {
        plot(m_series);
        applyPalette();
    }
    const double right = std::max<double>(values.size(), 1) - 0.5;
    if (result.peakGflops > 0)
        m_peak->replace(QList<QPointF>{{-0.5, result.peakGflops}, {right, result.peakGflops}});
    else
        m_peak->clear();
    // With nothing measured the axis keeps its starting 0 to 100 GFLOPS; a range of about one
    // GFLOPS would print its ticks as 0, 1, 1, 2 in whole numbers.
    m_y->setRange(0, top > 0 ? top * 1.15 : 100.0);
    m_y->applyNiceNumbers();
    retranslate();
}

} // namespace blab::ui
