// SPDX-License-Identifier: GPL-3.0-or-later

// measure --gpu without a GPU: the measurement run against fake drivers built with the tests
// (tests/core/fake_cuda), whose virtual clock makes every rate a figure this file can state. No
// test here touches a real driver: each names the library to load.

#include "io/json.h"
#include "measure/gpu/gpu_benchmark.h"
#include "measure/profile/machine_profile.h"

#include <atomic>
#include <cstdlib>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace blab::core {
namespace {

// Sets the variables the fake reads, and puts back what was there when the test ends: the tests
// of a shard share one process.
class FakeDriver
{
public:
    FakeDriver(const std::string &library, const std::string &mode)
    {
        set("BLAB_LIBCUDA", library);
        set("BLAB_FAKE_CUDA", mode);
        // cuBLASLt stays out: this machine may have one, which the fake could not serve.
        set("BLAB_CUBLASLT", "/nonexistent/libcublasLt.so.13");
    }
    ~FakeDriver()
    {
        for (const auto &[name, value] : m_saved) {
            if (value.empty())
                unsetenv(name.c_str());
            else
                setenv(name.c_str(), value.c_str(), 1);
        }
    }
    FakeDriver(const FakeDriver &) = delete;
    FakeDriver &operator=(const FakeDriver &) = delete;

private:
    void set(const std::string &name, const std::string &value)
    {
        const char *old = std::getenv(name.c_str());
        m_saved.emplace_back(name, old ? old : "");
        setenv(name.c_str(), value.c_str(), 1);
    }
    std::vector<std::pair<std::string, std::string>> m_saved;
};

GpuOutcome quickRun(const std::string &library, const std::string &mode, int index = 0,
                    const GpuProgress &progress = {}, const std::atomic_bool *cancel = nullptr)
{
    const FakeDriver fake(library, mode);
    return GpuBenchmark::run({index, true}, progress, cancel);
}

struct AbsentRow
{
    const char *name;
    const char *library;
    const char *mode;
    const char *code;
    const char *words; // a part of the English reason
    int deviceCount;
};

class NoGpu : public ::testing::TestWithParam<AbsentRow>
{
};

TEST_P(NoGpu, SaysWhyInOneSentence)
{
    const AbsentRow &row = GetParam();
    const GpuOutcome o = quickRun(row.library, row.mode);
    EXPECT_FALSE(o.gpu.has_value());
    EXPECT_EQ(o.absentCode, row.code);
    EXPECT_NE(o.absent.find(row.words), std::string::npos) << o.absent;
    EXPECT_EQ(o.absent.find('\n'), std::string::npos);
    EXPECT_TRUE(o.error.empty()) << o.error;
    EXPECT_EQ(o.deviceCount, row.deviceCount);
    EXPECT_FALSE(o.indexOutOfRange);
}

INSTANTIATE_TEST_SUITE_P(
    Drivers, NoGpu,
    ::testing::Values(
        AbsentRow{"no_driver", "/nonexistent/libcuda.so.1", "ok", "no_driver",
                  "/nonexistent/libcuda.so.1 did not load", -1},
        AbsentRow{"stub", BLAB_FAKE_CUDA, "stub", "stub_library", "stub library, not a driver", -1},
        AbsentRow{"old_driver", BLAB_FAKE_CUDA, "old", "old_driver",
                  "is a driver for CUDA 10.2; measuring needs one for CUDA 11.4 or later", -1},
        AbsentRow{"missing_symbol", BLAB_FAKE_CUDA_MISSING, "ok", "missing_function",
                  "lacks cuGraphLaunch", -1},
        AbsentRow{"no_device", BLAB_FAKE_CUDA, "nodevice", "no_device", "sees no GPU", 0}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(GpuBenchmark, AnIndexPastTheCardsIsTheUsersMistake)
{
    const GpuOutcome o = quickRun(BLAB_FAKE_CUDA, "ok", 3);
    EXPECT_TRUE(o.indexOutOfRange);
    EXPECT_EQ(o.deviceCount, 1);
    EXPECT_FALSE(o.gpu.has_value());
}

// The fake's clock: a kernel takes 0.5 ms, a copy its bytes at 20 GB/s (a device copy counts
// its bytes twice). The rates below follow from what the measurement counts; a factor lost or
// doubled anywhere changes them.
TEST(GpuBenchmark, CountsTheWorkOfEachKernelAndCopy)
{
    const GpuOutcome o = quickRun(BLAB_FAKE_CUDA, "ok");
    ASSERT_TRUE(o.gpu.has_value()) << o.absent << o.error;
    EXPECT_TRUE(o.error.empty()) << o.error;
    const GpuMeasurement &g = *o.gpu;
    EXPECT_EQ(g.name, "NVIDIA H200");
    EXPECT_EQ(g.multiprocessors, 132);
    EXPECT_EQ(g.computeMajor, 9);
    EXPECT_EQ(g.cudaVersion, "13.0");
    EXPECT_DOUBLE_EQ(g.l2Bytes, 52428800.0);
    EXPECT_TRUE(g.cublaslt.empty());
    EXPECT_TRUE(g.gemm.empty());
    // 132 · 8 blocks of 256 threads, 256 · 40 iterations of 32 FMAs (2 FLOPs) in 0.5 ms.
    EXPECT_NEAR(g.fmaPeakTflops, 132.0 * 8 * 256 * 256 * 40 * 32 * 2 / 0.5e-3 / 1e12, 1e-6);
    // Copy: read and written bytes at the copy engine's 20 GB/s; read: 256 MiB a 0.5 ms pass;
    // triad: three arrays' bytes a pass.
    EXPECT_NEAR(g.memory.copyGBs, 20.0, 1e-3);
    EXPECT_NEAR(g.memory.readGBs, 268435456.0 / 0.5e-3 / 1e9, 1e-3);
    EXPECT_NEAR(g.memory.triadGBs, 3 * 268435456.0 / 0.5e-3 / 1e9, 1e-3);
    EXPECT_TRUE(g.memory.countsReadAndWrite);
    ASSERT_EQ(g.hostLinks.size(), 7u);
    for (int i = 0; i < 6; ++i) {
        EXPECT_TRUE(g.hostLinks[i].pinned);
        EXPECT_NEAR(g.hostLinks[i].gbs, 20.0, 1e-3) << i;
        EXPECT_EQ(g.hostLinks[i].direction, i < 3 ? "host_to_device" : "device_to_host");
    }
    EXPECT_FALSE(g.hostLinks[6].pinned);
    EXPECT_DOUBLE_EQ(g.hostLinks[6].mib, 16.0);
    EXPECT_GT(g.hostLinks[6].gbs, 0.0);
    ASSERT_FALSE(g.notes.empty());
    EXPECT_NE(g.notes.back().find("cuBLASLt did not load"), std::string::npos);
}

TEST(GpuBenchmark, AnErrorMidRunKeepsWhatWasMeasured)
{
    // Launches 1 to 5 are the FMA peak's; the tenth falls among the read kernel's timings.
    const GpuOutcome o = quickRun(BLAB_FAKE_CUDA, "fail:10");
    ASSERT_TRUE(o.gpu.has_value());
    EXPECT_NE(o.error.find("blab_read: CUDA_ERROR_ILLEGAL_ADDRESS"), std::string::npos) << o.error;
    EXPECT_GT(o.gpu->fmaPeakTflops, 0.0);
    EXPECT_NEAR(o.gpu->memory.copyGBs, 20.0, 1e-3);
    EXPECT_EQ(o.gpu->memory.readGBs, 0.0);
    EXPECT_TRUE(o.gpu->hostLinks.empty());
}

// A driver that cannot compile the kernels stops the run before anything is measured; what the
// session had made is given back (the sanitized run checks for leaks).
TEST(GpuBenchmark, KernelsTheDriverRefusesStopTheRunCleanly)
{
    const GpuOutcome o = quickRun(BLAB_FAKE_CUDA, "badptx");
    ASSERT_TRUE(o.gpu.has_value());
    EXPECT_EQ(o.error, "loading the kernels' PTX: CUDA_ERROR_INVALID_PTX: unknown error");
    EXPECT_EQ(o.gpu->name, "NVIDIA H200");
    EXPECT_EQ(o.gpu->fmaPeakTflops, 0.0);
}

TEST(GpuBenchmark, ReportsEveryStepAndStopsWhenCancelled)
{
    std::vector<int> seen;
    int total = 0;
    const GpuOutcome whole = quickRun(BLAB_FAKE_CUDA, "ok", 0, [&](int done, int all, auto &) {
        seen.push_back(done);
        total = all;
    });
    // The FMA peak, three memory passes, three pinned sizes each way, one pageable size.
    EXPECT_EQ(total, 11);
    ASSERT_EQ(seen.size(), 12u);
    EXPECT_EQ(seen.back(), 11);

    std::atomic_bool cancel{false};
    const GpuOutcome stopped = quickRun(
        BLAB_FAKE_CUDA, "ok", 0, [&](int done, int, auto &) { cancel = done >= 2; }, &cancel);
    ASSERT_TRUE(stopped.gpu.has_value());
    EXPECT_TRUE(stopped.gpu->cancelled);
    EXPECT_TRUE(stopped.error.empty()) << stopped.error;
    EXPECT_GT(stopped.gpu->memory.copyGBs, 0.0);
    EXPECT_EQ(stopped.gpu->memory.triadGBs, 0.0);
    EXPECT_TRUE(stopped.gpu->hostLinks.empty());
}

TEST(GpuBenchmark, TheOutcomeReadsBackAsItWasWritten)
{
    const GpuOutcome o = quickRun(BLAB_FAKE_CUDA, "ok");
    GpuOutcome back;
    ASSERT_EQ(GpuOutcome::fromJson(o.toJson(), back), "");
    EXPECT_EQ(back.toJson(), o.toJson());
    const GpuOutcome none = quickRun("/nonexistent/libcuda.so.1", "ok");
    ASSERT_EQ(GpuOutcome::fromJson(none.toJson(), back), "");
    EXPECT_EQ(back.absentCode, "no_driver");
    EXPECT_EQ(back.toJson(), none.toJson());
}

} // namespace
} // namespace blab::core
