// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/page_scroll_area.h"

namespace blab::ui {

PageScrollArea::PageScrollArea(QWidget *page, QWidget *parent) : QScrollArea(parent)
{
    setWidget(page);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    // The page's own background, not the scroll area's darker base colour, shows around it.
    setBackgroundRole(QPalette::Window);
    setObjectName(page->objectName() + QStringLiteral("Scroll"));
}

} // namespace blab::ui
