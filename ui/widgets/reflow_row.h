// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QBoxLayout>

namespace blab::ui {

// A tab's main row (its controls and its chart, or two question panels) that goes from side by
// side to one above the other when the page's scroll area is narrower than the row needs side
// by side: reading a page down is fine, reading it sideways behind a scroll bar is not.
// PageScrollArea turns it.
class ReflowRow : public QBoxLayout
{
    Q_OBJECT

public:
    ReflowRow();

    bool isStacked() const { return direction() == QBoxLayout::TopToBottom; }
    // Side by side or one above the other. Stacked, a chart in the row keeps at least
    // kStackedChartHeight pixels, so that it is read, not glimpsed, below the controls.
    void setStacked(bool stacked);

    static constexpr int kStackedChartHeight = 420;
    // Side by side, a chart keeps at least this width, so that a row whose controls take most
    // of a narrow window stacks rather than squeezing its chart into a strip.
    static constexpr int kSideBySideChartWidth = 560;
};

} // namespace blab::ui
