// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/option_spin_box.h"

#include "io/number_format.h"
#include "io/option_spec.h"
#include "widgets/decimal_comma.h"

#include <QEvent>
#include <QLineEdit>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace blab::ui {

namespace {

// The decimals that show value exactly; a range's ends are round numbers, so this stays small.
int decimalsOf(double value)
{
    constexpr int kMost = 6;
    int decimals = 0;
    while (decimals < kMost) {
        const double scale = std::pow(10.0, decimals);
        if (std::abs(std::round(value * scale) / scale - value) <= std::abs(value) * 1e-12)
            break;
        ++decimals;
    }
    return decimals;
}

} // namespace

OptionSpinBox::OptionSpinBox(double minValue, double maxValue, int decimals, QWidget *parent)
    : QDoubleSpinBox(parent), m_shownDecimals(decimals)
{
    // The decimals first: setRange rounds the ends to them.
    setDecimals(std::max(decimals, decimalsOf(minValue)));
    setRange(minValue, maxValue);
}

OptionSpinBox::OptionSpinBox(const core::OptionSpec &spec, int decimals, QWidget *parent)
    : OptionSpinBox(spec.minValue(), spec.maxValue(), decimals, parent)
{
    setObjectName(QString::fromStdString(spec.name()));
    setProperty("option", QString::fromStdString(spec.name()));
}

int OptionSpinBox::placesFor(double value) const
{
    int places = m_shownDecimals;
    if (value > 0 && value < 1)
        places = std::max(places, static_cast<int>(-std::floor(std::log10(value))));
    return std::min(places, decimals());
}

double OptionSpinBox::rounded(double value) const
{
    const double scale = std::pow(10.0, placesFor(value));
    return std::round(value * scale) / scale;
}

double OptionSpinBox::nextValue(double value, int direction) const
{
    const double unit = std::pow(10.0, -placesFor(value));
    return std::clamp(rounded(value + direction * unit), minimum(), maximum());
}

QString OptionSpinBox::textFromValue(double value) const
{
    if (!isEnabled() && std::abs(value) >= kScientificFrom)
        return QString::fromStdString(core::NumberFormat::scientific(value, 2));
    if (std::abs(value) >= kScientificFrom)
        return QString::fromStdString(core::NumberFormat::scientificExact(value, 2));
    // Every stored decimal is shown, so that the text reads back as the same value; only the
    // zeros beyond the decimals given are left off.
    const QString text = QDoubleSpinBox::textFromValue(value);
    const QString point = locale().decimalPoint();
    const QString zero = locale().zeroDigit();
    const qsizetype at = text.lastIndexOf(point);
    if (at < 0)
        return text;
    qsizetype end = text.size();
    for (int shown = decimals();
         shown > m_shownDecimals && QStringView(text).left(end).endsWith(zero); --shown)
        end -= zero.size();
    return text.left(end == at + point.size() ? at : end);
}

void OptionSpinBox::changeEvent(QEvent *event)
{
    QDoubleSpinBox::changeEvent(event);
    // Greyed or not, the text is written again in the form that state shows.
    if (event->type() == QEvent::EnabledChange)
        lineEdit()->setText(prefix() + textFromValue(value()) + suffix());
}

QString OptionSpinBox::bare(const QString &text) const
{
    return DecimalComma::bare(text, prefix(), suffix());
}

double OptionSpinBox::valueFromText(const QString &text) const
{
    double value = 0.0;
    // A written form holds as many digits as it likes; the box keeps its own decimals, as it
    // does for plain digits.
    if (isWritten(bare(text)) && core::NumberFormat::parse(bare(text).toStdString(), value)) {
        const double scale = std::pow(10.0, decimals());
        return std::abs(value) * scale < 1e15 ? std::round(value * scale) / scale : value;
    }
    return QDoubleSpinBox::valueFromText(text);
}

QValidator::State OptionSpinBox::validate(QString &text, int &pos) const
{
    const QString number = bare(text);
    // Intermediate lets the typing go on ("1,0" may become "1,024"); on Return or leaving the
    // box, fixup() refuses what is still ambiguous.
    if (DecimalComma::isAmbiguous(number))
        return QValidator::Intermediate;
    // Plain digits keep the spin box's own checks, which hold them to its decimals.
    static const QRegularExpression partial(QStringLiteral(
        "^[0-9.]*\\s*([eE]-?[0-9]*|[×xX*]\\s*(1(0\\s*(\\^-?[0-9]*|⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]*))?)?)?$"));
    if (!isWritten(number)) {
        // A box without decimals refuses "2.", which may yet become 2.5 × 10⁹.
        const QValidator::State plain = QDoubleSpinBox::validate(text, pos);
        return plain == QValidator::Invalid && partial.match(number).hasMatch()
                   ? QValidator::Intermediate
                   : plain;
    }
    double value = 0.0;
    if (core::NumberFormat::parse(number.toStdString(), value))
        return value >= minimum() && value <= maximum() ? QValidator::Acceptable
                                                        : QValidator::Intermediate;
    // On the way to a written power of ten ("1.5 × 1", "2e"): let the typing go on.
    return partial.match(number).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
}

void OptionSpinBox::fixup(QString &input) const
{
    if (DecimalComma::isAmbiguous(bare(input))) {
        // fixup() is const in Qt's interface; saying why the text was refused changes only what
        // is shown, not the box's value.
        DecimalComma::refuse(const_cast<OptionSpinBox *>(this), DecimalComma::hint(bare(input)));
        return;
    }
    QDoubleSpinBox::fixup(input);
}

bool OptionSpinBox::isWritten(const QString &number)
{
    static const QString marks = QStringLiteral("×xX*eE^⁻⁰¹²³⁴⁵⁶⁷⁸⁹");
    return std::any_of(number.begin(), number.end(), [](QChar c) { return marks.contains(c); });
}

} // namespace blab::ui
