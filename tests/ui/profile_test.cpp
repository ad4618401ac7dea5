// SPDX-License-Identifier: GPL-3.0-or-later

// The machine profile from the window: it runs on its worker, lands on the roofline and the sweep
// chart, stops when asked, and survives a restart through the settings (a damaged entry is
// dropped, never trusted).

#include "charts/measured_layer.h"
#include "charts/roofline_chart.h"
#include "charts/sweep_chart.h"
#include "gui_fixture.h"
#include "tabs/intensity_tab.h"
#include "tabs/measure_tab.h"
#include "tabs/profile_panel.h"

#include <QByteArray>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QtGlobal>

namespace blab::ui::test {
namespace {

using Profile = GuiTest;

void smallSweep(ProfilePanel *panel)
{
    test::child<QCheckBox>(panel, "profileQuick")->setChecked(true);
    QComboBox *sweepMax = test::child<QComboBox>(panel, "profileSweepMax");
    sweepMax->setCurrentIndex(sweepMax->findData(128));
}

TEST_F(Profile, RunFillsTheRooflineAndTheSweep)
{
    ProfilePanel *panel = m_window->measureTab()->profilePanel();
    smallSweep(panel);
    test::child<QPushButton>(panel, "profileRun")->click();
    EXPECT_TRUE(panel->isRunning());
    ASSERT_TRUE(waitFor([&] { return !panel->isRunning(); }, 110000));
    settle();
    ASSERT_TRUE(m_state->profile().has_value());
    const core::MachineProfile &p = *m_state->profile();
    EXPECT_GT(p.peakGflops, 0.0);
    // The triad becomes this CPU's memory bandwidth everywhere.
    EXPECT_DOUBLE_EQ(m_state->inputs().memBandwidthGBs, p.stream.triadGBs);
    RooflineChart *roofline = m_window->intensityTab()->chart();
    // The kernels, sgemm and dgemm; a roof per memory level, the FP32 peak flat at the end.
    MeasuredLayer *measured = roofline->measuredLayer();
    EXPECT_EQ(measured->pointSeries()->count(), static_cast<int>(p.kernels.size()) + 2);
    EXPECT_DOUBLE_EQ(measured->fp32Series()->at(1).y(), p.peakGflops);
    EXPECT_DOUBLE_EQ(measured->fp64Series()->at(1).y(), p.peakGflopsFp64);
    ASSERT_FALSE(p.levels.empty());
    for (std::size_t i = 0; i < p.levels.size(); ++i)
        EXPECT_TRUE(measured->roofSeries()[static_cast<int>(i)]->isVisible()) << p.levels[i].name;
    SweepChart *sweep = m_window->measureTab()->sweepChart();
    EXPECT_EQ(sweep->sweepSeries()->count(), static_cast<int>(p.sweep.size()));
    QProgressBar *progress = test::child<QProgressBar>(panel, "profileProgress");
    EXPECT_EQ(progress->value(), progress->maximum());
}

TEST_F(Profile, StopKeepsThePreviousState)
{
    ProfilePanel *panel = m_window->measureTab()->profilePanel();
    smallSweep(panel);
    panel->start();
    panel->cancel();
    ASSERT_TRUE(waitFor([&] { return !panel->isRunning(); }, 60000));
    settle();
    EXPECT_FALSE(m_state->profile().has_value());
    EXPECT_TRUE(m_window->intensityTab()->chart()->measuredLayer()->isEmpty());
}

struct StepRow
{
    const char *name;
    // The step id the profiler announces, which the panel words in its step label.
    const char *id;
};

// The steps of a quick profile with the sweep up to 128, one row for each kind.
const auto kSteps = testing::Values(StepRow{"peak", "peak_1"}, StepRow{"stream", "stream_1"},
                                    StepRow{"bandwidth", "bandwidth"},
                                    StepRow{"sgemm", "sgemm_512"}, StepRow{"dgemm", "dgemm_512"},
                                    StepRow{"sweep", "sweep_64"}, StepRow{"kernels", "kernels"});

class ProfileStep : public GuiTest, public testing::WithParamInterface<StepRow>
{
protected:
    // Stopping a step by hand needs a step that lasts longer than the click takes to arrive:
    // these tests measure at the quick profile's length, not at the suite's brief one
    // (BLAB_BRIEF_MEASUREMENTS, which the tests' environment sets).
    void SetUp() override
    {
        m_brief = qgetenv(kBrief);
        qunsetenv(kBrief);
        GuiTest::SetUp();
    }

    void TearDown() override
    {
        GuiTest::TearDown();
        if (!m_brief.isNull())
            qputenv(kBrief, m_brief);
    }

    // Waits until the panel has started the row's step; false if it never did in time. The
    // panel's signal is counted rather than its label read: a short step (the one-thread peak)
    // can start and give way to the next within one pass of the event loop on a slow
    // (sanitized) build, and its words are then never on the label when the test looks.
    static bool reachStep(ProfilePanel *panel, const char *id)
    {
        bool started = false;
        const QString wanted = QString::fromLatin1(id);
        const QMetaObject::Connection c =
            QObject::connect(panel, &ProfilePanel::stepStarted,
                             [&](const QString &step) { started = started || step == wanted; });
        const bool reached = waitFor([&] { return started; }, 90000);
        QObject::disconnect(c);
        return reached;
    }

    // Starts a quick profile and waits for the row's step; the panel, or null if it never came.
    ProfilePanel *startUntilTheRowsStep()
    {
        ProfilePanel *panel = m_window->measureTab()->profilePanel();
        smallSweep(panel);
        panel->start();
        return reachStep(panel, GetParam().id) ? panel : nullptr;
    }

private:
    static constexpr const char *kBrief = "BLAB_BRIEF_MEASUREMENTS";
    QByteArray m_brief;
};

using ProfileClose = ProfileStep;

// Closing the window while each kind of step runs: the job stops at its next step and the
// window goes away within a bounded time, with no thread left behind.
TEST_P(ProfileClose, ClosingDuringTheStepDoesNotHang)
{
    ProfilePanel *panel = startUntilTheRowsStep();
    ASSERT_NE(panel, nullptr) << "the step " << GetParam().id << " never started";
    // The job stops at its next step; that the close does not wait for the whole job is not
    // measured here (a quick job is shorter than the watchdog's limit), only that the window goes
    // with no thread left running and no half-measured profile in the state.
    m_window.reset();
    settle();
    EXPECT_FALSE(m_state->profile().has_value());
}

// Closing stops the job as Stop does (each kind of step is stopped below); the two steps that
// loop longest between their checks are enough to show that the window does not wait for them.
INSTANTIATE_TEST_SUITE_P(Steps, ProfileClose,
                         testing::Values(StepRow{"bandwidth", "bandwidth"},
                                         StepRow{"kernels", "kernels"}),
                         [](const auto &info) { return std::string(info.param.name); });

using ProfileCancel = ProfileStep;

// Stop during each kind of step: the job ends at the next check of the flag (between two
// points of the bandwidth sweep, for one), says so, and keeps no half-measured profile.
TEST_P(ProfileCancel, StopDuringTheStepEndsTheRun)
{
    ProfilePanel *panel = startUntilTheRowsStep();
    ASSERT_NE(panel, nullptr) << "the step " << GetParam().id << " never started";
    test::child<QPushButton>(panel, "profileCancel")->click();
    ASSERT_TRUE(waitFor([&] { return !panel->isRunning(); }, 30000));
    settle();
    EXPECT_FALSE(m_state->profile().has_value());
    EXPECT_EQ(test::child<QLabel>(panel, "profileStep")->text(),
              ProfilePanel::describe(QStringLiteral("cancelled")));
    EXPECT_TRUE(test::child<QPushButton>(panel, "profileRun")->isEnabled());
}

INSTANTIATE_TEST_SUITE_P(Steps, ProfileCancel, kSteps,
                         [](const auto &info) { return std::string(info.param.name); });

core::MachineProfile sampleProfile()
{
    core::MachineProfile p;
    p.threads = 2;
    p.isa = "AVX-512";
    p.openblasCore = "Prescott";
    p.peakGflops1 = 170;
    p.peakGflops = 340;
    p.stream.triadGBs = 26;
    p.stream1.triadGBs = 13;
    p.sgemmGflops = 64;
    p.sweep = {{64, 30}, {128, 50}};
    p.kernels = {{"vector_add", 0, 1e8, 12e8, 0.5}, {"multiply_add", 4, 8e8, 8e8, 0.02}};
    return p;
}

TEST_F(Profile, SettingsRoundTrip)
{
    m_state->setProfile(sampleProfile());
    m_state->save();
    WhatIfState restored;
    restored.load();
    ASSERT_TRUE(restored.profile().has_value());
    EXPECT_DOUBLE_EQ(restored.profile()->peakGflops, 340);
    EXPECT_DOUBLE_EQ(restored.profile()->stream.triadGBs, 26);
    ASSERT_EQ(restored.profile()->kernels.size(), 2u);
    EXPECT_NEAR(restored.profile()->kernels[1].gflops(), 40.0, 1e-9);
    EXPECT_EQ(restored.profile()->sweep.size(), 2u);
}

TEST_F(Profile, CorruptSettingsEntryFallsBackToNoProfile)
{
    {
        QSettings settings;
        settings.setValue(QStringLiteral("profile/json"), QByteArray("{not json"));
    }
    WhatIfState restored;
    restored.load();
    EXPECT_FALSE(restored.profile().has_value());
}

} // namespace
} // namespace blab::ui::test
