#include "ui/what_if_state.h"

#include "core/option_spec.h"
#include "core/system_info.h"
#include "ui/profile_json.h"

#include <QSettings>

namespace blab::ui {

namespace {

// Reads a number saved under the command line's option name, refusing anything the command line
// would refuse, so that a damaged settings file can only ever fall back to defaults.
template <typename T>
void readSetting(const QSettings &settings, const core::OptionSpec &spec, T &value)
{
    const QString key = QStringLiteral("whatif/") + QString::fromStdString(spec.name());
    if (!settings.contains(key))
        return;
    bool ok = false;
    const double v = settings.value(key).toDouble(&ok);
    if (ok && spec.check(v).empty())
        value = static_cast<T>(v);
}

void writeSetting(QSettings &settings, const core::OptionSpec &spec, double value)
{
    settings.setValue(QStringLiteral("whatif/") + QString::fromStdString(spec.name()), value);
}

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
    visit(OptionSpec::stepMs, in.stepComputeMs);
}

} // namespace

WhatIfState::WhatIfState(QObject *parent) : QObject(parent)
{
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, &WhatIfState::changed);
    m_memoryGB = static_cast<double>(core::SystemInfo::totalMemoryBytes()) / 1e9;
    const auto all = core::DeviceCatalog::all(m_cpuGflops, 50.0, false, m_memoryGB);
    m_otherDevices.assign(all.begin() + 1, all.end());
}

void WhatIfState::scheduleChanged()
{
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

void WhatIfState::setOtherDevice(std::size_t index, const core::DeviceSpec &device)
{
    if (index < m_otherDevices.size()) {
        m_otherDevices[index] = device;
        scheduleChanged();
    }
}

std::vector<core::DeviceSpec> WhatIfState::devices() const
{
    return model().devices;
}

core::ReportModel WhatIfState::model() const
{
    core::ReportModel m = core::ReportModel::build(
        m_inputs, m_cpuGflops, m_cpuSource == CpuSource::Measured, m_memoryGB, &m_otherDevices);
    if (m_measurement)
        m.measurement = m_measurement;
    return m;
}

void WhatIfState::load()
{
    QSettings settings;
    forEachSetting(m_inputs, [&](const core::OptionSpec &spec, auto &value) {
        readSetting(settings, spec, value);
    });
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
        if (const auto parsed = ProfileJson::parse(profile)) {
            m_profile = parsed;
            m_profiledAt = settings.value(QStringLiteral("profile/measured_at")).toDateTime();
            emit profileChanged();
        }
    }
    scheduleChanged();
}

void WhatIfState::save() const
{
    QSettings settings;
    forEachSetting(m_inputs, [&](const core::OptionSpec &spec, const auto &value) {
        writeSetting(settings, spec, value);
    });
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
