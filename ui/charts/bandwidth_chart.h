// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "measure/profile/machine_profile.h"
#include "report/report_model.h"

#include <QVector>
#include <optional>
#include <vector>

class QCategoryAxis;
class QGraphicsSimpleTextItem;
class QPointF;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace blab::ui {

class ChartLabel;

// The memory hierarchy as the machine profile measured it: read bandwidth against the working
// set, with every thread and with one, STREAM's triad over the same working sets as thinner
// dashed curves (where the profile has them), a dashed line where each cache runs out, and each
// level's figure as a short bar with its name and GB/s; each point's tooltip says which level feeds
// it. A profile from before the hierarchy was measured has no sweep, and the chart then says so
// instead of drawing.
class BandwidthChart : public ChartView
{
    Q_OBJECT

public:
    // L1, L2, L3, an L4 where there is one, and DRAM; a machine with more draws the first five.
    static constexpr int kMaxLevels = 5;
    // Pixels a size label such as "256 KiB" needs with some space around it.
    static constexpr double kMinLabelSpacing = 64.0;

    explicit BandwidthChart(QWidget *parent = nullptr);

    // The bandwidth sweep and levels of the snapshot's measured profile, each point's level as
    // its hierarchy roofline gives it; empty without a profile.
    void setData(const core::ReportModel &snapshot);
    void retranslate() override;
    void relayout() override;

    // For tests: the series, the cache edges and figures in use, and the placeholder.
    QLineSeries *allThreadsSeries() const { return m_all; }
    QLineSeries *oneThreadSeries() const { return m_one; }
    QLineSeries *triadSeries() const { return m_triad; }
    QLineSeries *triadOneThreadSeries() const { return m_triadOne; }
    // One dashed line per cache level, in the profile's order; the rest of the pool is hidden.
    const QVector<QLineSeries *> &edgeSeries() const { return m_edges; }
    // One short bar per level, DRAM included.
    const QVector<QLineSeries *> &figureSeries() const { return m_figures; }
    const QVector<ChartLabel *> &edgeLabels() const { return m_edgeLabels; }
    const QVector<ChartLabel *> &figureLabels() const { return m_figureLabels; }
    bool isEmpty() const { return m_empty; }
    // The text shown instead of curves, or an empty string while curves are shown.
    QString placeholderText() const;
    bool logY() const { return m_logY; }
    // The tooltip of sweep point i: its size, both figures and the level each comes from.
    QString pointText(int i) const;

protected:
    void applyPalette() override;

private:
    // Ranges, bases and label formats of the four axes.
    void setUpAxes();
    // Pens and markers that do not follow the palette.
    void styleSeries();
    // The level-drawing pool: series and labels, none with a legend entry.
    void buildLevelPool();
    void clear();
    void showSweep(const core::MachineProfile &profile);
    void showLevels(const std::vector<core::MemoryLevel> &levels);
    // The levels' labels, with their names in the window's language.
    void nameLevels();
    // The log x axis over whole powers of four around [low, high] bytes, and the labels in KiB,
    // MiB and GiB that stand in for its own numbers.
    void setXRange(double low, double high);
    // The size labels for the plot's current width: every power of four, or every second one.
    void labelSizes();
    // A log axis when the figures span more than a decade, a linear one from zero otherwise.
    void setYRange(double low, double high);
    void useLogY(bool log);
    // Every series of the chart, for moving them between the two y axes.
    QList<QLineSeries *> allSeries() const;
    // A curve's point under the mouse: the sweep point nearest to it along the axis.
    void showTip(QLineSeries *series, const QPointF &point, bool entered);

    QLineSeries *m_all;
    QLineSeries *m_one;
    QLineSeries *m_triad;
    QLineSeries *m_triadOne;
    QVector<QLineSeries *> m_edges;
    QVector<QLineSeries *> m_figures;
    QVector<ChartLabel *> m_edgeLabels;
    QVector<ChartLabel *> m_figureLabels;
    QGraphicsSimpleTextItem *m_placeholder;
    QLogValueAxis *m_x;
    QCategoryAxis *m_xLabels;
    QLogValueAxis *m_yLog;
    QValueAxis *m_yLinear;
    // Whether the series are attached to m_yLog now rather than to m_yLinear.
    bool m_logY = true;
    // Bytes from one size label to the next: 4 or 16, 0 before the first labelling.
    double m_labelFactor = 0.0;
    int m_threads = 0;
    // What the tooltips describe; empty while the chart is.
    std::vector<core::BandwidthPoint> m_sweep;
    std::vector<core::MemoryLevel> m_levels;
    std::vector<core::HierarchyRoofline::SweepLevels> m_sweepLevels;
    bool m_empty = true;
    // A profile is there, but from before the sweep was measured.
    bool m_noSweep = false;
};

} // namespace blab::ui
