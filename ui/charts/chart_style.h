// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>

namespace blab::ui {

// The few colours that carry meaning in every chart, chosen to stay distinct for the common forms
// of colour blindness and on light and dark backgrounds.
struct ChartStyle
{
    static QColor compute() { return QColor(0x1f, 0x77, 0xb4); }
    static QColor bandwidth() { return QColor(0xe6, 0x6c, 0x00); }
    static QColor balance() { return QColor(0xc2, 0x18, 0x5b); }
    static QColor copy() { return QColor(0xe6, 0x6c, 0x00); }
    static QColor accent() { return QColor(0x2e, 0x7d, 0x32); }
    // A second machine opened for comparison.
    static QColor comparison() { return QColor(0x6a, 0x1b, 0x9a); }
    static QColor muted() { return QColor(0x9e, 0x9e, 0x9e); }
};

} // namespace blab::ui
