// SPDX-License-Identifier: GPL-3.0-or-later

// How long the formulas take; run with build/tests/benchmarks/model_benchmarks.

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "cluster/transfer_model.h"
#include "plan/plan_search.h"
#include "report/report_model.h"
#include "roofline/roofline_model.h"
#include "validation/validation_report.h"

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

// plan's whole search for Llama 3 70B over every device of the shipped catalog (the lesson's
// cards and the CPUs too), every weight and KV format it tries by default, 200 users within
// 2 s to the first token and 50 ms a token; the issue asks for under a second on 2 cores.
void fullPlanSearch(benchmark::State &state)
{
    PlanRequest r;
    r.model = *ModelCatalogFile::find("llama3_70b");
    r.promptTokens = 1024;
    r.outputTokens = 256;
    r.targets.timeToFirstTokenSeconds = 2.0;
    r.targets.timePerOutputTokenSeconds = 0.05;
    r.targets.users = 200;
    r.devices = DeviceCatalog::builtIn();
    const std::vector<ValidationGroup> &groups = ValidationReport::shipped({}).kindGroups;
    int evaluated = 0;
    for (auto _ : state) {
        const PlanResult result = PlanSearch::run(r, groups);
        evaluated = result.evaluated;
        benchmark::DoNotOptimize(result.plans.size());
    }
    state.counters["setups_evaluated"] = evaluated;
}
BENCHMARK(fullPlanSearch)->Unit(benchmark::kMillisecond);

} // namespace
