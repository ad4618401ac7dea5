// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/gpu_child.h"

#include "io/number_text.h"
#include "io/printable.h"
#include "measure/common/child_process.h"

namespace blab::core {

namespace {

// The last line of the child's error output that is not a progress line: what it said as it
// failed.
std::string lastWords(const std::string &err)
{
    std::string last;
    std::size_t start = 0;
    while (start < err.size()) {
        std::size_t end = err.find('\n', start);
        if (end == std::string::npos)
            end = err.size();
        const std::string line = err.substr(start, end - start);
        int done = 0, total = 0;
        std::string step;
        if (!line.empty() && !GpuChild::readProgressLine(line, done, total, step))
            last = line;
        start = end + 1;
    }
    return printable(last, 300);
}

} // namespace

std::string GpuChild::progressLine(int done, int total, const std::string &step)
{
    return "step " + std::to_string(done) + " " + std::to_string(total) + " " + step;
}

bool GpuChild::readProgressLine(const std::string &line, int &done, int &total, std::string &step)
{
    if (line.compare(0, 5, "step ") != 0)
        return false;
    const std::size_t second = line.find(' ', 5);
    const std::size_t third = second == std::string::npos ? second : line.find(' ', second + 1);
    if (third == std::string::npos)
        return false;
    double d = 0, t = 0;
    if (!NumberText::parse(line.substr(5, second - 5), d) ||
        !NumberText::parse(line.substr(second + 1, third - second - 1), t) || d < 0 || t < d ||
        t > 1e6)
        return false;
    done = static_cast<int>(d);
    total = static_cast<int>(t);
    step = printable(line.substr(third + 1), 100);
    return true;
}

GpuOutcome GpuChild::run(const std::vector<std::string> &childCommand, const GpuOptions &options,
                         const GpuProgress &progress, const std::atomic_bool *cancel)
{
    ChildOptions child;
    child.argv = childCommand;
    child.argv.push_back("--gpu-index");
    child.argv.push_back(std::to_string(options.index));
    if (options.quick)
        child.argv.push_back("--quick");
    child.setEnv = {{kVariable, "1"}};
    child.timeoutSeconds = kTimeoutSeconds;
    child.onErrorLine = [&progress](const std::string &line) {
        int done = 0, total = 0;
        std::string step;
        if (progress && readProgressLine(line, done, total, step))
            progress(done, total, step);
    };
    const ChildResult result = ChildProcess::run(child, cancel);
    GpuOutcome outcome;
    if (result.outcome == ChildResult::Outcome::Cancelled) {
        outcome.error = "cancelled";
        return outcome;
    }
    const std::string problem = GpuOutcome::fromJson(result.out, outcome);
    if (!result.succeeded() || !problem.empty()) {
        const std::string said = lastWords(result.err);
        outcome = GpuOutcome();
        outcome.error = "the GPU measurement's process " + result.describe(kTimeoutSeconds) +
                        (said.empty() ? std::string() : " (" + said + ")");
    }
    return outcome;
}

} // namespace blab::core
