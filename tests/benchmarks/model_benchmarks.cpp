// SPDX-License-Identifier: GPL-3.0-or-later

// How long the formulas take; run with build/tests/benchmarks/model_benchmarks.

#include "model/report_model.h"
#include "model/roofline_model.h"
#include "model/transfer_model.h"

#include <benchmark/benchmark.h>

namespace {

using namespace blab::core;

void rooflineOperations(benchmark::State &state)
{
    const RooflineModel model{237.05, 50.0};
    for (auto _ : state) {
        for (const Operation &op : RooflineModel::lessonOperations(512, 1000))
            benchmark::DoNotOptimize(model.attainableGflops(op.flopsPerByte()));
    }
}
BENCHMARK(rooflineOperations);

void transferBatch(benchmark::State &state)
{
    const TransferInputs in{602112, 1e8, 12.0, 237.05, 20.0};
    int batch = 1;
    for (auto _ : state)
        benchmark::DoNotOptimize(TransferModel::forBatch(in, batch++ % 4096 + 1));
}
BENCHMARK(transferBatch);

void wholeReport(benchmark::State &state)
{
    const WhatIfInputs in;
    for (auto _ : state)
        benchmark::DoNotOptimize(ReportModel::build(in, {237.05, CpuSource::Entered, 16.0}));
}
BENCHMARK(wholeReport);

void reportJson(benchmark::State &state)
{
    const ReportModel m = ReportModel::build({}, {237.05, CpuSource::Entered, 16.0});
    for (auto _ : state)
        benchmark::DoNotOptimize(m.toJson());
}
BENCHMARK(reportJson);

} // namespace
