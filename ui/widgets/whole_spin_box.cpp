// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/whole_spin_box.h"

#include "widgets/decimal_comma.h"

namespace blab::ui {

WholeSpinBox::WholeSpinBox(QWidget *parent) : QSpinBox(parent) {}

QString WholeSpinBox::bare(const QString &text) const
{
    QString rest = text;
    if (!prefix().isEmpty() && rest.startsWith(prefix()))
        rest.remove(0, prefix().size());
    if (!suffix().isEmpty() && rest.endsWith(suffix()))
        rest.chop(suffix().size());
    return rest.trimmed();
}

QValidator::State WholeSpinBox::validate(QString &text, int &pos) const
{
    // Intermediate lets the typing go on ("1,0" may become "1,024"); on Return or leaving the
    // box, fixup() refuses what is still ambiguous.
    if (DecimalComma::isAmbiguous(bare(text)))
        return QValidator::Intermediate;
    return QSpinBox::validate(text, pos);
}

void WholeSpinBox::fixup(QString &input) const
{
    if (DecimalComma::isAmbiguous(bare(input))) {
        DecimalComma::refuse(this, bare(input));
        return;
    }
    QSpinBox::fixup(input);
}

} // namespace blab::ui
