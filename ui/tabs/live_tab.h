// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

namespace blab::ui {

// A tab that redraws from the shared state. While its window is on screen and the tab is hidden
// behind another, it only notes that it is out of date and redraws when it is shown, so a slider
// on one tab does not pay for the tables and charts of the other four. A window that is not shown
// (tests) keeps every tab current.
class LiveTab : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    // Brings the tab up to date now, or when it is next shown.
    void updateWhenShown();
    // Brings a tab that is out of date up to date now, shown or not; export needs every chart
    // current.
    void catchUp();

protected:
    virtual void refresh() = 0;
    void showEvent(QShowEvent *event) override;
    // The texts that follow the figures are written again in the new language.
    void changeEvent(QEvent *event) override;

private:
    bool m_stale = false;
};

} // namespace blab::ui
