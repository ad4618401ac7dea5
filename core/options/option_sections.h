// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "options/option_row.h"

#include <vector>

// The option table's sections, in the order the help lists them. Each file of rows holds the
// sections of one subject; option_table.cpp joins them.
namespace blab::core::option_rows {

// lesson_option_rows.cpp
std::vector<OptionRow> generalRows();
std::vector<OptionRow> transferRows();
std::vector<OptionRow> benchRows();
std::vector<OptionRow> windowRows();
// sizing_option_rows.cpp
std::vector<OptionRow> modelRows();
std::vector<OptionRow> cardRows();
std::vector<OptionRow> layoutRows();
// serving_option_rows.cpp
std::vector<OptionRow> inferenceRows();
std::vector<OptionRow> efficiencyRows();
std::vector<OptionRow> planRows();
// output_option_rows.cpp
std::vector<OptionRow> exportRows();
std::vector<OptionRow> compareRows();
std::vector<OptionRow> importRows();
std::vector<OptionRow> kernelRows();
std::vector<OptionRow> timeRows();

} // namespace blab::core::option_rows
