// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/whole_spin_box.h"

#include "widgets/decimal_comma.h"

#include <QRegularExpression>

namespace blab::ui {

WholeSpinBox::WholeSpinBox(QWidget *parent) : QSpinBox(parent) {}

bool WholeSpinBox::isRefused(const QString &text) const
{
    // A point would be dropped as typed ("1.5" becoming 15), and a decimal comma read as 15.
    static const QRegularExpression pointed(QStringLiteral("^[-+]?[0-9,]*\\.[0-9.,]*$"));
    const QString number = DecimalComma::bare(text, prefix(), suffix());
    return DecimalComma::isAmbiguous(number) || pointed.match(number).hasMatch();
}

QValidator::State WholeSpinBox::validate(QString &text, int &pos) const
{
    // Intermediate lets the typing go on ("1,0" may become "1,024"); on Return or leaving the
    // box, fixup() refuses what is still not a whole number.
    if (isRefused(text))
        return QValidator::Intermediate;
    return QSpinBox::validate(text, pos);
}

void WholeSpinBox::fixup(QString &input) const
{
    if (isRefused(input)) {
        // fixup() is const in Qt's interface; saying why the text was refused changes only what
        // is shown, not the box's value.
        DecimalComma::refuse(const_cast<WholeSpinBox *>(this), DecimalComma::wholeHint());
        return;
    }
    QSpinBox::fixup(input);
}

} // namespace blab::ui
