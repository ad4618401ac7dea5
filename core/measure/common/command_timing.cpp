// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/common/command_timing.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <unistd.h>

namespace blab::core {

namespace {

// A file of this process's own for the command's standard error; empty when none can be made.
std::string makeErrorFile()
{
    const char *dir = std::getenv("TMPDIR");
    std::string path = std::string(dir && *dir ? dir : "/tmp") + "/bottleneck-lab-time-XXXXXX";
    const int fd = mkstemp(path.data());
    if (fd < 0)
        return {};
    close(fd);
    return path;
}

// The end of what the failed run wrote: the reason a program gives comes last.
std::string tailOf(const std::string &path)
{
    constexpr std::streamoff kTail = 4096;
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in)
        return {};
    const std::streamoff size = in.tellg();
    in.seekg(size > kTail ? size - kTail : 0);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

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
    if (keepErrors)
        options.errorFile = makeErrorFile();
    for (int i = 0; i < runs; ++i) {
        const ChildResult r = ChildProcess::run(options, cancel);
        if (!r.succeeded()) {
            result.failed = true;
            result.failure = r;
            if (!options.errorFile.empty() && r.err.empty())
                result.failure.err = tailOf(options.errorFile);
            break;
        }
        result.seconds.push_back(r.seconds);
        if (progress)
            progress(i + 1, runs);
    }
    if (!options.errorFile.empty())
        std::remove(options.errorFile.c_str());
    return result;
}

} // namespace blab::core
