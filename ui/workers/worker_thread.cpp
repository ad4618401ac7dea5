// SPDX-License-Identifier: GPL-3.0-or-later

#include "workers/worker_thread.h"

#include "workers/cancellable_worker.h"

#include <QThread>

namespace blab::ui {

WorkerThread::WorkerThread(CancellableWorker *worker, QObject *parent)
    : QObject(parent), m_thread(new QThread(this)), m_worker(worker)
{
    worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, worker, &QObject::deleteLater);
    m_thread->start();
}

WorkerThread::~WorkerThread()
{
    stop();
}

void WorkerThread::stop()
{
    if (!m_thread->isRunning())
        return;
    m_worker->cancel();
    m_thread->quit();
    m_thread->wait();
}

} // namespace blab::ui
