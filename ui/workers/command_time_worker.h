// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/command_timing.h"
#include "workers/cancellable_worker.h"

#include <QList>
#include <QString>

namespace blab::ui {

// Times a command of the user's in the background for tab 3's "Time a command": the same runs
// as bottleneck-lab time makes (CommandTiming), so that the window and the command line agree.
class CommandTimeWorker : public CancellableWorker
{
    Q_OBJECT

public:
    using CancellableWorker::CancellableWorker;

public slots:
    // timing's words and runs as typed; its environment as the window was given it.
    void run(const blab::core::CommandTiming &timing);

signals:
    void progress(int done, int total);
    // Every run's time in seconds; the fastest counts.
    void finished(const QList<double> &seconds);
    // Why it failed, in one line in the window's language.
    void failed(const QString &message);
};

} // namespace blab::ui
