// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "widgets/retranslator.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace blab::ui {

// The short "what am I looking at" text at the top of a tab. It is open the first time a tab is
// shown and closed from the next start on, one click away; a reader who opens or closes it keeps
// it that way.
class IntroPanel : public QWidget
{
    Q_OBJECT

public:
    // text is asked for again when the language changes.
    IntroPanel(const QString &key, const Retranslator::Text &text, QWidget *parent = nullptr);

    bool isExpanded() const;
    void setExpanded(bool expanded);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QString settingsKey() const;

    QString m_key;
    QToolButton *m_toggle;
    QLabel *m_text;
    bool m_shown = false;
};

} // namespace blab::ui
