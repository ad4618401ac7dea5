// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/device_chart.h"

#include "charts/chart_style.h"
#include "text/labels.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QFont>
#include <QFontMetricsF>
#include <QLegend>
#include <QLogValueAxis>
#include <algorithm>

namespace blab::ui {

DeviceChart::DeviceChart(QWidget *parent)
    : ChartView(QStringLiteral("devices"), parent), m_series(new QBarSeries(this)),
      m_compute(new QBarSet(QString(), this)), m_bandwidth(new QBarSet(QString(), this)),
      m_efficiency(new QBarSet(QString(), this)), m_categories(new QBarCategoryAxis(this)),
      m_y(new QLogValueAxis(this))
{
    m_compute->setColor(ChartStyle::compute());
    m_bandwidth->setColor(ChartStyle::bandwidth());
    m_efficiency->setColor(ChartStyle::accent());
    m_series->append({m_compute, m_bandwidth, m_efficiency});
    m_y->setBase(10);
    m_y->setLabelFormat(ChartView::kAxisNumbers);
    m_y->setMinorTickCount(8);
    setAxes(m_categories, m_y);
    // Nineteen devices and more do not fit side by side: the names stand upright instead of
    // being cut, so that "A100 SXM4 80 GB" and "A100 SXM4 40 GB" stay two names. (Slanted at
    // 40 degrees, Qt left out the last name.)
    m_categories->setTruncateLabels(false);
    m_categories->setLabelsAngle(-90);
    m_namesPointSize = m_categories->labelsFont().pointSizeF();
    // Upright names reach down to the chart's edge; the legend goes above the plot, out of
    // their way, and the chart keeps the height the longest name needs beside a readable plot.
    chart()->legend()->setAlignment(Qt::AlignTop);
    setMinimumHeight(440);
    // Qt Charts reserves a little less room than upright two-line names take, and cuts their
    // first letters off at the chart's bottom edge; a deeper bottom margin gives it back.
    chart()->setMargins(QMargins(6, 6, 6, 28));
    plot(m_series);
    retranslate();
    // Thirty-odd devices at 1024 pixels leave each name a little less room than two lines of
    // the usual font; the plot's width is known only once the chart is laid out.
    connect(chart(), &QChart::plotAreaChanged, this, &DeviceChart::fitNames);
}

void DeviceChart::fitNames()
{
    const int count = static_cast<int>(m_categories->categories().size());
    // A font sized in pixels has no point size to shrink from.
    if (count == 0 || m_namesPointSize <= 0)
        return;
    const double room = chart()->plotArea().width() / count;
    QFont font = m_categories->labelsFont();
    // Start from the first size each time, so that a wider window takes it back.
    font.setPointSizeF(m_namesPointSize);
    while (font.pointSizeF() > 6 && 2 * QFontMetricsF(font).height() > room)
        font.setPointSizeF(font.pointSizeF() - 1);
    if (font != m_categories->labelsFont())
        m_categories->setLabelsFont(font);
}

void DeviceChart::retranslate()
{
    chart()->setTitle(tr("Each device as a multiple of this CPU (by specification)"));
    m_compute->setLabel(tr("%1 compute").arg(Labels::precision(m_precision)));
    m_bandwidth->setLabel(tr("Memory bandwidth"));
    m_efficiency->setLabel(tr("GFLOPS per watt"));
    m_y->setTitleText(tr("× this CPU (log scale)"));
}

void DeviceChart::setDevices(const std::vector<core::DeviceRatios> &ratios,
                             const QStringList &names, core::Precision precision)
{
    if (ratios.empty())
        return;
    if (precision != m_precision) {
        m_precision = precision;
        m_compute->setLabel(tr("%1 compute").arg(Labels::precision(precision)));
    }
    QList<qreal> compute;
    QList<qreal> bandwidth;
    QList<qreal> efficiency;
    double low = 1.0;
    double high = 1.0;
    for (const core::DeviceRatios &r : ratios) {
        compute << r.compute;
        bandwidth << r.bandwidth;
        efficiency << r.efficiency;
        for (double v : {r.compute, r.bandwidth, r.efficiency}) {
            if (v > 0) {
                low = std::min(low, v);
                high = std::max(high, v);
            }
        }
    }
    // Bars start from the axis minimum, so keep it a decade below the smallest ratio.
    const QPair<double, double> range = decadeRange(low / 10.0, high * 3.0, 1e-6);
    m_y->setRange(range.first, range.second);
    const auto floorAt = [&](QList<qreal> values) {
        for (qreal &v : values)
            v = std::max(v, range.first);
        return values;
    };
    // A device added or deleted changes the number of bars. Updated one set at a time, the sets
    // would briefly differ in length and the log axis would see the missing values as zero, so
    // the series leaves the chart while its sets change.
    const bool resized = m_compute->count() != compute.size();
    if (resized)
        chart()->removeSeries(m_series);
    // Upright names of two short lines each fit the room below the plot where one long line
    // ran off the chart's edge.
    QStringList shown;
    for (const QString &name : names)
        shown << Labels::twoLines(name);
    if (m_categories->categories() != shown) {
        m_categories->setCategories(shown);
        fitNames();
    }
    setBarValues(m_compute, floorAt(compute));
    setBarValues(m_bandwidth, floorAt(bandwidth));
    setBarValues(m_efficiency, floorAt(efficiency));
    if (resized) {
        plot(m_series);
        applyPalette();
    }
}

void DeviceChart::setData(const core::ReportModel &snapshot)
{
    QStringList names;
    std::vector<core::DeviceRatios> ratios;
    // A measured GPU's bars follow its datasheet's (this CPU's for a card the catalog lacks), as
    // its row does in the table.
    const int measuredAfter = snapshot.measuredGpu ? snapshot.measuredGpu->followsRow() : -1;
    for (std::size_t i = 0; i < snapshot.devices.size(); ++i) {
        names << Labels::deviceShort(snapshot.devices[i]);
        ratios.push_back(snapshot.ratios[i]);
        if (static_cast<int>(i) == measuredAfter) {
            names << Labels::deviceShort(snapshot.measuredGpu->device);
            ratios.push_back(snapshot.measuredGpu->ratios);
        }
    }
    setDevices(ratios, names, snapshot.inputs.precision);
}

} // namespace blab::ui
