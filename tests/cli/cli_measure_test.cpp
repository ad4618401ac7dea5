// SPDX-License-Identifier: GPL-3.0-or-later

// bench, measure and advise: the measurements' JSON and text, the languages of each subcommand, the
// kernel advisor and the advice later starts follow.

#include "cli/cli_fixture.h"

namespace blab::cli_test {
namespace {

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

// time's command sees the environment the user started the program with: the family this
// program chose from the advice is not passed on, nor are the markers of its restart.
TEST_F(CliAdvice, TimesACommandInTheUsersEnvironment)
{
    saveAdvice(thisCpu(), thisOpenblas());
    const ProcessResult r =
        run({"time", kGiven, "--flops", "1e6", "--bytes", "1e6", "--runs", "1", "--json", "--",
             "sh", "-c", "test -z \"$OPENBLAS_CORETYPE\" && ! env | grep -q BLAB_OPENBLAS"},
            QStringLiteral("C.UTF-8"), QString(), m_config.path());
    EXPECT_EQ(r.status, 0) << r.err.toStdString();
}

} // namespace
} // namespace blab::cli_test
