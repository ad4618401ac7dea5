// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "options/option_values.h"
#include "options/subcommand.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

namespace blab::app {

using Subcommand = core::Subcommand;

// Everything the command line asked for, validated: every option's value (the fields of
// core::OptionValues, which core::OptionTable fills) and what the parser made of the rest.
struct ParsedCommand : core::OptionValues
{
    Subcommand subcommand = Subcommand::Gui;
    bool showHelp = false;
    bool showVersion = false;
    QString helpText;
};

// Parses the arguments of every subcommand, option by option as core::OptionTable lists them.
// Errors are one line naming the option and what it accepts, in the language of --lang or the
// system's; the caller prints them and exits with status 2.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(blab::app::CommandLine)

public:
    static constexpr int kAdviseN = 1024;

    // The language --lang asks for ("zh", "en"), or empty when it is not given; read before the
    // parser runs, so that the help and the refusals are in that language.
    static QString requestedLanguage(const QStringList &arguments);

    // The subcommand named by the first argument that is not an option; Gui when there is none.
    // Unknown words are left for parse() to refuse.
    static QString subcommandWord(const QStringList &arguments);

    // True when the arguments ask for something that needs no display (every subcommand but the
    // window, --help and --version).
    static bool isHeadless(const QStringList &arguments);

    // The refusal of a Qt option (-platform, -style, …) given to a subcommand, --help or
    // --version, which draw nothing on a screen; empty when there is none. The window takes them.
    static QString qtOptionRefusal(const QStringList &arguments);

    // The refusal of an argument that is not UTF-8 text (a file name in another encoding): Qt
    // would carry it as U+FFFD and the program would name, read or write another path. Empty
    // when every argument is UTF-8. arguments are argv's bytes; chinese picks the language.
    static QString invalidTextRefusal(const std::vector<std::string> &arguments, bool chinese);
    // Whether the help and the refusals are in Chinese (--lang zh, or a Chinese system locale).
    static bool chineseText(const QStringList &arguments);

    // The line said when the window has no display to open on.
    static QString noDisplayText(const QStringList &arguments);

    // What-if options that are not given keep their values from base (the window passes its saved
    // settings; the subcommands the lesson's defaults).
    static bool parse(const QStringList &arguments, ParsedCommand &out, QString &error,
                      const core::WhatIfInputs &base = {});
};

} // namespace blab::app
