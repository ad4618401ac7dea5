// SPDX-License-Identifier: GPL-3.0-or-later

#include "workers/command_time_worker.h"

#include "text/kernels_text.h"

namespace blab::ui {

void CommandTimeWorker::run(const core::CommandTiming &timing)
{
    const core::CommandTiming::Result r =
        timing.run(&m_cancel, [this](int done, int total) { emit progress(done, total); });
    if (!r.succeeded()) {
        emit failed(KernelsText::timingFailure(r, timing.words.empty() ? "" : timing.words[0]));
        return;
    }
    emit finished(QList<double>(r.seconds.begin(), r.seconds.end()));
}

} // namespace blab::ui
