// SPDX-License-Identifier: GPL-3.0-or-later

// The mouse wheel over an input that has no focus scrolls the page instead of changing the
// input: a combo box, a spin box and a slider on tab 5, whose serving page scrolls. With the
// focus, the wheel changes the input as before.

#include "gui_fixture.h"
#include "tabs/serving_panel.h"
#include "widgets/log_slider.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QRadioButton>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QWheelEvent>

namespace blab::ui::test {
namespace {

class Wheel : public GuiTest
{
protected:
    void SetUp() override
    {
        GuiTest::SetUp();
        m_window->show();
        m_window->tabs()->setCurrentIndex(4);
        child<QRadioButton>("questionsServing")->click();
        settle();
    }

    // One notch of the wheel downwards over the middle of widget.
    static void turn(QWidget *widget)
    {
        const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
        QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &event);
    }

    QScrollBar *pageScrollBar() const
    {
        auto *page = qobject_cast<QAbstractScrollArea *>(m_window->tabs()->currentWidget());
        return page ? page->verticalScrollBar() : nullptr;
    }
};

// Each kind of input, without focus: its value stays and the page moves down; with focus, the
// value changes.
TEST_F(Wheel, ScrollsThePageOverAnInputWithoutFocusAndChangesItWithFocus)
{
    QScrollBar *bar = pageScrollBar();
    ASSERT_NE(bar, nullptr);
    ASSERT_GT(bar->maximum(), 0) << "the serving page must scroll for this test";
    auto *combo = child<QComboBox>("servingLinkKind");
    auto *spin = child<QSpinBox>("servingPrompt");
    QSlider *slider = child<LogSlider>("servingBatch")->slider();
    const int link = combo->currentIndex();
    const int prompt = spin->value();
    const int batch = slider->value();
    for (QWidget *input : {static_cast<QWidget *>(combo), static_cast<QWidget *>(spin),
                           static_cast<QWidget *>(slider)}) {
        m_window->setFocus();
        bar->setValue(0);
        turn(input);
        settle();
        EXPECT_GT(bar->value(), 0) << input->objectName().toStdString();
    }
    EXPECT_EQ(combo->currentIndex(), link);
    EXPECT_EQ(spin->value(), prompt);
    EXPECT_EQ(slider->value(), batch);
    EXPECT_EQ(m_state->inputs().promptTokens, prompt);

    spin->setFocus();
    turn(spin);
    settle();
    EXPECT_NE(spin->value(), prompt);
}

// Combo boxes take the focus by click or Tab, not by the wheel.
TEST_F(Wheel, InputsDoNotTakeTheFocusFromTheWheel)
{
    for (QComboBox *combo : m_window->findChildren<QComboBox *>())
        EXPECT_NE(combo->focusPolicy(), Qt::WheelFocus) << combo->objectName().toStdString();
}

} // namespace
} // namespace blab::ui::test
