// SPDX-License-Identifier: GPL-3.0-or-later

// The validation set's and the efficiency defaults' readers against hostile files: each row a
// file, the problem it must be refused with and the line that problem must name.

#include "catalog/efficiency_defaults.h"
#include "catalog/validation_set.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

using Code = CatalogProblem::Code;

// One serving result, written on one line, with one of its members replaced or added.
std::string servingRow(const std::string &change = {})
{
    std::string row = R"({"id": "r1", "kind": "serving", "model": "llama2_7b", )"
                      R"("device": "a100_80gb_sxm", "cards": 1, "precision": "bf16", )"
                      R"("weights": "fp16", "kv": "fp16", "batching": "static", "batch": 1, )"
                      R"("prompt_tokens": 128, "output_tokens": 1, )"
                      R"("metric": "time_to_first_token_seconds", "published": 0.016, )"
                      R"("framework": "TensorRT-LLM 0.5.0", )"
                      R"("source": "NVIDIA/TensorRT-LLM docs/source/performance.md")";
    return row + change + "}";
}

// One training result the same way: 8 cards, tensor degree 2, so 4 data-parallel ranks of 2
// micro-batches of 2 sequences each, 16 sequences a step.
std::string trainingRow(const std::string &change = {})
{
    std::string row = R"({"id": "t1", "kind": "training", "model": "llama2_7b", )"
                      R"("device": "a100_80gb_sxm", "cards": 8, "precision": "bf16", "tp": 2, )"
                      R"("pp": 1, "vp": 1, "zero_stage": 1, "recompute": "selective", )"
                      R"("seq_len": 4096, "micro_batch": 2, "global_batch": 16, )"
                      R"("metric": "tokens_per_second_per_card", "published": 2500, )"
                      R"("framework": "Megatron-LM", "source": "a paper, table 1")";
    return row + change + "}";
}

// The training row with the first occurrence of what replaced by with.
std::string trainingRowWith(const std::string &what, const std::string &with)
{
    std::string row = trainingRow();
    return row.replace(row.find(what), what.size(), with);
}

std::string setOf(const std::string &rows)
{
    return "{\"format\": \"bottleneck-lab-validation\", \"version\": 1, \"results\": [\n" + rows +
           "\n]}";
}

struct ServingHostileRow
{
    std::string name;
    std::string text;
    Code code;
    int line;
};

class HostileValidationSet : public testing::TestWithParam<ServingHostileRow>
{
};

TEST_P(HostileValidationSet, IsRefusedWithItsLine)
{
    const ServingHostileRow &row = GetParam();
    const ValidationSet::Result r =
        ValidationSet::parse(row.text, {"llama2_7b"}, {"a100_80gb_sxm"});
    EXPECT_EQ(r.problem.code, row.code) << r.error;
    EXPECT_EQ(r.errorLine, row.line) << r.error;
    EXPECT_TRUE(r.rows.empty());
    EXPECT_FALSE(r.error.empty());
}

INSTANTIATE_TEST_SUITE_P(
    Files, HostileValidationSet,
    testing::Values(
        ServingHostileRow{"not_json", "{", Code::Json, 1},
        // A device catalog is named by its format before its list's name is read.
        ServingHostileRow{"a_device_catalog",
                          R"({"format": "bottleneck-lab-devices", "version": 1, "devices": []})",
                          Code::NotACatalog, 1},
        ServingHostileRow{"unknown_top_field",
                          R"({"format": "bottleneck-lab-validation", "version": 1, "results": [],
                       "devices": []})",
                          Code::UnknownTopField, 2},
        ServingHostileRow{"another_format",
                          R"({"format": "bottleneck-lab-devices", "version": 1, "results": []})",
                          Code::NotACatalog, 1},
        ServingHostileRow{"future_version",
                          R"({"format": "bottleneck-lab-validation", "version": 2, "results": []})",
                          Code::FutureVersion, 1},
        ServingHostileRow{"results_not_a_list",
                          R"({"format": "bottleneck-lab-validation", "version": 1, "results": {}})",
                          Code::NotAList, 1},
        ServingHostileRow{"unknown_field", setOf(servingRow(R"(, "mood": "good")")),
                          Code::UnknownField, 2},
        ServingHostileRow{
            "unknown_model",
            setOf(servingRow().replace(servingRow().find("llama2_7b"), 9, "gpt_5_turbo")),
            Code::UnknownId, 2},
        ServingHostileRow{
            "unknown_device",
            setOf(servingRow().replace(servingRow().find("a100_80gb_sxm"), 13, "tpu_v9")),
            Code::UnknownId, 2},
        ServingHostileRow{"bad_metric",
                          setOf(servingRow().replace(
                              servingRow().find("time_to_first_token_seconds"), 27, "happiness")),
                          Code::NotOneOf, 2},
        ServingHostileRow{
            "fractional_batch",
            setOf(servingRow().replace(servingRow().find("\"batch\": 1"), 10, "\"batch\": 1.5")),
            Code::NotWhole, 2},
        ServingHostileRow{"negative_published",
                          setOf(servingRow().replace(servingRow().find("0.016"), 5, "-1")),
                          Code::OutOfRange, 2},
        ServingHostileRow{"published_as_text",
                          setOf(servingRow().replace(servingRow().find("0.016"), 5, "\"fast\"")),
                          Code::WrongType, 2},
        // Llama 2 7B has 32 heads: 11 cards cannot split it (found by fuzz_serving_data).
        ServingHostileRow{
            "cards_not_dividing_the_heads",
            setOf(servingRow().replace(servingRow().find("\"cards\": 1"), 10, "\"cards\": 11")),
            Code::Inconsistent, 2},
        ServingHostileRow{"id_twice", setOf(servingRow() + ",\n" + servingRow()), Code::IdTwice, 3},
        ServingHostileRow{"bad_id",
                          setOf(servingRow().replace(servingRow().find("\"r1\""), 4, "\"R 1\"")),
                          Code::BadId, 2},
        ServingHostileRow{
            "all_reduce_without_size",
            setOf(R"({"id": "a", "kind": "all_reduce", "device": "a100_80gb_sxm", )"
                  R"("cards": 8, "link": "card_link", "metric": "all_reduce_seconds", )"
                  R"("published": 4e-5, "framework": "nccl-tests", "source": "x"})"),
            Code::MissingField, 2},
        ServingHostileRow{"nvls_as_text",
                          setOf(R"({"id": "a", "kind": "all_reduce", "device": "a100_80gb_sxm", )"
                                R"("cards": 8, "link": "card_link", "message_bytes": 1024, )"
                                R"("nvls": "off", "metric": "all_reduce_seconds", )"
                                R"("published": 4e-5, "framework": "nccl-tests", "source": "x"})"),
                          Code::WrongType, 2},
        ServingHostileRow{"training_unknown_field", setOf(trainingRow(R"(, "batch": 4)")),
                          Code::UnknownField, 2},
        ServingHostileRow{"training_without_layout", setOf(trainingRowWith(R"("tp": 2, )", "")),
                          Code::MissingField, 2},
        ServingHostileRow{
            "training_in_fp32",
            setOf(trainingRowWith(R"("precision": "bf16")", R"("precision": "fp32")")),
            Code::NotOneOf, 2},
        ServingHostileRow{"training_zero_stage_4",
                          setOf(trainingRowWith(R"("zero_stage": 1)", R"("zero_stage": 4)")),
                          Code::OutOfRange, 2},
        ServingHostileRow{"training_recompute_half",
                          setOf(trainingRowWith(R"("selective")", R"("half")")), Code::NotOneOf, 2},
        ServingHostileRow{"training_fractional_micro_batch",
                          setOf(trainingRowWith(R"("micro_batch": 2)", R"("micro_batch": 1.5)")),
                          Code::NotWhole, 2},
        ServingHostileRow{"training_serving_metric",
                          setOf(trainingRowWith("tokens_per_second_per_card",
                                                "output_tokens_per_second_per_card")),
                          Code::NotOneOf, 2},
        ServingHostileRow{"training_virtual_stages_without_pipeline",
                          setOf(trainingRowWith(R"("vp": 1)", R"("vp": 2)")), Code::Inconsistent,
                          2},
        // 8 cards cannot hold whole groups of 3 tensor-parallel cards.
        ServingHostileRow{"training_tp_not_dividing_the_cards",
                          setOf(trainingRowWith(R"("tp": 2)", R"("tp": 3)")), Code::Inconsistent,
                          2},
        // 4 ranks of micro-batches of 2 take 8 sequences at a time: 12 is not whole steps.
        ServingHostileRow{"training_global_batch_not_whole_micro_batches",
                          setOf(trainingRowWith(R"("global_batch": 16)", R"("global_batch": 12)")),
                          Code::Inconsistent, 2},
        // The attention kernel is FlashAttention-2's or the Triton one, nothing else.
        ServingHostileRow{"training_attention_unknown",
                          setOf(trainingRowWith(R"("global_batch": 16)",
                                                R"("global_batch": 16, "attention": "naive")")),
                          Code::NotOneOf, 2},
        // Sequence parallelism is true or false, not a word.
        ServingHostileRow{
            "training_sequence_parallel_not_a_bool",
            setOf(trainingRowWith(R"("global_batch": 16)",
                                  R"("global_batch": 16, "sequence_parallel": "on")")),
            Code::WrongType, 2},
        ServingHostileRow{"training_tp_overlap_not_a_bool",
                          setOf(trainingRowWith(R"("global_batch": 16)",
                                                R"("global_batch": 16, "tp_overlap": 1)")),
                          Code::WrongType, 2}),
    [](const auto &info) { return info.param.name; });

// A training row's layout, read whole.
TEST(ValidationSetFile, ReadsEveryTrainingField)
{
    const ValidationSet::Result r =
        ValidationSet::parse(setOf(trainingRow()), {"llama2_7b"}, {"a100_80gb_sxm"});
    ASSERT_TRUE(r.ok()) << r.error;
    ASSERT_EQ(r.rows.size(), 1u);
    const ValidationRow &row = r.rows[0];
    EXPECT_EQ(row.kind, ValidationRow::Kind::Training);
    EXPECT_EQ(row.model, "llama2_7b");
    EXPECT_EQ(row.cards, 8);
    EXPECT_EQ(row.precision, "bf16");
    EXPECT_EQ(row.tensorParallel, 2);
    EXPECT_EQ(row.pipelineParallel, 1);
    EXPECT_EQ(row.virtualStages, 1);
    EXPECT_EQ(row.zeroStage, 1);
    EXPECT_EQ(row.recompute, "selective");
    EXPECT_EQ(row.seqLen, 4096);
    EXPECT_EQ(row.microBatch, 2);
    EXPECT_EQ(row.globalBatch, 16);
    EXPECT_EQ(row.metric, "tokens_per_second_per_card");
    EXPECT_DOUBLE_EQ(row.published, 2500.0);
    // Without a word the kernel is FlashAttention-2's; a row may name the Triton one.
    EXPECT_EQ(row.attention, "flash2");
    const ValidationSet::Result triton =
        ValidationSet::parse(setOf(trainingRowWith(R"("global_batch": 16)",
                                                   R"("global_batch": 16, "attention": "triton")")),
                             {"llama2_7b"}, {"a100_80gb_sxm"});
    ASSERT_TRUE(triton.ok()) << triton.error;
    EXPECT_EQ(triton.rows[0].attention, "triton");
    // Without a word the sequence is not split; a row may say it was.
    EXPECT_FALSE(row.sequenceParallel);
    const ValidationSet::Result split = ValidationSet::parse(
        setOf(trainingRowWith(R"("global_batch": 16)",
                              R"("global_batch": 16, "sequence_parallel": true)")),
        {"llama2_7b"}, {"a100_80gb_sxm"});
    ASSERT_TRUE(split.ok()) << split.error;
    EXPECT_TRUE(split.rows[0].sequenceParallel);
    EXPECT_FALSE(split.rows[0].tpOverlap);
    const ValidationSet::Result overlap =
        ValidationSet::parse(setOf(trainingRowWith(R"("global_batch": 16)",
                                                   R"("global_batch": 16, "tp_overlap": true)")),
                             {"llama2_7b"}, {"a100_80gb_sxm"});
    ASSERT_TRUE(overlap.ok()) << overlap.error;
    EXPECT_TRUE(overlap.rows[0].tpOverlap);
}

// An all-reduce row may say NCCL's in-switch reduction was off; without a word it was on.
TEST(ValidationSetFile, ReadsWhetherTheSwitchCouldAdd)
{
    const std::string row =
        R"({"id": "a", "kind": "all_reduce", "device": "h200_sxm", "cards": 8, )"
        R"("link": "card_link", "message_bytes": 1024, "metric": "all_reduce_seconds", )"
        R"("published": 4e-5, "framework": "nccl-tests", "source": "x"})";
    std::string off = row;
    off.replace(off.find("\"metric\""), 0, R"("nvls": false, )");
    const ValidationSet::Result r = ValidationSet::parse(
        setOf(row + ",\n" + off.replace(off.find("\"a\""), 3, "\"b\"")), {}, {"h200_sxm"});
    ASSERT_TRUE(r.ok()) << r.error;
    ASSERT_EQ(r.rows.size(), 2u);
    EXPECT_TRUE(r.rows[0].nvls);
    EXPECT_FALSE(r.rows[1].nvls);
}

// A well-formed file is read whole.
TEST(ValidationSetFile, ReadsEveryField)
{
    const ValidationSet::Result r =
        ValidationSet::parse(setOf(servingRow()), {"llama2_7b"}, {"a100_80gb_sxm"});
    ASSERT_TRUE(r.ok()) << r.error;
    ASSERT_EQ(r.rows.size(), 1u);
    const ValidationRow &row = r.rows[0];
    EXPECT_EQ(row.kind, ValidationRow::Kind::Serving);
    EXPECT_EQ(row.model, "llama2_7b");
    EXPECT_EQ(row.promptTokens, 128);
    EXPECT_EQ(row.metric, "time_to_first_token_seconds");
    EXPECT_DOUBLE_EQ(row.published, 0.016);
}

// The shipped defaults with one figure changed, on its own line.
std::string defaultsWith(const std::string &from, const std::string &to)
{
    std::string text = R"({"format": "bottleneck-lab-efficiencies", "version": 1, "figures": [
{"id": "bandwidth_efficiency", "value": 0.86, "unit": "fraction", "source": "s"},
{"id": "gemm_share_16bit", "points": [[1024, 0.4], [4096, 0.8]], "unit": "share by cube side", "source": "s"},
{"id": "gemm_share_fp8", "points": [[1024, 0.2], [4096, 0.6]], "unit": "share by cube side", "source": "s"},
{"id": "int8_dequant_instructions", "value": 2, "unit": "per weight", "source": "s"},
{"id": "int4_dequant_instructions", "value": 3, "unit": "per weight", "source": "s"},
{"id": "layer_overhead_us", "value": 14, "unit": "us", "source": "s"},
{"id": "step_overhead_us", "value": 20, "unit": "us", "source": "s"},
{"id": "card_link_alpha_us", "value": 35, "unit": "us", "source": "s"},
{"id": "card_link_bus_efficiency", "value": 0.8, "unit": "fraction", "source": "s"},
{"id": "pcie_switch_alpha_us", "value": 48, "unit": "us", "source": "s"},
{"id": "pcie_switch_bus_efficiency", "value": 0.8, "unit": "fraction", "source": "s"},
{"id": "pcie_host_alpha_us", "value": 96, "unit": "us", "source": "s"},
{"id": "pcie_host_bus_efficiency", "value": 0.8, "unit": "fraction", "source": "s"},
{"id": "network_alpha_us", "value": 5, "unit": "us", "source": "s"},
{"id": "network_bus_efficiency", "value": 0.9, "unit": "fraction", "source": "s"},
{"id": "network_gbps_per_card", "value": 400, "unit": "Gb/s", "source": "s"},
{"id": "gemm_share_16bit_peak_tflops", "value": 312, "unit": "TFLOPS", "source": "s"},
{"id": "gemm_share_fp8_peak_tflops", "value": 1979, "unit": "TFLOPS", "source": "s"},
{"id": "gemm_share_16bit_ceiling_by_peak", "points": [[312, 0.822], [989.4, 0.694]], "unit": "share by peak TFLOPS", "source": "s"},
{"id": "attention_share_by_peak", "points": [[312, 0.6], [989.4, 0.35]], "unit": "share by peak TFLOPS", "source": "s"},
{"id": "cards_per_server", "value": 8, "unit": "cards", "source": "s"},
{"id": "nvlink3_alpha_us", "value": 44.3, "unit": "us", "source": "s"},
{"id": "nvlink4_alpha_us", "value": 32.7, "unit": "us", "source": "s"},
{"id": "nvlink4_switch_reduction_efficiency", "value": 0.686, "unit": "fraction", "source": "s"},
{"id": "nvlink5_switch_reduction_efficiency", "value": 0.599, "unit": "fraction", "source": "s"},
{"id": "switch_reduction_alpha_factor", "value": 1.667, "unit": "ratio", "source": "s"},
{"id": "collective_memory_traffic_factor", "value": 3, "unit": "ratio", "source": "s"},
{"id": "fp8_cast_bytes_per_number", "value": 4, "unit": "bytes", "source": "s"},
{"id": "attention_triton_relative_speed", "value": 0.5, "unit": "ratio", "source": "s"}
]})";
    if (!from.empty())
        text.replace(text.find(from), from.size(), to);
    return text;
}

class HostileDefaults : public testing::TestWithParam<ServingHostileRow>
{
};

TEST_P(HostileDefaults, AreRefusedWithTheirLine)
{
    EfficiencyDefaults d;
    const EfficiencyDefaults::Result r = EfficiencyDefaults::parse(GetParam().text, d);
    EXPECT_EQ(r.problem.code, GetParam().code) << r.error;
    EXPECT_EQ(r.errorLine, GetParam().line) << r.error;
    EXPECT_TRUE(d.figures.empty());
}

INSTANTIATE_TEST_SUITE_P(
    Files, HostileDefaults,
    testing::Values(
        ServingHostileRow{"share_above_one", defaultsWith("0.86", "1.5"), Code::OutOfRange, 2},
        ServingHostileRow{"unknown_figure", defaultsWith("\"bandwidth_efficiency\"", "\"luck\""),
                          Code::NotOneOf, 2},
        ServingHostileRow{"wrong_unit",
                          defaultsWith("\"us\", \"source\": \"s\"}", "\"ms\", \"source\": "
                                                                     "\"s\"}"),
                          Code::NotOneOf, 7},
        ServingHostileRow{"curve_falling_back",
                          defaultsWith("[[1024, 0.4], [4096, 0.8]]", "[[4096, 0.4], [1024, 0.8]]"),
                          Code::Inconsistent, 3},
        ServingHostileRow{"curve_of_one_point",
                          defaultsWith("[[1024, 0.4], [4096, 0.8]]", "[[1024, 0.4]]"),
                          Code::Inconsistent, 3},
        ServingHostileRow{"curve_given_a_value",
                          defaultsWith("\"points\": [[1024, 0.4], [4096, 0.8]]", "\"value\": 0.8"),
                          Code::Inconsistent, 3},
        ServingHostileRow{
            "figure_twice",
            defaultsWith("{\"id\": \"cards_per_server\", \"value\": 8, \"unit\": "
                         "\"cards\", \"source\": \"s\"}",
                         "{\"id\": \"network_gbps_per_card\", \"value\": 400, \"unit\": "
                         "\"Gb/s\", \"source\": \"t\"}"),
            Code::IdTwice, 22},
        // Without its last figure the file is refused at its list, naming what is missing.
        ServingHostileRow{"figure_missing",
                          defaultsWith(",\n{\"id\": \"cards_per_server\", \"value\": 8, \"unit\": "
                                       "\"cards\", \"source\": \"s\"}",
                                       ""),
                          Code::MissingField, 1},
        ServingHostileRow{"cards_not_whole", defaultsWith("\"value\": 8,", "\"value\": 8.5,"),
                          Code::NotWhole, 22},
        // A collective cannot move fewer bytes through memory than it sends.
        ServingHostileRow{
            "memory_factor_below_one",
            defaultsWith(R"("value": 3, "unit": "ratio")", R"("value": 0.5, "unit": "ratio")"),
            Code::OutOfRange, 28}),
    [](const auto &info) { return info.param.name; });

// The file above, unchanged, is read whole.
TEST(EfficiencyDefaultsFile, ReadsEveryFigure)
{
    EfficiencyDefaults d;
    const EfficiencyDefaults::Result r = EfficiencyDefaults::parse(defaultsWith({}, {}), d);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(d.figures.size(), 29u);
    EXPECT_DOUBLE_EQ(d.bandwidthEfficiency, 0.86);
    EXPECT_DOUBLE_EQ(d.collectiveMemoryFactor, 3.0);
    EXPECT_DOUBLE_EQ(d.fp8CastBytesPerNumber, 4.0);
    EXPECT_DOUBLE_EQ(d.attentionTritonRelativeSpeed, 0.5);
    ASSERT_EQ(d.gemmShare16CeilingByPeak.size(), 2u);
    EXPECT_DOUBLE_EQ(d.gemmShare16CeilingByPeak[1].second, 0.694);
    EXPECT_EQ(d.gemmShare16.size(), 2u);
    EXPECT_DOUBLE_EQ(d.cardLink.alphaUs, 35.0);
    // The NVLink generations: their own α where given, else the card link's; the card link's
    // reachable share; the switch's reduction where given.
    EXPECT_DOUBLE_EQ(d.cardLinkNamed("NVLink 3").alphaUs, 44.3);
    EXPECT_DOUBLE_EQ(d.cardLinkNamed("NVLink 3").switchReductionEfficiency, 0.0);
    EXPECT_DOUBLE_EQ(d.cardLinkNamed("NVLink 4").alphaUs, 32.7);
    EXPECT_DOUBLE_EQ(d.cardLinkNamed("NVLink 4").busEfficiency, 0.8);
    EXPECT_DOUBLE_EQ(d.cardLinkNamed("NVLink 4").switchReductionEfficiency, 0.686);
    EXPECT_DOUBLE_EQ(d.cardLinkNamed("NVLink 5").alphaUs, 35.0);
    EXPECT_DOUBLE_EQ(d.cardLinkNamed("NVLink 5").switchReductionEfficiency, 0.599);
    EXPECT_DOUBLE_EQ(d.cardLinkNamed("Infinity Fabric").alphaUs, 35.0);
    EXPECT_DOUBLE_EQ(d.switchReductionAlphaFactor, 1.667);
    EXPECT_EQ(d.cardsPerServer, 8);
}

} // namespace
} // namespace blab::core
