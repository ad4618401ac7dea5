// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/decimal_comma.h"

#include <QAbstractSpinBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScreen>
#include <QTimer>
#include <algorithm>

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
    // A QToolTip would vanish at once: the refusal comes as the focus leaves the box, and a tool
    // tip hides at the next focus change or key. A label of the tool-tip kind stays for a few
    // seconds under the box instead.
    auto *bubble =
        target->findChild<QLabel *>(QStringLiteral("decimalCommaHint"), Qt::FindDirectChildrenOnly);
    if (!bubble) {
        bubble = new QLabel(target, Qt::ToolTip);
        bubble->setObjectName(QStringLiteral("decimalCommaHint"));
        bubble->setWordWrap(true);
        bubble->setMinimumWidth(360);
        bubble->setMaximumWidth(460);
        bubble->setMargin(6);
        bubble->setForegroundRole(QPalette::ToolTipText);
        bubble->setBackgroundRole(QPalette::ToolTipBase);
        bubble->setAutoFillBackground(true);
        bubble->setFrameStyle(QFrame::Box | QFrame::Plain);
        auto *timer = new QTimer(bubble);
        timer->setObjectName(QStringLiteral("decimalCommaHintTimer"));
        timer->setSingleShot(true);
        timer->setInterval(8000);
        QObject::connect(timer, &QTimer::timeout, bubble, &QWidget::hide);
        // Typing again is the answer to the hint; it goes.
        if (auto *edit = target->findChild<QLineEdit *>())
            QObject::connect(edit, &QLineEdit::textEdited, bubble, &QWidget::hide);
    }
    bubble->setText(text);
    bubble->adjustSize();
    // Under the box, moved left where the box stands at the screen's right edge.
    QPoint at = target->mapToGlobal(QPoint(0, target->height() + 2));
    if (const QScreen *screen = target->screen())
        at.setX(std::max(screen->availableGeometry().left(),
                         std::min(at.x(), screen->availableGeometry().right() - bubble->width())));
    bubble->move(at);
    bubble->show();
    bubble->findChild<QTimer *>(QStringLiteral("decimalCommaHintTimer"))->start();
}

} // namespace blab::ui
