// SPDX-License-Identifier: GPL-3.0-or-later

// Every figure the lesson prints, reproduced from the core at the precision the lesson prints it.
// Comparing the formatted text is the stated tolerance: half a unit in the last printed place.

#include "io/number_format.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "report/report_model.h"

#include <functional>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace blab::core {
namespace {

using F = NumberFormat;

ReportModel lessonModel()
{
    WhatIfInputs inputs;
    return ReportModel::build(inputs, {237.05, CpuSource::Entered, 16.0});
}

struct SeedRow
{
    std::string name;
    std::function<std::string(const ReportModel &)> actual;
    std::string expected;
};

const Operation &op(const ReportModel &m, const std::string &id)
{
    for (const Operation &o : m.operations) {
        if (o.id == id)
            return o;
    }
    throw std::runtime_error("no operation " + id);
}

const BatchTransfer &batch(const ReportModel &m, int size)
{
    for (const BatchTransfer &t : m.transfers) {
        if (t.batch == size)
            return t;
    }
    throw std::runtime_error("no batch " + std::to_string(size));
}

const std::vector<SeedRow> &seedRows()
{
    static const std::vector<SeedRow> rows = {
        {"sgemm_512_flops", [](auto &) { return F::scientific(SgemmBenchmark::flopsFor(512), 4); },
         "2.6844 × 10⁸"},
        {"sgemm_512_time_at_237_05",
         [](auto &) { return F::milliseconds(SgemmBenchmark::flopsFor(512) / 237.05e9, 2); },
         "1.13 ms"},
        {"cpu_tflops", [](auto &m) { return F::fixed(m.cpuGflops / 1000, 2); }, "0.24"},
        {"matmul_flops", [](auto &m) { return F::fixed(op(m, "matmul").flops, 0); }, "268435456"},
        {"matmul_bytes", [](auto &m) { return F::fixed(op(m, "matmul").bytes, 0); }, "3145728"},
        {"matmul_megabytes", [](auto &m) { return F::megabytes(op(m, "matmul").bytes, 2); },
         "3.15 MB"},
        {"matmul_intensity", [](auto &m) { return F::fixed(op(m, "matmul").flopsPerByte(), 2); },
         "85.33"},
        {"vector_add_flops", [](auto &m) { return F::fixed(op(m, "vector_add").flops, 0); },
         "262144"},
        {"vector_add_megabytes", [](auto &m) { return F::megabytes(op(m, "vector_add").bytes, 2); },
         "3.15 MB"},
        {"vector_add_intensity",
         [](auto &m) { return F::fixed(op(m, "vector_add").flopsPerByte(), 2); }, "0.08"},
        {"compare_flops", [](auto &m) { return F::fixed(op(m, "compare").flops, 0); }, "262144"},
        {"compare_megabytes", [](auto &m) { return F::megabytes(op(m, "compare").bytes, 2); },
         "2.10 MB"},
        {"compare_intensity", [](auto &m) { return F::fixed(op(m, "compare").flopsPerByte(), 2); },
         "0.12"},
        {"balance_point", [](auto &m) { return F::fixed(m.roofline.balanceFlopsPerByte(), 2); },
         "4.74"},
        {"matmul_compute_bound",
         [](auto &m) { return std::string(boundId(m.roofline.boundFor(85.33))); }, "compute"},
        {"vector_add_bandwidth_bound",
         [](auto &m) { return std::string(boundId(m.roofline.boundFor(0.0833))); }, "bandwidth"},
        {"sample_bytes", [](auto &m) { return F::fixed(m.inputs.sampleBytes, 0); }, "602112"},
        {"batch_32_megabytes", [](auto &m) { return F::megabytes(batch(m, 32).bytes, 1); },
         "19.3 MB"},
        {"batch_128_megabytes", [](auto &m) { return F::megabytes(batch(m, 128).bytes, 1); },
         "77.1 MB"},
        {"batch_512_megabytes", [](auto &m) { return F::megabytes(batch(m, 512).bytes, 1); },
         "308.3 MB"},
        {"batch_32_copy", [](auto &m) { return F::milliseconds(batch(m, 32).copySeconds, 2); },
         "1.61 ms"},
        {"batch_128_copy", [](auto &m) { return F::milliseconds(batch(m, 128).copySeconds, 2); },
         "6.42 ms"},
        {"batch_512_copy", [](auto &m) { return F::milliseconds(batch(m, 512).copySeconds, 2); },
         "25.69 ms"},
        {"batch_32_cpu", [](auto &m) { return F::milliseconds(batch(m, 32).cpuComputeSeconds, 2); },
         "13.50 ms"},
        {"batch_128_cpu",
         [](auto &m) { return F::milliseconds(batch(m, 128).cpuComputeSeconds, 2); }, "54.00 ms"},
        {"batch_512_cpu",
         [](auto &m) { return F::milliseconds(batch(m, 512).cpuComputeSeconds, 2); }, "215.99 ms"},
        {"batch_32_share", [](auto &m) { return F::percent(batch(m, 32).copyShare, 1); }, "10.6 %"},
        {"batch_128_share", [](auto &m) { return F::percent(batch(m, 128).copyShare, 1); },
         "10.6 %"},
        {"batch_512_share", [](auto &m) { return F::percent(batch(m, 512).copyShare, 1); },
         "10.6 %"},
        {"batch_32_accel_share", [](auto &m) { return F::percent(batch(m, 32).accelCopyShare, 1); },
         "90.9 %"},
        {"batch_512_accel_share",
         [](auto &m) { return F::percent(batch(m, 512).accelCopyShare, 1); }, "90.9 %"},
        {"weights_1e9_fp32", [](auto &m) { return F::bytes(m.memory.weightsBytes); }, "4.00 GB"},
    };
    return rows;
}

class SeedFigures : public testing::TestWithParam<SeedRow>
{
};

TEST_P(SeedFigures, MatchesTheLesson)
{
    const ReportModel model = lessonModel();
    EXPECT_EQ(GetParam().actual(model), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(Lesson, SeedFigures, testing::ValuesIn(seedRows()),
                         [](const testing::TestParamInfo<SeedRow> &info) {
                             return info.param.name;
                         });

struct OptimizerRow
{
    std::string name;
    Optimizer optimizer;
    double bytesPerParam;
};

class OptimizerMemory : public testing::TestWithParam<OptimizerRow>
{
};

// The lesson: gradients and optimizer state make training need three to four times the weights;
// SGD with momentum 12 B and Adam 16 B per float32 parameter.
TEST_P(OptimizerMemory, BytesPerFloat32Parameter)
{
    MemoryInputs in;
    in.params = 1e9;
    in.optimizer = GetParam().optimizer;
    const MemoryBreakdown m = MemoryModel::estimate(in);
    EXPECT_DOUBLE_EQ(m.totalBytes / in.params, GetParam().bytesPerParam);
    EXPECT_DOUBLE_EQ(m.weightsBytes, 4e9);
}

INSTANTIATE_TEST_SUITE_P(Lesson, OptimizerMemory,
                         testing::Values(OptimizerRow{"sgd", Optimizer::Sgd, 8.0},
                                         OptimizerRow{"momentum", Optimizer::Momentum, 12.0},
                                         OptimizerRow{"adam", Optimizer::Adam, 16.0}),
                         [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::core
