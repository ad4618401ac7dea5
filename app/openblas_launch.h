// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
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
};

} // namespace blab::app
