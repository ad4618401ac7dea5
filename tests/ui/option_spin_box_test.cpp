// SPDX-License-Identifier: GPL-3.0-or-later

// The spin boxes write large figures as people read them and read back what people type: the
// text each value shows, and the value each typed text gives, as tables.

#include "widgets/decimal_comma.h"
#include "widgets/option_spin_box.h"
#include "widgets/whole_spin_box.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QTest>
#include <gtest/gtest.h>

namespace blab::ui {
namespace {

// Types text one character at a time, as a keyboard with × and superscripts would; QTest's
// keyClicks knows only ASCII.
void type(QWidget *widget, const QString &text)
{
    for (const QChar c : text) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(c));
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(c));
        QApplication::sendEvent(widget, &press);
        QApplication::sendEvent(widget, &release);
    }
}

// Shows box, replaces its text with text as typed and presses Return, as a person commits a
// figure (the window's boxes change their value on Return, not at every key).
void commit(QAbstractSpinBox *box, const QString &text)
{
    box->setKeyboardTracking(false);
    box->show();
    box->selectAll();
    type(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

// A greyed box shows a figure it was given, rounded (7.06 × 10¹⁰, not 7.0552387584 × 10¹⁰), and
// the exact form again once it can be typed in.
TEST(SpinBoxGreyed, RoundsTheFigureItShows)
{
    OptionSpinBox box(1.0, 1e12, 0);
    box.setValue(70552387584.0);
    EXPECT_EQ(box.text(), QStringLiteral("7.0552387584 × 10¹⁰"));
    box.setEnabled(false);
    EXPECT_EQ(box.text(), QStringLiteral("7.06 × 10¹⁰"));
    box.setValue(6738149376.0);
    EXPECT_EQ(box.text(), QStringLiteral("6.74 × 10⁹"));
    box.setEnabled(true);
    EXPECT_EQ(box.text(), QStringLiteral("6.738149376 × 10⁹"));
}

struct ShownRow
{
    std::string name;
    double value;
    int decimals;
    QString suffix;
    QString expected;
};

class SpinBoxShows : public testing::TestWithParam<ShownRow>
{
};

// Exact text; a value that reads back through the box's own text must not change.
TEST_P(SpinBoxShows, FiguresAsPeopleReadThem)
{
    const ShownRow &row = GetParam();
    OptionSpinBox box(1.0, 1e12, row.decimals);
    box.setKeyboardTracking(false);
    box.setSuffix(row.suffix);
    box.setValue(row.value);
    EXPECT_EQ(box.text(), row.expected);
    // Typed back in, the shown text gives the same value.
    const QString shown = box.cleanText();
    box.setValue(2);
    commit(&box, shown);
    EXPECT_EQ(box.value(), row.value);
}

INSTANTIATE_TEST_SUITE_P(
    Values, SpinBoxShows,
    testing::Values(
        ShownRow{"small_keeps_digits", 512, 0, {}, QStringLiteral("512")},
        ShownRow{"below_a_million", 999999, 0, {}, QStringLiteral("999999")},
        ShownRow{"decimals_kept", 12.5, 1, QStringLiteral(" GB/s"), QStringLiteral("12.5 GB/s")},
        ShownRow{"flops_per_sample", 1e8, 0, QStringLiteral(" FLOPs"),
                 QStringLiteral("1.00 × 10⁸ FLOPs")},
        ShownRow{"parameters", 1e9, 0, {}, QStringLiteral("1.00 × 10⁹")},
        ShownRow{"a_million", 1e6, 0, {}, QStringLiteral("1.00 × 10⁶")},
        ShownRow{"every_digit_needed", 123456789, 0, {}, QStringLiteral("1.23456789 × 10⁸")}),
    [](const auto &info) { return info.param.name; });

struct TypedRow
{
    std::string name;
    QString typed;
    double expected; // the value after Return; the box started at 5
};

class SpinBoxReads : public testing::TestWithParam<TypedRow>
{
};

TEST_P(SpinBoxReads, WhatPeopleType)
{
    const TypedRow &row = GetParam();
    OptionSpinBox box(1.0, 1e12, 0);
    box.setSuffix(QStringLiteral(" FLOPs"));
    box.setValue(5);
    commit(&box, row.typed);
    EXPECT_EQ(box.value(), row.expected);
}

INSTANTIATE_TEST_SUITE_P(
    Texts, SpinBoxReads,
    testing::Values(TypedRow{"digits", QStringLiteral("100000000"), 1e8},
                    TypedRow{"e_notation", QStringLiteral("1e8"), 1e8},
                    TypedRow{"written", QStringLiteral("2.5 × 10⁹"), 2.5e9},
                    TypedRow{"typed_caret", QStringLiteral("3 x 10^7"), 3e7},
                    // Not a number: the letters are refused as typed, the digits stay.
                    TypedRow{"letters_refused", QStringLiteral("7q"), 7},
                    // Above the range: the box keeps its value rather than a clamped one.
                    TypedRow{"above_range", QStringLiteral("1e13"), 5},
                    // Commas only between thousands; a decimal comma is refused, not read as
                    // 475 or 47.
                    TypedRow{"thousands", QStringLiteral("1,024"), 1024},
                    TypedRow{"millions", QStringLiteral("2,500,000"), 2.5e6},
                    TypedRow{"decimal_comma", QStringLiteral("47,5"), 5},
                    TypedRow{"short_group", QStringLiteral("1,02"), 5},
                    TypedRow{"long_group", QStringLiteral("1,0245"), 5}),
    [](const auto &info) { return info.param.name; });

class WholeBoxReads : public testing::TestWithParam<TypedRow>
{
};

// The whole-number boxes (tokens, cards, n) take thousands separators and refuse a decimal comma.
TEST_P(WholeBoxReads, WhatPeopleType)
{
    const TypedRow &row = GetParam();
    WholeSpinBox box;
    box.setRange(1, 100000);
    box.setValue(5);
    commit(&box, row.typed);
    EXPECT_EQ(box.value(), row.expected);
    if (row.expected == 5) {
        EXPECT_EQ(box.property("refusal").toString(), DecimalComma::wholeHint());
    }
}

INSTANTIATE_TEST_SUITE_P(Texts, WholeBoxReads,
                         testing::Values(TypedRow{"digits", QStringLiteral("12"), 12},
                                         TypedRow{"thousands", QStringLiteral("1,024"), 1024},
                                         TypedRow{"decimal_comma", QStringLiteral("1,5"), 5},
                                         // Not 15: the point is refused, not dropped.
                                         TypedRow{"point", QStringLiteral("1.5"), 5},
                                         TypedRow{"letters_refused", QStringLiteral("7q"), 7}),
                         [](const auto &info) { return info.param.name; });

struct CommaRow
{
    std::string name;
    QString text;
    bool ambiguous;
    QString pointed; // the figure the hint suggests, where ambiguous
};

class DecimalCommaTable : public testing::TestWithParam<CommaRow>
{
};

TEST_P(DecimalCommaTable, RefusesOnlyWhatTwoConventionsReadDifferently)
{
    const CommaRow &row = GetParam();
    EXPECT_EQ(DecimalComma::isAmbiguous(row.text), row.ambiguous);
    if (row.ambiguous) {
        EXPECT_TRUE(DecimalComma::hint(row.text).contains(row.pointed))
            << DecimalComma::hint(row.text).toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Texts, DecimalCommaTable,
    testing::Values(
        CommaRow{"no_comma", QStringLiteral("47.5"), false, {}},
        CommaRow{"thousands", QStringLiteral("1,024"), false, {}},
        CommaRow{"thousands_and_point", QStringLiteral("12,345.5"), false, {}},
        CommaRow{"negative_thousands", QStringLiteral("-1,000"), false, {}},
        CommaRow{"decimal_comma", QStringLiteral("47,5"), true, QStringLiteral("47.5")},
        CommaRow{"two_decimals", QStringLiteral("237,05"), true, QStringLiteral("237.05")},
        CommaRow{"comma_first", QStringLiteral(",5"), true, QStringLiteral(".5")},
        CommaRow{"german_thousands", QStringLiteral("1.024,5"), true, QStringLiteral("1024.5")},
        CommaRow{"four_digits", QStringLiteral("1,0245"), true, QStringLiteral("1.0245")},
        CommaRow{"negative", QStringLiteral("-1,5"), true, QStringLiteral("-1.5")},
        // Text that is not a number is left to the box, which refuses letters.
        CommaRow{"letters", QStringLiteral("7,q"), false, {}},
        // No figure to repeat back: the hint gives its own example.
        CommaRow{"comma_alone", QStringLiteral(","), true, QStringLiteral("47.5")},
        CommaRow{"trailing_comma", QStringLiteral("1,"), true, QStringLiteral("47.5")},
        CommaRow{"comma_then_point", QStringLiteral("1,5.3"), true, QStringLiteral("47.5")}),
    [](const auto &info) { return info.param.name; });

TEST(DecimalCommaHint, ABoxSaysHowToWriteTheFigure)
{
    OptionSpinBox box(0.01, 1e6, 1);
    box.setValue(50);
    commit(&box, QStringLiteral("47,5"));
    EXPECT_EQ(box.value(), 50.0);
    EXPECT_TRUE(box.property("refusal").toString().contains(QStringLiteral("47.5")))
        << box.property("refusal").toString().toStdString();
    // Said under the box, where the eye is.
    const auto *bubble = box.findChild<QLabel *>(QStringLiteral("decimalCommaHint"));
    ASSERT_NE(bubble, nullptr);
    EXPECT_TRUE(bubble->isVisible());
    EXPECT_TRUE(bubble->text().contains(QStringLiteral("47.5")));
    // Typing again dismisses it, and the figure written with a point is taken.
    box.selectAll();
    type(&box, QStringLiteral("47.5"));
    EXPECT_FALSE(bubble->isVisible());
    QTest::keyClick(&box, Qt::Key_Return);
    EXPECT_EQ(box.value(), 47.5);
}

} // namespace
} // namespace blab::ui
