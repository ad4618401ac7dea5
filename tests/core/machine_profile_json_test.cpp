// The machine profile as the window keeps it in its settings: what toJson() writes reads back,
// and a damaged or edited entry gives no profile rather than a wrong one.

#include "measure/machine_profiler.h"

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

} // namespace
} // namespace blab::core
