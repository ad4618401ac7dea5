// SPDX-License-Identifier: GPL-3.0-or-later

// The list of earlier sgemm runs: what a record keeps of a measurement, which records read back
// from a settings file are kept, and that the list holds the newest kMaxKept runs.

#include "measure/cpu/sgemm_run_record.h"

#include <gtest/gtest.h>
#include <limits>
#include <string>
#include <vector>

namespace blab::core {
namespace {

TEST(SgemmRunRecord, KeepsTheFiguresOfTheMeasurement)
{
    SgemmResult result;
    result.n = 1024;
    result.threadsUsed = 4;
    result.coreName = "Haswell";
    result.flops = SgemmBenchmark::flopsFor(1024);
    result.runSeconds = {0.02, 0.01};
    result.bestSeconds = 0.01;
    result.medianSeconds = 0.015;
    result.verification.passed = true;
    const SgemmRunRecord r = SgemmRunRecord::of(result, 1700000000);
    EXPECT_EQ(r.n, 1024);
    EXPECT_EQ(r.threads, 4);
    EXPECT_EQ(r.coreName, "Haswell");
    // 2 · 1024³ FLOPs in 10 ms: 214.748 GFLOPS, to 1e-9 relative.
    EXPECT_NEAR(r.gflops, 214.7483648, 214.7483648 * 1e-9);
    EXPECT_DOUBLE_EQ(r.bestSeconds, 0.01);
    EXPECT_TRUE(r.verified);
    EXPECT_EQ(r.finishedAtSeconds, 1700000000);
    result.verification.passed = false;
    EXPECT_FALSE(SgemmRunRecord::of(result, 0).verified);
}

SgemmRunRecord good()
{
    SgemmRunRecord r;
    r.n = 512;
    r.threads = 2;
    r.coreName = "SkylakeX";
    r.gflops = 100.0;
    r.bestSeconds = 0.0027;
    r.verified = true;
    r.finishedAtSeconds = 1700000000;
    return r;
}

struct PlausibleRow
{
    std::string name;
    SgemmRunRecord record;
    bool plausible;
};

class SgemmRunRecordPlausible : public testing::TestWithParam<PlausibleRow>
{
};

TEST_P(SgemmRunRecordPlausible, AcceptsOnlyWhatAMeasurementGives)
{
    EXPECT_EQ(GetParam().record.plausible(), GetParam().plausible);
}

SgemmRunRecord with(void (*change)(SgemmRunRecord &))
{
    SgemmRunRecord r = good();
    change(r);
    return r;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, SgemmRunRecordPlausible,
    testing::Values(
        PlausibleRow{"measured", good(), true},
        PlausibleRow{"n_zero", with([](SgemmRunRecord &r) { r.n = 0; }), false},
        PlausibleRow{"n_huge", with([](SgemmRunRecord &r) { r.n = 1 << 30; }), false},
        PlausibleRow{"no_threads", with([](SgemmRunRecord &r) { r.threads = 0; }), false},
        PlausibleRow{"negative_gflops", with([](SgemmRunRecord &r) { r.gflops = -1; }), false},
        PlausibleRow{"nan_gflops", with([](SgemmRunRecord &r) {
                         r.gflops = std::numeric_limits<double>::quiet_NaN();
                     }),
                     false},
        PlausibleRow{"infinite_time", with([](SgemmRunRecord &r) {
                         r.bestSeconds = std::numeric_limits<double>::infinity();
                     }),
                     false},
        PlausibleRow{"no_core", with([](SgemmRunRecord &r) { r.coreName.clear(); }), false},
        PlausibleRow{"long_core",
                     with([](SgemmRunRecord &r) { r.coreName = std::string(65, 'x'); }), false},
        PlausibleRow{"core_64_chars",
                     with([](SgemmRunRecord &r) { r.coreName = std::string(64, 'x'); }), true},
        PlausibleRow{"control_character", with([](SgemmRunRecord &r) { r.coreName = "Has\nwell"; }),
                     false},
        PlausibleRow{"before_1970", with([](SgemmRunRecord &r) { r.finishedAtSeconds = -1; }),
                     false}),
    [](const auto &info) { return info.param.name; });

struct RememberRow
{
    std::string name;
    int added;
    std::size_t kept;
    int oldestN; // n of the first record kept; records are added with n = 1, 2, 3...
};

class SgemmRunRecordRemember : public testing::TestWithParam<RememberRow>
{
};

TEST_P(SgemmRunRecordRemember, KeepsTheNewest)
{
    std::vector<SgemmRunRecord> records;
    for (int i = 1; i <= GetParam().added; ++i) {
        SgemmRunRecord r = good();
        r.n = i;
        SgemmRunRecord::remember(records, r);
    }
    ASSERT_EQ(records.size(), GetParam().kept);
    EXPECT_EQ(records.front().n, GetParam().oldestN);
    EXPECT_EQ(records.back().n, GetParam().added);
}

INSTANTIATE_TEST_SUITE_P(Cases, SgemmRunRecordRemember,
                         testing::Values(RememberRow{"one", 1, 1, 1}, RememberRow{"two", 2, 2, 1},
                                         RememberRow{"eight", 8, 8, 1},
                                         RememberRow{"nine_drops_the_first", 9, 8, 2},
                                         RememberRow{"twenty", 20, 8, 13}),
                         [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::core
