// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/intro_panel.h"

#include <QLabel>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

namespace blab::ui {

IntroPanel::IntroPanel(const QString &key, const Retranslator::Text &text, QWidget *parent)
    : QWidget(parent), m_key(key), m_toggle(new QToolButton(this)), m_text(new QLabel(this))
{
    // Tests find the controls by these names.
    m_toggle->setObjectName(QStringLiteral("introToggle"));
    m_text->setObjectName(QStringLiteral("introText"));

    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setAutoRaise(true);
    m_toggle->setCheckable(true);
    Retranslator::bind(this, [this, text] {
        m_toggle->setText(tr("What am I looking at?"));
        m_toggle->setToolTip(tr("Show or hide the explanation of this tab."));
        m_text->setText(text());
    });
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_toggle, 0, Qt::AlignLeft);
    layout->addWidget(m_text);
    setExpanded(QSettings().value(settingsKey(), true).toBool());
    connect(m_toggle, &QToolButton::toggled, this, [this](bool on) {
        setExpanded(on);
        QSettings().setValue(settingsKey(), on);
    });
}

QString IntroPanel::settingsKey() const
{
    return QStringLiteral("intro/") + m_key;
}

bool IntroPanel::isExpanded() const
{
    return m_text->isVisibleTo(this);
}

void IntroPanel::setExpanded(bool expanded)
{
    m_toggle->setChecked(expanded);
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_text->setVisible(expanded);
}

void IntroPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Read once: from the next start on it begins closed, unless the reader chose otherwise.
    if (!m_shown) {
        m_shown = true;
        QSettings settings;
        if (!settings.contains(settingsKey()))
            settings.setValue(settingsKey(), false);
    }
}

} // namespace blab::ui
