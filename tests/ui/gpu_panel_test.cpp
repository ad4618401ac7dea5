// SPDX-License-Identifier: GPL-3.0-or-later

// Tab 1's "This GPU" as a user meets it, against the fake drivers of tests/core/fake_cuda: the
// built program measures in a child process, the figures come into the table beside the
// datasheet, a driver that crashes leaves the window alive and says why, Stop ends the child,
// and what was measured is kept for the next start.

#include "gui_fixture.h"
#include "measure/profile/machine_profile.h"
#include "models/gpu_figures_table_model.h"
#include "tabs/gpu_panel.h"
#include "tabs/measure_tab.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTest>

namespace blab::ui::test {
namespace {

class Gpu : public GuiTest
{
protected:
    void SetUp() override
    {
        GuiTest::SetUp();
        qputenv("BLAB_LIBCUDA", BLAB_FAKE_CUDA);
        qputenv("BLAB_CUBLASLT", "/nonexistent/libcublasLt.so.13");
        panel()->setChildCommand({BLAB_EXECUTABLE, "measure", "--gpu", "--json", "--quick"});
    }

    void TearDown() override
    {
        for (const char *name : {"BLAB_LIBCUDA", "BLAB_CUBLASLT", "BLAB_FAKE_CUDA"})
            qunsetenv(name);
        GuiTest::TearDown();
    }

    GpuPanel *panel() const { return m_window->measureTab()->gpuPanel(); }
    QTableView *table() const { return child<QTableView>("gpuFigures"); }
    QString card() const { return child<QLabel>("gpuCard")->text(); }
    QString step() const { return child<QLabel>("gpuStep")->text(); }

    // Presses the button and waits for the child to end.
    void measure()
    {
        QTest::mouseClick(child<QPushButton>("gpuRun"), Qt::LeftButton);
        EXPECT_TRUE(panel()->isRunning());
        EXPECT_TRUE(waitFor([this] { return !panel()->isRunning(); }, 60000));
        settle();
    }
};

TEST_F(Gpu, MeasuresOnRequestAndShowsEachFigureBesideTheDatasheet)
{
    QAbstractItemModelTester tester(table()->model(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_TRUE(card().startsWith(QStringLiteral("No GPU measured yet")));
    EXPECT_TRUE(table()->isHidden());
    qputenv("BLAB_FAKE_CUDA", "ok");
    measure();
    EXPECT_EQ(step(), QStringLiteral("Done."));
    EXPECT_TRUE(card().startsWith(QStringLiteral("NVIDIA H200\n132 multiprocessors")))
        << card().toStdString();
    // Without cuBLASLt: the FMA peak, memory and the two kinds of copy.
    QAbstractItemModel *model = table()->model();
    ASSERT_EQ(model->rowCount(), 4);
    EXPECT_EQ(model->index(0, GpuFiguresTableModel::Figure).data().toString(),
              QStringLiteral("FP32 multiply-add peak"));
    // The fake's H200 against the catalog's H200 SXM: 67 TFLOPS at FP32, 4800 GB/s of memory.
    EXPECT_EQ(model->index(0, GpuFiguresTableModel::Datasheet).data().toString(),
              QStringLiteral("67.0 TFLOPS"));
    EXPECT_EQ(model->index(1, GpuFiguresTableModel::Datasheet).data().toString(),
              QStringLiteral("4800 GB/s"));
    ASSERT_TRUE(m_state->gpu().has_value());
    // Kept for the next start: the window saves its state as it closes.
    ASSERT_TRUE(m_state->save());
    WhatIfState next;
    next.load();
    ASSERT_TRUE(next.gpu() && next.gpu()->gpu);
    EXPECT_EQ(next.gpu()->gpu->name, "NVIDIA H200");
    // Matched to the catalog as the command line matches it, so a saved profile names it.
    EXPECT_EQ(next.gpu()->gpu->catalogId, "h200_sxm");
}

TEST_F(Gpu, ADriverThatCrashesLeavesTheWindowAndSaysWhy)
{
    qputenv("BLAB_FAKE_CUDA", "crash:3");
    measure();
    EXPECT_TRUE(step().startsWith(QStringLiteral(
        "No GPU was measured: the measurement failed (the GPU measurement's process")))
        << step().toStdString();
    EXPECT_TRUE(table()->isHidden());
    EXPECT_TRUE(child<QPushButton>("gpuRun")->isEnabled());
}

TEST_F(Gpu, StopEndsTheChildAndKeepsWhatWasShown)
{
    qputenv("BLAB_FAKE_CUDA", "ok");
    measure();
    ASSERT_EQ(table()->model()->rowCount(), 4);
    qputenv("BLAB_FAKE_CUDA", "slow");
    QTest::mouseClick(child<QPushButton>("gpuRun"), Qt::LeftButton);
    ASSERT_TRUE(waitFor([this] { return step().startsWith(QStringLiteral("GPU ")); }, 30000))
        << step().toStdString();
    QTest::mouseClick(child<QPushButton>("gpuCancel"), Qt::LeftButton);
    EXPECT_TRUE(waitFor([this] { return !panel()->isRunning(); }, 30000));
    settle();
    EXPECT_EQ(step(), QStringLiteral("Stopped; the GPU figures shown before stay."));
    EXPECT_EQ(table()->model()->rowCount(), 4);
}

// Tab 4 offers the measured card's copies as link choices, with the copy share at both speeds.
TEST_F(Gpu, TabFourOffersTheCardsPinnedAndPageableCopies)
{
    auto *pinned = child<QPushButton>("transferGpuPinned");
    EXPECT_TRUE(pinned->isHidden());
    QFile file(QStringLiteral(BLAB_SOURCE_DIR "/tests/core/data/gpu/h200_profile_2026-12-04.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const auto profile = core::MachineProfile::fromJson(file.readAll().toStdString());
    ASSERT_TRUE(profile && profile->gpu.gpu);
    m_state->setGpu(profile->gpu);
    m_window->tabs()->setCurrentIndex(3);
    settle();
    auto *pageable = child<QPushButton>("transferGpuPageable");
    ASSERT_FALSE(pinned->isHidden());
    ASSERT_FALSE(pageable->isHidden());
    EXPECT_EQ(pinned->text(), QStringLiteral("This GPU, pinned (≈55.2)"));
    QTest::mouseClick(pinned, Qt::LeftButton);
    settle();
    // To the slider's step.
    EXPECT_NEAR(m_state->inputs().linkGBs, profile->gpu.gpu->bestHostToDeviceGBs(true), 0.01);
    const QString shares = child<QLabel>("transferGpuLinks")->text();
    EXPECT_TRUE(shares.contains(QStringLiteral("pinned 55.2 GB/s, copy share")) &&
                shares.contains(QStringLiteral("pageable 7.72 GB/s, copy share")))
        << shares.toStdString();
}

} // namespace
} // namespace blab::ui::test
