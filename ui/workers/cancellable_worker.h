// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <atomic>

namespace blab::ui {

// A worker whose job reads a cancel flag between its steps. The flag is atomic, so the GUI thread
// sets it directly instead of queuing a request behind the job it wants to stop.
class CancellableWorker : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // Called from the GUI thread before queuing a job, so that a cancel that arrives before the
    // job starts is not forgotten.
    void arm() { m_cancel.store(false); }
    void cancel() { m_cancel.store(true); }

protected:
    std::atomic_bool m_cancel{false};
};

} // namespace blab::ui
