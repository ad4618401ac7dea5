// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/form_fields.h"

#include "options/option_spec.h"
#include "widgets/whole_spin_box.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace blab::ui {

void FormFields::addRow(QFormLayout *form, const QString &label,
                        std::initializer_list<Field> fields)
{
    auto *row = new QHBoxLayout;
    for (const Field &f : fields) {
        if (!f.label.isEmpty()) {
            auto *inlineLabel = new QLabel(f.label);
            inlineLabel->setBuddy(f.widget);
            row->addWidget(inlineLabel);
        }
        row->addWidget(f.widget, f.stretch);
    }
    form->addRow(label, row);
    if (auto *rowLabel = qobject_cast<QLabel *>(form->labelForField(row)))
        rowLabel->setBuddy(fields.begin()->widget);
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
