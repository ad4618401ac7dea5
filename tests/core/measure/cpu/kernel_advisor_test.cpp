// SPDX-License-Identifier: GPL-3.0-or-later

// The kernel advisor: which OpenBLAS families a CPU can run, how the program chooses the family
// it starts with, and how children that crash, hang, lie or print garbage are reported and never
// recommended. The children here are a shell script (data/fake_bench_child.sh), so nothing
// depends on this machine's CPU or speed.

#include "measure/cpu/kernel_advisor.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/openblas_choice.h"
#include "process_gone.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <thread>
#include <vector>

namespace blab::core {
namespace {

// Feature sets of real CPU generations (x86-64 always has SSE2).
CpuFeatures sse3Only()
{
    CpuFeatures f;
    f.x86 = f.sse2 = f.sse3 = true;
    return f;
}

CpuFeatures nehalemLike()
{
    CpuFeatures f = sse3Only();
    f.ssse3 = f.sse41 = f.sse42 = true;
    return f;
}

CpuFeatures sandyBridgeLike()
{
    CpuFeatures f = nehalemLike();
    f.avx = true;
    return f;
}

CpuFeatures haswellLike()
{
    CpuFeatures f = sandyBridgeLike();
    f.avx2 = f.fma = true;
    return f;
}

CpuFeatures skylakeXLike()
{
    CpuFeatures f = haswellLike();
    f.avx512f = f.avx512dq = f.avx512cd = f.avx512bw = f.avx512vl = true;
    return f;
}

CpuFeatures cooperLakeLike()
{
    CpuFeatures f = skylakeXLike();
    f.avx512bf16 = true;
    return f;
}

CpuFeatures bulldozerLike()
{
    CpuFeatures f = sandyBridgeLike();
    f.sse4a = f.fma4 = f.xop = true;
    return f;
}

CpuFeatures piledriverLike()
{
    CpuFeatures f = bulldozerLike();
    f.fma = true;
    return f;
}

CpuFeatures avx512WithoutBw()
{
    // Knights Landing: AVX-512 F and CD but not BW, DQ or VL; SkylakeX's kernels need them.
    CpuFeatures f = haswellLike();
    f.avx512f = f.avx512cd = true;
    return f;
}

struct FamilyRow
{
    const char *name;
    CpuFeatures features;
    std::vector<std::string> expected;
};

class Candidates : public testing::TestWithParam<FamilyRow>
{
};

TEST_P(Candidates, AreTheFamiliesTheCpuCanExecute)
{
    EXPECT_EQ(KernelFamilies::candidates(GetParam().features), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    FeatureSets, Candidates,
    testing::Values(
        FamilyRow{"not_x86", CpuFeatures{}, {}}, FamilyRow{"sse3_only", sse3Only(), {"Prescott"}},
        FamilyRow{"nehalem", nehalemLike(), {"Prescott", "Core2", "Nehalem"}},
        FamilyRow{
            "sandy_bridge", sandyBridgeLike(), {"Prescott", "Core2", "Nehalem", "Sandybridge"}},
        FamilyRow{"haswell",
                  haswellLike(),
                  {"Prescott", "Core2", "Nehalem", "Sandybridge", "Haswell", "Zen"}},
        FamilyRow{"skylake_x",
                  skylakeXLike(),
                  {"Prescott", "Core2", "Nehalem", "Sandybridge", "Haswell", "Zen", "SkylakeX"}},
        FamilyRow{"cooper_lake",
                  cooperLakeLike(),
                  {"Prescott", "Core2", "Nehalem", "Sandybridge", "Haswell", "Zen", "SkylakeX",
                   "Cooperlake"}},
        FamilyRow{"avx512_without_bw",
                  avx512WithoutBw(),
                  {"Prescott", "Core2", "Nehalem", "Sandybridge", "Haswell", "Zen"}},
        FamilyRow{"bulldozer",
                  bulldozerLike(),
                  {"Prescott", "Core2", "Nehalem", "Barcelona", "Sandybridge", "Bulldozer"}},
        FamilyRow{"piledriver",
                  piledriverLike(),
                  {"Prescott", "Core2", "Nehalem", "Barcelona", "Sandybridge", "Bulldozer",
                   "Piledriver", "Steamroller"}}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(KernelFamilies, NamesAreFoundIgnoringCaseAsOpenblasDoes)
{
    ASSERT_NE(KernelFamilies::find("skylakex"), nullptr);
    EXPECT_STREQ(KernelFamilies::find("skylakex")->name, "SkylakeX");
    EXPECT_STREQ(KernelFamilies::find("HASWELL")->name, "Haswell");
    EXPECT_EQ(KernelFamilies::find("Skylake"), nullptr);
    EXPECT_EQ(KernelFamilies::find(""), nullptr);
}

// The command line names 'advise' when OpenBLAS's own pick uses narrower vectors than the CPU:
// OpenBLAS 0.3.21 falls back to Prescott (SSE3) on CPUs it does not know, such as Emerald Rapids.
struct NarrowRow
{
    const char *name;
    const char *family;
    CpuFeatures features;
    bool narrower;
};

class Narrower : public testing::TestWithParam<NarrowRow>
{
};

TEST_P(Narrower, OnlyAFamilyWithNarrowerVectorsThanTheCpuIsNamed)
{
    const NarrowRow &row = GetParam();
    EXPECT_EQ(KernelFamilies::narrowerThanCpu(row.family, row.features), row.narrower);
}

INSTANTIATE_TEST_SUITE_P(
    Table, Narrower,
    testing::Values(NarrowRow{"prescott_on_avx512", "Prescott", cooperLakeLike(), true},
                    NarrowRow{"haswell_on_avx512", "Haswell", skylakeXLike(), true},
                    NarrowRow{"skylakex_on_avx512", "SkylakeX", cooperLakeLike(), false},
                    NarrowRow{"haswell_on_avx2", "Haswell", haswellLike(), false},
                    NarrowRow{"sandybridge_on_avx2", "Sandybridge", haswellLike(), false},
                    NarrowRow{"nehalem_on_avx", "Nehalem", sandyBridgeLike(), true},
                    NarrowRow{"prescott_on_sse3", "Prescott", sse3Only(), false},
                    NarrowRow{"unknown_family", "Skylake", cooperLakeLike(), false}),
    [](const auto &info) { return std::string(info.param.name); });

// --openblas-core values: accepted with their canonical spelling, or refused naming the option.
struct RequestRow
{
    const char *name;
    std::string text;
    CpuFeatures features;
    // Empty when accepted; otherwise a piece of the message.
    std::string mustMention;
    std::string id;
};

class Request : public testing::TestWithParam<RequestRow>
{
};

TEST_P(Request, ParsesOrRefusesWithOneLine)
{
    CoreRequest request;
    const std::string problem = CoreRequest::parse(GetParam().text, GetParam().features, request);
    if (GetParam().mustMention.empty()) {
        EXPECT_EQ(problem, "");
        EXPECT_EQ(request.id(), GetParam().id);
    } else {
        EXPECT_NE(problem.find(GetParam().mustMention), std::string::npos) << problem;
        EXPECT_NE(problem.find("--openblas-core"), std::string::npos) << problem;
        EXPECT_EQ(problem.find('\n'), std::string::npos) << problem;
        EXPECT_LT(problem.size(), 300u) << problem;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Values, Request,
    testing::Values(
        RequestRow{"auto", "auto", skylakeXLike(), "", "auto"},
        RequestRow{"installed", "installed", skylakeXLike(), "", "installed"},
        RequestRow{"named", "SkylakeX", skylakeXLike(), "", "SkylakeX"},
        RequestRow{"named_lower_case", "haswell", skylakeXLike(), "", "Haswell"},
        RequestRow{"empty", "", skylakeXLike(), "got ''", ""},
        RequestRow{"unknown", "Skylake", skylakeXLike(), "got 'Skylake'", ""},
        RequestRow{"auto_upper_case", "AUTO", skylakeXLike(), "must be auto", ""},
        RequestRow{"cpu_lacks_avx512", "SkylakeX", haswellLike(), "which this CPU lacks", ""},
        RequestRow{"cpu_lacks_bf16", "Cooperlake", skylakeXLike(), "AVX-512 with BF16", ""},
        RequestRow{"intel_lacks_fma4", "Bulldozer", cooperLakeLike(), "FMA4", ""},
        RequestRow{"not_x86", "Haswell", CpuFeatures{}, "x86-64", ""},
        RequestRow{"ten_thousand_characters", std::string(10000, 'x'), skylakeXLike(), "got 'xxxx",
                   ""},
        RequestRow{"chinese", "天河", skylakeXLike(), "got '天河'", ""},
        RequestRow{"control_characters", "Sky\nlake", skylakeXLike(), "got 'Sky?lake'", ""}),
    [](const auto &info) { return std::string(info.param.name); });

// The start-up decision: which family runs, whether the program starts itself again with
// OPENBLAS_CORETYPE changed, and how the choice is reported.
struct LaunchRow
{
    const char *name;
    LaunchState state;
    LaunchDecision::Action action;
    // For Restart: the variable's new value, or "(unset)".
    std::string variable;
    CoreOrigin origin;
};

LaunchState launch(CoreRequest request, std::string current, bool restarted = false)
{
    LaunchState s;
    s.request = std::move(request);
    s.currentCore = current;
    s.restarted = restarted;
    if (!restarted)
        s.installedCore = current;
    s.cpuModel = "Xeon (family 6, model 207)";
    s.openblasVersion = "0.3.21";
    s.features = skylakeXLike();
    return s;
}

LaunchState withAdvice(LaunchState s, std::string core, std::string model = "",
                       std::string version = "")
{
    s.advice = CoreAdvice{std::move(core), model.empty() ? s.cpuModel : model,
                          version.empty() ? s.openblasVersion : version};
    return s;
}

LaunchState withUserVariable(LaunchState s, std::string value)
{
    s.userVariable = std::move(value);
    s.installedCore.reset();
    return s;
}

LaunchState restartedFrom(LaunchState s, std::string installed)
{
    s.restarted = true;
    s.installedCore = std::move(installed);
    return s;
}

const CoreRequest kAuto{CoreRequest::Kind::Auto, {}};
const CoreRequest kInstalled{CoreRequest::Kind::Installed, {}};
const CoreRequest kSkylakeX{CoreRequest::Kind::Named, "SkylakeX"};
using Action = LaunchDecision::Action;

class Launch : public testing::TestWithParam<LaunchRow>
{
};

TEST_P(Launch, DecidesTheFamily)
{
    const LaunchDecision d = OpenblasChoice::decide(GetParam().state);
    EXPECT_EQ(d.action, GetParam().action) << d.error;
    if (d.action == Action::Restart) {
        EXPECT_EQ(d.setVariable.value_or("(unset)"), GetParam().variable);
    }
    if (d.action == Action::Fail) {
        EXPECT_NE(d.error.find("--openblas-core"), std::string::npos) << d.error;
    } else {
        EXPECT_EQ(coreOriginId(d.origin), std::string(coreOriginId(GetParam().origin)));
    }
    // The variable is said to be ignored exactly when it did not choose the family that runs.
    const std::optional<std::string> &variable = GetParam().state.userVariable;
    const bool ignored = variable && GetParam().state.request.kind == CoreRequest::Kind::Auto &&
                         !KernelFamilies::sameName(*variable, GetParam().state.currentCore);
    EXPECT_EQ(d.ignoredVariable, ignored ? *variable : std::string());
}

INSTANTIATE_TEST_SUITE_P(
    States, Launch,
    testing::Values(
        LaunchRow{"auto_without_advice_runs_installed", launch(kAuto, "Prescott"), Action::Run, "",
                  CoreOrigin::Installed},
        LaunchRow{"auto_with_advice_restarts_with_it",
                  withAdvice(launch(kAuto, "Prescott"), "SkylakeX"), Action::Restart, "SkylakeX",
                  CoreOrigin::Advice},
        LaunchRow{
            "auto_after_restart_runs_the_advice",
            restartedFrom(withAdvice(launch(kAuto, "SkylakeX", true), "SkylakeX"), "Prescott"),
            Action::Run, "", CoreOrigin::Advice},
        LaunchRow{"advice_equal_to_installed_runs_installed",
                  withAdvice(launch(kAuto, "SkylakeX"), "skylakex"), Action::Run, "",
                  CoreOrigin::Installed},
        LaunchRow{"advice_from_another_cpu_is_ignored",
                  withAdvice(launch(kAuto, "Prescott"), "SkylakeX", "EPYC 9654 (family 25)"),
                  Action::Run, "", CoreOrigin::Installed},
        LaunchRow{"advice_from_another_openblas_is_ignored",
                  withAdvice(launch(kAuto, "Prescott"), "SkylakeX", "", "0.3.26"), Action::Run, "",
                  CoreOrigin::Installed},
        LaunchRow{"advice_the_cpu_cannot_run_is_ignored",
                  withAdvice(launch(kAuto, "Prescott"), "Cooperlake"), Action::Run, "",
                  CoreOrigin::Installed},
        LaunchRow{"users_variable_wins_over_advice",
                  withUserVariable(withAdvice(launch(kAuto, "Haswell"), "SkylakeX"), "Haswell"),
                  Action::Run, "", CoreOrigin::Environment},
        // A name this OpenBLAS lacks left it on a fallback: start again without the variable,
        // to run OpenBLAS's own pick.
        LaunchRow{"users_variable_the_library_lacks_restarts_without",
                  withUserVariable(launch(kAuto, "Haswell"), "Bogus"), Action::Restart, "(unset)",
                  CoreOrigin::Installed},
        LaunchRow{"users_variable_in_other_case_is_taken",
                  withUserVariable(launch(kAuto, "Haswell"), "HASWELL"), Action::Run, "",
                  CoreOrigin::Environment},
        LaunchRow{"installed_with_users_variable_restarts_without",
                  withUserVariable(launch(kInstalled, "Haswell"), "Haswell"), Action::Restart,
                  "(unset)", CoreOrigin::Installed},
        LaunchRow{"installed_ignores_advice", withAdvice(launch(kInstalled, "Prescott"), "Zen"),
                  Action::Run, "", CoreOrigin::Installed},
        LaunchRow{"named_restarts_with_it", launch(kSkylakeX, "Prescott"), Action::Restart,
                  "SkylakeX", CoreOrigin::Requested},
        LaunchRow{"named_already_loaded_runs", launch(kSkylakeX, "SkylakeX"), Action::Run, "",
                  CoreOrigin::Requested},
        LaunchRow{"named_over_users_variable_restarts",
                  withUserVariable(launch(kSkylakeX, "Haswell"), "Haswell"), Action::Restart,
                  "SkylakeX", CoreOrigin::Requested},
        LaunchRow{"named_missing_from_the_library_fails",
                  restartedFrom(launch(kSkylakeX, "Prescott", true), "Prescott"), Action::Fail, "",
                  CoreOrigin::Requested}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(OpenblasChoice, VersionIsTheSecondWordOfTheConfig)
{
    EXPECT_EQ(OpenblasChoice::versionFromConfig(
                  "OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Prescott MAX_THREADS=64"),
              "0.3.21");
    EXPECT_EQ(OpenblasChoice::versionFromConfig("unknown"), "");
}

// Children measured by hand: the recommendation is the fastest usable family, but OpenBLAS's
// own pick stays unless another beats it by kSwitchMargin (3 %).
AdvisorCandidate measured(std::string core, double gflops, bool installed = false,
                          bool verified = true, std::string error = "")
{
    AdvisorCandidate c;
    c.core = std::move(core);
    c.installed = installed;
    SgemmResult r;
    r.n = 64;
    r.repeats = 3;
    r.threadsUsed = 1;
    r.coreName = c.core;
    r.flops = 1e9;
    r.bestSeconds = r.medianSeconds = 1.0 / gflops;
    r.runSeconds = {r.bestSeconds};
    c.error = std::move(error);
    r.verification.passed = verified;
    c.measurement = r;
    return c;
}

// A family whose runs scattered: the fastest at gflops, the median spread slower.
AdvisorCandidate scattered(std::string core, double gflops, double spread, bool installed = false)
{
    AdvisorCandidate c = measured(std::move(core), gflops, installed);
    const double fastest = 1.0 / gflops;
    c.measurement->runSeconds = {fastest, fastest * (1 + spread), fastest * (1 + spread)};
    c.measurement->medianSeconds = fastest * (1 + spread);
    return c;
}

AdvisorCandidate failed(std::string core, std::string error)
{
    AdvisorCandidate c;
    c.core = std::move(core);
    c.error = std::move(error);
    return c;
}

struct RecommendRow
{
    const char *name;
    std::vector<AdvisorCandidate> candidates;
    std::string expected;
};

class Recommend : public testing::TestWithParam<RecommendRow>
{
};

TEST_P(Recommend, PicksTheFastestUsableFamily)
{
    EXPECT_EQ(KernelAdvisor::recommend(GetParam().candidates), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    Tables, Recommend,
    testing::Values(
        RecommendRow{"five_times_faster",
                     {measured("Prescott", 65, true), measured("SkylakeX", 306)},
                     "SkylakeX"},
        RecommendRow{"installed_is_fastest",
                     {measured("SkylakeX", 300, true), measured("Haswell", 280)},
                     "SkylakeX"},
        RecommendRow{"two_percent_is_noise",
                     {measured("Cooperlake", 100, true), measured("Haswell", 102)},
                     "Cooperlake"},
        RecommendRow{"five_percent_is_not",
                     {measured("Cooperlake", 100, true), measured("Haswell", 105)},
                     "Haswell"},
        // Runs that scattered by 8 % leave a 5 % lead inside the noise; by 2 %, outside it.
        RecommendRow{"five_percent_inside_a_spread_of_eight",
                     {scattered("Cooperlake", 100, 0.08, true), measured("Haswell", 105)},
                     "Cooperlake"},
        RecommendRow{"five_percent_outside_a_spread_of_two",
                     {scattered("Cooperlake", 100, 0.02, true), scattered("Haswell", 105, 0.02)},
                     "Haswell"},
        RecommendRow{"fast_but_wrong_is_never_used",
                     {measured("Prescott", 65, true), measured("SkylakeX", 900, false, false)},
                     "Prescott"},
        RecommendRow{"crashed_is_never_used",
                     {measured("Prescott", 65, true), failed("SkylakeX", "killed by signal 4")},
                     "Prescott"},
        RecommendRow{"installed_failed_takes_the_best_other",
                     {failed("Prescott", "timed out"), measured("Haswell", 150),
                      measured("Sandybridge", 90)},
                     "Haswell"},
        RecommendRow{"nothing_usable", {failed("Prescott", "timed out")}, ""},
        RecommendRow{"no_candidates", {}, ""}),
    [](const auto &info) { return std::string(info.param.name); });

// One child's outcome read as a candidate. A good child checked all eleven shapes.
std::string validJson(const std::string &core, bool verified = true, int shapes = 11)
{
    return "{\"n\":64,\"repeats\":1,\"threads\":1,\"core\":\"" + core +
           "\",\"flops\":524288,\"warmup_calls\":1,\"warmup_seconds\":0.1,\"best_seconds\":0.001,"
           "\"median_seconds\":0.001,\"runs_seconds\":[0.001],\"verified\":" +
           (verified ? "true" : "false") +
           ",\"verify_samples\":64,\"verify_worst_error_ratio\":0.1,\"shapes_checked\":" +
           std::to_string(shapes) + ",\"cancelled\":false}";
}

ChildResult exited(int code, std::string out, std::string err = "")
{
    ChildResult c;
    c.outcome = ChildResult::Outcome::Exited;
    c.exitCode = code;
    c.out = std::move(out);
    c.err = std::move(err);
    return c;
}

ChildResult signalled(int signal)
{
    ChildResult c;
    c.outcome = ChildResult::Outcome::Signalled;
    c.signal = signal;
    return c;
}

ChildResult lost()
{
    ChildResult c;
    c.pid = 1234;
    c.err = "its exit status was lost";
    return c;
}

ChildResult timedOut()
{
    ChildResult c;
    c.outcome = ChildResult::Outcome::TimedOut;
    return c;
}

struct ChildRow
{
    const char *name;
    std::string requested;
    ChildResult child;
    bool usable;
    // A piece of the error; empty when there is none.
    std::string error;
};

class ReadChild : public testing::TestWithParam<ChildRow>
{
};

TEST_P(ReadChild, ReportsWhatWentWrong)
{
    const AdvisorCandidate c = KernelAdvisor::readChild(GetParam().requested, GetParam().child, 60);
    EXPECT_EQ(c.usable(), GetParam().usable) << c.error;
    if (GetParam().error.empty()) {
        EXPECT_EQ(c.error, "");
    } else {
        EXPECT_NE(c.error.find(GetParam().error), std::string::npos) << c.error;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Outcomes, ReadChild,
    testing::Values(
        ChildRow{"good", "Haswell", exited(0, validJson("Haswell")), true, ""},
        ChildRow{"installed_names_itself", "", exited(0, validJson("Prescott")), true, ""},
        ChildRow{"illegal_instruction", "SkylakeX", signalled(SIGILL), false, "signal 4"},
        ChildRow{"segfault", "SkylakeX", signalled(SIGSEGV), false, "signal 11"},
        ChildRow{"hung", "SkylakeX", timedOut(), false, "did not finish within 60 s"},
        ChildRow{"refused", "Zen",
                 exited(2, "", "bottleneck-lab: --openblas-core Zen: no family\nTry it\n"), false,
                 "exited with status 2: --openblas-core Zen: no family"},
        ChildRow{"garbage", "Haswell", exited(0, "\x01\x02 not json"), false, "unreadable"},
        ChildRow{"empty_output", "Haswell", exited(0, ""), false, "unreadable"},
        ChildRow{"json_missing_fields", "Haswell", exited(0, "{\"core\":\"Haswell\"}"), false,
                 "unreadable"},
        ChildRow{"negative_time", "Haswell",
                 exited(0, "{\"n\":64,\"repeats\":1,\"threads\":1,\"core\":\"Haswell\","
                           "\"flops\":1,\"warmup_calls\":1,\"warmup_seconds\":0,"
                           "\"best_seconds\":-1,\"median_seconds\":1,\"runs_seconds\":[1],"
                           "\"verified\":true,\"verify_samples\":1,"
                           "\"verify_worst_error_ratio\":0,\"cancelled\":false}"),
                 false, "unreadable"},
        ChildRow{"wrong_results", "Haswell", exited(1, validJson("Haswell", false)), false,
                 "wrong results"},
        ChildRow{"shapes_not_checked", "Haswell", exited(0, validJson("Haswell", true, 0)), false,
                 "not every shape"},
        ChildRow{"status_lost", "Haswell", lost(), false, "exit status was lost"},
        ChildRow{"another_family_ran", "Cooperlake", exited(0, validJson("SkylakeX")), false,
                 "no family Cooperlake; it ran SkylakeX"}),
    [](const auto &info) { return std::string(info.param.name); });

std::string fakeChild()
{
    return std::string(BLAB_TEST_DATA_DIR) + "/fake_bench_child.sh";
}

AdvisorOptions fakeOptions(std::vector<std::string> candidates)
{
    AdvisorOptions o;
    o.childCommand = {"/bin/sh", fakeChild()};
    o.n = 64;
    o.repeats = 3;
    o.candidates = std::move(candidates);
    o.peakGflops = 400;
    o.timeoutSeconds = 2;
    o.cpuModel = "Fake CPU (family 6, model 207)";
    o.openblasVersion = "0.3.21";
    return o;
}

TEST(KernelAdvisor, EveryFailureIsReportedAndOnlyTheFastestVerifiedIsRecommended)
{
    std::vector<int> pids;
    int calls = 0;
    const AdvisorResult r = KernelAdvisor::run(
        fakeOptions({"Prescott", "Core2", "Nehalem", "Sandybridge", "Haswell", "Zen", "SkylakeX",
                     "Cooperlake", "Bogus"}),
        [&](const AdvisorResult &, int done, int total, const std::string &next) {
            // Ten families may run until the installed one names itself (Prescott, which then
            // drops out of the nine named), and two confirmations; the last call, with
            // nothing next, says all are done.
            EXPECT_EQ(total, calls == 0 ? 12 : 11);
            EXPECT_EQ(done, next.empty() ? total : calls);
            ++calls;
        },
        nullptr, [&](int pid) { pids.push_back(pid); });
    EXPECT_EQ(r.installedCore, "Prescott");
    // Prescott is the installed family and is not measured twice: nine families; eleven
    // children with the two confirming runs of Prescott and SkylakeX; and the final call.
    ASSERT_EQ(r.candidates.size(), 9u);
    EXPECT_EQ(pids.size(), 11u);
    EXPECT_EQ(calls, 12);
    EXPECT_EQ(r.recommendedCore, "SkylakeX");
    EXPECT_TRUE(r.recommendsAChange());
    EXPECT_EQ(r.otherProgramsLine(), "OPENBLAS_CORETYPE=SkylakeX python3 train.py");
    // Tolerance 1e-9 relative: the script's times give 50 and 200 GFLOPS.
    EXPECT_NEAR(r.find("SkylakeX")->gflops(), 200.0, 200e-9);
    EXPECT_NEAR(r.speedupVsInstalled(*r.find("SkylakeX")), 4.0, 1e-9);
    EXPECT_NEAR(r.percentOfPeak(*r.find("SkylakeX")), 50.0, 1e-9);
    EXPECT_FALSE(r.peakMeasuredLow());
    // A peak measured on a busy machine comes out low: SkylakeX's 200 GFLOPS are then above a
    // 150 GFLOPS peak, which sgemm cannot beat; Prescott's 50 are not, and a family that
    // computed wrong results never counts.
    AdvisorResult busy = r;
    busy.peakGflops = 150.0;
    EXPECT_TRUE(busy.abovePeak(*busy.find("SkylakeX")));
    EXPECT_FALSE(busy.abovePeak(*busy.find("Prescott")));
    EXPECT_FALSE(busy.abovePeak(*busy.find("Core2")));
    EXPECT_TRUE(busy.peakMeasuredLow());
    const std::vector<std::pair<std::string, std::string>> errors = {
        {"Core2", "wrong results"},        {"Nehalem", "signal 11"},
        {"Sandybridge", "unreadable"},     {"Zen", "did not finish within 2 s"},
        {"Cooperlake", "it ran SkylakeX"}, {"Bogus", "exited with status 2"}};
    for (const auto &[core, error] : errors) {
        const AdvisorCandidate *c = r.find(core);
        ASSERT_NE(c, nullptr) << core;
        EXPECT_FALSE(c->usable()) << core;
        EXPECT_NE(c->error.find(error), std::string::npos) << core << ": " << c->error;
    }
    EXPECT_TRUE(r.find("Haswell")->usable());
    for (int pid : pids)
        EXPECT_TRUE(blab::test::processGone(pid)) << pid;
}

// The installed family's first run caught a slow spell (50 GFLOPS) and its second did not
// (250): the confirming runs keep it, though SkylakeX's single run (200) looked faster at first.
TEST(KernelAdvisor, ASlowSpellDoesNotMakeAnotherFamilyWin)
{
    const std::string counter = testing::TempDir() + "/blab_fake_installed_runs";
    std::remove(counter.c_str());
    setenv("FAKE_CHILD_COUNTER", counter.c_str(), 1);
    std::vector<std::string> order;
    const AdvisorResult r =
        KernelAdvisor::run(fakeOptions({"SkylakeX", "Haswell"}),
                           [&](const AdvisorResult &, int, int, const std::string &next) {
                               if (!next.empty())
                                   order.push_back(next);
                           });
    unsetenv("FAKE_CHILD_COUNTER");
    EXPECT_EQ(order, (std::vector<std::string>{"installed", "SkylakeX", "Haswell", "installed",
                                               "SkylakeX"}));
    EXPECT_EQ(r.recommendedCore, "Prescott");
    EXPECT_FALSE(r.recommendsAChange());
    ASSERT_EQ(r.candidates.size(), 3u);
    // Tolerance 1e-9 relative: the script's times give 250 and 200 GFLOPS.
    EXPECT_NEAR(r.installed()->gflops(), 250.0, 250e-9);
    EXPECT_TRUE(r.installed()->installed);
    EXPECT_EQ(r.installed()->core, "Prescott");
    EXPECT_NEAR(r.find("SkylakeX")->gflops(), 200.0, 200e-9);
}

TEST(KernelAdvisor, NoConfirmationWhenTheInstalledFamilyWins)
{
    int children = 0;
    const AdvisorResult r = KernelAdvisor::run(fakeOptions({"Prescott", "Core2"}), {}, nullptr,
                                               [&](int) { ++children; });
    EXPECT_EQ(r.recommendedCore, "Prescott");
    EXPECT_EQ(children, 2);
}

TEST(KernelAdvisor, CancelStopsTheChildAndItsChildren)
{
    const std::string pidFile = testing::TempDir() + "/blab_fake_grandchild.pid";
    std::remove(pidFile.c_str());
    setenv("FAKE_CHILD_PIDFILE", pidFile.c_str(), 1);
    AdvisorOptions options = fakeOptions({"Zen", "Haswell"});
    options.timeoutSeconds = 60;
    std::atomic_bool cancel{false};
    std::vector<int> pids;
    std::thread canceller;
    const AdvisorResult r = KernelAdvisor::run(
        options,
        [&](const AdvisorResult &, int, int, const std::string &next) {
            if (next == "Zen")
                canceller = std::thread([&cancel] {
                    std::this_thread::sleep_for(std::chrono::milliseconds(300));
                    cancel = true;
                });
        },
        &cancel, [&](int pid) { pids.push_back(pid); });
    unsetenv("FAKE_CHILD_PIDFILE");
    ASSERT_TRUE(canceller.joinable()) << "the hung family never started";
    canceller.join();
    EXPECT_TRUE(r.cancelled);
    EXPECT_EQ(r.recommendedCore, "");
    // The hung child sleeps an hour; a cancel that waited for it would run past ctest's limit.
    ASSERT_EQ(pids.size(), 2u);
    for (int pid : pids)
        EXPECT_TRUE(blab::test::processGone(pid)) << pid;
    std::ifstream grandchild(pidFile);
    int sleeper = 0;
    ASSERT_TRUE(grandchild >> sleeper) << "the hung child never started its own child";
    EXPECT_TRUE(blab::test::processGone(sleeper)) << sleeper;
}

TEST(AdvisorResult, ReadsBackWhatItWrote)
{
    AdvisorResult r;
    r.installedCore = "Prescott";
    r.cpuModel = "Xeon \"quoted\" (family 6, model 207)";
    r.openblasVersion = "0.3.21";
    r.peakGflops = 345.5;
    r.n = 1024;
    r.threads = 2;
    r.repeats = 20;
    r.candidates = {measured("Prescott", 65, true), measured("SkylakeX", 306),
                    failed("Zen", "killed by signal 4 (Illegal instruction)")};
    r.recommendedCore = KernelAdvisor::recommend(r.candidates);
    AdvisorResult back;
    ASSERT_EQ(AdvisorResult::fromJson(r.toJson(), back), "");
    EXPECT_EQ(back.toJson(), r.toJson());
    EXPECT_EQ(back.recommendedCore, "SkylakeX");
    EXPECT_EQ(back.cpuModel, r.cpuModel);
    EXPECT_EQ(back.find("Zen")->error, "killed by signal 4 (Illegal instruction)");
}

struct HostileAdviceRow
{
    const char *name;
    std::string json;
};

class HostileAdvice : public testing::TestWithParam<HostileAdviceRow>
{
};

TEST_P(HostileAdvice, IsRefusedWithAReason)
{
    AdvisorResult out;
    out.installedCore = "untouched";
    EXPECT_NE(AdvisorResult::fromJson(GetParam().json, out), "");
    EXPECT_EQ(out.installedCore, "untouched");
}

const std::string kHead = "{\"installed_core\":\"Prescott\",\"cpu_model\":\"x\","
                          "\"openblas_version\":\"0.3.21\",\"peak_gflops\":100,\"n\":64,"
                          "\"threads\":2,\"repeats\":3,";

INSTANTIATE_TEST_SUITE_P(
    Files, HostileAdvice,
    testing::Values(
        HostileAdviceRow{"empty", ""}, HostileAdviceRow{"not_json", "advice"},
        HostileAdviceRow{"array", "[]"},
        HostileAdviceRow{"no_candidates", kHead + "\"recommended_core\":\"\"}"},
        HostileAdviceRow{"recommends_an_unmeasured_family",
                         kHead + "\"recommended_core\":\"SkylakeX\",\"candidates\":[]}"},
        HostileAdviceRow{"recommends_a_failed_family",
                         kHead + "\"recommended_core\":\"Zen\",\"candidates\":[{\"core\":\"Zen\","
                                 "\"installed\":false,\"error\":\"crashed\","
                                 "\"measurement\":null}]}"},
        HostileAdviceRow{"negative_peak",
                         "{\"installed_core\":\"P\",\"cpu_model\":\"x\",\"openblas_version\":\"1\","
                         "\"peak_gflops\":-1,\"n\":64,\"threads\":2,\"repeats\":3,"
                         "\"recommended_core\":\"\",\"candidates\":[]}"},
        HostileAdviceRow{"candidate_of_wrong_type",
                         kHead + "\"recommended_core\":\"\",\"candidates\":[42]}"}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::core
