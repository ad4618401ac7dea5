// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace blab::core {

// The value of a fixed list whose word, as id() spells it, is text; empty for any other text.
// The command line, the settings and the catalog all read their enumerations this way.
template <typename T, std::size_t N>
std::optional<T> findById(const std::string &text, const T (&all)[N], const char *(*id)(T))
{
    for (T value : all) {
        if (text == id(value))
            return value;
    }
    return std::nullopt;
}

} // namespace blab::core
