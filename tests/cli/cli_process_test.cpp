// SPDX-License-Identifier: GPL-3.0-or-later

// How the program behaves as a process: refused options and arguments with status 2, a failed write
// with status 3, an oversized settings file, no display, --help and --version.

#include "cli/cli_fixture.h"

namespace blab::cli_test {
namespace {

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
               "--platform is"},
        BadRow{"qt_style_for_report_zh",
               {"report", kGiven, "--lang", "zh", "-style=fusion"},
               "-style 是 Qt 窗口的选项"}),
    [](const auto &info) { return std::string(info.param.name); });

// Output is whole or reported: standard output on a full device is an error naming the cause,
// with status 3, for the report, the catalog and the help alike.
TEST(CliOutput, AFailedWriteIsAnErrorWithItsCause)
{
    for (const QStringList &arguments : {QStringList{"report", "--cpu-gflops", "237.05", "--json"},
                                         QStringList{"devices"}, QStringList{"--help"}}) {
        SCOPED_TRACE(arguments.join(' ').toStdString());
        QProcess process;
        process.setProcessEnvironment(testEnvironment());
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
    shell.setProcessEnvironment(testEnvironment());
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

// A subcommand's help lists the options it takes and the common ones; --help-all every one.
TEST(CliHelp, ASubcommandsHelpListsItsOwnOptions)
{
    const ProcessResult plan = run({"plan", "--help"});
    EXPECT_EQ(plan.status, 0);
    for (const char *own : {"--ttft-ms", "--users", "--device", "--json", "--lang", "--help"})
        EXPECT_TRUE(plan.out.contains(own)) << own;
    for (const char *other : {"--mem-bandwidth", "--batch ", "--out <", "--kernel <"})
        EXPECT_FALSE(plan.out.contains(other)) << other;
    const ProcessResult all = run({"plan", "--help-all"});
    EXPECT_EQ(all.status, 0);
    EXPECT_TRUE(all.out.contains("--mem-bandwidth")) << all.out.toStdString();
    const ProcessResult bench = run({"bench", "--help"});
    EXPECT_TRUE(bench.out.contains("--repeats"));
    EXPECT_FALSE(bench.out.contains("--ttft-ms"));
}

} // namespace
} // namespace blab::cli_test
