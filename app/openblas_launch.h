// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <utility>
#include <vector>

namespace blab::app {

// Puts the OpenBLAS kernel family the user asked for in place before the program does anything
// else. OpenBLAS reads OPENBLAS_CORETYPE only when the library is loaded, which happens before
// main() runs, so a different family means starting the program again with the variable set.
class OpenblasLaunch
{
public:
    // Called first in main(), after the application's names are set (the settings hold the
    // advice) and before any QCoreApplication exists. Returns -1 to go on, or an exit status
    // after printing one line (a bad --openblas-core). Does not return when it starts the
    // program again.
    static int prepare(int argc, char *argv[]);

    // Starts the window again, with the family chosen afresh and every input from the
    // settings: the window's "restart to apply". arguments are main()'s, as given before Qt
    // took its own out. Returns only when that fails.
    static void restart(const std::vector<std::string> &arguments);

    // What a program this one starts for the user (time's command) needs changed to see the
    // environment the user started this one with: the markers of a restart removed, and
    // OPENBLAS_CORETYPE as the user had it (removed where this program set it, put back where
    // this program took it away).
    struct ChildEnvironment
    {
        std::vector<std::pair<std::string, std::string>> set;
        std::vector<std::string> unset;
    };
    static ChildEnvironment userEnvironment();
};

} // namespace blab::app
