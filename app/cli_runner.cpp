// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli_runner.h"

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "catalog/model_catalog_file.h"
#include "charts/chart_exporter.h"
#include "charts/chart_set.h"
#include "charts/plan_front_chart.h"
#include "gpu_runs.h"
#include "io/printable.h"
#include "kernel_files.h"
#include "machine_profiles.h"
#include "measure/common/command_timing.h"
#include "measure/cpu/cpu_features.h"
#include "measure/cpu/kernel_advisor.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/sgemm_json.h"
#include "measure/cpu/system_info.h"
#include "measure/profile/machine_profiler.h"
#include "openblas_launch.h"
#include "plan/plan_search.h"
#include "report/report_model.h"
#include "roofline/gpu_comparison.h"
#include "roofline/hierarchy_roofline.h"
#include "standard_output.h"
#include "state/advice_settings.h"
#include "state/user_catalog.h"
#include "text/advisor_text.h"
#include "text/gpu_text.h"
#include "text/kernels_text.h"
#include "text/labels.h"
#include "text/measure_text.h"
#include "text/plan_text.h"
#include "text/report_text.h"
#include "text/serving_verdicts.h"
#include "text/text_table.h"
#include "text/training_text.h"
#include "text/translation.h"
#include "text/validation_text.h"
#include "text/verdicts.h"
#include "validation/validation_report.h"

#include <QTextStream>
#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <stdexcept>
#include <unistd.h>

namespace blab::app {

namespace {

// Standard output, written whole at the end (StandardOutput::finish).
QTextStream &out()
{
    return StandardOutput::stream();
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

// The option a serving problem is about, named in the refusal as every refusal names one.
const char *optionOf(core::ServeProblem problem)
{
    switch (problem) {
    case core::ServeProblem::HeadsNotSplit:
        return "--tp";
    case core::ServeProblem::AttentionGroupsNotSplit:
        return "--attention-dp";
    case core::ServeProblem::ExpertsNotSpread:
        return "--ep";
    case core::ServeProblem::ContextTooLong:
        return "--context";
    case core::ServeProblem::PromptLongerThanContext:
        return "--prompt-tokens";
    case core::ServeProblem::RequestLongerThanContext:
        return "--output-tokens";
    case core::ServeProblem::None:
        break;
    }
    return "--model";
}

// Why a training layout cannot run, naming the option it is about, in the words the window
// shows in place of the run's figures; empty when it can.
QString layoutRefusal(const core::ReportModel &model)
{
    const QString problem = ui::TrainingText::problem(model);
    if (problem.isEmpty())
        return {};
    return QStringLiteral("%1: %2").arg(
        QLatin1String(ui::TrainingText::optionOf(model.trainingRun->problem)), problem);
}

// Inputs that the options' own ranges allow but the workload does not; false with the reason.
// Serving asks the snapshot, which the window shows in place of its figures, in the window's
// words; it is built before anything is measured, with a placeholder CPU it does not depend on.
bool servable(const core::WhatIfInputs &in, const std::vector<core::ModelSpec> &models,
              QString &error)
{
    if (in.mode == core::WorkloadMode::Training && !core::WeightDtypes::trainable(in.weightDtype)) {
        error = CliRunner::tr("--weight-dtype %1 is for serving (--mode inference): training "
                              "keeps weights and gradients in fp32, bf16, fp16 or fp8")
                    .arg(QString::fromLatin1(core::WeightDtypes::id(in.weightDtype)));
        return false;
    }
    if (in.mode != core::WorkloadMode::Inference) {
        if (in.trainingModel.empty())
            return true;
        error = layoutRefusal(core::ReportModel::build(
            in, core::ThisCpu{1.0, core::CpuSource::Entered, 1.0}, nullptr, &models));
        return error.isEmpty();
    }
    const core::ReportModel model = core::ReportModel::build(
        in, core::ThisCpu{1.0, core::CpuSource::Entered, 1.0}, nullptr, &models);
    const QString problem = ui::ServingVerdicts::problem(model);
    if (problem.isEmpty())
        return true;
    error = QStringLiteral("%1: %2").arg(QLatin1String(optionOf(model.serveProblem)), problem);
    return false;
}

// Before a measurement: one line when OpenBLAS chose by itself (no advice, no family asked for)
// kernels with narrower vectors than the CPU runs, naming advise. A family the user set or asked
// for is the user's choice and is not second-guessed.
void sayWhenTheFamilyIsNarrow(const ParsedCommand &command)
{
    const core::OpenblasRuntime &runtime = core::OpenblasRuntime::current();
    const bool automatic = command.openblasCore.empty() || command.openblasCore == "auto";
    const core::CpuFeatures features = core::CpuFeatures::detect();
    if (automatic && runtime.origin == core::CoreOrigin::Installed &&
        core::KernelFamilies::narrowerThanCpu(runtime.core, features))
        err() << "bottleneck-lab: "
              << ui::MeasureText::narrowFamily(runtime.core, features.widest()) << Qt::endl;
}

// Runs the sgemm measurement, reporting progress on stderr so that stdout stays clean for
// scripts. Returns false with a message when the options cannot run here.
bool measureSgemm(const core::SgemmOptions &options, bool quiet, core::SgemmResult &result,
                  QString &error)
{
    const bool showProgress = !quiet && isatty(fileno(stderr));
    error = ui::MeasureText::sgemmProblem(options, core::SystemInfo::availableMemoryBytes());
    if (!error.isEmpty())
        return false;
    try {
        result = core::SgemmBenchmark::run(options, [&](int done, int total, double) {
            if (showProgress)
                err() << "\r" << ui::MeasureText::sgemmProgress(options.n, done, total)
                      << Qt::flush;
        });
    } catch (const std::exception &e) {
        // run() refuses options that cannot run here before allocating; the check above says
        // why in the reader's language, so this is the English reason of a race with memory.
        error = QString::fromUtf8(e.what());
        return false;
    }
    if (showProgress)
        err() << "\r" << QString(40, QLatin1Char(' ')) << "\r" << Qt::flush;
    return true;
}

// The user's devices; a file that does not read was refused before the subcommand ran
// (CliRunner::unreadableCatalog), so an error here is said and the file left out.
std::vector<core::DeviceSpec> userDevices()
{
    const ui::UserCatalog::LoadResult user = ui::UserCatalog::load();
    if (!user.error.isEmpty())
        err() << "bottleneck-lab: "
              << CliRunner::tr("%1 (your devices were not read)").arg(user.error) << Qt::endl;
    return user.devices;
}

// The user's language models, read and reported as the devices are.
std::vector<core::ModelSpec> userModels()
{
    const ui::UserCatalog::ModelsResult user = ui::UserCatalog::loadModels();
    if (!user.error.isEmpty())
        err() << "bottleneck-lab: "
              << CliRunner::tr("%1 (your models were not read)").arg(user.error) << Qt::endl;
    return user.models;
}

// The CPU figure to use: the one given, or a fresh measurement.
bool cpuFigure(const ParsedCommand &command, const std::vector<core::DeviceSpec> &user,
               const std::vector<core::ModelSpec> &models, core::ReportModel &model, QString &error)
{
    core::SgemmResult result;
    const bool given = command.whatIf.cpuGflops.has_value();
    if (!given)
        sayWhenTheFamilyIsNarrow(command);
    if (!given && !measureSgemm(command.bench, command.json, result, error))
        return false;
    const core::ThisCpu cpu{given ? *command.whatIf.cpuGflops : result.gflops(),
                            given ? core::CpuSource::Entered : core::CpuSource::Measured,
                            core::SystemInfo::totalMemoryBytes() / 1e9};
    model = core::ReportModel::build(command.whatIf, cpu, &user, &models);
    if (!given)
        model.measurement = result;
    return true;
}

// --format's words, which the option table has checked, in the order given.
QList<ui::ExportFormat> exportFormats(const std::string &words)
{
    QList<ui::ExportFormat> formats;
    for (const QString &word : QString::fromStdString(words).split(QLatin1Char(','))) {
        if (const auto format = ui::ChartExporter::formatOf(QStringLiteral("chart.") + word))
            formats.append(*format);
    }
    return formats;
}

} // namespace

QString CliRunner::unreadableCatalog(Subcommand subcommand)
{
    // bench, measure and advise read no catalog; the window says it in place.
    if (subcommand == Subcommand::Gui || subcommand == Subcommand::Bench ||
        subcommand == Subcommand::Measure || subcommand == Subcommand::Advise)
        return {};
    QStringList problems;
    const QString devices = ui::UserCatalog::load().error;
    if (!devices.isEmpty())
        problems << tr("%1 (your devices were not read; fix or move the file)").arg(devices);
    const QString models = ui::UserCatalog::loadModels().error;
    if (!models.isEmpty())
        problems << tr("%1 (your models were not read; fix or move the file)").arg(models);
    return problems.join(QStringLiteral("\nbottleneck-lab: "));
}

int CliRunner::bench(const ParsedCommand &command)
{
    core::SgemmResult r;
    QString error;
    sayWhenTheFamilyIsNarrow(command);
    if (!measureSgemm(command.bench, command.json, r, error))
        return fail(error);
    if (command.json) {
        out() << QString::fromStdString(core::SgemmJson::text(r)) << Qt::flush;
    } else {
        out() << ui::MeasureText::bench(r, core::OpenblasRuntime::current()) << Qt::flush;
    }
    return r.verified() ? 0 : fail(ui::MeasureText::verificationFailed(), 1);
}

namespace {

// Set by Ctrl-C, a closed terminal or a kill while time's command runs, so that the command's
// process group is stopped with this program rather than left running.
std::atomic_bool g_stopTiming{false};

void stopTiming(int)
{
    g_stopTiming.store(true);
}

// Runs the command after -- command.runs times without a shell, in the environment the user
// started this program with; false with the reason when a run fails.
bool timeRuns(const ParsedCommand &command, std::vector<double> &seconds, QString &error)
{
    core::CommandTiming timing;
    timing.words = command.timeCommand;
    timing.runs = command.runs;
    const OpenblasLaunch::ChildEnvironment env = OpenblasLaunch::userEnvironment();
    timing.setEnv = env.set;
    timing.unsetEnv = env.unset;
    for (const int s : {SIGINT, SIGTERM, SIGHUP})
        std::signal(s, stopTiming);
    const bool showProgress = !command.json && isatty(fileno(stderr));
    const core::CommandTiming::Result r = timing.run(&g_stopTiming, [&](int done, int total) {
        if (showProgress)
            err() << "\r" << CliRunner::tr("run %1 of %2").arg(done).arg(total) << Qt::flush;
    });
    if (showProgress)
        err() << "\r" << QString(40, QLatin1Char(' ')) << "\r" << Qt::flush;
    seconds = r.seconds;
    error = ui::KernelsText::timingFailure(r, command.timeCommand.front());
    return r.succeeded();
}

} // namespace

int CliRunner::time(const ParsedCommand &command)
{
    QString error;
    // The name follows the rules of a --kernel spec's, so that both list alike.
    core::UserKernel named;
    std::string problem;
    const std::string name = command.kernelName.empty() ? "command" : command.kernelName;
    if (!core::UserKernel::parse("name=" + name + ",flops=1,bytes=1,seconds=1", named, problem))
        return fail(QStringLiteral("--name: ") + QString::fromStdString(problem));
    MachineProfiles::Pair machines;
    if (!MachineProfiles::readGiven(command, machines, error))
        return fail(error);
    std::vector<double> seconds;
    if (!timeRuns(command, seconds, error))
        return fail(error, g_stopTiming.load() ? 130 : 1);
    // The fastest run counts, as every timing here does: interruptions only slow a run down.
    ParsedCommand placed = command;
    core::UserKernel kernel;
    kernel.name = name;
    kernel.flops = *command.timeFlops;
    kernel.bytes = *command.timeBytes;
    kernel.seconds = *std::min_element(seconds.begin(), seconds.end());
    placed.whatIf.kernels = {kernel};
    core::ReportModel model;
    if (!cpuFigure(placed, {}, {}, model, error))
        return fail(error);
    model.attachProfiles(machines.thisMachine, std::nullopt);
    if (command.json) {
        out() << QString::fromStdString(core::timedCommandJson(model, command.timeCommand, seconds))
              << Qt::flush;
        return 0;
    }
    out() << ui::KernelsText::timedRuns(seconds) << QLatin1Char('\n')
          << ui::KernelsText::render(model, 1) << Qt::flush;
    return 0;
}

int CliRunner::report(const ParsedCommand &given)
{
    QString error;
    ParsedCommand command = given;
    if (!KernelFiles::addTo(command, error))
        return fail(error);
    MachineProfiles::Pair machines;
    if (!MachineProfiles::readGiven(command, machines, error))
        return fail(error);
    // The report uses this machine's profile beside another one, or to hold the user's kernels
    // that ran here; otherwise it would say nothing of it.
    const auto &kernels = command.whatIf.kernels;
    const bool kernelHere = std::any_of(kernels.begin(), kernels.end(), [](const auto &k) {
        return k.device == core::DeviceCatalog::kThisCpu;
    });
    // --profile alone reports on that profile's machine: its sgemm figure, its memory bandwidth
    // and its GPU. A profile holds no memory capacity, so the CPU's memory is this machine's.
    const bool profileAlone =
        machines.thisMachine && !machines.other && !kernelHere && !command.whatIf.cpuGflops;
    const bool aboutProfile = profileAlone && machines.thisMachine->sgemmGflops > 0;
    // A profile without its sgemm figure (a measurement that stopped or an edited file) says
    // nothing of its CPU's rate; measuring this machine instead would mix two machines.
    if (profileAlone && !aboutProfile)
        return fail(tr("--profile: %1 holds no sgemm figure; give the CPU's rate with "
                       "--cpu-gflops beside it")
                        .arg(QString::fromStdString(command.profileFile)));
    MachineProfiles::completeThisMachine(command, machines);
    MachineProfiles::takeBandwidth(machines, command.whatIf);
    const std::vector<core::ModelSpec> models = userModels();
    if (!servable(command.whatIf, models, error))
        return fail(error);
    core::ReportModel model;
    const std::vector<core::DeviceSpec> devices = userDevices();
    if (aboutProfile)
        model =
            core::ReportModel::build(command.whatIf,
                                     {machines.thisMachine->sgemmGflops, core::CpuSource::Profile,
                                      core::SystemInfo::totalMemoryBytes() / 1e9},
                                     &devices, &models);
    else if (!cpuFigure(command, devices, models, model, error))
        return fail(error);
    model.attachProfiles(machines.thisMachine, machines.other);
    if (command.json)
        out() << QString::fromStdString(model.toJson(command.part)) << Qt::flush;
    else
        out() << ui::ReportText::render(model, command.part) << Qt::flush;
    if (model.measurement && !model.measurement->verified())
        return fail(ui::MeasureText::verificationFailed(), 1);
    return 0;
}

int CliRunner::exportCharts(const ParsedCommand &given)
{
    QString error;
    // The kernels' files are read before the folder is made, as the profiles are.
    ParsedCommand command = given;
    if (!KernelFiles::addTo(command, error))
        return fail(error);
    MachineProfiles::Pair machines;
    // The profiles are read before the folder is made, so that a file that does not read leaves
    // nothing behind.
    if (!MachineProfiles::readGiven(command, machines, error))
        return fail(error);
    const std::vector<core::ModelSpec> models = userModels();
    if (!servable(command.whatIf, models, error))
        return fail(error);
    const QString outDir = QString::fromStdString(command.outDir);
    if (!ui::ChartExporter::prepareFolder(outDir, &error))
        return fail(QStringLiteral("--out ") + error);
    MachineProfiles::completeThisMachine(command, machines);
    MachineProfiles::takeBandwidth(machines, command.whatIf);
    core::ReportModel model;
    // The charts draw the device --device names and the model --model names, which may be the
    // user's own.
    if (!cpuFigure(command, userDevices(), models, model, error))
        return fail(error);
    // The charts alone, fed from the report's snapshot: no window, no worker threads.
    ui::ChartSet charts;
    model.attachProfiles(machines.thisMachine, machines.other);
    charts.setData(model);
    // The kernel families the window's advisor measured on this machine, when it did.
    if (const std::optional<core::AdvisorResult> advice = ui::AdviceSettings::loadForThisMachine())
        charts.setAdvice(*advice);
    // plan's targets given: the plan's Pareto chart too, over plan's default devices.
    if (command.plan.ttftMs && !addPlanChart(command, models, charts, error))
        return fail(error);
    ui::ExportOptions options{QSize(command.width, command.height), command.scale};
    options.formats = exportFormats(command.formats);
    QStringList written;
    QStringList skipped;
    const ui::ExportStatus status =
        ui::ChartExporter::saveAll(charts.charts(), outDir, options, &written, &error, &skipped);
    if (status == ui::ExportStatus::Refused)
        return fail(error);
    if (status == ui::ExportStatus::WriteFailed)
        return fail(error, StandardOutput::kWriteFailed);
    for (const QString &file : written)
        out() << file << "\n";
    out() << Qt::flush;
    // An empty grid would look like a chart of nothing; the user learns why it is missing.
    if (!skipped.isEmpty())
        err() << "bottleneck-lab: "
              << tr("not written, nothing was measured for them: %1 (--cpu-gflops skips the sgemm "
                    "runs; --profile FILE, a profile written by 'measure --json', gives the sweep "
                    "and the bandwidths; 'advise' measures the OpenBLAS kernel families)")
                     .arg(skipped.join(QStringLiteral(", ")))
              << Qt::endl;
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

int CliRunner::importModel(const ParsedCommand &command)
{
    if (!command.importId.empty() && !core::DeviceCatalogFile::isValidId(command.importId))
        return fail(tr("--id: “%1” is not an id: lower-case letters and digits, then also _, - "
                       "and ., at most 64")
                        .arg(QString::fromStdString(command.importId)));
    const ui::UserCatalog::ConfigResult read = ui::UserCatalog::readConfig(
        QString::fromStdString(command.importFile), command.importId, command.kernelName);
    if (!read.error.isEmpty())
        return fail(QStringLiteral("--import: ") + read.error);
    const ui::UserCatalog::ModelsResult user = ui::UserCatalog::loadModels();
    if (!user.error.isEmpty())
        return fail(tr("%1 (your models were not read, so nothing was added)").arg(user.error), 1);
    std::vector<core::ModelSpec> models = user.models;
    ui::UserCatalog::mergeModels(models, {read.model});
    QString error;
    if (!ui::UserCatalog::writeModels(models, &error))
        return fail(error, 1);
    const std::vector<core::ModelListing> added = core::modelListing({models.back()});
    if (command.json)
        out() << QString::fromStdString(core::importedModelJson(added.front(), read.ignored))
              << Qt::flush;
    else
        out() << ui::ReportText::imported(added.front(), read.ignored) << Qt::flush;
    return 0;
}

int CliRunner::models(const ParsedCommand &command)
{
    if (!command.importFile.empty())
        return importModel(command);
    const std::vector<core::ModelSpec> user = userModels();
    const std::vector<core::ModelListing> models =
        core::modelListing(core::ModelCatalogFile::all(&user));
    if (command.json)
        out() << QString::fromStdString(core::modelsJson(models)) << Qt::flush;
    else
        out() << ui::ReportText::models(models) << Qt::flush;
    return 0;
}

int CliRunner::validate(const ParsedCommand &command)
{
    // The shipped devices and models: the published results name only those.
    const core::ValidationReport &report = core::ValidationReport::shipped(command.whatIf);
    if (command.json)
        out() << QString::fromStdString(report.toJson()) << Qt::flush;
    else
        out() << ui::Translation::tidy(ui::ValidationText::render(report)) << Qt::flush;
    return 0;
}

namespace {

// plan's devices: those --device names, the user's own among them, each once; else every device
// that is a card (a host link or a card link) but the lesson's two generic ones. False with the
// refusal for a name that is no card (this CPU).
bool planDevices(const ParsedCommand &command, std::vector<core::DeviceSpec> &out, QString &error)
{
    std::vector<core::DeviceSpec> all = core::DeviceCatalog::builtIn();
    for (const core::DeviceSpec &d : userDevices())
        all.push_back(d);
    if (command.plan.devices.empty()) {
        out = core::PlanSearch::defaultDevices(all);
        return true;
    }
    for (const std::string &id : command.plan.devices) {
        const auto named = [&id](const core::DeviceSpec &d) {
            return d.id == id;
        };
        const auto found = std::find_if(all.begin(), all.end(), named);
        if (found == all.end()) {
            error = CliRunner::tr("--device %1: plan searches the catalog's devices and your own; "
                                  "this CPU is not one of them")
                        .arg(QString::fromStdString(core::printable(id)));
            return false;
        }
        if (std::none_of(out.begin(), out.end(), named))
            out.push_back(*found);
    }
    return true;
}

core::PlanRequest planRequest(const ParsedCommand &command, const core::ModelSpec &model)
{
    const core::PlanOptions &o = command.plan;
    core::PlanRequest r;
    r.model = model;
    r.promptTokens = command.whatIf.promptTokens;
    r.outputTokens = command.whatIf.outputTokens;
    r.cardsPerServer = command.whatIf.cardsPerServer;
    r.targets.timeToFirstTokenSeconds = o.ttftMs.value_or(1000.0) / 1e3;
    if (o.tpotMs)
        r.targets.timePerOutputTokenSeconds = *o.tpotMs / 1e3;
    r.targets.minOutputTokensPerSecondPerUser = o.minUserTps;
    r.targets.users = o.users;
    r.targets.outputTokensPerSecond = o.outputRate;
    // Each format once, in the order given.
    for (core::WeightDtype w : o.weightDtypes) {
        if (std::find(r.weightDtypes.begin(), r.weightDtypes.end(), w) == r.weightDtypes.end())
            r.weightDtypes.push_back(w);
    }
    for (core::KvDtype kv : o.kvDtypes) {
        if (std::find(r.kvDtypes.begin(), r.kvDtypes.end(), kv) == r.kvDtypes.end())
            r.kvDtypes.push_back(kv);
    }
    return r;
}

} // namespace

bool CliRunner::addPlanChart(const ParsedCommand &command,
                             const std::vector<core::ModelSpec> &models, ui::ChartSet &charts,
                             QString &error)
{
    const core::ModelSpec *model = core::ModelCatalogFile::find(command.whatIf.model, models);
    if (model == nullptr) {
        error = QStringLiteral("--model %1").arg(QString::fromStdString(command.whatIf.model));
        return false;
    }
    core::PlanRequest request = planRequest(command, *model);
    if (!planDevices(command, request.devices, error))
        return false;
    const core::PlanResult result =
        core::PlanSearch::run(request, core::ValidationReport::shipped({}).kindGroups);
    if (result.problem != core::ServeProblem::None) {
        error = ui::PlanText::problem(result.problem, *model, request.promptTokens,
                                      request.outputTokens);
        return false;
    }
    // The names the window's Plan page gives the devices (the catalog's and the user's own).
    std::vector<core::DeviceSpec> all = core::DeviceCatalog::builtIn();
    for (const core::DeviceSpec &d : userDevices())
        all.push_back(d);
    charts.setPlan(result, ui::PlanFrontChart::deviceNames(all));
    return true;
}

int CliRunner::plan(const ParsedCommand &command)
{
    const std::vector<core::ModelSpec> models = userModels();
    const core::ModelSpec *model = core::ModelCatalogFile::find(command.whatIf.model, models);
    if (model == nullptr)
        return fail(QStringLiteral("--model %1").arg(QString::fromStdString(command.whatIf.model)));
    core::PlanRequest request = planRequest(command, *model);
    QString error;
    if (!planDevices(command, request.devices, error))
        return fail(error);
    // The validation set as shipped: the published results name only the shipped devices.
    const core::ValidationReport &validation = core::ValidationReport::shipped({});
    const core::PlanResult result = core::PlanSearch::run(request, validation.kindGroups);
    const QString name = ui::Labels::userText(model->name);
    if (result.problem != core::ServeProblem::None)
        return fail(ui::PlanText::problem(result.problem, *model, request.promptTokens,
                                          request.outputTokens));
    if (command.json)
        out() << QString::fromStdString(result.toJson()) << Qt::flush;
    else
        out() << ui::Translation::tidy(ui::PlanText::render(result, name, request.cardsPerServer))
              << Qt::flush;
    return 0;
}

int CliRunner::measure(const ParsedCommand &command)
{
    if (GpuRuns::isChild())
        return GpuRuns::runChild(command);
    // The GPU first: an index the driver does not have is refused before anything else runs.
    core::GpuOutcome gpu;
    if (command.gpu) {
        gpu = GpuRuns::measure(command);
        if (gpu.indexOutOfRange)
            return fail(ui::GpuText::indexOutOfRange(command.gpuIndex, gpu.deviceCount));
    }
    core::ProfileOptions options;
    options.threads = command.bench.threads;
    options.quick = command.quick;
    sayWhenTheFamilyIsNarrow(command);
    core::MachineProfile p = MachineProfiles::measure(options);
    p.gpuAsked = command.gpu;
    p.gpu = gpu;
    // A GPU measurement that failed part-way is kept and printed, and ends the run with status 1.
    const int status = gpu.error.empty() ? 0 : 1;
    if (command.json) {
        out() << QString::fromStdString(p.toJson()) << Qt::flush;
        return status;
    }
    out() << ui::MeasureText::profile(p, core::HierarchyRoofline::from(p),
                                      core::OpenblasRuntime::current());
    if (command.gpu) {
        const core::DeviceSpec *datasheet =
            gpu.gpu ? core::GpuComparison::datasheetFor(gpu.gpu->name) : nullptr;
        out() << QLatin1Char('\n') << ui::GpuText::render(gpu, datasheet);
    }
    out() << Qt::flush;
    return status;
}

int CliRunner::advise(const ParsedCommand &command)
{
    const QString problem =
        ui::MeasureText::sgemmProblem(command.bench, core::SystemInfo::availableMemoryBytes());
    if (!problem.isEmpty())
        return fail(problem);
    const bool showProgress = isatty(fileno(stderr));
    const int threads =
        command.bench.threads > 0 ? command.bench.threads : core::SystemInfo::openblasMaxThreads();
    if (showProgress)
        err() << tr("multiply-add peak on %n thread(s)...", nullptr, threads) << Qt::flush;
    const core::AdvisorOptions options = ui::AdviceSettings::advisorOptions(
        command.bench.n, command.bench.repeats, threads, {"/proc/self/exe", "bench", "--json"});
    const core::AdvisorResult result = core::KernelAdvisor::run(
        options, [&](const core::AdvisorResult &, int done, int total, const std::string &next) {
            if (showProgress && !next.empty())
                err() << "\r" << QString(60, QLatin1Char(' ')) << "\r" << done + 1 << "/" << total
                      << " " << QString::fromStdString(next) << Qt::flush;
        });
    if (showProgress)
        err() << "\r" << QString(60, QLatin1Char(' ')) << "\r" << Qt::flush;
    // Later runs of this program (auto) and the window follow the advice.
    if (!result.cancelled && !result.recommendedCore.empty() && !ui::AdviceSettings::save(result))
        err() << "bottleneck-lab: " << ui::AdviceSettings::notSaved() << Qt::endl;
    if (command.json)
        out() << QString::fromStdString(result.toJson()) << Qt::flush;
    else
        out() << ui::AdvisorText::render(result) << Qt::flush;
    return result.recommendedCore.empty() ? 1 : 0;
}

} // namespace blab::app
