#include "app/command_line.h"

#include "core/option_spec.h"
#include "core/report_model.h"
#include "core/system_info.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSet>

namespace blab::app {

namespace {

using core::OptionSpec;

// Options that only make sense for some subcommands; anything else given to them is an error,
// so a typo in a script does not pass unnoticed.
const QSet<QString> kWhatIfOptions = {"cpu-gflops",
                                      "mem-bandwidth",
                                      "link-bandwidth",
                                      "accel-tflops",
                                      "flops-per-sample",
                                      "sample-bytes",
                                      "batch",
                                      "n",
                                      "k",
                                      "params",
                                      "weight-dtype",
                                      "optimizer",
                                      "cards",
                                      "card-link-bandwidth",
                                      "step-ms",
                                      "device"};

QSet<QString> allowedOptions(Subcommand subcommand)
{
    switch (subcommand) {
    case Subcommand::Gui:
        return kWhatIfOptions + QSet<QString>{"lang"};
    case Subcommand::Bench:
        return {"json", "n", "repeats", "threads"};
    case Subcommand::Report:
        return kWhatIfOptions + QSet<QString>{"json", "lang", "repeats", "threads"};
    case Subcommand::Measure:
        return {"json", "threads", "quick"};
    case Subcommand::Export:
        return kWhatIfOptions +
               QSet<QString>{"out", "width", "height", "scale", "lang", "repeats", "threads"};
    }
    return {};
}

bool readNumber(const QCommandLineParser &parser, const OptionSpec &spec, double &out,
                QString &error)
{
    if (!parser.isSet(QString::fromStdString(spec.name())))
        return true;
    const std::string problem =
        spec.parse(parser.value(QString::fromStdString(spec.name())).toStdString(), out);
    if (!problem.empty()) {
        error = QString::fromStdString(problem);
        return false;
    }
    return true;
}

bool readInt(const QCommandLineParser &parser, const OptionSpec &spec, int &out, QString &error)
{
    double value = out;
    if (!readNumber(parser, spec, value, error))
        return false;
    out = static_cast<int>(value);
    return true;
}

bool readWhatIf(const QCommandLineParser &parser, core::WhatIfInputs &w, QString &error)
{
    double cpu = 0.0;
    if (parser.isSet("cpu-gflops")) {
        if (!readNumber(parser, OptionSpec::cpuGflops, cpu, error))
            return false;
        w.cpuGflops = cpu;
    }
    if (!readNumber(parser, OptionSpec::memBandwidth, w.memBandwidthGBs, error) ||
        !readNumber(parser, OptionSpec::linkBandwidth, w.linkGBs, error) ||
        !readNumber(parser, OptionSpec::accelTflops, w.accelTflops, error) ||
        !readNumber(parser, OptionSpec::flopsPerSample, w.flopsPerSample, error) ||
        !readNumber(parser, OptionSpec::sampleBytes, w.sampleBytes, error) ||
        !readInt(parser, OptionSpec::n, w.n, error) ||
        !readInt(parser, OptionSpec::k, w.k, error) ||
        !readNumber(parser, OptionSpec::params, w.params, error) ||
        !readInt(parser, OptionSpec::cards, w.cards, error) ||
        !readNumber(parser, OptionSpec::cardLinkBandwidth, w.cardLinkGBs, error) ||
        !readNumber(parser, OptionSpec::stepMs, w.stepComputeMs, error))
        return false;
    if (parser.isSet("batch")) {
        const std::string problem =
            OptionSpec::batch.parseList(parser.value("batch").toStdString(), w.batches);
        if (!problem.empty()) {
            error = QString::fromStdString(problem);
            return false;
        }
    }
    if (parser.isSet("weight-dtype")) {
        const QString dtype = parser.value("weight-dtype");
        if (dtype == "fp32")
            w.weightBytes = 4;
        else if (dtype == "fp16" || dtype == "bf16")
            w.weightBytes = 2;
        else if (dtype == "fp8")
            w.weightBytes = 1;
        else {
            error = QStringLiteral("--weight-dtype must be one of fp32, bf16, fp16, fp8; got '%1'")
                        .arg(dtype.left(40));
            return false;
        }
    }
    if (parser.isSet("optimizer") &&
        !core::MemoryModel::parseOptimizer(parser.value("optimizer").toStdString(), w.optimizer)) {
        error = QStringLiteral("--optimizer must be one of sgd, momentum, adam; got '%1'")
                    .arg(parser.value("optimizer").left(40));
        return false;
    }
    if (parser.isSet("device")) {
        const std::string id = parser.value("device").toStdString();
        QStringList known;
        bool found = false;
        for (const std::string &candidate : core::ReportModel::deviceIds()) {
            known << QString::fromStdString(candidate);
            found = found || candidate == id;
        }
        if (!found) {
            error = QStringLiteral("--device must be one of %1; got '%2'")
                        .arg(known.join(", "), parser.value("device").left(40));
            return false;
        }
        w.device = id;
    }
    return true;
}

} // namespace

QString CommandLine::subcommandWord(const QStringList &arguments)
{
    // Every option takes its value with '=' or as the next word; those that take one are known
    // here so that a value is not mistaken for the subcommand.
    static const QSet<QString> flags = {"--json",     "--quick",   "--help", "-h",
                                        "--help-all", "--version", "-v"};
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

bool CommandLine::parse(const QStringList &arguments, ParsedCommand &out, QString &error,
                        const core::WhatIfInputs &base)
{
    out.whatIf = base;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Bottleneck Lab: is this work limited by compute or by moving data?\n\n"
                       "Subcommands:\n"
                       "  (none)   open the window\n"
                       "  report   the five parts as text or JSON (measures the CPU unless "
                       "--cpu-gflops is given)\n"
                       "  bench    the sgemm measurement alone\n"
                       "  measure  this machine's roofline: compute peak, STREAM bandwidth, "
                       "sgemm sweep, kernels\n"
                       "  export   every chart as PNG, no display needed"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("command",
                                 "report, bench, measure or export; none opens the window.");

    const auto spec = [](const OptionSpec &s, const QString &help, const QString &def) {
        return QCommandLineOption(QString::fromStdString(s.name()),
                                  help + QStringLiteral(" [default %1]").arg(def), "value");
    };
    parser.addOptions({
        {"json", "Print JSON instead of text."},
        {"quick", "measure: smaller arrays and fewer passes, under about ten seconds."},
        {"lang", "Language of the text: zh or en [default: the system's].", "zh|en"},
        spec(OptionSpec::cpuGflops, "This CPU's GFLOPS; given, nothing is measured.", "measure"),
        spec(OptionSpec::memBandwidth, "CPU memory bandwidth, GB/s.", "50"),
        spec(OptionSpec::linkBandwidth, "Host-to-device link bandwidth, GB/s.", "12"),
        spec(OptionSpec::accelTflops, "Accelerator peak, TFLOPS.", "20"),
        spec(OptionSpec::flopsPerSample, "FLOPs to compute one sample.", "1e8"),
        spec(OptionSpec::sampleBytes, "Bytes of one sample.", "602112"),
        spec(OptionSpec::batch, "Batch sizes, comma-separated.", "32,128,512"),
        spec(OptionSpec::n, "Matrix size n for sgemm and the intensity table.", "512"),
        spec(OptionSpec::k, "Multiply-adds per element in the elementwise kernel.", "1000"),
        spec(OptionSpec::repeats, "Timed sgemm runs.", "20"),
        {"threads", "OpenBLAS threads, 1 to this machine's count [default: all].", "value"},
        spec(OptionSpec::params, "Model parameters.", "1e9"),
        {"weight-dtype", "Weight precision: fp32, bf16, fp16 or fp8 [default fp32].", "dtype"},
        {"optimizer", "Optimizer: sgd, momentum or adam [default adam].", "name"},
        spec(OptionSpec::cards, "Cards training together.", "8"),
        spec(OptionSpec::cardLinkBandwidth, "Bandwidth between cards, GB/s.", "12"),
        spec(OptionSpec::stepMs, "Compute time of one training step on one card, ms.", "500"),
        {"device", "Device to check the model's memory against [default training_accelerator].",
         "id"},
        {"out", "Folder to write the charts into (export).", "dir"},
        spec(OptionSpec::width, "Chart width in pixels (export).", "1600"),
        spec(OptionSpec::height, "Chart height in pixels (export).", "1000"),
        spec(OptionSpec::scale, "Device pixel ratio of the PNGs, 1 to 4 (export).", "1"),
    });

    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return false;
    }
    out.helpText = parser.helpText();
    if (parser.isSet("help") || parser.isSet("help-all")) {
        out.showHelp = true;
        return true;
    }
    if (parser.isSet("version")) {
        out.showVersion = true;
        return true;
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        error = QStringLiteral("unexpected argument '%1'; give one subcommand: report, bench or "
                               "export")
                    .arg(positional.at(1).left(40));
        return false;
    }
    const QString word = positional.value(0);
    if (word.isEmpty())
        out.subcommand = Subcommand::Gui;
    else if (word == "report")
        out.subcommand = Subcommand::Report;
    else if (word == "bench")
        out.subcommand = Subcommand::Bench;
    else if (word == "export")
        out.subcommand = Subcommand::Export;
    else if (word == "measure")
        out.subcommand = Subcommand::Measure;
    else {
        error = QStringLiteral("unknown subcommand '%1'; use report, bench, measure or export")
                    .arg(word.left(40));
        return false;
    }

    const QSet<QString> allowed = allowedOptions(out.subcommand);
    for (const QString &name : parser.optionNames()) {
        if (!allowed.contains(name)) {
            error = QStringLiteral("--%1 does not apply to %2")
                        .arg(name, word.isEmpty() ? QStringLiteral("the window") : word);
            return false;
        }
    }

    out.json = parser.isSet("json");
    out.quick = parser.isSet("quick");
    if (parser.isSet("lang")) {
        out.language = parser.value("lang");
        if (out.language != "zh" && out.language != "en") {
            error = QStringLiteral("--lang must be zh or en; got '%1'").arg(out.language.left(40));
            return false;
        }
    }
    if (!readWhatIf(parser, out.whatIf, error))
        return false;

    out.bench.n = out.whatIf.n;
    if (!readInt(parser, OptionSpec::repeats, out.bench.repeats, error))
        return false;
    if (parser.isSet("threads")) {
        const int maxThreads = core::SystemInfo::openblasMaxThreads();
        const OptionSpec threads("threads", 1, maxThreads, "", true);
        if (!readInt(parser, threads, out.bench.threads, error))
            return false;
    }

    if (out.subcommand == Subcommand::Export) {
        if (!parser.isSet("out") || parser.value("out").isEmpty()) {
            error = QStringLiteral("export needs --out DIR, a folder to write the PNGs into");
            return false;
        }
        out.outDir = parser.value("out");
        if (!readInt(parser, OptionSpec::width, out.width, error) ||
            !readInt(parser, OptionSpec::height, out.height, error) ||
            !readNumber(parser, OptionSpec::scale, out.scale, error))
            return false;
    }
    return true;
}

} // namespace blab::app
