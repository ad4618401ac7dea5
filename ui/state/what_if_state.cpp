#include "state/what_if_state.h"

#include "io/enum_ids.h"
#include "measure/system_info.h"
#include "options/option_spec.h"
#include "state/user_catalog.h"

#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace blab::ui {

namespace {

// Reads a number saved under the command line's option name, refusing anything the command line
// would refuse, so that a damaged settings file can only ever fall back to defaults.
// Returns false when a value was there but refused.
template <typename T>
bool readSetting(const QSettings &settings, const core::OptionSpec &spec, T &value)
{
    const QString key = QStringLiteral("whatif/") + QString::fromStdString(spec.name());
    if (!settings.contains(key))
        return true;
    bool ok = false;
    const double v = settings.value(key).toDouble(&ok);
    if (!ok || !spec.check(v).empty())
        return false;
    value = static_cast<T>(v);
    return true;
}

// A word from a fixed list, saved as the command line spells it.
template <typename T, std::size_t N>
bool readChoice(const QSettings &settings, const char *name, const T (&choices)[N],
                const char *(*id)(T), T &value)
{
    const QString key = QStringLiteral("whatif/") + QLatin1String(name);
    if (!settings.contains(key))
        return true;
    const auto found = core::findById(settings.value(key).toString().toStdString(), choices, id);
    if (found)
        value = *found;
    return found.has_value();
}

// Every word-valued input with its settings key; load and save walk the same list.
template <typename Inputs, typename Visit> void forEachChoice(Inputs &in, Visit visit)
{
    visit("precision", core::Precisions::kAll, &core::Precisions::id, in.precision);
    visit("weight-dtype", core::WeightDtypes::kAll, &core::WeightDtypes::id, in.weightDtype);
    visit("optimizer", core::MemoryModel::kAllOptimizers, &core::MemoryModel::optimizerId,
          in.optimizer);
    visit("activations", core::MemoryModel::kAllActivationModes,
          &core::MemoryModel::activationModeId, in.activations);
    visit("link-kind", core::InterconnectModel::kAllKinds, &core::InterconnectModel::linkKindId,
          in.linkKind);
}

// The settings layout this program writes; a larger number means a newer program wrote them.
constexpr int kSettingsVersion = 2;

void writeSetting(QSettings &settings, const core::OptionSpec &spec, double value)
{
    settings.setValue(QStringLiteral("whatif/") + QString::fromStdString(spec.name()), value);
}

// The window's own batch has no command-line option; it is bounded like one.
const core::OptionSpec kUserBatch("user-batch", 1, 1000000, "samples", true);

// Every remembered input with the option that names and bounds it; load and save walk the same
// list so they cannot drift apart.
template <typename Inputs, typename Visit> void forEachSetting(Inputs &in, Visit visit)
{
    using core::OptionSpec;
    visit(OptionSpec::memBandwidth, in.memBandwidthGBs);
    visit(OptionSpec::linkBandwidth, in.linkGBs);
    visit(OptionSpec::accelTflops, in.accelTflops);
    visit(OptionSpec::flopsPerSample, in.flopsPerSample);
    visit(OptionSpec::sampleBytes, in.sampleBytes);
    visit(OptionSpec::n, in.n);
    visit(OptionSpec::k, in.k);
    visit(OptionSpec::params, in.params);
    visit(OptionSpec::cards, in.cards);
    visit(OptionSpec::cardLinkBandwidth, in.cardLinkGBs);
    visit(OptionSpec::tokensPerStep, in.tokensPerStep);
    visit(OptionSpec::utilization, in.utilization);
    visit(OptionSpec::sampleActivationBytes, in.sampleActivationBytes);
    visit(OptionSpec::microBatch, in.microBatch);
    visit(OptionSpec::layers, in.layers);
    visit(OptionSpec::hidden, in.hidden);
    visit(OptionSpec::seqLen, in.seqLen);
    visit(kUserBatch, in.userBatch);
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
}

void WhatIfState::setEnteredCpuGflops(double gflops)
{
    m_cpuGflops = gflops;
    m_cpuSource = CpuSource::Entered;
    scheduleChanged();
}

void WhatIfState::setProfile(const core::MachineProfile &profile, const QDateTime &when)
{
    m_profile = profile;
    m_profiledAt = when;
    m_inputs.memBandwidthGBs = profile.memBandwidthGBs();
    emit profileChanged();
    scheduleChanged();
}

QString WhatIfState::setUserDevices(const std::vector<core::DeviceSpec> &devices, bool save)
{
    m_userDevices = devices;
    for (core::DeviceSpec &d : m_userDevices)
        d.user = true;
    scheduleChanged();
    if (!save)
        return {};
    // A file that could not be read at start is kept beside the new one rather than replaced,
    // so that nothing the user had is lost.
    if (!m_catalogError.isEmpty() && QFileInfo::exists(UserCatalog::path())) {
        const QString keep =
            UserCatalog::path() + QStringLiteral(".unreadable-") +
            QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        if (!QFile::copy(UserCatalog::path(), keep))
            return tr("%1 could not be read and could not be set aside as %2; it was left as it "
                      "is and your changes are kept for this session only.")
                .arg(UserCatalog::path(), keep);
    }
    QString error;
    if (!UserCatalog::write(m_userDevices, &error))
        return error;
    // The file now holds what the window shows; an earlier read problem is gone with it.
    m_catalogError.clear();
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
    }
    scheduleChanged();
}

std::shared_ptr<const core::ReportModel> WhatIfState::snapshot() const
{
    if (!m_snapshot) {
        auto m = std::make_shared<core::ReportModel>(core::ReportModel::build(
            m_inputs, m_cpuGflops, m_cpuSource == CpuSource::Measured, m_memoryGB, &m_userDevices));
        m.get()->measurement = m_measurement;
        m_snapshot = std::move(m);
    }
    return m_snapshot;
}

void WhatIfState::load(bool readDevices)
{
    // The device list below must see the devices just read.
    m_snapshot.reset();
    if (readDevices) {
        const UserCatalog::LoadResult catalog = UserCatalog::load();
        m_userDevices = catalog.devices;
        m_catalogError = catalog.error;
    }

    QSettings settings;
    m_settingsProblem.clear();
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
    int refused = 0;
    forEachSetting(m_inputs, [&](const core::OptionSpec &spec, auto &value) {
        refused += readSetting(settings, spec, value) ? 0 : 1;
    });
    forEachChoice(m_inputs, [&](const char *name, const auto &choices, auto id, auto &value) {
        refused += readChoice(settings, name, choices, id, value) ? 0 : 1;
    });
    const QString device = settings.value(QStringLiteral("whatif/device")).toString();
    if (!device.isEmpty()) {
        bool known = false;
        for (const core::DeviceSpec &d : devices())
            known = known || QString::fromStdString(d.id) == device;
        if (known)
            m_inputs.device = device.toStdString();
        else
            ++refused;
    }
    if (refused > 0)
        m_settingsProblem = tr("%n saved setting(s) could not be read and went back to the "
                               "default.",
                               nullptr, refused);
    double cpu = 0.0;
    readSetting(settings, core::OptionSpec::cpuGflops, cpu);
    const QString source = settings.value(QStringLiteral("cpu/source")).toString();
    if (cpu > 0 && source == QLatin1String("entered")) {
        setEnteredCpuGflops(cpu);
    } else if (cpu > 0 && source == QLatin1String("measured")) {
        m_cpuGflops = cpu;
        m_cpuSource = CpuSource::Measured;
        m_measuredAt = settings.value(QStringLiteral("cpu/measured_at")).toDateTime();
    }
    const QByteArray profile = settings.value(QStringLiteral("profile/json")).toByteArray();
    if (!profile.isEmpty()) {
        // A profile that does not parse is dropped: measuring again is better than a wrong roof.
        if (const auto parsed = core::MachineProfile::fromJson(profile.toStdString())) {
            m_profile = parsed;
            m_profiledAt = settings.value(QStringLiteral("profile/measured_at")).toDateTime();
            emit profileChanged();
        }
    }
    scheduleChanged();
}

void WhatIfState::save() const
{
    if (m_futureSettings)
        return;
    QSettings settings;
    settings.setValue(QStringLiteral("settings/version"), kSettingsVersion);
    forEachSetting(m_inputs, [&](const core::OptionSpec &spec, const auto &value) {
        writeSetting(settings, spec, value);
    });
    forEachChoice(m_inputs, [&](const char *name, const auto &, auto id, const auto &value) {
        settings.setValue(QStringLiteral("whatif/") + QLatin1String(name),
                          QString::fromLatin1(id(value)));
    });
    settings.setValue(QStringLiteral("whatif/device"), QString::fromStdString(m_inputs.device));
    if (m_cpuSource != CpuSource::Lesson) {
        writeSetting(settings, core::OptionSpec::cpuGflops, m_cpuGflops);
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
}

} // namespace blab::ui
