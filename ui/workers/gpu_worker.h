// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/gpu/gpu_measurement.h"
#include "workers/cancellable_worker.h"

#include <QMetaType>
#include <string>
#include <vector>

Q_DECLARE_METATYPE(blab::core::GpuOutcome)

namespace blab::ui {

// Runs 'measure --gpu' in a child process (core::GpuChild) on a worker thread: one queued signal
// per step the child announces, the child killed when cancel() is called from any thread.
class GpuWorker : public CancellableWorker
{
    Q_OBJECT

public:
    explicit GpuWorker(QObject *parent = nullptr);

public slots:
    void run(const std::vector<std::string> &childCommand, int index);

signals:
    void step(int done, int total, const QString &what);
    void finished(const blab::core::GpuOutcome &outcome);
};

} // namespace blab::ui
