// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/what_if_state.h"

#include "catalog/model_catalog_file.h"
#include "io/option_spec.h"
#include "measure/cpu/system_info.h"
#include "state/settings_guard.h"
#include "state/settings_store.h"
#include "state/user_catalog.h"

#include <QDir>
#include <QSettings>
#include <functional>

namespace blab::ui {

WhatIfState::WhatIfState(QObject *parent) : QObject(parent)
{
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, &WhatIfState::changed);
    m_memoryGB = static_cast<double>(core::SystemInfo::totalMemoryBytes()) / 1e9;
}

void WhatIfState::scheduleChanged()
{
    m_snapshot.reset();
    if (!m_coalesce.isActive())
        m_coalesce.start();
}

void WhatIfState::flush()
{
    if (m_coalesce.isActive()) {
        m_coalesce.stop();
        emit changed();
    }
}

void WhatIfState::setInputs(const core::WhatIfInputs &inputs)
{
    m_inputs = inputs;
    if (inputs.cpuGflops)
        setEnteredCpuGflops(*inputs.cpuGflops);
    scheduleChanged();
}

void WhatIfState::modify(const std::function<void(core::WhatIfInputs &)> &change)
{
    change(m_inputs);
    scheduleChanged();
}

void WhatIfState::setMeasurement(const core::SgemmResult &result)
{
    m_measurement = result;
    m_measuredAt = QDateTime::currentDateTime();
    m_cpuGflops = result.gflops();
    m_cpuSource = CpuSource::Measured;
    scheduleChanged();
    emit measurementChanged();
}

void WhatIfState::setEnteredCpuGflops(double gflops)
{
    m_cpuGflops = gflops;
    m_cpuSource = CpuSource::Entered;
    scheduleChanged();
}

void WhatIfState::setComparison(const std::optional<core::MachineProfile> &profile)
{
    m_comparison = profile;
    m_machines.reset();
    // The slots of profileChanged may read the snapshot; it must already be the new one.
    scheduleChanged();
    emit profileChanged();
}

void WhatIfState::setGpu(const core::GpuOutcome &gpu)
{
    m_gpu = gpu;
    if (m_profile) {
        m_profile->gpuAsked = true;
        m_profile->gpu = gpu;
    }
    m_machines.reset();
    scheduleChanged();
    emit profileChanged();
}

void WhatIfState::setProfile(const core::MachineProfile &profile, const QDateTime &when)
{
    m_profile = profile;
    // A new CPU profile keeps the GPU measured before it; a profile with a GPU part brings its own.
    if (profile.gpuAsked)
        m_gpu = profile.gpu;
    else if (m_gpu) {
        m_profile->gpuAsked = true;
        m_profile->gpu = *m_gpu;
    }
    m_machines.reset();
    m_profiledAt = when;
    m_inputs.memBandwidthGBs = profile.memBandwidthGBs();
    m_inputs.memBandwidthSource = core::BandwidthSource::KeptProfile;
    // The slots of profileChanged may read the snapshot; it must already be the new one.
    scheduleChanged();
    emit profileChanged();
}

QString WhatIfState::setUserDevices(const std::vector<core::DeviceSpec> &devices)
{
    m_userDevices = devices;
    for (core::DeviceSpec &d : m_userDevices)
        d.user = true;
    scheduleChanged();
    // A file that could not be read at start is kept beside the new one rather than replaced,
    // so that nothing the user had is lost.
    if (!m_catalogError.isEmpty()) {
        const QString problem = UserCatalog::setAside(UserCatalog::path());
        if (!problem.isEmpty())
            return problem;
    }
    QString error;
    if (!UserCatalog::write(m_userDevices, &error))
        return error;
    // The file now holds what the window shows; an earlier read problem is gone with it.
    m_catalogError.clear();
    return {};
}

QString WhatIfState::setUserModels(const std::vector<core::ModelSpec> &models)
{
    m_userModels = models;
    for (core::ModelSpec &m : m_userModels)
        m.user = true;
    // The model in use may have been removed; the shipped default takes its place.
    if (!core::ModelCatalogFile::find(m_inputs.model, m_userModels))
        m_inputs.serve(*core::ModelCatalogFile::find(core::WhatIfInputs{}.model));
    // A removed model being trained leaves its parameter count, as the lesson sizes a model.
    if (!m_inputs.trainingModel.empty() &&
        !core::ModelCatalogFile::find(m_inputs.trainingModel, m_userModels))
        m_inputs.trainingModel.clear();
    scheduleChanged();
    if (!m_modelsError.isEmpty()) {
        const QString problem = UserCatalog::setAside(UserCatalog::modelsPath());
        if (!problem.isEmpty())
            return problem;
    }
    QString error;
    if (!UserCatalog::writeModels(m_userModels, &error))
        return error;
    m_modelsError.clear();
    return {};
}

void WhatIfState::setPrecision(core::Precision precision)
{
    m_inputs.choosePrecision(precision);
    scheduleChanged();
}

void WhatIfState::resetInputs()
{
    // The user's kernels are their own work, kept as measurements are.
    const std::vector<core::UserKernel> kernels = m_inputs.kernels;
    m_inputs = core::WhatIfInputs{};
    m_inputs.kernels = kernels;
    m_plan = PlanInputs{};
    m_planShown = false;
    if (!m_futureSettings) {
        QSettings settings;
        settings.remove(QStringLiteral("whatif"));
        settings.remove(QStringLiteral("roofline"));
        settings.remove(QStringLiteral("training"));
        settings.remove(QStringLiteral("plan"));
    }
    scheduleChanged();
}

std::shared_ptr<const core::ReportModel> WhatIfState::snapshot() const
{
    if (!m_snapshot) {
        const core::ThisCpu cpu{m_cpuGflops,
                                m_cpuSource == CpuSource::Measured ? core::CpuSource::Measured
                                                                   : core::CpuSource::Entered,
                                m_memoryGB};
        auto m = std::make_shared<core::ReportModel>(
            core::ReportModel::build(m_inputs, cpu, &m_userDevices, &m_userModels));
        m.get()->measurement = m_measurement;
        if (!m_machines)
            m_machines = core::MeasuredMachines::of(m_profile, m_comparison, m_gpu);
        m.get()->attachMachines(*m_machines);
        m_snapshot = std::move(m);
    }
    return m_snapshot;
}

void WhatIfState::loadUserCatalogs()
{
    const UserCatalog::LoadResult catalog = UserCatalog::load();
    m_userDevices = catalog.devices;
    m_catalogError = catalog.error;
    const UserCatalog::ModelsResult models = UserCatalog::loadModels();
    m_userModels = models.models;
    m_modelsError = models.error;
}

void WhatIfState::load()
{
    m_snapshot.reset();
    // Before the settings, which may name one of the user's devices or models.
    loadUserCatalogs();
    QSettings settings;
    m_settingsProblem.clear();
    if (SettingsGuard::setAside()) {
        m_settingsProblem = SettingsGuard::problem();
        scheduleChanged();
        return;
    }
    if (settings.status() != QSettings::NoError) {
        m_settingsProblem = tr("The settings file %1 could not be read; the defaults are used.")
                                .arg(settings.fileName());
        scheduleChanged();
        return;
    }
    const int version = settings.value(QStringLiteral("settings/version"), 1).toInt();
    if (version > SettingsStore::kVersion) {
        m_settingsProblem = tr("The settings in %1 were written by a newer version of Bottleneck "
                               "Lab; the defaults are used, and this session's inputs are not "
                               "saved over them.")
                                .arg(settings.fileName());
        m_futureSettings = true;
        scheduleChanged();
        return;
    }
    const int refused = SettingsStore::readInputs(settings, m_inputs, m_userDevices, m_userModels) +
                        SettingsStore::readPlan(settings, m_plan, m_userDevices, m_userModels);
    m_planShown = SettingsStore::readPlanShown(settings);
    if (refused > 0)
        m_settingsProblem = tr("%n saved setting(s) could not be read and went back to the "
                               "default.",
                               nullptr, refused);
    bool cpuRead = false;
    double cpu = settings.value(SettingsStore::cpuKey()).toDouble(&cpuRead);
    if (!cpuRead || !core::OptionSpec::cpuGflops.check(cpu).empty())
        cpu = 0.0;
    const QString source = settings.value(QStringLiteral("cpu/source")).toString();
    if (cpu > 0 && source == QLatin1String("entered")) {
        setEnteredCpuGflops(cpu);
    } else if (cpu > 0 && source == QLatin1String("measured")) {
        m_cpuGflops = cpu;
        m_cpuSource = CpuSource::Measured;
        m_measuredAt = settings.value(QStringLiteral("cpu/measured_at")).toDateTime();
    }
    loadProfile(settings);
    scheduleChanged();
}

void WhatIfState::loadProfile(const QSettings &settings)
{
    // A GPU measured before any CPU profile is kept on its own.
    const QByteArray gpu = settings.value(QStringLiteral("gpu/json")).toByteArray();
    core::GpuOutcome outcome;
    if (!gpu.isEmpty() && core::GpuOutcome::fromJson(gpu.toStdString(), outcome).empty())
        m_gpu = outcome;
    const QByteArray profile = settings.value(QStringLiteral("profile/json")).toByteArray();
    if (profile.isEmpty())
        return;
    // A profile that does not parse is dropped: measuring again is better than a wrong roof.
    const auto parsed = core::MachineProfile::fromJson(profile.toStdString());
    if (!parsed)
        return;
    m_profile = parsed;
    // The GPU travels with the profile (File → Save machine profile writes both), whichever of
    // the two keys held it.
    if (parsed->gpuAsked) {
        m_gpu = parsed->gpu;
    } else if (m_gpu) {
        m_profile->gpuAsked = true;
        m_profile->gpu = *m_gpu;
    }
    m_machines.reset();
    m_profiledAt = settings.value(QStringLiteral("profile/measured_at")).toDateTime();
    // Settings that lost the date still have the profile's own, in UTC.
    if (!m_profiledAt.isValid())
        m_profiledAt =
            QDateTime::fromString(QString::fromStdString(parsed->measuredAt), Qt::ISODate)
                .toLocalTime();
    m_snapshot.reset();
    emit profileChanged();
}

bool WhatIfState::canSave() const
{
    return !m_futureSettings && !SettingsGuard::setAside();
}

QString WhatIfState::notSaved()
{
    return tr("The window's inputs and measurements could not be saved in %1.")
        .arg(QDir::toNativeSeparators(QSettings().fileName()));
}

bool WhatIfState::save() const
{
    if (!canSave())
        return true;
    QSettings settings;
    SettingsStore::writeInputs(settings, m_inputs);
    SettingsStore::writePlan(settings, m_plan);
    SettingsStore::writePlanShown(settings, m_planShown);
    if (m_cpuSource != CpuSource::Lesson) {
        settings.setValue(SettingsStore::cpuKey(), m_cpuGflops);
        settings.setValue(QStringLiteral("cpu/source"), m_cpuSource == CpuSource::Measured
                                                            ? QStringLiteral("measured")
                                                            : QStringLiteral("entered"));
        settings.setValue(QStringLiteral("cpu/measured_at"), m_measuredAt);
    }
    if (m_gpu)
        settings.setValue(QStringLiteral("gpu/json"), QByteArray::fromStdString(m_gpu->toJson()));
    if (m_profile) {
        settings.setValue(QStringLiteral("profile/json"),
                          QByteArray::fromStdString(m_profile->toJson()));
        settings.setValue(QStringLiteral("profile/measured_at"), m_profiledAt);
    }
    settings.sync();
    return settings.status() == QSettings::NoError;
}

} // namespace blab::ui
