// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace blab::core {

// text without the spaces, tabs and line ends around it, as people type and files end.
inline std::string trimmed(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

} // namespace blab::core
