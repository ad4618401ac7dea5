// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <string_view>

namespace blab::core {

// The one printer and the one parser of numbers in the program. Both write and read a point
// before the decimals and no grouping, whatever the C library's locale says: Qt sets that locale
// from the environment, and the C library's own printing and reading of numbers follow it, so
// under de_DE a JSON file would say 237,05. The program's own printing and reading of numbers
// (JSON written, CSV, catalogs, options, the text people read) goes through these four functions;
// tests/check_locale_free.cmake keeps the C library's own out. The JSON library's reader and Qt's
// QString::toDouble are locale-independent too.
class NumberText
{
public:
    // As printf's "%.*f" writes it in the C locale: fixed(85.3333, 2) == "85.33". Decimals are
    // taken from 0 to 60.
    static std::string fixed(double value, int decimals);
    // As printf's "%.*g" writes it in the C locale: general(1e9, 15) == "1000000000",
    // general(2.5e-7, 3) == "2.5e-07". Digits are taken from 1 to 40.
    static std::string general(double value, int digits);
    // The shortest text that reads back as the same double: shortest(0.1) == "0.1".
    static std::string shortest(double value);
    // A finite number in plain decimal or e-notation that takes the whole of text: "237.05",
    // "-3", ".5", "1e8", "2.5E-3". Refuses everything else, leaving value alone: a leading sign
    // other than "-", spaces, a decimal comma ("237,05"), C's hex floats ("0x1p3"), "inf",
    // "nan", and figures beyond a double's range ("1e309"). Figures too small for a normal
    // double read as the nearest one, down to 4.9e-324; below that they are refused too.
    static bool parse(std::string_view text, double &value);
};

} // namespace blab::core
