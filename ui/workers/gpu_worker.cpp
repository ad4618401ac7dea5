// SPDX-License-Identifier: GPL-3.0-or-later

#include "workers/gpu_worker.h"

#include "measure/gpu/gpu_child.h"
#include "roofline/gpu_comparison.h"

namespace blab::ui {

GpuWorker::GpuWorker(QObject *parent) : CancellableWorker(parent)
{
    qRegisterMetaType<blab::core::GpuOutcome>();
}

void GpuWorker::run(const std::vector<std::string> &childCommand, int index)
{
    core::GpuOptions options;
    options.index = index;
    core::GpuOutcome outcome = core::GpuChild::run(
        childCommand, options,
        [this](int done, int total, const std::string &what) {
            emit step(done, total, QString::fromStdString(what));
        },
        &m_cancel);
    core::GpuComparison::matchCatalog(outcome);
    emit finished(outcome);
}

} // namespace blab::ui
