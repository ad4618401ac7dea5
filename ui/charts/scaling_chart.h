// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "report/report_model.h"

#include <QVector>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace blab::ui {

// Speed-up against the number of cards over each link the device has, with the ideal line: the
// gap is the communication wall.
class ScalingChart : public ChartView
{
    Q_OBJECT

public:
    static constexpr int kMaxCards = core::ReportModel::kScalingCards;
    // The axis goes no lower than this: a link that slow is shown at its floor.
    static constexpr double kLowestSpeedup = 1.0 / 64;

    // Training splits the data (model.links), serving splits each layer of the model over the
    // cards (model.servingLinks); the two charts are exported under their own names.
    enum class Split
    {
        Data,
        Tensor
    };
    explicit ScalingChart(QWidget *parent = nullptr) : ScalingChart(Split::Data, parent) {}
    explicit ScalingChart(Split split, QWidget *parent = nullptr);

    // One curve per link; the chosen link and card count are marked.
    void setData(const core::ReportModel &model);
    void retranslate() override;

    // The curve of a link kind; hidden when the device has no such link.
    QLineSeries *curve(core::LinkKind kind) const;
    QScatterSeries *markerSeries() const { return m_marker; }

private:
    void setCurve(core::LinkKind kind, double busGBs, const QList<QPointF> &points);

    Split m_split;
    // Under a training layout the data-parallel curves count its copies, not single cards.
    bool m_byCopies = false;
    QLineSeries *m_ideal;
    QVector<QLineSeries *> m_curves;
    QScatterSeries *m_marker;
    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
};

} // namespace blab::ui
