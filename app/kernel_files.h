// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command_line.h"

#include <QString>

namespace blab::app {

// report's and export's --kernels-file: each profiler's file read (KernelImport), its kernels
// put on the device it names (or --device's, when the name is not in the table) and added to
// the command's kernels. Kernels a file leaves out are named on standard error.
class KernelFiles
{
    Q_DECLARE_TR_FUNCTIONS(blab::app::KernelFiles)

public:
    // False with the reason (the file, the line, why) when a file cannot be used.
    static bool addTo(ParsedCommand &command, QString &error);
};

} // namespace blab::app
