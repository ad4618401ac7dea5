// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/batch_copy_chart.h"

#include "charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QLegend>
#include <QLegendMarker>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace blab::ui {

BatchCopyChart::BatchCopyChart(QWidget *parent)
    : ChartView(QStringLiteral("batch-copy"), parent), m_series(new QStackedBarSeries(this)),
      m_copy(new QBarSet(QString(), this)), m_thinCopy(new QBarSet(QString(), this)),
      m_compute(new QBarSet(QString(), this)), m_thinCompute(new QBarSet(QString(), this)),
      m_categories(new QBarCategoryAxis(this)), m_y(new QValueAxis(this))
{
    m_copy->setColor(ChartStyle::copy());
    m_compute->setColor(ChartStyle::compute());
    m_copy->setLabelColor(Qt::black);
    m_compute->setLabelColor(Qt::white);
    // Parts too thin for their label draw in sets of their own whose labels are not drawn: a
    // copy of 0.5 % stacked at the baseline would write over the axis. The table and the verdict
    // give their figures.
    m_thinCopy->setColor(ChartStyle::copy());
    m_thinCompute->setColor(ChartStyle::compute());
    for (QBarSet *thin : {m_thinCopy, m_thinCompute})
        thin->setLabelColor(Qt::transparent);
    for (QBarSet *set : {m_copy, m_thinCopy, m_compute, m_thinCompute})
        m_series->append(set);
    m_series->setLabelsVisible(true);
    m_series->setLabelsFormat(QStringLiteral("@value %"));
    m_series->setLabelsPrecision(3);
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsCenter);
    m_series->setBarWidth(0.7);
    m_y->setRange(0, 100);
    m_y->setTickCount(6);
    m_y->setLabelFormat(QStringLiteral("%d %"));
    setAxes(m_categories, m_y);
    plot(m_series);
    // The thin sets share their label with the others (export adds them up) and not the legend.
    for (QLegendMarker *marker : chart()->legend()->markers(m_series)) {
        auto *bar = qobject_cast<QBarLegendMarker *>(marker);
        if (bar && (bar->barset() == m_thinCopy || bar->barset() == m_thinCompute))
            marker->setVisible(false);
    }
    retranslate();
}

void BatchCopyChart::retranslate()
{
    chart()->setTitle(
        tr("Where a serial training step goes: copying the batch, then computing it"));
    m_copy->setLabel(tr("Copy over the link"));
    m_thinCopy->setLabel(m_copy->label());
    m_compute->setLabel(tr("Compute"));
    m_thinCompute->setLabel(m_compute->label());
    m_y->setTitleText(tr("Share of the step (%)"));
}

void BatchCopyChart::setRows(const std::vector<core::BatchTransfer> &rows, bool lastIsUsers)
{
    QList<qreal> copy;
    QList<qreal> thinCopy;
    QList<qreal> compute;
    QList<qreal> thinCompute;
    const auto split = [](double percent, QList<qreal> &labelled, QList<qreal> &thin) {
        const bool isThin = percent < kLabelledPercent;
        labelled << (isThin ? 0.0 : percent);
        thin << (isThin ? percent : 0.0);
    };
    QStringList categories;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const core::BatchTransfer &r = rows[i];
        const bool users = lastIsUsers && i + 1 == rows.size();
        // The user's batch on a line of its own below "yours", so that a narrow bar does not
        // cut its name short.
        const QString batch = users ? tr("yours<br>%1").arg(r.batch) : QString::number(r.batch);
        categories << tr("%1<br>CPU").arg(batch) << tr("%1<br>accel.").arg(batch);
        for (const double share : {r.copyShare, r.accelCopyShare}) {
            split(share * 100.0, copy, thinCopy);
            split((1.0 - share) * 100.0, compute, thinCompute);
        }
    }
    if (m_categories->categories() != categories)
        m_categories->setCategories(categories);
    setBarValues(m_copy, copy);
    setBarValues(m_thinCopy, thinCopy);
    setBarValues(m_thinCompute, thinCompute);
    setBarValues(m_compute, compute);
}

double BatchCopyChart::copyPercent(int bar) const
{
    return m_copy->at(bar) + m_thinCopy->at(bar);
}

double BatchCopyChart::computePercent(int bar) const
{
    return m_compute->at(bar) + m_thinCompute->at(bar);
}

int BatchCopyChart::barCount() const
{
    return m_copy->count();
}

void BatchCopyChart::setData(const core::ReportModel &snapshot)
{
    setRows(snapshot.transfersWithUsers(), true);
}

} // namespace blab::ui
