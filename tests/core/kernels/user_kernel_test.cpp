// SPDX-License-Identifier: GPL-3.0-or-later

// report --kernel's spec: what it takes, and every way it is refused with the key named.

#include "catalog/precision.h"
#include "kernels/user_kernel.h"

#include <gtest/gtest.h>
#include <string>

namespace blab::core {
namespace {

TEST(UserKernel, ReadsEveryKey)
{
    UserKernel k;
    std::string problem;
    ASSERT_TRUE(UserKernel::parse("name=my gemm,flops=1.374e11,bytes=100663296,seconds=0.0002,"
                                  "device=h100_sxm,precision=bf16",
                                  k, problem))
        << problem;
    EXPECT_EQ(k.name, "my gemm");
    EXPECT_EQ(k.flops, 1.374e11);
    EXPECT_EQ(k.bytes, 100663296.0);
    EXPECT_EQ(k.seconds, 0.0002);
    EXPECT_EQ(k.device, "h100_sxm");
    EXPECT_EQ(k.precision, "bf16");
}

TEST(UserKernel, TakesGflopsInPlaceOfSecondsAndDefaultsToThisCpu)
{
    UserKernel k;
    std::string problem;
    ASSERT_TRUE(UserKernel::parse("flops=2e9,bytes=1e9,gflops=40,name=layer norm", k, problem))
        << problem;
    // 2 × 10⁹ FLOPs at 40 GFLOPS take 0.05 s.
    EXPECT_DOUBLE_EQ(k.seconds, 0.05);
    EXPECT_EQ(k.device, "this_cpu");
    EXPECT_EQ(k.precision, "fp32");
}

TEST(UserKernel, ItsSpecReadsBack)
{
    UserKernel k, again;
    std::string problem;
    ASSERT_TRUE(
        UserKernel::parse("name=x,flops=1.5,bytes=3,seconds=1e-9,precision=fp64", k, problem));
    ASSERT_TRUE(UserKernel::parse(k.spec(), again, problem)) << problem << " " << k.spec();
    EXPECT_EQ(again.spec(), k.spec());
    EXPECT_EQ(again.bytes, k.bytes);
    EXPECT_EQ(again.precision, "fp64");
    // On a device every precision a catalog peak can be given for reads back.
    for (const KernelPrecision p : KernelPrecisions::kAll) {
        const std::string spec = std::string("name=x,flops=2,bytes=3,seconds=1,device=h200_sxm,"
                                             "precision=") +
                                 KernelPrecisions::id(p);
        ASSERT_TRUE(UserKernel::parse(spec, k, problem)) << spec << ": " << problem;
        EXPECT_EQ(k.spec(), spec);
    }
}

struct BadSpec
{
    std::string name;
    std::string spec;
    std::string says;
};

class HostileKernelSpecs : public testing::TestWithParam<BadSpec>
{
};

TEST_P(HostileKernelSpecs, AreRefusedNamingTheKey)
{
    UserKernel k;
    std::string problem;
    EXPECT_FALSE(UserKernel::parse(GetParam().spec, k, problem));
    EXPECT_NE(problem.find(GetParam().says), std::string::npos) << problem;
    EXPECT_EQ(problem.find('\n'), std::string::npos);
}

const std::string kRest = ",flops=1e9,bytes=1e9,seconds=1";

INSTANTIATE_TEST_SUITE_P(
    Specs, HostileKernelSpecs,
    testing::Values(
        BadSpec{"empty", "", "key=value"},
        BadSpec{"comma_in_name", "name=a,b" + kRest, "key=value"},
        BadSpec{"equals_in_name", "name=a=b" + kRest, "one '='"},
        BadSpec{"empty_name", "name=" + kRest, "name must be 1 to 60"},
        BadSpec{"long_name", "name=" + std::string(61, 'x') + kRest, "name must be 1 to 60"},
        BadSpec{"control_in_name", "name=a\tb" + kRest, "printable"},
        BadSpec{"no_name", "flops=1e9,bytes=1e9,seconds=1", "name is missing"},
        BadSpec{"no_bytes", "name=x,flops=1e9,seconds=1", "bytes is missing"},
        BadSpec{"both_times", "name=x" + kRest + ",gflops=3", "one of the two"},
        BadSpec{"no_time", "name=x,flops=1e9,bytes=1e9", "one of the two"},
        BadSpec{"zero_flops", "name=x,flops=0,bytes=1e9,seconds=1", "flops must be a number"},
        BadSpec{"subnormal_flops", "name=x,flops=5e-324,bytes=1,gflops=1e9", "flops must be"},
        BadSpec{"too_short", "name=x,flops=1,bytes=1,seconds=1e-300", "seconds must be"},
        // 1 FLOP at 10⁹ GFLOPS would take 10⁻¹⁸ s.
        BadSpec{"faster_than_a_nanosecond", "name=x,flops=1,bytes=1,gflops=1e9", "less than 1 ns"},
        BadSpec{"negative_seconds", "name=x,flops=1,bytes=1,seconds=-1", "seconds must be"},
        BadSpec{"decimal_comma", "name=x,flops=1,bytes=1,seconds=2,5", "got '5'"},
        BadSpec{"nan", "name=x,flops=nan,bytes=1,seconds=1", "flops must be"},
        BadSpec{"hex", "name=x,flops=0x10,bytes=1,seconds=1", "flops must be"},
        BadSpec{"huge", "name=x,flops=1e22,bytes=1,seconds=1", "to 1e+21"},
        BadSpec{"twice", "name=x,name=y,flops=1,bytes=1,seconds=1", "'name' is given twice"},
        BadSpec{"unknown_key", "name=x" + kRest + ",colour=red", "unknown key 'colour'"},
        BadSpec{"bad_precision", "name=x" + kRest + ",precision=fp2", "precision must be"},
        BadSpec{"bf16_on_this_cpu", "name=x" + kRest + ",precision=bf16", "on this CPU"},
        BadSpec{"fp16_vector_on_this_cpu", "name=x" + kRest + ",precision=fp16_vector",
                "on this CPU"},
        BadSpec{"trailing_comma", "name=x" + kRest + ",", "key=value"}),
    [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::core
