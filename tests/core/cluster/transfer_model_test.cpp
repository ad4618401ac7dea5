// SPDX-License-Identifier: GPL-3.0-or-later

// Batch-copy formulas on inputs other than the lesson's. Tolerance: relative 1e-12.

#include "cluster/transfer_model.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

constexpr double kTransferRelative = 1e-12;

struct TransferRow
{
    std::string name;
    TransferInputs in;
    int batch;
    double copySeconds;
    double cpuSeconds;
    double accelSeconds;
    double copyShare;
    double accelShare;
};

class TransferTable : public testing::TestWithParam<TransferRow>
{
};

TEST_P(TransferTable, PerBatch)
{
    const TransferRow &r = GetParam();
    const BatchTransfer t = TransferModel::forBatch(r.in, r.batch);
    EXPECT_NEAR(t.bytes, r.batch * r.in.sampleBytes, t.bytes * kTransferRelative);
    EXPECT_NEAR(t.copySeconds, r.copySeconds, r.copySeconds * kTransferRelative);
    EXPECT_NEAR(t.cpuComputeSeconds, r.cpuSeconds, r.cpuSeconds * kTransferRelative);
    EXPECT_NEAR(t.accelComputeSeconds, r.accelSeconds, r.accelSeconds * kTransferRelative);
    EXPECT_NEAR(t.copyShare, r.copyShare, 1e-12);
    EXPECT_NEAR(t.accelCopyShare, r.accelShare, 1e-12);
    EXPECT_NEAR(t.cpuSerialSeconds, r.copySeconds + r.cpuSeconds, 1e-15);
    EXPECT_NEAR(t.accelOverlappedSeconds, std::max(r.copySeconds, r.accelSeconds), 1e-15);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, TransferTable,
    testing::Values(
        // 1 MB samples, 10 GB/s, 1 GFLOP each, 100 GFLOPS CPU, 10 TFLOPS card, batch 10:
        // copy 1 ms, CPU 100 ms, card 1 ms.
        TransferRow{
            "round_numbers", {1e6, 1e9, 10.0, 100.0, 10.0}, 10, 1e-3, 0.1, 1e-3, 1.0 / 101, 0.5},
        // The lesson's third experiment: a 300 GB/s link makes the CPU's copy share tiny.
        TransferRow{"link_300_gbs",
                    {602112, 1e8, 300.0, 237.05, 20.0},
                    32,
                    32 * 602112 / 300e9,
                    32e8 / 237.05e9,
                    32e8 / 20e12,
                    (32 * 602112 / 300e9) / (32 * 602112 / 300e9 + 32e8 / 237.05e9),
                    (32 * 602112 / 300e9) / (32 * 602112 / 300e9 + 32e8 / 20e12)}),
    [](const auto &info) { return info.param.name; });

TEST(TransferExperiment, FastLinkPutsCopyShareUnderOnePercent)
{
    const BatchTransfer t = TransferModel::forBatch({602112, 1e8, 300.0, 237.05, 20.0}, 128);
    EXPECT_LT(t.copyShare, 0.01);
}

// The lesson's third mistake: the copy share does not depend on the batch.
TEST(TransferExperiment, CopyShareIndependentOfBatch)
{
    const TransferInputs in{602112, 1e8, 12.0, 64.0, 20.0};
    const double share = TransferModel::forBatch(in, 1).copyShare;
    for (int b : {2, 32, 128, 4096})
        EXPECT_NEAR(TransferModel::forBatch(in, b).copyShare, share, 1e-12) << "batch " << b;
}

} // namespace
} // namespace blab::core
