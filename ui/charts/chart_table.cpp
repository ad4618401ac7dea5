// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/chart_table.h"

#include "charts/chart_view.h"
#include "io/number_format.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHash>
#include <QLogValueAxis>
#include <QRegularExpression>
#include <QStringList>
#include <QXYSeries>
#include <cmath>

namespace blab::ui {

namespace {

// The title of the series' axis in that orientation; the chart's own axes when the series has
// none attached.
QString axisTitle(const QChart *chart, QAbstractSeries *series, Qt::Orientation orientation)
{
    QList<QAbstractAxis *> axes = series ? series->attachedAxes() : QList<QAbstractAxis *>{};
    if (axes.isEmpty())
        axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        if (axis->orientation() == orientation)
            return axis->titleText();
    }
    return {};
}

// A line without a name is a guide drawn for the eye (the dashed line under the balance point);
// the figure it marks is in a named series of its own. Bar series are named by their sets.
bool isShown(QAbstractSeries *series)
{
    if (!series->isVisible())
        return false;
    if (auto *xy = qobject_cast<QXYSeries *>(series))
        return xy->count() > 0 && !xy->name().isEmpty();
    if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
        return !bars->barSets().isEmpty();
    return false;
}

// Horizontal bars run along x; their categories are on the vertical axis.
bool isHorizontal(QAbstractBarSeries *bars)
{
    return bars->type() == QAbstractSeries::SeriesTypeHorizontalBar ||
           bars->type() == QAbstractSeries::SeriesTypeHorizontalStackedBar ||
           bars->type() == QAbstractSeries::SeriesTypeHorizontalPercentBar;
}

// The text of a label in one line: a chart breaks long names with <br> or a line break.
QString plain(QString text)
{
    static const QRegularExpression lineBreak(QStringLiteral("<br\\s*/?>|\\n"),
                                              QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    text.replace(lineBreak, QStringLiteral(" "));
    text.remove(tag);
    return text.simplified();
}

// The lowest value of a log axis a bar series is drawn on, or 0. A bar without a figure is drawn
// at that floor (a log axis has no zero), and such a bar has no number to write.
double logFloor(QAbstractBarSeries *bars)
{
    for (QAbstractAxis *axis : bars->attachedAxes()) {
        if (const auto *log = qobject_cast<QLogValueAxis *>(axis))
            return log->min();
    }
    return 0.0;
}

} // namespace

QString ChartTable::field(const QString &raw)
{
    const QString text = plain(raw);
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString ChartTable::number(double value)
{
    // A bar or point that is not drawn (NaN, infinite) has no figure; its cell stays empty.
    return std::isfinite(value) ? QString::fromStdString(core::NumberFormat::roundTrip(value))
                                : QString();
}

void ChartTable::addRows(QAbstractSeries *series, QStringList &rows)
{
    if (auto *xy = qobject_cast<QXYSeries *>(series)) {
        // A series of several named points (the user's kernels) names each row by its point.
        const QStringList names = xy->property("pointNames").toStringList();
        const QList<QPointF> points = xy->points();
        for (int i = 0; i < points.size(); ++i)
            rows << field(i < names.size() ? names[i] : xy->name()) + QLatin1Char(',') +
                        number(points[i].x()) + QLatin1Char(',') + number(points[i].y());
        return;
    }
    auto *bars = qobject_cast<QAbstractBarSeries *>(series);
    if (!bars)
        return;
    const Qt::Orientation along = isHorizontal(bars) ? Qt::Vertical : Qt::Horizontal;
    QStringList categories;
    for (QAbstractAxis *axis : bars->attachedAxes()) {
        if (auto *c = qobject_cast<QBarCategoryAxis *>(axis); c && axis->orientation() == along)
            categories = c->categories();
    }
    // Sets that share a label are one quantity drawn in parts (a chart may draw its thin bars in
    // a set of their own); the table adds them up, in the order the labels first come.
    QStringList labels;
    QHash<QString, QList<double>> values;
    for (QBarSet *set : bars->barSets()) {
        if (!values.contains(set->label()))
            labels << set->label();
        QList<double> &sum = values[set->label()];
        sum.resize(std::max<qsizetype>(sum.size(), set->count()), 0.0);
        for (int i = 0; i < set->count(); ++i)
            sum[i] += set->at(i);
    }
    const double floor = logFloor(bars);
    for (const QString &label : labels) {
        const QList<double> &sum = values.value(label);
        for (int i = 0; i < sum.size(); ++i) {
            const QString category = i < categories.size() ? categories.at(i) : QString::number(i);
            rows << field(label) + QLatin1Char(',') + field(category) + QLatin1Char(',') +
                        (floor > 0 && sum[i] <= floor ? QString() : number(sum[i]));
        }
    }
}

QString ChartTable::csv(const ChartView *view)
{
    const QChart *chart = view->chart();
    QAbstractSeries *first = nullptr;
    QStringList rows;
    for (QAbstractSeries *series : chart->series()) {
        if (!isShown(series))
            continue;
        first = first ? first : series;
        addRows(series, rows);
    }
    // The columns follow the first series' axes; a bar chart's categories are its x column
    // whichever way its bars run.
    Qt::Orientation xAxis = Qt::Horizontal;
    if (auto *bars = qobject_cast<QAbstractBarSeries *>(first); bars && isHorizontal(bars))
        xAxis = Qt::Vertical;
    const Qt::Orientation yAxis = xAxis == Qt::Horizontal ? Qt::Vertical : Qt::Horizontal;
    QString xTitle = axisTitle(chart, first, xAxis);
    if (xTitle.isEmpty())
        xTitle = qobject_cast<QAbstractBarSeries *>(first) ? tr("Category") : QStringLiteral("x");
    const QString header = field(tr("Series")) + QLatin1Char(',') + field(xTitle) +
                           QLatin1Char(',') + field(axisTitle(chart, first, yAxis));
    rows.prepend(header);
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace blab::ui
