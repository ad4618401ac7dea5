// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_catalog.h"
#include "inputs/what_if_inputs.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "measure/profile/machine_profiler.h"
#include "report/report_model.h"
#include "state/plan_inputs.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QSettings;

namespace blab::ui {

// The one place that holds the what-if inputs several tabs share, the CPU figure in use and the
// device table. Changes are coalesced: any number of edits in one pass of the event loop produce
// one changed() signal, so a burst of slider events costs one recomputation.
class WhatIfState : public QObject
{
    Q_OBJECT

public:
    // The lesson's figure, shown until this machine has been measured or a figure entered.
    static constexpr double kLessonCpuGflops = 237.05;

    explicit WhatIfState(QObject *parent = nullptr);

    const core::WhatIfInputs &inputs() const { return m_inputs; }
    void setInputs(const core::WhatIfInputs &inputs);
    // Changes some inputs: modify([](core::WhatIfInputs &in) { in.linkGBs = 25; }).
    void modify(const std::function<void(core::WhatIfInputs &)> &change);

    // Tab 5's Plan page's inputs: kept and saved with the what-if inputs but no part of them, so
    // changing them builds no snapshot and emits no changed().
    const PlanInputs &planInputs() const { return m_plan; }
    void setPlanInputs(const PlanInputs &inputs) { m_plan = inputs; }
    // Whether tab 5 shows its Plan page: the window's own state, saved with the plan's inputs so
    // that the next start opens tab 5 where this one left it.
    bool planShown() const { return m_planShown; }
    void setPlanShown(bool shown) { m_planShown = shown; }

    double cpuGflops() const { return m_cpuGflops; }
    // How the CPU figure came about.
    enum class CpuSource
    {
        Lesson,
        Measured,
        Entered
    };
    CpuSource cpuSource() const { return m_cpuSource; }
    const std::optional<core::SgemmResult> &measurement() const { return m_measurement; }
    QDateTime measuredAt() const { return m_measuredAt; }
    void setMeasurement(const core::SgemmResult &result);
    void setEnteredCpuGflops(double gflops);

    // This machine measured as a roofline; its triad becomes this CPU's memory bandwidth.
    const std::optional<core::MachineProfile> &profile() const { return m_profile; }
    QDateTime profiledAt() const { return m_profiledAt; }
    void setProfile(const core::MachineProfile &profile,
                    const QDateTime &when = QDateTime::currentDateTime());

    // This machine's GPU as tab 1 or measure --gpu found it (or why there is none); kept with this
    // machine's profile when there is one, else on its own in the settings. Setting it emits
    // profileChanged.
    const std::optional<core::GpuOutcome> &gpu() const { return m_gpu; }
    void setGpu(const core::GpuOutcome &gpu);

    // Another machine's profile, opened to be drawn beside this one's on the roofline; kept for
    // this session only. Setting or clearing it emits profileChanged.
    const std::optional<core::MachineProfile> &comparison() const { return m_comparison; }
    void setComparison(const std::optional<core::MachineProfile> &profile);

    // The user's own devices, kept in UserCatalog's file. Setting them writes the file; on
    // failure the devices are kept for this session and the reason is returned.
    const std::vector<core::DeviceSpec> &userDevices() const { return m_userDevices; }
    QString setUserDevices(const std::vector<core::DeviceSpec> &devices);
    // Why the user's catalog could not be read at start; empty when it was (or did not exist).
    // The file is then left alone, and changing the devices asks before replacing it.
    const QString &catalogError() const { return m_catalogError; }
    // This CPU first, the shipped catalog, then the user's devices (the snapshot's list, copied:
    // the snapshot is dropped by the next change).
    std::vector<core::DeviceSpec> devices() const { return snapshot()->devices; }

    // The user's own language models, kept in UserCatalog::modelsPath() as the devices are kept
    // in theirs: setting them writes the file, a file unreadable at start is set aside first.
    const std::vector<core::ModelSpec> &userModels() const { return m_userModels; }
    QString setUserModels(const std::vector<core::ModelSpec> &models);
    const QString &modelsError() const { return m_modelsError; }

    // Changes the precision; a roofline showing a device follows to its peak at the new one.
    void setPrecision(core::Precision precision);

    // Every figure for the current inputs, built once per change and shared by every view until
    // the next change; hold the pointer for as long as the figures are used.
    std::shared_ptr<const core::ReportModel> snapshot() const;

    // Emits a pending changed() now instead of on the next pass of the event loop.
    void flush();

    // Reads the saved inputs and the user's devices.
    void load();
    // Writes the inputs and measurements to the settings; false when the file cannot be
    // written (nothing to write counts as done).
    bool save() const;
    // Says that the inputs could not be saved, naming the settings file.
    static QString notSaved();
    // Forgets every saved input and goes back to the lesson's defaults; measurements, the
    // user's devices and the user's kernels are kept.
    void resetInputs();
    // Set by load() when the settings could not all be read (damaged, written by a newer
    // version, or too large to read); the window says so once.
    const QString &settingsProblem() const { return m_settingsProblem; }
    // False when the settings came from a newer version, which this one must not overwrite, or
    // were too large to read (SettingsGuard).
    bool canSave() const;

signals:
    void changed();
    // The machine profile was measured or loaded; charts that draw it update only then, not on
    // every slider move.
    void profileChanged();
    // A new sgemm measurement became this CPU's figure (tab 1's run or the kernel advisor's).
    void measurementChanged();

private:
    void scheduleChanged();
    void loadUserCatalogs();
    // The machine profile the settings keep, with its date.
    void loadProfile(const QSettings &settings);

    // Built on the first snapshot() after a change; reset by every change.
    mutable std::shared_ptr<const core::ReportModel> m_snapshot;
    core::WhatIfInputs m_inputs;
    PlanInputs m_plan;
    bool m_planShown = false;
    double m_cpuGflops = kLessonCpuGflops;
    CpuSource m_cpuSource = CpuSource::Lesson;
    std::optional<core::SgemmResult> m_measurement;
    QDateTime m_measuredAt;
    std::optional<core::MachineProfile> m_profile;
    QDateTime m_profiledAt;
    std::optional<core::MachineProfile> m_comparison;
    std::optional<core::GpuOutcome> m_gpu;
    // What the two profiles give (hierarchy rooflines, comparison), worked out when one of them
    // changes rather than for every snapshot.
    mutable std::optional<core::MeasuredMachines> m_machines;
    std::vector<core::DeviceSpec> m_userDevices;
    QString m_catalogError;
    std::vector<core::ModelSpec> m_userModels;
    QString m_modelsError;
    QString m_settingsProblem;
    bool m_futureSettings = false;
    double m_memoryGB = 0.0;
    QTimer m_coalesce;
};

} // namespace blab::ui
