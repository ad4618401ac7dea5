// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/memory_chart.h"

#include "charts/chart_style.h"
#include "text/labels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace blab::ui {

namespace {

constexpr int kBars = 5;
// Weights, gradients, optimizer state, activations, logits and the device's memory.
constexpr int kSets = 6;
constexpr double kBarWidth = 0.6;

} // namespace

MemoryChart::MemoryChart(QWidget *parent)
    : ChartView(QStringLiteral("memory"), parent), m_series(new QStackedBarSeries(this)),
      m_weights(new QBarSet(QString(), this)), m_gradients(new QBarSet(QString(), this)),
      m_optimizer(new QBarSet(QString(), this)), m_activations(new QBarSet(QString(), this)),
      m_logits(new QBarSet(QString(), this)), m_capacity(new QBarSet(QString(), this)),
      m_categories(new QBarCategoryAxis(this)), m_y(new QValueAxis(this))
{
    m_weights->setColor(ChartStyle::compute());
    m_gradients->setColor(QColor(0x8e, 0x24, 0xaa));
    m_optimizer->setColor(ChartStyle::bandwidth());
    m_activations->setColor(QColor(0x00, 0x89, 0x7b));
    m_logits->setColor(QColor(0x6d, 0x4c, 0x41));
    m_capacity->setColor(ChartStyle::muted());
    m_series->append({m_weights, m_gradients, m_optimizer, m_activations, m_logits, m_capacity});
    m_series->setBarWidth(kBarWidth);
    for (int i = 0; i < kSets * kBars; ++i) {
        auto *label = new QGraphicsSimpleTextItem(chart());
        label->setBrush(Qt::white);
        label->setZValue(ChartStyle::kLabelZ);
        m_segmentLabels.append(label);
    }
    connect(m_series, &QStackedBarSeries::hovered, this, &MemoryChart::showTip);
    m_y->setLabelFormat(ChartView::kAxisNumbers);
    setAxes(m_categories, m_y);
    plot(m_series);
    retranslate();
}

void MemoryChart::retranslate()
{
    m_weights->setLabel(tr("Weights"));
    m_gradients->setLabel(tr("Gradients"));
    m_optimizer->setLabel(tr("Optimizer state"));
    m_activations->setLabel(tr("Activations"));
    m_logits->setLabel(tr("Logits"));
    m_capacity->setLabel(tr("Device memory"));
    m_y->setTitleText(tr("GB per card"));
    setCategories();
}

void MemoryChart::setCategories()
{
    QStringList names;
    if (m_zeroStage >= 0) {
        chart()->setTitle(tr("Memory per card under the layout at each ZeRO stage, GB, against "
                             "the device's memory"));
        for (int stage = 0; stage <= 3; ++stage)
            names << (stage == m_zeroStage ? tr("ZeRO %1 (set)").arg(stage)
                                           : tr("ZeRO %1").arg(stage));
    } else {
        chart()->setTitle(tr("Memory per card for training, GB, against the device's memory"));
        // The third bar splits the gradients on top of the second's optimizer state;
        // "+ gradients" reads on from the bar beside it and fits under a bar where a longer name
        // was cut off.
        names << tr("Unsplit") << tr("Optimizer ÷%1").arg(m_cards)
              << tr("+ gradients ÷%1").arg(m_cards) << tr("Everything ÷%1").arg(m_cards);
    }
    names << (m_deviceName.isEmpty() ? tr("Device") : m_deviceName);
    // Two short lines each, which fit under a bar where one line was cut.
    for (QString &name : names)
        name = Labels::twoLines(name, 7);
    m_categories->setCategories(names);
}

void MemoryChart::setData(const core::ReportModel &model)
{
    // The device's bar is named by its memory: its name is in the verdict above the chart, and
    // there is no room for it under a bar.
    const QString deviceName = tr("%1 card").arg(Labels::bytes(model.fitDevice.memoryGB * 1e9));
    const int cards = model.sharding.cards;
    const int zeroStage = model.memoryFollowsLayout() ? model.trainingLayout.zeroStage : -1;
    if (deviceName != m_deviceName || cards != m_cards || zeroStage != m_zeroStage) {
        m_deviceName = deviceName;
        m_cards = cards;
        m_zeroStage = zeroStage;
        setCategories();
    }
    const double gb = 1e9;
    const double capacity = model.fitDevice.memoryGB;
    double highest = 0.0;
    if (zeroStage >= 0) {
        QList<double> w, g, o, a, l;
        for (const core::TrainingRunMemory &m : model.layoutMemoryByZeroStage) {
            w << m.weightsBytes / gb;
            g << m.gradientsBytes / gb;
            o << m.optimizerBytes / gb;
            a << m.activationsBytes / gb;
            l << m.logitsBytes / gb;
            highest = std::max(highest, m.totalBytes / gb);
        }
        setBarValues(m_weights, w << 0);
        setBarValues(m_gradients, g << 0);
        setBarValues(m_optimizer, o << 0);
        setBarValues(m_activations, a << 0);
        setBarValues(m_logits, l << 0);
    } else {
        const core::MemoryBreakdown &m = model.memory;
        const double n = cards;
        // Bars: unsplit, ZeRO stage 1 (optimizer split), stage 2 (gradients too), stage 3 (all).
        const double w = m.weightsBytes / gb;
        const double g = m.gradientsBytes / gb;
        const double o = m.optimizerBytes / gb;
        const double a = m.activationsBytes / gb;
        setBarValues(m_weights, {w, w, w, w / n, 0});
        setBarValues(m_gradients, {g, g, g / n, g / n, 0});
        setBarValues(m_optimizer, {o, o / n, o / n, o / n, 0});
        setBarValues(m_activations, {a, a, a, a, 0});
        setBarValues(m_logits, {0, 0, 0, 0, 0});
        highest = m.totalBytes / gb;
    }
    setBarValues(m_capacity, {0, 0, 0, 0, capacity});
    m_y->setRange(0, std::max(highest, capacity) * 1.12);
    m_y->applyNiceNumbers();
    relayout();
}

QList<QBarSet *> MemoryChart::sets() const
{
    return {m_weights, m_gradients, m_optimizer, m_activations, m_logits, m_capacity};
}

const QGraphicsSimpleTextItem *MemoryChart::segmentLabel(int set, int category) const
{
    const QGraphicsSimpleTextItem *label = m_segmentLabels.value(set * kBars + category);
    return label && label->isVisible() ? label : nullptr;
}

void MemoryChart::relayout()
{
    QChart *c = chart();
    const QList<QBarSet *> all = sets();
    for (int bar = 0; bar < kBars; ++bar) {
        // Where the bar's edges fall, to tell whether a figure fits across it.
        const double left = c->mapToPosition(QPointF(bar - kBarWidth / 2, 0), m_series).x();
        const double right = c->mapToPosition(QPointF(bar + kBarWidth / 2, 0), m_series).x();
        double base = 0.0;
        for (int s = 0; s < all.size(); ++s) {
            QGraphicsSimpleTextItem *label = m_segmentLabels[s * kBars + bar];
            const double value = bar < all[s]->count() ? all[s]->at(bar) : 0.0;
            const QPointF bottom = c->mapToPosition(QPointF(bar, base), m_series);
            const QPointF top = c->mapToPosition(QPointF(bar, base + value), m_series);
            base += value;
            label->setText(Labels::significant(value));
            const QSizeF size = label->boundingRect().size();
            // A figure goes in its segment only where it fits with a pixel to spare; the
            // tooltip has the others.
            const bool fits = value > 0 && std::abs(bottom.y() - top.y()) >= size.height() + 2 &&
                              right - left >= size.width() + 4;
            label->setVisible(fits);
            if (fits)
                label->setPos((left + right - size.width()) / 2,
                              (bottom.y() + top.y() - size.height()) / 2);
        }
    }
}

void MemoryChart::showTip(bool entered, int index, QBarSet *set)
{
    if (!entered || index < 0 || index >= set->count()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(),
                       tr("%1: %2 GB").arg(set->label(), Labels::significant(set->at(index))),
                       this);
}

} // namespace blab::ui
