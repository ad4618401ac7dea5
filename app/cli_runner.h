// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"
#include "command_line.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace blab::ui {
class ChartSet;
}

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
    // models --import: a config.json added to the user's models.
    static int importModel(const ParsedCommand &command);
    static int validate(const ParsedCommand &command);
    static int advise(const ParsedCommand &command);
    static int time(const ParsedCommand &command);
    static int plan(const ParsedCommand &command);
    // The user's devices.json and models.json: a file that exists and cannot be read is bad
    // input, refused with its message and status 2 before a subcommand that reads the catalogs
    // runs (the window shows the same message and goes on without them). Empty when both read.
    static QString unreadableCatalog(Subcommand subcommand);

private:
    // export given plan's targets: searches as plan does and gives the charts its Pareto
    // chart; false with the refusal when the model cannot be served.
    static bool addPlanChart(const ParsedCommand &command,
                             const std::vector<core::ModelSpec> &models, ui::ChartSet &charts,
                             QString &error);
};

} // namespace blab::app
