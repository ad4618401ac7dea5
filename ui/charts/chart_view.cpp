// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/chart_view.h"

#include "charts/chart_exporter.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractSeries>
#include <QApplication>
#include <QBarSet>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QMenu>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace blab::ui {

ChartView::ChartView(const QString &fileStem, QWidget *parent)
    : QChartView(new QChart, parent), m_fileStem(fileStem)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->setBackgroundRoundness(0);
    chart()->setMargins(QMargins(6, 6, 6, 6));
    setMinimumSize(320, 240);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    connect(chart(), &QChart::plotAreaChanged, this, [this] { relayout(); });
    applyPalette();
}

void ChartView::setAxes(QAbstractAxis *x, QAbstractAxis *y)
{
    m_xAxis = x;
    m_yAxis = y;
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);
    applyPalette();
}

void ChartView::applyPalette()
{
    // Qt Charts' themes would also recolour the series, whose colours carry meaning here, so
    // only the chart's own furniture follows the widget palette (light or dark).
    const QPalette p = palette();
    const QColor text = p.color(QPalette::Text);
    // The grid is the text colour at 15 % over the chart's background, mixed here rather than
    // drawn translucent: the same pixels, but an opaque line is a plain fill where a translucent
    // one is blended pixel by pixel, and a log chart's minor grid has a hundred long lines.
    const QColor base = p.color(QPalette::Base);
    const QColor grid = QColor::fromRgbF(base.redF() * 0.85f + text.redF() * 0.15f,
                                         base.greenF() * 0.85f + text.greenF() * 0.15f,
                                         base.blueF() * 0.85f + text.blueF() * 0.15f);
    QColor line = p.color(QPalette::Text);
    line.setAlphaF(0.45);
    chart()->setBackgroundBrush(p.color(QPalette::Base));
    chart()->setPlotAreaBackgroundVisible(false);
    chart()->setTitleBrush(text);
    chart()->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart()->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(line);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
    }
    // The chart's own background covers the whole view (QChartView sizes the chart to it), so
    // the view paints none under it: at 1600 x 1000 that fill cost a fifth of a slider move.
    setBackgroundBrush(Qt::NoBrush);
}

void ChartView::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ChartView::plot(QAbstractSeries *series)
{
    chart()->addSeries(series);
    series->attachAxis(m_xAxis);
    series->attachAxis(m_yAxis);
}

QPair<double, double> ChartView::decadeRange(double low, double high, double floor)
{
    low = std::max(low, floor);
    high = std::max(high, low * 10.0);
    return {std::pow(10.0, std::floor(std::log10(low))),
            std::pow(10.0, std::ceil(std::log10(high)))};
}

void ChartView::setBarValues(QBarSet *set, const QList<qreal> &values)
{
    if (set->count() != values.size()) {
        set->remove(0, set->count());
        set->append(values);
        return;
    }
    for (int i = 0; i < values.size(); ++i) {
        if (set->at(i) != values.at(i))
            set->replace(i, values.at(i));
    }
}

bool ChartView::hasData() const
{
    for (QAbstractSeries *series : chart()->series()) {
        if (const auto *xy = qobject_cast<QXYSeries *>(series); xy && xy->count() > 0)
            return true;
        if (const auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (const QBarSet *set : bars->barSets()) {
                if (set->count() > 0)
                    return true;
            }
        }
    }
    return false;
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Save as PNG…"), this,
                   [this] { emit saveRequested(this, ExportFormat::Png); });
    menu.addAction(tr("Save as SVG…"), this,
                   [this] { emit saveRequested(this, ExportFormat::Svg); });
    menu.addAction(tr("Save the numbers as CSV…"), this,
                   [this] { emit saveRequested(this, ExportFormat::Csv); });
    menu.addSeparator();
    menu.addAction(tr("Copy"), this, [this] {
        ExportOptions options;
        options.size = size();
        options.scale = devicePixelRatioF();
        // The clipboard gets what the screen shows, without the caption or larger text.
        options.fitText = false;
        options.caption = false;
        QApplication::clipboard()->setImage(ChartExporter::render(this, options));
    });
    menu.exec(event->globalPos());
}

} // namespace blab::ui
