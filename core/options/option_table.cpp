// SPDX-License-Identifier: GPL-3.0-or-later

#include "options/option_table.h"

#include "options/option_sections.h"

namespace blab::core {

namespace {

std::vector<OptionRow> allRows()
{
    using namespace option_rows;
    std::vector<OptionRow> rows;
    for (auto section : {generalRows, transferRows, benchRows, modelRows, cardRows, layoutRows,
                         inferenceRows, planRows, efficiencyRows, exportRows, compareRows,
                         importRows, kernelRows, timeRows, windowRows}) {
        for (OptionRow &row : section())
            rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace

const std::vector<OptionRow> &OptionTable::rows()
{
    static const std::vector<OptionRow> kRows = [] {
        std::vector<OptionRow> rows = allRows();
        addChinese(rows);
        return rows;
    }();
    return kRows;
}

const OptionRow *OptionTable::find(const std::string &name)
{
    for (const OptionRow &row : rows()) {
        if (row.name == name)
            return &row;
    }
    return nullptr;
}

} // namespace blab::core
