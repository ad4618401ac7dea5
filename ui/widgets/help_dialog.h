// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QTextBrowser;

namespace blab::ui {

// The offline help page, shipped in the resources in both languages; F1 opens it.
class HelpDialog : public QDialog
{
    Q_OBJECT

public:
    // anchor names the section to open at ("tab3", "serving"); empty opens at the top.
    explicit HelpDialog(const QString &anchor = QString(), QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }
    // The resource the page comes from for the current language.
    static QString pageFor(const QString &language);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QTextBrowser *m_browser;
    QString m_anchor;
};

} // namespace blab::ui
