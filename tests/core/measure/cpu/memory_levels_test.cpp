// SPDX-License-Identifier: GPL-3.0-or-later

// The memory hierarchy read off a bandwidth sweep: synthetic sweeps with known plateaus (clean,
// noisy, no L3, a size the system does not report, no sizes at all) must give each level's
// figure, and the operating system's cache descriptions must read as Linux writes them.

#include "measure/cpu/bandwidth_sweep.h"
#include "measure/cpu/cache_levels.h"
#include "measure/cpu/memory_levels.h"
#include "measure/cpu/stream_kernels.h"
#include "measure/profile/machine_profile.h"

#include <array>
#include <cmath>
#include <cstdlib>
#include <gtest/gtest.h>
#include <string>
#include <utility>
#include <vector>

namespace blab::core {
namespace {

constexpr std::uint64_t KiB = 1024;
constexpr std::uint64_t MiB = 1024 * 1024;

// This Xeon's caches: 48 KiB L1d and 1.25 MiB L2 per core, 48 MiB L3 shared by both CPUs.
const std::vector<CacheLevel> kXeon = {{1, 48 * KiB, 1}, {2, 1280 * KiB, 1}, {3, 48 * MiB, 2}};

struct Plateau
{
    std::uint64_t upTo; // the plateau holds for working sets up to this size
    double gbs;
};

double plateau(const std::vector<Plateau> &steps, std::uint64_t bytes, double last)
{
    for (const Plateau &p : steps) {
        if (bytes <= p.upTo)
            return p.gbs;
    }
    return last;
}

// 4 KiB to 192 MiB in steps of 1.4x; noise multiplies each figure by up to 1 +- noise.
std::vector<BandwidthPoint> sweep(const std::vector<Plateau> &all, double dramAll,
                                  const std::vector<Plateau> &one, double dramOne, double noise)
{
    std::vector<BandwidthPoint> points;
    unsigned state = 12345;
    const auto jitter = [&] {
        state = state * 1103515245u + 12345u;
        return 1.0 + noise * (double((state >> 16) % 2001) / 1000.0 - 1.0);
    };
    for (double b = 4 * KiB; b <= 192.0 * MiB; b *= 1.4) {
        const auto bytes = static_cast<std::uint64_t>(b);
        points.push_back({bytes, plateau(all, bytes, dramAll) * jitter(),
                          plateau(one, bytes, dramOne) * jitter()});
    }
    return points;
}

// The Xeon as two threads see it: private caches double, the shared L3 does not.
std::vector<BandwidthPoint> xeonSweep(double noise)
{
    return sweep({{96 * KiB, 400}, {2560 * KiB, 160}, {48 * MiB, 50}}, 12,
                 {{48 * KiB, 200}, {1280 * KiB, 80}, {48 * MiB, 30}}, 10, noise);
}

struct LevelRow
{
    std::string name;
    std::vector<BandwidthPoint> sweep;
    std::vector<CacheLevel> caches;
    // Expected levels: name, all-thread and one-thread GB/s, and whether the size was inferred.
    std::vector<std::string> names;
    std::vector<double> gbs;
    std::vector<double> gbs1;
    double tolerance; // relative
    std::vector<bool> inferred;
};

class MemoryLevelsTable : public testing::TestWithParam<LevelRow>
{
};

TEST_P(MemoryLevelsTable, FindsEachLevelsFigure)
{
    const LevelRow &r = GetParam();
    const std::vector<MemoryLevel> levels = MemoryLevels::find(r.sweep, r.caches, 2);
    ASSERT_EQ(levels.size(), r.names.size());
    for (std::size_t i = 0; i < levels.size(); ++i) {
        EXPECT_EQ(levels[i].name, r.names[i]);
        EXPECT_NEAR(levels[i].gbs, r.gbs[i], r.gbs[i] * r.tolerance) << levels[i].name;
        EXPECT_NEAR(levels[i].gbs1, r.gbs1[i], r.gbs1[i] * r.tolerance) << levels[i].name;
        EXPECT_EQ(levels[i].sizeInferred, r.inferred[i]) << levels[i].name;
        EXPECT_GT(levels[i].points, 0) << levels[i].name;
    }
}

INSTANTIATE_TEST_SUITE_P(Sweeps, MemoryLevelsTable,
                         testing::Values(LevelRow{"clean_plateaus",
                                                  xeonSweep(0.0),
                                                  kXeon,
                                                  {"L1", "L2", "L3", "DRAM"},
                                                  {400, 160, 50, 12},
                                                  {200, 80, 30, 10},
                                                  1e-12,
                                                  {false, false, false, false}},
                                         LevelRow{"noisy",
                                                  xeonSweep(0.08),
                                                  kXeon,
                                                  {"L1", "L2", "L3", "DRAM"},
                                                  {400, 160, 50, 12},
                                                  {200, 80, 30, 10},
                                                  0.08,
                                                  {false, false, false, false}},
                                         LevelRow{"no_l3",
                                                  sweep({{96 * KiB, 400}, {2560 * KiB, 160}}, 20,
                                                        {{48 * KiB, 200}, {1280 * KiB, 80}}, 15,
                                                        0.0),
                                                  {{1, 48 * KiB, 1}, {2, 1280 * KiB, 1}},
                                                  {"L1", "L2", "DRAM"},
                                                  {400, 160, 20},
                                                  {200, 80, 15},
                                                  1e-12,
                                                  {false, false, false}},
                                         LevelRow{"l2_size_not_reported",
                                                  xeonSweep(0.0),
                                                  {{1, 48 * KiB, 1}, {2, 0, 1}, {3, 48 * MiB, 2}},
                                                  {"L1", "L2", "L3", "DRAM"},
                                                  {400, 160, 50, 12},
                                                  {200, 80, 30, 10},
                                                  1e-12,
                                                  {false, true, false, false}},
                                         LevelRow{"no_cache_reported",
                                                  xeonSweep(0.0),
                                                  {},
                                                  {"L1", "L2", "L3", "DRAM"},
                                                  {400, 160, 50, 12},
                                                  {200, 80, 30, 10},
                                                  1e-12,
                                                  {true, true, true, false}}),
                         [](const auto &info) { return info.param.name; });

TEST(MemoryLevels, InferredEdgesSitBetweenTheTwoPointsAroundTheDrop)
{
    const std::vector<MemoryLevel> levels = MemoryLevels::find(xeonSweep(0.0), {}, 2);
    ASSERT_EQ(levels.size(), 4u);
    const std::uint64_t sizes[] = {48 * KiB, 1280 * KiB, 48 * MiB};
    for (int i = 0; i < 3; ++i) {
        // One sweep step is 1.4x, so the edge lies within 1.4x of the true size.
        EXPECT_GT(double(levels[i].sizeBytes), double(sizes[i]) / 1.4) << levels[i].name;
        EXPECT_LT(double(levels[i].sizeBytes), double(sizes[i]) * 1.4) << levels[i].name;
    }
}

struct WhereRow
{
    std::string name;
    std::uint64_t bytes;
    int threads;
    std::string level;
};

class LevelFor : public testing::TestWithParam<WhereRow>
{
};

TEST_P(LevelFor, NamesTheMemoryThatHoldsTheWorkingSet)
{
    const WhereRow &r = GetParam();
    const std::vector<MemoryLevel> levels = MemoryLevels::find(xeonSweep(0.0), kXeon, 2);
    const int index = MemoryLevels::levelFor(levels, double(r.bytes), r.threads > 1);
    ASSERT_GE(index, 0);
    EXPECT_EQ(levels[static_cast<std::size_t>(index)].name, r.level);
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, LevelFor,
    testing::Values(WhereRow{"small_vector", 16 * KiB, 1, "L1"},
                    WhereRow{"l1_of_two_cores", 80 * KiB, 2, "L1"},
                    WhereRow{"over_one_l1", 80 * KiB, 1, "L2"},
                    // The lesson's 512 x 512 sgemm: three float matrices, 3 MiB.
                    WhereRow{"sgemm_512", 3 * MiB, 2, "L3"},
                    WhereRow{"stream_arrays", 384 * MiB, 2, "DRAM"}),
    [](const auto &info) { return info.param.name; });

// What the program measures it must read back: for cache layouts where a level holds no more
// than the one below with every thread (many cores' private L2s against one shared L3), an L2
// whose size the system does not give, and a fifth level, with the window's 1.4x steps and the
// quick profile's 2x, the levels found hold more one after the other, end with DRAM, have both
// figures, and the profile that carries them reads back whole.
struct LayoutRow
{
    std::string name;
    std::vector<CacheLevel> caches;
    int threads;
    double step;
    std::vector<std::string> names; // the levels expected
};

class Layouts : public testing::TestWithParam<LayoutRow>
{
};

std::vector<BandwidthPoint> layoutSweep(const std::vector<CacheLevel> &caches, int threads,
                                        double step)
{
    std::vector<BandwidthPoint> points;
    for (double b = 4 * KiB; b <= 1024.0 * MiB; b *= step) {
        const auto bytes = static_cast<std::uint64_t>(b);
        double gbs = 20, gbs1 = 10; // DRAM
        for (auto c = caches.rbegin(); c != caches.rend(); ++c) {
            if (c->bytes > 0 && bytes <= c->capacityFor(threads))
                gbs = 800.0 / c->level;
            if (c->bytes > 0 && bytes <= c->capacityFor(1))
                gbs1 = 200.0 / c->level;
        }
        points.push_back({bytes, gbs, gbs1});
    }
    return points;
}

TEST_P(Layouts, GiveLevelsTheProfileReadsBack)
{
    const LayoutRow &r = GetParam();
    MachineProfile p;
    p.threads = r.threads;
    p.peakGflops = 1000;
    p.stream.triadGBs = 20;
    p.bandwidthSweep = layoutSweep(r.caches, r.threads, r.step);
    p.levels = MemoryLevels::find(p.bandwidthSweep, r.caches, r.threads);
    std::vector<std::string> names;
    for (std::size_t i = 0; i < p.levels.size(); ++i) {
        names.push_back(p.levels[i].name);
        EXPECT_GT(p.levels[i].gbs, 0.0) << p.levels[i].name;
        EXPECT_GT(p.levels[i].gbs1, 0.0) << p.levels[i].name;
        if (i > 0 && p.levels[i].name != "DRAM") {
            EXPECT_GT(p.levels[i].holdsBytes, p.levels[i - 1].holdsBytes) << p.levels[i].name;
        }
    }
    EXPECT_EQ(names, r.names);
    ProfileReadError error;
    const std::optional<MachineProfile> back = MachineProfile::fromJson(p.toJson(), &error);
    ASSERT_TRUE(back.has_value()) << error.english();
    EXPECT_EQ(back->levels.size(), p.levels.size());
}

INSTANTIATE_TEST_SUITE_P(
    Caches, Layouts,
    testing::Values(LayoutRow{"xeon_here_fine_steps", kXeon, 2, 1.4, {"L1", "L2", "L3", "DRAM"}},
                    LayoutRow{"xeon_here_quick_steps", kXeon, 2, 2.0, {"L1", "L2", "L3", "DRAM"}},
                    // 56 cores, two threads each: 56 x 2 MiB of L2 hold more than the 105 MiB L3.
                    LayoutRow{"sapphire_rapids_all_threads",
                              {{1, 48 * KiB, 2}, {2, 2 * MiB, 2}, {3, 105 * MiB, 112}},
                              112,
                              1.4,
                              {"L1", "L2", "DRAM"}},
                    // 20 cores: 20 MiB of L2 against a 27.5 MiB L3, less than twice as much.
                    // 20 cores: 20 MiB of L2 against a 27.5 MiB L3, less than twice as much. Steps
                    // of 1.4x put points between the two; the quick profile's 2x steps may not, and
                    // then L3 is left out rather than given no figure.
                    LayoutRow{"cascade_lake_narrow_l3",
                              {{1, 32 * KiB, 2}, {2, 1 * MiB, 2}, {3, 27 * MiB + 512 * KiB, 40}},
                              40,
                              1.4,
                              {"L1", "L2", "L3", "DRAM"}},
                    LayoutRow{"cascade_lake_narrow_l3_quick",
                              {{1, 32 * KiB, 2}, {2, 1 * MiB, 2}, {3, 27 * MiB + 512 * KiB, 40}},
                              40,
                              2.0,
                              {"L1", "L2", "DRAM"}},
                    LayoutRow{"a_fifth_level_is_left_out",
                              {{1, 32 * KiB, 1},
                               {2, 1 * MiB, 1},
                               {3, 8 * MiB, 2},
                               {4, 64 * MiB, 2},
                               {5, 256 * MiB, 2}},
                              2,
                              1.4,
                              {"L1", "L2", "L3", "L4", "DRAM"}}),
    [](const auto &info) { return info.param.name; });

struct SysfsRow
{
    std::string name;
    std::string level, type, size, shared;
    bool ok;
    int expectLevel;
    std::uint64_t bytes;
    int sharedBy;
};

class SysfsCache : public testing::TestWithParam<SysfsRow>
{
};

TEST_P(SysfsCache, ReadsAsLinuxWritesIt)
{
    const SysfsRow &r = GetParam();
    const auto c = CacheLevels::fromSysfs(r.level, r.type, r.size, r.shared);
    ASSERT_EQ(c.has_value(), r.ok);
    // A refused row has no fields to compare.
    if (c) {
        EXPECT_EQ(c->level, r.expectLevel);
        EXPECT_EQ(c->bytes, r.bytes);
        EXPECT_EQ(c->sharedBy, r.sharedBy);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Files, SysfsCache,
    testing::Values(
        SysfsRow{"l1_data", "1\n", "Data\n", "48K\n", "0\n", true, 1, 48 * KiB, 1},
        SysfsRow{"l1_instruction", "1\n", "Instruction\n", "32K\n", "0\n", false, 0, 0, 0},
        SysfsRow{"l2_smt_pair", "2", "Unified", "1280K", "0,56", true, 2, 1280 * KiB, 2},
        SysfsRow{"l3_shared_range", "3", "Unified", "48M", "0-1", true, 3, 48 * MiB, 2},
        SysfsRow{"l3_two_ranges", "3", "Unified", "32768K", "0-7,16-23", true, 3, 32 * MiB, 16},
        SysfsRow{"size_missing", "2", "Unified", "", "0", true, 2, 0, 1},
        SysfsRow{"size_garbage", "2", "Unified", "big", "0", true, 2, 0, 1},
        SysfsRow{"shared_garbage", "2", "Unified", "1M", "x-y", true, 2, MiB, 1},
        SysfsRow{"level_garbage", "two", "Unified", "1M", "0", false, 0, 0, 0},
        SysfsRow{"level_zero", "0", "Unified", "1M", "0", false, 0, 0, 0}),
    [](const auto &info) { return info.param.name; });

struct SysconfRow
{
    std::string name;
    std::array<long, 3> bytes;
    long cpus;
    std::vector<CacheLevel> expect;
};

class SysconfCache : public testing::TestWithParam<SysconfRow>
{
};

TEST_P(SysconfCache, SharesTheL3AmongAllCpus)
{
    const SysconfRow &r = GetParam();
    const std::vector<CacheLevel> levels = CacheLevels::fromSysconf(r.bytes, r.cpus);
    ASSERT_EQ(levels.size(), r.expect.size());
    for (std::size_t i = 0; i < levels.size(); ++i) {
        EXPECT_EQ(levels[i].level, r.expect[i].level) << i;
        EXPECT_EQ(levels[i].bytes, r.expect[i].bytes) << i;
        EXPECT_EQ(levels[i].sharedBy, r.expect[i].sharedBy) << i;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, SysconfCache,
    testing::Values(
        // A two-CPU virtual machine on a large EPYC: the guest is told the host's whole L3.
        SysconfRow{"vm_epyc",
                   {48 * 1024, 1024 * 1024, 508l * 1024 * 1024},
                   2,
                   {{1, 48 * KiB, 1}, {2, MiB, 1}, {3, 508 * MiB, 2}}},
        SysconfRow{"one_cpu",
                   {32 * 1024, 256 * 1024, 8l << 20},
                   1,
                   {{1, 32 * KiB, 1}, {2, 256 * KiB, 1}, {3, 8 * MiB, 1}}},
        SysconfRow{"no_l3", {32 * 1024, 512 * 1024, 0}, 4, {{1, 32 * KiB, 1}, {2, 512 * KiB, 1}}},
        SysconfRow{"unknown_is_minus_one", {-1, 2l << 20, -1}, 8, {{2, 2 * MiB, 1}}},
        SysconfRow{"cpus_unknown",
                   {32 * 1024, 1l << 20, 16l << 20},
                   -1,
                   {{1, 32 * KiB, 1}, {2, MiB, 1}, {3, 16 * MiB, 1}}},
        SysconfRow{"nothing", {0, 0, 0}, 2, {}}),
    [](const auto &info) { return info.param.name; });

TEST(CacheLevels, ThisMachineDescribesAtLeastOneDataCache)
{
    // Every Linux machine this runs on has sysfs or sysconf cache sizes; a level without a size
    // would still be listed.
    const std::vector<CacheLevel> levels = CacheLevels::detect();
    ASSERT_FALSE(levels.empty());
    EXPECT_EQ(levels.front().level, 1);
    for (std::size_t i = 1; i < levels.size(); ++i)
        EXPECT_GT(levels[i].level, levels[i - 1].level);
}

// The tests' cap: a 480 MiB L3 is taken as 32 MiB, smaller levels and sizeless ones stay; the
// variable reads as a whole number of MiB or not at all.
TEST(CacheLevels, TheCapLowersOnlyTheLevelsAboveIt)
{
    const std::vector<CacheLevel> capped = CacheLevels::capped(
        {{1, 48 * KiB, 1}, {2, 2 * MiB, 1}, {3, 480 * MiB, 2}, {4, 0, 2}}, 32 * MiB);
    ASSERT_EQ(capped.size(), 4u);
    EXPECT_EQ(capped[0].bytes, 48 * KiB);
    EXPECT_EQ(capped[1].bytes, 2 * MiB);
    EXPECT_EQ(capped[2].bytes, 32 * MiB);
    EXPECT_EQ(capped[2].sharedBy, 2);
    EXPECT_EQ(capped[3].bytes, 0u);
    EXPECT_EQ(CacheLevels::capped({{3, 480 * MiB, 2}}, 0).front().bytes, 480 * MiB);
    const char *before = std::getenv("BLAB_CACHE_CAP_MIB");
    const std::string kept = before ? before : "";
    for (const auto &[text, bytes] : std::vector<std::pair<const char *, std::uint64_t>>{
             {"32", 32 * MiB}, {"0", 0}, {"-1", 0}, {"32M", 0}, {"99999", 0}}) {
        setenv("BLAB_CACHE_CAP_MIB", text, 1);
        EXPECT_EQ(CacheLevels::capFromEnvironment(), bytes) << text;
    }
    if (before)
        setenv("BLAB_CACHE_CAP_MIB", kept.c_str(), 1);
    else
        unsetenv("BLAB_CACHE_CAP_MIB");
}

} // namespace
} // namespace blab::core

namespace blab::core {
namespace {

struct SizesRow
{
    std::string name;
    std::uint64_t minBytes, maxBytes;
    double step;
    int threads;
    std::vector<std::uint64_t> expected;
};

class SweepSizes : public testing::TestWithParam<SizesRow>
{
};

TEST_P(SweepSizes, AreWholeLinesPerThreadAndGrowByTheStep)
{
    const SizesRow &r = GetParam();
    SweepOptions o;
    o.minBytes = r.minBytes;
    o.maxBytes = r.maxBytes;
    o.step = r.step;
    o.threads = r.threads;
    EXPECT_EQ(BandwidthSweep::sizes(o), r.expected);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, SweepSizes,
    testing::Values(SizesRow{"doubling", 4096, 32768, 2.0, 1, {4096, 8192, 16384, 32768}},
                    // 4096 x 1.4 = 5734.4, rounded down to whole 64-byte lines: 5696.
                    SizesRow{"step_1_4", 4096, 8192, 1.4, 1, {4096, 5696, 8000}},
                    // Two threads: multiples of 128 bytes, so each thread gets whole lines.
                    SizesRow{"two_threads", 4096, 8192, 1.4, 2, {4096, 5632, 7936}},
                    // A minimum smaller than one line per thread starts at one line per thread.
                    SizesRow{"tiny_minimum", 1, 256, 2.0, 2, {128, 256}}),
    [](const auto &info) { return info.param.name; });

TEST(BandwidthSweep, ReadsAndVerifiesEveryPoint)
{
    SweepOptions o;
    o.minBytes = 4096;
    o.maxBytes = 65536;
    o.step = 2.0;
    o.threads = 2;
    o.passes = 1;
    o.triadPasses = 1;
    o.bytesPerPass = 1 << 20;
    bool verified = false;
    int calls = 0;
    const std::vector<BandwidthPoint> points =
        BandwidthSweep::run(o, verified, [&](int, int total) {
            ++calls;
            EXPECT_EQ(total, 5);
        });
    ASSERT_EQ(points.size(), 5u);
    EXPECT_TRUE(verified);
    EXPECT_EQ(calls, 6);
    for (const BandwidthPoint &p : points) {
        EXPECT_GT(p.gbs, 0.0);
        EXPECT_GT(p.gbs1, 0.0);
        EXPECT_GT(p.triadGbs, 0.0);
        EXPECT_GT(p.triadGbs1, 0.0);
    }
}

// The triad point over three arrays of 1000 elements each (a 24 000-byte working set): every
// element written is 1 + 3, and a wrong element in b makes the point unverified.
TEST(BandwidthSweep, TriadVerifiesWhatItWrote)
{
    SweepOptions o;
    o.passes = 1;
    o.triadPasses = 1;
    o.bytesPerPass = 1 << 16;
    const std::size_t n = 1000;
    std::vector<double> a(n, 0.0), b(n, 1.0), c(n, 1.0);
    bool verified = true;
    const double gbs = BandwidthSweep::triadGBs(SimdKernels::best(), a.data(), b.data(), c.data(),
                                                24 * n, 2, o, verified);
    EXPECT_GT(gbs, 0.0);
    EXPECT_TRUE(verified);
    for (std::size_t i = 0; i < n; ++i)
        ASSERT_EQ(a[i], 4.0) << i;
    b[517] = 2.0;
    BandwidthSweep::triadGBs(SimdKernels::best(), a.data(), b.data(), c.data(), 24 * n, 2, o,
                             verified);
    EXPECT_FALSE(verified);
}

// The read point over 1001 ones (an odd count, so a scalar tail follows the vectors) on two
// threads: the timed loads leave nothing to check, so the untimed sum must catch a wrong element
// in either thread's slice.
TEST(BandwidthSweep, ReadVerifiesWhatItLoaded)
{
    SweepOptions o;
    o.passes = 2;
    o.bytesPerPass = 1 << 16;
    const std::size_t n = 1001;
    std::vector<double> data(n, 1.0);
    bool verified = true;
    EXPECT_GT(BandwidthSweep::readGBs(SimdKernels::best(), data.data(), 8 * n, 2, o, verified),
              0.0);
    EXPECT_TRUE(verified);
    data[1000] = 0.0;
    BandwidthSweep::readGBs(SimdKernels::best(), data.data(), 8 * n, 2, o, verified);
    EXPECT_FALSE(verified);
}

TEST(BandwidthSweep, StopsWhenCancelled)
{
    SweepOptions o;
    o.maxBytes = 1 << 20;
    o.passes = 1;
    o.triadPasses = 1;
    o.bytesPerPass = 1 << 20;
    std::atomic_bool cancel{true};
    bool verified = false;
    EXPECT_TRUE(BandwidthSweep::run(o, verified, {}, &cancel).empty());
}

} // namespace
} // namespace blab::core

namespace blab::core {
namespace {

struct KernelRow
{
    std::string name;
    Isa isa;
    std::size_t n; // sizes that leave a scalar tail, some a single vector before it
};

class StreamKernelsTable : public testing::TestWithParam<KernelRow>
{
};

// Every kernel against the same formula in plain C++, element by element; the triad may be fused
// into one rounding, so it compares to a relative 1e-15.
TEST_P(StreamKernelsTable, EqualTheScalarFormula)
{
    const KernelRow &r = GetParam();
    if (!SimdKernels::supported(r.isa))
        GTEST_SKIP() << "this CPU lacks " << SimdKernels::name(r.isa);
    std::vector<double> a(r.n), b(r.n), c(r.n);
    for (std::size_t i = 0; i < r.n; ++i) {
        a[i] = 1.0 + double(i % 17) / 8.0;
        b[i] = 2.0 - double(i % 5) / 4.0;
        c[i] = 0.5 * double(i % 3);
    }
    double expectedSum = 0.0;
    for (double v : a)
        expectedSum += v;
    EXPECT_NEAR(StreamKernels::read(r.isa, a.data(), r.n), expectedSum, 1e-12 * expectedSum);
    // The load kernel leaves nothing to compare; run under the sanitizers, it shows that its
    // unrolled steps, single vectors and scalar tail stay inside the array.
    StreamKernels::load(r.isa, a.data(), r.n, 2);

    std::vector<double> out(r.n);
    StreamKernels::copy(r.isa, out.data(), a.data(), r.n);
    EXPECT_EQ(out, a);
    StreamKernels::scale(r.isa, out.data(), c.data(), 3.0, r.n);
    for (std::size_t i = 0; i < r.n; ++i)
        ASSERT_EQ(out[i], 3.0 * c[i]) << i;
    StreamKernels::add(r.isa, out.data(), a.data(), b.data(), r.n);
    for (std::size_t i = 0; i < r.n; ++i)
        ASSERT_EQ(out[i], a[i] + b[i]) << i;
    StreamKernels::triad(r.isa, out.data(), b.data(), c.data(), 3.0, r.n);
    for (std::size_t i = 0; i < r.n; ++i)
        ASSERT_NEAR(out[i], b[i] + 3.0 * c[i], 1e-15 * std::fabs(b[i] + 3.0 * c[i])) << i;
}

INSTANTIATE_TEST_SUITE_P(
    Isas, StreamKernelsTable,
    testing::Values(KernelRow{"avx512_long", Isa::Avx512, 1027},
                    KernelRow{"avx512_shorter_than_a_vector", Isa::Avx512, 5},
                    // 1024 in pairs of vectors, one vector more, 3 doubles.
                    KernelRow{"avx512_one_vector_past_the_pairs", Isa::Avx512, 1035},
                    KernelRow{"avx2_long", Isa::Avx2Fma, 1027},
                    KernelRow{"avx2_one", Isa::Avx2Fma, 1},
                    KernelRow{"avx2_one_vector_past_the_pairs", Isa::Avx2Fma, 1031},
                    KernelRow{"sse2_long", Isa::Sse2, 1027}, KernelRow{"sse2_empty", Isa::Sse2, 0}),
    [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::core
