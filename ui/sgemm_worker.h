#pragma once

#include "core/sgemm_benchmark.h"

#include <QMetaType>
#include <QObject>
#include <atomic>

Q_DECLARE_METATYPE(blab::core::SgemmResult)

namespace blab::ui {

// Runs the sgemm measurement on a worker thread. It lives in a QThread; run() is invoked queued,
// reports every finished run, and stops between runs once cancel() has been called from any
// thread.
class SgemmWorker : public QObject
{
    Q_OBJECT

public:
    explicit SgemmWorker(QObject *parent = nullptr);

    // Called from the GUI thread before queuing run(), so that a cancel that arrives before the
    // run starts is not forgotten.
    void arm() { m_cancel.store(false); }
    void cancel() { m_cancel.store(true); }
    bool isCancelRequested() const { return m_cancel.load(); }

public slots:
    void run(int n, int repeats, int threads);

signals:
    void progress(int done, int total, double lastRunSeconds);
    void finished(const blab::core::SgemmResult &result);
    void failed(const QString &message);

private:
    std::atomic_bool m_cancel{false};
};

} // namespace blab::ui
