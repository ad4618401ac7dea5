// SPDX-License-Identifier: GPL-3.0-or-later

// measure --gpu's text, from a profile measured on a real H200 (tests/core/data/gpu), in both
// languages: the card, each figure beside the datasheet, the products, memory and copies, each
// line within a terminal's 80 columns.

#include "gui_fixture.h"
#include "measure/profile/machine_profile.h"
#include "roofline/gpu_comparison.h"
#include "text/gpu_text.h"
#include "text/text_table.h"
#include "text/translation.h"

#include <QFile>

namespace blab::ui::test {
namespace {

using GpuTextTest = GuiTest;

core::MachineProfile h200Profile()
{
    QFile file(QStringLiteral(BLAB_SOURCE_DIR "/tests/core/data/gpu/h200_profile_2026-12-04.json"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    const auto p = core::MachineProfile::fromJson(file.readAll().toStdString());
    EXPECT_TRUE(p && p->gpu.gpu);
    return *p;
}

TEST_F(GpuTextTest, TheH200BesideItsDatasheetInBothLanguages)
{
    const core::MachineProfile p = h200Profile();
    const core::DeviceSpec *sheet = core::GpuComparison::datasheetFor(p.gpu.gpu->name);
    ASSERT_NE(sheet, nullptr);
    Translation::install(QStringLiteral("en"));
    const QString en = GpuText::render(p.gpu, sheet);
    Translation::install(QStringLiteral("zh"));
    const QString zh = GpuText::render(p.gpu, sheet);
    Translation::install(QStringLiteral("en"));
    for (const char *line :
         {"This GPU: NVIDIA H200 (the catalog's NVIDIA H200 SXM 141 GB)", "Gen5 ×16 now",
          "FP32 multiply-add peak", "BF16 product", "Memory (best of copy, read, triad)",
          "none: the card was idle", "Matrix products C = AᵀB",
          // 150 109 880 320 bytes from the driver, 139.8 GiB, against the label's 141.
          "The driver's 150 GB is 140 GiB in binary units"})
        EXPECT_TRUE(en.contains(QString::fromUtf8(line))) << line << "\n" << en.toStdString();
    for (const char *line : {"这块 GPU：NVIDIA H200（目录中的 NVIDIA H200 SXM 141 GB）",
                             "FP32 乘加峰值", "实测与规格表对照", "无：显卡空闲"})
        EXPECT_TRUE(zh.contains(QString::fromUtf8(line))) << line << "\n" << zh.toStdString();
    // The FMA peak measured 65.3 TFLOPS against the datasheet's 67: 97 % in either language.
    EXPECT_TRUE(en.contains(QStringLiteral("97 %")));
    EXPECT_TRUE(zh.contains(QStringLiteral("97 %")));
    for (const QString &text : {en, zh}) {
        for (const QString &line : text.split(QLatin1Char('\n')))
            EXPECT_LE(TextTable::displayWidth(line), 80) << line.toStdString();
    }
}

// The note on binary units explains a driver's figure above the label only where the binary
// figure is below it (the card keeps the rest); one above the label gets no note.
TEST_F(GpuTextTest, TheMemoryNoteExplainsOnlyWhatTheCardKeeps)
{
    core::GpuMeasurement g = *h200Profile().gpu.gpu;
    const core::DeviceSpec *sheet = core::GpuComparison::datasheetFor(g.name);
    ASSERT_NE(sheet, nullptr);
    Translation::install(QStringLiteral("en"));
    EXPECT_FALSE(GpuText::memoryNote(g, sheet).isEmpty());
    g.memoryBytes = 142.0 * 1073741824.0;
    EXPECT_TRUE(GpuText::memoryNote(g, sheet).isEmpty());
}

TEST_F(GpuTextTest, AnUnknownCardShowsItsFiguresAlone)
{
    core::GpuOutcome o = h200Profile().gpu;
    o.gpu->name = "NVIDIA Imaginary X1";
    Translation::install(QStringLiteral("en"));
    const QString text = GpuText::render(o, core::GpuComparison::datasheetFor(o.gpu->name));
    EXPECT_TRUE(text.contains(QStringLiteral("not in the catalog: measured figures alone")));
    EXPECT_FALSE(text.contains(QStringLiteral("97 %")));
}

// Each reason there is no GPU, one sentence in either language, quoting the detail.
TEST_F(GpuTextTest, NoGpuIsOneSentenceInEitherLanguage)
{
    core::GpuOutcome o;
    o.absentCode = "no_driver";
    o.absentDetail = "libcuda.so.1 did not load";
    Translation::install(QStringLiteral("zh"));
    const QString zh = GpuText::render(o, nullptr);
    o.absentCode = "old_driver";
    o.absentDetail = "10.2";
    const QString zhOld = GpuText::render(o, nullptr);
    Translation::install(QStringLiteral("en"));
    const QString enOld = GpuText::render(o, nullptr);
    EXPECT_EQ(zh, QString::fromUtf8("未测量 GPU：这里没有可用的 NVIDIA 驱动（libcuda.so.1 did not "
                                    "load）。\n"));
    EXPECT_TRUE(zhOld.contains(QString::fromUtf8("只支持 CUDA 10.2"))) << zhOld.toStdString();
    EXPECT_EQ(enOld, QStringLiteral("No GPU was measured: the NVIDIA driver speaks CUDA 10.2; "
                                    "measuring needs a driver for CUDA 11.4 or later.\n"));
}

} // namespace
} // namespace blab::ui::test
