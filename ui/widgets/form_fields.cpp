// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/form_fields.h"

#include "io/option_spec.h"
#include "widgets/whole_spin_box.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace blab::ui {

namespace {

// A label whose text follows the window's language.
QLabel *translatedLabel(const Retranslator::Text &text, QWidget *buddy)
{
    auto *label = new QLabel;
    label->setBuddy(buddy);
    Retranslator::bind(label, [label, text] { label->setText(text()); });
    return label;
}

} // namespace

void FormFields::addRow(QFormLayout *form, const Retranslator::Text &label,
                        std::initializer_list<Field> fields)
{
    auto *row = new QHBoxLayout;
    for (const Field &f : fields) {
        if (f.label)
            row->addWidget(translatedLabel(f.label, f.widget));
        row->addWidget(f.widget, f.stretch);
    }
    addRow(form, label, row, fields.begin()->widget);
}

QLabel *FormFields::addRow(QFormLayout *form, const Retranslator::Text &label, QWidget *field)
{
    QLabel *rowLabel = translatedLabel(label, field);
    form->addRow(rowLabel, field);
    return rowLabel;
}

QLabel *FormFields::addRow(QFormLayout *form, const Retranslator::Text &label, QLayout *field,
                           QWidget *buddy)
{
    QLabel *rowLabel = translatedLabel(label, buddy);
    form->addRow(rowLabel, field);
    return rowLabel;
}

QSpinBox *FormFields::optionBox(const core::OptionSpec &spec, QWidget *parent)
{
    auto *box = new WholeSpinBox(parent);
    box->setRange(static_cast<int>(spec.minValue()), static_cast<int>(spec.maxValue()));
    box->setProperty("option", QString::fromStdString(spec.name()));
    box->setKeyboardTracking(false);
    return box;
}

QLabel *FormFields::verdictLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QSpinBox *FormFields::percentBox(const core::OptionSpec &spec, QWidget *parent)
{
    auto *box = new WholeSpinBox(parent);
    box->setRange(qRound(spec.minValue() * 100), qRound(spec.maxValue() * 100));
    box->setProperty("option", QString::fromStdString(spec.name()));
    box->setSuffix(QStringLiteral(" %"));
    box->setKeyboardTracking(false);
    return box;
}

} // namespace blab::ui
