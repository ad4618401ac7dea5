// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/child_process.h"
#include "measure/cpu/sgemm_benchmark.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// One kernel family measured in a child process.
struct AdvisorCandidate
{
    // The family as the child reported it ran.
    std::string core;
    // Run with OpenBLAS's own pick (no OPENBLAS_CORETYPE): what every other program gets.
    bool installed = false;
    std::optional<SgemmResult> measurement;
    // Why the family cannot be used (crashed, timed out, unreadable, wrong results...); empty
    // when nothing went wrong.
    std::string error;

    double gflops() const { return measurement ? measurement->gflops() : 0.0; }
    double medianGflops() const { return measurement ? measurement->medianGflops() : 0.0; }
    bool verified() const { return measurement && measurement->verified(); }
    // Measured, verified and without error: the only kind the advisor recommends.
    bool usable() const { return error.empty() && verified() && gflops() > 0; }
};

struct AdvisorResult
{
    std::string installedCore;
    // The family to use; empty when no family could be measured.
    std::string recommendedCore;
    std::string cpuModel;
    std::string openblasVersion;
    // This CPU's multiply-add peak on the same threads, GFLOPS; 0 when not measured.
    double peakGflops = 0.0;
    int n = 0;
    int threads = 0;
    int repeats = 0;
    bool cancelled = false;
    std::vector<AdvisorCandidate> candidates;

    const AdvisorCandidate *find(const std::string &core) const;
    const AdvisorCandidate *installed() const;
    const AdvisorCandidate *recommended() const;
    // Percent of peakGflops; 0 when the peak is unknown.
    double percentOfPeak(const AdvisorCandidate &candidate) const;
    // sgemm cannot beat the multiply-add peak on the same threads: a family above it means the
    // peak was measured while the machine was busy, and came out low.
    bool abovePeak(const AdvisorCandidate &candidate) const;
    bool peakMeasuredLow() const;
    // GFLOPS over the installed family's; 0 when that one is not usable.
    double speedupVsInstalled(const AdvisorCandidate &candidate) const;
    // How much faster than OpenBLAS's own pick a family must be to be recommended over it:
    // KernelAdvisor::switchMargin of the two (1 when the installed family is not usable).
    double switchMargin(const AdvisorCandidate &candidate) const;
    // True when the recommendation is another family than OpenBLAS's own pick.
    bool recommendsAChange() const;
    // The line that gives another program the recommended family, such as
    // "OPENBLAS_CORETYPE=SkylakeX python3 train.py"; empty when no change is recommended.
    std::string otherProgramsLine(const std::string &command = "python3 train.py") const;

    std::string toJson() const;
    // Reads what toJson() wrote (the advice kept in the settings); an empty string when it
    // reads, else why not.
    static std::string fromJson(const std::string &text, AdvisorResult &out);
};

struct AdvisorOptions
{
    // The program and its first arguments, such as {"/usr/bin/bottleneck-lab", "bench",
    // "--json"}; the advisor adds --n, --threads, --repeats and --openblas-core.
    std::vector<std::string> childCommand;
    int n = 1024;
    // 0: every thread OpenBLAS may use.
    int threads = 0;
    int repeats = 10;
    // Families to try besides the installed one, from KernelFamilies::candidates().
    std::vector<std::string> candidates;
    // This CPU's multiply-add peak on the same threads; 0 measures it before and after the
    // children and keeps the larger.
    double peakGflops = 0.0;
    // Per child; 0 derives one from n and repeats that only a hung child exceeds.
    double timeoutSeconds = 0.0;
    std::string cpuModel;
    std::string openblasVersion;
    // OpenBLAS's own pick as this process knows it, named when the installed child fails.
    std::string installedCoreHint;
};

// Called before each child and once at the end: the results so far, how many children have
// run and how many may run in all, and the family that runs next (empty at the end).
using AdvisorProgress =
    std::function<void(const AdvisorResult &soFar, int done, int total, const std::string &next)>;

// Measures every kernel family this CPU can execute with the same protocol as bench, one child
// process each (OpenBLAS reads OPENBLAS_CORETYPE only when it loads), and recommends the fastest
// verified one; before it recommends another family than the installed one, both run once more.
// A child that crashes, hangs, prints something unreadable or computes wrong results is
// reported as such and never recommended.
class KernelAdvisor
{
public:
    // Another family is recommended over OpenBLAS's own pick only when it is at least this much
    // faster: less is within the noise between two runs on a shared machine.
    static constexpr double kSwitchMargin = 1.03;
    // The margin for two measured families: kSwitchMargin, or more where either family's runs
    // scattered by more (1 + the larger spread): a difference inside the spread is noise.
    static double switchMargin(const AdvisorCandidate &a, const AdvisorCandidate &b);

    static AdvisorResult run(const AdvisorOptions &options, const AdvisorProgress &progress = {},
                             const std::atomic_bool *cancel = nullptr,
                             const std::function<void(int pid)> &childStarted = {});

    // One family measured in a child as run() measures each ("" for OpenBLAS's own pick):
    // what a window loaded with another family runs to measure the one its advice names.
    // Nothing when cancelled.
    static std::optional<AdvisorCandidate> measureOne(const AdvisorOptions &options,
                                                      const std::string &family,
                                                      const std::atomic_bool *cancel = nullptr);
    // One child's outcome as a candidate: requested is the family asked for ("" for installed).
    static AdvisorCandidate readChild(const std::string &requested, const ChildResult &child,
                                      double timeoutSeconds);
    // The fastest usable family, or the installed one when no other beats it by kSwitchMargin.
    static std::string recommend(const std::vector<AdvisorCandidate> &candidates);
    static double timeoutFor(int n, int repeats);
    // This CPU's multiply-add peak on threads threads, GFLOPS, as the advisor quotes it.
    static double measurePeak(int threads, const std::atomic_bool *cancel = nullptr);
};

} // namespace blab::core
