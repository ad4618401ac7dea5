// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command_line.h"
#include "inputs/what_if_inputs.h"
#include "measure/profile/machine_profiler.h"

#include <QString>
#include <optional>

namespace blab::app {

// The machine profiles that report and export read: another machine's (--compare) and this
// one's (--profile, else the one the window keeps, else a quick measurement), and the profiler
// run that measure and the comparison share.
class MachineProfiles
{
public:
    // This machine and the other one; either may be absent.
    struct Pair
    {
        std::optional<core::MachineProfile> thisMachine;
        std::optional<core::MachineProfile> other;
        // Where thisMachine came from: --profile, the window's settings or a run of this command.
        core::BandwidthSource thisOrigin = core::BandwidthSource::GivenProfile;
    };

    // Reads the files --profile and --compare name through ui::ProfileFile, as the window opens
    // them. A file that does not read is refused with one line naming the option, the file, the
    // line and the reason; nothing is measured or written before this returns.
    static bool readGiven(const ParsedCommand &command, Pair &pair, QString &error);
    // When there is another machine but no profile of this one: the profile the window keeps in
    // its settings, else a quick measurement with the command's threads.
    static void completeThisMachine(const ParsedCommand &command, Pair &pair);
    // This CPU's memory bandwidth where report and export take its profile: --mem-bandwidth when
    // given; else the STREAM triad of this machine's profile (pair's, else the one the window
    // keeps); else the lesson's 50 GB/s, which the report calls assumed.
    static void takeBandwidth(const Pair &pair, core::WhatIfInputs &inputs);
    // Runs the profiler, showing its steps on stderr when stderr is a terminal, so that stdout
    // stays clean for scripts.
    static core::MachineProfile measure(const core::ProfileOptions &options);

private:
    // The profile the window keeps in its settings; empty when there is none (present false) or
    // when it does not read (why then says why, when given).
    static std::optional<core::MachineProfile> kept(bool &present, core::ProfileReadError *why);
};

} // namespace blab::app
