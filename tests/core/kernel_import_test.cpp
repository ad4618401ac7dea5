// SPDX-License-Identifier: GPL-3.0-or-later

// Profilers' files read into kernels: the samples in data/kernels (written from Nsight
// Compute's and likwid's documentation and source, see its README) give the figures worked out
// by hand there, and every malformed file is refused with its line and its reason.

#include "catalog/device_catalog.h"
#include "catalog/device_names.h"
#include "io/csv_reader.h"
#include "model/kernel_import.h"
#include "model/ncu_reader.h"

#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <string>

namespace blab::core {
namespace {

std::string sample(const char *name)
{
    std::ifstream in(std::string(BLAB_TEST_DATA_DIR) + "/kernels/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(KernelImport, ReadsNsightComputesRawPageLaunchByLaunch)
{
    ImportedKernels k = KernelImport::read(sample("ncu_raw_h100.csv"));
    ASSERT_TRUE(k.ok()) << k.line << " " << k.detail;
    EXPECT_EQ(k.format, ImportedKernels::Format::Ncu);
    EXPECT_EQ(k.deviceName, "NVIDIA H100 80GB HBM3");
    EXPECT_EQ(KernelImport::deviceFor(k, "AMD EPYC 9654 96-Core Processor"), "h100_sxm");
    ASSERT_EQ(k.kernels.size(), 5u);
    // 2 · 68,736,253,952 FFMA + 16,777,216 FMUL; read + written DRAM bytes; ns.
    EXPECT_EQ(k.kernels[0].name, "sgemm_tiled #0");
    EXPECT_EQ(k.kernels[0].flops, 137489285120.0);
    EXPECT_EQ(k.kernels[0].bytes, 402710528.0 + 67141632.0);
    EXPECT_DOUBLE_EQ(k.kernels[0].seconds, 4712896e-9);
    EXPECT_EQ(k.kernels[0].precision, "fp32");
    EXPECT_EQ(k.kernels[1].name, "vector_add_f32 #2");
    EXPECT_EQ(k.kernels[1].flops, 268435456.0);
    EXPECT_EQ(k.kernels[2].precision, "fp64");
    EXPECT_EQ(k.kernels[2].flops, 1073741824.0);
    EXPECT_EQ(k.kernels[3].flops, 167772160.0);
    EXPECT_EQ(k.kernels[4].flops, 268435456.0);
    ASSERT_EQ(k.skipped.size(), 1u);
    EXPECT_EQ(k.skipped[0].name, "hgemm_simt_h2 #1");
    EXPECT_EQ(k.skipped[0].reason, SkipReason::HalfPrecision);
    // On the H100 the FP64 stencil has no roof and is left out; every spec reads back.
    KernelImport::assign(k, "h100_sxm");
    ASSERT_TRUE(k.ok());
    EXPECT_EQ(k.kernels.size(), 4u);
    EXPECT_EQ(k.skipped.back().reason, SkipReason::NoFp64Peak);
    for (const UserKernel &u : k.kernels) {
        UserKernel back;
        std::string why;
        EXPECT_TRUE(UserKernel::parse(u.spec(), back, why)) << why;
        EXPECT_EQ(back.spec(), u.spec());
    }
}

TEST(KernelImport, ReadsLikwidsMetricTablesForTheRunAndForEachRegion)
{
    ImportedKernels run = KernelImport::read(sample("likwid_mem_dp_icx.csv"));
    ASSERT_TRUE(run.ok()) << run.line << " " << run.detail;
    EXPECT_EQ(run.format, ImportedKernels::Format::Likwid);
    EXPECT_EQ(run.deviceName, "Intel(R) Xeon(R) Platinum 8360Y CPU @ 2.40GHz");
    // Not in the table, and this machine only when its CPU is that one.
    EXPECT_EQ(KernelImport::deviceFor(run, "AMD EPYC 9654 96-Core Processor"), "");
    EXPECT_EQ(KernelImport::deviceFor(run, "Intel(R)  Xeon(R) Platinum 8360Y CPU @ 2.40GHz "),
              "this_cpu");
    ASSERT_EQ(run.kernels.size(), 1u);
    const UserKernel &k = run.kernels[0];
    EXPECT_EQ(k.name, "MEM_DP");
    EXPECT_EQ(k.precision, "fp64");
    // (771.7997 + 771.7993) MFLOP/s × 2.5913 s; 70.0206 GB; the longer thread's runtime.
    EXPECT_DOUBLE_EQ(k.flops, (771.7997 + 771.7993) * 1e6 * 2.5913);
    EXPECT_DOUBLE_EQ(k.bytes, 70.0206e9);
    EXPECT_EQ(k.seconds, 2.5913);
    // The counters give 8 · 2 · 2.5 × 10⁸ FP64 operations of 512-bit vectors: within rounding.
    EXPECT_NEAR(k.flops, 4e9, 4e9 * 1e-4);

    const ImportedKernels regions = KernelImport::read(sample("likwid_mem_sp_regions.csv"));
    ASSERT_TRUE(regions.ok()) << regions.line << " " << regions.detail;
    ASSERT_EQ(regions.kernels.size(), 2u);
    EXPECT_EQ(regions.kernels[0].name, "triad");
    EXPECT_EQ(regions.kernels[1].name, "matmul");
    EXPECT_EQ(regions.kernels[1].precision, "fp32");
    EXPECT_EQ(regions.kernels[1].seconds, 0.6958);
    EXPECT_DOUBLE_EQ(regions.kernels[0].bytes, 16.0487e9);
}

// One malformed file: its text, the problem, the line and the detail.
struct HostileFile
{
    const char *name;
    std::string text;
    ImportProblem problem;
    int line;
    std::string detail;
};

const std::string kFfma = "smsp__sass_thread_inst_executed_op_ffma_pred_on.sum";
// A raw page with every column the reader needs: the SASS counters after the four the tests vary.
const std::string kSassColumns = ",\"sm__inst_executed_pipe_tensor.sum\""
                                 ",\"smsp__sass_thread_inst_executed_op_fadd_pred_on.sum\""
                                 ",\"smsp__sass_thread_inst_executed_op_fmul_pred_on.sum\""
                                 ",\"smsp__sass_thread_inst_executed_op_dadd_pred_on.sum\""
                                 ",\"smsp__sass_thread_inst_executed_op_dmul_pred_on.sum\""
                                 ",\"smsp__sass_thread_inst_executed_op_dfma_pred_on.sum\""
                                 ",\"smsp__sass_thread_inst_executed_op_hadd_pred_on.sum\""
                                 ",\"smsp__sass_thread_inst_executed_op_hmul_pred_on.sum\""
                                 ",\"smsp__sass_thread_inst_executed_op_hfma_pred_on.sum\"";
const std::string kZeros = ",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\"";
const std::string kHeader =
    "\"ID\",\"Kernel Name\",\"device__attribute_display_name\",\"dram__bytes.sum\","
    "\"gpu__time_duration.sum\",\"smsp__sass_thread_inst_executed_op_ffma_pred_on.sum\"" +
    kSassColumns + "\n";
const std::string kUnits = "\"\",\"\",\"\",\"byte\",\"ns\",\"inst\",\"inst\",\"inst\","
                           "\"inst\",\"inst\",\"inst\",\"inst\",\"inst\",\"inst\",\"inst\"\n";

// The units row with the time's unit replaced.
std::string unitsWith(const std::string &timeUnit)
{
    std::string units = kUnits;
    return units.replace(units.find("\"ns\""), 4, "\"" + timeUnit + "\"");
}

std::string launch(const std::string &bytes, const std::string &time, const std::string &ffma,
                   const std::string &device = "NVIDIA H100 80GB HBM3")
{
    return "\"0\",\"k\",\"" + device + "\",\"" + bytes + "\",\"" + time + "\",\"" + ffma + "\"" +
           kZeros + "\n";
}

class Hostile : public testing::TestWithParam<HostileFile>
{
};

TEST_P(Hostile, IsRefusedWithItsLineAndReason)
{
    const ImportedKernels k = KernelImport::read(GetParam().text);
    EXPECT_EQ(k.problem, GetParam().problem);
    EXPECT_EQ(k.line, GetParam().line);
    EXPECT_EQ(k.detail, GetParam().detail);
}

INSTANTIATE_TEST_SUITE_P(
    Files, Hostile,
    testing::Values(
        HostileFile{"empty", "", ImportProblem::NotAProfilerFile, 0, ""},
        HostileFile{"json", "{\"format\": 1}\n", ImportProblem::NotAProfilerFile, 0, ""},
        // The profiled program's output before ncu's header is skipped; the lines still count.
        HostileFile{"unclosed_quote", "==PROF== Connected\n" + kHeader + kUnits + "\"0\",\"k\n",
                    ImportProblem::BadCsv, 4, "a quoted field is not closed"},
        HostileFile{"no_units_row", kHeader + launch("1", "1", "1"), ImportProblem::NoUnitsRow, 2,
                    ""},
        HostileFile{"no_time_column",
                    "\"ID\",\"Kernel Name\",\"dram__bytes.sum\",\"" + kFfma + "\"" + kSassColumns +
                        "\n",
                    ImportProblem::MissingColumn, 1, "gpu__time_duration.sum"},
        HostileFile{"no_bytes_column",
                    "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\",\"" + kFfma + "\"" +
                        kSassColumns + "\n",
                    ImportProblem::MissingColumn, 1, "dram__bytes.sum"},
        // Without the tensor column a tensor-core launch would pass for one without.
        HostileFile{"no_tensor_column",
                    "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\",\"dram__bytes.sum\"\n",
                    ImportProblem::MissingColumn, 1, "sm__inst_executed_pipe_tensor.sum"},
        HostileFile{"short_row", kHeader + kUnits + "\"0\",\"k\"\n", ImportProblem::BadCsv, 3,
                    "2 fields, the header has 15"},
        HostileFile{"decimal_comma", kHeader + kUnits + launch("65,77", "1", "1"),
                    ImportProblem::BadNumber, 3, "65,77"},
        HostileFile{"dot_groups", kHeader + kUnits + launch("27.595.520", "1", "1"),
                    ImportProblem::BadNumber, 3, "27.595.520"},
        HostileFile{"bad_group", kHeader + kUnits + launch("1,2345", "1", "1"),
                    ImportProblem::BadNumber, 3, "1,2345"},
        HostileFile{"nan", kHeader + kUnits + launch("nan", "1", "1"), ImportProblem::BadNumber, 3,
                    "nan"},
        HostileFile{"negative", kHeader + kUnits + launch("-1", "1", "1"), ImportProblem::BadNumber,
                    3, "-1"},
        HostileFile{"hex", kHeader + kUnits + launch("0x10", "1", "1"), ImportProblem::BadNumber, 3,
                    "0x10"},
        HostileFile{"unknown_unit", kHeader + unitsWith("cycle") + launch("1", "1", "1"),
                    ImportProblem::UnknownUnit, 3, "cycle"},
        HostileFile{"leading_zero_group", kHeader + kUnits + launch("0,123", "1", "1"),
                    ImportProblem::BadNumber, 3, "0,123"},
        // A time in seconds where ns was meant is past what a kernel spec takes: left out.
        HostileFile{"time_out_of_range",
                    kHeader + unitsWith("s") + launch("1000", "4712896", "1000"),
                    ImportProblem::NoKernels, 0, ""},
        HostileFile{"only_na", kHeader + kUnits + launch("n/a", "n/a", "n/a"),
                    ImportProblem::NoKernels, 0, ""},
        HostileFile{"header_only", kHeader + kUnits, ImportProblem::NoKernels, 0, ""},
        HostileFile{"likwid_two_groups",
                    "STRUCT,Info,3\nCPU name:,x\nCPU type:,y\nCPU clock:,1 GHz\n"
                    "TABLE,Group 2 Metric,MEM_SP,1\n",
                    ImportProblem::MoreThanOneGroup, 5, "Group 2 Metric"},
        HostileFile{"likwid_flops_alone",
                    "STRUCT,Info,3\nCPU name:,x\nCPU type:,y\nCPU clock:,1 GHz\n"
                    "TABLE,Group 1 Metric,FLOPS_DP,2\nMetric,HWThread 0\n"
                    "Runtime (RDTSC) [s],1.5\nDP [MFLOP/s],1000\n",
                    ImportProblem::MissingMetric, 5, "Memory data volume [GBytes]"},
        HostileFile{"likwid_no_rate",
                    "STRUCT,Info,3\nCPU name:,x\nCPU type:,y\nCPU clock:,1 GHz\n"
                    "TABLE,Group 1 Metric,MEM,2\nMetric,HWThread 0\n"
                    "Runtime (RDTSC) [s],1.5\nMemory data volume [GBytes],2\n",
                    ImportProblem::MissingMetric, 5, "DP [MFLOP/s] / SP [MFLOP/s]"},
        // likwid writes "-" for a metric it could not work out (a thread that never ran the
        // region): no work from that thread, so here none at all.
        HostileFile{"likwid_dash",
                    "STRUCT,Info,3\nCPU name:,x\nCPU type:,y\nCPU clock:,1 GHz\n"
                    "TABLE,Group 1 Metric,MEM_DP,3\nMetric,HWThread 0\n"
                    "Runtime (RDTSC) [s],1.5\nDP [MFLOP/s],-\nMemory data volume [GBytes],2\n",
                    ImportProblem::NoKernels, 0, ""},
        HostileFile{"likwid_nan",
                    "STRUCT,Info,3\nCPU name:,x\nCPU type:,y\nCPU clock:,1 GHz\n"
                    "TABLE,Group 1 Metric,MEM_DP,3\nMetric,HWThread 0\n"
                    "Runtime (RDTSC) [s],1.5\nDP [MFLOP/s],nan\nMemory data volume [GBytes],2\n",
                    ImportProblem::BadNumber, 8, "nan"},
        HostileFile{"likwid_region_with_comma",
                    "STRUCT,Info,3\nCPU name:,x\nCPU type:,y\nCPU clock:,1 GHz\n"
                    "TABLE,Region a,b,Group 1 Metric,MEM_DP,3\n",
                    ImportProblem::BadCsv, 5, "a TABLE line likwid does not write"},
        HostileFile{"likwid_stray_line",
                    "STRUCT,Info,3\nCPU name:,x\nCPU type:,y\n"
                    "CPU clock:,1 GHz\nhello,world\n",
                    ImportProblem::BadCsv, 5, "a line outside likwid's tables"},
        HostileFile{"nul_byte", std::string("STRUCT,Info,3\nCPU\0name:,x\n", 26),
                    ImportProblem::BadCsv, 2, "a NUL byte"}),
    [](const auto &info) { return std::string(info.param.name); });

// ncu's figures as it writes them in the C locale, and what is refused rather than guessed.
TEST(NcuReader, ReadsGroupedDigitsAndNothingAmbiguous)
{
    const std::pair<const char *, double> read[] = {{"0", 0},
                                                    {"7", 7},
                                                    {"1,024", 1024},
                                                    {"68,736,253,952", 68736253952.0},
                                                    {"123,456.5", 123456.5},
                                                    {"4.5e+09", 4.5e9},
                                                    {"999", 999}};
    for (const auto &[text, value] : read) {
        double got = -1;
        EXPECT_TRUE(NcuReader::number(text, got)) << text;
        EXPECT_EQ(got, value) << text;
    }
    for (const char *refused : {"", "n/a", "1,5", "1,02", ",123", "1234,567", "1,234,56", "1.234,5",
                                "1,,234", "12,345,", "+5", " 5", "inf", "-0,001"}) {
        double got = 0;
        EXPECT_FALSE(NcuReader::number(refused, got)) << refused;
    }
}

TEST(CsvReader, SplitsAsRfc4180Says)
{
    const CsvReader::Result r = CsvReader::read("a,\"b,c\",\"d\"\"e\"\r\n,\"multi\nline\"\nlast");
    ASSERT_TRUE(r.ok()) << r.problem;
    ASSERT_EQ(r.records.size(), 3u);
    EXPECT_EQ(r.records[0].fields, (std::vector<std::string>{"a", "b,c", "d\"e"}));
    EXPECT_EQ(r.records[1].fields, (std::vector<std::string>{"", "multi\nline"}));
    EXPECT_EQ(r.records[2].line, 4);
    EXPECT_EQ(r.records[2].fields, (std::vector<std::string>{"last"}));
    for (const char *bad : {"a\"b", "\"a\"b", "\"open"}) {
        const CsvReader::Result refused = CsvReader::read(bad);
        EXPECT_FALSE(refused.ok()) << bad;
        EXPECT_TRUE(refused.records.empty());
    }
}

TEST(DeviceNames, EveryNameLeadsToACatalogDevice)
{
    for (const auto &[name, id] : DeviceNames::table()) {
        EXPECT_TRUE(DeviceCatalog::knows(id, {})) << name;
        EXPECT_EQ(DeviceNames::idFor(name), id);
    }
    EXPECT_EQ(DeviceNames::idFor("  nvidia   h100 80gb HBM3 "), "h100_sxm");
    EXPECT_EQ(DeviceNames::idFor("NVIDIA H100"), "");
    EXPECT_EQ(DeviceNames::idFor(""), "");
}

TEST(KernelImport, MakesNamesASpecTakes)
{
    EXPECT_EQ(KernelImport::specName("a,b=c\td"), "a b c d");
    EXPECT_EQ(KernelImport::specName("   "), "kernel");
    EXPECT_EQ(KernelImport::specName(std::string(100, 'x')).size(), UserKernel::kMaxName);
    // A cut never splits a character: 30 two-byte letters and one more do not fit in 60 bytes.
    const std::string greek = [] {
        std::string s;
        for (int i = 0; i < 31; ++i)
            s += "\xce\xbb";
        return s;
    }();
    EXPECT_EQ(KernelImport::specName("a" + greek).size(), 59u);
    // A character that ends right at the limit stays: 30 two-byte letters are 60 bytes.
    EXPECT_EQ(KernelImport::specName(greek.substr(0, 60) + "b"), greek.substr(0, 60));
}

} // namespace
} // namespace blab::core
