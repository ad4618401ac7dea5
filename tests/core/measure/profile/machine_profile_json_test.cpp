// SPDX-License-Identifier: GPL-3.0-or-later

// The machine profile as the window keeps it in its settings: what toJson() writes reads back,
// and a damaged or edited entry gives no profile rather than a wrong one.

#include "measure/profile/machine_profiler.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

MachineProfile sampleProfile()
{
    MachineProfile p;
    p.threads = 2;
    p.isa = "AVX-512";
    p.openblasCore = "SkylakeX";
    p.openblasInstalledCore = "Prescott";
    p.openblasCoreOrigin = "advised";
    p.peakGflops1 = 170;
    p.peakGflops = 340;
    p.stream.threads = 2;
    p.stream.elements = 50000000;
    p.stream.triadGBs = 26.25;
    p.stream.verified = true;
    p.stream1.triadGBs = 13;
    p.sgemmGflops = 64;
    p.sweep = {{64, 30}, {128, 50}};
    p.kernels = {{"vector_add", 0, 1e8, 12e8, 0.5}, {"multiply_add", 4, 8e8, 8e8, 0.02}};
    p.warnings = {"sgemm_above_peak"};
    p.cpuModel = "Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz";
    p.measuredAt = "2026-01-02T03:04:05Z";
    p.peakGflopsFp64 = 170;
    p.dgemmGflops = 30.5;
    p.kernels[0].workingSetBytes = 4e8;
    p.kernels[1].workingSetBytes = 32768;
    p.bandwidthSweep = {{4096, 380, 190, 250, 125.5},
                        {1048576, 150, 80, 100, 60},
                        {1073741824, 20, 11, 22.5, 12.25}};
    p.bandwidthVerified = true;
    MemoryLevel l1;
    l1.name = "L1";
    l1.sizeBytes = 49152;
    l1.holdsBytes = 98304;
    l1.holdsBytes1 = 49152;
    l1.gbs = 400;
    l1.gbs1 = 200;
    l1.points = 3;
    MemoryLevel l2 = l1;
    l2.name = "L2";
    l2.sizeBytes = 1310720;
    l2.sizeInferred = true;
    l2.holdsBytes = 2621440;
    l2.holdsBytes1 = 1310720;
    l2.gbs = 150.25;
    l2.gbs1 = 80;
    MemoryLevel dram;
    dram.name = "DRAM";
    dram.gbs = 20;
    dram.gbs1 = 11;
    dram.points = 2;
    p.levels = {l1, l2, dram};
    return p;
}

TEST(MachineProfileJson, ReadsBackWhatItWrote)
{
    const MachineProfile p = sampleProfile();
    const auto back = MachineProfile::fromJson(p.toJson());
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->threads, 2);
    EXPECT_EQ(back->isa, "AVX-512");
    EXPECT_EQ(back->openblasCore, "SkylakeX");
    EXPECT_EQ(back->openblasInstalledCore, std::optional<std::string>("Prescott"));
    EXPECT_EQ(back->openblasCoreOrigin, "advised");
    EXPECT_EQ(back->peakGflops, 340);
    EXPECT_EQ(back->peakGflops1, 170);
    EXPECT_EQ(back->stream.elements, 50000000u);
    EXPECT_EQ(back->stream.triadGBs, 26.25);
    EXPECT_TRUE(back->stream.verified);
    EXPECT_EQ(back->stream1.triadGBs, 13);
    EXPECT_EQ(back->sgemmGflops, 64);
    ASSERT_EQ(back->sweep.size(), 2u);
    EXPECT_EQ(back->sweep[1].n, 128);
    ASSERT_EQ(back->kernels.size(), 2u);
    EXPECT_EQ(back->kernels[1].name, "multiply_add");
    EXPECT_EQ(back->kernels[1].k, 4);
    EXPECT_NEAR(back->kernels[1].gflops(), 40.0, 1e-9);
}

// The figures the memory hierarchy added: each must come back exactly (JSON carries every
// digit), or the roofline of a reopened profile would differ from the measured one.
TEST(MachineProfileJson, ReadsBackTheHierarchy)
{
    const MachineProfile p = sampleProfile();
    const auto back = MachineProfile::fromJson(p.toJson());
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->cpuModel, p.cpuModel);
    EXPECT_EQ(back->measuredAt, p.measuredAt);
    EXPECT_EQ(back->peakGflopsFp64, 170);
    EXPECT_EQ(back->dgemmGflops, 30.5);
    EXPECT_TRUE(back->bandwidthVerified);
    ASSERT_EQ(back->kernels.size(), 2u);
    EXPECT_EQ(back->kernels[0].workingSetBytes, 4e8);
    EXPECT_EQ(back->kernels[1].workingSetBytes, 32768);
    ASSERT_EQ(back->bandwidthSweep.size(), p.bandwidthSweep.size());
    for (std::size_t i = 0; i < p.bandwidthSweep.size(); ++i) {
        EXPECT_EQ(back->bandwidthSweep[i].bytes, p.bandwidthSweep[i].bytes) << i;
        EXPECT_EQ(back->bandwidthSweep[i].gbs, p.bandwidthSweep[i].gbs) << i;
        EXPECT_EQ(back->bandwidthSweep[i].gbs1, p.bandwidthSweep[i].gbs1) << i;
        EXPECT_EQ(back->bandwidthSweep[i].triadGbs, p.bandwidthSweep[i].triadGbs) << i;
        EXPECT_EQ(back->bandwidthSweep[i].triadGbs1, p.bandwidthSweep[i].triadGbs1) << i;
    }
    ASSERT_EQ(back->levels.size(), p.levels.size());
    for (std::size_t i = 0; i < p.levels.size(); ++i) {
        const MemoryLevel &want = p.levels[i];
        const MemoryLevel &got = back->levels[i];
        EXPECT_EQ(got.name, want.name) << i;
        EXPECT_EQ(got.sizeBytes, want.sizeBytes) << want.name;
        EXPECT_EQ(got.sizeInferred, want.sizeInferred) << want.name;
        EXPECT_EQ(got.holdsBytes, want.holdsBytes) << want.name;
        EXPECT_EQ(got.holdsBytes1, want.holdsBytes1) << want.name;
        EXPECT_EQ(got.gbs, want.gbs) << want.name;
        EXPECT_EQ(got.gbs1, want.gbs1) << want.name;
        EXPECT_EQ(got.points, want.points) << want.name;
    }
}

struct GoodJson
{
    const char *name;
    const char *json;
    int threads;
    double triadGBs;
};

class ProfileJsonGood : public testing::TestWithParam<GoodJson>
{
};

// The smallest profile the roofline can draw, and what the window's first reader (Qt's) made of
// members of another type: 0, false or empty, which the checks then judge.
TEST_P(ProfileJsonGood, IsRead)
{
    const auto p = MachineProfile::fromJson(GetParam().json);
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->threads, GetParam().threads);
    EXPECT_EQ(p->stream.triadGBs, GetParam().triadGBs);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ProfileJsonGood,
    testing::Values(GoodJson{"smallest",
                             "{\"threads\":2,\"peak_gflops\":100,\"stream\":{\"triad\":20}}", 2,
                             20},
                    GoodJson{"whole_double",
                             "{\"threads\":4.0,\"peak_gflops\":1e2,\"stream\":{\"triad\":2.5}}", 4,
                             2.5},
                    GoodJson{"isa_of_another_type",
                             "{\"threads\":1,\"isa\":7,\"peak_gflops\":9,\"stream\":{\"triad\":1},"
                             "\"sweep\":{},\"kernels\":null}",
                             1, 1}),
    [](const auto &info) { return std::string(info.param.name); });

struct BadJson
{
    const char *name;
    std::string json;
};

class ProfileJsonBad : public testing::TestWithParam<BadJson>
{
};

TEST_P(ProfileJsonBad, IsDropped)
{
    EXPECT_FALSE(MachineProfile::fromJson(GetParam().json).has_value());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ProfileJsonBad,
    testing::Values(
        BadJson{"empty", ""}, BadJson{"truncated", "{\"threads\": 2, \"peak"},
        BadJson{"array", "[1,2,3]"}, BadJson{"binary", "\x01\x02\xff\xfe"},
        BadJson{"no_peak", "{\"threads\":2,\"stream\":{\"triad\":20}}"},
        BadJson{"negative_triad", "{\"threads\":2,\"peak_gflops\":100,\"stream\":{\"triad\":-1}}"},
        BadJson{"cancelled", "{\"threads\":2,\"peak_gflops\":100,"
                             "\"stream\":{\"triad\":20},\"cancelled\":true}"},
        BadJson{"bad_kernel", "{\"threads\":2,\"peak_gflops\":100,\"stream\":"
                              "{\"triad\":20},\"kernels\":[{\"flops\":0}]}"},
        // Found by fuzz_profile_json: an element count past size_t was converted.
        BadJson{"huge_elements", "{\"threads\":2,\"peak_gflops\":100,\"stream\":"
                                 "{\"triad\":20,\"elements\":1.3e131}}"},
        BadJson{"negative_elements", "{\"threads\":2,\"peak_gflops\":100,"
                                     "\"stream\":{\"triad\":20,\"elements\":-1}}"},
        BadJson{"fractional_threads",
                "{\"threads\":2.5,\"peak_gflops\":100,\"stream\":{\"triad\":20}}"},
        BadJson{"duplicate_key", "{\"threads\":2,\"peak_gflops\":100,\"peak_gflops\":"
                                 "100,\"stream\":{\"triad\":20}}"},
        BadJson{"nul_after_the_end", std::string("{\"threads\":2,\"peak_gflops\":100,\"stream\":"
                                                 "{\"triad\":20}}\0",
                                                 54)}),
    [](const auto &info) { return std::string(info.param.name); });

// A profile over several lines, as a person editing one would write it: line 1 opens it, lines
// 2 to 4 hold what every profile needs, and the row's own text starts on line 5.
std::string profileWith(const std::string &rest)
{
    return "{\n\"threads\": 2,\n\"peak_gflops\": 100,\n\"stream\": {\"triad\": 20}" +
           (rest.empty() ? std::string() : ",\n" + rest) + "\n}";
}

const std::string kL1 =
    R"({"name": "L1", "size_bytes": 32768, "bandwidth_gbs": 400, "bandwidth_gbs_1thread": 200})";
const std::string kDram = R"({"name": "DRAM", "bandwidth_gbs": 20, "bandwidth_gbs_1thread": 10})";

// Levels on lines 6, 7 ... after "levels": [ on line 5.
std::string levels(const std::string &first, const std::string &second)
{
    return profileWith("\"levels\": [\n" + first + ",\n" + second + "]");
}

std::string levelWith(const std::string &name, const std::string &extra)
{
    return R"({"name": ")" + name + R"(", "size_bytes": 1048576, "bandwidth_gbs_1thread": 50, )" +
           extra + "}";
}

struct Refusal
{
    const char *name;
    std::string json;
    ProfileReadError::Code code;
    int line;
    const char *field;
};

class ProfileJsonRefusal : public testing::TestWithParam<Refusal>
{
};

// Each refusal says where and why: the line of the offending value (of its object where the
// value is missing) and the field, which the command line prints as "line N: field ...".
TEST_P(ProfileJsonRefusal, NamesTheLineAndTheField)
{
    const Refusal &row = GetParam();
    ProfileReadError error;
    EXPECT_FALSE(MachineProfile::fromJson(row.json, &error).has_value());
    EXPECT_EQ(error.code, row.code);
    EXPECT_EQ(error.line, row.line);
    EXPECT_EQ(error.field, row.field);
    EXPECT_EQ(error.english().rfind("line " + std::to_string(row.line) + ": ", 0), 0u)
        << error.english();
    EXPECT_EQ(error.english().find('\n'), std::string::npos) << error.english();
}

using Code = ProfileReadError::Code;

INSTANTIATE_TEST_SUITE_P(
    Cases, ProfileJsonRefusal,
    testing::Values(
        Refusal{"level_negative_bandwidth",
                levels(levelWith("L1", R"("bandwidth_gbs": -5)"), kDram), Code::BadValue, 6,
                "levels[0].bandwidth_gbs"},
        Refusal{"level_bandwidth_string",
                levels(levelWith("L1", R"("bandwidth_gbs": "400")"), kDram), Code::BadValue, 6,
                "levels[0].bandwidth_gbs"},
        Refusal{"level_bandwidth_huge", levels(levelWith("L1", R"("bandwidth_gbs": 1e300)"), kDram),
                Code::BadValue, 6, "levels[0].bandwidth_gbs"},
        // Past double's range: JSON has no NaN or infinity, and the parser refuses to make one.
        Refusal{"level_bandwidth_past_double",
                levels(levelWith("L1", R"("bandwidth_gbs": 1e999)"), kDram), Code::Json, 6, ""},
        Refusal{"level_one_thread_zero",
                levels(kL1, R"({"name": "DRAM", "bandwidth_gbs": 20, "bandwidth_gbs_1thread": 0})"),
                Code::BadValue, 7, "levels[1].bandwidth_gbs_1thread"},
        Refusal{"level_named_l9", levels(levelWith("L9", R"("bandwidth_gbs": 100)"), kDram),
                Code::BadLevelName, 6, "levels[0].name"},
        Refusal{"level_name_a_number",
                levels(R"({"name": 1, "bandwidth_gbs": 100, "bandwidth_gbs_1thread": 50})", kDram),
                Code::BadLevelName, 6, "levels[0].name"},
        Refusal{"no_dram", profileWith("\"levels\": [\n" + kL1 + "]"), Code::NoDram, 5, "levels"},
        Refusal{"dram_not_last", levels(kDram, kL1), Code::BadLevelName, 6, "levels[0].name"},
        Refusal{"l1_twice", levels(kL1, kL1), Code::BadLevelName, 7, "levels[1].name"},
        Refusal{"l2_before_l1", levels(levelWith("L2", R"("bandwidth_gbs": 100)"), kL1),
                Code::BadLevelName, 7, "levels[1].name"},
        Refusal{
            "cache_without_size",
            levels(R"({"name": "L2", "bandwidth_gbs": 100, "bandwidth_gbs_1thread": 50})", kDram),
            Code::BadValue, 6, "levels[0].size_bytes"},
        Refusal{"holds_not_increasing",
                levels(levelWith("L1", R"("bandwidth_gbs": 400, "holds_bytes": 65536)"),
                       levelWith("L2", R"("bandwidth_gbs": 100, "holds_bytes": 32768)")),
                Code::OutOfOrder, 7, "levels[1].holds_bytes"},
        Refusal{"holds_negative",
                levels(levelWith("L1", R"("bandwidth_gbs": 400, "holds_bytes": -1)"), kDram),
                Code::BadValue, 6, "levels[0].holds_bytes"},
        // Inputs fuzz_profile_json fails on: less than a byte became a cache of 0 bytes, which
        // holds everything, and a sweep point of 0 bytes.
        Refusal{
            "level_size_half_a_byte",
            levels(
                R"({"name": "L1", "size_bytes": 0.5, "bandwidth_gbs": 400, "bandwidth_gbs_1thread": 200})",
                kDram),
            Code::BadValue, 6, "levels[0].size_bytes"},
        Refusal{"level_holds_half_a_byte",
                levels(levelWith("L1", R"("bandwidth_gbs": 400, "holds_bytes": 0.5)"), kDram),
                Code::BadValue, 6, "levels[0].holds_bytes"},
        Refusal{"sweep_half_a_byte",
                profileWith("\"bandwidth_sweep\": [\n"
                            R"({"bytes": 0.5, "gbs": 300, "gbs_1thread": 150}])"),
                Code::BelowMinimum, 6, "bandwidth_sweep[0].bytes"},
        Refusal{"levels_not_a_list", profileWith(R"("levels": {"name": "L1"})"), Code::BadValue, 5,
                "levels"},
        Refusal{"levels_null", profileWith(R"("levels": null)"), Code::BadValue, 5, "levels"},
        Refusal{"sweep_bytes_not_increasing",
                profileWith("\"bandwidth_sweep\": [\n"
                            R"({"bytes": 4096, "gbs": 300, "gbs_1thread": 150},)"
                            "\n"
                            R"({"bytes": 4096, "gbs": 290, "gbs_1thread": 140}])"),
                Code::OutOfOrder, 7, "bandwidth_sweep[1].bytes"},
        Refusal{"sweep_gbs_zero",
                profileWith("\"bandwidth_sweep\": [\n"
                            R"({"bytes": 4096, "gbs": 0, "gbs_1thread": 150}])"),
                Code::BadValue, 6, "bandwidth_sweep[0].gbs"},
        Refusal{"sweep_not_a_list", profileWith(R"("bandwidth_sweep": "fast")"), Code::BadValue, 5,
                "bandwidth_sweep"},
        Refusal{"sweep_triad_negative",
                profileWith("\"bandwidth_sweep\": [\n"
                            R"({"bytes": 4096, "gbs": 300, "gbs_1thread": 150, "triad_gbs": -2}])"),
                Code::BadValue, 6, "bandwidth_sweep[0].triad_gbs"},
        Refusal{"sweep_triad_1thread_text",
                profileWith("\"bandwidth_sweep\": [\n"
                            R"({"bytes": 4096, "gbs": 300, "gbs_1thread": 150, "triad_gbs": 200,)"
                            "\n"
                            R"("triad_gbs_1thread": "fast"}])"),
                Code::BadValue, 7, "bandwidth_sweep[0].triad_gbs_1thread"},
        Refusal{"fp64_negative", profileWith(R"("peak_gflops_fp64": -1)"), Code::BadValue, 5,
                "peak_gflops_fp64"},
        Refusal{"fp64_string", profileWith(R"("peak_gflops_fp64": "170")"), Code::BadValue, 5,
                "peak_gflops_fp64"},
        Refusal{"dgemm_huge", profileWith(R"("dgemm_gflops": 1e13)"), Code::BadValue, 5,
                "dgemm_gflops"},
        Refusal{"others_share_above_one", profileWith(R"("others_cpu_share": 1.5)"), Code::BadValue,
                5, "others_cpu_share"},
        Refusal{
            "working_set_negative",
            profileWith(
                "\"kernels\": [\n"
                R"({"name": "vector_add", "flops": 1, "bytes": 12, "gflops": 2, "working_set_bytes": -1}])"),
            Code::BadValue, 6, "kernels[0].working_set_bytes"},
        Refusal{"cancelled", profileWith(R"("cancelled": true)"), Code::Cancelled, 5, "cancelled"},
        Refusal{"missing_peak", "{\n\"threads\": 2,\n\"stream\": {\"triad\": 20}\n}",
                Code::NoMeasurement, 1, "peak_gflops"},
        Refusal{"peak_a_string",
                "{\n\"threads\": 2,\n\"peak_gflops\": \"100\",\n\"stream\": {\"triad\": 20}\n}",
                Code::NoMeasurement, 3, "peak_gflops"},
        Refusal{"peak_huge",
                "{\n\"threads\": 2,\n\"peak_gflops\": 1e300,\n\"stream\": {\"triad\": 20}\n}",
                Code::NoMeasurement, 3, "peak_gflops"},
        Refusal{"no_threads", "{\n\"peak_gflops\": 100,\n\"stream\": {\"triad\": 20}\n}",
                Code::NoMeasurement, 1, "threads"},
        // Positive but less than any measurement gives (1 MFLOPS or 1 MB/s; one FLOP or byte):
        // 1e-320 GFLOPS printed as "inf × 10⁻³²³" once divided into.
        Refusal{"peak_denormal",
                "{\n\"threads\": 2,\n\"peak_gflops\": 1e-320,\n\"stream\": {\"triad\": 20}\n}",
                Code::BelowMinimum, 3, "peak_gflops"},
        Refusal{"triad_tiny",
                "{\n\"threads\": 2,\n\"peak_gflops\": 100,\n\"stream\": {\"triad\": 1e-9}\n}",
                Code::BelowMinimum, 4, "stream.triad"},
        Refusal{"level_bandwidth_tiny", levels(levelWith("L1", R"("bandwidth_gbs": 1e-7)"), kDram),
                Code::BelowMinimum, 6, "levels[0].bandwidth_gbs"},
        Refusal{"fp64_tiny", profileWith(R"("peak_gflops_fp64": 1e-300)"), Code::BelowMinimum, 5,
                "peak_gflops_fp64"},
        Refusal{"kernel_half_a_byte",
                profileWith("\"kernels\": [\n"
                            R"({"name": "vector_add", "flops": 1, "bytes": 0.5, "gflops": 2}])"),
                Code::BelowMinimum, 6, "kernels[0].bytes"},
        Refusal{
            "sweep_triad_tiny",
            profileWith("\"bandwidth_sweep\": [\n"
                        R"({"bytes": 4096, "gbs": 300, "gbs_1thread": 150, "triad_gbs": 1e-4}])"),
            Code::BelowMinimum, 6, "bandwidth_sweep[0].triad_gbs"},
        Refusal{"not_json", "{\n\"threads\": 2,\n\"peak_gflops\": 100,,\n}", Code::Json, 3, ""},
        Refusal{"not_an_object", "[\n1\n]", Code::NotAProfile, 1, ""}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::core
