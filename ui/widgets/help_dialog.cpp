// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/help_dialog.h"

#include "text/translation.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace blab::ui {

HelpDialog::HelpDialog(QWidget *parent) : QDialog(parent), m_browser(new QTextBrowser(this))
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

QString HelpDialog::pageFor(const QString &language)
{
    return language == QLatin1String("zh") ? QStringLiteral("qrc:/help/help_zh.html")
                                           : QStringLiteral("qrc:/help/help_en.html");
}

} // namespace blab::ui
