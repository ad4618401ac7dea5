// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace blab::core {

// What the program was asked to do: Gui opens the window, the others run headless.
enum class Subcommand
{
    Gui,
    Report,
    Bench,
    Export,
    Measure,
    Devices,
    Advise,
    Models,
    Validate,
    Time,
    Plan
};

// Sets of subcommands, one bit each, say which of them take an option.
constexpr unsigned subcommandBit(Subcommand subcommand)
{
    return 1u << static_cast<unsigned>(subcommand);
}

class Subcommands
{
public:
    // In the order the help lists them.
    static constexpr Subcommand kAll[] = {
        Subcommand::Gui,    Subcommand::Report,  Subcommand::Bench,  Subcommand::Measure,
        Subcommand::Export, Subcommand::Devices, Subcommand::Models, Subcommand::Validate,
        Subcommand::Plan,   Subcommand::Advise,  Subcommand::Time};

    // The word that names it on the command line; empty for the window, which needs none.
    static const char *word(Subcommand subcommand);
    // What it does, for the help's list of subcommands.
    static const char *summary(Subcommand subcommand);
    static const char *summaryZh(Subcommand subcommand);
    // "report, bench, measure, export, devices, models, validate or advise": every word, for
    // messages.
    static std::string wordList();

    // The subcommands that read the what-if inputs: the window, report and export.
    static constexpr unsigned kWhatIf = subcommandBit(Subcommand::Gui) |
                                        subcommandBit(Subcommand::Report) |
                                        subcommandBit(Subcommand::Export);
};

} // namespace blab::core
