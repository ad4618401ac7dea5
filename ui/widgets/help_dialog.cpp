// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/help_dialog.h"

#include "text/translation.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace blab::ui {

HelpDialog::HelpDialog(const QString &anchor, QWidget *parent)
    : QDialog(parent), m_browser(new QTextBrowser(this)), m_anchor(anchor)
{
    setWindowTitle(tr("Bottleneck Lab Help"));
    m_browser->setOpenExternalLinks(false);
    m_browser->setSource(QUrl(pageFor(Translation::current())));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 680);
}

// The page is laid out only once the dialog is shown; before that there is nothing to scroll.
void HelpDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (!m_anchor.isEmpty())
        m_browser->scrollToAnchor(m_anchor);
}

QString HelpDialog::pageFor(const QString &language)
{
    return language == QLatin1String("zh") ? QStringLiteral("qrc:/help/help_zh.html")
                                           : QStringLiteral("qrc:/help/help_en.html");
}

} // namespace blab::ui
