// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/decimal_comma.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QRegularExpression>
#include <QScreen>
#include <QTimer>
#include <algorithm>

namespace blab::ui {

namespace {

constexpr const char *kBubbleName = "decimalCommaHint";

// Hides the bubble when what it speaks of is no longer in front of the user: the window moves,
// hides or loses the keyboard, or the focus moves on from the box.
class BubbleKeeper : public QObject
{
public:
    BubbleKeeper(QLabel *bubble, QWidget *box) : QObject(bubble), m_bubble(bubble), m_box(box)
    {
        box->window()->installEventFilter(this);
        bubble->installEventFilter(this);
        connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
            // The refusal itself comes as the focus leaves the box, so only a later change,
            // after the bubble has shown for a moment, takes it away.
            if (m_bubble->isVisible() && m_shownAt.isValid() && m_shownAt.elapsed() > 300 &&
                now != m_box)
                m_bubble->hide();
        });
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_bubble) {
            if (event->type() == QEvent::Show)
                m_shownAt.start();
            return QObject::eventFilter(watched, event);
        }
        switch (event->type()) {
        case QEvent::Move:
        case QEvent::Hide:
        case QEvent::WindowDeactivate:
            m_bubble->hide();
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QLabel *m_bubble;
    QPointer<QWidget> m_box;
    QElapsedTimer m_shownAt;
};

QLabel *bubbleFor(QAbstractSpinBox *box)
{
    if (auto *bubble =
            box->findChild<QLabel *>(QLatin1String(kBubbleName), Qt::FindDirectChildrenOnly))
        return bubble;
    // A QToolTip would vanish at once: the refusal comes as the focus leaves the box, and a tool
    // tip hides at the next focus change or key. A label of the tool-tip kind stays.
    auto *bubble = new QLabel(box, Qt::ToolTip);
    bubble->setObjectName(QLatin1String(kBubbleName));
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
    new BubbleKeeper(bubble, box);
    // Typing again is the answer to the hint; it goes.
    if (auto *edit = box->findChild<QLineEdit *>())
        QObject::connect(edit, &QLineEdit::textEdited, bubble, &QWidget::hide);
    return bubble;
}

} // namespace

bool DecimalComma::isAmbiguous(const QString &number)
{
    const QString t = number.trimmed();
    static const QRegularExpression numeric(QStringLiteral("^[-+]?[0-9.,]+$"));
    if (!t.contains(QLatin1Char(',')) || !numeric.match(t).hasMatch())
        return false;
    // Commas as the window writes them: between groups of three digits before any point.
    static const QRegularExpression grouped(
        QStringLiteral("^[-+]?[0-9]{1,3}(,[0-9]{3})+(\\.[0-9]*)?$"));
    return !grouped.match(t).hasMatch();
}

QString DecimalComma::hint(const QString &number)
{
    QString digits = number.trimmed();
    const qsizetype comma = digits.lastIndexOf(QLatin1Char(','));
    // Written the German way, points group thousands before the decimal comma: 1.024,5.
    if (digits.lastIndexOf(QLatin1Char('.')) < comma)
        digits.remove(QLatin1Char('.'));
    const qsizetype last = digits.lastIndexOf(QLatin1Char(','));
    QString pointed =
        digits.left(last).remove(QLatin1Char(',')) + QLatin1Char('.') + digits.mid(last + 1);
    // "," or "1," or "1,5.3" give no figure worth repeating back.
    static const QRegularExpression figure(QStringLiteral("^[-+]?[0-9]*\\.[0-9]+$"));
    if (last < 0 || !figure.match(pointed).hasMatch())
        pointed = QStringLiteral("47.5");
    return QCoreApplication::translate("blab::ui::DecimalComma",
                                       "Write decimals with a point, as in %1; a comma only "
                                       "separates thousands (1,024). The value was kept.")
        .arg(pointed);
}

QString DecimalComma::wholeHint()
{
    return QCoreApplication::translate("blab::ui::DecimalComma",
                                       "This box takes whole numbers; a comma only separates "
                                       "thousands (1,024). The value was kept.");
}

void DecimalComma::refuse(QAbstractSpinBox *box, const QString &text)
{
    box->setProperty("refusal", text);
    QLabel *bubble = bubbleFor(box);
    bubble->setText(text);
    bubble->adjustSize();
    // Under the box, or above it where the screen ends; moved left where the box stands at the
    // screen's right edge.
    QPoint at = box->mapToGlobal(QPoint(0, box->height() + 2));
    if (const QScreen *screen = box->screen()) {
        const QRect room = screen->availableGeometry();
        if (at.y() + bubble->height() > room.bottom())
            at.setY(box->mapToGlobal(QPoint(0, 0)).y() - bubble->height() - 2);
        at.setX(std::max(room.left(), std::min(at.x(), room.right() - bubble->width())));
    }
    bubble->move(at);
    // Shown afresh, so that its keeper counts from this refusal.
    bubble->hide();
    bubble->show();
    bubble->findChild<QTimer *>(QStringLiteral("decimalCommaHintTimer"))->start();
}

QString DecimalComma::bare(const QString &text, const QString &prefix, const QString &suffix)
{
    QString rest = text;
    if (!prefix.isEmpty() && rest.startsWith(prefix))
        rest.remove(0, prefix.size());
    if (!suffix.isEmpty() && rest.endsWith(suffix))
        rest.chop(suffix.size());
    return rest.trimmed();
}

} // namespace blab::ui
