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

} // namespace blab::ui
