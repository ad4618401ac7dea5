// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/plan_front_chart.h"

#include "charts/chart_style.h"
#include "text/labels.h"
#include "text/plan_text.h"

#include <QAreaSeries>
#include <QCursor>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace blab::ui {

PlanFrontChart::PlanFrontChart(QWidget *parent)
    : ChartView(QStringLiteral("plan-front"), parent), m_targetLow(new QLineSeries(this)),
      m_targetHigh(new QLineSeries(this)), m_target(new QAreaSeries(m_targetHigh, m_targetLow)),
      m_x(new QLogValueAxis(this)), m_y(new QLogValueAxis(this))
{
    m_target->setParent(this);
    for (QLogValueAxis *axis : {m_x, m_y}) {
        axis->setBase(10);
        axis->setLabelFormat(ChartView::kAxisNumbers);
        axis->setMinorTickCount(8);
        axis->setRange(1, 1000);
    }
    setAxes(m_x, m_y);
    // The band under the fronts, so their points stay on top; a light green, as the targets
    // are what the user wants to reach.
    QColor fill = ChartStyle::accent();
    fill.setAlpha(45);
    m_target->setBrush(fill);
    m_target->setPen(QPen(ChartStyle::accent(), 1.5, Qt::DashLine));
    plot(m_target);
    // A legend entry a device: beside the plot, where a dozen of them fit above each other.
    chart()->legend()->setAlignment(Qt::AlignRight);
    retranslate();
}

void PlanFrontChart::retranslate()
{
    chart()->setTitle(tr("Each device's best setups: what each user gets against what each card "
                         "gives"));
    m_x->setTitleText(tr("Output tokens/s per user (log scale)"));
    m_y->setTitleText(tr("Output tokens/s per card (log scale)"));
    const double rate = targetUserRate(m_result.targets);
    m_target->setName(
        tr("Meets the per-user target (≥ %1 tokens/s)").arg(Labels::significant(rate)));
}

QHash<QString, QString> PlanFrontChart::deviceNames(const std::vector<core::DeviceSpec> &devices)
{
    QHash<QString, QString> names;
    for (const core::DeviceSpec &d : devices)
        names.insert(QString::fromStdString(d.id), Labels::device(d));
    return names;
}

QString PlanFrontChart::planCaption() const
{
    if (m_result.model.empty())
        return {};
    return tr("%1 · prompt %2, answer %3 tokens · %4")
        .arg(Labels::userText(m_result.model))
        .arg(m_result.promptTokens)
        .arg(m_result.outputTokens)
        .arg(PlanText::targets(m_result.targets));
}

double PlanFrontChart::targetUserRate(const core::PlanTargets &targets)
{
    if (targets.minOutputTokensPerSecondPerUser)
        return *targets.minOutputTokensPerSecondPerUser;
    if (targets.timePerOutputTokenSeconds && *targets.timePerOutputTokenSeconds > 0)
        return 1.0 / *targets.timePerOutputTokenSeconds;
    return 0.0;
}

void PlanFrontChart::clearFronts()
{
    for (QLineSeries *s : m_fronts) {
        chart()->removeSeries(s);
        delete s;
    }
    m_fronts.clear();
}

void PlanFrontChart::setResult(const core::PlanResult &result, const QHash<QString, QString> &names)
{
    m_result = result;
    m_names = names;
    clearFronts();
    double xLow = 1e300, xHigh = 0.0, yLow = 1e300, yHigh = 0.0;
    const double rate = targetUserRate(result.targets);
    if (rate > 0) {
        xLow = std::min(xLow, rate);
        xHigh = std::max(xHigh, rate);
    }
    int colour = 0;
    for (const core::PlanFront &front : result.fronts) {
        if (front.points.empty())
            continue;
        auto *series = new QLineSeries(this);
        const QString id = QString::fromStdString(front.device);
        series->setName(m_names.value(id, id));
        // A colour of its own for each of up to fourteen devices; past the first seven, told
        // apart by the colour-blind, the line is dashed as well.
        QPen pen(ChartStyle::distinct(colour), 2.0, colour < 7 ? Qt::SolidLine : Qt::DashLine);
        series->setPen(pen);
        series->setPointsVisible(true);
        series->setMarkerSize(6);
        QList<QPointF> points;
        for (const core::PlanPoint &p : front.points) {
            points.append({p.outputTokensPerSecondPerUser, p.outputTokensPerSecondPerCard});
            xLow = std::min(xLow, p.outputTokensPerSecondPerUser);
            xHigh = std::max(xHigh, p.outputTokensPerSecondPerUser);
            yLow = std::min(yLow, p.outputTokensPerSecondPerCard);
            yHigh = std::max(yHigh, p.outputTokensPerSecondPerCard);
        }
        series->replace(points);
        plot(series);
        const int index = static_cast<int>(m_fronts.size());
        connect(
            series, &QLineSeries::hovered, this,
            [this, index](const QPointF &point, bool entered) { showTip(index, point, entered); });
        m_fronts.append(series);
        ++colour;
    }
    if (xHigh <= 0.0) {
        xLow = 1.0;
        xHigh = 100.0;
    }
    if (yHigh <= 0.0) {
        yLow = 1.0;
        yHigh = 1000.0;
    }
    const QPair<double, double> x = decadeRange(xLow, xHigh * 1.2);
    const QPair<double, double> y = decadeRange(yLow, yHigh * 1.2);
    m_x->setRange(x.first, x.second);
    m_y->setRange(y.first, y.second);
    shadeTarget(rate, x.second, y.first, y.second);
    retranslate();
}

void PlanFrontChart::shadeTarget(double rate, double xHigh, double yLow, double yHigh)
{
    if (rate <= 0.0) {
        m_targetLow->clear();
        m_targetHigh->clear();
        m_target->setVisible(false);
        return;
    }
    m_targetLow->replace(QList<QPointF>{{rate, yLow}, {xHigh, yLow}});
    m_targetHigh->replace(QList<QPointF>{{rate, yHigh}, {xHigh, yHigh}});
    m_target->setVisible(true);
}

void PlanFrontChart::showTip(int device, const QPointF &point, bool entered)
{
    if (!entered) {
        QToolTip::hideText();
        return;
    }
    // The front's points in the order drawn: the hovered one is the nearest in tokens per user.
    std::size_t found = 0;
    int seen = -1;
    for (std::size_t f = 0; f < m_result.fronts.size(); ++f) {
        if (!m_result.fronts[f].points.empty() && ++seen == device)
            found = f;
    }
    const core::PlanFront &front = m_result.fronts.at(found);
    const auto nearest = std::min_element(
        front.points.begin(), front.points.end(), [&point](const auto &a, const auto &b) {
            return std::abs(a.outputTokensPerSecondPerUser - point.x()) <
                   std::abs(b.outputTokensPerSecondPerUser - point.x());
        });
    const core::PlanPoint &p = *nearest;
    const QString id = QString::fromStdString(front.device);
    QToolTip::showText(
        QCursor::pos(),
        tr("%1, replicas of %2 cards, %3 / %4, %5 requests a replica\n%6 tokens/s per user, "
           "%7 tokens/s per card (expected)%8")
            .arg(m_names.value(id, id),
                 Labels::servingLayout(p.tensorParallel, p.expertParallel, p.attentionDp),
                 QString::fromLatin1(core::WeightDtypes::id(p.weightDtype)).toUpper(),
                 QString::fromLatin1(core::KvDtypes::id(p.kvDtype)).toUpper(),
                 QString::number(p.concurrency),
                 Labels::significant(p.outputTokensPerSecondPerUser),
                 Labels::significant(p.outputTokensPerSecondPerCard),
                 p.meetsTargets ? tr("; meets the targets") : QString()),
        this);
}

} // namespace blab::ui
