#include "ui/charts/memory_chart.h"

#include "ui/charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <algorithm>

namespace blab::ui {

MemoryChart::MemoryChart(QWidget *parent)
    : ChartView(QStringLiteral("memory"), parent), m_series(new QStackedBarSeries(this)),
      m_weights(new QBarSet(QString(), this)), m_gradients(new QBarSet(QString(), this)),
      m_optimizer(new QBarSet(QString(), this)), m_capacity(new QBarSet(QString(), this)),
      m_categories(new QBarCategoryAxis(this)), m_y(new QValueAxis(this))
{
    m_weights->setColor(ChartStyle::compute());
    m_gradients->setColor(QColor(0x8e, 0x24, 0xaa));
    m_optimizer->setColor(ChartStyle::bandwidth());
    m_capacity->setColor(ChartStyle::muted());
    m_series->append({m_weights, m_gradients, m_optimizer, m_capacity});
    m_series->setLabelsVisible(true);
    m_series->setLabelsFormat(QStringLiteral("@value GB"));
    m_series->setLabelsPrecision(3);
    m_series->setBarWidth(0.5);
    m_y->setLabelFormat(QStringLiteral("%g"));
    setAxes(m_categories, m_y);
    plot(m_series);
    retranslate();
}

void MemoryChart::retranslate()
{
    chart()->setTitle(tr("Memory for training against the device's memory"));
    m_weights->setLabel(tr("Weights"));
    m_gradients->setLabel(tr("Gradients"));
    m_optimizer->setLabel(tr("Optimizer state"));
    m_capacity->setLabel(tr("Device memory"));
    m_y->setTitleText(tr("GB"));
    m_categories->setCategories(
        {tr("Training needs"), m_deviceName.isEmpty() ? tr("Device") : m_deviceName});
}

void MemoryChart::setData(const core::MemoryBreakdown &memory, double deviceBytes,
                          const QString &deviceName)
{
    if (deviceName != m_deviceName) {
        m_deviceName = deviceName;
        m_categories->setCategories({tr("Training needs"), deviceName});
    }
    setBarValues(m_weights, {memory.weightsBytes / 1e9, 0});
    setBarValues(m_gradients, {memory.gradientsBytes / 1e9, 0});
    setBarValues(m_optimizer, {memory.optimizerBytes / 1e9, 0});
    setBarValues(m_capacity, {0, deviceBytes / 1e9});
    m_y->setRange(0, std::max(memory.totalBytes, deviceBytes) / 1e9 * 1.15);
    m_y->applyNiceNumbers();
}

} // namespace blab::ui
