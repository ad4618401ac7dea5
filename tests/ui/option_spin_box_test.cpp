// SPDX-License-Identifier: GPL-3.0-or-later

// The spin boxes write large figures as people read them and read back what people type: the
// text each value shows, and the value each typed text gives, as tables.

#include "widgets/option_spin_box.h"

#include <QApplication>
#include <QKeyEvent>
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
    box.show();
    box.selectAll();
    type(&box, shown);
    QTest::keyClick(&box, Qt::Key_Return);
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
    // As the window's boxes: the value changes on Return, not at every key.
    box.setKeyboardTracking(false);
    box.setSuffix(QStringLiteral(" FLOPs"));
    box.setValue(5);
    box.show();
    box.selectAll();
    type(&box, row.typed);
    QTest::keyClick(&box, Qt::Key_Return);
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
                    TypedRow{"above_range", QStringLiteral("1e13"), 5}),
    [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::ui
