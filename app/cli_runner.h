// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command_line.h"

#include <QCoreApplication>

namespace blab::app {

// The headless subcommands. Each returns the process's exit status: 0 done, 1 the measurement
// failed its own check, 2 bad input.
class CliRunner
{
    Q_DECLARE_TR_FUNCTIONS(blab::app::CliRunner)

public:
    static int bench(const ParsedCommand &command);
    static int report(const ParsedCommand &command);
    static int exportCharts(const ParsedCommand &command);
    static int measure(const ParsedCommand &command);
    static int devices(const ParsedCommand &command);
    static int models(const ParsedCommand &command);
    static int validate(const ParsedCommand &command);
    static int advise(const ParsedCommand &command);
    static int time(const ParsedCommand &command);
    static int plan(const ParsedCommand &command);
};

} // namespace blab::app
