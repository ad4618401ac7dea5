#include "ui/profile_worker.h"

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
    const core::MachineProfile profile = core::MachineProfiler::run(
        options,
        [this](int s, int steps, const std::string &id) {
            emit step(s, steps, QString::fromStdString(id));
        },
        &m_cancel);
    emit finished(profile);
}

} // namespace blab::ui
