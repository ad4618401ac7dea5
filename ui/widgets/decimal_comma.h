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
    // True when number (a box's text without prefix and suffix) has a comma that does not
    // separate groups of three digits in front of the point: "47,5", "1,02", "3.5,1", ",5".
    static bool isAmbiguous(const QString &number);
    // Shows, under box for a few seconds, that decimals take a point, with number written so;
    // the box keeps its value.
    static void refuse(const QAbstractSpinBox *box, const QString &number);
    // The hint that refuse() shows for number, in the window's language.
    static QString hint(const QString &number);
};

} // namespace blab::ui
