// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QThread;

namespace blab::ui {

class CancellableWorker;

// Owns the thread a worker lives on: moves the worker there, deletes it with the thread, and on
// stop() cancels the job in progress and waits for the thread, so closing the window never
// leaves a measurement running or hangs waiting for a long one.
class WorkerThread : public QObject
{
    Q_OBJECT

public:
    WorkerThread(CancellableWorker *worker, QObject *parent);
    ~WorkerThread() override;

    void stop();

private:
    QThread *m_thread;
    CancellableWorker *m_worker;
};

} // namespace blab::ui
