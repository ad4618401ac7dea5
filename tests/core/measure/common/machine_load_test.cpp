// SPDX-License-Identifier: GPL-3.0-or-later

// Whether other work ran beside a measurement: /proc's CPU times read, other processes' share
// between two readings, the spread of timed runs, and the reasons a measurement gives for not
// trusting its figures, with the machine's load injected as the tests need it.

#include "measure/common/machine_load.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "measure/cpu/sgemm_json.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace blab::core {
namespace {

// A real /proc/self/stat line: the command's name may hold spaces and brackets, the terminal's
// group is -1, utime stime cutime cstime are fields 14 to 17 (here 7, 3, 20, 10).
const std::string kSelf = "4242 (my (odd) name) R 1 4242 1 0 -1 4194304 120 0 0 0 7 3 20 10 20 0 "
                          "3 0 627471 6541312 421 18446744073709551615";

TEST(MachineLoad, ReadsTheTicksOfProc)
{
    const CpuTimes t = MachineLoad::parse("cpu  100 5 40 800 10 2 3 50 0 0", kSelf);
    ASSERT_TRUE(t.known);
    EXPECT_DOUBLE_EQ(t.busy, 100 + 5 + 40 + 2 + 3 + 50);
    EXPECT_DOUBLE_EQ(t.total, 200 + 800 + 10);
    EXPECT_DOUBLE_EQ(t.self, 7 + 3 + 20 + 10);
    EXPECT_FALSE(MachineLoad::parse("intr 1 2 3", kSelf).known);
    EXPECT_FALSE(MachineLoad::parse("cpu  1 2", kSelf).known);
    EXPECT_FALSE(MachineLoad::parse("cpu  100 5 40 800 10 2 3 50 0 0", "4242 (x").known);
}

struct ShareRow
{
    const char *name;
    CpuTimes before;
    CpuTimes after;
    double share;
};

class OthersShare : public testing::TestWithParam<ShareRow>
{
};

TEST_P(OthersShare, IsTheBusyTimeThatWasNotOurs)
{
    EXPECT_NEAR(MachineLoad::othersShare(GetParam().before, GetParam().after), GetParam().share,
                1e-12);
}

INSTANTIATE_TEST_SUITE_P(
    Table, OthersShare,
    testing::Values(
        // Two CPUs for 1 s (200 ticks): this process used both, nothing else ran.
        ShareRow{"alone", {0, 0, 0, true}, {200, 200, 200, true}, 0.0},
        // One compile job beside a one-thread measurement: half the machine was someone else's.
        ShareRow{"one_job_beside", {0, 0, 0, true}, {200, 200, 100, true}, 0.5},
        // Another guest took a tenth of the machine (steal counts as busy).
        ShareRow{"steal", {10, 100, 5, true}, {110, 300, 85, true}, 0.1},
        ShareRow{"unknown", {0, 0, 0, false}, {200, 200, 0, true}, 0.0},
        ShareRow{"no_time", {5, 5, 0, true}, {5, 5, 0, true}, 0.0}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(MachineLoad, SpreadAndReasons)
{
    EXPECT_DOUBLE_EQ(MachineLoad::spread({}), 0.0);
    EXPECT_DOUBLE_EQ(MachineLoad::spread({1.0}), 0.0);
    EXPECT_NEAR(MachineLoad::spread({1.0, 1.2, 1.1}), 0.1, 1e-12);
    EXPECT_TRUE(MachineLoad::unreliable(0.2, 0.1).empty());
    EXPECT_EQ(MachineLoad::unreliable(0.21, 0.0), std::vector<std::string>{"busy"});
    EXPECT_EQ(MachineLoad::unreliable(0.0, 0.11), std::vector<std::string>{"scattered"});
    EXPECT_EQ(MachineLoad::unreliable(0.5, 0.5), (std::vector<std::string>{"busy", "scattered"}));
}

// An sgemm run that another program shared the machine with says so, in its result and in the
// JSON bench --json prints: the load is injected, half of every CPU busy with other work.
TEST(MachineLoad, SgemmSaysItsFiguresAreUnreliableUnderLoad)
{
    int readings = 0;
    SgemmOptions o;
    o.n = 32;
    o.repeats = 2;
    o.threads = 1;
    o.warmupSeconds = 0.0;
    o.checkShapes = false;
    o.loadSource = [&readings] {
        ++readings;
        return readings == 1 ? CpuTimes{0, 0, 0, true} : CpuTimes{150, 200, 50, true};
    };
    const SgemmResult r = SgemmBenchmark::run(o);
    EXPECT_EQ(readings, 2);
    EXPECT_DOUBLE_EQ(r.othersShare, 0.5);
    ASSERT_FALSE(r.unreliable().empty());
    EXPECT_EQ(r.unreliable().front(), "busy");
    const Json json = SgemmJson::value(r);
    EXPECT_DOUBLE_EQ(json["others_cpu_share"].get<double>(), 0.5);
    EXPECT_EQ(json["unreliable"][0].get<std::string>(), "busy");
    SgemmResult read;
    ASSERT_EQ(SgemmJson::read(json, read), "");
    EXPECT_DOUBLE_EQ(read.othersShare, 0.5);
}

} // namespace
} // namespace blab::core
