// SPDX-License-Identifier: GPL-3.0-or-later

// measure --gpu from the command line, against the fake drivers of tests/core/fake_cuda: the
// measurement runs in a child process, so a driver that crashes ends the child, not the run.

#include "cli/cli_fixture.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace blab::cli_test {
namespace {

// The fake driver and its mode for the runs of one test, put back when it ends.
class FakeGpu
{
public:
    FakeGpu(const char *library, const char *mode)
    {
        for (const auto &[name, value] :
             {std::pair<const char *, const char *>{"BLAB_LIBCUDA", library},
              {"BLAB_FAKE_CUDA", mode},
              {"BLAB_CUBLASLT", "/nonexistent/libcublasLt.so.13"}}) {
            m_names.push_back(name);
            qputenv(name, value);
        }
    }
    ~FakeGpu()
    {
        for (const char *name : m_names)
            qunsetenv(name);
    }
    FakeGpu(const FakeGpu &) = delete;
    FakeGpu &operator=(const FakeGpu &) = delete;

private:
    std::vector<const char *> m_names;
};

const QStringList kQuickGpu = {QStringLiteral("measure"), QStringLiteral("--gpu"),
                               QStringLiteral("--quick"), QStringLiteral("--openblas-core"),
                               QStringLiteral("installed")};

TEST(CliGpu, ADriverThatCrashesEndsTheChildAndTheRunSaysSo)
{
    const FakeGpu fake(BLAB_FAKE_CUDA, "crash:3");
    const ProcessResult r = run(kQuickGpu + QStringList{QStringLiteral("--json")});
    EXPECT_EQ(r.status, 1) << r.err.toStdString();
    const QJsonObject o = json(r);
    EXPECT_TRUE(o["gpu"].isNull());
    EXPECT_TRUE(
        o["gpu_error"].toString().startsWith(QStringLiteral("the GPU measurement's process")))
        << o["gpu_error"].toString().toStdString();
    // The CPU was measured all the same.
    EXPECT_GT(o["peak_gflops"].toDouble(), 0.0);
}

TEST(CliGpu, AnIndexPastTheCardsIsRefusedWithTheirCount)
{
    const FakeGpu fake(BLAB_FAKE_CUDA, "ok");
    const ProcessResult r = run(kQuickGpu + QStringList{QStringLiteral("--gpu-index=3")});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains("--gpu-index 3: the driver sees 1 GPU, numbered from 0"))
        << r.err.toStdString();
}

// The sentence in Chinese is checked where the text is made (tests/ui/gpu_text_test.cpp): a
// second run here would measure the CPU once more for it.
TEST(CliGpu, WithoutADriverOneSentence)
{
    const FakeGpu fake("/nonexistent/libcuda.so.1", "ok");
    const ProcessResult en = run(kQuickGpu + QStringList{QStringLiteral("--lang=en")});
    EXPECT_EQ(en.status, 0) << en.err.toStdString();
    EXPECT_TRUE(en.out.contains("No GPU was measured: there is no usable NVIDIA driver here "
                                "(/nonexistent/libcuda.so.1 did not load"))
        << en.out.toStdString();
}

TEST(CliGpu, TheMeasuredCardIsInTheProfile)
{
    const FakeGpu fake(BLAB_FAKE_CUDA, "ok");
    const ProcessResult r = run(kQuickGpu + QStringList{QStringLiteral("--json")});
    EXPECT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject gpu = json(r)["gpu"].toObject();
    EXPECT_EQ(gpu["name"].toString(), QStringLiteral("NVIDIA H200"));
    // Matched to the catalog by its name, as nvidia-smi prints it.
    EXPECT_EQ(gpu["catalog_id"].toString(), QStringLiteral("h200_sxm"));
    EXPECT_EQ(gpu["host_links"].toArray().size(), 7);
    EXPECT_GT(gpu["fma_peak_tflops"].toDouble(), 0.0);
}

} // namespace
} // namespace blab::cli_test
