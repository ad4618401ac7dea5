// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "catalog/model_spec.h"
#include "inputs/what_if_inputs.h"
#include "state/plan_inputs.h"

#include <QSettings>
#include <QString>
#include <vector>

namespace blab::ui {

// How the window's inputs are kept in its settings: every input the option table says it
// remembers, under that row's key (numbers as numbers, words as the command line spells them),
// tab 3's roof and the model being trained. Reading refuses what the command line would refuse,
// so a damaged file can only fall back to defaults. WhatIfState keeps the measurements beside.
class SettingsStore
{
public:
    // The settings layout this program writes; a larger number means a newer program wrote it.
    static constexpr int kVersion = 2;

    // Reads the saved inputs over inputs; a device or model id must be one of the catalogs',
    // userDevices and userModels included. Returns how many saved values were refused.
    static int readInputs(const QSettings &settings, core::WhatIfInputs &inputs,
                          const std::vector<core::DeviceSpec> &userDevices,
                          const std::vector<core::ModelSpec> &userModels);
    static void writeInputs(QSettings &settings, const core::WhatIfInputs &inputs);
    // The Plan page's inputs under plan/: numbers bounded as the command line bounds them, the
    // model and the devices known to the catalogs, the lists as the command line's comma lists.
    // Returns how many saved values were refused (each falls back to its default).
    static int readPlan(const QSettings &settings, PlanInputs &plan,
                        const std::vector<core::DeviceSpec> &userDevices,
                        const std::vector<core::ModelSpec> &userModels);
    static void writePlan(QSettings &settings, const PlanInputs &plan);
    // Whether tab 5 shows the Plan page rather than training's or serving's, under plan/ too.
    static bool readPlanShown(const QSettings &settings);
    static void writePlanShown(QSettings &settings, bool shown);
    // The CPU figure is kept with how it came about (measured or entered) rather than as an
    // input, so it is not in the option table's list; --cpu-gflops bounds it and names its key.
    static QString cpuKey();
};

} // namespace blab::ui
