// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "widgets/retranslator.h"

#include <QString>
#include <initializer_list>

class QFormLayout;
class QLabel;
class QLayout;
class QSpinBox;
class QWidget;

namespace blab::core {
class OptionSpec;
}

namespace blab::ui {

// The small pieces tab 5's training and serving sides build their forms from, so that both look
// and behave alike.
class FormFields
{
public:
    // Below this height the charts of tab 5 cut their axis titles short.
    static constexpr int kChartMinimumHeight = 400;

    // One field of a row; label, when given, stands before it inline.
    struct Field
    {
        Retranslator::Text label;
        QWidget *widget;
        int stretch;
    };
    // One form row of several fields: "Label: [first] inline label: [second] …". Every label is
    // the buddy of the field after it, so that its accelerator key reaches that field.
    // Every label of these rows is asked for again when the language changes.
    static void addRow(QFormLayout *form, const Retranslator::Text &label,
                       std::initializer_list<Field> fields);
    // A row of one field, whose label is its buddy.
    static QLabel *addRow(QFormLayout *form, const Retranslator::Text &label, QWidget *field);
    // A row of several controls laid out together; buddy, when given, takes the label's key.
    static QLabel *addRow(QFormLayout *form, const Retranslator::Text &label, QLayout *field,
                          QWidget *buddy = nullptr);
    // A whole-number box over the option's range, as the command line takes it, named in its
    // "option" property; it commits a typed value on Return or leaving the box.
    static QSpinBox *optionBox(const core::OptionSpec &spec, QWidget *parent);
    // A verdict: bold, wrapped, selectable.
    static QLabel *verdictLabel(QWidget *parent);
    // A share option (0.01 to 1) shown as a whole percentage over the option's range.
    static QSpinBox *percentBox(const core::OptionSpec &spec, QWidget *parent);
};

} // namespace blab::ui
