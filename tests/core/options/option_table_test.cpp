// SPDX-License-Identifier: GPL-3.0-or-later

// The option table: every row reads back its default, says it in the help, accepts its range's
// ends and refuses what lies beyond them, and the subcommands take exactly the options they took
// before the table existed.

#include "options/option_table.h"

#include <charconv>
#include <gtest/gtest.h>
#include <set>
#include <string>

namespace blab::core {
namespace {

std::string numberText(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

std::string testName(const std::string &optionName)
{
    std::string name = optionName;
    for (char &c : name) {
        if (c == '-')
            c = '_';
    }
    return name;
}

class EveryOption : public testing::TestWithParam<OptionRow>
{
};

TEST_P(EveryOption, DefaultReadsBackAsItself)
{
    const OptionRow &row = GetParam();
    const OptionValues defaults;
    const std::string text = row.valueText(defaults);
    if (text.empty()) {
        // Only options whose default is "not given" have no text: flags, the figures that are
        // measured or derived when left out, free text, the lists of repeated options, plan's
        // users, of which the output rate is the other half, and report's part (every part).
        EXPECT_TRUE(row.kind == OptionKind::Flag || row.kind == OptionKind::Text ||
                    row.kind == OptionKind::Number || row.kind == OptionKind::Repeated ||
                    row.name == "lang" || row.name == "threads" || row.name == "users" ||
                    row.name == "part")
            << row.name;
    } else {
        OptionValues read;
        EXPECT_EQ(row.parse(text, read), "");
        EXPECT_EQ(row.valueText(read), text);
    }
}

TEST_P(EveryOption, HelpStatesTheDefault)
{
    const OptionRow &row = GetParam();
    const OptionValues defaults;
    const std::string value = row.valueText(defaults);
    if (!row.defaultText.empty() && !value.empty()) {
        // "512; 1024 for advise": the part before the semicolon is the value.
        OptionValues read;
        const std::string stated = row.defaultText.substr(0, row.defaultText.find(';'));
        EXPECT_EQ(row.parse(stated, read), "") << stated;
        EXPECT_EQ(row.valueText(read), value);
    } else if (!row.defaultText.empty()) {
        // A word for what happens when it is left out ("measure", "derived") is not a value.
        OptionValues read;
        EXPECT_NE(row.parse(row.defaultText, read), "") << row.defaultText;
    } else if (!value.empty() && row.isOnCommandLine()) {
        EXPECT_NE(row.helpText().find("[default " + value + "]"), std::string::npos)
            << row.helpText();
    }
    EXPECT_EQ(row.helpText().find('\n'), std::string::npos);
}

// Both languages: every row has its Chinese help, one line, and a number default reads the same
// in both (only words such as "measure" are translated).
TEST_P(EveryOption, HelpIsInChineseToo)
{
    const OptionRow &row = GetParam();
    EXPECT_FALSE(row.helpZh.empty()) << row.name << " has no Chinese help";
    EXPECT_NE(row.helpTextZh(), row.helpText()) << row.name;
    EXPECT_EQ(row.helpTextZh().find('\n'), std::string::npos);
    OptionValues read;
    if (!row.defaultText.empty() && row.parse(row.defaultText, read).empty()) {
        EXPECT_EQ(row.defaultTextZh, row.defaultText) << row.name;
    }
    if (!row.defaultText.empty()) {
        EXPECT_NE(row.helpTextZh().find("［默认 " + row.defaultTextZh + "］"), std::string::npos)
            << row.helpTextZh();
    }
}

// Every row that can refuse a value refuses it in Chinese too: named, in Chinese, one line.
TEST_P(EveryOption, RefusesInChineseToo)
{
    const OptionRow &row = GetParam();
    if (row.kind == OptionKind::Flag || row.kind == OptionKind::Text)
        GTEST_SKIP() << "--" << row.name << " takes no value that could be refused";
    const std::string zh = row.refusalZh("nope");
    EXPECT_EQ(zh.rfind("--" + row.name + " ", 0), 0u) << zh;
    EXPECT_NE(zh.find("'nope'"), std::string::npos) << zh;
    EXPECT_EQ(zh.find("must"), std::string::npos) << zh;
    EXPECT_EQ(zh.find('\n'), std::string::npos) << zh;
    // Three bytes of UTF-8 per ideograph: the line is Chinese, not an English one.
    EXPECT_NE(zh.find("\xE5"), std::string::npos) << zh;
}

struct RefusalZhRow
{
    const char *name;
    const char *option;
    const char *given;
    const char *expected;
};

class ChineseRefusal : public testing::TestWithParam<RefusalZhRow>
{
};

TEST_P(ChineseRefusal, IsWordForWord)
{
    const OptionRow *row = OptionTable::find(GetParam().option);
    ASSERT_NE(row, nullptr);
    EXPECT_EQ(row->refusalZh(GetParam().given), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, ChineseRefusal,
    testing::Values(
        RefusalZhRow{"whole_number", "n", "0", "--n 必须是 1 到 1e+06 之间的整数；收到的是 '0'"},
        RefusalZhRow{"number_with_unit", "mem-bandwidth", "-5",
                     "--mem-bandwidth 必须是 0.01 到 1e+06 GB/s 之间的数；收到的是 '-5'"},
        RefusalZhRow{"english_unit_translated", "sample-bytes", "x",
                     "--sample-bytes 必须是 1 到 1e+12 字节 之间的数；收到的是 'x'"},
        RefusalZhRow{"list", "batch", "1,,2",
                     "--batch 取逗号分隔的一组数，每一个都必须是 1 到 1e+06 个样本 "
                     "之间的整数；收到的是 '1,,2'"},
        RefusalZhRow{"choice", "precision", "fp2",
                     "--precision 必须是其中之一：fp32、tf32、bf16、fp8、fp4；收到的是 'fp2'"},
        RefusalZhRow{"language", "lang", "fr", "--lang 必须是 zh 或 en；收到的是 'fr'"},
        RefusalZhRow{"missing_folder", "out", "", "export 需要 --out DIR，即写入图表的文件夹"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST_P(EveryOption, AcceptsItsRangeAndRefusesBeyondIt)
{
    const OptionRow &row = GetParam();
    if (row.spec == nullptr) {
        EXPECT_FALSE(row.isNumeric() || row.kind == OptionKind::List) << row.name;
    } else {
        const OptionSpec &spec = *row.spec;
        EXPECT_EQ(spec.name(), row.name);
        EXPECT_EQ(spec.isInteger(), row.kind != OptionKind::Number);
        OptionValues values;
        for (const double v : {spec.minValue(), spec.maxValue()}) {
            EXPECT_EQ(row.parse(numberText(v), values), "") << v;
            if (row.isNumeric()) {
                EXPECT_DOUBLE_EQ(row.number(values), v);
                EXPECT_EQ(row.setNumber(row, values, v), "");
            }
        }
        const double step = spec.isInteger()      ? 1.0
                            : spec.minValue() > 0 ? spec.minValue() / 2
                                                  : 1.0;
        for (const double v : {spec.minValue() - step, spec.maxValue() * 2}) {
            const OptionValues before = values;
            const std::string text = numberText(v);
            const std::string problem = row.parse(text, values);
            if (row.kind == OptionKind::List) {
                EXPECT_EQ(problem.rfind("--" + row.name + " takes a comma-separated list", 0), 0u)
                    << problem;
            } else {
                EXPECT_EQ(problem, spec.rangeText() + "; got '" + text + "'");
                EXPECT_EQ(row.setNumber(row, values, v), spec.check(v));
                EXPECT_NE(spec.check(v), "");
            }
            EXPECT_EQ(row.valueText(values), row.valueText(before)) << "a refused value was stored";
        }
    }
}

TEST_P(EveryOption, ChoiceTakesEachWordAndRefusesOthers)
{
    const OptionRow &row = GetParam();
    if (row.kind != OptionKind::Choice) {
        EXPECT_TRUE(row.words.empty());
    } else {
        ASSERT_FALSE(row.words.empty());
        OptionValues values;
        for (const std::string &word : row.words) {
            EXPECT_EQ(row.parse(word, values), "");
            EXPECT_EQ(row.valueText(values), word);
        }
        EXPECT_EQ(row.parse("nope", values), row.refusal("nope"));
        EXPECT_EQ(row.refusal("nope"), "--" + row.name + " " + row.mustBe + "; got 'nope'");
    }
}

INSTANTIATE_TEST_SUITE_P(Table, EveryOption, testing::ValuesIn(OptionTable::rows()),
                         [](const auto &info) { return testName(info.param.name); });

TEST(OptionTable, NamesAndSettingsKeysAreUnique)
{
    std::set<std::string> names;
    std::set<std::string> keys;
    for (const OptionRow &row : OptionTable::rows()) {
        EXPECT_TRUE(names.insert(row.name).second) << row.name;
        EXPECT_EQ(OptionTable::find(row.name), &row);
        if (row.isRemembered()) {
            EXPECT_TRUE(keys.insert(row.settingsKey).second) << row.settingsKey;
            EXPECT_EQ(row.settingsKey, "whatif/" + row.name);
        }
    }
    EXPECT_EQ(OptionTable::find("frobnicate"), nullptr);
}

// The window remembers exactly the inputs it remembered before the table existed.
TEST(OptionTable, RememberedInputs)
{
    std::set<std::string> remembered;
    for (const OptionRow &row : OptionTable::rows()) {
        if (row.isRemembered())
            remembered.insert(row.name);
    }
    const std::set<std::string> expected = {
        "mem-bandwidth", "link-bandwidth", "accel-tflops", "flops-per-sample", "sample-bytes", "n",
        "k", "params", "cards", "card-link-bandwidth", "tokens-per-step", "utilization",
        "activation-bytes", "micro-batch", "layers", "hidden", "seq-len", "user-batch", "precision",
        "weight-dtype", "optimizer", "activations", "link-kind", "device",
        // Tab 5's inference side, since it was built.
        "mode", "model", "prompt-tokens", "context", "batch-size", "kv-dtype", "tp",
        // Its layout beside the tensor degree (the models of 2026).
        "ep", "attention-dp",
        // Speculative decoding with the model's next-token layers (serving as 2026 engines run
        // it).
        "draft-tokens", "accepted-tokens",
        // Whole requests, since they were modelled.
        "output-tokens", "batching", "concurrency",
        // Tab 5's training layout, since it was built (issue 41).
        "pp", "vp", "dp", "zero-stage", "recompute", "global-batch", "train-tokens",
        // Its sequence parallelism and attention kernel, which published runs name.
        "sequence-parallel", "tp-overlap", "attention"};
    EXPECT_EQ(remembered, expected);
}

struct TakesRow
{
    std::string name;
    Subcommand subcommand;
    std::set<std::string> options;
};

class SubcommandOptions : public testing::TestWithParam<TakesRow>
{
};

// The lists the parser kept before the table, one per subcommand; bench, measure and devices
// have taken --lang since they speak both languages.
TEST_P(SubcommandOptions, TakesTheOptionsItTookBefore)
{
    std::set<std::string> taken;
    for (const OptionRow &row : OptionTable::rows()) {
        if (row.takes(GetParam().subcommand))
            taken.insert(row.name);
    }
    EXPECT_EQ(taken, GetParam().options);
}

std::set<std::string> whatIfAnd(std::set<std::string> more)
{
    more.insert({"cpu-gflops", "mem-bandwidth", "link-bandwidth", "accel-tflops",
                 "flops-per-sample", "sample-bytes", "batch", "n", "k", "params", "weight-dtype",
                 "optimizer", "cards", "card-link-bandwidth", "step-ms", "device", "precision",
                 "link-kind", "link-latency-us", "tokens-per-step", "utilization", "activations",
                 "activation-bytes", "micro-batch", "layers", "hidden", "seq-len",
                 // Serving a language model: tab 5's inference side and report --mode inference.
                 "mode", "model", "prompt-tokens", "context", "batch-size", "kv-dtype", "tp", "ep",
                 "attention-dp", "draft-tokens", "accepted-tokens",
                 // Whole requests and the efficiencies behind the expected figures.
                 "output-tokens", "batching", "concurrency", "bandwidth-efficiency",
                 "prefill-efficiency", "layer-overhead-us", "step-overhead-us", "network-gbps",
                 "cards-per-server",
                 // A training run's layout (issue 41).
                 "pp", "vp", "dp", "zero-stage", "recompute", "global-batch", "train-tokens",
                 "sequence-parallel", "tp-overlap", "attention",
                 // The device whose roofline part three draws.
                 "roofline-device"});
    return more;
}

INSTANTIATE_TEST_SUITE_P(
    Lists, SubcommandOptions,
    testing::Values(
        TakesRow{"window", Subcommand::Gui, whatIfAnd({"lang", "openblas-core"})},
        TakesRow{"bench",
                 Subcommand::Bench,
                 {"json", "n", "repeats", "threads", "openblas-core", "lang"}},
        TakesRow{
            "report", Subcommand::Report,
            whatIfAnd({"json", "lang", "repeats", "threads", "openblas-core", "compare", "profile",
                       // The user's own kernels on their rooflines, and one part alone.
                       "kernel", "kernels-file", "part"})},
        TakesRow{"measure",
                 Subcommand::Measure,
                 {"json", "threads", "quick", "openblas-core", "lang", "gpu", "gpu-index"}},
        TakesRow{"devices", Subcommand::Devices, {"json", "lang"}},
        TakesRow{"models", Subcommand::Models, {"json", "lang", "import", "id", "name"}},
        TakesRow{
            "export", Subcommand::Export,
            whatIfAnd({"out", "format", "width", "height", "scale", "lang", "repeats", "threads",
                       "openblas-core", "compare", "profile", "kernel", "kernels-file",
                       // plan's targets: export draws the plan's Pareto chart too (issue 42).
                       "ttft-ms", "tpot-ms", "min-user-tps", "users", "output-rate"})},
        TakesRow{"advise", Subcommand::Advise, {"json", "n", "repeats", "threads", "lang"}},
        // The planner (issue 42): the model and its requests, the targets and the load, and the
        // devices and formats to try as comma lists; the server's cards (issue 50).
        TakesRow{"plan",
                 Subcommand::Plan,
                 {"json", "lang", "model", "prompt-tokens", "output-tokens", "device",
                  "weight-dtype", "kv-dtype", "ttft-ms", "tpot-ms", "min-user-tps", "users",
                  "output-rate", "cards-per-server"}},
        TakesRow{"time",
                 Subcommand::Time,
                 {"json", "lang", "cpu-gflops", "mem-bandwidth", "profile", "repeats", "threads",
                  "flops", "bytes", "runs", "name"}}),
    [](const auto &info) { return info.param.name; });

TEST(Subcommands, WordsInTheHelpsOrder)
{
    EXPECT_EQ(Subcommands::wordList(),
              "report, bench, measure, export, devices, models, validate, plan, advise or time");
    EXPECT_STREQ(Subcommands::word(Subcommand::Gui), "");
}

// A refused value is shown as Qt's QString::left(40) showed it: forty UTF-16 units.
TEST(OptionRow, RefusalShowsFortyUtf16Units)
{
    const OptionRow &precision = *OptionTable::find("precision");
    const std::string prefix = "--precision " + precision.mustBe + "; got '";
    EXPECT_EQ(precision.refusal(std::string(50, 'x')), prefix + std::string(40, 'x') + "'");
    std::string han;
    for (int i = 0; i < 45; ++i)
        han += "\xE5\xA4\xA9";
    EXPECT_EQ(precision.refusal(han), prefix + han.substr(0, 40 * 3) + "'");
    // Twenty characters outside the BMP fill forty units; a twenty-first one cut in half shows
    // as U+FFFD.
    std::string emoji;
    for (int i = 0; i < 21; ++i)
        emoji += "\xF0\x9F\x98\x80";
    EXPECT_EQ(precision.refusal(emoji), prefix + emoji.substr(0, 20 * 4) + "'");
    EXPECT_EQ(precision.refusal("a" + emoji),
              prefix + "a" + emoji.substr(0, 19 * 4) + "\xEF\xBF\xBD'");
}

} // namespace
} // namespace blab::core
