// SPDX-License-Identifier: GPL-3.0-or-later

// Running a child process: its exit status, the signal that killed it, a timeout that stops it
// and what it started, output captured but bounded, and the environment it gets.

#include "measure/common/child_process.h"
#include "process_gone.h"

#include <csignal>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>

namespace blab::core {
namespace {

ChildResult shell(const std::string &script, double timeout = 20.0, std::size_t maxOutput = 1 << 20)
{
    ChildOptions o;
    o.argv = {"/bin/sh", "-c", script};
    o.timeoutSeconds = timeout;
    o.maxOutputBytes = maxOutput;
    return ChildProcess::run(o);
}

using Outcome = ChildResult::Outcome;

struct OutcomeRow
{
    const char *name;
    std::string script;
    Outcome outcome;
    int exitCode;
    int signal;
    std::string out;
    std::string err;
};

class Outcomes : public testing::TestWithParam<OutcomeRow>
{
};

TEST_P(Outcomes, AreReportedAsTheyHappened)
{
    const ChildResult r = shell(GetParam().script);
    EXPECT_EQ(static_cast<int>(r.outcome), static_cast<int>(GetParam().outcome)) << r.describe();
    EXPECT_EQ(r.exitCode, GetParam().exitCode);
    EXPECT_EQ(r.signal, GetParam().signal);
    EXPECT_EQ(r.out, GetParam().out);
    EXPECT_EQ(r.err, GetParam().err);
    EXPECT_GT(r.pid, 0);
}

INSTANTIATE_TEST_SUITE_P(
    Scripts, Outcomes,
    testing::Values(
        OutcomeRow{"success", "echo hello", Outcome::Exited, 0, 0, "hello\n", ""},
        OutcomeRow{"status_three", "echo oops >&2; exit 3", Outcome::Exited, 3, 0, "", "oops\n"},
        OutcomeRow{"segfault", "kill -SEGV $$", Outcome::Signalled, -1, SIGSEGV, "", ""},
        OutcomeRow{"illegal_instruction", "kill -ILL $$", Outcome::Signalled, -1, SIGILL, "", ""},
        OutcomeRow{"closes_its_output_first", "exec >&- 2>&-; sleep 0.2; exit 4", Outcome::Exited,
                   4, 0, "", ""},
        OutcomeRow{"no_input", "cat; echo done", Outcome::Exited, 0, 0, "done\n", ""}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(ChildProcess, TimeoutStopsAHungChildAndItsChildren)
{
    // Sleeps far past ctest's limit: a timeout that waited for them would fail the run, and one
    // that ended them shows as TimedOut rather than Exited.
    const ChildResult r = shell("sleep 3600 & sleep 3600; wait", 0.5);
    EXPECT_EQ(r.outcome, Outcome::TimedOut);
    EXPECT_NE(r.describe(0.5).find("0.5 s"), std::string::npos) << r.describe(0.5);
    EXPECT_TRUE(blab::test::processGroupGone(r.pid)) << "the child's process group still runs";
}

TEST(ChildProcess, CancelStopsTheChild)
{
    std::atomic_bool cancel{true};
    ChildOptions o;
    o.argv = {"/bin/sleep", "3600"};
    const ChildResult r = ChildProcess::run(o, &cancel);
    EXPECT_EQ(r.outcome, Outcome::Cancelled);
    EXPECT_TRUE(blab::test::processGone(r.pid)) << r.pid;
}

TEST(ChildProcess, OutputBeyondTheLimitIsDropped)
{
    const ChildResult r = shell("head -c 100000 /dev/zero | tr '\\0' x; echo end >&2", 20.0, 1000);
    EXPECT_EQ(r.outcome, Outcome::Exited);
    EXPECT_EQ(r.out, std::string(1000, 'x'));
    EXPECT_EQ(r.err, "end\n");
}

TEST(ChildProcess, EnvironmentChangesAndTheParentsPid)
{
    setenv("BLAB_TEST_REMOVED", "present", 1);
    ChildOptions o;
    o.argv = {"/bin/sh", "-c",
              "echo \"${BLAB_TEST_REMOVED:-gone} $BLAB_TEST_ADDED $BLAB_PARENT_PID\""};
    o.setEnv = {{"BLAB_TEST_ADDED", "added"}};
    o.unsetEnv = {"BLAB_TEST_REMOVED"};
    const ChildResult r = ChildProcess::run(o);
    unsetenv("BLAB_TEST_REMOVED");
    EXPECT_EQ(r.out, "gone added " + std::to_string(getpid()) + "\n");
}

TEST(ChildProcess, AProgramThatDoesNotExistFailsToStart)
{
    ChildOptions o;
    o.argv = {"/nonexistent/bottleneck-lab"};
    const ChildResult r = ChildProcess::run(o);
    EXPECT_EQ(r.outcome, Outcome::FailedToStart);
    EXPECT_FALSE(r.succeeded());
    EXPECT_NE(r.describe().find("could not be started"), std::string::npos);
}

} // namespace
} // namespace blab::core
