// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/kernel_advisor.h"
#include "workers/cancellable_worker.h"

#include <QMetaType>

Q_DECLARE_METATYPE(blab::core::AdvisorResult)
Q_DECLARE_METATYPE(blab::core::AdvisorOptions)

namespace blab::ui {

// Runs the kernel advisor on a worker thread: one child process per kernel family, with this
// CPU's multiply-add peak around them. Cancel kills the child that runs and returns at once.
class AdvisorWorker : public CancellableWorker
{
    Q_OBJECT

public:
    explicit AdvisorWorker(QObject *parent = nullptr);

    void run(const blab::core::AdvisorOptions &options);

signals:
    void progress(const blab::core::AdvisorResult &soFar, int done, int total, const QString &next);
    void childStarted(int pid);
    void finished(const blab::core::AdvisorResult &result);
};

} // namespace blab::ui
