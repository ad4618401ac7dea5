// SPDX-License-Identifier: GPL-3.0-or-later

#include "workers/sgemm_worker.h"

#include <exception>

namespace blab::ui {

SgemmWorker::SgemmWorker(QObject *parent) : CancellableWorker(parent)
{
    qRegisterMetaType<blab::core::SgemmResult>();
}

void SgemmWorker::run(int n, int repeats, int threads)
{
    core::SgemmOptions options;
    options.n = n;
    options.repeats = repeats;
    options.threads = threads;
    try {
        const core::SgemmResult result = core::SgemmBenchmark::run(
            options,
            [this](int done, int total, double seconds) { emit progress(done, total, seconds); },
            &m_cancel);
        emit finished(result);
    } catch (const std::exception &e) {
        emit failed(QString::fromUtf8(e.what()));
    }
}

void SgemmWorker::runFamily(const core::AdvisorOptions &options, const std::string &family)
{
    emit progress(0, options.repeats, 0.0);
    const std::optional<core::AdvisorCandidate> c =
        core::KernelAdvisor::measureOne(options, family, &m_cancel);
    if (!c) {
        // Stopped: nothing was timed, as when the in-process run stops before its first run.
        core::SgemmResult none;
        none.cancelled = true;
        emit finished(none);
        return;
    }
    if (!c->error.empty() || !c->measurement) {
        emit failed(tr("The %1 kernels could not be measured: %2")
                        .arg(QString::fromStdString(family), QString::fromStdString(c->error)));
        return;
    }
    const core::SgemmResult &r = *c->measurement;
    for (std::size_t i = 0; i < r.runSeconds.size(); ++i)
        emit progress(static_cast<int>(i + 1), static_cast<int>(r.runSeconds.size()),
                      r.runSeconds[i]);
    emit finished(r);
}

} // namespace blab::ui
