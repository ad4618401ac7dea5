// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "report/report_model.h"

#include <QList>
#include <vector>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace blab::ui {

// "How close are these answers?": the published results of the validation set in one unit
// (seconds, tokens per second or GB/s) against what this program expects for their setups,
// log–log, one colour per source, with the line y = x and the ±25 % band around it. A point's
// tooltip names the result, its setup, its signed ratio and its source.
class ValidationChart : public ChartView
{
    Q_OBJECT

public:
    enum class Unit
    {
        Seconds,
        TokensPerSecond,
        GigabytesPerSecond
    };
    static constexpr Unit kUnits[] = {Unit::Seconds, Unit::TokensPerSecond,
                                      Unit::GigabytesPerSecond};
    // The unit a metric of the validation set is given in.
    static Unit unitOf(const std::string &metric);

    explicit ValidationChart(Unit unit, QWidget *parent = nullptr);
    Unit unit() const { return m_unit; }
    void setData(const core::ReportModel &model);
    void retranslate() override;

    // The sources' series, in the order the set first names them.
    const QList<QScatterSeries *> &sources() const { return m_sources; }
    QLineSeries *ideal() const { return m_ideal; }

private:
    // One series per source; made once, when a source first appears.
    QScatterSeries *seriesFor(const QString &source);
    void showTip(QScatterSeries *series, const QPointF &point, bool state);

    Unit m_unit;
    QLineSeries *m_ideal;
    QLineSeries *m_upper;
    QLineSeries *m_lower;
    QList<QScatterSeries *> m_sources;
    // The outcomes behind each series' points, in the same order.
    QList<std::vector<core::ValidationOutcome>> m_outcomes;
    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
};

} // namespace blab::ui
