// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/table_fit.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

namespace blab::ui {

void TableFit::fitHeight(QTableView *table)
{
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    const int rows = table->model() ? table->model()->rowCount() : 0;
    for (int row = 0; row < rows; ++row)
        height += table->verticalHeader()->sectionSize(row);
    if (table->horizontalScrollBar()->isVisible())
        height += table->horizontalScrollBar()->sizeHint().height();
    table->setFixedHeight(height);
}

void TableFit::fitMinimumWidth(QTableView *table)
{
    int width = table->horizontalHeader()->length() + 2 * table->frameWidth();
    if (table->verticalHeader()->isVisible())
        width += table->verticalHeader()->width();
    table->setMinimumWidth(width);
}

} // namespace blab::ui
