// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace blab::core {

struct ChildOptions
{
    // argv[0] is the program's path, unless program gives it; neither is looked up on PATH.
    std::vector<std::string> argv;
    // The file to run where argv[0] should stay as the user wrote it (time's command); empty
    // runs argv[0].
    std::string program;
    // Changes to this process's environment for the child; the rest is inherited.
    std::vector<std::pair<std::string, std::string>> setEnv;
    std::vector<std::string> unsetEnv;
    double timeoutSeconds = 60.0;
    // Output past this is read and dropped, so a child that floods its pipe cannot exhaust memory.
    std::size_t maxOutputBytes = 1 << 20;
    // The child's own output goes to this process's standard error instead of being captured
    // (time's command: reading it here would slow the run being timed).
    bool passOutput = false;
    // With passOutput, the child's standard error goes to this file instead (created or
    // emptied), where a caller without a terminal reads why it failed; empty leaves it ours.
    std::string errorFile;
    // The child learns this process's id through BLAB_PARENT_PID; a command of the user's must
    // not, or a bottleneck-lab it starts would take this one for its parent.
    bool tellParent = true;
    // Called with each whole line of the child's error output as it comes (a measurement's
    // progress); the output is still kept in ChildResult::err.
    std::function<void(const std::string &line)> onErrorLine;
};

struct ChildResult
{
    enum class Outcome
    {
        Exited,
        Signalled,
        TimedOut,
        Cancelled,
        FailedToStart
    };
    Outcome outcome = Outcome::FailedToStart;
    int exitCode = -1;
    int signal = 0;
    int pid = -1;
    std::string out;
    std::string err;
    double seconds = 0.0;

    bool succeeded() const { return outcome == Outcome::Exited && exitCode == 0; }
    // "exited with status 1", "killed by signal 11 (Segmentation fault)", "timed out after
    // 60 s"...: for a table cell or a log line.
    std::string describe(double timeoutSeconds = 0.0) const;
};

// Runs one program to its end with its output captured, without a shell: the kernel advisor's
// children and the tests' fake children. The child gets a process group of its own; when it
// ends, times out or is cancelled, whatever is left in its group is killed and the child is
// reaped before run() returns, so nothing is left running. The child also learns this process's id
// through BLAB_PARENT_PID, so that a bottleneck-lab child can ask to die with its parent.
class ChildProcess
{
public:
    static ChildResult run(const ChildOptions &options, const std::atomic_bool *cancel = nullptr,
                           const std::function<void(int pid)> &started = {});

    // This process's environment with variables set and removed, for a program to start; the
    // process's own environment is not changed (other threads may be reading it).
    static std::vector<std::string>
    environmentWith(const std::vector<std::pair<std::string, std::string>> &set,
                    const std::vector<std::string> &unset);
    // argv or envp for exec: pointers into the strings, then a null pointer.
    static std::vector<char *> pointers(std::vector<std::string> &strings);

    // The program a command names, as a shell would find it: a name with a '/' as it is, else
    // the first executable file of that name in PATH's folders; empty when there is none.
    static std::string findProgram(const std::string &name);

    // Called first thing in main(): when this process was started by run() and its parent is
    // still the one that started it, it is killed when that parent dies; when the parent is
    // already gone it exits at once.
    static void followParent();
};

} // namespace blab::core
