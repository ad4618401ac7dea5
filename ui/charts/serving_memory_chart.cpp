// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/serving_memory_chart.h"

#include "charts/chart_style.h"
#include "text/labels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>

namespace blab::ui {

ServingMemoryChart::ServingMemoryChart(QWidget *parent)
    : ChartView(QStringLiteral("serving-memory"), parent), m_series(new QStackedBarSeries(this)),
      m_weights(new QBarSet(QString(), this)), m_cache(new QBarSet(QString(), this)),
      m_overhead(new QBarSet(QString(), this)), m_capacity(new QBarSet(QString(), this)),
      m_categories(new QBarCategoryAxis(this)), m_y(new QValueAxis(this))
{
    m_weights->setColor(ChartStyle::compute());
    m_cache->setColor(ChartStyle::bandwidth());
    m_overhead->setColor(QColor(0x00, 0x89, 0x7b));
    m_capacity->setColor(ChartStyle::muted());
    m_series->append({m_weights, m_cache, m_overhead, m_capacity});
    m_series->setBarWidth(0.6);
    connect(m_series, &QStackedBarSeries::hovered, this, &ServingMemoryChart::showTip);
    m_y->setLabelFormat(ChartView::kAxisNumbers);
    setAxes(m_categories, m_y);
    plot(m_series);
    retranslate();
}

void ServingMemoryChart::retranslate()
{
    chart()->setTitle(tr("Memory per card for serving, GB, against the device's memory"));
    m_weights->setLabel(tr("Weights"));
    m_cache->setLabel(tr("KV cache"));
    m_overhead->setLabel(tr("Kept back (activations, framework)"));
    m_capacity->setLabel(tr("Device memory"));
    m_y->setTitleText(tr("GB per card"));
    setCategories();
}

void ServingMemoryChart::setCategories()
{
    QStringList names{tr("One card")};
    if (m_cards > 1)
        names << tr("Each of %1 cards").arg(m_cards);
    names << (m_deviceName.isEmpty() ? tr("Device") : m_deviceName);
    for (QString &name : names)
        name = Labels::twoLines(name, 7);
    m_categories->setCategories(names);
}

void ServingMemoryChart::setData(const core::ReportModel &model)
{
    if (!model.inference || !model.inferenceInputs) {
        for (QBarSet *set : {m_weights, m_cache, m_overhead, m_capacity})
            setBarValues(set, {});
        return;
    }
    const core::InferenceMemory &m = model.inference->memory;
    const int cards = std::max(1, model.inputs.tensorParallel);
    // The device's bar is named by its memory, as on the training chart.
    const QString deviceName = tr("%1 card").arg(Labels::bytes(m.deviceBytes));
    if (cards != m_cards || deviceName != m_deviceName) {
        m_cards = cards;
        m_deviceName = deviceName;
        setCategories();
    }
    const double gb = 1e9;
    const double w = m.weightsBytes / gb;
    const double kv = m.kvCacheBytes / gb;
    const double o = m.overheadBytes / gb;
    QList<qreal> weights{w};
    QList<qreal> cache{kv};
    QList<qreal> overhead{o};
    if (cards > 1) {
        weights << m.weightsPerCardBytes / gb;
        cache << m.kvCachePerCardBytes / gb;
        overhead << o;
    }
    QList<qreal> capacity(weights.size(), 0.0);
    weights << 0;
    cache << 0;
    overhead << 0;
    capacity << m.deviceBytes / gb;
    setBarValues(m_weights, weights);
    setBarValues(m_cache, cache);
    setBarValues(m_overhead, overhead);
    setBarValues(m_capacity, capacity);
    m_y->setRange(0, std::max(w + kv + o, m.deviceBytes / gb) * 1.12);
    m_y->applyNiceNumbers();
}

void ServingMemoryChart::showTip(bool entered, int index, QBarSet *set)
{
    if (!entered || !set) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(),
                       tr("%1: %2").arg(set->label(), Labels::bytes(set->at(index) * 1e9)), this);
}

} // namespace blab::ui
