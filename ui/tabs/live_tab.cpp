// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/live_tab.h"

#include <QEvent>

namespace blab::ui {

void LiveTab::updateWhenShown()
{
    if (window()->isVisible() && !isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    refresh();
}

void LiveTab::catchUp()
{
    if (m_stale) {
        m_stale = false;
        refresh();
    }
}

void LiveTab::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        updateWhenShown();
}

void LiveTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    catchUp();
}

} // namespace blab::ui
