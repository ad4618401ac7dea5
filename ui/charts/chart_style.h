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
    // Colours for series that name no quantity, such as the sources of a validation set: the
    // Okabe–Ito palette, told apart with any common form of colour blindness.
    static QColor series(int i)
    {
        static const QColor kColours[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00),
                                          QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7),
                                          QColor(0xd5, 0x5e, 0x00), QColor(0x56, 0xb4, 0xe9),
                                          QColor(0x00, 0x00, 0x00)};
        // Seven: the validation set's token-rate panel holds seven sources since the training
        // rows joined it. The palette's yellow is left out, too pale on the white plot.
        return kColours[((i % 7) + 7) % 7];
    }
    // Fourteen colours for charts with one series a device (the planner's fronts): the seven
    // above, then seven of Paul Tol's muted scheme, so that no two devices of the catalog share
    // one; the second seven are also drawn dashed (kDistinct below).
    static QColor distinct(int i)
    {
        static const QColor kMore[] = {QColor(0x33, 0x22, 0x88), QColor(0x88, 0x22, 0x55),
                                       QColor(0x99, 0x99, 0x33), QColor(0x44, 0xaa, 0x99),
                                       QColor(0xaa, 0x44, 0x99), QColor(0xcc, 0x66, 0x77),
                                       QColor(0x66, 0x66, 0x66)};
        const int k = ((i % kDistinct) + kDistinct) % kDistinct;
        return k < 7 ? series(k) : kMore[k - 7];
    }
    static constexpr int kDistinct = 14;
    // Labels drawn on a chart sit above its series, markers and hover lines.
    static constexpr double kLabelZ = 50.0;
};

} // namespace blab::ui
