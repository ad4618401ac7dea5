// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QAbstractSpinBox;

namespace blab::ui {

// The window writes a point before decimals and a comma only between thousands ("1,024"), in
// English and Chinese alike. Someone used to a decimal comma types "47,5" and means 47.5, which
// Qt's English reading takes as 475; the number boxes refuse such a text instead of reading it
// as another value, and say how to write it.
class DecimalComma
{
public:
    // True when number (a box's text without prefix and suffix) is made of digits, points,
    // commas and a sign, and has a comma that does not separate groups of three digits in front
    // of the point: "47,5", "1,02", "-1,5", ",5". Text with other characters is left to the
    // box's own checks.
    static bool isAmbiguous(const QString &number);
    // What a box that takes decimals says of number: write it with a point, as in "47.5" for
    // "47,5" (a fixed example where number gives none).
    static QString hint(const QString &number);
    // What a box of whole numbers says of a point or an ambiguous comma in it.
    static QString wholeHint();
    // Shows text under box (or above it, where the screen ends) until the user types again, the
    // focus moves on, the window moves or eight seconds pass; the box keeps its value. Also kept
    // in the box's "refusal" property.
    static void refuse(QAbstractSpinBox *box, const QString &text);
    // A box's text without its prefix and suffix, trimmed.
    static QString bare(const QString &text, const QString &prefix, const QString &suffix);
};

} // namespace blab::ui
