// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/export_format.h"

#include <QChartView>
#include <QString>

class QAbstractAxis;
class QAbstractSeries;
class QBarSet;

namespace blab::ui {

// The base of every chart in the window: animations off, antialiased, and a context menu to save
// the chart as PNG, SVG or CSV or copy it. fileStem() names the files that export writes for it.
class ChartView : public QChartView
{
    Q_OBJECT

public:
    ChartView(const QString &fileStem, QWidget *parent = nullptr);

    QString fileStem() const { return m_fileStem; }
    // The inputs behind the chart in one line ("bandwidth 50 GB/s · peak 237 GFLOPS · …"), which
    // an exported chart carries under the plot; empty draws none. ChartCaptions writes it.
    QString caption() const { return m_caption; }
    void setCaption(const QString &caption) { m_caption = caption; }
    // Whether any series has a point. A chart of a measurement that was never made has none,
    // and export leaves it out rather than write an empty grid.
    bool hasData() const;
    // Adds the bottom and left axes; every series plot() adds is attached to both.
    void setAxes(QAbstractAxis *x, QAbstractAxis *y);
    void plot(QAbstractSeries *series);

    // Puts labels and other decorations where the current plot area says; charts that place
    // items by hand override it. The exporter calls it after resizing the chart.
    virtual void relayout() {}
    // Sets the chart's titles and series names in the window's language; called again when the
    // language changes, so a chart switches with its data as it stands.
    virtual void retranslate() {}

    // Axis numbers as plain digits up to 10 significant ones: 1000000 where "%g" writes 1e+06, and
    // 0.01 as written.
    static constexpr const char *kAxisNumbers = "%.10g";

    // The whole decades that contain [low, high], for log axes whose ticks fall on powers of ten.
    // Values at or below zero are replaced by floor so that a log axis never sees them.
    static QPair<double, double> decadeRange(double low, double high, double floor = 1e-12);

    // Updates a bar set in place with QBarSet::replace() when the count is unchanged, which
    // repaints without rebuilding the bars.
    static void setBarValues(QBarSet *set, const QList<qreal> &values);

signals:
    void saveRequested(blab::ui::ChartView *view, blab::ui::ExportFormat format);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    // Colours the background, titles, labels and grid from the widget's palette; charts with
    // lines drawn in the text colour add those.
    virtual void applyPalette();

private:
    QString m_fileStem;
    QString m_caption;
    QAbstractAxis *m_xAxis = nullptr;
    QAbstractAxis *m_yAxis = nullptr;
};

} // namespace blab::ui
