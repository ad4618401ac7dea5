// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDoubleSpinBox>

namespace blab::core {
class OptionSpec;
}

namespace blab::ui {

// A spin box over the whole range of an option. It keeps as many decimals as the range's smallest
// value needs, so that every value the command line accepts can be shown and nothing below the
// range can be typed, yet it shows only the decimals it was given unless a value has more:
// 12.0 GB/s, 0.05 GB/s. From a million up a figure is written as people read it, 1.00 × 10⁸
// FLOPs rather than 100000000, with as many digits as it needs to stay the same value; the box
// reads that form back, and also 1e8, 1.5 x 10^8 and plain digits as typed. A decimal comma
// ("47,5") is refused with a hint (DecimalComma), never read as another number.
class OptionSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    OptionSpinBox(double minValue, double maxValue, int decimals, QWidget *parent = nullptr);
    // Takes the option's range; its "option" property names the option, as LogSlider's does.
    OptionSpinBox(const core::OptionSpec &spec, int decimals, QWidget *parent = nullptr);

    // The value rounded to one significant digit below the decimals given, and to those decimals
    // above: what a slider beside the box produces, so that its steps stay round numbers.
    double rounded(double value) const;
    // The value one shown digit above (direction 1) or below (-1) value, inside the range.
    double nextValue(double value, int direction) const;

    // Where the written form starts.
    static constexpr double kScientificFrom = 1e6;

protected:
    // A greyed box shows a figure it was given, not one typed to read back: rounded to three
    // significant digits (7.06 × 10¹⁰ rather than 7.0552387584 × 10¹⁰).
    QString textFromValue(double value) const override;
    void changeEvent(QEvent *event) override;
    double valueFromText(const QString &text) const override;
    QValidator::State validate(QString &text, int &pos) const override;
    void fixup(QString &input) const override;

private:
    // The decimals rounded() keeps for value.
    int placesFor(double value) const;
    // The text without the prefix and suffix, trimmed.
    QString bare(const QString &text) const;
    // Whether number is in a written form (a power of ten, e-notation) rather than plain digits.
    static bool isWritten(const QString &number);

    int m_shownDecimals;
};

} // namespace blab::ui
