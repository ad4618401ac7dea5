// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/decimal_comma.h"

#include <QAbstractSpinBox>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QToolTip>

namespace blab::ui {

bool DecimalComma::isAmbiguous(const QString &number)
{
    if (!number.contains(QLatin1Char(',')))
        return false;
    // Commas as the window writes them: between groups of three digits before any point.
    static const QRegularExpression grouped(
        QStringLiteral("^-?[0-9]{1,3}(,[0-9]{3})+(\\.[0-9]*)?$"));
    return !grouped.match(number.trimmed()).hasMatch();
}

QString DecimalComma::hint(const QString &number)
{
    QString digits = number.trimmed();
    const qsizetype comma = digits.lastIndexOf(QLatin1Char(','));
    // Written the German way, points group thousands before the decimal comma: 1.024,5.
    if (digits.lastIndexOf(QLatin1Char('.')) < comma)
        digits.remove(QLatin1Char('.'));
    const qsizetype last = digits.lastIndexOf(QLatin1Char(','));
    const QString pointed =
        digits.left(last).remove(QLatin1Char(',')) + QLatin1Char('.') + digits.mid(last + 1);
    return QCoreApplication::translate("blab::ui::DecimalComma",
                                       "Write decimals with a point, as in %1; a comma only "
                                       "separates thousands (1,024). The value was kept.")
        .arg(pointed);
}

void DecimalComma::refuse(const QAbstractSpinBox *box, const QString &number)
{
    auto *target = const_cast<QAbstractSpinBox *>(box);
    const QString text = hint(number);
    // Kept on the box as well, so that what was said can be read again, by a test too.
    target->setProperty("refusal", text);
    QToolTip::showText(target->mapToGlobal(QPoint(0, target->height())), text, target, QRect(),
                       6000);
}

} // namespace blab::ui
