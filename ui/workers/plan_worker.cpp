// SPDX-License-Identifier: GPL-3.0-or-later

#include "workers/plan_worker.h"

#include "plan/plan_search.h"

#include <exception>

namespace blab::ui {

PlanWorker::PlanWorker(QObject *parent) : CancellableWorker(parent)
{
    qRegisterMetaType<blab::core::PlanResult>();
}

void PlanWorker::run(const core::PlanRequest &request,
                     const std::vector<core::ValidationGroup> &validation, quint64 generation,
                     const std::shared_ptr<std::atomic_bool> &cancel)
{
    // A job queued behind the one a closing window cancelled never starts.
    if (cancel->load() || m_cancel.load())
        return;
    try {
        const core::PlanResult result = core::PlanSearch::run(request, validation, cancel.get());
        if (!result.cancelled)
            emit finished(result, generation);
    } catch (const std::exception &) {
        // Out of memory: a search that found nothing, which the page shows as such.
        core::PlanResult failed;
        failed.model = request.model.id;
        emit finished(failed, generation);
    }
}

} // namespace blab::ui
