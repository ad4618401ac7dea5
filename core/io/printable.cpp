// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/printable.h"

namespace blab::core {

std::string printable(const std::string &text, std::size_t maxBytes)
{
    std::string out = text.substr(0, maxBytes);
    // Never end inside a UTF-8 sequence: drop a cut character's leading bytes too.
    if (text.size() > maxBytes) {
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80)
            out.pop_back();
        if (!out.empty() && static_cast<unsigned char>(out.back()) >= 0xC0)
            out.pop_back();
    }
    for (char &c : out) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    }
    return out;
}

} // namespace blab::core
