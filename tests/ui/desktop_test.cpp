// SPDX-License-Identifier: GPL-3.0-or-later

// The window as a desktop citizen: the language switches without a restart, everything is
// remembered across a close and a reopen, Reset to defaults forgets the inputs only, and the
// "what am I looking at" texts close after their first reading.

#include "charts/chart_view.h"
#include "charts/runs_chart.h"
#include "gui_fixture.h"
#include "tabs/devices_tab.h"
#include "tabs/intensity_tab.h"
#include "tabs/intro_panel.h"
#include "tabs/measure_tab.h"
#include "tabs/user_kernels_panel.h"
#include "text/translation.h"
#include "widgets/help_dialog.h"
#include "widgets/log_slider.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QRect>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScreen>
#include <QScrollBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>

namespace blab::ui::test {
namespace {

using Desktop = GuiTest;

// Lets the language change reach every widget.
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

// A message in the status bar hides the figure line under it even when the window is shown again
// (a language switch or a start did that, and the two texts were drawn over each other); the line
// comes back with the message gone.
TEST_F(Desktop, AStatusMessageIsNeverDrawnOverTheFigureLine)
{
    m_window->show();
    auto *figure = child<QLabel>("statusCpu");
    EXPECT_TRUE(figure->isVisible());
    m_window->statusBar()->showMessage(QStringLiteral("A problem met at the start."));
    EXPECT_FALSE(figure->isVisible());
    m_window->setLanguage(QStringLiteral("zh"));
    settleLanguage();
    EXPECT_FALSE(figure->isVisible());
    m_window->hide();
    m_window->show();
    settle();
    EXPECT_FALSE(figure->isVisible());
    m_window->statusBar()->clearMessage();
    EXPECT_TRUE(figure->isVisible());
}

// Tab 1's runs chart and progress bar show the measurement of five runs before and after a
// change of language.
TEST_F(Desktop, LanguageSwitchKeepsTheRunsChartAndProgress)
{
    core::SgemmResult result;
    result.n = 512;
    result.repeats = 5;
    result.flops = 2.0 * 512 * 512 * 512;
    result.runSeconds = {0.004, 0.003, 0.0035, 0.0031, 0.0032};
    result.bestSeconds = 0.003;
    result.medianSeconds = 0.0032;
    m_state->setMeasurement(result);
    m_state->flush();
    m_window = std::make_unique<MainWindow>(m_state.get());
    MeasureTab *tab = m_window->measureTab();
    ASSERT_EQ(tab->chart()->runSeries()->count(), 5);
    m_window->setLanguage(QStringLiteral("zh"));
    settleLanguage();
    EXPECT_EQ(tab->chart()->runSeries()->count(), 5);
    const QProgressBar *progress = child<QProgressBar>("measureProgress");
    EXPECT_EQ(progress->value(), 5);
    EXPECT_EQ(progress->maximum(), 5);
}

// View -> Language shows the language in use: the saved choice, or what --lang asked for
// instead (here Chinese over a saved English).
TEST_F(Desktop, LanguageMenuShowsTheLanguageInUse)
{
    QSettings().setValue(QStringLiteral("view/language"), QStringLiteral("en"));
    Translation::install(QStringLiteral("zh"));
    settleLanguage();
    QString checked;
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *sub : menu->menu()->actions()) {
            if (!sub->menu())
                continue;
            for (QAction *a : sub->menu()->actions()) {
                if (a->isCheckable() && a->isChecked() && a->data().toString().size() == 2)
                    checked = a->data().toString();
            }
        }
    }
    EXPECT_EQ(checked, QStringLiteral("zh"));
    Translation::install(QStringLiteral("en"));
    settleLanguage();
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
    EXPECT_EQ(after.trainingModel, "llama2_7b");
    EXPECT_DOUBLE_EQ(after.tokensPerStep, before.tokensPerStep);
    EXPECT_TRUE(state.settingsProblem().isEmpty()) << state.settingsProblem().toStdString();
    MainWindow window(&state);
    window.restoreLayout();
    EXPECT_EQ(window.tabs()->currentIndex(), 4);
    // The size comes back as saved where the screen holds it with room for a frame; a smaller
    // screen (the offscreen platform's is 800 x 800) gets the window within its available area.
    const QRect available = window.screen()->availableGeometry();
    if (available.width() >= 1234 + 16 && available.height() >= 876 + 48)
        EXPECT_EQ(window.size(), QSize(1234, 876));
    else
        EXPECT_TRUE(available.contains(window.geometry()));
    EXPECT_DOUBLE_EQ(test::child<LogSlider>(&window, "intensityK")->value(), 16.0);
}

struct RoofRow
{
    const char *name;
    // The device picked on tab 3 first (an index of its list), then the slider moved, if any.
    int device;
    const char *slider;
    double value;
    // What tab 3's two sliders show after a close and a reopen; exact.
    double peakAfter;
    double bandwidthAfter;
};

class RoofRestart : public GuiTest, public testing::WithParamInterface<RoofRow>
{
};

// Tab 3's roof survives a restart: a bandwidth or a peak typed on this CPU (the other figure
// keeps following the CPU, 237.05 GFLOPS and 50 GB/s here), one typed on another device's roof
// (the other figure stays that device's) and a device picked alone. The custom bandwidth used
// to come back as 50.
TEST_P(RoofRestart, TheRoofIsKeptAcrossCloseAndReopen)
{
    const RoofRow &row = GetParam();
    QComboBox *device = child<QComboBox>("intensityDevice");
    device->setCurrentIndex(row.device);
    emit device->activated(row.device);
    settle();
    if (row.slider)
        child<LogSlider>(row.slider)->setValue(row.value);
    settle();
    m_state->save();
    m_window.reset();
    m_state.reset();

    WhatIfState state;
    state.load();
    state.flush();
    EXPECT_TRUE(state.settingsProblem().isEmpty()) << state.settingsProblem().toStdString();
    MainWindow window(&state);
    state.flush();
    QCoreApplication::processEvents();
    EXPECT_DOUBLE_EQ(test::child<LogSlider>(&window, "intensityPeak")->value(), row.peakAfter);
    EXPECT_DOUBLE_EQ(test::child<LogSlider>(&window, "intensityBandwidth")->value(),
                     row.bandwidthAfter);
}

INSTANTIATE_TEST_SUITE_P(
    Roofs, RoofRestart,
    testing::Values(RoofRow{"cpu_bandwidth", 0, "intensityBandwidth", 80, 237.05, 80},
                    RoofRow{"cpu_peak", 0, "intensityPeak", 1000, 1000, 50},
                    RoofRow{"device_bandwidth", 2, "intensityBandwidth", 1500, 20000, 1500},
                    RoofRow{"device_alone", 2, nullptr, 0, 20000, 900}),
    [](const auto &info) { return std::string(info.param.name); });

// A damaged roof in the settings goes back to this CPU's and says so; nothing else is lost.
TEST_F(Desktop, ADamagedRoofFallsBackToThisCpu)
{
    m_window.reset();
    m_state.reset();
    {
        QSettings settings;
        settings.setValue(QStringLiteral("roofline/device"), QStringLiteral("no_such_card"));
        settings.setValue(QStringLiteral("roofline/bandwidth_gbs"), -5);
        settings.setValue(QStringLiteral("whatif/k"), 16);
    }
    WhatIfState state;
    state.load();
    state.flush();
    EXPECT_EQ(state.inputs().rooflineDevice, core::WhatIfInputs{}.rooflineDevice);
    EXPECT_FALSE(state.inputs().rooflineBandwidthGBs.has_value());
    EXPECT_EQ(state.inputs().k, 16);
    EXPECT_TRUE(state.settingsProblem().contains(QStringLiteral("2")))
        << state.settingsProblem().toStdString();
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
    IntroPanel first(QStringLiteral("test_tab"), [] { return QStringLiteral("text"); });
    EXPECT_TRUE(first.isExpanded());
    first.show();
    IntroPanel later(QStringLiteral("test_tab"), [] { return QStringLiteral("text"); });
    EXPECT_FALSE(later.isExpanded());
    test::child<QToolButton>(&later, "introToggle")->click();
    EXPECT_TRUE(later.isExpanded());
    IntroPanel chosen(QStringLiteral("test_tab"), [] { return QStringLiteral("text"); });
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
        ASSERT_GE(m_window->tabs()->count(), 5);
        int keys = 0;
        for (int t = 0; t < m_window->tabs()->count(); ++t) {
            QStringList seen = global;
            QWidget *tab = m_window->tabs()->widget(t);
            for (QWidget *w : tab->findChildren<QWidget *>()) {
                // Tab 5's training and serving sides are never shown together.
                if (!w->isVisibleTo(tab))
                    continue;
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
                ++keys;
            }
        }
        // Every tab has labelled fields or buttons with keys; none found means the search
        // looked at nothing.
        EXPECT_GE(keys, m_window->tabs()->count()) << language;
    };
    const auto checkBothSides = [this, &check](const char *language) {
        // A trained model shows the training layout's fields, which have keys of their own.
        m_state->modify([](core::WhatIfInputs &in) { in.trainingModel = "llama2_7b"; });
        for (core::WorkloadMode mode : core::WorkloadModes::kAll) {
            m_state->modify([mode](core::WhatIfInputs &in) { in.mode = mode; });
            settle();
            check(language);
        }
    };
    checkBothSides("en");
    m_window->setLanguage(QStringLiteral("zh"));
    settleLanguage();
    checkBothSides("zh");
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

// A message about one tab's work goes when another tab comes to the front; one about the whole
// window stays.
TEST_F(Desktop, ATabsStatusMessageGoesWithItsTab)
{
    m_window->tabs()->setCurrentIndex(2);
    emit m_window->intensityTab()->userKernels()->statusMessage(QStringLiteral("placed"));
    EXPECT_EQ(m_window->statusBar()->currentMessage(), QStringLiteral("placed"));
    m_window->tabs()->setCurrentIndex(4);
    EXPECT_TRUE(m_window->statusBar()->currentMessage().isEmpty());
    m_window->resetToDefaults();
    const QString reset = m_window->statusBar()->currentMessage();
    EXPECT_FALSE(reset.isEmpty());
    m_window->tabs()->setCurrentIndex(1);
    EXPECT_EQ(m_window->statusBar()->currentMessage(), reset);
}

// Export chart asks which chart on a tab that has several (tab 5: the speed-up and the memory);
// tab 1's kernel families are among the charts Export all writes.
TEST_F(Desktop, ExportChartAsksWhichOneOnATabWithSeveral)
{
    m_window->show();
    m_window->tabs()->setCurrentIndex(4);
    settle();
    QStringList offered;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
            offered = dialog->comboBoxItems();
            dialog->reject();
        }
    });
    poll.start(20);
    m_window->findChild<QAction *>(QStringLiteral("exportChartAction"))->trigger();
    poll.stop();
    EXPECT_EQ(offered.size(), 2) << offered.join(QStringLiteral(" | ")).toStdString();
    QStringList stems;
    for (const ChartView *view : m_window->upToDateCharts())
        stems << view->fileStem();
    EXPECT_TRUE(stems.contains(QStringLiteral("openblas-kernels")));
}

// What a control reads, as the help names it: without its mnemonic (&A, or (&A) in Chinese) and
// the dots of a button that opens a dialog.
QString plainLabel(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\(&.\\)")));
    text.remove(QLatin1Char('&'));
    text.remove(QStringLiteral("…"));
    return text.trimmed();
}

// The help is checked against the window, in both languages: every tab's title, and the buttons
// and choices it explains, read from the widgets themselves, are on the page.
TEST_F(Desktop, HelpNamesWhatTheWindowHas)
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh")}) {
        m_window->setLanguage(language);
        settleLanguage();
        QStringList labels;
        for (int i = 0; i < m_window->tabs()->count(); ++i)
            labels << m_window->tabs()->tabText(i);
        for (const char *name :
             {"kernelsRestart", "gpuRun", "userKernelsAdd", "userKernelsTime", "userKernelsImport",
              "userKernelsRemove", "servingAssumptionDefaults"})
            labels << child<QAbstractButton>(name)->text();
        labels << child<QAbstractButton>("servingSharesBySize")->text()
               << child<QAbstractButton>("questionsServing")->text()
               << child<QAbstractButton>("questionsPlan")->text()
               << child<QAbstractButton>("planOpen")->text();
        // Tab 5's training layout: the tokens to train on and the three kinds of recomputation.
        labels << child<QAbstractButton>("trainingTrainTokensGiven")->text();
        for (const char *list : {"servingBatching", "trainingRecompute"}) {
            auto *box = child<QComboBox>(list);
            for (int i = 0; i < box->count(); ++i)
                labels << box->itemText(i);
        }
        QTextBrowser browser;
        browser.setSource(QUrl(HelpDialog::pageFor(language)));
        const QString page = browser.toPlainText();
        for (const QString &label : labels)
            EXPECT_TRUE(page.contains(plainLabel(label), Qt::CaseInsensitive))
                << language.toStdString() << ": " << plainLabel(label).toStdString();
    }
    m_window->setLanguage(QStringLiteral("en"));
    settleLanguage();
}

// F1 opens the help at the section of the tab in front, in the tabs' order down the page.
TEST_F(Desktop, HelpOpensAtTheTabsSection)
{
    QList<int> positions;
    for (int tab = 0; tab < 5; ++tab) {
        m_window->tabs()->setCurrentIndex(tab);
        EXPECT_EQ(m_window->helpAnchor(), QStringLiteral("tab%1").arg(tab + 1));
        HelpDialog dialog(m_window->helpAnchor());
        dialog.show();
        settle();
        positions << dialog.browser()->verticalScrollBar()->value();
    }
    for (int i = 1; i < positions.size(); ++i)
        EXPECT_GT(positions[i], positions[i - 1]) << i;
    m_state->modify([](core::WhatIfInputs &in) { in.mode = core::WorkloadMode::Inference; });
    EXPECT_EQ(m_window->helpAnchor(), QStringLiteral("serving"));
    child<QAbstractButton>("questionsPlan")->click();
    EXPECT_EQ(m_window->helpAnchor(), QStringLiteral("plan"));
}

} // namespace
} // namespace blab::ui::test
