// The machine profile from the window: it runs on its worker, lands on the roofline and the sweep
// chart, stops when asked, and survives a restart through the settings (a damaged entry is
// dropped, never trusted).

#include "charts/roofline_chart.h"
#include "charts/sweep_chart.h"
#include "gui_fixture.h"
#include "tabs/intensity_tab.h"
#include "tabs/measure_tab.h"
#include "tabs/profile_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>

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
    EXPECT_EQ(roofline->measuredKernelSeries()->count(), static_cast<int>(p.kernels.size()));
    EXPECT_DOUBLE_EQ(roofline->measuredRoofSeries()->at(2).y(), p.peakGflops);
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
    EXPECT_EQ(m_window->intensityTab()->chart()->measuredKernelSeries()->count(), 0);
}

struct CloseRow
{
    const char *name;
    int step;
};

class ProfileClose : public GuiTest, public testing::WithParamInterface<CloseRow>
{
};

// Closing the window while each kind of step runs: the job stops at its next step and the
// window goes away within a bounded time, with no thread left behind.
TEST_P(ProfileClose, ClosingDuringTheStepDoesNotHang)
{
    ProfilePanel *panel = m_window->measureTab()->profilePanel();
    smallSweep(panel);
    panel->start();
    QProgressBar *progress = test::child<QProgressBar>(panel, "profileProgress");
    ASSERT_TRUE(waitFor([&] { return progress->value() >= GetParam().step; }, 90000));
    QElapsedTimer timer;
    timer.start();
    m_window.reset();
    // The longest quick step takes a few seconds on a slow machine, not minutes.
    EXPECT_LT(timer.elapsed(), 30000);
}

// Steps of a quick profile with the sweep up to 128: 0 peak on one thread, 1 on all, 2 and 3
// STREAM, 4 sgemm, 5 and 6 the sweep, 7 on the kernels.
INSTANTIATE_TEST_SUITE_P(Steps, ProfileClose,
                         testing::Values(CloseRow{"peak", 1}, CloseRow{"stream", 2},
                                         CloseRow{"sgemm", 4}, CloseRow{"sweep", 5},
                                         CloseRow{"kernels", 7}),
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
