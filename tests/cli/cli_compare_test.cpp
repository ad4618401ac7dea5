// SPDX-License-Identifier: GPL-3.0-or-later

// Two machines: report and export with --compare and --profile, and the profiles they refuse.

#include "cli/cli_fixture.h"

namespace blab::cli_test {
namespace {

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

// A config folder whose settings keep this_machine.json as the window's profile.
void keepProfile(const QTemporaryDir &config)
{
    QFile file(profileFile("this_machine.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QSettings settings(config.path() + "/BottleneckLab/bottleneck-lab.conf", QSettings::IniFormat);
    settings.setValue("profile/json", file.readAll());
}

struct BandwidthRow
{
    const char *name;
    bool kept;
    QStringList extra;
    // The bandwidth expected; 0 means this_machine.json's triad.
    double gbs;
    const char *source;
    const char *sentence;
};

class CliBandwidthSource : public testing::TestWithParam<BandwidthRow>
{
};

// report takes this CPU's bandwidth where it takes its profile, and says where it came from.
TEST_P(CliBandwidthSource, ReportNamesWhereTheBandwidthCameFrom)
{
    const BandwidthRow &row = GetParam();
    QTemporaryDir config;
    if (row.kept)
        keepProfile(config);
    const double triad = profileJson("this_machine.json")["stream"].toObject()["triad"].toDouble();
    const double gbs = row.gbs > 0 ? row.gbs : triad;
    const QStringList base = QStringList{"report", kGiven, "--lang", "en"} + row.extra;
    const ProcessResult r =
        run(base + QStringList{"--json"}, QStringLiteral("C.UTF-8"), QString(), config.path());
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    EXPECT_DOUBLE_EQ(report["cpu"]["mem_bandwidth_gbs"].toDouble(), gbs);
    EXPECT_EQ(report["cpu"]["mem_bandwidth_source"].toString(), row.source);
    EXPECT_NEAR(report["intensity"]["balance_flops_per_byte"].toDouble(), 237.05 / gbs, 1e-9);
    const ProcessResult text = run(base, QStringLiteral("C.UTF-8"), QString(), config.path());
    ASSERT_EQ(text.status, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(row.sentence)) << text.out.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Sources, CliBandwidthSource,
    testing::Values(
        BandwidthRow{"none_kept", false, {}, 50.0, "assumed", "is assumed (the lesson's figure)"},
        BandwidthRow{
            "kept", true, {}, 0.0, "kept_profile", "triad of the machine profile the window keeps"},
        BandwidthRow{"entered_over_kept",
                     true,
                     {"--mem-bandwidth", "25"},
                     25.0,
                     "entered",
                     "is the one entered (--mem-bandwidth)"},
        BandwidthRow{"compare_with_kept",
                     true,
                     {"--compare", profileFile("other_machine.json")},
                     0.0,
                     "kept_profile",
                     "triad of the machine profile the window keeps"}),
    [](const auto &info) { return std::string(info.param.name); });

// export draws this CPU's roofline with the kept profile's bandwidth as report does.
TEST(CliBandwidthSource, ExportTakesTheKeptBandwidth)
{
    QTemporaryDir config;
    keepProfile(config);
    QTemporaryDir dir;
    const ProcessResult r =
        run({"export", "--cpu-gflops", "300", "--out", dir.path(), "--format", "csv"},
            QStringLiteral("C.UTF-8"), QString(), config.path());
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    QFile file(dir.filePath("roofline.csv"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const double triad = profileJson("this_machine.json")["stream"].toObject()["triad"].toDouble();
    bool found = false;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(',');
        if (fields.size() == 3 && fields.first() == "Balance point") {
            EXPECT_NEAR(fields.at(1).toDouble(), 300.0 / triad, 1e-9);
            found = true;
        }
    }
    EXPECT_TRUE(found);
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

// With --cpu-gflops beside it, --profile alone gives this CPU's memory (its triad) and keeps the
// figure given.
TEST(CliCompare, AProfileBesideAGivenFigureKeepsTheFigure)
{
    const ProcessResult r =
        run({"report", kGiven, "--json", "--profile", profileFile("this_machine.json")});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    EXPECT_DOUBLE_EQ(report["cpu"]["gflops"].toDouble(), 237.05);
    EXPECT_FALSE(report["cpu"]["from_profile"].toBool());
    EXPECT_DOUBLE_EQ(report["cpu"]["mem_bandwidth_gbs"].toDouble(),
                     profileJson("this_machine.json")["stream"].toObject()["triad"].toDouble());
}

// A profile without its sgemm figure says nothing of its CPU's rate: report refuses it alone
// and takes it beside a rate given.
TEST(CliCompare, AProfileWithoutSgemmNeedsAGivenRate)
{
    QJsonObject profile = profileJson("this_machine.json");
    profile.remove(QStringLiteral("sgemm_gflops"));
    QTemporaryDir dir;
    QFile file(dir.filePath("no_sgemm.json"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(profile).toJson());
    file.close();
    const ProcessResult alone = run({"report", "--lang", "en", "--profile", file.fileName()});
    EXPECT_EQ(alone.status, 2);
    EXPECT_TRUE(alone.out.isEmpty());
    EXPECT_TRUE(alone.err.contains("no sgemm figure")) << alone.err.toStdString();
    const ProcessResult given = run({"report", kGiven, "--json", "--profile", file.fileName()});
    ASSERT_EQ(given.status, 0) << given.err.toStdString();
    EXPECT_DOUBLE_EQ(json(given)["cpu"].toObject()["gflops"].toDouble(), 237.05);
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

// A profile measured on an H200 (tests/core/data/gpu): the report lists the card's measured row
// after the catalog's H200 SXM row, in the text's table and in the JSON's devices, as tab 2 does.
TEST(CliCompare, AMeasuredGpuHasItsRowAfterItsDatasheetRow)
{
    const QString h200 =
        QStringLiteral(BLAB_TEST_PROFILES_DIR "/../../core/data/gpu/h200_profile_2026-12-04.json");
    QStringList arguments{"report",    kGiven,      "--lang",
                          "en",        "--profile", profileFile("this_machine.json"),
                          "--compare", h200};
    const ProcessResult text = run(arguments);
    EXPECT_EQ(text.status, 0) << text.err.toStdString();
    const QString out = QString::fromUtf8(text.out);
    const qsizetype sheet = out.indexOf(QStringLiteral("NVIDIA H200 SXM 141 GB"));
    // The card is the compared machine's, and named so.
    const qsizetype measured =
        out.indexOf(QStringLiteral("The other machine's GPU (measured): NVIDIA H200"));
    ASSERT_GT(sheet, 0) << out.toStdString();
    ASSERT_GT(measured, sheet) << out.toStdString();
    EXPECT_LT(measured, out.indexOf(QStringLiteral("NVIDIA B200"), sheet));
    // Part three on the measured card, as tab 3's "This GPU (measured)" draws it.
    const ProcessResult r =
        run(arguments << QStringLiteral("--json") << QStringLiteral("--roofline-device")
                      << QStringLiteral("this_gpu"));
    EXPECT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject intensity = json(r)["intensity"].toObject();
    EXPECT_DOUBLE_EQ(intensity["peak_gflops"].toDouble(), 65264.76311839389);
    EXPECT_DOUBLE_EQ(intensity["mem_bandwidth_gbs"].toDouble(), 4353.771714018172);
    const QJsonArray devices = json(r)["devices"].toArray();
    int at = -1;
    for (int i = 0; i < devices.size(); ++i) {
        if (devices[i]["id"].toString() == QStringLiteral("h200_sxm"))
            at = i;
    }
    ASSERT_GT(at, 0);
    const QJsonObject row = devices[at + 1].toObject();
    EXPECT_EQ(row["id"].toString(), QStringLiteral("this_gpu"));
    EXPECT_TRUE(row["measured"].toBool());
    // The read pass's 4353.77 GB/s and the multiply-add kernel's 65.26 TFLOPS, from the file.
    EXPECT_DOUBLE_EQ(row["mem_bandwidth_gbs"].toDouble(), 4353.771714018172);
    EXPECT_DOUBLE_EQ(row["fp32_tflops"].toDouble(), 65.26476311839389);
    EXPECT_FALSE(devices[at].toObject()["measured"].toBool());
}

// --profile alone reports on that profile's machine: its sgemm figure (nothing measured here), its
// memory and its GPU; with --compare, the compared machine's GPU is named as that machine's.
TEST(CliCompare, AProfileAloneIsTheMachineReportedOn)
{
    const QString h200 =
        QStringLiteral(BLAB_TEST_PROFILES_DIR "/../../core/data/gpu/h200_profile_2026-12-04.json");
    QFile file(h200);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject profile = QJsonDocument::fromJson(file.readAll()).object();
    const ProcessResult r = run({"report", "--json", "--profile", h200});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    EXPECT_DOUBLE_EQ(report["cpu"]["gflops"].toDouble(), profile["sgemm_gflops"].toDouble());
    EXPECT_TRUE(report["cpu"]["from_profile"].toBool());
    EXPECT_FALSE(report["cpu"]["measured"].toBool());
    bool measuredGpu = false;
    for (const QJsonValue &d : report["devices"].toArray())
        measuredGpu = measuredGpu || d.toObject()["id"].toString() == QStringLiteral("this_gpu");
    EXPECT_TRUE(measuredGpu);
    const ProcessResult text = run({"report", "--lang", "en", "--part", "2", "--profile", h200});
    EXPECT_TRUE(text.out.contains("This GPU (measured): NVIDIA H200")) << text.out.toStdString();
    const ProcessResult other = run({"report", kGiven, "--lang", "en", "--part", "2", "--profile",
                                     profileFile("this_machine.json"), "--compare", h200});
    ASSERT_EQ(other.status, 0) << other.err.toStdString();
    EXPECT_TRUE(other.out.contains("The other machine's GPU (measured): NVIDIA H200"))
        << other.out.toStdString();
    EXPECT_FALSE(other.out.contains("This GPU"));
}

} // namespace
} // namespace blab::cli_test
