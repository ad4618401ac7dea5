// SPDX-License-Identifier: GPL-3.0-or-later

// Tab 3's list of the user's own kernels: added from a shape or from counts, timed from a
// command, kept across restarts, removed; a hostile saved list falls back without a crash.

#include "charts/chart_exporter.h"
#include "charts/kernel_layer.h"
#include "charts/roofline_chart.h"
#include "gui_fixture.h"
#include "models/user_kernels_table_model.h"
#include "tabs/intensity_tab.h"
#include "tabs/user_kernels_panel.h"
#include "widgets/command_time_dialog.h"
#include "widgets/kernel_dialog.h"
#include "widgets/option_spin_box.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSpinBox>
#include <QStringList>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

namespace blab::ui::test {
namespace {

class UserKernels : public GuiTest
{
protected:
    UserKernelsPanel *panel() const { return m_window->intensityTab()->userKernels(); }
    QAbstractItemModel *table() const { return child<QTableView>("userKernelsTable")->model(); }
    QString cell(int row, int column) const
    {
        return table()->index(row, column).data().toString();
    }

    // Opens a dialog with button, lets fill set it up while it is open, and returns whether
    // the dialog was accepted (done() says when fill has finished with it).
    template <class Dialog>
    bool withDialog(const char *button, const std::function<void(Dialog *)> &fill)
    {
        bool seen = false;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, [&] {
            auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
            if (dialog && !seen) {
                seen = true;
                fill(dialog);
            }
        });
        poll.start(20);
        const int before = m_state->inputs().kernels.size();
        child<QPushButton>(button)->click();
        settle();
        return seen && static_cast<int>(m_state->inputs().kernels.size()) > before;
    }
};

TEST_F(UserKernels, AddsABf16MatrixMultiplyOnAnH100FromItsShape)
{
    ModelTesterReports reports;
    QAbstractItemModelTester tester(table(),
                                    QAbstractItemModelTester::FailureReportingMode::Warning);
    QString followed;
    const bool added = withDialog<KernelDialog>("userKernelsAdd", [&followed](KernelDialog *d) {
        test::child<QComboBox>(d, "kernelWork")->setCurrentIndex(KernelDialog::Matmul);
        auto *device = test::child<QComboBox>(d, "kernelDevice");
        device->setCurrentIndex(device->findText(QStringLiteral("NVIDIA H100 SXM5 80 GB")));
        // The precision follows the number format to the H100's BF16 peak.
        test::child<QComboBox>(d, "kernelElementType")->setCurrentIndex(2); // BF16
        followed = test::child<QComboBox>(d, "kernelPrecision")->currentData().toString();
        test::child<OptionSpinBox>(d, "kernelMilliseconds")->setValue(0.25);
        test::child<QLineEdit>(d, "kernelName")->setText(QStringLiteral("gemm 4096³"));
        d->accept();
    });
    ASSERT_TRUE(added);
    EXPECT_EQ(followed, QStringLiteral("bf16"));
    const core::UserKernel &k = m_state->inputs().kernels.at(0);
    EXPECT_EQ(k.flops, 2.0 * 4096.0 * 4096.0 * 4096.0);
    EXPECT_EQ(k.bytes, 3.0 * 4096.0 * 4096.0 * 2.0);
    EXPECT_EQ(k.device, "h100_sxm");
    EXPECT_EQ(k.precision, "bf16");
    EXPECT_DOUBLE_EQ(k.seconds, 0.25e-3);
    ASSERT_EQ(table()->rowCount(), 1);
    EXPECT_EQ(cell(0, UserKernelsTableModel::Name), QStringLiteral("gemm 4096³"));
    EXPECT_EQ(cell(0, UserKernelsTableModel::Intensity), QStringLiteral("1365"));
    // 5.5 × 10¹⁴ FLOP/s is above the memory roof's 3.35 TB/s × 1365 and below the BF16 peak.
    EXPECT_EQ(cell(0, UserKernelsTableModel::Roof), QStringLiteral("compute"));
    EXPECT_EQ(cell(0, UserKernelsTableModel::Share), QStringLiteral("56 %"));
    EXPECT_TRUE(reports.lines().isEmpty()) << reports.joined();
}

// The format's peak whichever is chosen first: BF16 on this CPU, which has no BF16 peak, keeps
// FP32 until the H100 is chosen.
TEST_F(UserKernels, ThePrecisionFollowsTheFormatChosenBeforeTheDevice)
{
    QString before, after;
    withDialog<KernelDialog>("userKernelsAdd", [&](KernelDialog *d) {
        test::child<QComboBox>(d, "kernelWork")->setCurrentIndex(KernelDialog::Matmul);
        test::child<QComboBox>(d, "kernelElementType")->setCurrentIndex(2); // BF16
        auto *precision = test::child<QComboBox>(d, "kernelPrecision");
        before = precision->currentData().toString();
        auto *device = test::child<QComboBox>(d, "kernelDevice");
        device->setCurrentIndex(device->findText(QStringLiteral("NVIDIA H100 SXM5 80 GB")));
        after = precision->currentData().toString();
        d->reject();
    });
    EXPECT_EQ(before, QStringLiteral("fp32"));
    EXPECT_EQ(after, QStringLiteral("bf16"));
}

// A BF16 product held against the H100's FP32 peak reaches 821 % of it: the preview says so in
// red, the list marks the share, and the next dialog opens on the same device and precision.
TEST_F(UserKernels, FlagsAShareAboveTheDatasheetAndRemembersTheChoice)
{
    QString preview, style, device, precision;
    const bool added = withDialog<KernelDialog>("userKernelsAdd", [&](KernelDialog *d) {
        test::child<QComboBox>(d, "kernelWork")->setCurrentIndex(KernelDialog::Matmul);
        auto *devices = test::child<QComboBox>(d, "kernelDevice");
        devices->setCurrentIndex(devices->findText(QStringLiteral("NVIDIA H100 SXM5 80 GB")));
        test::child<QComboBox>(d, "kernelElementType")->setCurrentIndex(2); // BF16
        auto *precisions = test::child<QComboBox>(d, "kernelPrecision");
        precisions->setCurrentIndex(precisions->findData(QStringLiteral("fp32")));
        test::child<OptionSpinBox>(d, "kernelMilliseconds")->setValue(0.25);
        auto *label = test::child<QLabel>(d, "kernelPreview");
        preview = label->text();
        style = label->styleSheet();
        d->accept();
    });
    ASSERT_TRUE(added);
    EXPECT_TRUE(
        preview.contains(QStringLiteral("821 % of what H100 SXM5 80 GB's datasheet allows")))
        << preview.toStdString();
    EXPECT_TRUE(style.contains(QStringLiteral("#c62828")));
    EXPECT_EQ(cell(0, UserKernelsTableModel::Share), QStringLiteral("⚠ 821 %"));
    EXPECT_TRUE(table()
                    ->index(0, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("which no card does")));
    withDialog<KernelDialog>("userKernelsAdd", [&](KernelDialog *d) {
        device = test::child<QComboBox>(d, "kernelDevice")->currentText();
        precision = test::child<QComboBox>(d, "kernelPrecision")->currentData().toString();
        d->reject();
    });
    EXPECT_EQ(device, QStringLiteral("NVIDIA H100 SXM5 80 GB"));
    EXPECT_EQ(precision, QStringLiteral("fp32"));
}

TEST_F(UserKernels, RefusesANameTheCommandLineWouldRefuse)
{
    bool okEnabled = true;
    QString preview;
    withDialog<KernelDialog>("userKernelsAdd", [&](KernelDialog *d) {
        test::child<QLineEdit>(d, "kernelName")->setText(QStringLiteral("a,b"));
        okEnabled = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled();
        preview = test::child<QLabel>(d, "kernelPreview")->text();
        d->reject();
    });
    EXPECT_FALSE(okEnabled);
    EXPECT_TRUE(preview.contains(QStringLiteral("comma"))) << preview.toStdString();
    EXPECT_TRUE(m_state->inputs().kernels.empty());
}

TEST_F(UserKernels, KeepsTheListAcrossARestartAndRemovesWithDelete)
{
    core::UserKernel a, b;
    std::string problem;
    ASSERT_TRUE(
        core::UserKernel::parse("name=triad,flops=2e8,bytes=2.4e9,seconds=0.1", a, problem));
    ASSERT_TRUE(core::UserKernel::parse(
        "name=softmax,flops=8.4e7,bytes=6.7e7,seconds=2e-5,device=h100_sxm,precision=fp32", b,
        problem));
    m_state->modify([&](core::WhatIfInputs &in) { in.kernels = {a, b}; });
    settle();
    ASSERT_TRUE(m_state->save());
    WhatIfState again;
    again.load();
    ASSERT_EQ(again.inputs().kernels.size(), 2u);
    EXPECT_EQ(again.inputs().kernels[0].spec(), a.spec());
    EXPECT_EQ(again.inputs().kernels[1].spec(), b.spec());
    EXPECT_TRUE(again.settingsProblem().isEmpty());

    auto *view = child<QTableView>("userKernelsTable");
    view->selectRow(0);
    for (QAction *action : view->actions()) {
        if (action->shortcut() == QKeySequence(QKeySequence::Delete))
            action->trigger();
    }
    settle();
    ASSERT_EQ(m_state->inputs().kernels.size(), 1u);
    EXPECT_EQ(m_state->inputs().kernels[0].name, "softmax");
    // Double-clicking shows the kernel's device at its precision.
    emit view->doubleClicked(table()->index(0, 0));
    settle();
    EXPECT_EQ(m_state->inputs().rooflineDevice, "h100_sxm");
}

TEST_F(UserKernels, DropsSavedKernelsTheCommandLineWouldRefuse)
{
    QSettings().setValue(QStringLiteral("kernels/specs"),
                         QStringList{QStringLiteral("name=ok,flops=1e9,bytes=1e6,seconds=1"),
                                     QStringLiteral("name=x,flops=NaN,bytes=1,seconds=1"),
                                     QStringLiteral("name=y,flops=1,bytes=1,seconds=1,device=gone"),
                                     QString(), QStringLiteral("\x01")});
    WhatIfState state;
    state.load();
    // The kernel on a device that is gone stays, to be seen and removed.
    ASSERT_EQ(state.inputs().kernels.size(), 2u);
    EXPECT_EQ(state.inputs().kernels[0].name, "ok");
    EXPECT_EQ(state.inputs().kernels[1].device, "gone");
    EXPECT_TRUE(state.settingsProblem().contains(QStringLiteral("3")))
        << state.settingsProblem().toStdString();
}

TEST_F(UserKernels, TimesACommandWithoutAShell)
{
    const bool added = withDialog<CommandTimeDialog>("userKernelsTime", [](CommandTimeDialog *d) {
        test::child<QLineEdit>(d, "timeCommand")->setText(QStringLiteral("true \"a b\" ';'"));
        test::child<QSpinBox>(d, "timeRuns")->setValue(2);
        test::child<QLineEdit>(d, "timeName")->setText(QStringLiteral("true"));
        test::child<QPushButton>(d, "timeRun")->click();
    });
    ASSERT_TRUE(added);
    const core::UserKernel &k = m_state->inputs().kernels.at(0);
    EXPECT_EQ(k.name, "true");
    EXPECT_EQ(k.device, "this_cpu");
    EXPECT_GT(k.seconds, 0.0);
}

// Closing the dialog keeps what was typed for the next opening, as timing again after a change
// to the program is the common case.
TEST_F(UserKernels, TheTimingDialogKeepsWhatWasTyped)
{
    withDialog<CommandTimeDialog>("userKernelsTime", [](CommandTimeDialog *d) {
        test::child<QLineEdit>(d, "timeCommand")->setText(QStringLiteral("./my_kernel 4096"));
        test::child<QSpinBox>(d, "timeRuns")->setValue(7);
        d->reject();
    });
    QString command;
    int runs = 0;
    withDialog<CommandTimeDialog>("userKernelsTime", [&](CommandTimeDialog *d) {
        command = test::child<QLineEdit>(d, "timeCommand")->text();
        runs = test::child<QSpinBox>(d, "timeRuns")->value();
        d->reject();
    });
    EXPECT_EQ(command, QStringLiteral("./my_kernel 4096"));
    EXPECT_EQ(runs, 7);
}

TEST_F(UserKernels, SaysWhyACommandCouldNotBeTimed)
{
    QStringList messages;
    for (const char *command : {"false", "no-such-program-of-blab",
                                "sh -c \"echo first >&2; echo no GPU here >&2; exit 2\""}) {
        withDialog<CommandTimeDialog>("userKernelsTime", [&](CommandTimeDialog *d) {
            test::child<QLineEdit>(d, "timeCommand")->setText(QLatin1String(command));
            test::child<QPushButton>(d, "timeRun")->click();
            auto *message = test::child<QLabel>(d, "timeMessage");
            waitFor([&] { return !message->text().startsWith(QStringLiteral("Running")); }, 10000);
            messages << message->text();
            d->reject();
        });
    }
    EXPECT_TRUE(m_state->inputs().kernels.empty());
    ASSERT_EQ(messages.size(), 3);
    EXPECT_EQ(messages[0], QStringLiteral("run 1 of the command exited with status 1"));
    EXPECT_EQ(messages[1], QStringLiteral("'no-such-program-of-blab' is not a program in PATH"));
    // What the command said on standard error is the reason it gives.
    EXPECT_EQ(messages[2].toStdString(),
              std::string("run 1 of the command exited with status 2; the last "
                          "lines it wrote to standard error:\n  first\n  no GPU "
                          "here"));
}

// The window's export draws the list's kernels of the device its roofline shows, and the CSV
// names each.
TEST_F(UserKernels, AreExportedWithTheRoofline)
{
    core::UserKernel k;
    std::string problem;
    ASSERT_TRUE(
        core::UserKernel::parse("name=triad here,flops=2e8,bytes=2.4e9,seconds=0.21", k, problem));
    m_state->modify([&](core::WhatIfInputs &in) { in.kernels = {k}; });
    settle();
    QTemporaryDir dir;
    ExportOptions options{QSize(800, 500), 1.0};
    options.formats = {ExportFormat::Csv, ExportFormat::Svg};
    QStringList written;
    QString error;
    ASSERT_EQ(
        ChartExporter::saveAll(m_window->upToDateCharts(), dir.path(), options, &written, &error),
        ExportStatus::Written)
        << error.toStdString();
    QFile csv(dir.filePath(QStringLiteral("roofline.csv")));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    EXPECT_TRUE(csv.readAll().contains("Your kernels: triad here,0.08333333333333333,"));
    QFile svg(dir.filePath(QStringLiteral("roofline.svg")));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    // The legend names the layer (a point's own label may give way to another on a crowded
    // chart, as font metrics decide).
    EXPECT_TRUE(svg.readAll().contains("Your kernels"));
}

QString sample(const char *name)
{
    return QStringLiteral(BLAB_SOURCE_DIR "/tests/core/data/kernels/") + QLatin1String(name);
}

TEST_F(UserKernels, ImportsNsightComputeKernelsOntoTheH100ItNames)
{
    panel()->importFile(sample("ncu_raw_h100.csv"));
    settle();
    ASSERT_EQ(m_state->inputs().kernels.size(), 6u);
    for (const core::UserKernel &k : m_state->inputs().kernels)
        EXPECT_EQ(k.device, "h100_sxm");
    EXPECT_EQ(cell(0, UserKernelsTableModel::Name), QStringLiteral("sgemm_tiled #0"));
    EXPECT_EQ(cell(0, UserKernelsTableModel::Roof), QStringLiteral("compute"));
    // HFMA2 on the CUDA cores, under the H100's FP16 vector peak; the FP64 stencil under its
    // FP64 one.
    EXPECT_TRUE(cell(1, UserKernelsTableModel::Device).endsWith(QStringLiteral("· FP16 vector")));
    EXPECT_TRUE(cell(3, UserKernelsTableModel::Device).endsWith(QStringLiteral("· FP64")));
    EXPECT_EQ(cell(2, UserKernelsTableModel::Roof), QStringLiteral("memory"));
    const QString said = child<QLabel>("userKernelsMessage")->text();
    EXPECT_EQ(said, QStringLiteral("6 kernels read from ncu_raw_h100.csv.")) << said.toStdString();
}

// The same file again adds nothing and says so in one sentence; the note follows a switch of
// language.
TEST_F(UserKernels, AReimportSaysNothingWasAddedInTheWindowsLanguage)
{
    panel()->importFile(sample("ncu_raw_h100.csv"));
    panel()->importFile(sample("ncu_raw_h100.csv"));
    settle();
    EXPECT_EQ(m_state->inputs().kernels.size(), 6u);
    auto *note = child<QLabel>("userKernelsMessage");
    EXPECT_EQ(note->text(), QStringLiteral("Every kernel of ncu_raw_h100.csv is in the list "
                                           "already; none was added."));
    m_window->setLanguage(QStringLiteral("zh"));
    settle();
    EXPECT_TRUE(note->text().contains(QString::fromUtf8("已"))) << note->text().toStdString();
    EXPECT_FALSE(note->text().contains(QStringLiteral("none was added")));
    m_window->setLanguage(QStringLiteral("en"));
    settle();
}

QString capture(const char *name)
{
    return QStringLiteral(BLAB_SOURCE_DIR "/tests/core/data/ncu/") + QLatin1String(name);
}

// The real capture of PyTorch's kernels on an H200: every floating-point kernel is a row at its
// precision under a roof, the INT8 product is left out as integer work, and the roofline of the
// H200 draws them all with a dashed roof for each precision besides its own.
TEST_F(UserKernels, ImportsTheH200CaptureAtEveryPrecision)
{
    panel()->importFile(capture("h200_library_kernels.csv"));
    settle();
    ASSERT_EQ(m_state->inputs().kernels.size(), 8u);
    const QStringList precisions = {QStringLiteral("FP32"),        QStringLiteral("TF32 tensor"),
                                    QStringLiteral("BF16 tensor"), QStringLiteral("FP16 tensor"),
                                    QStringLiteral("FP8 tensor"),  QStringLiteral("FP64 tensor"),
                                    QStringLiteral("FP32"),        QStringLiteral("FP32")};
    for (int row = 0; row < precisions.size(); ++row) {
        SCOPED_TRACE(row);
        EXPECT_EQ(m_state->inputs().kernels[static_cast<std::size_t>(row)].device, "h200_sxm");
        EXPECT_EQ(cell(row, UserKernelsTableModel::Device),
                  QStringLiteral("H200 SXM 141 GB · ") + precisions[row]);
        const QString roof = cell(row, UserKernelsTableModel::Roof);
        EXPECT_TRUE(roof == QStringLiteral("compute") || roof == QStringLiteral("memory"))
            << roof.toStdString();
    }
    EXPECT_EQ(cell(7, UserKernelsTableModel::Name),
              QStringLiteral("at::vectorized_layer_norm_kernel #8"));
    const QString said = child<QLabel>("userKernelsMessage")->text();
    EXPECT_EQ(said, QStringLiteral("8 kernels read from h200_library_kernels.csv. Left out: "
                                   "cutlass_80_wmma_tensorop_i161616gemm_s8_forwardCompat_128 #6 "
                                   "(integer tensor work (int8): operations, not FLOPs)."))
        << said.toStdString();

    m_state->modify([](core::WhatIfInputs &in) { in.rooflineDevice = "h200_sxm"; });
    settle();
    RooflineChart *chart = m_window->intensityTab()->chart();
    EXPECT_EQ(chart->kernelLayer()->pointSeries()->count(), 8);
    // FP32 is the chart's own roof, and the H200's FP64 tensor peak is the same 67 TFLOPS; TF32,
    // BF16 and FP16 (one peak) and FP8 get theirs.
    QStringList roofs;
    for (QLineSeries *line : chart->kernelLayer()->ceilingSeries()) {
        if (line->isVisible())
            roofs << line->name();
    }
    EXPECT_EQ(roofs, (QStringList{QStringLiteral("TF32 tensor roof"),
                                  QStringLiteral("BF16 tensor / FP16 tensor roof"),
                                  QStringLiteral("FP8 tensor roof")}));
}

TEST_F(UserKernels, ImportsTheCountedH200ProgramAtFp32Fp64AndFp16)
{
    panel()->importFile(capture("h200_counted_program.csv"));
    settle();
    ASSERT_EQ(m_state->inputs().kernels.size(), 3u);
    EXPECT_EQ(cell(0, UserKernelsTableModel::Device), QStringLiteral("H200 SXM 141 GB · FP32"));
    EXPECT_EQ(cell(1, UserKernelsTableModel::Device), QStringLiteral("H200 SXM 141 GB · FP64"));
    EXPECT_EQ(cell(2, UserKernelsTableModel::Device),
              QStringLiteral("H200 SXM 141 GB · FP16 vector"));
    for (int row = 0; row < 3; ++row)
        EXPECT_NE(cell(row, UserKernelsTableModel::Roof).left(3), QStringLiteral("the"));
}

TEST_F(UserKernels, AsksWhereLikwidsKernelsRanWhenTheCpuIsNotKnown)
{
    QStringList offered;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
            offered = dialog->comboBoxItems();
            dialog->setTextValue(offered.value(0));
            dialog->accept();
        }
    });
    poll.start(20);
    // The sample's CPU under a name no machine has, so that the question comes on any machine.
    QTemporaryDir dir;
    QFile in(sample("likwid_mem_sp_regions.csv"));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    text.replace("Intel(R) Xeon(R) Platinum 8360Y CPU @ 2.40GHz", "Made-up CPU 9000");
    QFile out(dir.filePath(QStringLiteral("regions.csv")));
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    panel()->importFile(out.fileName());
    settle();
    ASSERT_FALSE(offered.isEmpty());
    ASSERT_EQ(m_state->inputs().kernels.size(), 2u);
    EXPECT_EQ(m_state->inputs().kernels[0].device, "this_cpu");
    EXPECT_EQ(m_state->inputs().kernels[1].name, "matmul");
}

TEST_F(UserKernels, SaysInRedWhyAFileCannotBeImported)
{
    panel()->importFile(QStringLiteral(BLAB_SOURCE_DIR "/tests/cli/kernels/decimal_comma.csv"));
    settle();
    EXPECT_TRUE(m_state->inputs().kernels.empty());
    auto *message = child<QLabel>("userKernelsMessage");
    EXPECT_EQ(message->text(), QStringLiteral("decimal_comma.csv cannot be imported: line 3: "
                                              "'65,77' in gpu__time_duration.sum is not a number "
                                              "as the C locale writes it"));
    EXPECT_TRUE(message->styleSheet().contains(QStringLiteral("#c62828")));
}

} // namespace
} // namespace blab::ui::test
