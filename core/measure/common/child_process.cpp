// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/common/child_process.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <initializer_list>
#include <locale>
#include <optional>
#include <poll.h>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace blab::core {

namespace {

using Clock = std::chrono::steady_clock;

constexpr const char *kParentVariable = "BLAB_PARENT_PID";

// The environment for the child: this process's, with the changes applied and this process's
// id in BLAB_PARENT_PID.
std::vector<std::string> childEnvironment(const ChildOptions &options)
{
    std::vector<std::pair<std::string, std::string>> set = options.setEnv;
    std::vector<std::string> unset = options.unsetEnv;
    if (options.tellParent)
        set.emplace_back(kParentVariable, std::to_string(getpid()));
    else
        unset.emplace_back(kParentVariable);
    return ChildProcess::environmentWith(set, unset);
}

// Reads what is there; false at end of file or on an error other than EINTR/EAGAIN.
bool drain(int fd, std::string &into, std::size_t limit)
{
    char buffer[4096];
    const ssize_t n = read(fd, buffer, sizeof buffer);
    if (n > 0) {
        if (into.size() < limit)
            into.append(buffer,
                        std::min<std::size_t>(static_cast<std::size_t>(n), limit - into.size()));
        return true;
    }
    return n < 0 && (errno == EINTR || errno == EAGAIN);
}

// The child's standard output and error; closed whatever way run() returns.
struct Pipes
{
    int out[2] = {-1, -1};
    int err[2] = {-1, -1};

    Pipes() = default;
    Pipes(const Pipes &) = delete;
    Pipes &operator=(const Pipes &) = delete;
    ~Pipes() { closeAll(); }

    bool open() { return pipe2(out, O_CLOEXEC) == 0 && pipe2(err, O_CLOEXEC) == 0; }
    // This process keeps only the reading ends once the child has the writing ones.
    void closeWriteEnds() { closeFds({&out[1], &err[1]}); }
    void closeAll() { closeFds({&out[0], &out[1], &err[0], &err[1]}); }

private:
    static void closeFds(std::initializer_list<int *> fds)
    {
        for (int *fd : fds) {
            if (*fd >= 0)
                close(*fd);
            *fd = -1;
        }
    }
};

// Whether the child has ended, without reaping it: while it is a zombie its process group
// still exists, so the group can be killed without any risk of hitting another process.
bool hasEnded(int pid)
{
    siginfo_t info{};
    return waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
           info.si_pid == pid;
}

// Kills what the child left in its group, then reaps the child; the wait status, or nothing
// when it was lost (someone else reaped the child).
std::optional<int> finish(int pid)
{
    kill(-pid, SIGKILL);
    int status = 0;
    pid_t waited = -1;
    do {
        waited = waitpid(pid, &status, 0);
    } while (waited < 0 && errno == EINTR);
    return waited == pid ? std::optional<int>(status) : std::nullopt;
}

int spawn(const ChildOptions &options, Pipes &pipes)
{
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    if (options.passOutput) {
        // Standard output to this process's standard error, which keeps its own output clean.
        posix_spawn_file_actions_adddup2(&actions, 2, 1);
        if (!options.errorFile.empty())
            posix_spawn_file_actions_addopen(&actions, 2, options.errorFile.c_str(),
                                             O_WRONLY | O_CREAT | O_TRUNC, 0600);
    } else {
        posix_spawn_file_actions_adddup2(&actions, pipes.out[1], 1);
        posix_spawn_file_actions_adddup2(&actions, pipes.err[1], 2);
    }
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // A group of its own, so that a timeout kills whatever the child started too. No signal is
    // blocked in the child, and the three that a terminal or a pipe sends get their default
    // action back; other ignored signals stay ignored, as across any exec.
    sigset_t none;
    sigemptyset(&none);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGINT);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK |
                                              POSIX_SPAWN_SETSIGDEF);
    std::vector<std::string> argv = options.argv;
    std::vector<std::string> env = childEnvironment(options);
    std::vector<char *> argvPointers = ChildProcess::pointers(argv);
    std::vector<char *> envPointers = ChildProcess::pointers(env);
    pid_t pid = -1;
    const char *program = options.program.empty() ? argvPointers[0] : options.program.c_str();
    const int failed =
        posix_spawn(&pid, program, &actions, &attributes, argvPointers.data(), envPointers.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return failed ? -failed : pid;
}

std::string signalName(int signal)
{
    const char *name = strsignal(signal);
    return name ? name : "unknown signal";
}

} // namespace

std::vector<std::string>
ChildProcess::environmentWith(const std::vector<std::pair<std::string, std::string>> &set,
                              const std::vector<std::string> &unset)
{
    const auto changed = [&](const std::string &name) {
        for (const std::string &u : unset) {
            if (u == name)
                return true;
        }
        for (const auto &s : set) {
            if (s.first == name)
                return true;
        }
        return false;
    };
    std::vector<std::string> env;
    for (char **e = environ; e && *e; ++e) {
        const std::string entry = *e;
        if (!changed(entry.substr(0, entry.find('='))))
            env.push_back(entry);
    }
    for (const auto &s : set)
        env.push_back(s.first + "=" + s.second);
    return env;
}

std::vector<char *> ChildProcess::pointers(std::vector<std::string> &strings)
{
    std::vector<char *> out;
    for (std::string &s : strings)
        out.push_back(s.data());
    out.push_back(nullptr);
    return out;
}

std::string ChildResult::describe(double timeoutSeconds) const
{
    std::ostringstream text;
    text.imbue(std::locale::classic());
    switch (outcome) {
    case Outcome::Exited:
        text << "exited with status " << exitCode;
        break;
    case Outcome::Signalled:
        text << "killed by signal " << signal << " (" << signalName(signal) << ")";
        break;
    case Outcome::TimedOut:
        text << "did not finish within " << timeoutSeconds << " s and was stopped";
        break;
    case Outcome::Cancelled:
        text << "cancelled";
        break;
    case Outcome::FailedToStart:
        if (pid > 0)
            text << "ended, but " << err;
        else
            text << "could not be started (" << err << ")";
        break;
    }
    return text.str();
}

namespace {

// A pidfd for a child, readable once it has ended; fd is -1 where the kernel has none.
struct ProcessHandle
{
    int fd = -1;
    explicit ProcessHandle(int pid)
    {
#ifdef SYS_pidfd_open
        fd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
#else
        (void)pid;
#endif
    }
    ~ProcessHandle()
    {
        if (fd >= 0)
            close(fd);
    }
    ProcessHandle(const ProcessHandle &) = delete;
    ProcessHandle &operator=(const ProcessHandle &) = delete;
};

// Reads the child's output until it has ended and let go of its pipes, killing it on cancel or
// after the timeout. Returns with the child ended but not reaped; outcome is set when it was
// killed.
void watch(int pid, Pipes &pipes, const ChildOptions &options, const std::atomic_bool *cancel,
           Clock::time_point start, ChildResult &result, bool &killed)
{
    bool outOpen = !options.passOutput;
    bool errOpen = !options.passOutput;
    bool ended = false;
    Clock::time_point endedAt;
    // The child's end wakes the wait at once through a pidfd (Linux 5.3 and later): its pipes
    // close a moment before it can be reaped, and a 50 ms sleep there made every short child
    // look 50 ms slower (time's runs are timed by it). Without one the 50 ms waits remain.
    const ProcessHandle handle(pid);
    std::size_t errLinesSent = 0;
    for (;;) {
        pollfd fds[3] = {{outOpen ? pipes.out[0] : -1, POLLIN, 0},
                         {errOpen ? pipes.err[0] : -1, POLLIN, 0},
                         {ended ? -1 : handle.fd, POLLIN, 0}};
        // Short waits, so that a cancel or the deadline is seen within 50 ms.
        if (poll(fds, 3, 50) > 0) {
            if (outOpen && (fds[0].revents & (POLLIN | POLLHUP | POLLERR)))
                outOpen = drain(pipes.out[0], result.out, options.maxOutputBytes);
            if (errOpen && (fds[1].revents & (POLLIN | POLLHUP | POLLERR)))
                errOpen = drain(pipes.err[0], result.err, options.maxOutputBytes);
            for (std::size_t end = result.err.find('\n', errLinesSent);
                 options.onErrorLine && end != std::string::npos;
                 end = result.err.find('\n', errLinesSent)) {
                options.onErrorLine(result.err.substr(errLinesSent, end - errLinesSent));
                errLinesSent = end + 1;
            }
        }
        if (!ended && hasEnded(pid)) {
            ended = true;
            endedAt = Clock::now();
        }
        // Something the child started may hold the pipes open after it ended; it gets a second
        // to let go, then the group is killed.
        if (ended && ((!outOpen && !errOpen) || Clock::now() - endedAt > std::chrono::seconds(1)))
            return;
        const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        const bool cancelled = cancel && cancel->load(std::memory_order_relaxed);
        if (!killed && !ended && (cancelled || elapsed > options.timeoutSeconds)) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            killed = true;
            result.outcome =
                cancelled ? ChildResult::Outcome::Cancelled : ChildResult::Outcome::TimedOut;
        }
    }
}

} // namespace

std::string ChildProcess::findProgram(const std::string &name)
{
    if (name.empty())
        return {};
    if (name.find('/') != std::string::npos)
        return name;
    const char *path = std::getenv("PATH");
    const std::string folders = path && *path ? path : "/usr/local/bin:/usr/bin:/bin";
    std::size_t start = 0;
    while (start <= folders.size()) {
        const std::size_t end = std::min(folders.find(':', start), folders.size());
        // An empty entry means the current folder, as the shell reads it.
        const std::string folder = end > start ? folders.substr(start, end - start) : ".";
        const std::string candidate = folder + "/" + name;
        struct stat info;
        if (::stat(candidate.c_str(), &info) == 0 && S_ISREG(info.st_mode) &&
            ::access(candidate.c_str(), X_OK) == 0)
            return candidate;
        start = end + 1;
    }
    return {};
}

ChildResult ChildProcess::run(const ChildOptions &options, const std::atomic_bool *cancel,
                              const std::function<void(int pid)> &started)
{
    ChildResult result;
    const Clock::time_point start = Clock::now();
    Pipes pipes;
    if (options.argv.empty() || !pipes.open()) {
        result.err = options.argv.empty() ? "no program given" : std::strerror(errno);
        return result;
    }
    const int pid = spawn(options, pipes);
    pipes.closeWriteEnds();
    if (pid < 0) {
        result.err = std::strerror(-pid);
        return result;
    }
    result.pid = pid;
    bool killed = false;
    try {
        if (started)
            started(pid);
        watch(pid, pipes, options, cancel, start, result, killed);
    } catch (...) {
        // Out of memory while reading, or a callback that threw: nothing is left running.
        kill(pid, SIGKILL);
        finish(pid);
        throw;
    }
    const std::optional<int> status = finish(pid);
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (killed)
        return result;
    if (!status) {
        result.outcome = ChildResult::Outcome::FailedToStart;
        result.err = "its exit status was lost";
    } else if (WIFEXITED(*status)) {
        result.outcome = ChildResult::Outcome::Exited;
        result.exitCode = WEXITSTATUS(*status);
    } else if (WIFSIGNALED(*status)) {
        result.outcome = ChildResult::Outcome::Signalled;
        result.signal = WTERMSIG(*status);
    }
    return result;
}

void ChildProcess::followParent()
{
    const char *parent = std::getenv(kParentVariable);
    if (!parent)
        return;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    // The parent may have died before the request above was made.
    if (std::to_string(getppid()) != parent)
        _exit(1);
}

} // namespace blab::core
