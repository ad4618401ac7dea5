// SPDX-License-Identifier: GPL-3.0-or-later

// The sgemm measurement on small matrices: it runs, it verifies, it reports progress, it stops.
// No assertion depends on speed, so a loaded machine passes as well as an idle one.

#include "io/json_document.h"
#include "measure/cpu/aligned_buffer.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "measure/cpu/sgemm_json.h"
#include "measure/cpu/system_info.h"

#include <atomic>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <stdexcept>
#include <vector>

namespace blab::core {
namespace {

SgemmOptions smallOptions(int n, int repeats)
{
    SgemmOptions o;
    o.n = n;
    o.repeats = repeats;
    o.threads = 1;
    o.warmupSeconds = 0.01;
    return o;
}

struct SizeRow
{
    const char *name;
    int n;
    int repeats;
};

class SgemmSizes : public testing::TestWithParam<SizeRow>
{
};

TEST_P(SgemmSizes, RunsVerifiesAndReports)
{
    const SizeRow &r = GetParam();
    int calls = 0;
    int lastDone = -1;
    const SgemmResult result =
        SgemmBenchmark::run(smallOptions(r.n, r.repeats), [&](int done, int total, double) {
            ++calls;
            EXPECT_EQ(done, lastDone + 1);
            EXPECT_EQ(total, r.repeats);
            lastDone = done;
        });
    // One call after the warm-up, then one per timed run.
    EXPECT_EQ(calls, r.repeats + 1);
    EXPECT_EQ(result.runSeconds.size(), static_cast<std::size_t>(r.repeats));
    EXPECT_TRUE(result.verified());
    EXPECT_FALSE(result.cancelled);
    EXPECT_GE(result.warmupCalls, 1);
    EXPECT_EQ(result.threadsUsed, 1);
    EXPECT_DOUBLE_EQ(result.flops, 2.0 * r.n * r.n * r.n);
    EXPECT_GT(result.bestSeconds, 0.0);
    EXPECT_LE(result.bestSeconds, result.medianSeconds);
    for (double s : result.runSeconds)
        EXPECT_GE(s, result.bestSeconds);
    EXPECT_NEAR(result.gflops(), result.flops / result.bestSeconds / 1e9, 1e-9);
    EXPECT_FALSE(result.coreName.empty());
}

INSTANTIATE_TEST_SUITE_P(Small, SgemmSizes,
                         testing::Values(SizeRow{"n1", 1, 2}, SizeRow{"n17_odd", 17, 3},
                                         SizeRow{"n64", 64, 5}, SizeRow{"n128", 128, 4}),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(SgemmBenchmark, CancelStopsBeforeTheTimedRuns)
{
    std::atomic_bool cancel{true};
    const SgemmResult result = SgemmBenchmark::run(smallOptions(64, 50), {}, &cancel);
    EXPECT_TRUE(result.cancelled);
    EXPECT_TRUE(result.runSeconds.empty());
    // The warm-up's product is still checked.
    EXPECT_TRUE(result.verified());
}

TEST(SgemmBenchmark, CancelFromProgressStopsAfterThatRun)
{
    std::atomic_bool cancel{false};
    const SgemmResult result = SgemmBenchmark::run(
        smallOptions(32, 100),
        [&](int done, int, double) {
            if (done == 3)
                cancel = true;
        },
        &cancel);
    EXPECT_TRUE(result.cancelled);
    EXPECT_EQ(result.runSeconds.size(), 3u);
}

TEST(SgemmBenchmark, VerificationCatchesAWrongProduct)
{
    const int n = 48;
    AlignedBuffer a(n * n), b(n * n), c(n * n);
    SgemmBenchmark::fillDeterministic(a.data(), a.size(), 1);
    SgemmBenchmark::fillDeterministic(b.data(), b.size(), 2);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double s = 0;
            for (int k = 0; k < n; ++k)
                s += static_cast<double>(a[i * n + k]) * b[k * n + j];
            c[i * n + j] = static_cast<float>(s);
        }
    EXPECT_TRUE(SgemmBenchmark::verify(a.data(), b.data(), c.data(), n).passed);
    // The first sampled entry is c[0]; a one-percent error there must fail.
    c[0] *= 1.01f;
    const SgemmVerification bad = SgemmBenchmark::verify(a.data(), b.data(), c.data(), n);
    EXPECT_FALSE(bad.passed);
    EXPECT_GT(bad.worstErrorRatio, 1.0);
}

// The product C = op(A) op(B) of one shape, computed here in double precision without BLAS, in
// the layout cblas_sgemm reads (row-major, A stored k x m when transposed, B n x k).
std::vector<float> reference(const SgemmShape &s, const std::vector<float> &a,
                             const std::vector<float> &b)
{
    std::vector<float> c(static_cast<std::size_t>(s.m) * s.n);
    for (int i = 0; i < s.m; ++i)
        for (int j = 0; j < s.n; ++j) {
            double sum = 0;
            for (int p = 0; p < s.k; ++p) {
                const float x = s.transA ? a[p * s.m + i] : a[i * s.k + p];
                const float y = s.transB ? b[j * s.k + p] : b[p * s.n + j];
                sum += static_cast<double>(x) * y;
            }
            c[i * s.n + j] = static_cast<float>(sum);
        }
    return c;
}

struct SgemmShapeRow
{
    const char *name;
    SgemmShape shape;
};

class ShapeVerification : public testing::TestWithParam<SgemmShapeRow>
{
};

TEST_P(ShapeVerification, PassesTheRightProductAndCatchesAWrongOne)
{
    const SgemmShape s = GetParam().shape;
    std::vector<float> a(static_cast<std::size_t>(s.m) * s.k),
        b(static_cast<std::size_t>(s.k) * s.n);
    SgemmBenchmark::fillDeterministic(a.data(), a.size(), 5);
    SgemmBenchmark::fillDeterministic(b.data(), b.size(), 6);
    std::vector<float> c = reference(s, a, b);
    EXPECT_TRUE(SgemmBenchmark::verify(s, a.data(), b.data(), c.data()).passed);
    // The same numbers read with the other transposition of A are a different product.
    SgemmShape flipped = s;
    flipped.transA = !s.transA;
    if (s.m == s.k && s.m > 1) {
        EXPECT_FALSE(SgemmBenchmark::verify(flipped, a.data(), b.data(), c.data()).passed);
    }
    // The first sampled entry is c[0]: one percent off there fails; so does an unwritten one.
    c[0] *= 1.01f;
    EXPECT_FALSE(SgemmBenchmark::verify(s, a.data(), b.data(), c.data()).passed);
    c[0] = std::numeric_limits<float>::quiet_NaN();
    EXPECT_FALSE(SgemmBenchmark::verify(s, a.data(), b.data(), c.data()).passed);
}

INSTANTIATE_TEST_SUITE_P(Shapes, ShapeVerification,
                         testing::Values(SgemmShapeRow{"one_element", {1, 1, 1, false, false}},
                                         SgemmShapeRow{"tall", {37, 3, 29, false, false}},
                                         SgemmShapeRow{"wide", {3, 41, 7, false, false}},
                                         SgemmShapeRow{"k_one", {9, 11, 1, false, false}},
                                         SgemmShapeRow{"long_k", {4, 5, 3000, false, false}},
                                         SgemmShapeRow{"a_transposed", {13, 17, 13, true, false}},
                                         SgemmShapeRow{"b_transposed", {13, 17, 19, false, true}},
                                         SgemmShapeRow{"both_transposed", {9, 5, 9, true, true}}),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(SgemmBenchmark, EveryCheckedShapeIsRightWithTheLoadedFamily)
{
    const std::vector<SgemmShapeCheck> checks = SgemmBenchmark::checkShapes(46);
    ASSERT_EQ(checks.size(), SgemmBenchmark::shapes().size());
    for (const SgemmShapeCheck &check : checks) {
        EXPECT_TRUE(check.verification.passed)
            << check.shape.m << "x" << check.shape.n << "x" << check.shape.k;
        EXPECT_GT(check.verification.samples, 0);
    }
}

TEST(SgemmBenchmark, AWrongShapeMakesTheWholeResultUnverified)
{
    SgemmResult r;
    r.verification.passed = true;
    EXPECT_TRUE(r.verified());
    r.shapeChecks.push_back({SgemmShape{7, 3, 5, false, false}, SgemmVerification{false, 64, 2.0}});
    EXPECT_FALSE(r.shapesVerified());
    EXPECT_FALSE(r.verified());
}

TEST(SgemmJson, ReadsBackWhatBenchWrites)
{
    SgemmOptions o = smallOptions(32, 3);
    const SgemmResult r = SgemmBenchmark::run(o);
    JsonDocument json;
    JsonDocument::Error error;
    ASSERT_TRUE(json.parse(SgemmJson::text(r), error)) << error.message;
    SgemmResult back;
    ASSERT_EQ(SgemmJson::read(json.root(), back), "");
    EXPECT_EQ(back.n, r.n);
    EXPECT_EQ(back.repeats, r.repeats);
    EXPECT_EQ(back.coreName, r.coreName);
    EXPECT_EQ(back.runSeconds, r.runSeconds);
    EXPECT_EQ(back.bestSeconds, r.bestSeconds);
    EXPECT_EQ(back.gflops(), r.gflops());
    EXPECT_EQ(back.verified(), r.verified());
    EXPECT_TRUE(r.verified());
    EXPECT_EQ(r.shapeChecks.size(), SgemmBenchmark::shapes().size());
}

TEST(SgemmBenchmark, FillIsDeterministicAndInUnitInterval)
{
    AlignedBuffer x(1000), y(1000);
    SgemmBenchmark::fillDeterministic(x.data(), x.size(), 46);
    SgemmBenchmark::fillDeterministic(y.data(), y.size(), 46);
    for (std::size_t i = 0; i < x.size(); ++i) {
        EXPECT_EQ(x[i], y[i]);
        EXPECT_GE(x[i], 0.0f);
        EXPECT_LT(x[i], 1.0f);
    }
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(x.data()) % AlignedBuffer::kAlignment, 0u);
}

struct RefusedRow
{
    const char *name;
    SgemmOptions options;
    std::uint64_t available;
    const char *option;
    SgemmProblem problem;
};

class SgemmRefused : public testing::TestWithParam<RefusedRow>
{
};

TEST_P(SgemmRefused, NamesTheOption)
{
    const std::string why = SgemmBenchmark::checkOptions(GetParam().options, GetParam().available);
    EXPECT_NE(why.find(GetParam().option), std::string::npos) << why;
    EXPECT_EQ(SgemmBenchmark::problemWith(GetParam().options, GetParam().available),
              GetParam().problem);
}

SgemmOptions with(int n, int repeats, int threads)
{
    SgemmOptions o;
    o.n = n;
    o.repeats = repeats;
    o.threads = threads;
    return o;
}

INSTANTIATE_TEST_SUITE_P(Cases, SgemmRefused,
                         testing::Values(RefusedRow{"n_zero", with(0, 20, 1), 1ull << 40, "--n",
                                                    SgemmProblem::Size},
                                         RefusedRow{"repeats_zero", with(512, 0, 1), 1ull << 40,
                                                    "--repeats", SgemmProblem::Repeats},
                                         RefusedRow{"threads_too_many", with(512, 20, 100000),
                                                    1ull << 40, "--threads", SgemmProblem::Threads},
                                         // 3 x 1000^2 x 4 B = 12 MB against 10 MB available.
                                         RefusedRow{"n_over_memory", with(1000, 20, 1), 10'000'000,
                                                    "--n 1000 needs", SgemmProblem::Memory}),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(SgemmBenchmark, RunRefusesWhatDoesNotFitBeforeAllocating)
{
    // 3 x 10^12 x 4 bytes: no machine has that; run must refuse instead of failing to allocate.
    EXPECT_THROW(SgemmBenchmark::run(with(1000000, 1, 1)), std::invalid_argument);
}

TEST(SgemmBenchmark, FitsExactlyWhatIsAvailable)
{
    EXPECT_EQ(SgemmBenchmark::checkOptions(with(1000, 1, 1), 12'000'000), "");
    EXPECT_EQ(SgemmBenchmark::problemWith(with(1000, 1, 1), 12'000'000), SgemmProblem::None);
}

} // namespace
} // namespace blab::core
