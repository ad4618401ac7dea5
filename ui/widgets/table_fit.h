// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <limits>

class QTableView;

namespace blab::ui {

// Sizes a table to exactly its rows, so that short tables do not leave a block of empty grid.
class TableFit
{
public:
    // At most maxRows rows high; a longer table scrolls.
    static void fitHeight(QTableView *table, int maxRows = std::numeric_limits<int>::max());
    // Keeps the table at least as wide as all its columns, so that a layout that runs short of
    // room reflows (see ReflowRow) rather than hiding columns behind a scroll bar.
    static void fitMinimumWidth(QTableView *table);
    // Gives every column but stretched the width its widest cell needs (measured in bold, as
    // fitMinimumWidth measures), fixed, and turns word wrap off: a figure is never cut or broken
    // over two lines, whatever the language; stretched takes the rest.
    static void fitColumns(QTableView *table, int stretched);
};

} // namespace blab::ui
