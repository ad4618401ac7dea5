// SPDX-License-Identifier: GPL-3.0-or-later

// plan as a script runs it: malformed targets refused in both languages, a listed setup that
// report prints the same figures for, and a price from the user's devices.json. Process starts
// are costly, so the table is short; the search itself is tested in tests/core.

#include "cli_fixture.h"

#include <QJsonArray>

namespace blab::cli_test {
namespace {

const QStringList kPlan{"plan", "--model",         "llama3_8b", "--prompt-tokens",
                        "512",  "--output-tokens", "128"};

struct PlanHostileRow
{
    const char *name;
    QStringList arguments;
    const char *lang;
    const char *says;
};

class CliPlanHostile : public testing::TestWithParam<PlanHostileRow>
{
};

TEST_P(CliPlanHostile, IsRefusedWithStatusTwo)
{
    const PlanHostileRow &row = GetParam();
    const ProcessResult r = run(kPlan + row.arguments + QStringList{"--lang", row.lang});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(QString::fromUtf8(r.err).contains(QString::fromUtf8(row.says)))
        << r.err.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliPlanHostile,
    testing::Values(PlanHostileRow{"zero_ttft",
                                   {"--ttft-ms", "0", "--tpot-ms", "50", "--users", "10"},
                                   "en",
                                   "--ttft-ms must be a number from 0.001"},
                    PlanHostileRow{"nan_tpot_zh",
                                   {"--ttft-ms", "500", "--tpot-ms", "nan", "--users", "10"},
                                   "zh",
                                   "--tpot-ms 必须是"},
                    PlanHostileRow{"too_many_users",
                                   {"--ttft-ms", "500", "--tpot-ms", "50", "--users", "1000001"},
                                   "en",
                                   "--users must be a whole number from 1 to 1e+06"},
                    PlanHostileRow{"both_loads_zh",
                                   {"--ttft-ms", "500", "--tpot-ms", "50", "--users", "10",
                                    "--output-rate", "9"},
                                   "zh",
                                   "只接受 --users 和 --output-rate 中的一个"},
                    PlanHostileRow{"no_second_target",
                                   {"--ttft-ms", "500", "--users", "10"},
                                   "en",
                                   "plan needs --tpot-ms or --min-user-tps"},
                    PlanHostileRow{"unknown_device_zh",
                                   {"--ttft-ms", "500", "--tpot-ms", "50", "--users", "10",
                                    "--device", "h100_sxm,nope"},
                                   "zh",
                                   "收到的是 'nope'"},
                    PlanHostileRow{"this_cpu",
                                   {"--ttft-ms", "500", "--tpot-ms", "50", "--users", "10",
                                    "--device", "this_cpu"},
                                   "en",
                                   "this CPU is not one of them"}),
    [](const auto &info) { return std::string(info.param.name); });

// The first setup plan lists, given to report as the JSON names it, prints the same figures.
TEST(CliPlan, TheFirstSetupIsWhatReportPrints)
{
    const ProcessResult plan =
        run(kPlan + QStringList{"--ttft-ms", "500", "--tpot-ms", "30", "--users", "50", "--device",
                                "h100_sxm,l40s", "--json"});
    ASSERT_EQ(plan.status, 0) << plan.err.toStdString();
    const QJsonObject first = json(plan)["plans"].toArray().first().toObject();
    ASSERT_FALSE(first.isEmpty());
    const ProcessResult report = run({"report",
                                      kGiven,
                                      "--json",
                                      "--mode",
                                      "inference",
                                      "--model",
                                      "llama3_8b",
                                      "--prompt-tokens",
                                      "512",
                                      "--output-tokens",
                                      "128",
                                      "--batching",
                                      "continuous",
                                      "--device",
                                      first["device"].toString(),
                                      "--precision",
                                      first["precision"].toString(),
                                      "--weight-dtype",
                                      first["weight_dtype"].toString(),
                                      "--kv-dtype",
                                      first["kv_dtype"].toString(),
                                      "--tp",
                                      QString::number(first["tp"].toInt()),
                                      "--concurrency",
                                      QString::number(first["concurrency"].toInt()),
                                      "--link-kind",
                                      first["link_kind"].toString()});
    ASSERT_EQ(report.status, 0) << report.err.toStdString();
    const QJsonObject request = json(report)["inference"].toObject()["request"].toObject();
    for (const char *side : {"expected", "bound"}) {
        for (const char *key :
             {"time_to_first_token_seconds", "time_per_output_token_seconds",
              "output_tokens_per_second_per_user", "output_tokens_per_second_per_card"})
            EXPECT_EQ(request[side].toObject()[key].toDouble(),
                      first[side].toObject()[key].toDouble())
                << side << key;
    }
    EXPECT_LE(first["expected"].toObject()["time_to_first_token_seconds"].toDouble(), 0.5);
}

// A price in the user's devices.json gives each setup on that device its costs.
TEST(CliPlan, APriceFromTheUsersDevicesGivesCosts)
{
    QTemporaryDir home;
    ASSERT_TRUE(writeUserDevices(home.path(), R"(
{"id": "rented_card", "name": "Rented card", "fp32_tflops": 60, "bf16_tflops": 900,
 "memory_gb": 80, "mem_bandwidth_gbs": 3000, "watts": 700, "pcie_gen": 5, "pcie_lanes": 16,
 "price_per_hour": 2.5})"));
    const ProcessResult plan =
        run(kPlan + QStringList{"--ttft-ms", "500", "--tpot-ms", "30", "--users", "50", "--device",
                                "rented_card", "--json"},
            QStringLiteral("C.UTF-8"), home.path());
    ASSERT_EQ(plan.status, 0) << plan.err.toStdString();
    const QJsonArray plans = json(plan)["plans"].toArray();
    ASSERT_FALSE(plans.isEmpty());
    const QJsonObject first = plans.first().toObject();
    EXPECT_EQ(first["cost_per_hour"].toDouble(), 2.5 * first["cards"].toInt());
    EXPECT_GT(first["cost_per_million_output_tokens"].toDouble(), 0.0);
}

} // namespace
} // namespace blab::cli_test
