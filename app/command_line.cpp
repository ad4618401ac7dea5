#include "command_line.h"

#include "catalog/device_catalog.h"
#include "io/enum_ids.h"
#include "measure/system_info.h"
#include "model/report_model.h"
#include "options/option_spec.h"
#include "state/user_catalog.h"

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
                                      "device",
                                      "precision",
                                      "link-kind",
                                      "link-latency-us",
                                      "tokens-per-step",
                                      "utilization",
                                      "activations",
                                      "activation-bytes",
                                      "micro-batch",
                                      "layers",
                                      "hidden",
                                      "seq-len"};

QSet<QString> allowedOptions(Subcommand subcommand)
{
    switch (subcommand) {
    case Subcommand::Gui:
        return kWhatIfOptions + QSet<QString>{"lang", "openblas-core"};
    case Subcommand::Bench:
        return {"json", "n", "repeats", "threads", "openblas-core"};
    case Subcommand::Report:
        return kWhatIfOptions +
               QSet<QString>{"json", "lang", "repeats", "threads", "openblas-core"};
    case Subcommand::Measure:
        return {"json", "threads", "quick", "openblas-core"};
    case Subcommand::Devices:
        return {"json"};
    case Subcommand::Export:
        return kWhatIfOptions + QSet<QString>{"out",  "width",   "height",  "scale",
                                              "lang", "repeats", "threads", "openblas-core"};
    case Subcommand::Advise:
        return {"json", "n", "repeats", "threads", "lang"};
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

bool readOptional(const QCommandLineParser &parser, const OptionSpec &spec,
                  std::optional<double> &out, QString &error)
{
    if (!parser.isSet(QString::fromStdString(spec.name())))
        return true;
    double value = 0.0;
    if (!readNumber(parser, spec, value, error))
        return false;
    out = value;
    return true;
}

// Reads an option whose value is one word of a fixed list, spelled as id() spells it.
template <typename T, std::size_t N>
bool readChoice(const QCommandLineParser &parser, const QString &name, T &out,
                const T (&choices)[N], const char *(*id)(T), QString &error)
{
    if (!parser.isSet(name))
        return true;
    const QString given = parser.value(name);
    if (const auto found = core::findById(given.toStdString(), choices, id)) {
        out = *found;
        return true;
    }
    QStringList words;
    for (T choice : choices)
        words << QString::fromLatin1(id(choice));
    error = QStringLiteral("--%1 must be one of %2; got '%3'")
                .arg(name, words.join(", "), given.left(40));
    return false;
}

// The shipped catalog and the user's own; a user catalog that does not read adds nothing.
std::vector<core::DeviceSpec> knownDevices()
{
    const ui::UserCatalog::LoadResult user = ui::UserCatalog::load();
    return core::DeviceCatalog::all(1.0, 1.0, false, 1.0, &user.devices);
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
        !readNumber(parser, OptionSpec::tokensPerStep, w.tokensPerStep, error) ||
        !readNumber(parser, OptionSpec::utilization, w.utilization, error) ||
        !readNumber(parser, OptionSpec::sampleActivationBytes, w.sampleActivationBytes, error) ||
        !readInt(parser, OptionSpec::microBatch, w.microBatch, error) ||
        !readInt(parser, OptionSpec::layers, w.layers, error) ||
        !readInt(parser, OptionSpec::hidden, w.hidden, error) ||
        !readInt(parser, OptionSpec::seqLen, w.seqLen, error) ||
        !readOptional(parser, OptionSpec::stepMs, w.stepComputeMs, error) ||
        !readOptional(parser, OptionSpec::linkLatencyUs, w.linkLatencyUs, error))
        return false;
    // A bandwidth typed in means that link, unless a kind is named as well.
    if (parser.isSet("card-link-bandwidth"))
        w.linkKind = core::LinkKind::Custom;
    if (parser.isSet("batch")) {
        const std::string problem =
            OptionSpec::batch.parseList(parser.value("batch").toStdString(), w.batches);
        if (!problem.empty()) {
            error = QString::fromStdString(problem);
            return false;
        }
    }
    if (!readChoice(parser, "weight-dtype", w.weightDtype, core::WeightDtypes::kAll,
                    &core::WeightDtypes::id, error) ||
        !readChoice(parser, "precision", w.precision, core::Precisions::kAll, &core::Precisions::id,
                    error) ||
        !readChoice(parser, "link-kind", w.linkKind, core::InterconnectModel::kAllKinds,
                    &core::InterconnectModel::linkKindId, error) ||
        !readChoice(parser, "optimizer", w.optimizer, core::MemoryModel::kAllOptimizers,
                    &core::MemoryModel::optimizerId, error) ||
        !readChoice(parser, "activations", w.activations, core::MemoryModel::kAllActivationModes,
                    &core::MemoryModel::activationModeId, error))
        return false;
    if (parser.isSet("device")) {
        const std::string id = parser.value("device").toStdString();
        bool found = false;
        for (const core::DeviceSpec &d : knownDevices())
            found = found || d.id == id;
        if (!found) {
            // The list can be long with the user's own devices; name where to find it instead.
            error = QStringLiteral("--device must be an id that 'bottleneck-lab devices' lists, "
                                   "such as this_cpu, training_accelerator or h100_sxm; got '%1'")
                        .arg(parser.value("device").left(40));
            return false;
        }
        w.device = id;
    }
    return true;
}

} // namespace

const int CommandLine::kAdviseN;

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
                       "  export   every chart as PNG, no display needed\n"
                       "  devices  the device catalog: the shipped devices and your own\n"
                       "  advise   measure every OpenBLAS kernel family this CPU can run, "
                       "recommend the fastest and keep the advice for --openblas-core auto"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        "command", "report, bench, measure, export, devices or advise; none opens the window.");

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
        spec(OptionSpec::n, "Matrix size n for sgemm and the intensity table.",
             "512; 1024 for advise"),
        spec(OptionSpec::k, "Multiply-adds per element in the elementwise kernel.", "1000"),
        spec(OptionSpec::repeats, "Timed sgemm runs.", "20"),
        {"threads", "OpenBLAS threads, 1 to this machine's count [default: all].", "value"},
        {"openblas-core",
         "OpenBLAS kernel family for this program's measurements: auto (the fastest that "
         "'advise' found here), installed (OpenBLAS's own pick) or a family such as SkylakeX "
         "[default auto].",
         "name"},
        spec(OptionSpec::params, "Model parameters.", "1e9"),
        {"weight-dtype", "Weight precision: fp32, bf16, fp16 or fp8 [default fp32].", "dtype"},
        {"optimizer",
         "Optimizer: sgd, momentum, adam or adam-mixed (fp32 master weights) [default adam].",
         "name"},
        {"device",
         "Device to size the model for, an id from 'bottleneck-lab devices' [default "
         "training_accelerator].",
         "id"},
        {"precision", "Which peak of the device computes: fp32, tf32, bf16 or fp8 [default fp32].",
         "name"},
        {"activations", "Activations to keep: none, per-sample or transformer [default none].",
         "mode"},
        spec(OptionSpec::sampleActivationBytes, "Activation bytes per sample (per-sample).", "5e7"),
        spec(OptionSpec::microBatch, "Samples (sequences) per card per step, for activations.",
             "8"),
        spec(OptionSpec::layers, "Transformer layers (transformer activations).", "32"),
        spec(OptionSpec::hidden, "Transformer hidden size.", "4096"),
        spec(OptionSpec::seqLen, "Transformer sequence length, tokens.", "2048"),
        spec(OptionSpec::cards, "Cards training together.", "8"),
        {"link-kind",
         "How the cards are linked: pcie-host, pcie-switch, card-link or custom [default "
         "pcie-host].",
         "kind"},
        spec(OptionSpec::cardLinkBandwidth,
             "Bus bandwidth of a custom link, GB/s; given, the link kind is custom.", "12"),
        spec(OptionSpec::linkLatencyUs, "Latency of one ring hop, µs.", "the link's typical"),
        spec(OptionSpec::tokensPerStep, "Tokens (or samples) one card processes per step.", "1024"),
        spec(OptionSpec::utilization, "Share of the device's peak training reaches, 0.01 to 1.",
             "0.4"),
        spec(OptionSpec::stepMs,
             "Compute time of one step on one card, ms; replaces the "
             "figure from tokens and peak.",
             "derived"),
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
        error = QStringLiteral("unexpected argument '%1'; give one subcommand: report, bench, "
                               "measure, export, devices or advise")
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
    else if (word == "devices")
        out.subcommand = Subcommand::Devices;
    else if (word == "advise")
        out.subcommand = Subcommand::Advise;
    else {
        error =
            QStringLiteral(
                "unknown subcommand '%1'; use report, bench, measure, export, devices or advise")
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

    out.openblasCore = parser.value("openblas-core");
    out.bench.n = out.whatIf.n;
    // The advisor's default size: large enough that every family runs at its full speed.
    if (out.subcommand == Subcommand::Advise && !parser.isSet("n"))
        out.bench.n = kAdviseN;
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
