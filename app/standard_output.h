// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>

class QTextStream;

namespace blab::app {

// What the command line prints is whole or reported. Everything meant for standard output is
// gathered and written at the end in one go, checked: a full disk or a file too large is an
// error a script sees, while a reader that closed its end of a pipe early (`… | head`) is not.
class StandardOutput
{
    Q_DECLARE_TR_FUNCTIONS(blab::app::StandardOutput)

public:
    // A write that failed after output had begun; 2 stays "refused before anything was written"
    // and 1 "verification failed".
    static constexpr int kWriteFailed = 3;

    // Writes to a closed pipe fail with EPIPE, and past the file-size limit with EFBIG, instead
    // of the signals that would end the program at once (status 141, or 153 and a cut file).
    static void ignoreWriteSignals();
    // Where the program's output goes, in UTF-8, until finish() writes it.
    static QTextStream &stream();
    // Writes what was gathered. Whole, or its reader gone: status as it was. Otherwise one line
    // on standard error naming the cause as the system gives it, and kWriteFailed.
    static int finish(int status);
};

} // namespace blab::app
