// SPDX-License-Identifier: GPL-3.0-or-later

// The memory hierarchy chart on tab 1, fed through the window's state as a measured profile
// would be: both curves with every sweep point, a dashed edge where each cache runs out, each
// level's bar at its figure, and a placeholder where there is nothing to draw. The profile
// panel's summary and step names cover the same figures in words.

#include "charts/bandwidth_chart.h"
#include "charts/chart_label.h"
#include "gui_fixture.h"
#include "tabs/measure_tab.h"
#include "tabs/profile_panel.h"
#include "text/labels.h"

#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLineSeries>
#include <cstdint>
#include <string>
#include <vector>

namespace blab::ui::test {
namespace {

constexpr std::uint64_t KiB = 1024;
constexpr std::uint64_t MiB = 1024 * KiB;

// A sweep from 4 KiB doubling count times, with the bandwidth each size gets from gbs(bytes).
std::vector<core::BandwidthPoint> sweep(int count, double (*gbs)(std::uint64_t))
{
    std::vector<core::BandwidthPoint> points;
    for (std::uint64_t bytes = 4 * KiB; int(points.size()) < count; bytes *= 2)
        points.push_back({bytes, gbs(bytes), gbs(bytes) / 2});
    return points;
}

core::MachineProfile baseProfile()
{
    core::MachineProfile p;
    p.threads = 2;
    p.isa = "AVX2";
    p.openblasCore = "Haswell";
    p.peakGflops1 = 100;
    p.peakGflops = 200;
    p.peakGflopsFp64 = 100;
    p.dgemmGflops = 80;
    p.stream.triadGBs = 20;
    p.stream1.triadGBs = 12;
    p.sgemmGflops = 150;
    p.bandwidthVerified = true;
    return p;
}

// Three caches and DRAM, from 400 down to 20 GB/s: more than a decade, so a log axis.
core::MachineProfile threeCaches()
{
    core::MachineProfile p = baseProfile();
    p.bandwidthSweep = sweep(17, [](std::uint64_t b) {
        return b <= 96 * KiB ? 400.0 : b <= 2 * MiB ? 150.0 : b <= 32 * MiB ? 80.0 : 20.0;
    });
    p.levels = {{"L1", 48 * KiB, false, 96 * KiB, 48 * KiB, 400, 200, 4},
                {"L2", 1 * MiB, false, 2 * MiB, 1 * MiB, 150, 75, 3},
                {"L3", 32 * MiB, false, 32 * MiB, 32 * MiB, 80, 40, 3},
                {"DRAM", 0, false, 0, 0, 20, 10, 3}};
    return p;
}

// One cache whose size the sweep gave, then DRAM, from 60 down to 30 GB/s (one thread half
// of that): within a decade, so a plain axis from zero.
core::MachineProfile oneCache()
{
    core::MachineProfile p = baseProfile();
    p.bandwidthSweep = sweep(12, [](std::uint64_t b) { return b <= 256 * KiB ? 60.0 : 30.0; });
    p.levels = {{"L2", 256 * KiB, true, 256 * KiB, 256 * KiB, 60, 30, 4},
                {"DRAM", 0, false, 0, 0, 30, 15, 4}};
    return p;
}

struct HierarchyRow
{
    std::string name;
    core::MachineProfile (*profile)();
    bool logY;
};

class BandwidthChartDraws : public GuiTest, public testing::WithParamInterface<HierarchyRow>
{
protected:
    BandwidthChart *chart() const { return child<BandwidthChart>("measureBandwidthChart"); }
};

TEST_P(BandwidthChartDraws, EverySweepPointEdgeAndLevel)
{
    const core::MachineProfile p = GetParam().profile();
    m_state->setProfile(p);
    settle();
    BandwidthChart *c = chart();
    EXPECT_FALSE(c->isEmpty());
    EXPECT_TRUE(c->placeholderText().isEmpty());
    EXPECT_EQ(c->logY(), GetParam().logY);
    ASSERT_EQ(c->allThreadsSeries()->count(), int(p.bandwidthSweep.size()));
    ASSERT_EQ(c->oneThreadSeries()->count(), int(p.bandwidthSweep.size()));
    EXPECT_DOUBLE_EQ(c->allThreadsSeries()->at(0).x(), double(p.bandwidthSweep[0].bytes));
    EXPECT_DOUBLE_EQ(c->allThreadsSeries()->at(0).y(), p.bandwidthSweep[0].gbs);
    EXPECT_DOUBLE_EQ(c->oneThreadSeries()->at(0).y(), p.bandwidthSweep[0].gbs1);
    for (int i = 0; i < BandwidthChart::kMaxLevels; ++i) {
        SCOPED_TRACE(i);
        QLineSeries *edge = c->edgeSeries().at(i);
        QLineSeries *figure = c->figureSeries().at(i);
        if (i >= int(p.levels.size())) {
            EXPECT_EQ(edge->count(), 0);
            EXPECT_EQ(figure->count(), 0);
            continue;
        }
        const core::MemoryLevel &level = p.levels[std::size_t(i)];
        // The edge stands at what the level holds for all threads, exactly; DRAM has none.
        if (level.holdsBytes > 0) {
            ASSERT_EQ(edge->count(), 2);
            EXPECT_DOUBLE_EQ(edge->at(0).x(), double(level.holdsBytes));
            EXPECT_DOUBLE_EQ(edge->at(1).x(), double(level.holdsBytes));
            EXPECT_TRUE(c->edgeLabels().at(i)->isVisible());
            EXPECT_TRUE(c->edgeLabels().at(i)->text().contains(
                Labels::binaryBytes(double(level.holdsBytes))));
        } else {
            EXPECT_EQ(edge->count(), 0);
            EXPECT_FALSE(c->edgeLabels().at(i)->isVisible());
        }
        ASSERT_EQ(figure->count(), 2);
        EXPECT_DOUBLE_EQ(figure->at(0).y(), level.gbs);
        EXPECT_DOUBLE_EQ(figure->at(1).y(), level.gbs);
        EXPECT_LT(figure->at(0).x(), figure->at(1).x());
        EXPECT_TRUE(c->figureLabels().at(i)->text().startsWith(Labels::memoryLevel(level.name)));
    }
    // The tooltips: the smallest working set is read from the first level, the largest from
    // DRAM, and each names its size.
    const int last = int(p.bandwidthSweep.size()) - 1;
    EXPECT_TRUE(c->pointText(0).contains(Labels::binaryBytes(double(p.bandwidthSweep[0].bytes))));
    EXPECT_TRUE(c->pointText(0).contains(Labels::memoryLevel(p.levels.front().name)));
    EXPECT_TRUE(c->pointText(last).contains(Labels::memoryLevel("DRAM")));
    EXPECT_TRUE(c->pointText(last + 1).isEmpty());
}

INSTANTIATE_TEST_SUITE_P(Profiles, BandwidthChartDraws,
                         testing::Values(HierarchyRow{"three_caches_log_axis", threeCaches, true},
                                         HierarchyRow{"one_cache_linear_axis", oneCache, false}),
                         [](const auto &info) { return info.param.name; });

using BandwidthChartEmpty = GuiTest;

TEST_F(BandwidthChartEmpty, NoProfileShowsThePlaceholder)
{
    BandwidthChart *c = child<BandwidthChart>("measureBandwidthChart");
    EXPECT_TRUE(c->isEmpty());
    EXPECT_FALSE(c->placeholderText().isEmpty());
    EXPECT_EQ(c->allThreadsSeries()->count(), 0);
}

// A profile from before the hierarchy was measured replaces one that had it: the curves and
// lines go, and the placeholder says why.
TEST_F(BandwidthChartEmpty, ProfileWithoutSweepClearsTheChart)
{
    BandwidthChart *c = child<BandwidthChart>("measureBandwidthChart");
    const QString never = c->placeholderText();
    m_state->setProfile(threeCaches());
    settle();
    ASSERT_EQ(c->edgeSeries().at(0)->count(), 2);
    m_state->setProfile(baseProfile());
    settle();
    EXPECT_TRUE(c->isEmpty());
    EXPECT_FALSE(c->placeholderText().isEmpty());
    EXPECT_NE(c->placeholderText(), never);
    EXPECT_EQ(c->allThreadsSeries()->count(), 0);
    EXPECT_EQ(c->oneThreadSeries()->count(), 0);
    EXPECT_TRUE(c->pointText(0).isEmpty());
    for (int i = 0; i < BandwidthChart::kMaxLevels; ++i) {
        EXPECT_EQ(c->edgeSeries().at(i)->count(), 0) << i;
        EXPECT_EQ(c->figureSeries().at(i)->count(), 0) << i;
        EXPECT_FALSE(c->edgeLabels().at(i)->isVisible()) << i;
        EXPECT_FALSE(c->figureLabels().at(i)->isVisible()) << i;
    }
}

// The summary beside the charts gives every figure the chart draws, and the FP64 ones it does
// not, with the same digits.
TEST_F(BandwidthChartEmpty, SummaryGivesEveryLevel)
{
    const core::MachineProfile p = threeCaches();
    m_state->setProfile(p);
    settle();
    // The summary is written when a run finishes or the panel is built; a new window reads it.
    m_window = std::make_unique<MainWindow>(m_state.get());
    const QString summary = child<QLabel>("profileSummary")->text();
    for (const core::MemoryLevel &level : p.levels) {
        EXPECT_TRUE(summary.contains(Labels::memoryLevel(level.name))) << level.name;
        EXPECT_TRUE(summary.contains(Labels::significant(level.gbs))) << level.name;
        EXPECT_TRUE(summary.contains(Labels::significant(level.gbs1))) << level.name;
        if (level.sizeBytes > 0) {
            EXPECT_TRUE(summary.contains(Labels::binaryBytes(double(level.sizeBytes))))
                << level.name;
        }
    }
    EXPECT_TRUE(summary.contains(Labels::fixed(p.peakGflopsFp64, 1)));
    EXPECT_TRUE(summary.contains(Labels::fixed(p.dgemmGflops, 1)));
}

struct StepRow
{
    std::string name;
    const char *id;
};

class ProfileStepNames : public testing::TestWithParam<StepRow>
{
};

// Each step the profiler announces has its own words; an unknown id would read "Done." while
// the profile still runs.
TEST_P(ProfileStepNames, NewStepsAreNamed)
{
    const QString text = ProfilePanel::describe(QString::fromLatin1(GetParam().id));
    EXPECT_NE(text, ProfilePanel::describe(QStringLiteral("done")));
    EXPECT_FALSE(text.isEmpty());
}

INSTANTIATE_TEST_SUITE_P(Steps, ProfileStepNames,
                         testing::Values(StepRow{"peak_fp64", "peak_fp64"},
                                         StepRow{"bandwidth", "bandwidth"},
                                         StepRow{"dgemm_512", "dgemm_512"}),
                         [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::ui::test
