// SPDX-License-Identifier: GPL-3.0-or-later

// The report's figures, text and languages, and part five's sizing from the command line.

#include "cli/cli_fixture.h"

#include <QRegularExpression>

namespace blab::cli_test {
namespace {

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

// The numbers of the parts a report prints, in the order printed.
QList<int> partNumbers(const ProcessResult &r)
{
    QList<int> numbers;
    const QRegularExpression part(QStringLiteral("^\\[(\\d+)\\] "),
                                  QRegularExpression::MultilineOption);
    for (auto it = part.globalMatch(QString::fromUtf8(r.out)); it.hasNext();)
        numbers << it.next().captured(1).toInt();
    return numbers;
}

// The report prints what was asked first, keeping each part's number: serving (which takes part
// five's place) before the lesson's parts, the user's kernels before the rest; a plain report is
// in order.
TEST(CliReport, WhatWasAskedComesFirst)
{
    const QString kernel = QStringLiteral("--kernel=name=k,flops=1e9,bytes=1e6,seconds=0.01");
    const ProcessResult plain = run({"report", kGiven, "--lang", "en"});
    EXPECT_EQ(partNumbers(plain), (QList<int>{1, 2, 3, 4, 5})) << plain.out.toStdString();
    const ProcessResult kernels = run({"report", kGiven, "--lang", "en", kernel});
    EXPECT_EQ(partNumbers(kernels), (QList<int>{6, 1, 2, 3, 4, 5})) << kernels.out.toStdString();
    EXPECT_TRUE(kernels.out.contains("Three questions before buying hardware"));
    const ProcessResult serving =
        run({"report", kGiven, "--lang", "en", kernel, "--mode", "inference"});
    EXPECT_EQ(partNumbers(serving), (QList<int>{5, 1, 2, 3, 4, 6})) << serving.out.toStdString();
    EXPECT_TRUE(serving.out.contains("[5] Serving"));
}

// --part N prints that part alone, in text and in JSON; a part outside 1-5 is refused.
TEST(CliReport, OnePartAlone)
{
    for (int part = 1; part <= 5; ++part) {
        const ProcessResult r =
            run({"report", kGiven, "--lang", "en", "--part", QString::number(part)});
        ASSERT_EQ(r.status, 0) << r.err.toStdString();
        EXPECT_EQ(partNumbers(r), QList<int>{part}) << r.out.toStdString();
    }
    const ProcessResult four = run({"report", kGiven, "--json", "--part", "4"});
    ASSERT_EQ(four.status, 0) << four.err.toStdString();
    const QJsonObject transfer = json(four);
    EXPECT_EQ(transfer.keys(), (QStringList{"part", "transfer", "version"}));
    const ProcessResult five =
        run({"report", kGiven, "--json", "--part", "5", "--mode", "inference"});
    EXPECT_EQ(json(five).keys(), (QStringList{"inference", "part", "sizing", "version"}));
    for (const char *bad : {"0", "6", "two"}) {
        const ProcessResult refused = run({"report", kGiven, "--part", bad});
        EXPECT_EQ(refused.status, 2) << bad;
        EXPECT_TRUE(refused.err.contains("--part")) << refused.err.toStdString();
        EXPECT_TRUE(refused.out.isEmpty());
    }
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
                                 .remove(QLatin1String("--output-tokens"))
                                 .remove(QLatin1String("--train-tokens"))
                                 .remove(QLatin1String("--draft-tokens"))
                                 .remove(QLatin1String("--accepted-tokens"));
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

// Part five from the command line: the example and published rules of thumb, unrounded;
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
        // The figure: 4 GB of gradients on 8 cards at 25 GB/s, about 0.28 s.
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
        // NVLink 4 through NVSwitch 3, where the switch adds (resources/efficiencies.json): each
        // card moves 9/8 of the 14 GB at 0.686 of 450 GB/s after α = 32.7 µs · 1.667, faster
        // than the ring's 2 · 7/8 · 14e9 / 360e9 + 32.7 µs.
        SizingRow{"example_nvlink_sync", kExample, "interconnect", "allreduce_seconds",
                  9.0 / 8 * 14e9 / (450e9 * 0.686) + 32.7e-6 * 1.667},
        SizingRow{"example_in_switch", kExample, "interconnect", "in_switch", 1},
        // Compute 6 · 7e9 · 1024 at 40 % of 989.4 TFLOPS, then the NVLink sync.
        SizingRow{
            "example_speedup", kExample, "interconnect", "speedup",
            8 * (6 * 7e9 * 1024 / 395.76e12) /
                (6 * 7e9 * 1024 / 395.76e12 + 9.0 / 8 * 14e9 / (450e9 * 0.686) + 32.7e-6 * 1.667)},
        SizingRow{
            "example_efficiency", kExample, "interconnect", "efficiency",
            (6 * 7e9 * 1024 / 395.76e12) /
                (6 * 7e9 * 1024 / 395.76e12 + 9.0 / 8 * 14e9 / (450e9 * 0.686) + 32.7e-6 * 1.667)},
        // 34 · s · b · h bytes a layer at 16-bit activations, which bf16 products keep; fp32
        // products keep twice as many, whatever the weights.
        SizingRow{"transformer_activations",
                  {"--activations", "transformer", "--layers", "32", "--hidden", "4096",
                   "--seq-len", "2048", "--micro-batch", "1", "--weight-dtype", "bf16",
                   "--precision", "bf16"},
                  "memory",
                  "activations_bytes",
                  34.0 * 32 * 4096 * 2048},
        SizingRow{"transformer_activations_fp32_products",
                  {"--activations", "transformer", "--layers", "32", "--hidden", "4096",
                   "--seq-len", "2048", "--micro-batch", "1", "--weight-dtype", "bf16",
                   "--precision", "fp32"},
                  "memory",
                  "activations_bytes",
                  2.0 * 34.0 * 32 * 4096 * 2048},
        SizingRow{"transformer_activations_amp",
                  {"--activations", "transformer", "--layers", "32", "--hidden", "4096",
                   "--seq-len", "2048", "--micro-batch", "1", "--weight-dtype", "fp32",
                   "--precision", "bf16"},
                  "memory",
                  "activations_bytes",
                  34.0 * 32 * 4096 * 2048}),
    [](const auto &info) { return std::string(info.param.name); });

// A training layout that cannot run, as report is given it, and what the refusal must say.
struct LayoutRefusalRow
{
    const char *name;
    QStringList layout;
    const char *lang;
    // The option named first, then words the reason must hold.
    const char *said;
};

class CliLayoutRefusal : public testing::TestWithParam<LayoutRefusalRow>
{
};

// The window shows the same reason inline (TrainingText::problem); here it is the refusal, with
// the option it is about, exit status 2 and nothing on stdout.
TEST_P(CliLayoutRefusal, NamesTheOptionAndWhy)
{
    const LayoutRefusalRow &row = GetParam();
    const ProcessResult r = run(QStringList{"report", "--cpu-gflops", "237.05", "--lang", row.lang,
                                            "--mode", "training", "--model", "llama2_7b"} +
                                row.layout);
    EXPECT_EQ(r.status, 2) << r.err.toStdString();
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    EXPECT_TRUE(QString::fromUtf8(r.err).contains(QString::fromUtf8(row.said)))
        << r.err.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Layouts, CliLayoutRefusal,
    testing::Values(
        LayoutRefusalRow{
            "cards_en",
            {"--cards", "6", "--tp", "4"},
            "en",
            "--cards: 6 cards are not a whole number of tensor × pipeline groups of 4"},
        LayoutRefusalRow{
            "heads_en",
            {"--cards", "6", "--tp", "3"},
            "en",
            "--tp: a tensor degree of 3 does not divide the model's 32 attention heads"},
        LayoutRefusalRow{"heads_zh",
                         {"--cards", "6", "--tp", "3"},
                         "zh",
                         "--tp: 张量并行度 3 不能整除模型的 32 个注意力头"},
        LayoutRefusalRow{"layers_en",
                         {"--cards", "12", "--tp", "2", "--pp", "3"},
                         "en",
                         "--pp: pipeline stages (3) × virtual stages (1) do not divide the model's "
                         "32 layers"},
        LayoutRefusalRow{"virtual_zh", {"--vp", "2"}, "zh", "--vp: 虚拟级需要至少 2 段的流水线"},
        LayoutRefusalRow{"batch_en",
                         {"--cards", "8", "--micro-batch", "2", "--global-batch", "6"},
                         "en",
                         "--global-batch: a global batch of 6 sequences is not a multiple of the "
                         "micro-batch 2 × 8 data-parallel copies"}),
    [](const auto &info) { return std::string(info.param.name); });

// report, given a shipped training row's layout, answers what validate answers for that row: the
// same expected rate and the same verdict on memory. These rows use the layout options that
// matter most to the published runs: the Triton attention of llm-foundry's MPT 7B, and the
// sequence parallelism, overlapped tensor-parallel collectives and sharded optimizer of the 70B
// runs of NeMo and Megatron-Bridge.
struct ShippedTrainingRow
{
    const char *id;
    // The options as one would type them, separated by single spaces.
    const char *layout;
};

class CliTrainingRow : public testing::TestWithParam<ShippedTrainingRow>
{
};

TEST_P(CliTrainingRow, ReportAnswersAsValidate)
{
    const ProcessResult validate = run({"validate", "--json"});
    ASSERT_EQ(validate.status, 0) << validate.err.toStdString();
    QJsonObject row;
    for (const QJsonValue &v : json(validate)["rows"].toArray()) {
        if (v.toObject()["id"].toString() == QLatin1String(GetParam().id))
            row = v.toObject();
    }
    ASSERT_FALSE(row.isEmpty()) << GetParam().id;
    const ProcessResult r =
        run(QStringList{"report", kGiven, "--json", "--mode", "training", "--link-kind",
                        "card-link", "--weight-dtype", "bf16", "--optimizer", "adam-mixed"} +
            QString::fromLatin1(GetParam().layout).split(QLatin1Char(' ')));
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject report = json(r);
    const double expected =
        report["training"]["run"]["expected"]["tokens_per_second_per_card"].toDouble();
    EXPECT_NEAR(expected, row["expected"].toDouble(), row["expected"].toDouble() * 1e-12);
    EXPECT_TRUE(row["fits"].toBool());
    EXPECT_EQ(report["sizing"]["memory"]["fits"].toBool(), row["fits"].toBool());
    EXPECT_NEAR(report["sizing"]["memory"]["total_bytes"].toDouble(),
                row["memory_bytes"].toDouble(), row["memory_bytes"].toDouble() * 1e-12);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, CliTrainingRow,
    testing::Values(
        ShippedTrainingRow{"foundry-h100-mpt7b-8gpu-s2048-mb6",
                           "--model mpt_7b --device h100_sxm --precision bf16 --cards 8 "
                           "--zero-stage 3 --seq-len 2048 --micro-batch 6 --global-batch 48 "
                           "--attention triton"},
        ShippedTrainingRow{"nemo2407-h100-llama2-70b-64gpu-tp4-pp4-vp20-fp8",
                           "--model llama2_70b --device h100_sxm --precision fp8 --cards 64 "
                           "--tp 4 --pp 4 --vp 20 --zero-stage 1 --sequence-parallel on "
                           "--tp-overlap on --seq-len 4096 --micro-batch 1 --global-batch 128"},
        ShippedTrainingRow{"bridge2511-h100-llama3-70b-64gpu-tp4-pp8-vp5-fp8",
                           "--model llama3_70b --device h100_sxm --precision fp8 --cards 64 "
                           "--tp 4 --pp 8 --vp 5 --zero-stage 1 --sequence-parallel on "
                           "--tp-overlap on --seq-len 8192 --micro-batch 1 --global-batch 128"}),
    [](const auto &info) {
        return QString::fromLatin1(info.param.id)
            .replace(QLatin1Char('-'), QLatin1Char('_'))
            .toStdString();
    });

} // namespace
} // namespace blab::cli_test
