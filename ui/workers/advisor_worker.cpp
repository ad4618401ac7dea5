// SPDX-License-Identifier: GPL-3.0-or-later

#include "workers/advisor_worker.h"

#include <exception>

namespace blab::ui {

AdvisorWorker::AdvisorWorker(QObject *parent) : CancellableWorker(parent)
{
    qRegisterMetaType<blab::core::AdvisorResult>();
    qRegisterMetaType<blab::core::AdvisorOptions>();
}

void AdvisorWorker::run(const core::AdvisorOptions &options)
{
    try {
        const core::AdvisorResult result = core::KernelAdvisor::run(
            options,
            [this](const core::AdvisorResult &soFar, int done, int total, const std::string &next) {
                emit progress(soFar, done, total, QString::fromStdString(next));
            },
            &m_cancel, [this](int pid) { emit childStarted(pid); });
        emit finished(result);
    } catch (const std::exception &e) {
        // Out of memory or a failed spawn set-up: a result with nothing usable, saying why.
        core::AdvisorResult failed;
        core::AdvisorCandidate why;
        why.core = "—";
        why.error = e.what();
        failed.candidates.push_back(why);
        emit finished(failed);
    }
}

} // namespace blab::ui
