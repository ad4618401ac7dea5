#pragma once

#include "core/interconnect_model.h"
#include "ui/charts/chart_view.h"

#include <QVector>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace blab::ui {

// Speed-up against the number of cards for several links, with the ideal line: the gap is the
// communication wall.
class ScalingChart : public ChartView
{
    Q_OBJECT

public:
    static constexpr int kMaxCards = 64;

    explicit ScalingChart(QWidget *parent = nullptr);

    // inputs.cards is marked on the curve of inputs.linkGBs.
    void setData(const core::InterconnectInputs &inputs);
    void retranslate();

    QLineSeries *currentSeries() const { return m_current; }
    QScatterSeries *markerSeries() const { return m_marker; }

    // The links drawn for reference, with their bus bandwidth in GB/s.
    struct ReferenceLink
    {
        const char *name;
        double gbs;
    };
    static const ReferenceLink kReferences[3];

private:
    QLineSeries *m_ideal;
    QVector<QLineSeries *> m_references;
    QLineSeries *m_current;
    QScatterSeries *m_marker;
    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
};

} // namespace blab::ui
