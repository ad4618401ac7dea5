// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/table_fit.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <algorithm>

namespace blab::ui {

void TableFit::fitHeight(QTableView *table, int maxRows)
{
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    const int rows = std::min(maxRows, table->model() ? table->model()->rowCount() : 0);
    for (int row = 0; row < rows; ++row)
        height += table->verticalHeader()->sectionSize(row);
    if (table->horizontalScrollBar()->isVisible())
        height += table->horizontalScrollBar()->sizeHint().height();
    table->setFixedHeight(height);
}

namespace {

// What a column needs: its header, or its widest cell in bold with the margins a cell keeps
// either side.
int widestIn(const QTableView *table, int column)
{
    constexpr int kCellMargins = 14;
    QFont bold = table->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const QAbstractItemModel *model = table->model();
    int widest = table->horizontalHeader()->sectionSizeHint(column);
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString text = model->index(row, column).data().toString();
        widest = std::max(widest, metrics.horizontalAdvance(text) + kCellMargins);
    }
    return widest;
}

} // namespace

void TableFit::fitMinimumWidth(QTableView *table)
{
    // What each column needs, not the header's length: a stretched last column is as wide as
    // the table already is, and the minimum would then only ever grow.
    int width = 2 * table->frameWidth();
    const QAbstractItemModel *model = table->model();
    const int columns = model ? model->columnCount() : 0;
    for (int column = 0; column < columns; ++column) {
        if (!table->isColumnHidden(column))
            width += widestIn(table, column);
    }
    if (table->verticalHeader()->isVisible())
        width += table->verticalHeader()->width();
    table->setMinimumWidth(width);
}

void TableFit::fitColumns(QTableView *table, int stretched)
{
    const QAbstractItemModel *model = table->model();
    const int columns = model ? model->columnCount() : 0;
    table->setWordWrap(false);
    QHeaderView *header = table->horizontalHeader();
    for (int column = 0; column < columns; ++column) {
        if (column == stretched) {
            header->setSectionResizeMode(column, QHeaderView::Stretch);
            continue;
        }
        header->setSectionResizeMode(column, QHeaderView::Fixed);
        header->resizeSection(column, widestIn(table, column));
    }
}

} // namespace blab::ui
