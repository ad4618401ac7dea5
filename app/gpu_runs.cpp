// SPDX-License-Identifier: GPL-3.0-or-later

#include "gpu_runs.h"

#include "measure/gpu/gpu_child.h"
#include "roofline/gpu_comparison.h"
#include "standard_output.h"
#include "text/gpu_text.h"

#include <QTextStream>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace blab::app {

bool GpuRuns::isChild()
{
    const char *value = std::getenv(core::GpuChild::kVariable);
    return value && *value;
}

core::GpuOutcome GpuRuns::measure(const ParsedCommand &command)
{
    const bool showProgress = isatty(fileno(stderr));
    QTextStream err(stderr);
    core::GpuOptions options;
    options.index = command.gpuIndex;
    options.quick = command.quick;
    core::GpuOutcome outcome = core::GpuChild::run(
        core::GpuChild::ownCommand(), options, [&](int done, int total, const std::string &step) {
            if (showProgress)
                err << "\r" << QString(70, QLatin1Char(' ')) << "\r"
                    << ui::GpuText::progress(done, total, QString::fromStdString(step))
                    << Qt::flush;
        });
    if (showProgress)
        err << "\r" << QString(70, QLatin1Char(' ')) << "\r" << Qt::flush;
    core::GpuComparison::matchCatalog(outcome);
    return outcome;
}

int GpuRuns::runChild(const ParsedCommand &command)
{
    core::GpuOptions options;
    options.index = command.gpuIndex;
    options.quick = command.quick;
    const core::GpuOutcome outcome =
        core::GpuBenchmark::run(options, [](int done, int total, const std::string &step) {
            std::fprintf(stderr, "%s\n", core::GpuChild::progressLine(done, total, step).c_str());
            std::fflush(stderr);
        });
    StandardOutput::stream() << QString::fromStdString(outcome.toJson());
    return 0;
}

} // namespace blab::app
