// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "plan/plan_request.h"
#include "plan/plan_result.h"
#include "validation/validation_report.h"
#include "workers/cancellable_worker.h"

#include <QMetaType>
#include <atomic>
#include <memory>
#include <vector>

Q_DECLARE_METATYPE(blab::core::PlanResult)

namespace blab::ui {

// Runs the planner's search (PlanSearch) on a worker thread, so that typing a target never
// waits for a search over every device. Each search has its own cancel flag, held by the page
// that asked: a newer input sets the old search's flag while the next one is already queued,
// which one flag shared by every job (CancellableWorker's, reset by arm()) could not do. The
// generation is handed back with the result, so the page can drop a result it no longer wants.
class PlanWorker : public CancellableWorker
{
    Q_OBJECT

public:
    explicit PlanWorker(QObject *parent = nullptr);

    // Called on the worker's thread (queued); emits finished unless the job was cancelled.
    void run(const core::PlanRequest &request, const std::vector<core::ValidationGroup> &validation,
             quint64 generation, const std::shared_ptr<std::atomic_bool> &cancel);

signals:
    void finished(const blab::core::PlanResult &result, quint64 generation);
};

} // namespace blab::ui
