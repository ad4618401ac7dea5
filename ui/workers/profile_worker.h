// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/profile/machine_profiler.h"
#include "workers/cancellable_worker.h"

#include <QMetaType>

Q_DECLARE_METATYPE(blab::core::MachineProfile)

namespace blab::ui {

// Runs the whole machine profile on a worker thread, one queued signal per step, stopping at the
// next step once cancel() is called from any thread.
class ProfileWorker : public CancellableWorker
{
    Q_OBJECT

public:
    explicit ProfileWorker(QObject *parent = nullptr);

public slots:
    void run(bool quick, int sweepMin, int sweepMax, int sweepStep);

signals:
    void step(int step, int steps, const QString &id);
    void finished(const blab::core::MachineProfile &profile);
    // The profile could not run (out of memory for its arrays, for example).
    void failed(const QString &message);
};

} // namespace blab::ui
