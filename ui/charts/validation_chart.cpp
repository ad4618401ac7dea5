// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/validation_chart.h"

#include "charts/chart_style.h"
#include "text/labels.h"
#include "text/validation_text.h"

#include <QCursor>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace blab::ui {

namespace {

// The band drawn around y = x: expected within 25 % of published.
constexpr double kBand = 0.25;

QString stemOf(ValidationChart::Unit unit)
{
    switch (unit) {
    case ValidationChart::Unit::Seconds:
        return QStringLiteral("serving-validation-seconds");
    case ValidationChart::Unit::TokensPerSecond:
        return QStringLiteral("serving-validation-rates");
    case ValidationChart::Unit::GigabytesPerSecond:
        break;
    }
    return QStringLiteral("serving-validation-bandwidth");
}

} // namespace

ValidationChart::Unit ValidationChart::unitOf(const std::string &metric)
{
    if (metric == "all_reduce_bus_gbs")
        return Unit::GigabytesPerSecond;
    if (metric.find("per_second") != std::string::npos)
        return Unit::TokensPerSecond;
    return Unit::Seconds;
}

ValidationChart::ValidationChart(Unit unit, QWidget *parent)
    : ChartView(stemOf(unit), parent), m_unit(unit), m_ideal(new QLineSeries(this)),
      m_upper(new QLineSeries(this)), m_lower(new QLineSeries(this)), m_x(new QLogValueAxis(this)),
      m_y(new QLogValueAxis(this))
{
    for (QLogValueAxis *axis : {m_x, m_y}) {
        axis->setBase(10);
        axis->setLabelFormat(ChartView::kAxisNumbers);
    }
    setAxes(m_x, m_y);
    QPen ideal(ChartStyle::balance());
    ideal.setWidthF(2.0);
    m_ideal->setPen(ideal);
    for (QLineSeries *band : {m_upper, m_lower}) {
        QPen pen(ChartStyle::balance());
        pen.setStyle(Qt::DotLine);
        pen.setWidthF(1.5);
        band->setPen(pen);
    }
    for (QLineSeries *s : {m_ideal, m_upper, m_lower})
        plot(s);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    retranslate();
}

void ValidationChart::retranslate()
{
    switch (m_unit) {
    case Unit::Seconds:
        chart()->setTitle(tr("Times: expected against published"));
        m_x->setTitleText(tr("Published, s (log scale)"));
        m_y->setTitleText(tr("Expected here, s (log scale)"));
        break;
    case Unit::TokensPerSecond:
        chart()->setTitle(tr("Token rates: expected against published"));
        m_x->setTitleText(tr("Published, tokens/s (log scale)"));
        m_y->setTitleText(tr("Expected here, tokens/s (log scale)"));
        break;
    case Unit::GigabytesPerSecond:
        chart()->setTitle(tr("All-reduce bus bandwidth: expected against published"));
        m_x->setTitleText(tr("Published, GB/s (log scale)"));
        m_y->setTitleText(tr("Expected here, GB/s (log scale)"));
        break;
    }
    m_ideal->setName(tr("Expected = published"));
    m_upper->setName(tr("±25 %"));
    m_lower->setName(QString());
    // The lower edge of the band shares the upper's legend entry.
    for (QLegendMarker *marker : chart()->legend()->markers(m_lower))
        marker->setVisible(false);
}

QScatterSeries *ValidationChart::seriesFor(const QString &source)
{
    for (QScatterSeries *s : m_sources) {
        if (s->name() == source)
            return s;
    }
    auto *series = new QScatterSeries(this);
    series->setName(source);
    series->setMarkerSize(9);
    series->setBorderColor(Qt::white);
    series->setColor(ChartStyle::series(static_cast<int>(m_sources.size())));
    connect(series, &QScatterSeries::hovered, this,
            [this, series](const QPointF &p, bool state) { showTip(series, p, state); });
    plot(series);
    m_sources.append(series);
    m_outcomes.append(std::vector<core::ValidationOutcome>());
    return series;
}

void ValidationChart::setData(const core::ReportModel &model)
{
    QList<QList<QPointF>> points(m_sources.size());
    for (auto &list : m_outcomes)
        list.clear();
    double low = 1e300, high = 0.0;
    if (model.validation) {
        for (const core::ValidationOutcome &o : model.validation->outcomes) {
            if (unitOf(o.row.metric) != m_unit)
                continue;
            QScatterSeries *series = seriesFor(QString::fromStdString(o.sourceName));
            const int i = static_cast<int>(m_sources.indexOf(series));
            if (points.size() <= i)
                points.resize(i + 1);
            points[i].append(QPointF(o.row.published, o.expected));
            m_outcomes[i].push_back(o);
            low = std::min({low, o.row.published, o.expected});
            high = std::max({high, o.row.published, o.expected});
        }
    }
    for (int i = 0; i < m_sources.size(); ++i)
        m_sources[i]->replace(points.value(i));
    if (high <= 0.0) {
        for (QLineSeries *s : {m_ideal, m_upper, m_lower})
            s->clear();
        return;
    }
    const QPair<double, double> range = decadeRange(low, high);
    m_x->setRange(range.first, range.second);
    m_y->setRange(range.first, range.second);
    const auto line = [&range](double factor) {
        return QList<QPointF>{{range.first, range.first * factor},
                              {range.second, range.second * factor}};
    };
    m_ideal->replace(line(1.0));
    m_upper->replace(line(1.0 + kBand));
    m_lower->replace(line(1.0 - kBand));
}

void ValidationChart::showTip(QScatterSeries *series, const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const int i = static_cast<int>(m_sources.indexOf(series));
    const std::vector<core::ValidationOutcome> &outcomes = m_outcomes.at(i);
    // The point nearest the one hovered, on the log scale both axes use.
    const auto distance = [&point](const core::ValidationOutcome &o) {
        return std::hypot(std::log(o.row.published / point.x()), std::log(o.expected / point.y()));
    };
    const auto nearest =
        std::min_element(outcomes.begin(), outcomes.end(),
                         [&](const auto &a, const auto &b) { return distance(a) < distance(b); });
    if (nearest == outcomes.end())
        return;
    const core::ValidationOutcome &o = *nearest;
    const std::string &m = o.row.metric;
    QToolTip::showText(
        QCursor::pos(),
        tr("<b>%1</b><br>%2<br>%3: published %4, expected %5 (bound %6), ratio %7<br><small>%8"
           "</small>")
            .arg(QString::fromStdString(o.row.id).toHtmlEscaped(),
                 ValidationText::setup(o.row).toHtmlEscaped(), ValidationText::metric(m),
                 ValidationText::figure(m, o.row.published), ValidationText::figure(m, o.expected),
                 ValidationText::figure(m, o.bound), Labels::fixed(o.ratio, 2),
                 QString::fromStdString(o.row.source).toHtmlEscaped()),
        this);
}

} // namespace blab::ui
