#pragma once

#include "core/machine_profiler.h"

#include <QMetaType>
#include <QObject>
#include <atomic>

Q_DECLARE_METATYPE(blab::core::MachineProfile)

namespace blab::ui {

// Runs the whole machine profile on a worker thread, one queued signal per step, stopping at the
// next step once cancel() is called from any thread.
class ProfileWorker : public QObject
{
    Q_OBJECT

public:
    explicit ProfileWorker(QObject *parent = nullptr);

    void arm() { m_cancel.store(false); }
    void cancel() { m_cancel.store(true); }

public slots:
    void run(bool quick, int sweepMin, int sweepMax, int sweepStep);

signals:
    void step(int step, int steps, const QString &id);
    void finished(const blab::core::MachineProfile &profile);

private:
    std::atomic_bool m_cancel{false};
};

} // namespace blab::ui
