// SPDX-License-Identifier: GPL-3.0-or-later

#include "command_line.h"

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "io/printable.h"
#include "kernels/user_kernel.h"
#include "options/option_table.h"
#include "state/user_catalog.h"

#include <QCommandLineParser>
#include <QLocale>
#include <QSet>
#include <QStringDecoder>
#include <algorithm>
#include <iterator>
#include <optional>
#include <utility>

namespace blab::app {

namespace {

using core::OptionKind;
using core::OptionRow;
using core::OptionTable;
using core::Subcommands;

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

// What the program is for and what each subcommand does, above the options in the help.
QString description(bool chinese)
{
    QString text = chinese
                       ? QStringLiteral("Bottleneck Lab：这项工作受限于计算，还是受限于数据搬运？"
                                        "\n\n子命令：")
                       : QStringLiteral("Bottleneck Lab: is this work limited by compute or "
                                        "by moving data?\n\nSubcommands:");
    for (Subcommand subcommand : Subcommands::kAll) {
        // Each word fills eight columns; the Chinese brackets and character are two columns wide
        // each, so that one is padded by hand.
        const QString word =
            subcommand != Subcommand::Gui
                ? QStringLiteral("%1").arg(QString::fromUtf8(Subcommands::word(subcommand)), -8)
            : chinese ? QStringLiteral("（无）  ")
                      : QStringLiteral("(none)  ");
        text += QStringLiteral("\n  %1 ").arg(word) +
                QString::fromUtf8(chinese ? Subcommands::summaryZh(subcommand)
                                          : Subcommands::summary(subcommand));
    }
    return text;
}

// Every option of the table that the command line takes, in the table's order, which is the
// help's; with only, those that subcommand takes, for its own help.
void addOptions(QCommandLineParser &parser, bool chinese,
                std::optional<Subcommand> only = std::nullopt)
{
    if (only) {
        const QString word = fromStd(Subcommands::word(*only));
        parser.setApplicationDescription(
            (chinese ? QStringLiteral("%1：%2\n\n下面是 '%1' 接受的选项；--help-all 列出全部选项。")
                     : QStringLiteral("%1: %2\n\nThe options '%1' takes; --help-all lists every "
                                      "option."))
                .arg(word, QString::fromUtf8(chinese ? Subcommands::summaryZh(*only)
                                                     : Subcommands::summary(*only))));
    } else {
        parser.setApplicationDescription(description(chinese));
    }
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"),
                                 fromStd(Subcommands::wordList()) +
                                     (chinese ? QStringLiteral("；不给则打开窗口。")
                                              : QStringLiteral("; none opens the window.")));
    for (const OptionRow &row : OptionTable::rows()) {
        if (row.isOnCommandLine() && (!only || row.takes(*only)))
            parser.addOption(QCommandLineOption(
                fromStd(row.name), fromStd(chinese ? row.helpTextZh() : row.helpText()),
                fromStd(row.valueName)));
    }
}

// --help after a subcommand lists that subcommand's options; --help alone, or --help-all, every
// option.
QString helpFor(const QCommandLineParser &parser, bool chinese)
{
    const QString word = parser.positionalArguments().value(0);
    if (parser.isSet(QStringLiteral("help-all")) || word.isEmpty())
        return parser.helpText();
    for (Subcommand subcommand : Subcommands::kAll) {
        if (subcommand != Subcommand::Gui && word == fromStd(Subcommands::word(subcommand))) {
            QCommandLineParser own;
            addOptions(own, chinese, subcommand);
            return own.helpText();
        }
    }
    return parser.helpText();
}

bool readSubcommand(const QStringList &positional, Subcommand &out, QString &error)
{
    const QString words = fromStd(Subcommands::wordList());
    if (positional.size() > 1) {
        error = CommandLine::tr("unexpected argument '%1'; give one subcommand: %2")
                    .arg(positional.at(1).left(40), words);
        return false;
    }
    const QString word = positional.value(0);
    for (Subcommand subcommand : Subcommands::kAll) {
        if (word == QString::fromUtf8(Subcommands::word(subcommand))) {
            out = subcommand;
            return true;
        }
    }
    error = CommandLine::tr("unknown subcommand '%1'; use %2").arg(word.left(40), words);
    return false;
}

// The subcommand, and for time the command after "--", whose words go to it untouched (the
// parser has already taken them as positional arguments, options and all).
// Where the "--" that ends the options is: the first one that is not the value of an option
// before it (time --name -- -- cmd names the command "--"); -1 when there is none.
int endOfOptions(const QStringList &arguments)
{
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] != QLatin1String("--"))
            continue;
        const QString &before = arguments[i - 1];
        const OptionRow *row =
            before.startsWith(QLatin1String("--")) && !before.contains(QLatin1Char('='))
                ? OptionTable::find(before.mid(2).toStdString())
                : nullptr;
        if (!(row && row->takesValue()))
            return i;
    }
    return -1;
}

bool readCommand(const QStringList &arguments, QStringList positional, bool chinese,
                 ParsedCommand &out, QString &error)
{
    const int dashes = endOfOptions(arguments);
    const int words = dashes < 0 ? 0 : static_cast<int>(arguments.size()) - dashes - 1;
    for (const QString &word : positional.mid(positional.size() - words))
        out.timeCommand.push_back(word.toStdString());
    positional = positional.mid(0, positional.size() - words);
    if (!readSubcommand(positional, out.subcommand, error))
        return false;
    const bool timed = out.subcommand == Subcommand::Time;
    if (timed == !out.timeCommand.empty())
        return true;
    error = timed ? (chinese ? QStringLiteral("time 需要在 -- 之后给出要运行的命令")
                             : QStringLiteral("time needs the command to run after --"))
                  : (chinese ? QStringLiteral("只有 time 接受 -- 之后的命令")
                             : QStringLiteral("only time takes a command after --"));
    return false;
}

// Options that only make sense for some subcommands are refused by the others, so that a typo in
// a script does not pass unnoticed.
bool checkApplies(const QCommandLineParser &parser, Subcommand subcommand, QString &error)
{
    for (const QString &name : parser.optionNames()) {
        const OptionRow *row = OptionTable::find(name.toStdString());
        if (row == nullptr || !row->takes(subcommand)) {
            error = CommandLine::tr("--%1 does not apply to %2")
                        .arg(name, subcommand == Subcommand::Gui
                                       ? CommandLine::tr("the window")
                                       : QString::fromUtf8(Subcommands::word(subcommand)));
            return false;
        }
    }
    return true;
}

// A device or model id of the shipped catalogs or the user's own; a user file that does not read
// adds nothing. Other kinds of option are not ids and pass.
bool isKnownId(OptionKind kind, const std::string &id)
{
    if (kind == OptionKind::Device)
        return core::DeviceCatalog::knows(id, ui::UserCatalog::load().devices);
    if (kind == OptionKind::Model)
        return core::ModelCatalogFile::knows(id, ui::UserCatalog::loadModels().models);
    return true;
}

// A refused --kernel spec in Chinese, naming the key as the English refusal does; other
// repeated options say what they must be.
std::string kernelRefusalZh(const OptionRow &row, const std::string &text)
{
    core::UserKernel kernel;
    std::string problem, problemZh;
    if (row.name == "kernel" && !core::UserKernel::parse(text, kernel, problem, &problemZh))
        return "--" + row.name + "：" + problemZh;
    return row.refusalZh(text);
}

// An option given once for each item: each value checked and added in the order given.
bool readEach(const QCommandLineParser &parser, const OptionRow &row, bool chinese,
              core::OptionValues &values, QString &error)
{
    for (const QString &value : parser.values(fromStd(row.name))) {
        const std::string text = value.toStdString();
        std::string problem = row.parse(text, values);
        // Only this side knows the user's own devices, so it checks the kernel's device itself.
        const bool kernel = row.name == "kernel" && !values.whatIf.kernels.empty();
        const std::string device = kernel ? values.whatIf.kernels.back().device : std::string();
        if (problem.empty() && kernel && !isKnownId(OptionKind::Device, device)) {
            error = chinese ? QStringLiteral("--%1 的 device '%2' 不是 'bottleneck-lab devices' "
                                             "列出的器件")
                                  .arg(fromStd(row.name), fromStd(core::printable(device)))
                            : QStringLiteral("--%1: device '%2' is not one that 'bottleneck-lab "
                                             "devices' lists")
                                  .arg(fromStd(row.name), fromStd(core::printable(device)));
            return false;
        }
        if (!problem.empty()) {
            error = fromStd(chinese ? kernelRefusalZh(row, text) : problem);
            return false;
        }
    }
    return true;
}

// A value that the subcommand takes as a comma-separated list: each item checked as the single
// value is, then added to the list. An empty item is refused as an empty value is.
bool readList(const OptionRow &row, const std::string &text, bool chinese,
              core::OptionValues &values, QString &error)
{
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const std::string item = text.substr(start, end - start);
        core::OptionValues one = values;
        const std::string problem =
            !isKnownId(row.kind, item) ? row.listRefusal(item) : row.parse(item, one);
        if (!problem.empty()) {
            error = fromStd(chinese ? row.listRefusalZh(item) : problem);
            return false;
        }
        row.append(one, values);
        start = end + 1;
    }
    return true;
}

// Every option given, checked and stored in the table's order; the first refusal is the error.
bool readOptions(const QCommandLineParser &parser, Subcommand subcommand, bool chinese,
                 core::OptionValues &values, QString &error)
{
    for (const OptionRow &row : OptionTable::rows()) {
        const QString name = fromStd(row.name);
        if (!row.isOnCommandLine() || !parser.isSet(name))
            continue;
        if (row.kind == OptionKind::Repeated) {
            if (!readEach(parser, row, chinese, values, error))
                return false;
            continue;
        }
        if (row.takesListIn(subcommand)) {
            if (!readList(row, parser.value(name).toStdString(), chinese, values, error))
                return false;
            continue;
        }
        const std::string text = row.takesValue() ? parser.value(name).toStdString() : "";
        // Only this side knows the user's own devices and models, so it checks their ids itself.
        // Tab 3's measured card is no catalog device; without a profile that holds one, the
        // roofline falls back to this CPU's, as in the window.
        const bool measuredCard =
            row.name == "roofline-device" && text == core::DeviceCatalog::kThisGpu;
        const std::string problem = !measuredCard && !isKnownId(row.kind, text)
                                        ? row.refusal(text)
                                        : row.parse(text, values);
        if (!problem.empty()) {
            error = fromStd(chinese ? kernelRefusalZh(row, text) : problem);
            return false;
        }
    }
    return true;
}

bool checkNeeded(const QCommandLineParser &parser, Subcommand subcommand, bool chinese,
                 QString &error)
{
    for (const OptionRow &row : OptionTable::rows()) {
        if (row.needs(subcommand) && !parser.isSet(fromStd(row.name))) {
            error = fromStd(chinese && !row.missingTextZh.empty() ? row.missingTextZh
                                                                  : row.missingText);
            return false;
        }
    }
    return true;
}

// In training, --model names the model being trained and its shape gives the parameters, so
// --params beside it would be a second answer to the same question.
bool checkTrainingModel(const QCommandLineParser &parser, const core::OptionValues &values,
                        bool chinese, QString &error)
{
    if (values.whatIf.mode != core::WorkloadMode::Training ||
        !parser.isSet(QStringLiteral("model")) || !parser.isSet(QStringLiteral("params")))
        return true;
    error = chinese ? QStringLiteral("训练时 --model 的结构已经给出参数量，--params 和 --model "
                                     "只能给一个")
                    : QStringLiteral("in training, --model's shape gives the parameters; give "
                                     "--params or --model, not both");
    return false;
}

// --card-link-bandwidth is the custom link's bandwidth; beside a named kind of link one of the
// two would be ignored.
bool checkLinkKind(const QCommandLineParser &parser, const core::OptionValues &values, bool chinese,
                   QString &error)
{
    if (!parser.isSet(QStringLiteral("card-link-bandwidth")) ||
        !parser.isSet(QStringLiteral("link-kind")) ||
        values.whatIf.linkKind == core::LinkKind::Custom)
        return true;
    const QString kind = parser.value(QStringLiteral("link-kind"));
    error = chinese ? QStringLiteral("--card-link-bandwidth 是自定义链路的带宽，而 --link-kind %1 "
                                     "已选了一种链路；去掉其中一个，或写 --link-kind custom")
                          .arg(kind)
                    : QStringLiteral("--card-link-bandwidth is the custom link's bandwidth, but "
                                     "--link-kind %1 names another link; drop one of them, or "
                                     "give --link-kind custom")
                          .arg(kind);
    return false;
}

// The image export draws may not be larger than OptionValues::kMaxExportPixels, whatever the
// width, height and scale that ask for it within their own ranges.
bool checkExportSize(const core::OptionValues &values, Subcommand subcommand, bool chinese,
                     QString &error)
{
    if (subcommand != Subcommand::Export || !values.drawsImages() ||
        values.exportPixels() <= core::OptionValues::kMaxExportPixels)
        return true;
    const QString asked = QString::number(values.exportPixels() / 1e6, 'f', 1);
    error = chinese ? QStringLiteral("--width × --height × --scale² 是 %1 百万像素，超过上限 64 "
                                     "百万像素")
                          .arg(asked)
                    : QStringLiteral("--width × --height × --scale² is %1 megapixels, over the "
                                     "limit of 64")
                          .arg(asked);
    return false;
}

// plan's second target and its load are each one of two options: exactly one of each pair,
// and the model, the prompt and the answer named rather than left to report's defaults. export
// given any of plan's targets draws the plan's Pareto chart too, and then needs the same targets
// (its model and requests may be report's defaults, as its other charts' are).
bool checkPlan(const QCommandLineParser &parser, Subcommand subcommand, bool chinese,
               QString &error)
{
    const char *const targets[] = {"ttft-ms", "tpot-ms", "min-user-tps", "users", "output-rate"};
    const bool exportsPlan =
        subcommand == Subcommand::Export &&
        std::any_of(std::begin(targets), std::end(targets),
                    [&parser](const char *name) { return parser.isSet(QLatin1String(name)); });
    if (subcommand != Subcommand::Plan && !exportsPlan)
        return true;
    const QString word = exportsPlan ? QStringLiteral("export") : QStringLiteral("plan");
    const auto needs = [&](const char *name) {
        if (parser.isSet(QLatin1String(name)))
            return true;
        error = chinese ? QStringLiteral("%1 需要 --%2").arg(word, QLatin1String(name))
                        : QStringLiteral("%1 needs --%2").arg(word, QLatin1String(name));
        return false;
    };
    if (exportsPlan && !needs("ttft-ms"))
        return false;
    for (const char *name : {"model", "prompt-tokens", "output-tokens"}) {
        if (!exportsPlan && !needs(name))
            return false;
    }
    const std::pair<const char *, const char *> pairs[] = {{"tpot-ms", "min-user-tps"},
                                                           {"users", "output-rate"}};
    for (const auto &[one, other] : pairs) {
        const bool first = parser.isSet(QLatin1String(one));
        if (first != parser.isSet(QLatin1String(other)))
            continue;
        const QString a = QLatin1String(one), b = QLatin1String(other);
        if (first)
            error = chinese ? QStringLiteral("%1 只接受 --%2 和 --%3 中的一个，不能两个都给")
                                  .arg(word, a, b)
                            : QStringLiteral("%1 takes --%2 or --%3, not both").arg(word, a, b);
        else
            error = chinese ? QStringLiteral("%1 需要 --%2 或 --%3 中的一个").arg(word, a, b)
                            : QStringLiteral("%1 needs --%2 or --%3").arg(word, a, b);
        return false;
    }
    return true;
}

// What one option means for another, which a row cannot say about its own field alone.
void applyImplications(const QCommandLineParser &parser, Subcommand subcommand,
                       const core::WhatIfInputs &base, core::OptionValues &values)
{
    // A bandwidth typed in means that link, unless a kind is named as well.
    if (parser.isSet(QStringLiteral("card-link-bandwidth")) &&
        !parser.isSet(QStringLiteral("link-kind")))
        values.whatIf.linkKind = core::LinkKind::Custom;
    // In serving, a precision or link kind not given follows the device. Only a flag given here
    // marks a choice: the window parses over the saved inputs, whose choices stay.
    core::WhatIfInputs &w = values.whatIf;
    if (parser.isSet(QStringLiteral("precision")))
        w.precisionGiven = true;
    if (parser.isSet(QStringLiteral("link-kind")) ||
        parser.isSet(QStringLiteral("card-link-bandwidth")))
        w.linkKindGiven = true;
    // Without a context, the cache holds the prompt and the answer, as it did before unless it
    // had been set apart from them (in the window's saved inputs).
    if (!parser.isSet(QStringLiteral("context")) &&
        base.context == base.promptTokens + base.outputTokens)
        w.context = w.promptTokens + w.outputTokens;
    // A mode switched here moves the card and weights as the window's mode buttons do (serving
    // on the lesson's card starts on an H100 SXM in BF16), unless they are named here too.
    if (w.mode != base.mode && !parser.isSet(QStringLiteral("device")) &&
        !parser.isSet(QStringLiteral("weight-dtype"))) {
        core::WhatIfInputs switched = w;
        switched.mode = base.mode;
        switched.switchMode(w.mode);
        w.device = switched.device;
        w.weightDtype = switched.weightDtype;
        w.servingLeftLesson = switched.servingLeftLesson;
    }
    // Training a model named by --model: its shape gives the parameters and splits the step.
    if (w.mode == core::WorkloadMode::Training && parser.isSet(QStringLiteral("model")))
        w.trainingModel = w.model;
    // In training a model's run, --utilization replaces the products' shares by size.
    if (parser.isSet(QStringLiteral("utilization")))
        w.utilizationGiven = true;
    // Serving has no training utilisation: there --utilization names the products' share.
    if (w.mode == core::WorkloadMode::Inference && parser.isSet(QStringLiteral("utilization")) &&
        !parser.isSet(QStringLiteral("prefill-efficiency")))
        w.prefillEfficiency = w.utilization;
    values.bench.n = values.whatIf.n;
    // The advisor's default size: large enough that every family runs at its full speed.
    if (subcommand == Subcommand::Advise && !parser.isSet(QStringLiteral("n")))
        values.bench.n = CommandLine::kAdviseN;
}

} // namespace

const int CommandLine::kAdviseN;

QString CommandLine::requestedLanguage(const QStringList &arguments)
{
    // Words after "--" are time's command's, not this program's options.
    for (int i = 1; i < arguments.size() && arguments.at(i) != QLatin1String("--"); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return {};
}

QString CommandLine::subcommandWord(const QStringList &arguments)
{
    // Every option takes its value with '=' or as the next word; those that take none are known
    // here so that a value is not mistaken for the subcommand.
    static const QSet<QString> flags = [] {
        QSet<QString> names = {"--help", "-h", "--help-all", "--version", "-v"};
        for (const OptionRow &row : OptionTable::rows())
            if (row.isOnCommandLine() && !row.takesValue())
                names << QStringLiteral("--") + fromStd(row.name);
        return names;
    }();
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (!a.startsWith('-'))
            return a;
        if (!flags.contains(a) && !a.contains('='))
            ++i;
    }
    return {};
}

bool CommandLine::isHeadless(const QStringList &arguments)
{
    if (!subcommandWord(arguments).isEmpty())
        return true;
    for (const QString &a : arguments) {
        if (a == "--help" || a == "-h" || a == "--help-all" || a == "--version" || a == "-v")
            return true;
    }
    return false;
}

QString CommandLine::qtOptionRefusal(const QStringList &arguments)
{
    // The options QGuiApplication and QApplication take out of the arguments for themselves.
    static const QSet<QString> qtOptions = {"-platform",      "-platformpluginpath",
                                            "-platformtheme", "-plugin",
                                            "-qmljsdebugger", "-qwindowgeometry",
                                            "-qwindowicon",   "-qwindowtitle",
                                            "-reverse",       "-session",
                                            "-display",       "-geometry",
                                            "-style",         "-stylesheet",
                                            "-widgetcount",   "-nograb",
                                            "-dograb",        "-sync"};
    if (!isHeadless(arguments))
        return {};
    // Words after "--" belong to the command time runs, whatever they look like.
    for (int i = 1; i < arguments.size() && arguments.at(i) != QLatin1String("--"); ++i) {
        // Qt takes its options with two dashes too (--platform); the refusal names the option as
        // the user typed it.
        const QString word = arguments.at(i).section('=', 0, 0);
        const QString oneDash = word.startsWith(QLatin1String("--")) ? word.mid(1) : word;
        if (!qtOptions.contains(oneDash))
            continue;
        return CommandLine::chineseText(arguments)
                   ? QStringLiteral("%1 是 Qt 窗口的选项；子命令不开窗口，不接受 Qt 的选项")
                         .arg(word)
                   : QStringLiteral("%1 is an option of Qt's window; the subcommands open no "
                                    "window and take none of Qt's options")
                         .arg(word);
    }
    return {};
}

bool CommandLine::chineseText(const QStringList &arguments)
{
    const QString requested = requestedLanguage(arguments);
    if (!requested.isEmpty())
        return requested == QLatin1String("zh");
    return QLocale::system().language() == QLocale::Chinese;
}

QString CommandLine::invalidTextRefusal(const std::vector<std::string> &arguments, bool chinese)
{
    for (std::size_t i = 1; i < arguments.size(); ++i) {
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString text = decoder.decode(QByteArray::fromStdString(arguments[i]));
        if (!decoder.hasError())
            continue;
        // The option the value belongs to, when the word before it names one that takes a value.
        const std::string &before = arguments[i - 1];
        const OptionRow *row =
            before.rfind("--", 0) == 0 ? OptionTable::find(before.substr(2)) : nullptr;
        const QString what =
            text.startsWith(QLatin1String("--")) ? text.section(QLatin1Char('='), 0, 0)
            : row && row->takesValue()
                ? QString::fromStdString(core::printable(before))
                : QStringLiteral("'%1'").arg(QString::fromStdString(core::printable(arguments[i])));
        return chinese ? QStringLiteral("%1 的值不是 UTF-8 文本；请用 UTF-8 的文件名").arg(what)
                       : QStringLiteral("%1: the value is not UTF-8 text; file names must be "
                                        "UTF-8 here")
                             .arg(what);
    }
    return {};
}

QString CommandLine::noDisplayText(const QStringList &arguments)
{
    return CommandLine::chineseText(arguments)
               ? QStringLiteral("没有显示器：请运行子命令（如 'report'），或设置 "
                                "QT_QPA_PLATFORM=offscreen")
               : QStringLiteral("no display: run a subcommand such as 'report', or set "
                                "QT_QPA_PLATFORM=offscreen");
}

bool CommandLine::parse(const QStringList &arguments, ParsedCommand &out, QString &error,
                        const core::WhatIfInputs &base)
{
    out = ParsedCommand{};
    out.whatIf = base;
    QCommandLineParser parser;
    const bool chinese = CommandLine::chineseText(arguments);
    addOptions(parser, chinese);
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return false;
    }
    out.helpText = helpFor(parser, chinese);
    if (parser.isSet("help") || parser.isSet("help-all")) {
        out.showHelp = true;
        return true;
    }
    if (parser.isSet("version")) {
        out.showVersion = true;
        return true;
    }
    if (!readCommand(arguments, parser.positionalArguments(), chinese, out, error) ||
        !checkApplies(parser, out.subcommand, error) ||
        !readOptions(parser, out.subcommand, chinese, out, error) ||
        !checkNeeded(parser, out.subcommand, chinese, error) ||
        !checkTrainingModel(parser, out, chinese, error) ||
        !checkLinkKind(parser, out, chinese, error) ||
        !checkExportSize(out, out.subcommand, chinese, error) ||
        !checkPlan(parser, out.subcommand, chinese, error))
        return false;
    applyImplications(parser, out.subcommand, base, out);
    out.deviceGiven = parser.isSet(QStringLiteral("device"));
    if (parser.isSet(QStringLiteral("mem-bandwidth")))
        out.whatIf.memBandwidthSource = core::BandwidthSource::Entered;
    return true;
}

} // namespace blab::app
