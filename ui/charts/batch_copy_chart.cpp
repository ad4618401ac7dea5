// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/batch_copy_chart.h"

#include "charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace blab::ui {

BatchCopyChart::BatchCopyChart(QWidget *parent)
    : ChartView(QStringLiteral("batch-copy"), parent), m_series(new QStackedBarSeries(this)),
      m_copy(new QBarSet(QString(), this)), m_compute(new QBarSet(QString(), this)),
      m_categories(new QBarCategoryAxis(this)), m_y(new QValueAxis(this))
{
    m_copy->setColor(ChartStyle::copy());
    m_compute->setColor(ChartStyle::compute());
    m_copy->setLabelColor(Qt::black);
    m_compute->setLabelColor(Qt::white);
    m_series->append(m_copy);
    m_series->append(m_compute);
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
    retranslate();
}

void BatchCopyChart::retranslate()
{
    chart()->setTitle(
        tr("Where a serial training step goes: copying the batch, then computing it"));
    m_copy->setLabel(tr("Copy over the link"));
    m_compute->setLabel(tr("Compute"));
    m_y->setTitleText(tr("Share of the step (%)"));
}

void BatchCopyChart::setRows(const std::vector<core::BatchTransfer> &rows, bool lastIsUsers)
{
    QList<qreal> copy;
    QList<qreal> compute;
    QStringList categories;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const core::BatchTransfer &r = rows[i];
        const bool users = lastIsUsers && i + 1 == rows.size();
        const QString batch = users ? tr("your %1").arg(r.batch) : QString::number(r.batch);
        categories << tr("%1<br>CPU").arg(batch) << tr("%1<br>accel.").arg(batch);
        copy << r.copyShare * 100.0 << r.accelCopyShare * 100.0;
        compute << (1.0 - r.copyShare) * 100.0 << (1.0 - r.accelCopyShare) * 100.0;
    }
    if (m_categories->categories() != categories)
        m_categories->setCategories(categories);
    setBarValues(m_copy, copy);
    setBarValues(m_compute, compute);
}

void BatchCopyChart::setData(const core::ReportModel &snapshot)
{
    setRows(snapshot.transfersWithUsers(), true);
}

} // namespace blab::ui
