// SPDX-License-Identifier: GPL-3.0-or-later

#include "standard_output.h"

#include "text/labels.h"

#include <QByteArray>
#include <QIODevice>
#include <QTextStream>
#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace blab::app {

namespace {

QByteArray &gathered()
{
    static QByteArray bytes;
    return bytes;
}

// Writes all of bytes to standard output; 0, or the errno of the write that failed.
int writeAll(const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(STDOUT_FILENO, bytes.constData() + done,
                                  static_cast<size_t>(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? errno : EIO;
        done += n;
    }
    return 0;
}

} // namespace

void StandardOutput::ignoreWriteSignals()
{
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGXFSZ, SIG_IGN);
}

QTextStream &StandardOutput::stream()
{
    static QTextStream text(&gathered(), QIODevice::WriteOnly);
    return text;
}

int StandardOutput::finish(int status)
{
    stream().flush();
    const int cause = writeAll(gathered());
    gathered().clear();
    if (cause == 0 || cause == EPIPE)
        return status;
    QTextStream(stderr) << "bottleneck-lab: "
                        << tr("cannot write the output: %1").arg(ui::Labels::systemError(cause))
                        << "\n";
    return kWriteFailed;
}

} // namespace blab::app
