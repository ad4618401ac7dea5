// SPDX-License-Identifier: GPL-3.0-or-later

// The time subcommand: a command of the user's run without a shell, its fastest run placed on
// this CPU's roofline; the command's words reach it untouched.

#include "cli_fixture.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <gtest/gtest.h>

namespace blab::cli_test {
namespace {

TEST(CliTime, RunsTheCommandAndPlacesTheFastestRun)
{
    const ProcessResult r = run({"time", kGiven, "--flops", "2e9", "--bytes", "1e8", "--runs", "3",
                                 "--name", "sleeper", "--json", "--", "sleep", "0.01"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject t = json(r);
    const QJsonArray runs = t["runs_seconds"].toArray();
    ASSERT_EQ(runs.size(), 3);
    double fastest = 1e9;
    for (const QJsonValue &v : runs) {
        // sleep 0.01 takes at least 10 ms; a run cannot be shorter than what it waits.
        EXPECT_GE(v.toDouble(), 0.01);
        fastest = std::min(fastest, v.toDouble());
    }
    EXPECT_EQ(t["fastest_seconds"].toDouble(), fastest);
    EXPECT_EQ(t["command"].toArray().at(0).toString(), "sleep");
    const QJsonObject k = t["kernel"].toObject();
    EXPECT_EQ(k["name"].toString(), "sleeper");
    EXPECT_EQ(k["device"].toString(), "this_cpu");
    EXPECT_DOUBLE_EQ(k["flops_per_byte"].toDouble(), 20.0);
    EXPECT_DOUBLE_EQ(k["attained_gflops"].toDouble(), 2.0 / fastest);
    // 20 FLOP/B against 237.05 GFLOPS and 50 GB/s: the compute roof is above it.
    EXPECT_EQ(k["roof"].toString(), "compute");
    EXPECT_DOUBLE_EQ(k["bound_gflops"].toDouble(), 237.05);
}

// The words after -- are the command's, options and spaces included, and no shell reads them.
TEST(CliTime, TheCommandsWordsReachItUntouched)
{
    QTemporaryDir dir;
    const QString marker = dir.filePath(QStringLiteral("a file; with $HOME in it"));
    const ProcessResult r = run({"time", kGiven, "--flops", "1", "--bytes", "1", "--runs", "1",
                                 "--", "touch", "--", marker});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    EXPECT_TRUE(QFileInfo::exists(marker));
}

// An option's value may itself be "--": the next one ends the options. The command's first word
// stays as typed (argv[0] is "sh", not /usr/bin/sh).
TEST(CliTime, ANameOfTwoDashesIsTheNameAndArgvZeroIsAsTyped)
{
    const ProcessResult r = run({"time", kGiven, "--flops", "1", "--bytes", "1", "--runs", "1",
                                 "--json", "--name", "--", "--", "sh", "-c", "test \"$0\" = sh"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    EXPECT_EQ(json(r)["kernel"].toObject()["name"].toString(), "--");
    EXPECT_EQ(json(r)["command"].toArray().at(0).toString(), "sh");
}

TEST(CliTime, AFailingCommandIsSaidWithItsRunAndStatus)
{
    const ProcessResult r =
        run({"time", kGiven, "--flops", "1", "--bytes", "1", "--", "sh", "-c", "exit 3"});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(r.err.contains("run 1 of the command exited with status 3")) << r.err.toStdString();
    const ProcessResult missing =
        run({"time", kGiven, "--flops", "1", "--bytes", "1", "--", "no-such-program-here"});
    EXPECT_EQ(missing.status, 1);
    EXPECT_TRUE(missing.err.contains("'no-such-program-here' is not a program in PATH"))
        << missing.err.toStdString();
}

} // namespace
} // namespace blab::cli_test
