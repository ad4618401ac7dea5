// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/kernel_advisor.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "workers/cancellable_worker.h"

#include <QMetaType>

Q_DECLARE_METATYPE(blab::core::SgemmResult)

namespace blab::ui {

// Runs the sgemm measurement on a worker thread. It lives in a QThread; run() is invoked queued,
// reports every finished run, and stops between runs once cancel() has been called from any
// thread.
class SgemmWorker : public CancellableWorker
{
    Q_OBJECT

public:
    explicit SgemmWorker(QObject *parent = nullptr);

public slots:
    void run(int n, int repeats, int threads);
    // The same measurement in a child process loaded with another kernel family (OpenBLAS
    // reads its choice only when it loads): options.childCommand runs it, options' n, repeats
    // and threads are the measurement's.
    void runFamily(const blab::core::AdvisorOptions &options, const std::string &family);

signals:
    void progress(int done, int total, double lastRunSeconds);
    void finished(const blab::core::SgemmResult &result);
    void failed(const QString &message);
};

} // namespace blab::ui
