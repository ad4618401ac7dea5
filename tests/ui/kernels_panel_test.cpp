// SPDX-License-Identifier: GPL-3.0-or-later

// Tab 1's OpenBLAS kernels page with a stand-in for the children (tests/core/data/
// fake_bench_child.sh): what it shows and recommends, the first start's figure, and that
// stopping it or closing the window leaves no child process behind. Every wait is bounded.

#include "charts/kernels_chart.h"
#include "charts/runs_chart.h"
#include "gui_fixture.h"
#include "measure/cpu/kernel_family.h"
#include "models/advisor_table_model.h"
#include "process_gone.h"
#include "state/advice_settings.h"
#include "tabs/kernels_panel.h"
#include "tabs/measure_tab.h"
#include "tabs/sgemm_panel.h"

#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <fstream>

namespace blab::ui::test {
namespace {

// What the fake child reports for the families this CPU can run: the fastest usable one.
struct Expected
{
    std::string recommended;
    double gflops;
};

Expected expectedWinner()
{
    const std::vector<std::string> families =
        core::KernelFamilies::candidates(core::CpuFeatures::detect());
    const auto has = [&](const char *name) {
        return std::find(families.begin(), families.end(), name) != families.end();
    };
    // From the script: installed Prescott 50, Haswell 195.1, SkylakeX 200 GFLOPS.
    if (has("SkylakeX"))
        return {"SkylakeX", 200.0};
    if (has("Haswell"))
        return {"Haswell", 524288 / 0.0000026869 / 1e9};
    return {"Prescott", 50.0};
}

class Kernels : public GuiTest
{
protected:
    void SetUp() override
    {
        GuiTest::SetUp();
        qputenv("FAKE_CHILD_QUICK", "1");
        panel()->setChildCommand(
            {"/bin/sh", BLAB_SOURCE_DIR "/tests/core/data/fake_bench_child.sh"});
        child<QSpinBox>("measureN")->setValue(64);
        child<QSpinBox>("measureRepeats")->setValue(3);
        child<QSpinBox>("measureThreads")->setValue(1);
    }

    void TearDown() override
    {
        qunsetenv("FAKE_CHILD_QUICK");
        qunsetenv("FAKE_CHILD_HANG_ALL");
        qunsetenv("FAKE_CHILD_GATE");
        qunsetenv("FAKE_CHILD_PIDFILE");
        GuiTest::TearDown();
    }

    KernelsPanel *panel() const { return m_window->measureTab()->kernelsPanel(); }
    AdvisorTableModel *model() const
    {
        return qobject_cast<AdvisorTableModel *>(child<QTableView>("kernelsTable")->model());
    }
};

// After the advice, Run measures the family behind the window's figures: the advice's, in a
// child, where the window has not loaded it (no OPENBLAS_CORETYPE of the user's keeps another),
// else the loaded one here; the line above the figure names that family and no other.
TEST_F(Kernels, RunMeasuresTheFamilyTheAdviceNames)
{
    child<QPushButton>("kernelsRun")->click();
    ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 60000));
    settle();
    m_window->measureTab()->sgemmPanel()->setChildCommand(
        {"/bin/sh", BLAB_SOURCE_DIR "/tests/core/data/fake_bench_child.sh"});
    const std::string family =
        AdviceSettings::familyForRuns().value_or(core::OpenblasRuntime::current().core);
    child<QPushButton>("measureRun")->click();
    ASSERT_TRUE(waitFor([&] { return !m_window->measureTab()->sgemmPanel()->isRunning(); }, 60000));
    settle();
    ASSERT_TRUE(m_state->measurement().has_value());
    EXPECT_TRUE(core::KernelFamilies::sameName(m_state->measurement()->coreName, family))
        << m_state->measurement()->coreName << " vs " << family;
    const QString line = child<QLabel>("measureCoreWarning")->text();
    EXPECT_TRUE(line.contains(QString::fromStdString(family))) << line.toStdString();
}

TEST_F(Kernels, MeasuresEveryFamilyShowsFailuresAndRecommendsTheFastestVerified)
{
    QAbstractItemModelTester tester(model(),
                                    QAbstractItemModelTester::FailureReportingMode::Warning);
    child<QPushButton>("kernelsRun")->click();
    EXPECT_TRUE(panel()->isRunning());
    ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 60000));
    settle();
    const core::AdvisorResult &r = model()->result();
    const Expected expected = expectedWinner();
    EXPECT_EQ(r.installedCore, "Prescott");
    EXPECT_EQ(r.recommendedCore, expected.recommended);
    // One row and one bar per family; Prescott, the installed one, once.
    const std::size_t families =
        core::KernelFamilies::candidates(core::CpuFeatures::detect()).size();
    EXPECT_EQ(model()->rowCount(), static_cast<int>(families));
    EXPECT_EQ(panel()->chart()->gflopsSet()->count(), static_cast<int>(families));
    EXPECT_DOUBLE_EQ(panel()->chart()->gflopsSet()->at(0), 50.0);
    // Failed families are listed with the reason and drawn at zero.
    for (int row = 0; row < model()->rowCount(); ++row) {
        const core::AdvisorCandidate &c = r.candidates[static_cast<std::size_t>(row)];
        const QString result = model()->index(row, AdvisorTableModel::Result).data().toString();
        if (c.core == "Nehalem") {
            EXPECT_TRUE(result.contains(QStringLiteral("signal 11"))) << result.toStdString();
        }
        if (!c.usable()) {
            EXPECT_EQ(panel()->chart()->gflopsSet()->at(row), 0.0) << c.core;
        }
    }
    const QString line = child<QLineEdit>("kernelsLine")->text();
    if (expected.recommended == "Prescott")
        EXPECT_TRUE(line.isEmpty());
    else
        EXPECT_EQ(line, QStringLiteral("OPENBLAS_CORETYPE=%1 python3 train.py")
                            .arg(QString::fromStdString(expected.recommended)));
    // The advice is kept for the next start and names this machine.
    const std::optional<core::AdvisorResult> saved = AdviceSettings::load();
    ASSERT_TRUE(saved.has_value());
    EXPECT_EQ(saved->recommendedCore, expected.recommended);
    EXPECT_EQ(saved->cpuModel, AdviceSettings::cpuModel());
    // An ordinary run gives this CPU the figure of the family behind the window's figures (the
    // advice's where the window has not loaded it), when it was measured and verified.
    const core::AdvisorCandidate *running =
        r.find(AdviceSettings::familyForRuns().value_or(core::OpenblasRuntime::current().core));
    if (running && running->usable()) {
        EXPECT_EQ(m_state->cpuSource(), WhatIfState::CpuSource::Measured);
        EXPECT_DOUBLE_EQ(m_state->cpuGflops(), running->gflops());
    } else {
        EXPECT_EQ(m_state->cpuSource(), WhatIfState::CpuSource::Entered);
    }
    for (int pid : panel()->childPids())
        EXPECT_TRUE(blab::test::processGone(pid)) << pid;
}

// The advisor goes on through a language switch, and its advice comes in the new language.
TEST_F(Kernels, AdvisorGoesOnThroughALanguageSwitch)
{
    // The children wait at a gate until the language has been switched.
    QTemporaryDir dir;
    const QString gate = dir.filePath(QStringLiteral("gate"));
    qputenv("FAKE_CHILD_GATE", gate.toLocal8Bit());
    child<QPushButton>("kernelsRun")->click();
    ASSERT_TRUE(panel()->isRunning());
    m_window->setLanguage(QStringLiteral("zh"));
    QCoreApplication::processEvents();
    EXPECT_TRUE(panel()->isRunning());
    QFile opened(gate);
    ASSERT_TRUE(opened.open(QIODevice::WriteOnly));
    opened.close();
    ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 60000));
    settle();
    EXPECT_EQ(model()->result().recommendedCore, expectedWinner().recommended);
    const QRegularExpression chinese(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    EXPECT_TRUE(child<QLabel>("kernelsRecommendation")->text().contains(chinese))
        << child<QLabel>("kernelsRecommendation")->text().toStdString();
    EXPECT_TRUE(child<QPushButton>("kernelsRun")->text().contains(chinese));
    m_window->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    // Columns sized in Chinese are sized again: no English header is cut ("× installe").
    const QHeaderView *header = child<QTableView>("kernelsTable")->horizontalHeader();
    for (int column = 0; column + 1 < header->count(); ++column)
        EXPECT_GE(header->sectionSize(column), header->sectionSizeHint(column))
            << header->model()->headerData(column, Qt::Horizontal).toString().toStdString();
}

TEST_F(Kernels, FirstStartTakesTheFigureOfTheWinningFamily)
{
    QSignalSpy taken(panel(), &KernelsPanel::figureTaken);
    m_window->measureTab()->startFirstMeasurement();
    ASSERT_TRUE(panel()->isRunning()) << "with no advice saved, the first start asks the advisor";
    ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 60000));
    settle();
    const Expected expected = expectedWinner();
    EXPECT_EQ(m_state->cpuSource(), WhatIfState::CpuSource::Measured);
    // Relative tolerance 1e-9: the figure is the child's own, read back from its JSON.
    EXPECT_NEAR(m_state->cpuGflops(), expected.gflops, expected.gflops * 1e-9);
    ASSERT_TRUE(m_state->measurement().has_value());
    EXPECT_EQ(m_state->measurement()->coreName, expected.recommended);
    ASSERT_EQ(taken.count(), 1);
    EXPECT_TRUE(
        taken.at(0).at(0).toString().contains(QString::fromStdString(expected.recommended)));
}

// The first start's figure is shown on tab 1 as a run of its own would be: its runs on the chart,
// the progress full, an entry among the earlier runs, and a status bar line saying where the
// figure came from.
TEST_F(Kernels, FirstStartIsShownOnTabOne)
{
    m_window->measureTab()->startFirstMeasurement();
    ASSERT_TRUE(panel()->isRunning());
    ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 60000));
    settle();
    ASSERT_TRUE(m_state->measurement().has_value());
    const int runs = static_cast<int>(m_state->measurement()->runSeconds.size());
    ASSERT_GT(runs, 0);
    EXPECT_EQ(m_window->measureTab()->chart()->runSeries()->count(), runs);
    const QProgressBar *progress = child<QProgressBar>("measureProgress");
    EXPECT_EQ(progress->maximum(), m_state->measurement()->repeats);
    EXPECT_EQ(progress->value(), runs);
    EXPECT_EQ(child<QTableView>("measureRunsTable")->model()->rowCount(), 1);
    EXPECT_TRUE(m_window->statusBar()->currentMessage().contains(
        QString::fromStdString(expectedWinner().recommended)))
        << m_window->statusBar()->currentMessage().toStdString();
}

TEST_F(Kernels, FirstStartWithAdviceMeasuresInProcess)
{
    child<QPushButton>("kernelsRun")->click();
    ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 60000));
    m_window->measureTab()->startFirstMeasurement();
    EXPECT_FALSE(panel()->isRunning());
    EXPECT_TRUE(m_window->measureTab()->isRunning());
    ASSERT_TRUE(waitFor([&] { return !m_window->measureTab()->isRunning(); }, 60000));
}

// Stopping, and closing the window, while a child runs: the child and what it started are
// killed, and the advice and the figure stay as they were.
class KernelsStopped : public Kernels, public testing::WithParamInterface<bool>
{
};

TEST_P(KernelsStopped, LeaveNoProcessBehind)
{
    QTemporaryDir dir;
    const QString pidFile = dir.filePath(QStringLiteral("grandchildren"));
    qputenv("FAKE_CHILD_HANG_ALL", "1");
    qputenv("FAKE_CHILD_PIDFILE", pidFile.toLocal8Bit());
    child<QPushButton>("kernelsRun")->click();
    ASSERT_TRUE(
        waitFor([&] { return QFile::exists(pidFile) && !panel()->childPids().empty(); }, 60000));
    ASSERT_EQ(panel()->childPids().size(), 1u);
    const int pid = panel()->childPids().front();
    // The hung child sleeps an hour; a stop or a close that waited for it would be caught by the
    // fixture's watchdog (120 s), not by a clock.
    if (GetParam()) {
        child<QPushButton>("kernelsCancel")->click();
        ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 30000));
    } else {
        m_window->close();
        m_window.reset();
    }
    EXPECT_TRUE(blab::test::processGone(pid)) << pid;
    std::ifstream grandchildren(pidFile.toStdString());
    int sleeper = 0;
    ASSERT_TRUE(grandchildren >> sleeper);
    EXPECT_TRUE(blab::test::processGone(sleeper)) << sleeper;
    EXPECT_FALSE(AdviceSettings::load().has_value());
    EXPECT_EQ(m_state->cpuSource(), WhatIfState::CpuSource::Entered);
}

INSTANTIATE_TEST_SUITE_P(Ways, KernelsStopped, testing::Values(true, false),
                         [](const auto &info) { return info.param ? "cancel" : "close"; });

TEST_F(Kernels, OnlyVerifiedFamiliesCanBeChosen)
{
    auto *request = child<QComboBox>("kernelsRequest");
    ASSERT_NE(request, nullptr);
    // Nothing measured yet: automatic or as installed, no family by name.
    EXPECT_EQ(request->count(), 2);
    child<QPushButton>("kernelsRun")->click();
    ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 60000));
    QStringList named;
    for (int i = 2; i < request->count(); ++i)
        named << request->itemData(i).toString();
    for (const core::AdvisorCandidate &c : model()->result().candidates)
        EXPECT_EQ(named.contains(QString::fromStdString(c.core)), c.usable()) << c.core;
}

TEST_F(Kernels, ChoosingAFamilyIsRememberedAndOffersARestart)
{
    auto *request = child<QComboBox>("kernelsRequest");
    ASSERT_NE(request, nullptr);
    EXPECT_EQ(request->currentData().toString(), QStringLiteral("auto"));
    child<QPushButton>("kernelsRun")->click();
    ASSERT_TRUE(waitFor([&] { return !panel()->isRunning(); }, 60000));
    // A verified family other than the one running here.
    const std::string running = core::OpenblasRuntime::current().core;
    int other = -1;
    for (int i = 2; i < request->count(); ++i) {
        if (!core::KernelFamilies::sameName(request->itemData(i).toString().toStdString(), running))
            other = i;
    }
    if (other < 0)
        GTEST_SKIP() << "this CPU runs only one kernel family";
    request->setCurrentIndex(other);
    EXPECT_EQ(QString::fromStdString(AdviceSettings::request().id()),
              request->itemData(other).toString());
    EXPECT_TRUE(child<QPushButton>("kernelsRestart")->isEnabled());
    // Back to a family that runs already: nothing to restart for.
    request->setCurrentIndex(request->findData(QStringLiteral("installed")));
    EXPECT_EQ(child<QPushButton>("kernelsRestart")->isEnabled(),
              !core::OpenblasRuntime::current().isInstalledChoice().value_or(true));
    request->setCurrentIndex(other);
    QSignalSpy restart(panel(), &KernelsPanel::restartRequested);
    child<QPushButton>("kernelsRestart")->click();
    EXPECT_EQ(restart.count(), 1);
    EXPECT_TRUE(m_window->restartRequested());
}

} // namespace
} // namespace blab::ui::test
