// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "charts/chart_view.h"
#include "plan/plan_result.h"

#include <QHash>
#include <QList>
#include <QString>
#include <vector>

class QAreaSeries;
class QLineSeries;
class QLogValueAxis;

namespace blab::ui {

// The planner's Pareto fronts: for each device, the setups no other of its setups beats on both
// what each user gets (output tokens per second per user, across) and what each card gives
// (output tokens per second per card, up), joined by rising tokens per user, one colour a
// device. The shaded band is where each user gets the rate the targets ask for: the rate a time
// per output token implies (one token per that time), or the floor given. Hover a point for its
// setup.
class PlanFrontChart : public ChartView
{
    Q_OBJECT

public:
    explicit PlanFrontChart(QWidget *parent = nullptr);

    // names: each device id's name as the window shows it.
    void setResult(const core::PlanResult &result, const QHash<QString, QString> &names);
    void retranslate() override;

    // One series a device with a front, in the result's order.
    const QList<QLineSeries *> &fronts() const { return m_fronts; }
    QAreaSeries *targetRegion() const { return m_target; }

    // Each device id's name as the window shows it, for the legend, the tooltips and the table.
    static QHash<QString, QString> deviceNames(const std::vector<core::DeviceSpec> &devices);

    // The line an exported chart carries: the model, its requests and the targets.
    QString planCaption() const;

    // The tokens per second each user must see, as the targets imply it; 0 when they ask none.
    static double targetUserRate(const core::PlanTargets &targets);

private:
    void clearFronts();
    void showTip(int device, const QPointF &point, bool entered);
    // The band from the target rate to the axis' right end, over the whole height.
    void shadeTarget(double rate, double xHigh, double yLow, double yHigh);

    core::PlanResult m_result;
    QHash<QString, QString> m_names;
    QList<QLineSeries *> m_fronts;
    QLineSeries *m_targetLow;
    QLineSeries *m_targetHigh;
    QAreaSeries *m_target;
    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
};

} // namespace blab::ui
