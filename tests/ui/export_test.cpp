// SPDX-License-Identifier: GPL-3.0-or-later

// Charts render at the requested pixel size, not blank, even from a window never shown.

#include "charts/batch_copy_chart.h"
#include "charts/chart_exporter.h"
#include "charts/chart_view.h"
#include "charts/roofline_chart.h"
#include "gui_fixture.h"
#include "main_window.h"
#include "tabs/intensity_tab.h"
#include "tabs/transfer_tab.h"

#include <QBarSet>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSet>
#include <QTabWidget>
#include <QTemporaryDir>
#include <sys/stat.h>

namespace blab::ui::test {
namespace {

struct SizeRow
{
    const char *name;
    int width;
    int height;
    double scale;
};

class ExportSizes : public GuiTest, public testing::WithParamInterface<SizeRow>
{
};

int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 5)
        for (int x = 0; x < image.width(); x += 5)
            colours.insert(image.pixel(x, y));
    return colours.size();
}

TEST_P(ExportSizes, EveryChartAtTheRequestedSize)
{
    settle();
    const SizeRow &r = GetParam();
    const ExportOptions options{QSize(r.width, r.height), r.scale};
    for (ChartView *view : m_window->upToDateCharts()) {
        const QImage image = ChartExporter::render(view, options);
        EXPECT_EQ(image.width(), qRound(r.width * r.scale)) << view->fileStem().toStdString();
        EXPECT_EQ(image.height(), qRound(r.height * r.scale)) << view->fileStem().toStdString();
        EXPECT_GT(distinctColours(image), 20) << view->fileStem().toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Sizes, ExportSizes,
                         testing::Values(SizeRow{"full_hd_1x", 1600, 1000, 1.0},
                                         SizeRow{"small_2x", 500, 300, 2.0}),
                         [](const auto &info) { return std::string(info.param.name); });

using Export = GuiTest;

TEST_F(Export, RenderingLeavesTheOnScreenChartAsItWas)
{
    m_window->show();
    m_window->tabs()->setCurrentIndex(2);
    settle();
    ChartView *view = m_window->intensityTab()->chart();
    ASSERT_GT(view->chart()->geometry().width(), 100);
    const QRectF before = view->chart()->geometry();
    ChartExporter::render(view, {QSize(1234, 567), 1.0});
    EXPECT_EQ(view->chart()->geometry(), before);
}

TEST_F(Export, SaveAllWritesOnePngPerChart)
{
    QTemporaryDir dir;
    QStringList written;
    QString error;
    ASSERT_EQ(ChartExporter::saveAll(m_window->upToDateCharts(), dir.path(), {QSize(400, 300), 1.0},
                                     &written, &error),
              ExportStatus::Written)
        << error.toStdString();
    // Every chart with a point; the fixture measured nothing (ExportFirstTime checks those).
    int withData = 0;
    for (const ChartView *view : m_window->upToDateCharts())
        withData += view->hasData() ? 1 : 0;
    EXPECT_EQ(written.size(), withData);
    EXPECT_TRUE(written.contains(QDir(dir.path()).filePath("roofline.png")));
    EXPECT_TRUE(written.contains(QDir(dir.path()).filePath("batch-copy.png")));
    for (const QString &file : written)
        EXPECT_FALSE(QImage(file).isNull()) << file.toStdString();
    // The staging folder and the temporary files are gone.
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), written.size());
}

TEST_F(Export, DevicesAndPipesAreNeverReplaced)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.png"));
    ASSERT_EQ(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    QString error;
    EXPECT_FALSE(ChartExporter::save(m_window->upToDateCharts().first(), fifo,
                                     {QSize(200, 200), 1.0}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("not a regular file"))) << error.toStdString();
    EXPECT_FALSE(QFileInfo(fifo).isFile());
    EXPECT_TRUE(QFileInfo::exists(fifo));
}

TEST_F(Export, UnwritableTargetsFailWithAMessageAndNoFile)
{
    QString error;
    ChartView *view = m_window->intensityTab()->chart();
    EXPECT_FALSE(ChartExporter::save(view, QStringLiteral("/proc/blab/none.png"),
                                     {QSize(200, 200), 1.0}, &error));
    EXPECT_FALSE(error.isEmpty());
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile f(blocker);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    error.clear();
    QStringList written;
    EXPECT_EQ(ChartExporter::saveAll(m_window->upToDateCharts(), blocker, {QSize(200, 200), 1.0},
                                     &written, &error),
              ExportStatus::Refused);
    EXPECT_TRUE(written.isEmpty());
    EXPECT_FALSE(error.isEmpty());
}

} // namespace
} // namespace blab::ui::test

namespace blab::ui::test {
namespace {

TEST_F(Export, ChartsBehindTheCurrentTabAreCurrentWhenExported)
{
    m_window->show();
    m_window->tabs()->setCurrentIndex(0);
    settle();
    // The transfer tab is hidden; its chart waits until it is shown or handed out.
    m_state->modify([](core::WhatIfInputs &in) { in.linkGBs = 300; });
    settle();
    m_window->upToDateCharts();
    BatchCopyChart *batch = m_window->transferTab()->chart();
    EXPECT_LT(batch->copyPercent(0), 1.0);
}

} // namespace
} // namespace blab::ui::test
