// SPDX-License-Identifier: GPL-3.0-or-later

#include "options/option_row_builders.h"

namespace blab::core::option_rows {

std::string fromFile(double value)
{
    return NumberText::shortest(value) + "; resources/efficiencies.json";
}

OptionRow required(OptionRow row, unsigned neededBy, const char *missing, const char *missingZh)
{
    row.neededBy = neededBy;
    row.missingText = missing;
    row.missingTextZh = missingZh;
    return row;
}

} // namespace blab::core::option_rows
