// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/what_if_state.h"

#include "catalog/model_catalog_file.h"
#include "io/option_spec.h"
#include "measure/system_info.h"
#include "options/option_table.h"
#include "state/settings_guard.h"
#include "state/user_catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <functional>

namespace blab::ui {

namespace {

// Whether a device or model id (as kind says) is one of the catalog's, the user's own included.
using IdCheck = std::function<bool(core::OptionKind kind, const std::string &id)>;

// The ids of the shipped catalogs and of the user's own devices and models, which must outlive
// the check.
IdCheck knownIds(const std::vector<core::DeviceSpec> &devices,
                 const std::vector<core::ModelSpec> &models)
{
    return [&devices, &models](core::OptionKind kind, const std::string &id) {
        if (kind == core::OptionKind::Model)
            return core::ModelCatalogFile::knows(id, models);
        return core::DeviceCatalog::knows(id, devices);
    };
}

// Reads one remembered input, refusing anything the command line would refuse, so that a
// damaged settings file can only ever fall back to defaults. Returns false when a value was there
// but refused. An empty device or model counts as not saved.
bool readSetting(const QSettings &settings, const core::OptionRow &row, core::OptionValues &values,
                 const IdCheck &isKnown)
{
    const QString key = QString::fromStdString(row.settingsKey);
    if (!settings.contains(key))
        return true;
    const QVariant value = settings.value(key);
    if (row.isNumeric()) {
        bool ok = false;
        const double number = value.toDouble(&ok);
        return ok && row.setNumber(row, values, number).empty();
    }
    const std::string text = value.toString().toStdString();
    const bool catalogId =
        row.kind == core::OptionKind::Device || row.kind == core::OptionKind::Model;
    if (catalogId && (text.empty() || !isKnown(row.kind, text)))
        return text.empty();
    return row.parse(text, values).empty();
}

// Every input the option table says the window remembers; returns how many were refused.
int readSettings(const QSettings &settings, core::WhatIfInputs &inputs, const IdCheck &isKnown)
{
    core::OptionValues values;
    values.whatIf = inputs;
    int refused = 0;
    for (const core::OptionRow &row : core::OptionTable::rows()) {
        if (row.isRemembered() && !readSetting(settings, row, values, isKnown))
            ++refused;
    }
    inputs = values.whatIf;
    return refused;
}

// Numbers are saved as numbers and words as the command line spells them.
void writeSettings(QSettings &settings, const core::WhatIfInputs &inputs)
{
    core::OptionValues values;
    values.whatIf = inputs;
    for (const core::OptionRow &row : core::OptionTable::rows()) {
        if (!row.isRemembered())
            continue;
        const QString key = QString::fromStdString(row.settingsKey);
        if (row.isNumeric())
            settings.setValue(key, row.number(values));
        else
            settings.setValue(key, QString::fromStdString(row.valueText(values)));
    }
}

// The settings layout this program writes; a larger number means a newer program wrote them.
constexpr int kSettingsVersion = 2;

// The CPU figure is kept with how it came about (measured or entered) rather than as an input,
// so it is not in the option table's list; --cpu-gflops bounds it and names its key.
QString cpuKey()
{
    return QStringLiteral("whatif/cpu-gflops");
}

// Tab 3's roof is window state, not a command-line input, so it is not in the option table
// either: the device whose roof it shows ("" for the sliders' own figures), and those figures,
// each bounded as the sliders are. A value the sliders would refuse is dropped, as is a device
// the catalog no longer has; returns how many were refused.
int readRoofline(const QSettings &settings, core::WhatIfInputs &inputs, const IdCheck &isKnown)
{
    int refused = 0;
    const QString deviceKey = QStringLiteral("roofline/device");
    if (settings.contains(deviceKey)) {
        const std::string id = settings.value(deviceKey).toString().toStdString();
        if (id.empty() || isKnown(core::OptionKind::Device, id))
            inputs.rooflineDevice = id;
        else
            ++refused;
    }
    const auto readFigure = [&](const QString &key, const core::OptionSpec &spec,
                                std::optional<double> &out) {
        if (!settings.contains(key))
            return;
        bool ok = false;
        const double value = settings.value(key).toDouble(&ok);
        if (ok && spec.check(value).empty())
            out = value;
        else
            ++refused;
    };
    readFigure(QStringLiteral("roofline/peak_gflops"), core::OptionSpec::cpuGflops,
               inputs.rooflinePeakGflops);
    readFigure(QStringLiteral("roofline/bandwidth_gbs"), core::OptionSpec::memBandwidth,
               inputs.rooflineBandwidthGBs);
    return refused;
}

// A saved model that is gone (the user's file was removed or cannot be read) was refused and left
// the shipped default; the saved context, prompt and cards, meant for the lost model, are brought
// within the default's reach so that the next session does not open on a refusal.
void keepServable(const QSettings &settings, core::WhatIfInputs &inputs,
                  const std::vector<core::ModelSpec> &userModels)
{
    const QString key = QString::fromStdString(core::OptionTable::find("model")->settingsKey);
    const std::string saved = settings.value(key).toString().toStdString();
    if (!saved.empty() && !core::ModelCatalogFile::knows(saved, userModels))
        inputs.serve(*core::ModelCatalogFile::find(inputs.model, userModels));
}

// The model being trained is window state as well (on the command line --model names it in
// training): kept when the catalogs still hold it, refused otherwise.
int readTrainingModel(const QSettings &settings, core::WhatIfInputs &inputs, const IdCheck &isKnown)
{
    const QString key = QStringLiteral("training/model");
    if (!settings.contains(key))
        return 0;
    const std::string id = settings.value(key).toString().toStdString();
    if (!id.empty() && !isKnown(core::OptionKind::Model, id))
        return 1;
    inputs.trainingModel = id;
    return 0;
}

void writeRoofline(QSettings &settings, const core::WhatIfInputs &inputs)
{
    settings.setValue(QStringLiteral("roofline/device"),
                      QString::fromStdString(inputs.rooflineDevice));
    const auto writeFigure = [&](const QString &key, const std::optional<double> &value) {
        if (value)
            settings.setValue(key, *value);
        else
            settings.remove(key);
    };
    writeFigure(QStringLiteral("roofline/peak_gflops"), inputs.rooflinePeakGflops);
    writeFigure(QStringLiteral("roofline/bandwidth_gbs"), inputs.rooflineBandwidthGBs);
}

} // namespace

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
    // The slots of profileChanged may read the snapshot; it must already be the new one.
    scheduleChanged();
    emit profileChanged();
}

void WhatIfState::setProfile(const core::MachineProfile &profile, const QDateTime &when)
{
    m_profile = profile;
    m_profiledAt = when;
    m_inputs.memBandwidthGBs = profile.memBandwidthGBs();
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
    m_inputs.precision = precision;
    scheduleChanged();
}

void WhatIfState::resetInputs()
{
    m_inputs = core::WhatIfInputs{};
    if (!m_futureSettings) {
        QSettings settings;
        settings.remove(QStringLiteral("whatif"));
        settings.remove(QStringLiteral("roofline"));
        settings.remove(QStringLiteral("training"));
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
        m.get()->attachProfiles(m_profile, m_comparison);
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
    if (version > kSettingsVersion) {
        m_settingsProblem = tr("The settings in %1 were written by a newer version of Bottleneck "
                               "Lab; the defaults are used, and this session's inputs are not "
                               "saved over them.")
                                .arg(settings.fileName());
        m_futureSettings = true;
        scheduleChanged();
        return;
    }
    const IdCheck known = knownIds(m_userDevices, m_userModels);
    const int refused = readSettings(settings, m_inputs, known) +
                        readRoofline(settings, m_inputs, known) +
                        readTrainingModel(settings, m_inputs, known);
    keepServable(settings, m_inputs, m_userModels);
    if (refused > 0)
        m_settingsProblem = tr("%n saved setting(s) could not be read and went back to the "
                               "default.",
                               nullptr, refused);
    bool cpuRead = false;
    double cpu = settings.value(cpuKey()).toDouble(&cpuRead);
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
    const QByteArray profile = settings.value(QStringLiteral("profile/json")).toByteArray();
    if (profile.isEmpty())
        return;
    // A profile that does not parse is dropped: measuring again is better than a wrong roof.
    const auto parsed = core::MachineProfile::fromJson(profile.toStdString());
    if (!parsed)
        return;
    m_profile = parsed;
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
    settings.setValue(QStringLiteral("settings/version"), kSettingsVersion);
    writeSettings(settings, m_inputs);
    writeRoofline(settings, m_inputs);
    settings.setValue(QStringLiteral("training/model"),
                      QString::fromStdString(m_inputs.trainingModel));
    if (m_cpuSource != CpuSource::Lesson) {
        settings.setValue(cpuKey(), m_cpuGflops);
        settings.setValue(QStringLiteral("cpu/source"), m_cpuSource == CpuSource::Measured
                                                            ? QStringLiteral("measured")
                                                            : QStringLiteral("entered"));
        settings.setValue(QStringLiteral("cpu/measured_at"), m_measuredAt);
    }
    if (m_profile) {
        settings.setValue(QStringLiteral("profile/json"),
                          QByteArray::fromStdString(m_profile->toJson()));
        settings.setValue(QStringLiteral("profile/measured_at"), m_profiledAt);
    }
    settings.sync();
    return settings.status() == QSettings::NoError;
}

} // namespace blab::ui
