// SPDX-License-Identifier: GPL-3.0-or-later

// Runs the bottleneck-lab executable as a script would, with no display, and checks what it
// prints and how it exits.

#include "measure/kernel_family.h"
#include "measure/openblas_choice.h"
#include "measure/system_info.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <string>
#include <sys/stat.h>

namespace {

struct ProcessResult
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

// A data folder of this test process's own, so that the user's device catalog never leaks in.
QString defaultDataHome()
{
    static QTemporaryDir dir;
    return dir.path();
}

// A settings folder of this test process's own, so that the user's OpenBLAS advice never
// changes which kernel family a test measures with.
QString defaultConfigHome()
{
    static QTemporaryDir dir;
    return dir.path();
}

// The environment every run gets: private settings and data folders, no OPENBLAS_CORETYPE, no
// display, and the locale asked for.
QProcessEnvironment testEnvironment(const QString &lang = QStringLiteral("C.UTF-8"),
                                    const QString &dataHome = QString(),
                                    const QString &configHome = QString())
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome.isEmpty() ? defaultDataHome() : dataHome);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"),
               configHome.isEmpty() ? defaultConfigHome() : configHome);
    env.remove(QStringLiteral("OPENBLAS_CORETYPE"));
    // Prove that nothing headless needs a display.
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("LANG"), lang);
    env.insert(QStringLiteral("LC_ALL"), lang);
    return env;
}

ProcessResult run(const QStringList &arguments, const QString &lang = QStringLiteral("C.UTF-8"),
                  const QString &dataHome = QString(), const QString &configHome = QString())
{
    QProcess process;
    process.setProcessEnvironment(testEnvironment(lang, dataHome, configHome));
    process.start(QStringLiteral(BLAB_EXECUTABLE), arguments);
    EXPECT_TRUE(process.waitForFinished(240000))
        << "timed out: " << arguments.join(' ').toStdString();
    ProcessResult r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

QJsonObject json(const ProcessResult &r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    return doc.object();
}

QJsonObject findOp(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &v : report["intensity"]["ops"].toArray()) {
        if (v["op"].toString() == id)
            return v.toObject();
    }
    ADD_FAILURE() << "no op " << id.toStdString();
    return {};
}

// DESIGN.md's figures from `report --cpu-gflops 237.05 --json`, unrounded; tolerance relative
// 1e-9 (JSON carries every digit).
TEST(CliReport, LessonFiguresInJson)
{
    const ProcessResult r = run({"report", "--cpu-gflops", "237.05", "--json"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    const auto near = [](double actual, double expected) {
        EXPECT_NEAR(actual, expected, std::abs(expected) * 1e-9);
    };
    near(report["cpu"]["gflops"].toDouble(), 237.05);
    EXPECT_FALSE(report["cpu"]["measured"].toBool());
    near(report["intensity"]["balance_flops_per_byte"].toDouble(), 4.741);

    const QJsonObject mm = findOp(report, "matmul");
    near(mm["flops"].toDouble(), 268435456);
    near(mm["bytes"].toDouble(), 3145728);
    near(mm["flops_per_byte"].toDouble(), 256.0 / 3.0);
    EXPECT_EQ(mm["bound"].toString(), "compute");
    const QJsonObject add = findOp(report, "vector_add");
    near(add["flops"].toDouble(), 262144);
    near(add["bytes"].toDouble(), 3145728);
    EXPECT_EQ(add["bound"].toString(), "bandwidth");
    const QJsonObject cmp = findOp(report, "compare");
    near(cmp["bytes"].toDouble(), 2097152);
    near(cmp["flops_per_byte"].toDouble(), 0.125);
    EXPECT_EQ(cmp["bound"].toString(), "bandwidth");

    const QJsonArray transfer = report["transfer"].toArray();
    ASSERT_EQ(transfer.size(), 3);
    const int batches[] = {32, 128, 512};
    for (int i = 0; i < 3; ++i) {
        const QJsonObject row = transfer[i].toObject();
        const double b = batches[i];
        EXPECT_EQ(row["batch"].toInt(), batches[i]);
        near(row["bytes"].toDouble(), b * 602112);
        near(row["copy_ms"].toDouble(), b * 602112 / 12e9 * 1e3);
        near(row["cpu_compute_ms"].toDouble(), b * 1e8 / 237.05e9 * 1e3);
        near(row["accel_compute_ms"].toDouble(), b * 1e8 / 20e12 * 1e3);
        EXPECT_NEAR(row["copy_share"].toDouble(), 0.1063, 0.0005);
        EXPECT_NEAR(row["accel_copy_share"].toDouble(), 0.9094, 0.0005);
    }
    near(report["sizing"]["memory"]["weights_bytes"].toDouble(), 4e9);
    near(report["sizing"]["memory"]["total_bytes"].toDouble(), 16e9);
}

TEST(CliReport, WhatIfOptionsChangeTheFigures)
{
    const ProcessResult r =
        run({"report", "--cpu-gflops", "100", "--mem-bandwidth", "25", "--link-bandwidth", "300",
             "--batch", "10", "--n", "1024", "--json"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    EXPECT_DOUBLE_EQ(report["intensity"]["balance_flops_per_byte"].toDouble(), 4.0);
    EXPECT_DOUBLE_EQ(findOp(report, "matmul")["flops"].toDouble(), 2.0 * 1024 * 1024 * 1024);
    const QJsonObject row = report["transfer"].toArray()[0].toObject();
    EXPECT_EQ(row["batch"].toInt(), 10);
    EXPECT_LT(row["copy_share"].toDouble(), 0.01);
}

struct TextRow
{
    const char *name;
    const char *lang;
    const char *needle;
};

class CliText : public testing::TestWithParam<TextRow>
{
};

TEST_P(CliText, AllFivePartsInTheLanguage)
{
    const ProcessResult r = run({"report", "--cpu-gflops", "237.05", "--lang", GetParam().lang});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QString text = QString::fromUtf8(r.out);
    for (const char *part : {"[1]", "[2]", "[3]", "[4]", "[5]"})
        EXPECT_TRUE(text.contains(QLatin1String(part))) << part;
    for (const char *figure : {"2.6844 × 10⁸", "1.13 ms", "85.3", "4.74", "19.3 MB", "1.61 ms",
                               "215.99 ms", "10.6 %", "90.9 %"})
        EXPECT_TRUE(text.contains(QString::fromUtf8(figure))) << figure;
    EXPECT_TRUE(text.contains(QString::fromUtf8(GetParam().needle))) << GetParam().needle;
}

// The Chinese report and help leave no English term untranslated: "All-reduce" is 全归约 and
// "token" 词元 (both used to stay in English).
TEST(CliChinese, NoEnglishTermIsLeftInTheReportOrTheHelp)
{
    const ProcessResult report =
        run({"report", "--cpu-gflops", "237.05", "--lang", "zh", "--device", "h100_sxm"});
    ASSERT_EQ(report.status, 0) << report.err.toStdString();
    const ProcessResult help = run({"--help", "--lang", "zh"});
    ASSERT_EQ(help.status, 0) << help.err.toStdString();
    for (const ProcessResult *r : {&report, &help}) {
        // The option's own name stays as the command line spells it.
        const QString text = QString::fromUtf8(r->out)
                                 .remove(QLatin1String("--tokens-per-step"))
                                 .remove(QLatin1String("--prompt-tokens"))
                                 .remove(QLatin1String("--output-tokens"));
        EXPECT_FALSE(text.contains(QLatin1String("all-reduce"), Qt::CaseInsensitive))
            << text.toStdString();
        EXPECT_FALSE(text.contains(QLatin1String("token"), Qt::CaseInsensitive))
            << text.toStdString();
    }
    EXPECT_TRUE(QString::fromUtf8(report.out).contains(QString::fromUtf8("全归约")));
    EXPECT_TRUE(QString::fromUtf8(help.out).contains(QString::fromUtf8("词元")));
}

INSTANTIATE_TEST_SUITE_P(Languages, CliText,
                         testing::Values(TextRow{"english", "en", "Arithmetic intensity"},
                                         TextRow{"chinese", "zh", "算术强度"}),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(CliReport, LanguageFollowsTheLocale)
{
    const ProcessResult r =
        run({"report", "--cpu-gflops", "237.05"}, QStringLiteral("zh_CN.UTF-8"));
    ASSERT_EQ(r.status, 0);
    EXPECT_TRUE(QString::fromUtf8(r.out).contains(QString::fromUtf8("算术强度")));
}

TEST(CliReport, MeasuresWhenNoCpuFigureIsGiven)
{
    const ProcessResult r =
        run({"report", "--json", "--n", "64", "--repeats", "3", "--threads", "1"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    EXPECT_TRUE(report["cpu"]["measured"].toBool());
    const QJsonObject m = report["cpu"]["measurement"].toObject();
    EXPECT_TRUE(m["verified"].toBool());
    EXPECT_EQ(m["n"].toInt(), 64);
    EXPECT_DOUBLE_EQ(report["cpu"]["gflops"].toDouble(), m["gflops"].toDouble());
    EXPECT_GT(m["gflops"].toDouble(), 0.0);
    // The kernels and threads named are those of the measurement; a given figure names none.
    EXPECT_EQ(report["cpu"]["openblas_core"].toString(), m["core"].toString());
    EXPECT_EQ(report["cpu"]["openblas_threads"].toInt(), 1);
    const QJsonObject given = json(run({"report", "--json", "--cpu-gflops=237.05"}));
    EXPECT_TRUE(given["cpu"]["openblas_core"].isNull());
    EXPECT_TRUE(given["cpu"]["openblas_threads"].isNull());
}

TEST(CliBench, JsonHasTheContractKeys)
{
    const ProcessResult r =
        run({"bench", "--json", "--n", "96", "--repeats", "4", "--threads", "1"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject b = json(r);
    EXPECT_EQ(b["n"].toInt(), 96);
    EXPECT_EQ(b["repeats"].toInt(), 4);
    EXPECT_EQ(b["threads"].toInt(), 1);
    EXPECT_TRUE(b["verified"].toBool());
    EXPECT_EQ(b["runs_seconds"].toArray().size(), 4);
    const double best = b["best_seconds"].toDouble();
    EXPECT_GT(best, 0.0);
    EXPECT_LE(best, b["median_seconds"].toDouble());
    EXPECT_NEAR(b["gflops"].toDouble(), 2.0 * 96 * 96 * 96 / best / 1e9, 1e-6);
    EXPECT_FALSE(b["core"].toString().isEmpty());
    // With no advice saved and no variable set, OpenBLAS's own pick runs, and bench says so.
    EXPECT_EQ(b["installed_core"].toString(), b["core"].toString());
    EXPECT_TRUE(b["core_is_installed_choice"].toBool());
    EXPECT_EQ(b["core_origin"].toString(), "installed");
    EXPECT_EQ(b["shapes_checked"].toInt(), 11);
    EXPECT_TRUE(b["shapes_verified"].toBool());
}

TEST(CliBench, TextNamesCoreAndVerification)
{
    const ProcessResult r = run({"bench", "--n", "32", "--repeats", "2", "--threads", "1"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("GFLOPS"));
    EXPECT_TRUE(r.out.contains("Verified")) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains("yes, ")) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains("OpenBLAS core"));
}

// Every subcommand speaks the language of --lang, on stdout and in its error line; the Chinese
// text holds none of the English sentence words.
struct LanguageRow
{
    const char *name;
    QStringList arguments;
    int status;
    // On stdout when the status is 0, on stderr otherwise.
    QStringList mustContain;
    QStringList mustNotContain;
};

class CliLanguage : public testing::TestWithParam<LanguageRow>
{
};

TEST_P(CliLanguage, SubcommandSpeaksTheLanguage)
{
    const ProcessResult r = run(GetParam().arguments);
    ASSERT_EQ(r.status, GetParam().status) << r.err.toStdString();
    const QString text = QString::fromUtf8(r.status == 0 ? r.out : r.err);
    for (const QString &needle : GetParam().mustContain)
        EXPECT_TRUE(text.contains(needle)) << needle.toStdString() << " in\n" << text.toStdString();
    for (const QString &needle : GetParam().mustNotContain)
        EXPECT_FALSE(text.contains(needle)) << needle.toStdString() << " in\n"
                                            << text.toStdString();
}

const QStringList kBench = {"bench", "--n", "32", "--repeats", "2", "--threads", "1"};
const QStringList kTooBig = {"bench", "--n", "1000000", "--repeats", "1"};
const QStringList kQuick = {"measure", "--quick", "--threads", "1"};

INSTANTIATE_TEST_SUITE_P(
    Subcommands, CliLanguage,
    testing::Values(
        LanguageRow{"bench_english",
                    kBench + QStringList{"--lang", "en"},
                    0,
                    {"Fastest run", "Median run", "OpenBLAS core"},
                    {}},
        LanguageRow{"bench_chinese",
                    kBench + QStringList{"--lang", "zh"},
                    0,
                    {QString::fromUtf8("最快一次"), QString::fromUtf8("中位数"),
                     QString::fromUtf8("OpenBLAS 内核")},
                    {"Fastest", "Median", "thread(s)", "verified"}},
        LanguageRow{"measure_english",
                    kQuick + QStringList{"--lang", "en"},
                    0,
                    {"Compute peak", "Balance point", "Memory levels", "Kernels against"},
                    {}},
        LanguageRow{"measure_chinese",
                    kQuick + QStringList{"--lang", "zh"},
                    0,
                    {QString::fromUtf8("计算峰值"), QString::fromUtf8("平衡点"),
                     QString::fromUtf8("存储层次"), QString::fromUtf8("核函数")},
                    {"Compute peak", "Balance point", "thread(s)", "Memory levels", "Kernels"}},
        LanguageRow{"devices_chinese",
                    {"devices", "--lang", "zh"},
                    0,
                    {QString::fromUtf8("器件"), "H100"},
                    {"Device", "Dense peaks"}},
        LanguageRow{"too_big_english",
                    kTooBig + QStringList{"--lang", "en"},
                    2,
                    {"--n 1000000 needs", "for three matrices"},
                    {}},
        LanguageRow{"refusal_chinese",
                    {"bench", "--n", "0", "--lang", "zh"},
                    2,
                    {QString::fromUtf8("--n 必须是 1 到 1e+06 之间的整数"),
                     QString::fromUtf8("bottleneck-lab --help")},
                    {"must be", "Try"}},
        LanguageRow{"option_elsewhere_chinese",
                    {"devices", "--n", "5", "--lang", "zh"},
                    2,
                    {QString::fromUtf8("--n 不适用于 devices")},
                    {"does not apply"}},
        LanguageRow{"too_big_chinese",
                    kTooBig + QStringList{"--lang", "zh"},
                    2,
                    {"--n 1000000", QString::fromUtf8("三个矩阵需要")},
                    {"needs", "available"}}),
    [](const auto &info) { return std::string(info.param.name); });

struct BadRow
{
    const char *name;
    QStringList arguments;
    const char *mustMention;
};

class CliBadInput : public testing::TestWithParam<BadRow>
{
};

TEST_P(CliBadInput, ExitsTwoWithOneLineNamingTheOption)
{
    const ProcessResult r = run(GetParam().arguments);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(GetParam().mustMention)) << r.err.toStdString();
    EXPECT_LE(r.err.count('\n'), 2) << r.err.toStdString();
    // A pasted novel is not echoed back in full.
    EXPECT_LT(r.err.size(), 400) << r.err.toStdString();
}

const QString kGiven = QStringLiteral("--cpu-gflops=237.05");

// A kernel family this CPU cannot execute, which must be refused without being tried: an AMD
// family on Intel, an AVX-512 one on AMD before Zen 4, and Cooperlake on most of the rest.
QString unrunnableFamily()
{
    const blab::core::CpuFeatures features = blab::core::CpuFeatures::detect();
    for (const blab::core::KernelFamily &family : blab::core::KernelFamilies::all()) {
        if (!family.canRun(features))
            return QString::fromLatin1(family.name);
    }
    return QStringLiteral("Cooperlake");
}
INSTANTIATE_TEST_SUITE_P(
    Cases, CliBadInput,
    testing::Values(
        BadRow{"unknown_subcommand", {"frobnicate"}, "unknown subcommand"},
        BadRow{"unknown_option", {"report", "--colour"}, "colour"},
        BadRow{"cpu_not_a_number", {"report", "--cpu-gflops", "fast"}, "--cpu-gflops"},
        BadRow{"cpu_zero", {"report", "--cpu-gflops", "0"}, "--cpu-gflops"},
        BadRow{"cpu_negative", {"report", "--cpu-gflops=-3"}, "--cpu-gflops"},
        BadRow{"cpu_nan", {"report", "--cpu-gflops", "nan"}, "--cpu-gflops"},
        BadRow{"mem_zero", {"report", kGiven, "--mem-bandwidth", "0"}, "--mem-bandwidth"},
        BadRow{"mem_negative", {"report", kGiven, "--mem-bandwidth=-50"}, "--mem-bandwidth"},
        BadRow{"link_zero", {"report", kGiven, "--link-bandwidth", "0"}, "--link-bandwidth"},
        BadRow{"link_text", {"report", kGiven, "--link-bandwidth", "pcie"}, "--link-bandwidth"},
        BadRow{"accel_zero", {"report", kGiven, "--accel-tflops", "0"}, "--accel-tflops"},
        BadRow{"accel_infinite", {"report", kGiven, "--accel-tflops", "inf"}, "--accel-tflops"},
        BadRow{"sample_empty", {"report", kGiven, "--sample-bytes", ""}, "--sample-bytes"},
        BadRow{
            "flops_huge", {"report", kGiven, "--flops-per-sample", "1e308"}, "--flops-per-sample"},
        BadRow{"batch_list_bad", {"report", kGiven, "--batch", "32,,512"}, "--batch"},
        BadRow{"n_fraction", {"report", kGiven, "--n", "512.5"}, "--n"},
        BadRow{"bench_n_over_memory", {"bench", "--n", "1000000"}, "--n 1000000 needs"},
        BadRow{"report_n_over_memory", {"report", "--n", "1000000"}, "--n 1000000 needs"},
        BadRow{"bench_threads_zero", {"bench", "--threads", "0"}, "--threads"},
        BadRow{"bench_repeats_text", {"bench", "--repeats", "many"}, "--repeats"},
        BadRow{"bench_what_if_option", {"bench", "--mem-bandwidth", "5"}, "--mem-bandwidth"},
        BadRow{"lang_unknown", {"report", kGiven, "--lang", "fr"}, "--lang"},
        BadRow{"optimizer_unknown", {"report", kGiven, "--optimizer", "lion"}, "--optimizer"},
        BadRow{"device_unknown", {"report", kGiven, "--device", "tpu"}, "--device"},
        BadRow{"export_without_out", {"export", kGiven}, "--out"},
        BadRow{
            "export_width_small", {"export", kGiven, "--out", "/tmp/x", "--width", "5"}, "--width"},
        BadRow{"export_into_proc", {"export", kGiven, "--out", "/proc/blab-cannot-exist"}, "--out"},
        BadRow{"two_subcommands", {"report", "bench"}, "unexpected argument"},
        BadRow{"measure_threads_zero", {"measure", "--threads", "0"}, "--threads"},
        BadRow{"link_huge", {"report", kGiven, "--link-bandwidth", "1e308"}, "--link-bandwidth"},
        BadRow{"mem_underflow", {"report", kGiven, "--mem-bandwidth", "1e-400"}, "--mem-bandwidth"},
        BadRow{"accel_infinity_word",
               {"report", kGiven, "--accel-tflops", "Infinity"},
               "--accel-tflops"},
        BadRow{
            "sample_negative_nan", {"report", kGiven, "--sample-bytes", "-nan"}, "--sample-bytes"},
        BadRow{"params_huge", {"report", kGiven, "--params", "1e308"}, "--params"},
        BadRow{"cards_zero", {"report", kGiven, "--cards", "0"}, "--cards"},
        BadRow{"cards_fraction", {"report", kGiven, "--cards", "2.5"}, "--cards"},
        BadRow{"step_negative", {"report", kGiven, "--step-ms=-1"}, "--step-ms"},
        BadRow{"k_huge", {"report", kGiven, "--k", "1e308"}, "--k"},
        BadRow{"trailing_space", {"report", kGiven, "--mem-bandwidth", "50 "}, "--mem-bandwidth"},
        BadRow{"hex_garbage", {"report", kGiven, "--mem-bandwidth", "0x"}, "--mem-bandwidth"},
        BadRow{"very_long_value",
               {"report", kGiven, "--mem-bandwidth", QString(100000, 'x')},
               "--mem-bandwidth"},
        BadRow{"chinese_value",
               {"report", kGiven, "--link-bandwidth", QString::fromUtf8("十二")},
               "--link-bandwidth"},
        BadRow{"scale_five", {"export", kGiven, "--out", "/tmp/x", "--scale", "5"}, "--scale"},
        BadRow{"export_to_dev_full", {"export", kGiven, "--out", "/dev/full"}, "--out"},
        BadRow{"measure_what_if_option", {"measure", "--n", "512"}, "--n"},
        BadRow{"precision_unknown", {"report", kGiven, "--precision", "fp64"}, "--precision"},
        BadRow{
            "weight_dtype_unknown", {"report", kGiven, "--weight-dtype", "int4"}, "--weight-dtype"},
        BadRow{"optimizer_adamw", {"report", kGiven, "--optimizer", "adamw"}, "adam-mixed"},
        BadRow{"link_kind_unknown", {"report", kGiven, "--link-kind", "ethernet"}, "--link-kind"},
        BadRow{"activations_unknown", {"report", kGiven, "--activations", "lots"}, "--activations"},
        BadRow{"utilization_zero", {"report", kGiven, "--utilization", "0"}, "--utilization"},
        BadRow{"utilization_percent", {"report", kGiven, "--utilization", "40"}, "--utilization"},
        BadRow{"tokens_zero", {"report", kGiven, "--tokens-per-step", "0"}, "--tokens-per-step"},
        BadRow{"layers_zero", {"report", kGiven, "--layers", "0"}, "--layers"},
        BadRow{"latency_negative", {"report", kGiven, "--link-latency-us=-5"}, "--link-latency-us"},
        BadRow{"devices_what_if_option", {"devices", "--cards", "8"}, "--cards"},
        BadRow{"core_empty", {"bench", "--openblas-core", ""}, "--openblas-core"},
        BadRow{"core_unknown", {"bench", "--openblas-core", "Skylake"}, "got 'Skylake'"},
        BadRow{"core_cannot_run", {"bench", "--openblas-core", unrunnableFamily()}, "lacks"},
        BadRow{"core_ten_thousand",
               {"report", kGiven, "--openblas-core", QString(10000, 'x')},
               "--openblas-core"},
        BadRow{"core_chinese", {"measure", "--openblas-core", QString::fromUtf8("天河")}, "天河"},
        BadRow{"core_for_devices", {"devices", "--openblas-core", "auto"}, "--openblas-core"},
        BadRow{"core_for_advise", {"advise", "--openblas-core", "auto"}, "--openblas-core"},
        BadRow{"advise_n_zero", {"advise", "--n", "0"}, "--n"},
        BadRow{"format_jpg", {"export", kGiven, "--out", "/tmp/x", "--format", "jpg"}, "got 'jpg'"},
        BadRow{"format_empty_word",
               {"export", kGiven, "--out", "/tmp/x", "--format", "png,,svg"},
               "--format must be png, svg or csv"},
        BadRow{"format_upper_case",
               {"export", kGiven, "--out", "/tmp/x", "--format", "PNG"},
               "--format"},
        BadRow{"format_empty", {"export", kGiven, "--out", "/tmp/x", "--format", ""}, "--format"},
        BadRow{"format_for_report", {"report", kGiven, "--format", "csv"}, "--format"},
        // A bandwidth for the custom link beside another kind of link: one would be ignored.
        BadRow{"link_kind_and_custom_bandwidth",
               {"report", kGiven, "--link-kind", "pcie-host", "--card-link-bandwidth", "5"},
               "--link-kind pcie-host"},
        BadRow{"link_kind_and_custom_bandwidth_zh",
               {"report", kGiven, "--lang", "zh", "--link-kind", "card-link",
                "--card-link-bandwidth", "5"},
               "--link-kind card-link 已选了一种链路"},
        // Qt's own options are the window's; a subcommand says so instead of passing them on.
        BadRow{"qt_platform_for_devices", {"devices", "-platform", "offscreen"}, "-platform is"},
        BadRow{"qt_platform_for_export",
               {"export", kGiven, "--out", "/tmp/blab-never-written", "-platform", "xcb"},
               "take none of Qt's options"},
        BadRow{"qt_platform_two_dashes_for_export",
               {"export", kGiven, "--out", "/tmp/blab-never-written", "--platform", "xcb"},
               "-platform is"},
        BadRow{"qt_style_for_report_zh",
               {"report", kGiven, "--lang", "zh", "-style=fusion"},
               "-style 是 Qt 窗口的选项"}),
    [](const auto &info) { return std::string(info.param.name); });

// Part five from the command line: the issue's example and published rules of thumb, unrounded;
// tolerance relative 1e-9.
struct SizingRow
{
    const char *name;
    QStringList arguments;
    const char *section; // "memory", "sharding" or "interconnect"
    const char *key;
    double expected;
};

class CliSizing : public testing::TestWithParam<SizingRow>
{
};

TEST_P(CliSizing, JsonFigure)
{
    QStringList arguments{"report", kGiven, "--json"};
    arguments << GetParam().arguments;
    const ProcessResult r = run(arguments);
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject sizing = json(r)["sizing"].toObject();
    const QJsonValue v =
        sizing[QLatin1String(GetParam().section)].toObject()[QLatin1String(GetParam().key)];
    ASSERT_TRUE(v.isDouble() || v.isBool()) << GetParam().key;
    const double actual = v.isBool() ? (v.toBool() ? 1.0 : 0.0) : v.toDouble();
    EXPECT_NEAR(actual, GetParam().expected, std::abs(GetParam().expected) * 1e-9);
}

const QStringList kExample = {"--device",    "h100_sxm",   "--cards",        "8",
                              "--params",    "7e9",        "--weight-dtype", "bf16",
                              "--optimizer", "adam-mixed", "--precision",    "bf16",
                              "--link-kind", "card-link"};

INSTANTIATE_TEST_SUITE_P(
    Cases, CliSizing,
    testing::Values(
        SizingRow{"fp32_adam_1b_16gb", {"--params", "1e9"}, "memory", "total_bytes", 16e9},
        SizingRow{"momentum_1b_12gb",
                  {"--params", "1e9", "--optimizer", "momentum"},
                  "memory",
                  "total_bytes",
                  12e9},
        SizingRow{"adam_mixed_16_per_param",
                  {"--params", "1e9", "--optimizer", "adam-mixed", "--weight-dtype", "bf16"},
                  "memory",
                  "total_bytes",
                  16e9},
        // The issue's figure: 4 GB of gradients on 8 cards at 25 GB/s, about 0.28 s.
        SizingRow{"allreduce_4gb_8_cards_25gbs",
                  {"--params", "1e9", "--cards", "8", "--card-link-bandwidth", "25",
                   "--link-latency-us", "0"},
                  "interconnect",
                  "allreduce_seconds",
                  0.28},
        SizingRow{"example_total", kExample, "memory", "total_bytes", 112e9},
        SizingRow{"example_does_not_fit", kExample, "memory", "fits", 0},
        SizingRow{"example_weights", kExample, "memory", "weights_bytes", 14e9},
        SizingRow{"example_gradients", kExample, "memory", "gradients_bytes", 14e9},
        SizingRow{"example_optimizer", kExample, "memory", "optimizer_bytes", 84e9},
        SizingRow{"example_min_cards", kExample, "sharding", "min_cards_optimizer_sharded", 2},
        // ZeRO stage 2 on 8 cards: 14 GB of weights and (14 + 84) / 8 GB of the rest per card,
        // the all-reduce's traffic, and the fewest cards ceil(98 / (80 - 14)) = 2.
        SizingRow{"example_gradient_sharded", kExample, "sharding",
                  "gradient_sharded_bytes_per_card", 14e9 + 98e9 / 8},
        SizingRow{"example_gradient_sharded_fits", kExample, "sharding", "fits_gradient_sharded",
                  1},
        SizingRow{"example_min_cards_gradient", kExample, "sharding", "min_cards_gradient_sharded",
                  2},
        SizingRow{"example_gradient_sharded_traffic", kExample, "sharding",
                  "gradient_sharded_traffic_bytes", 2.0 * 7 / 8 * 14e9},
        // NVLink 4 reached at 80 % of 450 GB/s one way, and 35 µs of α
        // (resources/efficiencies.json).
        SizingRow{"example_nvlink_sync", kExample, "interconnect", "allreduce_seconds",
                  2.0 * 7 / 8 * 14e9 / 360e9 + 35e-6},
        // Compute 6 · 7e9 · 1024 at 40 % of 989.4 TFLOPS, then the NVLink sync.
        SizingRow{"example_speedup", kExample, "interconnect", "speedup",
                  8 * (6 * 7e9 * 1024 / 395.76e12) /
                      (6 * 7e9 * 1024 / 395.76e12 + 2.0 * 7 / 8 * 14e9 / 360e9 + 35e-6)},
        SizingRow{"example_efficiency", kExample, "interconnect", "efficiency",
                  (6 * 7e9 * 1024 / 395.76e12) /
                      (6 * 7e9 * 1024 / 395.76e12 + 2.0 * 7 / 8 * 14e9 / 360e9 + 35e-6)},
        SizingRow{"transformer_activations",
                  {"--activations", "transformer", "--layers", "32", "--hidden", "4096",
                   "--seq-len", "2048", "--micro-batch", "1", "--weight-dtype", "bf16"},
                  "memory",
                  "activations_bytes",
                  34.0 * 32 * 4096 * 2048}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(CliDevices, ListsTheShippedCatalog)
{
    const ProcessResult r = run({"devices", "--json"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    bool found = false;
    for (const QJsonValue &value : json(r)["devices"].toArray()) {
        const QJsonObject d = value.toObject();
        if (d["id"].toString() == QStringLiteral("h100_sxm")) {
            found = true;
            EXPECT_EQ(d["bf16_tflops"].toDouble(), 989.4);
            EXPECT_EQ(d["card_link_gbs"].toDouble(), 900.0);
            EXPECT_EQ(d["host_link"].toString(), QStringLiteral("PCIe 5.0 x16"));
        }
        EXPECT_TRUE(d["fp8_tflops"].isNull() || d["fp8_tflops"].isDouble());
    }
    EXPECT_TRUE(found);
    const ProcessResult text = run({"devices"});
    ASSERT_EQ(text.status, 0);
    EXPECT_TRUE(text.out.contains("mi300x"));
    EXPECT_TRUE(text.out.contains("989.4"));
}

TEST(CliDevices, UsersOwnDevicesAreListedAndUsable)
{
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("BottleneckLab/bottleneck-lab"));
    ASSERT_TRUE(QDir().mkpath(folder));
    QFile file(folder + QStringLiteral("/devices.json"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "bottleneck-lab-devices", "version": 1, "devices": [
{"id": "lab_card", "name": "Lab card", "fp32_tflops": 10, "memory_gb": 200,
 "mem_bandwidth_gbs": 500, "watts": 250}]})");
    file.close();
    const ProcessResult list = run({"devices"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_TRUE(list.out.contains("lab_card *")) << list.out.toStdString();
    const ProcessResult report =
        run({"report", kGiven, "--json", "--device", "lab_card", "--params", "1e10"},
            QStringLiteral("C.UTF-8"), home.path());
    ASSERT_EQ(report.status, 0) << report.err.toStdString();
    // 1e10 fp32 Adam parameters = 160 GB, inside the card's 200 GB.
    const QJsonObject memory = json(report)["sizing"].toObject()["memory"].toObject();
    EXPECT_TRUE(memory["fits"].toBool());

    // A damaged catalog is reported and left out; the shipped devices still work.
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("{\n\"format\": 7");
    file.close();
    const ProcessResult damaged = run({"devices"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_EQ(damaged.status, 0);
    EXPECT_TRUE(damaged.out.contains("h100_sxm"));
    EXPECT_FALSE(damaged.out.contains("lab_card"));
    EXPECT_TRUE(damaged.err.contains("line 2")) << damaged.err.toStdString();
    QFile unchanged(folder + QStringLiteral("/devices.json"));
    ASSERT_TRUE(unchanged.open(QIODevice::ReadOnly));
    EXPECT_EQ(unchanged.readAll(), QByteArray("{\n\"format\": 7"));
}

// A device's name with an escape sequence, a newline and a tab reaches the terminal as '?'s: no
// live colour code, no split table row; JSON keeps it, escaped as JSON does.
TEST(CliDevices, ControlCharactersInANameAreNotPrintedRaw)
{
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("BottleneckLab/bottleneck-lab"));
    ASSERT_TRUE(QDir().mkpath(folder));
    QFile file(folder + QStringLiteral("/devices.json"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "bottleneck-lab-devices", "version": 1, "devices": [
{"id": "odd_card", "name": "Odd\u001b[31m card\nsecond\tline", "fp32_tflops": 10,
 "memory_gb": 20, "mem_bandwidth_gbs": 500, "watts": 250}]})");
    file.close();
    const ProcessResult list = run({"devices"}, QStringLiteral("C.UTF-8"), home.path());
    ASSERT_EQ(list.status, 0) << list.err.toStdString();
    EXPECT_FALSE(list.out.contains('\x1b'));
    EXPECT_FALSE(list.out.contains('\t'));
    EXPECT_TRUE(list.out.contains("Odd?[31m card?second?line")) << list.out.toStdString();
    const ProcessResult text =
        run({"report", kGiven, "--device", "odd_card"}, QStringLiteral("C.UTF-8"), home.path());
    ASSERT_EQ(text.status, 0) << text.err.toStdString();
    EXPECT_FALSE(text.out.contains('\x1b'));
    const ProcessResult asJson = run({"devices", "--json"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_TRUE(asJson.out.contains("Odd\\u001b[31m card\\nsecond\\tline"))
        << asJson.out.toStdString();
}

// The tiny model of serving_snapshot_test: 250 880 parameters from its shape, 501 760 B in bf16.
TEST(CliModels, UsersOwnModelsAreListedAndServed)
{
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("BottleneckLab/bottleneck-lab"));
    ASSERT_TRUE(QDir().mkpath(folder));
    QFile file(folder + QStringLiteral("/models.json"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "bottleneck-lab-models", "version": 1, "models": [
{"id": "tiny", "name": "Tiny", "layers": 2, "hidden": 64, "heads": 4, "kv_heads": 2,
 "head_dim": 16, "mlp_hidden": 256, "vocab": 1000, "max_context": 4096, "parameters": 250880}]})");
    file.close();
    const QString lang = QStringLiteral("C.UTF-8");
    const ProcessResult list = run({"models"}, lang, home.path());
    EXPECT_TRUE(list.out.contains("tiny *")) << list.out.toStdString();
    const ProcessResult listed = run({"models", "--json"}, lang, home.path());
    const QJsonArray models = json(listed)["models"].toArray();
    ASSERT_FALSE(models.isEmpty());
    EXPECT_EQ(models.last().toObject()["id"].toString(), QStringLiteral("tiny"));
    EXPECT_EQ(models.last().toObject()["parameters_from_shape"].toDouble(), 250880.0);
    EXPECT_TRUE(models.last().toObject()["user"].toBool());
    EXPECT_FALSE(models.first().toObject()["user"].toBool());
    const ProcessResult report = run({"report", kGiven, "--json", "--mode", "inference", "--model",
                                      "tiny", "--context", "2048", "--weight-dtype", "bf16"},
                                     lang, home.path());
    ASSERT_EQ(report.status, 0) << report.err.toStdString();
    const QJsonObject memory = json(report)["inference"].toObject()["memory"].toObject();
    EXPECT_EQ(memory["weights_bytes"].toDouble(), 501760.0);

    // A damaged file is reported and left out; the shipped models still work, and its own id is
    // refused as any unknown id is.
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("{\n\"format\": \"bottleneck-lab-models\",\n\"version\": 3}");
    file.close();
    const ProcessResult damaged = run({"models"}, lang, home.path());
    EXPECT_EQ(damaged.status, 0);
    EXPECT_TRUE(damaged.out.contains("llama3_70b"));
    EXPECT_FALSE(damaged.out.contains("tiny"));
    EXPECT_TRUE(damaged.err.contains("line 3")) << damaged.err.toStdString();
    const ProcessResult refused =
        run({"report", kGiven, "--mode", "inference", "--model", "tiny"}, lang, home.path());
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(refused.err.contains("--model")) << refused.err.toStdString();
    QFile unchanged(folder + QStringLiteral("/models.json"));
    ASSERT_TRUE(unchanged.open(QIODevice::ReadOnly));
    EXPECT_TRUE(unchanged.readAll().contains("\"version\": 3"));
}

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

// The machine's roofline, quick: every key of the contract with figures in range. How the
// timings order (all threads against one, sgemm against the peak) depends on what else runs on
// the machine, so measure reports that itself in warnings[] and the test only checks its form.
// The memory hierarchy and FP64 part of measure --json: the keys the issue names, a level per
// cache the system reports and DRAM last, sizes growing, every figure positive and verified.
void expectHierarchyKeys(const QJsonObject &p)
{
    EXPECT_GT(p["peak_gflops_fp64"].toDouble(), 0.0);
    EXPECT_GT(p["dgemm_gflops"].toDouble(), 0.0);
    EXPECT_FALSE(p["cpu_model"].toString().isEmpty());
    const QDateTime at = QDateTime::fromString(p["measured_at"].toString(), Qt::ISODate);
    EXPECT_TRUE(at.isValid()) << p["measured_at"].toString().toStdString();
    EXPECT_TRUE(p["bandwidth_verified"].toBool());
    const QJsonArray sweep = p["bandwidth_sweep"].toArray();
    ASSERT_GE(sweep.size(), 5);
    EXPECT_EQ(sweep[0]["bytes"].toDouble(), 4096.0);
    for (qsizetype i = 0; i < sweep.size(); ++i) {
        EXPECT_GT(sweep[i]["gbs"].toDouble(), 0.0) << i;
        EXPECT_GT(sweep[i]["gbs_1thread"].toDouble(), 0.0) << i;
        if (i > 0) {
            EXPECT_GT(sweep[i]["bytes"].toDouble(), sweep[i - 1]["bytes"].toDouble()) << i;
        }
    }
    const QJsonArray levels = p["levels"].toArray();
    ASSERT_GE(levels.size(), 2);
    EXPECT_EQ(levels.last()["name"].toString(), "DRAM");
    for (const QJsonValue &l : levels) {
        const std::string name = l["name"].toString().toStdString();
        EXPECT_GT(l["bandwidth_gbs"].toDouble(), 0.0) << name;
        EXPECT_GT(l["bandwidth_gbs_1thread"].toDouble(), 0.0) << name;
        EXPECT_TRUE(l["size_bytes"].isDouble()) << name;
    }
}

TEST(CliMeasure, QuickProfileHasTheContractKeys)
{
    const ProcessResult r = run({"measure", "--json", "--quick"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject p = json(r);
    EXPECT_GE(p["threads"].toInt(), 1);
    const double peak = p["peak_gflops"].toDouble();
    EXPECT_GT(peak, 0.0);
    EXPECT_GT(p["peak_gflops_1thread"].toDouble(), 0.0);
    const QJsonObject stream = p["stream"].toObject();
    for (const char *key : {"copy", "scale", "add", "triad"})
        EXPECT_GT(stream[key].toDouble(), 0.0) << key;
    EXPECT_TRUE(stream["verified"].toBool());
    EXPECT_DOUBLE_EQ(p["mem_bandwidth_gbs"].toDouble(), stream["triad"].toDouble());
    EXPECT_GT(p["stream_1thread"]["triad"].toDouble(), 0.0);
    EXPECT_GT(p["sgemm_gflops"].toDouble(), 0.0);
    EXPECT_EQ(p["openblas_core"].toString(), p["installed_core"].toString());
    EXPECT_TRUE(p["core_is_installed_choice"].toBool());
    EXPECT_EQ(p["core_origin"].toString(), "installed");
    ASSERT_TRUE(p["warnings"].isArray());
    const QStringList known = {"peak_below_1thread", "triad_below_1thread", "sgemm_above_peak",
                               "kernel_above_peak", "dgemm_above_peak_fp64"};
    for (const QJsonValue &w : p["warnings"].toArray())
        EXPECT_TRUE(known.contains(w.toString())) << w.toString().toStdString();
    const QJsonArray sweep = p["sweep"].toArray();
    ASSERT_GE(sweep.size(), 3);
    EXPECT_EQ(sweep[0]["n"].toInt(), 64);
    for (const QJsonValue &point : sweep)
        EXPECT_GT(point["gflops"].toDouble(), 0.0);
    const QJsonArray kernels = p["kernels"].toArray();
    ASSERT_GE(kernels.size(), 4);
    EXPECT_EQ(kernels[0]["name"].toString(), "vector_add");
    for (const QJsonValue &k : kernels) {
        EXPECT_GT(k["flops_per_byte"].toDouble(), 0.0);
        EXPECT_GT(k["gflops"].toDouble(), 0.0);
        EXPECT_GT(k["working_set_bytes"].toDouble(), 0.0);
    }
    EXPECT_FALSE(p["cancelled"].toBool());
    expectHierarchyKeys(p);
}

// The kernel advisor from the command line: every family this CPU can run is measured in a
// child of its own; the table and the recommendation follow the contract, and the advice is kept
// for later runs. Small n and few runs: the test checks the form, not the speed.
TEST(CliAdvise, MeasuresEveryFamilyAndKeepsTheAdvice)
{
    QTemporaryDir config;
    const ProcessResult r = run({"advise", "--json", "--n", "128", "--repeats", "2"},
                                QStringLiteral("C.UTF-8"), QString(), config.path());
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject a = json(r);
    const QString installed = a["installed_core"].toString();
    EXPECT_FALSE(installed.isEmpty());
    EXPECT_EQ(a["n"].toInt(), 128);
    EXPECT_GE(a["threads"].toInt(), 1);
    EXPECT_GT(a["peak_gflops"].toDouble(), 0.0);
    const QJsonArray candidates = a["candidates"].toArray();
    ASSERT_FALSE(candidates.isEmpty());
    EXPECT_TRUE(candidates[0]["installed"].toBool());
    EXPECT_EQ(candidates[0]["core"].toString(), installed);
    // Every family the CPU can execute is there once (the installed one is not run twice).
    QStringList measured;
    for (const QJsonValue &c : candidates) {
        measured << c["core"].toString();
        for (const char *key : {"gflops", "median_gflops", "percent_of_peak",
                                "speedup_vs_installed", "verified", "error"})
            EXPECT_TRUE(c.toObject().contains(key)) << key;
    }
    for (const std::string &family :
         blab::core::KernelFamilies::candidates(blab::core::CpuFeatures::detect()))
        EXPECT_EQ(measured.count(QString::fromStdString(family)), 1) << family;
    EXPECT_NEAR(candidates[0]["speedup_vs_installed"].toDouble(), 1.0, 1e-12);
    const QString recommended = a["recommended_core"].toString();
    ASSERT_TRUE(measured.contains(recommended)) << recommended.toStdString();
    for (const QJsonValue &c : candidates) {
        if (c["core"].toString() == recommended) {
            EXPECT_TRUE(c["verified"].toBool());
            EXPECT_TRUE(c["error"].isNull());
        }
    }
    if (recommended == installed)
        EXPECT_TRUE(a["command_for_other_programs"].isNull());
    else
        EXPECT_EQ(a["command_for_other_programs"].toString(),
                  QStringLiteral("OPENBLAS_CORETYPE=%1 python3 train.py").arg(recommended));
    QSettings saved(config.path() + "/BottleneckLab/bottleneck-lab.conf", QSettings::IniFormat);
    EXPECT_FALSE(saved.value("openblas/advice").toByteArray().isEmpty());
}

// Advice for this machine saved in the settings, naming a family other than OpenBLAS's own pick.
class CliAdvice : public testing::Test
{
protected:
    void SetUp() override
    {
        const ProcessResult r =
            run({"bench", "--json", "--n", "32", "--repeats", "1", "--openblas-core", "installed"});
        ASSERT_EQ(r.status, 0) << r.err.toStdString();
        m_installed = json(r)["core"].toString();
        // Another family this CPU can run and this OpenBLAS provides (bench refuses one it
        // lacks with status 2).
        for (const std::string &family :
             blab::core::KernelFamilies::candidates(blab::core::CpuFeatures::detect())) {
            const QString name = QString::fromStdString(family);
            if (name.compare(m_installed, Qt::CaseInsensitive) == 0)
                continue;
            if (run({"bench", "--n", "16", "--repeats", "1", "--openblas-core", name}).status ==
                0) {
                m_other = name;
                break;
            }
        }
        if (m_other.isEmpty())
            GTEST_SKIP() << "this CPU and OpenBLAS have only one kernel family";
    }

    void saveAdvice(const QString &cpuModel, const QString &version)
    {
        const QString measurement =
            QStringLiteral("{\"n\":32,\"repeats\":1,\"threads\":1,\"core\":\"%1\","
                           "\"flops\":65536,\"warmup_calls\":1,\"warmup_seconds\":0.1,"
                           "\"best_seconds\":0.0001,\"median_seconds\":0.0001,"
                           "\"runs_seconds\":[0.0001],\"verified\":true,\"verify_samples\":64,"
                           "\"verify_worst_error_ratio\":0.1,\"cancelled\":false}");
        const QString advice =
            QStringLiteral("{\"installed_core\":\"%1\",\"recommended_core\":\"%2\","
                           "\"peak_gflops\":100,\"n\":32,\"threads\":1,\"repeats\":1,"
                           "\"cpu_model\":\"%3\",\"openblas_version\":\"%4\",\"candidates\":["
                           "{\"core\":\"%1\",\"installed\":true,\"error\":null,"
                           "\"measurement\":%5},"
                           "{\"core\":\"%2\",\"installed\":false,\"error\":null,"
                           "\"measurement\":%6}]}")
                .arg(m_installed, m_other, cpuModel, version, measurement.arg(m_installed),
                     measurement.arg(m_other));
        QSettings settings(m_config.path() + "/BottleneckLab/bottleneck-lab.conf",
                           QSettings::IniFormat);
        settings.setValue("openblas/advice", advice.toUtf8());
    }

    QJsonObject bench(const QStringList &extra = {})
    {
        const ProcessResult r =
            run(QStringList{"bench", "--json", "--n", "32", "--repeats", "1"} + extra,
                QStringLiteral("C.UTF-8"), QString(), m_config.path());
        EXPECT_EQ(r.status, 0) << r.err.toStdString();
        return json(r);
    }

    static QString thisCpu()
    {
        return QString::fromStdString(blab::core::SystemInfo::cpuIdentity());
    }
    static QString thisOpenblas()
    {
        return QString::fromStdString(blab::core::OpenblasChoice::versionFromConfig(
            blab::core::SystemInfo::openblasConfig()));
    }

    QTemporaryDir m_config;
    QString m_installed;
    QString m_other;
};

TEST_F(CliAdvice, AutoRunsTheAdvisedFamilyAndSaysSo)
{
    saveAdvice(thisCpu(), thisOpenblas());
    const QJsonObject b = bench();
    EXPECT_EQ(b["core"].toString(), m_other);
    EXPECT_EQ(b["installed_core"].toString(), m_installed);
    EXPECT_FALSE(b["core_is_installed_choice"].toBool());
    EXPECT_EQ(b["core_origin"].toString(), "advice");
    EXPECT_TRUE(b["verified"].toBool());
}

// A variable this OpenBLAS does not take is dropped, and the advice then applies as it would have
// without it: the advised family runs, named as the advice's, and stderr says why.
TEST_F(CliAdvice, AVariableNotTakenGivesWayToTheAdvice)
{
    saveAdvice(thisCpu(), thisOpenblas());
    QProcess process;
    QProcessEnvironment env =
        testEnvironment(QStringLiteral("C.UTF-8"), QString(), m_config.path());
    env.insert(QStringLiteral("OPENBLAS_CORETYPE"), QStringLiteral("Bogus"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(BLAB_EXECUTABLE),
                  {"bench", "--json", "--n", "32", "--repeats", "1"});
    ASSERT_TRUE(process.waitForFinished(60000));
    EXPECT_EQ(process.exitCode(), 0);
    const QJsonObject b = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    EXPECT_EQ(b["core"].toString(), m_other);
    EXPECT_EQ(b["installed_core"].toString(), m_installed);
    EXPECT_EQ(b["core_origin"].toString(), "advice");
    EXPECT_TRUE(process.readAllStandardError().contains("OPENBLAS_CORETYPE=Bogus was not taken"));
}

TEST_F(CliAdvice, InstalledKeepsOpenblassOwnPick)
{
    saveAdvice(thisCpu(), thisOpenblas());
    const QJsonObject b = bench({"--openblas-core", "installed"});
    EXPECT_EQ(b["core"].toString(), m_installed);
    EXPECT_TRUE(b["core_is_installed_choice"].toBool());
}

TEST_F(CliAdvice, IsIgnoredOnAnotherCpuModel)
{
    saveAdvice(thisCpu() + " (another stepping)", thisOpenblas());
    const QJsonObject b = bench();
    EXPECT_EQ(b["core"].toString(), m_installed);
    EXPECT_EQ(b["core_origin"].toString(), "installed");
}

TEST_F(CliAdvice, IsIgnoredWithAnotherOpenblasVersion)
{
    saveAdvice(thisCpu(), QStringLiteral("0.2.20"));
    EXPECT_EQ(bench()["core"].toString(), m_installed);
}

TEST_F(CliAdvice, ANamedFamilyRunsAndIsVerified)
{
    const QJsonObject b = bench({"--openblas-core", m_other.toLower()});
    EXPECT_EQ(b["core"].toString(), m_other);
    EXPECT_EQ(b["core_origin"].toString(), "requested");
    EXPECT_FALSE(b["core_is_installed_choice"].toBool());
    EXPECT_TRUE(b["shapes_verified"].toBool());
}

// Output is whole or reported: standard output on a full device is an error naming the cause,
// with status 3, for the report, the catalog and the help alike.
TEST(CliOutput, AFailedWriteIsAnErrorWithItsCause)
{
    for (const QStringList &arguments : {QStringList{"report", "--cpu-gflops", "237.05", "--json"},
                                         QStringList{"devices"}, QStringList{"--help"}}) {
        SCOPED_TRACE(arguments.join(' ').toStdString());
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), defaultConfigHome());
        env.insert(QStringLiteral("XDG_DATA_HOME"), defaultDataHome());
        process.setProcessEnvironment(env);
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
        process.start(QStringLiteral(BLAB_EXECUTABLE), arguments);
        ASSERT_TRUE(process.waitForFinished(60000));
        EXPECT_EQ(process.exitCode(), 3);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        EXPECT_TRUE(err.contains(QStringLiteral("No space left on device"))) << err.toStdString();
    }
}

// A reader that goes away early (`… | head`) is not an error: the program ends quietly with the
// status it had, where the pipe's signal would have ended it with 141.
TEST(CliOutput, AClosedPipeEndsQuietly)
{
    QProcess shell;
    shell.start(QStringLiteral("/bin/bash"),
                {QStringLiteral("-c"),
                 QStringLiteral("\"$0\" report --cpu-gflops 237.05 --json | true; "
                                "echo \"${PIPESTATUS[0]}\""),
                 QStringLiteral(BLAB_EXECUTABLE)});
    ASSERT_TRUE(shell.waitForFinished(60000));
    EXPECT_EQ(QString::fromUtf8(shell.readAllStandardOutput()).trimmed(), QStringLiteral("0"));
    EXPECT_TRUE(shell.readAllStandardError().isEmpty());
}

// A settings file past its cap (here a sparse 40 MiB file) is neither read nor changed: the
// command runs on the defaults and says why on stderr, in the language asked for.
TEST(CliSettings, AnOversizedFileIsNotReadOrChanged)
{
    QTemporaryDir config;
    const QString folder = config.filePath("BottleneckLab");
    ASSERT_TRUE(QDir().mkpath(folder));
    QFile file(folder + "/bottleneck-lab.conf");
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_TRUE(file.resize(40LL * 1024 * 1024));
    file.close();
    for (const auto &[lang, says] : {std::pair<QString, QString>{"en", "more than the 32 MiB"},
                                     std::pair<QString, QString>{"zh", "超过上限 32 MiB"}}) {
        const ProcessResult r = run({"report", kGiven, "--json", "--lang", lang},
                                    QStringLiteral("C.UTF-8"), QString(), config.path());
        EXPECT_EQ(r.status, 0);
        EXPECT_TRUE(QString::fromUtf8(r.err).contains(says)) << r.err.toStdString();
        EXPECT_EQ(json(r)["cpu"].toObject()["gflops"].toDouble(), 237.05);
    }
    EXPECT_EQ(QFileInfo(file).size(), 40LL * 1024 * 1024);
    EXPECT_EQ(QDir(folder).entryList(QDir::Files | QDir::Hidden),
              QStringList{"bottleneck-lab.conf"});
}

// An OPENBLAS_CORETYPE this OpenBLAS has no family for: the program runs OpenBLAS's own pick,
// reports it as such and says why on stderr, in the language asked for.
TEST(CliBench, AnUnknownCoreTypeIsSaidAndTheRealFamilyReported)
{
    for (const auto &[lang, says] :
         {std::pair<QString, QString>{"en", "OPENBLAS_CORETYPE=Bogus was not taken"},
          std::pair<QString, QString>{"zh", "OPENBLAS_CORETYPE=Bogus 没有生效"}}) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), defaultConfigHome());
        env.insert(QStringLiteral("XDG_DATA_HOME"), defaultDataHome());
        env.insert(QStringLiteral("OPENBLAS_CORETYPE"), QStringLiteral("Bogus"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(BLAB_EXECUTABLE),
                      {"bench", "--json", "--n", "64", "--repeats", "3", "--lang", lang});
        ASSERT_TRUE(process.waitForFinished(60000));
        EXPECT_EQ(process.exitCode(), 0);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        EXPECT_TRUE(err.contains(says)) << err.toStdString();
        const QJsonObject bench = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        EXPECT_EQ(bench["core_origin"].toString(), QStringLiteral("installed"));
        EXPECT_EQ(bench["installed_core"].toString(), bench["core"].toString());
        EXPECT_NE(bench["core"].toString(), QStringLiteral("Bogus"));
    }
}

// A user's catalog that is a symbolic link leading nowhere, or to itself, is said, not taken for
// no file; the shipped catalog is still listed.
TEST(CliDevices, ABrokenOrLoopingLinkIsSaid)
{
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("BottleneckLab/bottleneck-lab"));
    ASSERT_TRUE(QDir().mkpath(folder));
    ASSERT_TRUE(QFile::link(folder + "/nowhere.json", folder + "/devices.json"));
    ASSERT_TRUE(QFile::link(folder + "/models.json", folder + "/models.json"));
    const ProcessResult devices = run({"devices"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_EQ(devices.status, 0);
    EXPECT_TRUE(devices.out.contains("h100_sxm"));
    EXPECT_TRUE(devices.err.contains("devices.json is a symbolic link to"))
        << devices.err.toStdString();
    const ProcessResult models =
        run({"models", "--lang", "zh"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_EQ(models.status, 0);
    EXPECT_TRUE(QString::fromUtf8(models.err).contains(QStringLiteral("models.json 是指向")))
        << models.err.toStdString();
}

// An argument that is not UTF-8 (a file name in Latin-1, say) would reach Qt as U+FFFD and name
// another path: it is refused with the option, status 2, and nothing is written.
TEST(CliArguments, BytesThatAreNotUtf8AreRefused)
{
    QTemporaryDir dir;
    const struct
    {
        const char *command;
        const char *says;
    } rows[] = {
        {"\"$0\" export --cpu-gflops 237.05 --out $'bad\\xffdir'", "--out: the value is not UTF-8"},
        {"\"$0\" report --cpu-gflops 237.05 --lang zh --compare=$'p\\xff.json'",
         "--compare 的值不是 UTF-8"},
    };
    for (const auto &row : rows) {
        QProcess shell;
        shell.setProcessEnvironment(testEnvironment());
        shell.setWorkingDirectory(dir.path());
        shell.start(QStringLiteral("/bin/bash"),
                    {QStringLiteral("-c"), QString::fromUtf8(row.command),
                     QStringLiteral(BLAB_EXECUTABLE)});
        ASSERT_TRUE(shell.waitForFinished(60000));
        EXPECT_EQ(shell.exitCode(), 2) << row.command;
        const QString err = QString::fromUtf8(shell.readAllStandardError());
        EXPECT_TRUE(err.contains(QString::fromUtf8(row.says))) << err.toStdString();
        EXPECT_TRUE(shell.readAllStandardOutput().isEmpty());
    }
    EXPECT_TRUE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
}

// Advice that cannot be kept (the settings folder's place is taken by a file) is said on stderr,
// and the advice is still printed.
TEST(CliAdvise, AdviceThatCannotBeSavedIsSaid)
{
    QTemporaryDir config;
    QFile blocker(config.filePath("BottleneckLab"));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const ProcessResult r = run({"advise", "--n", "64", "--repeats", "2", "--lang", "zh"},
                                QStringLiteral("C.UTF-8"), QString(), config.path());
    EXPECT_EQ(r.status, 0) << r.err.toStdString();
    EXPECT_FALSE(r.out.isEmpty());
    EXPECT_TRUE(QString::fromUtf8(r.err).contains(QStringLiteral("建议无法保存到 ") +
                                                  config.filePath("BottleneckLab")))
        << r.err.toStdString();
}

// The window without a display says so in one line and exits 2, where Qt would abort.
TEST(CliWindow, NoDisplayIsSaidNotAnAbort)
{
    const ProcessResult r = run({"--cpu-gflops", "237.05"});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.err.contains("no display")) << r.err.toStdString();
    EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
    const ProcessResult zh = run({"--lang", "zh"});
    EXPECT_EQ(zh.status, 2);
    EXPECT_TRUE(zh.err.contains("没有显示器")) << zh.err.toStdString();
}

TEST(CliHelp, HelpAndVersionNeedNoDisplay)
{
    const ProcessResult help = run({"--help"});
    EXPECT_EQ(help.status, 0);
    EXPECT_TRUE(help.out.contains("report")) << help.out.toStdString();
    EXPECT_TRUE(help.out.contains("--mem-bandwidth"));
    const ProcessResult version = run({"--version"});
    EXPECT_EQ(version.status, 0);
    EXPECT_TRUE(version.out.startsWith("bottleneck-lab ")) << version.out.toStdString();
}

// Two machines: the profiles under tests/cli/profiles are a quick profile measured on the
// development machine (this_machine), a larger machine made from it (other_machine), a profile
// from before the hierarchy was measured (old_machine) and other_machine with a negative L2
// bandwidth on line 53 (bad_level).
QString profileFile(const char *name)
{
    return QStringLiteral(BLAB_TEST_PROFILES_DIR "/") + QLatin1String(name);
}

QJsonObject profileJson(const char *name)
{
    QFile file(profileFile(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList compareArguments(const char *other, bool json)
{
    QStringList arguments{"report",    kGiven,
                          "--lang",    "en",
                          "--profile", profileFile("this_machine.json"),
                          "--compare", profileFile(other)};
    if (json)
        arguments << "--json";
    return arguments;
}

QStringList roofNames(const QJsonObject &machine)
{
    QStringList names;
    for (const QJsonValue &roof : machine["roofs"].toArray())
        names << roof["name"].toString();
    return names;
}

TEST(CliCompare, TextHasTwoMachines)
{
    const ProcessResult r = run(compareArguments("other_machine.json", false));
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    const QString text = QString::fromUtf8(r.out);
    for (const char *needle :
         {"[5]", "[6] Two machines", "Intel(R) Xeon(R) Processor @ 2.80GHz · 2026-12-01",
          "AMD EPYC 9654 96-Core Processor · 2026-11-20", "192 threads", "FP32 peak", "FP64 peak",
          "STREAM triad", "Other / this", "L3"})
        EXPECT_TRUE(text.contains(QString::fromUtf8(needle))) << needle;
    EXPECT_FALSE(text.contains("triad roof only"));
}

// Every figure of "compare" against the files it came from; ratios relative 1e-12.
TEST(CliCompare, JsonHasBothMachinesAndTheirRatios)
{
    const ProcessResult r = run(compareArguments("other_machine.json", true));
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject compare = json(r)["compare"].toObject();
    const QJsonObject mine = compare["this"].toObject();
    const QJsonObject other = compare["other"].toObject();
    const QJsonObject mineFile = profileJson("this_machine.json");
    const QJsonObject otherFile = profileJson("other_machine.json");
    EXPECT_EQ(mine["cpu_model"], mineFile["cpu_model"]);
    EXPECT_EQ(mine["measured_at"], mineFile["measured_at"]);
    EXPECT_EQ(other["label"].toString(),
              QString::fromUtf8("AMD EPYC 9654 96-Core Processor · 2026-11-20"));
    EXPECT_EQ(other["threads"].toInt(), 192);
    EXPECT_EQ(other["peak_gflops_fp64"].toDouble(), otherFile["peak_gflops_fp64"].toDouble());
    const QStringList levels = {"L1", "L2", "L3", "DRAM"};
    EXPECT_EQ(roofNames(mine), levels);
    EXPECT_EQ(roofNames(other), levels);
    const QJsonObject l1 = other["roofs"][0].toObject();
    EXPECT_EQ(l1["bandwidth_gbs"].toDouble(), 30720.0);
    EXPECT_NEAR(l1["balance_flops_per_byte"].toDouble(), 9830.4 / 30720, 1e-12);
    EXPECT_NEAR(l1["balance_flops_per_byte_fp64"].toDouble(), 4915.2 / 30720, 1e-12);
    const double peakRatio =
        otherFile["peak_gflops"].toDouble() / mineFile["peak_gflops"].toDouble();
    EXPECT_NEAR(compare["ratios"]["peak_gflops"].toDouble(), peakRatio, peakRatio * 1e-12);
    // sgemm n = 512 works on 3 MiB, more than this machine's two L2s hold (2.5 MiB).
    bool sawSgemm = false;
    for (const QJsonValue &point : mine["points"].toArray()) {
        EXPECT_TRUE(levels.contains(point["level"].toString()))
            << point["name"].toString().toStdString();
        EXPECT_GT(point["attainable_gflops"].toDouble(), 0.0);
        if (point["name"] == "sgemm") {
            sawSgemm = true;
            EXPECT_EQ(point["level"].toString(), "L3");
            EXPECT_EQ(point["k"].toInt(), 512);
        }
    }
    EXPECT_TRUE(sawSgemm);
}

TEST(CliCompare, OlderProfileHasTheTriadRoofOnly)
{
    const ProcessResult text = run(compareArguments("old_machine.json", false));
    ASSERT_EQ(text.status, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains("triad roof only")) << text.out.toStdString();
    const ProcessResult r = run(compareArguments("old_machine.json", true));
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject compare = json(r)["compare"].toObject();
    EXPECT_TRUE(compare["other"]["triad_only"].toBool());
    EXPECT_EQ(roofNames(compare["other"].toObject()), QStringList{"DRAM"});
    EXPECT_EQ(compare["other"]["roofs"][0]["bandwidth_gbs"].toDouble(),
              profileJson("old_machine.json")["stream"].toObject()["triad"].toDouble());
    EXPECT_TRUE(compare["ratios"]["roofs"][3]["bandwidth"].isNull());
    EXPECT_GT(compare["ratios"]["stream_triad"].toDouble(), 0.0);
}

// Without --profile, this machine is the profile the window keeps in its settings.
TEST(CliCompare, UsesTheProfileTheWindowKeeps)
{
    QTemporaryDir config;
    QFile file(profileFile("other_machine.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    {
        QSettings settings(config.path() + "/BottleneckLab/bottleneck-lab.conf",
                           QSettings::IniFormat);
        settings.setValue("profile/json", file.readAll());
    }
    const ProcessResult r =
        run({"report", kGiven, "--json", "--compare", profileFile("old_machine.json")},
            QStringLiteral("C.UTF-8"), QString(), config.path());
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    EXPECT_EQ(report["compare"]["this"]["threads"].toInt(), 192);
}

// Without --profile and with none kept, this machine is measured (quick), and nothing is kept.
TEST(CliCompare, MeasuresThisMachineWhenNoneIsKept)
{
    QTemporaryDir config;
    const ProcessResult r = run({"report", kGiven, "--json", "--threads", "1", "--compare",
                                 profileFile("other_machine.json")},
                                QStringLiteral("C.UTF-8"), QString(), config.path());
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    const QJsonObject mine = report["compare"]["this"].toObject();
    EXPECT_EQ(mine["threads"].toInt(), 1);
    EXPECT_GT(mine["peak_gflops"].toDouble(), 0.0);
    EXPECT_FALSE(mine["measured_at"].toString().isEmpty());
    EXPECT_EQ(roofNames(mine).last(), "DRAM");
    EXPECT_FALSE(QFileInfo::exists(config.path() + "/BottleneckLab/bottleneck-lab.conf"));
}

struct BadProfileRow
{
    const char *name;
    // The file's text, written to a file of the test's own; or, when path is set, that path.
    QByteArray text;
    QString path;
    const char *mustMention;
};

class CliBadProfile : public testing::TestWithParam<BadProfileRow>
{
};

// Refused with the option, the file and the reason (its line where it has one), status 2,
// nothing on stdout and nothing written: export's folder is not even made.
TEST_P(CliBadProfile, IsRefusedAndNothingIsWritten)
{
    const BadProfileRow &row = GetParam();
    QTemporaryDir dir;
    QString path = row.path;
    if (path.isNull()) {
        path = dir.filePath("profile.json");
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(row.text);
    }
    const QString out = dir.filePath("charts");
    for (const QString &subcommand : {QStringLiteral("report"), QStringLiteral("export")}) {
        QStringList arguments{subcommand, kGiven, "--compare", path};
        if (subcommand == "export")
            arguments << "--out" << out;
        const ProcessResult r = run(arguments);
        EXPECT_EQ(r.status, 2) << subcommand.toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
        EXPECT_TRUE(r.err.contains("--compare")) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(row.mustMention)) << r.err.toStdString();
        EXPECT_LE(r.err.count('\n'), 2) << r.err.toStdString();
        EXPECT_LT(r.err.size(), 400) << r.err.toStdString();
        EXPECT_FALSE(QFileInfo::exists(out)) << subcommand.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliBadProfile,
    testing::Values(
        BadProfileRow{"negative_level",
                      {},
                      profileFile("bad_level.json"),
                      "line 53: “levels[1].bandwidth_gbs”"},
        BadProfileRow{"not_json", "{\n\"threads\": 2,,\n}", QString(), "line 2"},
        BadProfileRow{
            "peak_denormal",
            "{\n\"threads\": 2,\n\"peak_gflops\": 1e-320,\n\"stream\": {\"triad\": 20}\n}",
            QString(), "line 3: “peak_gflops” is less than 0.001"},
        BadProfileRow{"empty_file", "", QString(), "line 1"},
        BadProfileRow{"binary", QByteArray("\x01\xff\xfe\x00", 4), QString(), "line 1"},
        BadProfileRow{"a_list", "[1, 2]", QString(), "not a machine profile"},
        BadProfileRow{"cancelled",
                      "{\"threads\":2,\"peak_gflops\":100,\"stream\":{\"triad\":20},\n"
                      "\"cancelled\":true}",
                      QString(), "line 2: the measurement was cancelled"},
        BadProfileRow{"too_large", QByteArray(17 * 1024 * 1024, ' '), QString(), "at most"},
        BadProfileRow{"missing", {}, QStringLiteral("/nonexistent/profile.json"), "No such file"},
        BadProfileRow{"a_folder", {}, QStringLiteral("/tmp"), "not a regular file"},
        BadProfileRow{"a_device", {}, QStringLiteral("/dev/null"), "not a regular file"},
        BadProfileRow{"empty_value", {}, QStringLiteral(""), "needs a file"},
        BadProfileRow{"very_long_path", {}, QString(100000, 'x'), "Cannot read xxx"},
        BadProfileRow{
            "chinese_path", {}, QString::fromUtf8("/tmp/没有 这个.json"), "No such file"}),
    [](const auto &info) { return std::string(info.param.name); });

// Opening a named pipe would wait for a writer that never comes.
TEST(CliCompare, ANamedPipeIsNotOpened)
{
    QTemporaryDir dir;
    const QString pipe = dir.filePath("pipe");
    ASSERT_EQ(mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
    const ProcessResult r = run({"report", kGiven, "--compare", pipe});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.err.contains("not a regular file")) << r.err.toStdString();
}

TEST(CliCompare, ABadProfileOfThisMachineIsNamed)
{
    const ProcessResult r = run({"report", kGiven, "--profile", profileFile("bad_level.json"),
                                 "--compare", profileFile("other_machine.json")});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.err.contains("--profile")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("line 53")) << r.err.toStdString();
}

TEST(CliCompare, ReportRefusesAProfileWithNothingToCompare)
{
    const ProcessResult r = run({"report", kGiven, "--profile", profileFile("this_machine.json")});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains("--compare")) << r.err.toStdString();
}

// The comparison changes what the roofline draws, not which files export writes.
TEST(CliCompare, ExportWritesTheSameCharts)
{
    QTemporaryDir dir;
    const ProcessResult plain = run({"export", kGiven, "--out", dir.filePath("plain")});
    ASSERT_EQ(plain.status, 0) << plain.err.toStdString();
    const ProcessResult compared =
        run({"export", kGiven, "--out", dir.filePath("compared"), "--profile",
             profileFile("this_machine.json"), "--compare", profileFile("other_machine.json")});
    ASSERT_EQ(compared.status, 0) << compared.err.toStdString();
    const QStringList files = QDir(dir.filePath("plain")).entryList(QDir::Files, QDir::Name);
    // Every chart that export writes without a comparison (CliExport checks which they are);
    // the profile adds the charts of its own measurements, the sweep and the bandwidths.
    EXPECT_FALSE(files.isEmpty());
    const QStringList withProfile =
        QDir(dir.filePath("compared")).entryList(QDir::Files, QDir::Name);
    for (const QString &name : files)
        EXPECT_TRUE(withProfile.contains(name)) << name.toStdString();
    for (const QString &name : files)
        EXPECT_FALSE(QImage(dir.filePath("compared/" + name)).isNull()) << name.toStdString();
}

} // namespace
