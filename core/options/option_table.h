// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "options/option_row.h"

#include <string>
#include <vector>

namespace blab::core {

// The one list of options. The command line's parser and help, the checks of which subcommand
// takes which option, the window's remembered inputs and the ranges of its controls are all made
// from it, so that a new option is one new row and no two lists can drift apart.
class OptionTable
{
public:
    // Every option in the order the help lists them, then the inputs only the window has.
    static const std::vector<OptionRow> &rows();
    // The row of that name; null when there is none.
    static const OptionRow *find(const std::string &name);

private:
    // Fills each row's Chinese help (option_help_zh.cpp).
    static void addChinese(std::vector<OptionRow> &rows);
};

} // namespace blab::core
