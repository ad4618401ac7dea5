// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

class QAbstractSeries;

namespace blab::ui {

class ChartView;

// The numbers behind a chart as CSV, read off the series it draws, so that the file holds what
// the picture shows. One header row names the columns with the axes' titles, which carry the
// units; then one row per point: the series (or bar set), the x value or category, the y value.
// Figures keep every digit (core::NumberFormat::roundTrip), so they read back as the model's
// own doubles.
class ChartTable
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ChartTable)

public:
    static QString csv(const ChartView *view);

private:
    // One field, quoted when it holds a comma, a quote or a line break.
    static QString field(const QString &text);
    static QString number(double value);
    static void addRows(QAbstractSeries *series, QStringList &rows);
};

} // namespace blab::ui
