// SPDX-License-Identifier: GPL-3.0-or-later

// devices and models: the shipped catalogs and the user's own files.

#include "cli/cli_fixture.h"

namespace blab::cli_test {
namespace {

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
    ASSERT_TRUE(writeUserDevices(home.path(), R"(
{"id": "lab_card", "name": "Lab card", "fp32_tflops": 10, "memory_gb": 200,
 "mem_bandwidth_gbs": 500, "watts": 250})"));
    const ProcessResult list = run({"devices"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_TRUE(list.out.contains("lab_card *")) << list.out.toStdString();
    const ProcessResult report =
        run({"report", kGiven, "--json", "--device", "lab_card", "--params", "1e10"},
            QStringLiteral("C.UTF-8"), home.path());
    ASSERT_EQ(report.status, 0) << report.err.toStdString();
    // 1e10 fp32 Adam parameters = 160 GB, inside the card's 200 GB.
    const QJsonObject memory = json(report)["sizing"].toObject()["memory"].toObject();
    EXPECT_TRUE(memory["fits"].toBool());

    // A damaged catalog is bad input: refused with its line and status 2, nothing printed, the
    // file left as it was.
    ASSERT_TRUE(writeUserFile(home.path(), QStringLiteral("devices.json"), "{\n\"format\": 7"));
    const ProcessResult damaged = run({"devices"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_EQ(damaged.status, 2);
    EXPECT_TRUE(damaged.out.isEmpty());
    EXPECT_TRUE(damaged.err.contains("line 2")) << damaged.err.toStdString();
    EXPECT_TRUE(damaged.err.contains("fix or move the file")) << damaged.err.toStdString();
    // Measurements read no catalog and still run.
    EXPECT_EQ(run({"bench", "--n", "64", "--repeats", "1", "--json"}, QStringLiteral("C.UTF-8"),
                  home.path())
                  .status,
              0);
    QFile unchanged(userDataFolder(home.path()) + QStringLiteral("/devices.json"));
    ASSERT_TRUE(unchanged.open(QIODevice::ReadOnly));
    EXPECT_EQ(unchanged.readAll(), QByteArray("{\n\"format\": 7"));
}

// A device's name with an escape sequence, a newline and a tab reaches the terminal as '?'s: no
// live colour code, no split table row; JSON keeps it, escaped as JSON does.
TEST(CliDevices, ControlCharactersInANameAreNotPrintedRaw)
{
    QTemporaryDir home;
    ASSERT_TRUE(writeUserDevices(home.path(), R"(
{"id": "odd_card", "name": "Odd\u001b[31m card\nsecond\tline", "fp32_tflops": 10,
 "memory_gb": 20, "mem_bandwidth_gbs": 500, "watts": 250})"));
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
    ASSERT_TRUE(writeUserFile(home.path(), QStringLiteral("models.json"),
                              R"({"format": "bottleneck-lab-models", "version": 1, "models": [
{"id": "tiny", "name": "Tiny", "layers": 2, "hidden": 64, "heads": 4, "kv_heads": 2,
 "head_dim": 16, "mlp_hidden": 256, "vocab": 1000, "max_context": 4096, "parameters": 250880}]})"));
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

    // A damaged file is bad input, refused with its line and status 2; its own id is refused as
    // any unknown id is.
    ASSERT_TRUE(writeUserFile(home.path(), QStringLiteral("models.json"),
                              "{\n\"format\": \"bottleneck-lab-models\",\n\"version\": 3}"));
    const ProcessResult damaged = run({"models"}, lang, home.path());
    EXPECT_EQ(damaged.status, 2);
    EXPECT_TRUE(damaged.out.isEmpty());
    EXPECT_TRUE(damaged.err.contains("line 3")) << damaged.err.toStdString();
    const ProcessResult refused =
        run({"report", kGiven, "--mode", "inference", "--model", "tiny"}, lang, home.path());
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(refused.err.contains("--model")) << refused.err.toStdString();
    QFile unchanged(userDataFolder(home.path()) + QStringLiteral("/models.json"));
    ASSERT_TRUE(unchanged.open(QIODevice::ReadOnly));
    EXPECT_TRUE(unchanged.readAll().contains("\"version\": 3"));
}

// A user's catalog that is a symbolic link leading nowhere, or to itself, is said, not taken for
// no file, and refused as a damaged file is: both are named.
TEST(CliDevices, ABrokenOrLoopingLinkIsSaid)
{
    QTemporaryDir home;
    const QString folder = userDataFolder(home.path());
    ASSERT_TRUE(QFile::link(folder + "/nowhere.json", folder + "/devices.json"));
    ASSERT_TRUE(QFile::link(folder + "/models.json", folder + "/models.json"));
    const ProcessResult devices = run({"devices"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_EQ(devices.status, 2);
    EXPECT_TRUE(devices.out.isEmpty());
    EXPECT_TRUE(devices.err.contains("devices.json is a symbolic link to"))
        << devices.err.toStdString();
    EXPECT_TRUE(devices.err.contains("models.json is a symbolic link"))
        << devices.err.toStdString();
    const ProcessResult models =
        run({"models", "--lang", "zh"}, QStringLiteral("C.UTF-8"), home.path());
    EXPECT_EQ(models.status, 2);
    EXPECT_TRUE(QString::fromUtf8(models.err).contains(QStringLiteral("models.json 是指向")))
        << models.err.toStdString();
}

} // namespace
} // namespace blab::cli_test
