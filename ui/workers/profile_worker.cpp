// SPDX-License-Identifier: GPL-3.0-or-later

#include "workers/profile_worker.h"

#include <exception>

namespace blab::ui {

ProfileWorker::ProfileWorker(QObject *parent) : CancellableWorker(parent)
{
    qRegisterMetaType<blab::core::MachineProfile>();
}

void ProfileWorker::run(bool quick, int sweepMin, int sweepMax, int sweepStep)
{
    core::ProfileOptions options;
    options.quick = quick;
    options.sweepMin = sweepMin;
    options.sweepMax = sweepMax;
    options.sweepStep = sweepStep;
    try {
        const core::MachineProfile profile = core::MachineProfiler::run(
            options,
            [this](int s, int steps, const std::string &id) {
                emit step(s, steps, QString::fromStdString(id));
            },
            &m_cancel);
        emit finished(profile);
    } catch (const std::exception &e) {
        // A worker thread must not let an exception out: it would end the program.
        emit failed(QString::fromUtf8(e.what()));
    }
}

} // namespace blab::ui
