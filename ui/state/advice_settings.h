// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/kernel_advisor.h"
#include "measure/cpu/openblas_choice.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace blab::ui {

// The kernel advisor's last result and the family the user chose for this program, kept in the
// settings. The command line reads and writes them too: advise saves its advice, and every
// subcommand's auto choice follows it.
class AdviceSettings
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::AdviceSettings)

public:
    // The saved advice, whatever machine it was measured on; nothing when none or unreadable.
    static std::optional<core::AdvisorResult> load();
    // The saved advice when it was measured on this CPU model with this OpenBLAS version.
    static std::optional<core::AdvisorResult> loadForThisMachine();
    // Keeps the advice for later starts; false when the settings file cannot be written.
    static bool save(const core::AdvisorResult &advice);
    // Says that the advice was not kept, naming the settings file.
    static QString notSaved();
    // The advisor's options for this machine, the window's and advise's alike: every family this
    // CPU can execute, this CPU and library as the advice records them, and OpenBLAS's own pick
    // as this process knows it; the children run childCommand.
    static core::AdvisorOptions advisorOptions(int n, int repeats, int threads,
                                               const std::vector<std::string> &childCommand);
    // The window's choice (--openblas-core remembered); auto when none or unreadable.
    static core::CoreRequest request();
    static void setRequest(const core::CoreRequest &request);
    // The family the program would run after a restart with this request: what the start-up
    // decides with the saved advice; nothing when unknown.
    static std::optional<std::string> familyAtNextStart(const core::CoreRequest &request);
    // The family this window's sgemm runs measure when it is not the one loaded: the one the
    // saved request and advice give at the next start. Until then a run takes place in a child
    // process loaded with it, so that one family stands behind every figure.
    static std::optional<std::string> familyForRuns();
    // This machine's CPU model and OpenBLAS version, the facts advice must match.
    static std::string cpuModel();
    static std::string openblasVersion();
};

} // namespace blab::ui
