// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/child_process.h"

#include <atomic>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace blab::core {

// A command of the user's run several times without a shell, each run timed: time's command
// and the window's "Time a command". The fastest run is the one that counts, as in every timing
// here: interruptions only ever slow a run down.
struct CommandTiming
{
    // The words of the command: the program as a shell would find it in PATH, then its
    // arguments, passed on untouched.
    std::vector<std::string> words;
    int runs = 5;
    // Changes to this process's environment that give the command the user's own.
    std::vector<std::pair<std::string, std::string>> setEnv;
    std::vector<std::string> unsetEnv;
    // The command's standard error goes to a file of its own rather than to this process's, and
    // a failed run's last lines are kept in the failure's err: the window has no terminal to
    // show them on. The command line leaves it false, so the user sees them as they come.
    bool keepErrors = false;
    // Longer than any kernel worth timing; a run that takes longer is stopped.
    static constexpr double kTimeoutSeconds = 3600.0;

    struct Result
    {
        // Every run's time, in order; all of them when the command never failed.
        std::vector<double> seconds;
        // The program was not found in PATH (nothing ran).
        bool notFound = false;
        // The run that failed (the last in seconds + 1) and how it ended, when one did.
        bool failed = false;
        ChildResult failure;

        bool succeeded() const { return !notFound && !failed; }
    };

    // Runs the command; progress(done, runs) after each run. A set cancel flag stops the run
    // under way (it fails as Cancelled).
    Result run(const std::atomic_bool *cancel = nullptr,
               const std::function<void(int done, int total)> &progress = {}) const;
};

} // namespace blab::core
