// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/experiment_box.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace blab::ui {

ExperimentBox::ExperimentBox(const Retranslator::Text &title, const Retranslator::Text &watch,
                             std::function<void()> action, QWidget *parent)
    : QWidget(parent), m_button(new QPushButton(this)), m_note(new QLabel(this))
{
    Retranslator::bind(this, [this, title, watch] {
        m_button->setText(title());
        m_button->setToolTip(watch());
        m_note->setText(watch());
    });
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: palette(link);"));
    m_note->hide();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_button);
    layout->addWidget(m_note, 1);
    connect(m_button, &QPushButton::clicked, this, [this, action] {
        action();
        m_note->show();
    });
}

} // namespace blab::ui
