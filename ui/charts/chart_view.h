#pragma once

#include <QChartView>
#include <QString>

class QAbstractAxis;
class QAbstractSeries;
class QBarSet;

namespace blab::ui {

// The base of every chart in the window: animations off, antialiased, and a context menu to save
// or copy the chart. fileStem() names the PNG that export writes for it.
class ChartView : public QChartView
{
    Q_OBJECT

public:
    ChartView(const QString &fileStem, QWidget *parent = nullptr);

    QString fileStem() const { return m_fileStem; }
    // Adds the bottom and left axes; every series plot() adds is attached to both.
    void setAxes(QAbstractAxis *x, QAbstractAxis *y);
    void plot(QAbstractSeries *series);

    // Puts labels and other decorations where the current plot area says; charts that place
    // items by hand override it. The exporter calls it after resizing the chart.
    virtual void relayout() {}

    // The whole decades that contain [low, high], for log axes whose ticks fall on powers of ten.
    // Values at or below zero are replaced by floor so that a log axis never sees them.
    static QPair<double, double> decadeRange(double low, double high, double floor = 1e-12);

    // Updates a bar set in place with QBarSet::replace() when the count is unchanged, which
    // repaints without rebuilding the bars.
    static void setBarValues(QBarSet *set, const QList<qreal> &values);

signals:
    void saveRequested(blab::ui::ChartView *view);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    // Colours the background, titles, labels and grid from the widget's palette; charts with
    // lines drawn in the text colour add those.
    virtual void applyPalette();

private:
    QString m_fileStem;
    QAbstractAxis *m_xAxis = nullptr;
    QAbstractAxis *m_yAxis = nullptr;
};

} // namespace blab::ui
