// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QString>
#include <functional>

class QComboBox;
class QLabel;
class QWidget;

namespace blab::ui {

// Gives a widget's fixed texts (titles, captions, tooltips, items) in the window's language now,
// and again after every change of language, so that the window switches language where it stands:
// a measurement, the advisor or a slider walk carries on, and typed values stay. Texts that follow
// the figures are not its business; each page writes those again from the state.
class Retranslator : public QObject
{
    Q_OBJECT

public:
    // A text to be asked for again in each language: a lambda returning tr("…").
    using Text = std::function<QString()>;

    // Runs apply now and after each language change that reaches owner; it lives as long as
    // owner.
    static void bind(QWidget *owner, std::function<void()> apply);
    // Writes text into label now and after each language change, in place of the text given this
    // way before: a label that says how a run goes, or what the last one gave, keeps saying it.
    static void setText(QLabel *label, Text text);
    // Names every item of box from its data now and after each language change.
    static void nameItems(QComboBox *box, std::function<QString(const QVariant &data)> name);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Retranslator(QWidget *owner, std::function<void()> apply);

    std::function<void()> m_apply;
};

} // namespace blab::ui
