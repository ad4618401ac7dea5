// SPDX-License-Identifier: GPL-3.0-or-later

// The kernels behind the measured roofline: correct results on small sizes, a dispatcher that
// never picks an instruction set the CPU lacks, and figures that are positive. How the figures
// order depends on what else runs on the machine, so no test orders two timings; the profile
// reports orderings physics rules out as warnings, tested here on figures given by hand.

#include "measure/cpu/roofline_benchmark.h"
#include "measure/cpu/simd_kernels.h"
#include "measure/profile/machine_profiler.h"

#include <atomic>
#include <cmath>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace blab::core {
namespace {

struct DispatchRow
{
    std::string name;
    CpuFeatures features;
    Isa expected;
};

CpuFeatures features(bool avx512f, bool avx2, bool fma, bool sse2)
{
    CpuFeatures f;
    f.x86 = true;
    f.avx512f = avx512f;
    f.avx2 = avx2;
    f.fma = fma;
    f.sse2 = sse2;
    return f;
}

class Dispatcher : public testing::TestWithParam<DispatchRow>
{
};

TEST_P(Dispatcher, PicksTheWidestSupportedSet)
{
    EXPECT_EQ(SimdKernels::choose(GetParam().features), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    Features, Dispatcher,
    testing::Values(DispatchRow{"nothing", features(false, false, false, false), Isa::Scalar},
                    DispatchRow{"sse2_only", features(false, false, false, true), Isa::Sse2},
                    DispatchRow{"avx2_without_fma", features(false, true, false, true), Isa::Sse2},
                    DispatchRow{"avx2_fma", features(false, true, true, true), Isa::Avx2Fma},
                    DispatchRow{"avx512", features(true, true, true, true), Isa::Avx512}),
    [](const auto &info) { return info.param.name; });

TEST(Dispatcher, BestIsSupportedHere)
{
    EXPECT_TRUE(SimdKernels::supported(SimdKernels::best()));
    EXPECT_TRUE(SimdKernels::supported(Isa::Scalar));
}

class Kernels : public testing::TestWithParam<Isa>
{
};

TEST_P(Kernels, ChainsConvergeToTheFixedPoint)
{
    // Every chain runs x = a x + b from its own start; after 20000 steps a^n is about 2e-9, so
    // each sits at the fixed point b / (1 - a) = 1 whatever its start and lane. A wrong a, b or
    // a dropped chain moves the mean. Tolerance: 1e-4. An unsupported set runs the scalar code.
    const long iterations = 20000;
    double flops = 0.0;
    const float sum = SimdKernels::multiplyAddChains(GetParam(), iterations, flops);
    const double chains = flops / (2.0 * iterations);
    ASSERT_GE(chains, 1.0);
    EXPECT_DOUBLE_EQ(chains, std::round(chains));
    const double fixedPoint = SimdKernels::kB / (1.0 - SimdKernels::kA);
    EXPECT_NEAR(sum / chains, fixedPoint, 1e-4);
}

TEST_P(Kernels, Fp64ChainsReachTheFixedPoint)
{
    // As above in double precision: the chains converge on b / (1 - a) (kA and kB are floats,
    // so the fixed point is taken with them widened). Tolerance: 1e-9, as double keeps far more
    // digits than the 1e-4 of single precision.
    const long iterations = 40000;
    double flops = 0.0;
    const double sum = SimdKernels::multiplyAddChainsFp64(GetParam(), iterations, flops);
    const double chains = flops / (2.0 * iterations);
    ASSERT_GE(chains, 1.0);
    EXPECT_DOUBLE_EQ(chains, std::round(chains));
    // After 40000 steps a^n is about 4e-18: every lane sits at the fixed point, whatever its start.
    const double expected = chains * double(SimdKernels::kB) / (1.0 - double(SimdKernels::kA));
    EXPECT_NEAR(sum, expected, 1e-9 * expected);
}

TEST_P(Kernels, MultiplyAddMatchesScalarReference)
{
    // 1000 is not a multiple of any block, so the tail path runs too.
    for (int k : {1, 3, 64}) {
        std::vector<float> x(1000);
        std::vector<double> expected(1000);
        for (std::size_t i = 0; i < x.size(); ++i) {
            x[i] = static_cast<float>(i % 13) * 0.25f;
            double v = x[i];
            for (int j = 0; j < k; ++j)
                v = v * 0.999 + 0.001;
            expected[i] = v;
        }
        SimdKernels::multiplyAdd(GetParam(), x.data(), x.size(), k, 0.999f, 0.001f);
        for (std::size_t i = 0; i < x.size(); ++i)
            ASSERT_NEAR(x[i], expected[i], 1e-4 * (1.0 + std::fabs(expected[i])))
                << "k " << k << " i " << i;
    }
}

INSTANTIATE_TEST_SUITE_P(EverySet, Kernels,
                         testing::Values(Isa::Avx512, Isa::Avx2Fma, Isa::Sse2, Isa::Scalar),
                         [](const auto &info) {
                             std::string n = SimdKernels::name(info.param);
                             for (char &c : n)
                                 if (!std::isalnum(static_cast<unsigned char>(c)))
                                     c = '_';
                             return n;
                         });

struct WarningRow
{
    const char *name;
    double peak1;
    double peakAll;
    double triad1;
    double triadAll;
    double sgemm;
    double kernelGflops;
    std::vector<std::string> expected;
};

class ProfileWarnings : public testing::TestWithParam<WarningRow>
{
};

TEST_P(ProfileWarnings, NameWhatPhysicsRulesOut)
{
    const WarningRow &row = GetParam();
    MachineProfile p;
    p.peakGflops1 = row.peak1;
    p.peakGflops = row.peakAll;
    p.stream1.triadGBs = row.triad1;
    p.stream.triadGBs = row.triadAll;
    p.sgemmGflops = row.sgemm;
    KernelPoint k;
    k.name = "multiply_add";
    k.flops = row.kernelGflops * 1e9;
    k.bytes = 8;
    k.seconds = 1.0;
    p.kernels.push_back(k);
    EXPECT_EQ(p.findWarnings(), row.expected);
}

// Margins: 10 % below the one-thread figure, 5 % above the peak for sgemm, 25 % for a kernel.
INSTANTIATE_TEST_SUITE_P(
    Figures, ProfileWarnings,
    testing::Values(
        WarningRow{"idle_machine", 174, 345, 13, 25.8, 306, 311, {}},
        WarningRow{"within_the_margins", 174, 160, 13, 12, 165, 195, {}},
        WarningRow{"busy_during_the_peak", 174, 150, 13, 25.8, 150, 180, {"peak_below_1thread"}},
        WarningRow{"busy_during_stream", 174, 345, 13, 11, 306, 311, {"triad_below_1thread"}},
        WarningRow{"sgemm_above_the_peak", 174, 200, 13, 25.8, 306, 200, {"sgemm_above_peak"}},
        WarningRow{"kernel_above_the_peak", 174, 200, 13, 25.8, 150, 276, {"kernel_above_peak"}},
        WarningRow{"everything_at_once",
                   174,
                   100,
                   13,
                   5,
                   306,
                   311,
                   {"peak_below_1thread", "triad_below_1thread", "sgemm_above_peak",
                    "kernel_above_peak"}}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(RooflineBenchmark, PeakIsPositive)
{
    const Isa isa = SimdKernels::best();
    for (int threads : {1, 2}) {
        const PeakResult r = RooflineBenchmark::peak(threads, isa, 0.02, 2);
        EXPECT_GT(r.gflops, 0.1) << threads;
        EXPECT_EQ(r.isa, isa);
        EXPECT_FALSE(r.cancelled);
    }
}

TEST(RooflineBenchmark, StreamVerifiesAndCountsBytesAsStreamDoes)
{
    const std::vector<StreamResult> r = RooflineBenchmark::stream({1, 2}, 1 << 20, 3);
    ASSERT_EQ(r.size(), 2u);
    for (const StreamResult &s : r) {
        EXPECT_TRUE(s.verified);
        EXPECT_GT(s.copyGBs, 0.1);
        EXPECT_GT(s.triadGBs, 0.1);
        EXPECT_EQ(s.elements, 1u << 20);
    }
}

TEST(RooflineBenchmark, KernelsCountFlopsAndBytes)
{
    const std::size_t n = 1 << 18;
    const std::vector<KernelPoint> points = RooflineBenchmark::kernels(1, n, {1, 8}, 1);
    ASSERT_EQ(points.size(), 4u);
    EXPECT_EQ(points[0].name, "vector_add");
    EXPECT_DOUBLE_EQ(points[0].flopsPerByte(), 1.0 / 12);
    EXPECT_EQ(points[1].name, "compare");
    EXPECT_DOUBLE_EQ(points[1].flopsPerByte(), 1.0 / 9);
    EXPECT_EQ(points[3].k, 8);
    EXPECT_DOUBLE_EQ(points[3].flops, 16.0 * n);
    EXPECT_DOUBLE_EQ(points[3].flopsPerByte(), 2.0);
    for (const KernelPoint &p : points)
        EXPECT_GT(p.gflops(), 0.0) << p.name;
}

TEST(RooflineBenchmark, StreamSizeFollowsTheCache)
{
    // 32 MB of cache: 4 x 32 MB / 8 B = 16 M doubles per array; quick halves it.
    EXPECT_EQ(RooflineBenchmark::streamElements(32u << 20, 64ull << 30, false), 16u << 20);
    EXPECT_EQ(RooflineBenchmark::streamElements(32u << 20, 64ull << 30, true), 8u << 20);
    // A tiny cache still gets the 4 M element floor.
    EXPECT_EQ(RooflineBenchmark::streamElements(1u << 20, 64ull << 30, false), 4u << 20);
    // Little memory caps it: 3 arrays in an eighth of 240 MB.
    EXPECT_EQ(RooflineBenchmark::streamElements(1u << 30, 240'000'000, false), 1'250'000u);
}

TEST(MachineProfiler, SweepAndKernelLists)
{
    EXPECT_EQ(MachineProfiler::sweepSizes(64, 4096, 0, false),
              (std::vector<int>{64, 128, 256, 512, 1024, 2048, 4096}));
    EXPECT_EQ(MachineProfiler::sweepSizes(64, 4096, 0, true),
              (std::vector<int>{64, 128, 256, 512, 1024}));
    EXPECT_EQ(MachineProfiler::sweepSizes(256, 1024, 256, false),
              (std::vector<int>{256, 512, 768, 1024}));
    EXPECT_EQ(MachineProfiler::sweepSizes(16, 100000, 16, false).size(), 64u);
    EXPECT_EQ(MachineProfiler::kernelKs(true), (std::vector<int>{1, 4, 16, 64, 256, 1024}));
    EXPECT_EQ(MachineProfiler::kernelKs(false).size(), 11u);
}

struct CancelRow
{
    std::string name;
    int cancelAtStep;
};

class ProfilerCancel : public testing::TestWithParam<CancelRow>
{
};

// Cancelling when a step starts ends the job there, for every kind of step.
TEST_P(ProfilerCancel, StopsAtTheStep)
{
    std::atomic_bool cancel{false};
    ProfileOptions options;
    options.quick = true;
    options.sweepMax = 128;
    std::vector<std::string> started;
    const MachineProfile p = MachineProfiler::run(
        options,
        [&](int step, int steps, const std::string &id) {
            if (step < steps)
                started.push_back(id);
            if (step == GetParam().cancelAtStep)
                cancel = true;
        },
        &cancel);
    EXPECT_TRUE(p.cancelled);
    ASSERT_FALSE(started.empty());
    EXPECT_LE(static_cast<int>(started.size()), GetParam().cancelAtStep + 2);
}

INSTANTIATE_TEST_SUITE_P(Steps, ProfilerCancel,
                         testing::Values(CancelRow{"at_peak", 0}, CancelRow{"at_stream", 2},
                                         CancelRow{"at_sgemm", 4}, CancelRow{"at_sweep", 5},
                                         CancelRow{"at_kernels", 7}),
                         [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::core
