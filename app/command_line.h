#pragma once

#include "measure/sgemm_benchmark.h"
#include "model/what_if_inputs.h"

#include <QString>
#include <QStringList>

namespace blab::app {

enum class Subcommand
{
    Gui,
    Report,
    Bench,
    Export,
    Measure,
    Devices,
    Advise
};

// Everything the command line asked for, validated.
struct ParsedCommand
{
    Subcommand subcommand = Subcommand::Gui;
    bool json = false;
    // "zh", "en" or empty for the system's language.
    QString language;
    core::WhatIfInputs whatIf;
    core::SgemmOptions bench;
    QString outDir;
    int width = 1600;
    int height = 1000;
    double scale = 1.0;
    bool quick = false;
    // --openblas-core as given (already checked and applied at start); empty when not given.
    QString openblasCore;
    bool showHelp = false;
    bool showVersion = false;
    QString helpText;
};

// Parses the arguments of every subcommand. Errors are one line naming the option and what it
// accepts; the caller prints them and exits with status 2.
class CommandLine
{
public:
    static constexpr int kAdviseN = 1024;

    // The subcommand named by the first argument that is not an option; Gui when there is none.
    // Unknown words are left for parse() to refuse.
    static QString subcommandWord(const QStringList &arguments);

    // True when the arguments ask for something that needs no display (every subcommand but the
    // window, --help and --version).
    static bool isHeadless(const QStringList &arguments);

    // What-if options that are not given keep their values from base (the window passes its saved
    // settings; the subcommands the lesson's defaults).
    static bool parse(const QStringList &arguments, ParsedCommand &out, QString &error,
                      const core::WhatIfInputs &base = {});
};

} // namespace blab::app
