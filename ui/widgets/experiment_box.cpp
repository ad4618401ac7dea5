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
    });
    Retranslator::setText(m_note, watch);
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: palette(link);"));
    // The note's room is kept while it is hidden, so that pressing the button does not push
    // everything below it down.
    QSizePolicy keep = m_note->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_note->setSizePolicy(keep);
    m_note->hide();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_button);
    layout->addWidget(m_note, 1);
    // Each press says again what to watch; an outcome that contradicts it replaces it later.
    connect(m_button, &QPushButton::clicked, this, [this, action, watch] {
        Retranslator::setText(m_note, watch);
        action();
        m_note->show();
    });
}

void ExperimentBox::setNote(const Retranslator::Text &note)
{
    Retranslator::setText(m_note, note);
    m_note->show();
}

} // namespace blab::ui
