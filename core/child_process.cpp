#include "core/child_process.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace blab::core {

namespace {

using Clock = std::chrono::steady_clock;

constexpr const char *kParentVariable = "BLAB_PARENT_PID";

// The environment for the child: this process's, with the changes applied.
std::vector<std::string> childEnvironment(const ChildOptions &options)
{
    std::vector<std::string> env;
    const auto replaced = [&options](const std::string &entry) {
        const std::string name = entry.substr(0, entry.find('='));
        if (name == kParentVariable)
            return true;
        for (const std::string &unset : options.unsetEnv) {
            if (unset == name)
                return true;
        }
        for (const auto &set : options.setEnv) {
            if (set.first == name)
                return true;
        }
        return false;
    };
    for (char **e = environ; e && *e; ++e) {
        if (!replaced(*e))
            env.emplace_back(*e);
    }
    for (const auto &set : options.setEnv)
        env.push_back(set.first + "=" + set.second);
    env.push_back(std::string(kParentVariable) + "=" + std::to_string(getpid()));
    return env;
}

std::vector<char *> pointers(std::vector<std::string> &strings)
{
    std::vector<char *> out;
    for (std::string &s : strings)
        out.push_back(s.data());
    out.push_back(nullptr);
    return out;
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

struct Pipes
{
    int out[2] = {-1, -1};
    int err[2] = {-1, -1};

    bool open() { return pipe2(out, O_CLOEXEC) == 0 && pipe2(err, O_CLOEXEC) == 0; }
    void closeAll()
    {
        for (int *fd : {&out[0], &out[1], &err[0], &err[1]}) {
            if (*fd >= 0)
                close(*fd);
            *fd = -1;
        }
    }
};

int spawn(const ChildOptions &options, Pipes &pipes)
{
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, pipes.out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, pipes.err[1], 2);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // A group of its own, so that a timeout kills whatever the child started too; signals
    // blocked or ignored in this process (Qt and OpenBLAS threads block some) are not inherited.
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
    std::vector<char *> argvPointers = pointers(argv);
    std::vector<char *> envPointers = pointers(env);
    pid_t pid = -1;
    const int failed = posix_spawn(&pid, argvPointers[0], &actions, &attributes,
                                   argvPointers.data(), envPointers.data());
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

std::string ChildResult::describe(double timeoutSeconds) const
{
    std::ostringstream text;
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
        text << "could not be started (" << err << ")";
        break;
    }
    return text.str();
}

ChildResult ChildProcess::run(const ChildOptions &options, const std::atomic_bool *cancel,
                              const std::function<void(int pid)> &started)
{
    ChildResult result;
    const Clock::time_point start = Clock::now();
    Pipes pipes;
    if (options.argv.empty() || !pipes.open()) {
        result.err = options.argv.empty() ? "no program given" : std::strerror(errno);
        pipes.closeAll();
        return result;
    }
    const int pid = spawn(options, pipes);
    close(pipes.out[1]);
    close(pipes.err[1]);
    pipes.out[1] = pipes.err[1] = -1;
    if (pid < 0) {
        result.err = std::strerror(-pid);
        pipes.closeAll();
        return result;
    }
    result.pid = pid;
    if (started)
        started(pid);

    bool outOpen = true;
    bool errOpen = true;
    bool exited = false;
    bool killed = false;
    int status = 0;
    Clock::time_point exitedAt;
    for (;;) {
        pollfd fds[2] = {{pipes.out[0], POLLIN, 0}, {pipes.err[0], POLLIN, 0}};
        if (!outOpen)
            fds[0].fd = -1;
        if (!errOpen)
            fds[1].fd = -1;
        // Short waits, so that a cancel or the deadline is seen within 50 ms.
        if (poll(fds, 2, 50) > 0) {
            if (outOpen && (fds[0].revents & (POLLIN | POLLHUP | POLLERR)))
                outOpen = drain(pipes.out[0], result.out, options.maxOutputBytes);
            if (errOpen && (fds[1].revents & (POLLIN | POLLHUP | POLLERR)))
                errOpen = drain(pipes.err[0], result.err, options.maxOutputBytes);
        }
        const pid_t waited = exited ? 0 : waitpid(pid, &status, WNOHANG);
        if (waited == pid || (waited < 0 && errno != EINTR)) {
            exited = true;
            exitedAt = Clock::now();
        }
        // Something the child started may hold the pipes open after it exited; it gets a second
        // to let go, then the group is killed.
        const bool pipesDone =
            (!outOpen && !errOpen) || (exited && Clock::now() - exitedAt > std::chrono::seconds(1));
        if (exited && pipesDone)
            break;
        const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        const bool cancelled = cancel && cancel->load(std::memory_order_relaxed);
        if (!killed && !exited && (cancelled || elapsed > options.timeoutSeconds)) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            killed = true;
            result.outcome =
                cancelled ? ChildResult::Outcome::Cancelled : ChildResult::Outcome::TimedOut;
        }
    }
    // Whatever the child left running in its group goes with it.
    kill(-pid, SIGKILL);
    pipes.closeAll();
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (killed)
        return result;
    if (WIFEXITED(status)) {
        result.outcome = ChildResult::Outcome::Exited;
        result.exitCode = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        result.outcome = ChildResult::Outcome::Signalled;
        result.signal = WTERMSIG(status);
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
