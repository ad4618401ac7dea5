// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/command_timing.h"

namespace blab::core {

CommandTiming::Result CommandTiming::run(const std::atomic_bool *cancel,
                                         const std::function<void(int, int)> &progress) const
{
    Result result;
    ChildOptions options;
    options.argv = words;
    options.program = words.empty() ? std::string() : ChildProcess::findProgram(words.front());
    if (options.program.empty()) {
        result.notFound = true;
        return result;
    }
    options.setEnv = setEnv;
    options.unsetEnv = unsetEnv;
    options.timeoutSeconds = kTimeoutSeconds;
    // Reading the command's output here would slow the runs being timed.
    options.passOutput = true;
    // A bottleneck-lab the command starts must not take this program for its parent.
    options.tellParent = false;
    for (int i = 0; i < runs; ++i) {
        const ChildResult r = ChildProcess::run(options, cancel);
        if (!r.succeeded()) {
            result.failed = true;
            result.failure = r;
            return result;
        }
        result.seconds.push_back(r.seconds);
        if (progress)
            progress(i + 1, runs);
    }
    return result;
}

} // namespace blab::core
