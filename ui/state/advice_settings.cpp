// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/advice_settings.h"

#include "measure/cpu/cpu_features.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/system_info.h"

#include <QDir>
#include <QSettings>

namespace blab::ui {

namespace {

const QString kAdviceKey = QStringLiteral("openblas/advice");
const QString kRequestKey = QStringLiteral("openblas/core");

} // namespace

std::optional<core::AdvisorResult> AdviceSettings::load()
{
    const QByteArray json = QSettings().value(kAdviceKey).toByteArray();
    if (json.isEmpty())
        return std::nullopt;
    core::AdvisorResult advice;
    if (!core::AdvisorResult::fromJson(json.toStdString(), advice).empty())
        return std::nullopt;
    return advice;
}

std::optional<core::AdvisorResult> AdviceSettings::loadForThisMachine()
{
    std::optional<core::AdvisorResult> advice = load();
    if (advice && (advice->cpuModel != cpuModel() || advice->openblasVersion != openblasVersion()))
        advice.reset();
    return advice;
}

bool AdviceSettings::save(const core::AdvisorResult &advice)
{
    QSettings settings;
    settings.setValue(kAdviceKey, QByteArray::fromStdString(advice.toJson()));
    settings.sync();
    return settings.status() == QSettings::NoError;
}

core::AdvisorOptions AdviceSettings::advisorOptions(int n, int repeats, int threads,
                                                    const std::vector<std::string> &childCommand)
{
    core::AdvisorOptions options;
    options.childCommand = childCommand;
    options.n = n;
    options.repeats = repeats;
    options.threads = threads;
    options.candidates = core::KernelFamilies::candidates(core::CpuFeatures::detect());
    options.cpuModel = cpuModel();
    options.openblasVersion = openblasVersion();
    if (const auto &installed = core::OpenblasRuntime::current().installedCore)
        options.installedCoreHint = *installed;
    return options;
}

QString AdviceSettings::notSaved()
{
    return tr("The advice could not be saved in %1, so the next start will not follow it.")
        .arg(QDir::toNativeSeparators(QSettings().fileName()));
}

core::CoreRequest AdviceSettings::request()
{
    core::CoreRequest request;
    const QString saved = QSettings().value(kRequestKey).toString();
    if (!saved.isEmpty() &&
        !core::CoreRequest::parse(saved.toStdString(), core::CpuFeatures::detect(), request)
             .empty())
        return core::CoreRequest{};
    return request;
}

void AdviceSettings::setRequest(const core::CoreRequest &request)
{
    QSettings().setValue(kRequestKey, QString::fromStdString(request.id()));
}

std::optional<std::string> AdviceSettings::familyAtNextStart(const core::CoreRequest &request)
{
    const core::OpenblasRuntime &runtime = core::OpenblasRuntime::current();
    core::LaunchState state;
    state.request = request;
    state.features = core::CpuFeatures::detect();
    state.cpuModel = cpuModel();
    state.openblasVersion = openblasVersion();
    if (const auto advice = load(); advice && !advice->recommendedCore.empty())
        state.advice =
            core::CoreAdvice{advice->recommendedCore, advice->cpuModel, advice->openblasVersion};
    // A restart drops a variable the program set itself and keeps one the user set.
    if (runtime.origin == core::CoreOrigin::Environment && !runtime.variableSetByProgram) {
        state.userVariable = runtime.core;
        state.currentCore = runtime.core;
    } else {
        state.installedCore = runtime.installedCore;
        state.currentCore = runtime.installedCore.value_or(runtime.core);
    }
    return core::OpenblasChoice::familyAtStart(state);
}

std::optional<std::string> AdviceSettings::familyForRuns()
{
    const std::optional<std::string> next = familyAtNextStart(request());
    if (!next || next->empty() ||
        core::KernelFamilies::sameName(*next, core::OpenblasRuntime::current().core))
        return std::nullopt;
    return next;
}

std::string AdviceSettings::cpuModel()
{
    return core::SystemInfo::cpuIdentity();
}

std::string AdviceSettings::openblasVersion()
{
    return core::OpenblasChoice::versionFromConfig(core::SystemInfo::openblasConfig());
}

} // namespace blab::ui
