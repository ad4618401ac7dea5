// SPDX-License-Identifier: GPL-3.0-or-later

// export: every chart in every format and size, all or nothing, and writes that fail.

#include "cli/cli_fixture.h"

namespace blab::cli_test {
namespace {

TEST(CliExport, OutIsAFileNotAFolder)
{
    QTemporaryDir dir;
    const QString file = dir.filePath("taken");
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    const ProcessResult r = run({"export", "--cpu-gflops", "237.05", "--out", file});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.err.contains("--out")) << r.err.toStdString();
    EXPECT_EQ(QFileInfo(file).size(), 0);
}

// An export is all or nothing: a chart whose place is taken by a folder stops it before any file
// is written, and the folder holds nothing new afterwards, not even the staging folder.
TEST(CliExport, AFailureLeavesNothingNew)
{
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkdir("memory.png"));
    const ProcessResult r = run({"export", kGiven, "--out", dir.path(), "--format", "png"});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.err.contains("memory.png")) << r.err.toStdString();
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
              QStringList{"memory.png"});
}

// A write that fails once it has started (here the file-size limit, as a full disk would) is
// status 3 with the cause as the system names it, and leaves nothing: not a cut file, not the
// staging folder, not the charts written before it.
struct WriteLimitRow
{
    const char *name;
    const char *command; // run by bash with $0 the program, in an empty folder "out"
    const char *lang;
    const char *cause;
};

class CliWriteLimit : public testing::TestWithParam<WriteLimitRow>
{
};

TEST_P(CliWriteLimit, IsStatusThreeWithTheCause)
{
    QTemporaryDir dir;
    const QString out = dir.filePath("out");
    ASSERT_TRUE(QDir().mkpath(out));
    QProcess shell;
    shell.setProcessEnvironment(testEnvironment(QLatin1String(GetParam().lang)));
    shell.setWorkingDirectory(dir.path());
    // 16 blocks of 1 KiB: more than a chart's CSV, less than any PNG or the report's JSON.
    shell.start(QStringLiteral("/bin/bash"),
                {QStringLiteral("-c"), QStringLiteral("ulimit -f 16; ") + GetParam().command,
                 QStringLiteral(BLAB_EXECUTABLE)});
    ASSERT_TRUE(shell.waitForFinished(60000));
    EXPECT_EQ(shell.exitCode(), 3);
    const QString err = QString::fromUtf8(shell.readAllStandardError());
    EXPECT_TRUE(err.contains(QString::fromUtf8(GetParam().cause))) << err.toStdString();
    EXPECT_EQ(err.count('\n'), 1) << err.toStdString();
    EXPECT_TRUE(
        QDir(out).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliWriteLimit,
    testing::Values(
        WriteLimitRow{"export_png", "exec \"$0\" export --cpu-gflops 237.05 --out out", "C.UTF-8",
                      "nothing was written"},
        WriteLimitRow{"export_csv_then_png",
                      "exec \"$0\" export --cpu-gflops 237.05 --out out --format csv,png",
                      "C.UTF-8", "File too large"},
        WriteLimitRow{"export_zh", "exec \"$0\" export --cpu-gflops 237.05 --out out --lang zh",
                      "C.UTF-8", "什么都没有写出"},
        WriteLimitRow{"report_json", "\"$0\" report --cpu-gflops 237.05 --json > big.json",
                      "C.UTF-8", "cannot write the output: File too large"}),
    [](const auto &info) { return std::string(info.param.name); });

// A symbolic link where a chart will go is refused, and the file behind it is left as it was.
TEST(CliExport, ASymbolicLinkIsNotWrittenThrough)
{
    QTemporaryDir dir;
    const QString precious = dir.filePath("precious.txt");
    QFile file(precious);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("keep me\n");
    file.close();
    const QString out = dir.filePath("charts");
    ASSERT_TRUE(QDir().mkpath(out));
    ASSERT_TRUE(QFile::link(precious, QDir(out).filePath("roofline.png")));
    const ProcessResult r = run({"export", kGiven, "--out", out, "--format", "png"});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.err.contains("symbolic link")) << r.err.toStdString();
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), QByteArray("keep me\n"));
    EXPECT_EQ(
        QDir(out).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System),
        QStringList{"roofline.png"});
}

// --cpu-gflops measures nothing: the charts of measurements are left out, not drawn as empty
// grids, and stderr names them.
TEST(CliExport, NotMeasuredChartsAreLeftOutAndNamed)
{
    QTemporaryDir dir;
    const ProcessResult r = run({"export", kGiven, "--out", dir.path(), "--format", "png,csv"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    for (const char *stem : {"sgemm-runs", "sgemm-sweep", "memory-bandwidth"}) {
        EXPECT_TRUE(r.err.contains(QLatin1String(stem))) << r.err.toStdString();
        EXPECT_TRUE(QDir(dir.path()).entryList({QString::fromLatin1(stem) + ".*"}).isEmpty())
            << stem;
    }
    EXPECT_TRUE(r.err.contains("nothing was measured")) << r.err.toStdString();
}

// Each format named once, in any order; repeated names write one file.
struct FormatRow
{
    const char *name;
    const char *formats;
    QStringList suffixes;
};

class CliExportFormats : public testing::TestWithParam<FormatRow>
{
};

TEST_P(CliExportFormats, WritesEachChartInEachFormat)
{
    QTemporaryDir dir;
    const FormatRow &f = GetParam();
    const ProcessResult r = run({"export", kGiven, "--out", dir.path(), "--format", f.formats,
                                 "--width", "800", "--height", "500"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    QStringList expected;
    for (const char *stem : {"devices", "roofline", "batch-copy", "scaling", "memory"})
        for (const QString &suffix : f.suffixes)
            expected << QString::fromLatin1(stem) + "." + suffix;
    expected.sort();
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files, QDir::Name), expected);
    // stdout lists the files written, one a line.
    EXPECT_EQ(r.out.trimmed().split('\n').size(), expected.size());
    for (const QString &name : expected) {
        QFile file(dir.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
        const QByteArray bytes = file.readAll();
        if (name.endsWith(".svg")) {
            EXPECT_TRUE(bytes.contains("<svg")) << name.toStdString();
            // The caption of the inputs is drawn in the drawing.
            EXPECT_TRUE(bytes.contains("GFLOPS") || bytes.contains("parameters"))
                << name.toStdString();
        } else if (name.endsWith(".csv")) {
            // A header row and at least one row per point, three columns each.
            const QList<QByteArray> lines = bytes.trimmed().split('\n');
            EXPECT_GT(lines.size(), 3) << name.toStdString();
            EXPECT_TRUE(lines.first().startsWith("Series,")) << name.toStdString();
        } else {
            EXPECT_EQ(QImage::fromData(bytes).width(), 800) << name.toStdString();
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Formats, CliExportFormats,
                         testing::Values(FormatRow{"svg_csv", "svg,csv", {"svg", "csv"}},
                                         FormatRow{
                                             "all_three", "png,svg,csv", {"png", "svg", "csv"}},
                                         FormatRow{"csv_twice", "csv,csv", {"csv"}}),
                         [](const auto &info) { return std::string(info.param.name); });

// The roofline's CSV reads back the model's figures: the balance point is peak over bandwidth,
// printed with every digit (relative 1e-12).
TEST(CliExport, RooflineCsvReadsBackTheModel)
{
    QTemporaryDir dir;
    const ProcessResult r = run({"export", "--cpu-gflops", "300", "--mem-bandwidth", "37.5",
                                 "--out", dir.path(), "--format", "csv"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    QFile file(dir.filePath("roofline.csv"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    bool found = false;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(',');
        if (fields.size() != 3 || fields.first() != "Balance point")
            continue;
        EXPECT_NEAR(fields.at(1).toDouble(), 300.0 / 37.5, 8.0 * 1e-12);
        EXPECT_NEAR(fields.at(2).toDouble(), 300.0, 300.0 * 1e-12);
        found = true;
    }
    EXPECT_TRUE(found);
}

struct ExportRow
{
    const char *name;
    int width;
    int height;
    double scale;
};

class CliExport : public testing::TestWithParam<ExportRow>
{
};

TEST_P(CliExport, WritesEveryChartAtTheRequestedSize)
{
    QTemporaryDir dir;
    // A folder that does not exist yet, with a space and Chinese in its name.
    const QString out = dir.filePath(QString::fromUtf8("图表 charts"));
    const ExportRow &e = GetParam();
    const ProcessResult r =
        run({"export", "--cpu-gflops", "237.05", "--out", out, "--width", QString::number(e.width),
             "--height", QString::number(e.height), "--scale", QString::number(e.scale)});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    // The sgemm runs, the sweep and the bandwidths were not measured (CliExport.NotMeasured...).
    const QStringList expected = {"devices.png", "roofline.png", "batch-copy.png", "scaling.png",
                                  "memory.png"};
    QStringList found = QDir(out).entryList(QDir::Files, QDir::Name);
    found.sort();
    QStringList sortedExpected = expected;
    sortedExpected.sort();
    EXPECT_EQ(found, sortedExpected);
    for (const QString &name : expected) {
        const QImage image(QDir(out).filePath(name));
        ASSERT_FALSE(image.isNull()) << name.toStdString();
        EXPECT_EQ(image.width(), qRound(e.width * e.scale)) << name.toStdString();
        EXPECT_EQ(image.height(), qRound(e.height * e.scale)) << name.toStdString();
        // Not blank: a chart has many colours; an empty canvas has one or two.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        EXPECT_GT(colours.size(), 20) << name.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Sizes, CliExport,
                         testing::Values(ExportRow{"default_1x", 1600, 1000, 1.0},
                                         ExportRow{"small_2x", 640, 400, 2.0}),
                         [](const auto &info) { return std::string(info.param.name); });

// With a trained model, export draws where a step's time goes beside the other training charts:
// one CSV row per part and series, expected beside bound; a layout that cannot run is refused
// before anything is written.
TEST(CliExport, TrainingStepWithATrainedModel)
{
    QTemporaryDir dir;
    const QStringList model = {"--model", "llama2_7b", "--device", "h100_sxm", "--precision",
                               "bf16",    "--cards",   "8",        "--tp",     "2"};
    const ProcessResult r = run(
        QStringList{"export", "--cpu-gflops", "237.05", "--out", dir.path(), "--format", "csv"} +
        model);
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains("training-step")) << r.err.toStdString();
    QFile file(dir.filePath("training-step.csv"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString csv = QString::fromUtf8(file.readAll());
    for (const char *words :
         {"Expected", "Bound", "Forward products", "Pipeline bubble", "Exposed data-parallel sync"})
        EXPECT_TRUE(csv.contains(QLatin1String(words))) << words;
    QTemporaryDir refusedDir;
    const ProcessResult refused = run(QStringList{"export", "--cpu-gflops", "237.05", "--out",
                                                  refusedDir.path(), "--format", "csv"} +
                                      model + QStringList{"--pp", "3"});
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(QDir(refusedDir.path()).entryList(QDir::Files).isEmpty());
}

// Given plan's targets, export draws the plan's Pareto chart beside the serving charts (issue
// 42): one series a device with a front in its CSV; a target without
// --ttft-ms is refused before anything is written.
TEST(CliExport, PlanFrontGivenPlansTargets)
{
    QTemporaryDir dir;
    const QStringList plan = {"--mode",          "inference", "--model",         "llama3_8b",
                              "--prompt-tokens", "1024",      "--output-tokens", "256",
                              "--tpot-ms",       "50",        "--users",         "200"};
    const ProcessResult r = run(QStringList{"export", "--cpu-gflops", "237.05", "--out", dir.path(),
                                            "--format", "csv", "--ttft-ms", "2000"} +
                                plan);
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    QFile file(dir.filePath("plan-front.csv"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << r.out.toStdString();
    const QString csv = QString::fromUtf8(file.readAll());
    for (const char *words : {"NVIDIA H100 SXM5 80 GB", "NVIDIA L40S 48 GB"})
        EXPECT_TRUE(csv.contains(QLatin1String(words))) << words;
    // The lesson's generic devices are not among plan's defaults.
    EXPECT_FALSE(csv.contains(QLatin1String("Training accelerator")));
    QTemporaryDir refusedDir;
    const ProcessResult refused =
        run(QStringList{"export", "--cpu-gflops", "237.05", "--out", refusedDir.path()} + plan);
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(refused.err.contains(QLatin1String("--ttft-ms"))) << refused.err.toStdString();
    EXPECT_TRUE(QDir(refusedDir.path()).entryList(QDir::Files).isEmpty());
}

} // namespace
} // namespace blab::cli_test
