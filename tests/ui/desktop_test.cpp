// The window as a desktop citizen: the language switches without a restart, everything is
// remembered across a close and a reopen, Reset to defaults forgets the inputs only, and the
// "what am I looking at" texts close after their first reading.

#include "gui_fixture.h"
#include "tabs/devices_tab.h"
#include "tabs/intro_panel.h"
#include "text/translation.h"
#include "widgets/help_dialog.h"
#include "widgets/log_slider.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolButton>

namespace blab::ui::test {
namespace {

using Desktop = GuiTest;

// Runs the rebuild that a language change schedules.
void settleLanguage()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

TEST_F(Desktop, LanguageSwitchesWithoutRestartAndKeepsTheInputs)
{
    child<LogSlider>("intensityK")->setValue(16);
    m_window->tabs()->setCurrentIndex(2);
    settle();
    m_window->setLanguage(QStringLiteral("zh"));
    settleLanguage();
    // The language change rebuilt the tabs: every control is looked up again.
    EXPECT_EQ(m_window->tabs()->tabText(0), QStringLiteral("&1 测 CPU 算力"));
    EXPECT_EQ(m_window->tabs()->currentIndex(), 2);
    EXPECT_DOUBLE_EQ(child<LogSlider>("intensityK")->value(), 16.0);
    EXPECT_TRUE(child<QLabel>("questionsFitVerdict")->text().contains(QStringLiteral("参数")))
        << child<QLabel>("questionsFitVerdict")->text().toStdString();
    m_window->setLanguage(QStringLiteral("en"));
    settleLanguage();
    EXPECT_EQ(m_window->tabs()->tabText(0), QStringLiteral("&1 Measure the CPU"));
    EXPECT_TRUE(
        child<QLabel>("questionsFitVerdict")->text().contains(QStringLiteral("parameters")));
    EXPECT_EQ(QSettings().value(QStringLiteral("view/language")).toString(), QStringLiteral("en"));
}

TEST_F(Desktop, SettingsRoundTripThroughCloseAndReopen)
{
    child<LogSlider>("intensityK")->setValue(16);
    child<LogSlider>("transferLink")->setValue(40);
    child<QSpinBox>("questionsCards")->setValue(4);
    child<QPushButton>("questionsExample")->click();
    m_window->tabs()->setCurrentIndex(4);
    m_window->resize(1234, 876);
    settle();
    const core::WhatIfInputs before = m_state->inputs();
    m_state->save();
    m_window->saveLayout();
    m_window.reset();
    m_state.reset();

    WhatIfState state;
    state.load();
    state.flush();
    const core::WhatIfInputs &after = state.inputs();
    EXPECT_EQ(after.k, 16);
    EXPECT_DOUBLE_EQ(after.linkGBs, 40.0);
    EXPECT_EQ(after.cards, before.cards);
    EXPECT_EQ(after.device, "h100_sxm");
    EXPECT_EQ(after.precision, core::Precision::Bf16);
    EXPECT_EQ(after.optimizer, core::Optimizer::AdamMixed);
    EXPECT_EQ(after.weightDtype, core::WeightDtype::Bf16);
    EXPECT_EQ(after.linkKind, core::LinkKind::CardLink);
    EXPECT_DOUBLE_EQ(after.params, 7e9);
    EXPECT_DOUBLE_EQ(after.tokensPerStep, before.tokensPerStep);
    EXPECT_TRUE(state.settingsProblem().isEmpty()) << state.settingsProblem().toStdString();
    MainWindow window(&state);
    window.restoreLayout();
    EXPECT_EQ(window.tabs()->currentIndex(), 4);
    EXPECT_EQ(window.size(), QSize(1234, 876));
    EXPECT_DOUBLE_EQ(test::child<LogSlider>(&window, "intensityK")->value(), 16.0);
}

TEST_F(Desktop, ResetToDefaultsForgetsInputsButKeepsDevicesAndTheCpuFigure)
{
    m_window->devicesTab()->addDevice();
    child<LogSlider>("intensityK")->setValue(16);
    child<QPushButton>("questionsExample")->click();
    settle();
    m_window->resetToDefaults();
    settle();
    EXPECT_EQ(m_state->inputs().k, core::WhatIfInputs{}.k);
    EXPECT_EQ(m_state->inputs().device, core::WhatIfInputs{}.device);
    EXPECT_EQ(m_state->inputs().precision, core::Precision::Fp32);
    EXPECT_DOUBLE_EQ(child<LogSlider>("intensityK")->value(), core::WhatIfInputs{}.k);
    EXPECT_EQ(m_state->userDevices().size(), 1u);
    EXPECT_DOUBLE_EQ(m_state->cpuGflops(), WhatIfState::kLessonCpuGflops);
}

TEST_F(Desktop, IntroIsOpenTheFirstTimeAndClosedAfter)
{
    IntroPanel first(QStringLiteral("test_tab"), QStringLiteral("text"));
    EXPECT_TRUE(first.isExpanded());
    first.show();
    IntroPanel later(QStringLiteral("test_tab"), QStringLiteral("text"));
    EXPECT_FALSE(later.isExpanded());
    test::child<QToolButton>(&later, "introToggle")->click();
    EXPECT_TRUE(later.isExpanded());
    IntroPanel chosen(QStringLiteral("test_tab"), QStringLiteral("text"));
    EXPECT_TRUE(chosen.isExpanded());
}

// Every control says what it is for, and the keyboard reaches it: a tooltip and Tab focus on each
// slider, button, spin box and combo box of every tab.
TEST_F(Desktop, EveryControlHasATooltipAndTabFocus)
{
    int checked = 0;
    for (int t = 0; t < m_window->tabs()->count(); ++t) {
        QWidget *page = m_window->tabs()->widget(t);
        for (QWidget *w : page->findChildren<QWidget *>()) {
            const bool control =
                qobject_cast<QAbstractSlider *>(w) || qobject_cast<QAbstractButton *>(w) ||
                qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w);
            // Scroll bars, tab-bar arrows and table corners belong to Qt's own widgets.
            if (!control || qobject_cast<QScrollBar *>(w) ||
                qobject_cast<QTabBar *>(w->parentWidget()) ||
                qobject_cast<QAbstractItemView *>(w->parentWidget()) ||
                qobject_cast<QAbstractSpinBox *>(w->parentWidget()))
                continue;
            ++checked;
            const QString name = QStringLiteral("%1 on tab %2 (%3)")
                                     .arg(QString::fromLatin1(w->metaObject()->className()))
                                     .arg(t + 1)
                                     .arg(qobject_cast<QAbstractButton *>(w)
                                              ? qobject_cast<QAbstractButton *>(w)->text()
                                              : w->objectName());
            EXPECT_FALSE(w->toolTip().isEmpty()) << name.toStdString();
            EXPECT_TRUE(w->focusPolicy() & Qt::TabFocus) << name.toStdString();
        }
    }
    EXPECT_GT(checked, 40);
}

// Each underlined letter leads to one place: no two labels or buttons of a tab, nor a tab and
// the menu bar, share an Alt key; otherwise the key would only cycle between them.
TEST_F(Desktop, AcceleratorKeysAreUniqueOnEachTab)
{
    const auto check = [this](const char *language) {
        QStringList global;
        for (QAction *menu : m_window->menuBar()->actions())
            global << QKeySequence::mnemonic(menu->text()).toString();
        for (int t = 0; t < m_window->tabs()->count(); ++t)
            global << QKeySequence::mnemonic(m_window->tabs()->tabText(t)).toString();
        for (int t = 0; t < m_window->tabs()->count(); ++t) {
            QStringList seen = global;
            for (QWidget *w : m_window->tabs()->widget(t)->findChildren<QWidget *>()) {
                QString text;
                if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
                    text = label->text();
                else if (auto *button = qobject_cast<QAbstractButton *>(w))
                    text = button->text();
                const QString key = QKeySequence::mnemonic(text).toString();
                if (key.isEmpty())
                    continue;
                EXPECT_FALSE(seen.contains(key))
                    << language << ": " << key.toStdString() << " twice on tab " << t + 1 << ": "
                    << text.toStdString();
                seen << key;
            }
        }
    };
    check("en");
    m_window->setLanguage(QStringLiteral("zh"));
    settleLanguage();
    check("zh");
    m_window->setLanguage(QStringLiteral("en"));
    settleLanguage();
}

TEST_F(Desktop, HelpPageExistsInBothLanguages)
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh")}) {
        QTextBrowser browser;
        browser.setSource(QUrl(HelpDialog::pageFor(language)));
        EXPECT_GT(browser.toPlainText().size(), 2000) << language.toStdString();
        EXPECT_TRUE(browser.toPlainText().contains(QStringLiteral("all-reduce")));
    }
}

} // namespace
} // namespace blab::ui::test
