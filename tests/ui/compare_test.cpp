// SPDX-License-Identifier: GPL-3.0-or-later

// Two machines on one roofline: File → Open machine profile draws another machine's profile
// beside this one's in a second colour with a roof per memory level, a file that cannot be read
// is refused with its line and nothing changes, Remove takes it off again, and Save writes a
// profile that opens again.

#include "charts/measured_layer.h"
#include "charts/roofline_chart.h"
#include "gui_fixture.h"
#include "state/profile_file.h"
#include "tabs/intensity_tab.h"
#include "widgets/profile_actions.h"

#include <QChart>
#include <QDir>
#include <QFile>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTemporaryDir>

namespace blab::ui::test {
namespace {

core::MachineProfile twoLevelProfile(const std::string &cpu, double scale)
{
    core::MachineProfile p;
    p.cpuModel = cpu;
    p.measuredAt = "2026-11-20T09:00:00Z";
    p.threads = 4;
    p.peakGflops = 400 * scale;
    p.peakGflopsFp64 = 200 * scale;
    p.stream.triadGBs = 30 * scale;
    p.sgemmGflops = 300 * scale;
    p.dgemmGflops = 150 * scale;
    core::MemoryLevel l1;
    l1.name = "L1";
    l1.sizeBytes = 48 << 10;
    l1.holdsBytes = l1.holdsBytes1 = 192 << 10;
    l1.gbs = 800 * scale;
    l1.gbs1 = 200 * scale;
    core::MemoryLevel l2 = l1;
    l2.name = "L2";
    l2.sizeBytes = 2 << 20;
    l2.holdsBytes = l2.holdsBytes1 = 8 << 20;
    l2.gbs = 300 * scale;
    core::MemoryLevel dram;
    dram.name = "DRAM";
    dram.gbs = 40 * scale;
    dram.gbs1 = 15 * scale;
    p.levels = {l1, l2, dram};
    p.kernels = {{"vector_add", 0, 1e8, 12e8, 0.1, 12e8}};
    return p;
}

class Compare : public GuiTest
{
protected:
    void SetUp() override
    {
        GuiTest::SetUp();
        ASSERT_TRUE(m_dir.isValid());
        m_state->setProfile(twoLevelProfile("Here CPU", 1.0));
        settle();
    }

    QString write(const char *name, const QByteArray &text) const
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text);
        return path;
    }

    RooflineChart *chart() const { return m_window->intensityTab()->chart(); }

    QTemporaryDir m_dir;
};

TEST_F(Compare, AnOpenedProfileIsDrawnInASecondColourAndCanBeRemoved)
{
    const core::MachineProfile other = twoLevelProfile("Other CPU", 0.5);
    const QString path = write("other.json", QByteArray::fromStdString(other.toJson()));
    QString error;
    ASSERT_TRUE(m_window->profileActions()->openComparison(path, &error)) << error.toStdString();
    settle();
    MeasuredLayer *layer = chart()->comparisonLayer();
    ASSERT_FALSE(layer->isEmpty());
    EXPECT_EQ(layer->label(), QStringLiteral("Other CPU · 2026-11-20"));
    EXPECT_EQ(layer->roofSeries()[0]->name(), layer->label());
    // L1, L2 and DRAM, and no fourth roof.
    EXPECT_TRUE(layer->roofSeries()[2]->isVisible());
    EXPECT_FALSE(layer->roofSeries()[3]->isVisible());
    EXPECT_EQ(layer->roofLabel(0), QStringLiteral("L1 400 GB/s"));
    EXPECT_DOUBLE_EQ(layer->fp32Series()->at(1).y(), 200.0);
    EXPECT_DOUBLE_EQ(layer->fp64Series()->at(1).y(), 100.0);
    EXPECT_NE(layer->roofSeries()[0]->pen().color(),
              chart()->measuredLayer()->roofSeries()[0]->pen().color());
    // vector_add, sgemm and dgemm.
    EXPECT_EQ(layer->pointSeries()->count(), 3);

    m_window->profileActions()->removeComparison();
    settle();
    EXPECT_TRUE(chart()->comparisonLayer()->isEmpty());
    EXPECT_FALSE(chart()->comparisonLayer()->roofSeries()[0]->isVisible());
    EXPECT_FALSE(m_state->comparison().has_value());
}

TEST_F(Compare, OnlyOneLegendEntryPerMachine)
{
    const QString path =
        write("other.json", QByteArray::fromStdString(twoLevelProfile("Other", 0.5).toJson()));
    ASSERT_TRUE(m_window->profileActions()->openComparison(path, nullptr));
    settle();
    int shown = 0;
    for (QLegendMarker *marker : chart()->chart()->legend()->markers()) {
        if (marker->isVisible() && (marker->label() == QStringLiteral("Other · 2026-11-20") ||
                                    marker->label() == RooflineChart::tr("This machine, measured")))
            ++shown;
    }
    EXPECT_EQ(shown, 2);
}

struct BadFileRow
{
    const char *name;
    QByteArray text;
    // What the message must contain: the line, and a word of the reason.
    const char *line;
    const char *reason;
};

class CompareRefuses : public Compare, public testing::WithParamInterface<BadFileRow>
{
};

TEST_P(CompareRefuses, WithTheLineAndNothingChanges)
{
    const BadFileRow &row = GetParam();
    const QString path = write("bad.json", row.text);
    QString error;
    EXPECT_FALSE(m_window->profileActions()->openComparison(path, &error));
    EXPECT_TRUE(error.contains(QString::fromLatin1(row.line))) << error.toStdString();
    EXPECT_TRUE(error.contains(QString::fromLatin1(row.reason))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("bad.json"))) << error.toStdString();
    settle();
    EXPECT_FALSE(m_state->comparison().has_value());
    EXPECT_TRUE(chart()->comparisonLayer()->isEmpty());
    EXPECT_FALSE(chart()->measuredLayer()->isEmpty());
}

INSTANTIATE_TEST_SUITE_P(
    Files, CompareRefuses,
    testing::Values(BadFileRow{"not_json", "{\n\"threads\": 2,\n oops\n}", "line 3", "JSON"},
                    BadFileRow{"a_list", "[1, 2]", "line 1", "not a machine profile"},
                    BadFileRow{"bad_level",
                               "{\"threads\": 2, \"peak_gflops\": 9, \"stream\": {\"triad\": 1},\n"
                               "\"levels\": [\n{\"name\": \"L1\", \"bandwidth_gbs\": -5}]}",
                               "line 3", "levels[0].bandwidth_gbs"},
                    BadFileRow{"no_peak", "{\"threads\": 2,\n\"stream\": {\"triad\": 1}}", "line 1",
                               "peak_gflops"},
                    BadFileRow{"empty", "", "line 1", "JSON"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST_F(Compare, AMissingFileIsRefusedWithItsName)
{
    QString error;
    EXPECT_FALSE(
        m_window->profileActions()->openComparison(m_dir.filePath("nowhere.json"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("nowhere.json"))) << error.toStdString();
    EXPECT_FALSE(m_state->comparison().has_value());
}

TEST_F(Compare, ASavedProfileOpensAgainWithEveryLevel)
{
    const QString path = m_dir.filePath("saved.json");
    QString error;
    ASSERT_TRUE(ProfileFile::write(*m_state->profile(), path, &error)) << error.toStdString();
    const std::optional<core::MachineProfile> back = ProfileFile::read(path, &error);
    ASSERT_TRUE(back.has_value()) << error.toStdString();
    ASSERT_EQ(back->levels.size(), 3u);
    EXPECT_EQ(back->levels[1].name, "L2");
    EXPECT_DOUBLE_EQ(back->levels[1].gbs, 300.0);
    EXPECT_EQ(back->cpuModel, "Here CPU");
}

TEST_F(Compare, SavingIntoAMissingFolderFailsAndWritesNothing)
{
    const QString path = m_dir.filePath("no/such/folder/saved.json");
    QString error;
    EXPECT_FALSE(ProfileFile::write(*m_state->profile(), path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("saved.json"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(path));
}

} // namespace
} // namespace blab::ui::test
