// The measurement on its worker thread: progress, result, cancel, and closing during a run. Every
// wait is bounded; none of the assertions depends on how fast the machine is.

#include "charts/runs_chart.h"
#include "gui_fixture.h"
#include "tabs/measure_tab.h"
#include "widgets/log_slider.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSlider>
#include <QSpinBox>

namespace blab::ui::test {
namespace {

using Measure = GuiTest;

void configure(MeasureTab *tab, int n, int repeats)
{
    test::child<QSpinBox>(tab, "measureN")->setValue(n);
    test::child<QSpinBox>(tab, "measureRepeats")->setValue(repeats);
    test::child<QSpinBox>(tab, "measureThreads")->setValue(1);
}

QProgressBar *progressBar(MeasureTab *tab)
{
    return test::child<QProgressBar>(tab, "measureProgress");
}

TEST_F(Measure, RunReachesTheEndWithAVerifiedResult)
{
    MeasureTab *tab = m_window->measureTab();
    configure(tab, 64, 5);
    QPushButton *run = test::child<QPushButton>(tab, "measureRun");
    run->click();
    EXPECT_TRUE(tab->isRunning());
    EXPECT_TRUE(test::child<QPushButton>(tab, "measureCancel")->isEnabled());
    ASSERT_TRUE(waitFor([&] { return !tab->isRunning(); }, 60000));
    settle();
    EXPECT_EQ(progressBar(tab)->value(), 5);
    EXPECT_EQ(progressBar(tab)->maximum(), 5);
    EXPECT_EQ(tab->chart()->runSeries()->count(), 5);
    EXPECT_EQ(tab->chart()->fastestSeries()->count(), 1);
    ASSERT_TRUE(m_state->measurement().has_value());
    EXPECT_TRUE(m_state->measurement()->verified());
    EXPECT_EQ(m_state->cpuSource(), WhatIfState::CpuSource::Measured);
    EXPECT_DOUBLE_EQ(m_state->cpuGflops(), m_state->measurement()->gflops());
    EXPECT_TRUE(
        test::child<QLabel>(tab, "measureResult")->text().contains(QStringLiteral("GFLOPS")));
    EXPECT_TRUE(run->isEnabled());
}

TEST_F(Measure, CancelStopsWithinOneRunAndKeepsThePreviousFigure)
{
    MeasureTab *tab = m_window->measureTab();
    configure(tab, 256, 1000);
    test::child<QPushButton>(tab, "measureRun")->click();
    ASSERT_TRUE(waitFor([&] { return progressBar(tab)->value() >= 1; }, 60000));
    test::child<QPushButton>(tab, "measureCancel")->click();
    ASSERT_TRUE(waitFor([&] { return !tab->isRunning(); }, 30000));
    settle();
    EXPECT_LT(progressBar(tab)->value(), 1000);
    EXPECT_EQ(m_state->cpuSource(), WhatIfState::CpuSource::Entered);
    EXPECT_DOUBLE_EQ(m_state->cpuGflops(), WhatIfState::kLessonCpuGflops);
}

TEST_F(Measure, CancelTwiceAndRunAgain)
{
    MeasureTab *tab = m_window->measureTab();
    configure(tab, 128, 500);
    tab->start();
    tab->cancel();
    tab->cancel();
    ASSERT_TRUE(waitFor([&] { return !tab->isRunning(); }, 30000));
    configure(tab, 32, 3);
    tab->start();
    ASSERT_TRUE(waitFor([&] { return !tab->isRunning(); }, 30000));
    settle();
    EXPECT_EQ(progressBar(tab)->value(), 3);
    EXPECT_EQ(m_state->cpuSource(), WhatIfState::CpuSource::Measured);
}

TEST_F(Measure, ClosingDuringARunDoesNotHang)
{
    MeasureTab *tab = m_window->measureTab();
    configure(tab, 512, 1000);
    tab->start();
    ASSERT_TRUE(waitFor([&] { return progressBar(tab)->value() >= 1; }, 60000));
    QElapsedTimer timer;
    timer.start();
    m_window->close();
    m_window.reset();
    // One run of 512 x 512 takes milliseconds even on a slow machine; closing waits for at most
    // the run in progress.
    EXPECT_LT(timer.elapsed(), 20000);
}

} // namespace
} // namespace blab::ui::test

namespace blab::ui::test {
namespace {

// Two hundred slider moves while the measurement runs on its worker: the GUI thread keeps
// handling them, and the run still finishes with a verified result.
TEST_F(Measure, SliderMovesDuringARunDoNotHang)
{
    MeasureTab *tab = m_window->measureTab();
    configure(tab, 256, 50);
    tab->start();
    LogSlider *link = child<LogSlider>("transferLink");
    QSlider *slider = link->slider();
    for (int i = 0; i < 200; ++i) {
        slider->setValue((i * 37) % slider->maximum());
        QCoreApplication::processEvents();
    }
    ASSERT_TRUE(waitFor([&] { return !tab->isRunning(); }, 60000));
    settle();
    ASSERT_TRUE(m_state->measurement().has_value());
    EXPECT_TRUE(m_state->measurement()->verified());
    EXPECT_DOUBLE_EQ(m_state->inputs().linkGBs, link->value());
}

} // namespace
} // namespace blab::ui::test
