// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/retranslator.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QWidget>

namespace blab::ui {

Retranslator::Retranslator(QWidget *owner, std::function<void()> apply)
    : QObject(owner), m_apply(std::move(apply))
{
    // An event filter rather than a child's own events: every widget is sent the language
    // change, while a plain object among its children need not be.
    owner->installEventFilter(this);
}

void Retranslator::bind(QWidget *owner, std::function<void()> apply)
{
    auto *retranslator = new Retranslator(owner, std::move(apply));
    retranslator->m_apply();
}

void Retranslator::setText(QLabel *label, Text text)
{
    static const QString kName = QStringLiteral("labelText");
    auto apply = [label, text = std::move(text)] {
        label->setText(text());
    };
    auto *kept = label->findChild<Retranslator *>(kName, Qt::FindDirectChildrenOnly);
    if (!kept) {
        kept = new Retranslator(label, std::move(apply));
        kept->setObjectName(kName);
    } else {
        kept->m_apply = std::move(apply);
    }
    kept->m_apply();
}

void Retranslator::nameItems(QComboBox *box, std::function<QString(const QVariant &)> name)
{
    bind(box, [box, name = std::move(name)] {
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, name(box->itemData(i)));
    });
}

bool Retranslator::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_apply();
    return QObject::eventFilter(watched, event);
}

} // namespace blab::ui
