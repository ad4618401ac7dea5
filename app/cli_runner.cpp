#include "cli_runner.h"

#include "charts/chart_exporter.h"
#include "charts/chart_set.h"
#include "io/sgemm_json.h"
#include "measure/kernel_advisor.h"
#include "measure/kernel_family.h"
#include "measure/machine_profiler.h"
#include "measure/system_info.h"
#include "model/report_model.h"
#include "state/advice_settings.h"
#include "state/user_catalog.h"
#include "text/advisor_text.h"
#include "text/labels.h"
#include "text/report_text.h"
#include "text/verdicts.h"

#include <QTextStream>
#include <cstdio>
#include <stdexcept>
#include <unistd.h>

namespace blab::app {

namespace {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int fail(const QString &message, int status = 2)
{
    err() << "bottleneck-lab: " << message << Qt::endl;
    return status;
}

// Runs the sgemm measurement, reporting progress on stderr so that stdout stays clean for
// scripts. Returns false with a message when the options cannot run here.
bool measureSgemm(const core::SgemmOptions &options, bool quiet, core::SgemmResult &result,
                  QString &error)
{
    const bool showProgress = !quiet && isatty(fileno(stderr));
    try {
        result = core::SgemmBenchmark::run(options, [&](int done, int total, double) {
            if (showProgress)
                err() << "\rsgemm " << options.n << "x" << options.n << ": " << done << "/" << total
                      << Qt::flush;
        });
    } catch (const std::exception &e) {
        // run() refuses options that cannot run here, before allocating, with the reason.
        error = QString::fromUtf8(e.what());
        return false;
    }
    if (showProgress)
        err() << "\r" << QString(40, QLatin1Char(' ')) << "\r" << Qt::flush;
    return true;
}

// The user's devices; a catalog that does not read is reported on stderr and left out, so that
// a damaged file never stops the shipped devices from working.
std::vector<core::DeviceSpec> userDevices()
{
    const ui::UserCatalog::LoadResult user = ui::UserCatalog::load();
    if (!user.error.isEmpty())
        err() << "bottleneck-lab: " << user.error << " (your devices were not read)" << Qt::endl;
    return user.devices;
}

// The CPU figure to use: the one given, or a fresh measurement.
bool cpuFigure(const ParsedCommand &command, const std::vector<core::DeviceSpec> &user,
               core::ReportModel &model, QString &error)
{
    core::SgemmResult result;
    if (command.whatIf.cpuGflops) {
        model = core::ReportModel::build(command.whatIf,
                                         {*command.whatIf.cpuGflops, core::CpuSource::Entered,
                                          core::SystemInfo::totalMemoryBytes() / 1e9},
                                         &user);
        return true;
    }
    if (!measureSgemm(command.bench, command.json, result, error))
        return false;
    model = core::ReportModel::build(
        command.whatIf,
        {result.gflops(), core::CpuSource::Measured, core::SystemInfo::totalMemoryBytes() / 1e9},
        &user);
    model.measurement = result;
    return true;
}

} // namespace

int CliRunner::bench(const ParsedCommand &command)
{
    core::SgemmResult r;
    QString error;
    if (!measureSgemm(command.bench, command.json, r, error))
        return fail(error);
    if (command.json) {
        out() << QString::fromStdString(core::SgemmJson::text(r)) << Qt::flush;
    } else {
        out() << "sgemm " << r.n << "x" << r.n << " float32, " << r.repeats << " runs, "
              << r.threadsUsed << " thread(s), OpenBLAS core " << QString::fromStdString(r.coreName)
              << "\n"
              << "  fastest " << ui::Labels::milliseconds(r.bestSeconds, 3) << " -> "
              << ui::Labels::fixed(r.gflops(), 2) << " GFLOPS\n"
              << "  median  " << ui::Labels::milliseconds(r.medianSeconds, 3) << " -> "
              << ui::Labels::fixed(r.medianGflops(), 2) << " GFLOPS\n"
              << "  verified " << (r.verified() ? "yes" : "NO") << " (" << r.verification.samples
              << " entries against double precision)\n";
        out() << "  kernels  " << ui::AdvisorText::running(core::OpenblasRuntime::current())
              << "\n";
        out() << Qt::flush;
    }
    return r.verified() ? 0 : fail(QStringLiteral("the product failed verification"), 1);
}

int CliRunner::report(const ParsedCommand &command)
{
    core::ReportModel model;
    QString error;
    if (!cpuFigure(command, userDevices(), model, error))
        return fail(error);
    if (command.json)
        out() << QString::fromStdString(model.toJson()) << Qt::flush;
    else
        out() << ui::ReportText::render(model) << Qt::flush;
    if (model.measurement && !model.measurement->verified())
        return fail(QStringLiteral("the sgemm product failed verification"), 1);
    return 0;
}

int CliRunner::exportCharts(const ParsedCommand &command)
{
    QString error;
    const QString outDir = QString::fromStdString(command.outDir);
    if (!ui::ChartExporter::prepareFolder(outDir, &error))
        return fail(QStringLiteral("--out ") + error);
    core::ReportModel model;
    // The charts draw the device --device names, which may be one of the user's own.
    if (!cpuFigure(command, userDevices(), model, error))
        return fail(error);
    // The charts alone, fed from the report's snapshot: no window, no worker threads.
    ui::ChartSet charts;
    charts.setData(model, std::nullopt);
    const ui::ExportOptions options{QSize(command.width, command.height), command.scale};
    QStringList written;
    if (!ui::ChartExporter::saveAll(charts.charts(), outDir, options, &written, &error))
        return fail(error);
    for (const QString &file : written)
        out() << file << "\n";
    out() << Qt::flush;
    return 0;
}

int CliRunner::devices(const ParsedCommand &command)
{
    std::vector<core::DeviceSpec> devices = core::DeviceCatalog::builtIn();
    for (const core::DeviceSpec &d : userDevices())
        devices.push_back(d);
    if (command.json)
        out() << QString::fromStdString(core::devicesJson(devices)) << Qt::flush;
    else
        out() << ui::ReportText::catalog(devices) << Qt::flush;
    return 0;
}

int CliRunner::measure(const ParsedCommand &command)
{
    core::ProfileOptions options;
    options.threads = command.bench.threads;
    options.quick = command.quick;
    const bool showProgress = isatty(fileno(stderr));
    const core::MachineProfile p =
        core::MachineProfiler::run(options, [&](int step, int steps, const std::string &id) {
            if (showProgress)
                err() << "\r" << QString(50, QLatin1Char(' ')) << "\r" << step << "/" << steps
                      << " " << QString::fromStdString(id) << Qt::flush;
        });
    if (showProgress)
        err() << "\r" << QString(50, QLatin1Char(' ')) << "\r" << Qt::flush;
    if (command.json) {
        out() << QString::fromStdString(p.toJson()) << Qt::flush;
        return 0;
    }
    using ui::Labels;
    out() << "This machine's roofline, " << p.threads << " thread(s), kernels in "
          << QString::fromStdString(p.isa) << ", OpenBLAS core "
          << ui::AdvisorText::running(core::OpenblasRuntime::current()) << "\n"
          << "  compute peak     " << Labels::fixed(p.peakGflops1, 1) << " GFLOPS on 1 thread, "
          << Labels::fixed(p.peakGflops, 1) << " on " << p.threads << "\n"
          << "  STREAM (GB/s)    copy " << Labels::fixed(p.stream.copyGBs, 1) << ", scale "
          << Labels::fixed(p.stream.scaleGBs, 1) << ", add " << Labels::fixed(p.stream.addGBs, 1)
          << ", triad " << Labels::fixed(p.stream.triadGBs, 1) << " (1 thread: triad "
          << Labels::fixed(p.stream1.triadGBs, 1) << "), "
          << Labels::bytes(3.0 * p.stream.elements * 8) << " of arrays, "
          << (p.stream.verified ? "verified" : "NOT verified") << "\n"
          << "  balance point    " << Labels::fixed(p.balanceFlopsPerByte(), 2)
          << " FLOP/B (peak / triad)\n"
          << "  sgemm n=512      " << Labels::fixed(p.sgemmGflops, 1) << " GFLOPS, "
          << Labels::fixed(p.sgemmPercentOfPeak(), 1) << " % of peak\n"
          << "  sweep            ";
    for (const core::SweepPoint &s : p.sweep)
        out() << s.n << ": " << Labels::fixed(s.gflops, 1) << "  ";
    out() << "\n  kernels          FLOP/B -> GFLOPS measured (roof)\n";
    const core::RooflineModel roof{p.peakGflops, p.memBandwidthGBs()};
    for (const core::KernelPoint &k : p.kernels)
        out() << "    " << QString::fromStdString(k.name)
              << (k.k > 0 ? QStringLiteral(" k=%1").arg(k.k) : QString()) << ": "
              << Labels::significant(k.flopsPerByte()) << " -> " << Labels::significant(k.gflops())
              << " (" << Labels::significant(roof.attainableGflops(k.flopsPerByte())) << ")\n";
    for (const std::string &warning : p.warnings)
        out() << "  warning: " << ui::Verdicts::measureWarning(warning) << "\n";
    if (p.cancelled)
        out() << "  (cancelled before the end)\n";
    out() << Qt::flush;
    return 0;
}

int CliRunner::advise(const ParsedCommand &command)
{
    const std::string problem =
        core::SgemmBenchmark::checkOptions(command.bench, core::SystemInfo::availableMemoryBytes());
    if (!problem.empty())
        return fail(QString::fromStdString(problem));
    const bool showProgress = isatty(fileno(stderr));
    const int threads =
        command.bench.threads > 0 ? command.bench.threads : core::SystemInfo::openblasMaxThreads();
    if (showProgress)
        err() << "multiply-add peak on " << threads << " thread(s)..." << Qt::flush;
    core::AdvisorOptions options;
    options.childCommand = {"/proc/self/exe", "bench", "--json"};
    options.n = command.bench.n;
    options.threads = threads;
    options.repeats = command.bench.repeats;
    options.candidates = core::KernelFamilies::candidates(core::CpuFeatures::detect());
    options.cpuModel = ui::AdviceSettings::cpuModel();
    options.openblasVersion = ui::AdviceSettings::openblasVersion();
    if (const auto &installed = core::OpenblasRuntime::current().installedCore)
        options.installedCoreHint = *installed;
    const core::AdvisorResult result = core::KernelAdvisor::run(
        options, [&](const core::AdvisorResult &, int done, int total, const std::string &next) {
            if (showProgress && !next.empty())
                err() << "\r" << QString(60, QLatin1Char(' ')) << "\r" << done + 1 << "/" << total
                      << " " << QString::fromStdString(next) << Qt::flush;
        });
    if (showProgress)
        err() << "\r" << QString(60, QLatin1Char(' ')) << "\r" << Qt::flush;
    // Later runs of this program (auto) and the window follow the advice.
    if (!result.cancelled && !result.recommendedCore.empty())
        ui::AdviceSettings::save(result);
    if (command.json)
        out() << QString::fromStdString(result.toJson()) << Qt::flush;
    else
        out() << ui::AdvisorText::render(result) << Qt::flush;
    return result.recommendedCore.empty() ? 1 : 0;
}

} // namespace blab::app
