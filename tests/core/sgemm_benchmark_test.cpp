// The sgemm measurement on small matrices: it runs, it verifies, it reports progress, it stops.
// No assertion depends on speed, so a loaded machine passes as well as an idle one.

#include "core/aligned_buffer.h"
#include "core/sgemm_benchmark.h"
#include "core/system_info.h"

#include <atomic>
#include <cstdint>
#include <gtest/gtest.h>
#include <stdexcept>

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
};

class SgemmRefused : public testing::TestWithParam<RefusedRow>
{
};

TEST_P(SgemmRefused, NamesTheOption)
{
    const std::string why = SgemmBenchmark::checkOptions(GetParam().options, GetParam().available);
    EXPECT_NE(why.find(GetParam().option), std::string::npos) << why;
}

SgemmOptions with(int n, int repeats, int threads)
{
    SgemmOptions o;
    o.n = n;
    o.repeats = repeats;
    o.threads = threads;
    return o;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, SgemmRefused,
    testing::Values(RefusedRow{"n_zero", with(0, 20, 1), 1ull << 40, "--n"},
                    RefusedRow{"repeats_zero", with(512, 0, 1), 1ull << 40, "--repeats"},
                    RefusedRow{"threads_too_many", with(512, 20, 100000), 1ull << 40, "--threads"},
                    // 3 x 1000^2 x 4 B = 12 MB against 10 MB available.
                    RefusedRow{"n_over_memory", with(1000, 20, 1), 10'000'000, "--n 1000 needs"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(SgemmBenchmark, RunRefusesWhatDoesNotFitBeforeAllocating)
{
    // 3 x 10^12 x 4 bytes: no machine has that; run must refuse instead of failing to allocate.
    EXPECT_THROW(SgemmBenchmark::run(with(1000000, 1, 1)), std::invalid_argument);
}

TEST(SgemmBenchmark, FitsExactlyWhatIsAvailable)
{
    EXPECT_EQ(SgemmBenchmark::checkOptions(with(1000, 1, 1), 12'000'000), "");
}

} // namespace
} // namespace blab::core
