#include "widgets/table_fit.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableWidget>

namespace blab::ui {

void TableFit::fitHeight(QTableWidget *table)
{
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int row = 0; row < table->rowCount(); ++row)
        height += table->verticalHeader()->sectionSize(row);
    if (table->horizontalScrollBar()->isVisible())
        height += table->horizontalScrollBar()->sizeHint().height();
    table->setFixedHeight(height);
}

} // namespace blab::ui
