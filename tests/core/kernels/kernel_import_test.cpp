// SPDX-License-Identifier: GPL-3.0-or-later

// Profilers' files read into kernels: the samples in data/kernels (written from Nsight
// Compute's and likwid's documentation and source, see its README) give the figures worked out
// by hand there, and every malformed file is refused with its line and its reason.

#include "catalog/device_catalog.h"
#include "catalog/device_names.h"
#include "io/csv_reader.h"
#include "kernels/kernel_import.h"
#include "kernels/kernel_placement.h"
#include "kernels/ncu_reader.h"

#include <algorithm>
#include <fstream>
#include <gtest/gtest.h>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

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
    ASSERT_EQ(k.kernels.size(), 6u);
    EXPECT_TRUE(k.skipped.empty());
    // 2 · 68,736,253,952 FFMA + 16,777,216 FMUL; read + written DRAM bytes; ns.
    EXPECT_EQ(k.kernels[0].name, "sgemm_tiled #0");
    EXPECT_EQ(k.kernels[0].flops, 137489285120.0);
    EXPECT_EQ(k.kernels[0].bytes, 402710528.0 + 67141632.0);
    EXPECT_DOUBLE_EQ(k.kernels[0].seconds, 4712896e-9);
    EXPECT_EQ(k.kernels[0].precision, "fp32");
    // HFMA2 outside the tensor cores: 2 · hfma + hmul, as Nsight Compute's roofline counts it.
    EXPECT_EQ(k.kernels[1].name, "hgemm_simt_h2 #1");
    EXPECT_EQ(k.kernels[1].precision, "fp16_vector");
    EXPECT_EQ(k.kernels[1].flops, 68727865344.0);
    EXPECT_EQ(k.kernels[2].name, "vector_add_f32 #2");
    EXPECT_EQ(k.kernels[2].flops, 268435456.0);
    EXPECT_EQ(k.kernels[3].precision, "fp64");
    EXPECT_EQ(k.kernels[3].flops, 1073741824.0);
    EXPECT_EQ(k.kernels[4].flops, 167772160.0);
    EXPECT_EQ(k.kernels[5].flops, 268435456.0);
    // The H100 SXM has FP64 and FP16 vector peaks: every kernel stays, and every spec reads back.
    KernelImport::assign(k, "h100_sxm", DeviceCatalog::builtIn());
    ASSERT_TRUE(k.ok());
    EXPECT_EQ(k.kernels.size(), 6u);
    for (const UserKernel &u : k.kernels) {
        UserKernel back;
        std::string why;
        EXPECT_TRUE(UserKernel::parse(u.spec(), back, why)) << why;
        EXPECT_EQ(back.spec(), u.spec());
    }
    // The H100 PCIe's datasheet gives no FP16 figure outside the tensor cores: that one goes,
    // and says which peak is missing.
    ImportedKernels pcie = KernelImport::read(sample("ncu_raw_h100.csv"));
    KernelImport::assign(pcie, "h100_pcie", DeviceCatalog::builtIn());
    ASSERT_EQ(pcie.skipped.size(), 1u);
    EXPECT_EQ(pcie.skipped[0].name, "hgemm_simt_h2 #1");
    EXPECT_EQ(pcie.skipped[0].reason, SkipReason::NoPeak);
    EXPECT_EQ(pcie.skipped[0].format, "fp16_vector");
}

std::string capture(const char *name)
{
    std::ifstream in(std::string(BLAB_TEST_DATA_DIR) + "/ncu/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// One kernel of a real capture: its name, precision and the FLOPs its counters give (worked
// out by hand from the file, see data/ncu/README.md), or why it is left out.
struct CapturedKernel
{
    std::string name;
    std::string precision;
    double flops;
    std::optional<SkipReason> skipped;
};

// Reads a capture of the H200, puts it on h200_sxm as the window and --kernels-file do, and
// compares every kernel with its row: placed at its precision with its FLOPs within 1 %, or
// left out for the reason given.
void expectCapture(const char *file, const std::vector<CapturedKernel> &expected)
{
    ImportedKernels k = KernelImport::read(capture(file));
    ASSERT_TRUE(k.ok()) << k.line << " " << k.detail;
    EXPECT_EQ(k.deviceName, "NVIDIA H200");
    const std::string device = KernelImport::deviceFor(k, "");
    ASSERT_EQ(device, "h200_sxm");
    KernelImport::assign(k, device, DeviceCatalog::builtIn());
    ASSERT_TRUE(k.ok());
    std::size_t placed = 0, skipped = 0;
    for (const CapturedKernel &e : expected) {
        SCOPED_TRACE(e.name);
        if (e.skipped) {
            ASSERT_LT(skipped, k.skipped.size());
            EXPECT_EQ(k.skipped[skipped].name, e.name);
            EXPECT_EQ(k.skipped[skipped].reason, *e.skipped);
            EXPECT_EQ(k.skipped[skipped++].format, e.precision);
            continue;
        }
        ASSERT_LT(placed, k.kernels.size());
        const UserKernel &u = k.kernels[placed++];
        EXPECT_EQ(u.name, e.name);
        EXPECT_EQ(u.precision, e.precision);
        EXPECT_NEAR(u.flops, e.flops, 0.01 * e.flops);
        EXPECT_EQ(u.device, "h200_sxm");
    }
    EXPECT_EQ(placed, k.kernels.size());
    EXPECT_EQ(skipped, k.skipped.size());
}

const double kProduct = 2.0 * 2048.0 * 2048.0 * 2048.0;

const std::vector<CapturedKernel> kLibraryKernels = {
    // FFMA 8,589,934,592 = 2048³; the FP32 product on the CUDA cores.
    {"cutlass_80_simt_sgemm_256x128_8x4_nn_align1 #0", "fp32", kProduct, {}},
    {"sm90_xmma_gemm_f32f32_tf32f32_f32_nn_n_tilesize128x256x32 #1", "tf32", kProduct, {}},
    {"nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_NNT #2", "bf16", kProduct, {}},
    {"nvjet_sm90_hsh_256x128_64x4_1x2_h_bz_coopA_NNT #3", "fp16", kProduct, {}},
    // The total, not the total and its _sparsity_off split: 2 · 2048³, not twice that.
    {"nvjet_sm90_qqtst_128x128_128x6_2x1_v_bz_coopA_algo2_TNT #4", "fp8", kProduct, {}},
    {"sm90_xmma_gemm_f64f64_f64f64_f64_nn_n_tilesize128x64x16_s #5", "fp64_tensor", kProduct, {}},
    {"cutlass_80_wmma_tensorop_i161616gemm_s8_forwardCompat_128 #6", "int8", 0.0,
     SkipReason::IntegerTensor},
    // 2 · 939,524,096 FFMA + 311,689,216 FADD + 67,108,864 FMUL: FP32 on the CUDA cores, its
    // HFMA2.MMA on the tensor pipe notwithstanding.
    {"at::cunn_SoftMaxForwardReg #7", "fp32", 2257846272.0, {}},
    // 2 · 289,546,240 + 357,662,720 + 160,555,008.
    {"at::vectorized_layer_norm_kernel #8", "fp32", 1097310208.0, {}}};

TEST(RealCapture, PlacesEveryFloatingPointKernelOfTheH200Libraries)
{
    EXPECT_NO_FATAL_FAILURE(expectCapture("h200_library_kernels.csv", kLibraryKernels));
}

TEST(RealCapture, ReadsScaledUnitsAsBaseUnits)
{
    EXPECT_NO_FATAL_FAILURE(
        expectCapture("h200_library_kernels_scaled_units.csv", kLibraryKernels));
    // The same launches in us and Mbyte: the same seconds and bytes as in ns and byte.
    const ImportedKernels base = KernelImport::read(capture("h200_library_kernels.csv"));
    const ImportedKernels scaled =
        KernelImport::read(capture("h200_library_kernels_scaled_units.csv"));
    ASSERT_EQ(base.kernels.size(), scaled.kernels.size());
    for (std::size_t i = 0; i < base.kernels.size(); ++i) {
        EXPECT_NEAR(scaled.kernels[i].seconds, base.kernels[i].seconds, 1e-12);
        EXPECT_NEAR(scaled.kernels[i].bytes, base.kernels[i].bytes, 1.0);
        EXPECT_NEAR(scaled.kernels[i].flops, base.kernels[i].flops, 1e-6 * base.kernels[i].flops);
    }
    EXPECT_DOUBLE_EQ(base.kernels[0].seconds, 341888e-9);
    EXPECT_EQ(base.kernels[0].bytes, 33629952.0 + 2398464.0);
}

TEST(RealCapture, PlacesTheCountedProgramAtItsPrecisions)
{
    EXPECT_NO_FATAL_FAILURE(expectCapture(
        "h200_counted_program.csv",
        {// FADD 67,108,864.
         {"row_sum #0", "fp32", 67108864.0, {}},
         // 2 · 2,147,483,648 DFMA + 6,291,456 DADD, under the H200's FP64 peak.
         {"dfma_chain #1", "fp64", 2.0 * 2147483648.0 + 6291456.0, {}},
         // 268,435,456 HFMA2, each an FMA as ncu counts it: 2 · 268,435,456 within 1 %.
         {"hfma2_chain #2", "fp16_vector", 2.0 * 268435456.0, {}}}));
}

// The L40S's sheet prints one figure for FP16 and BF16 tensor work, and the catalog gives it as
// both: the H200 capture's FP16 product is kept there at that figure. A CPU without FP16
// arithmetic has no FP16 roof, and the same product is left out, as the Add kernel dialog does
// not offer FP16 there.
TEST(KernelImport, Fp16TensorWorkIsHeldWhereTheSourceGivesAnFp16Figure)
{
    const std::vector<DeviceSpec> &devices = DeviceCatalog::builtIn();
    const auto byId = [&](const char *id) {
        return std::find_if(devices.begin(), devices.end(),
                            [id](const DeviceSpec &d) { return d.id == id; });
    };
    ImportedKernels onL40s = KernelImport::read(capture("h200_library_kernels.csv"));
    ASSERT_TRUE(onL40s.ok());
    KernelImport::assign(onL40s, "l40s", devices);
    EXPECT_TRUE(std::any_of(onL40s.kernels.begin(), onL40s.kernels.end(),
                            [](const UserKernel &u) { return u.precision == "fp16"; }));
    ASSERT_NE(byId("l40s"), devices.end());
    double top = 0.0;
    for (const Roof &r : KernelPlacement::roofsOf(*byId("l40s"), "fp16"))
        top = std::max(top, r.peakGflops);
    EXPECT_DOUBLE_EQ(top, 362.05 * 1000.0);

    ImportedKernels onXeon = KernelImport::read(capture("h200_library_kernels.csv"));
    KernelImport::assign(onXeon, "xeon_8480", devices);
    EXPECT_TRUE(std::none_of(onXeon.kernels.begin(), onXeon.kernels.end(),
                             [](const UserKernel &u) { return u.precision == "fp16"; }));
    ASSERT_NE(byId("xeon_8480"), devices.end());
    EXPECT_TRUE(KernelPlacement::roofsOf(*byId("xeon_8480"), "fp16").empty());
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

const std::string kSass = "smsp__sass_thread_inst_executed_op_";
const std::string kFfma = kSass + "ffma_pred_on.sum";
const std::string kAllSass =
    kSass + "fadd_pred_on.sum, " + kSass + "fmul_pred_on.sum, " + kSass + "ffma_pred_on.sum, " +
    kSass + "dadd_pred_on.sum, " + kSass + "dmul_pred_on.sum, " + kSass + "dfma_pred_on.sum, " +
    kSass + "hadd_pred_on.sum, " + kSass + "hmul_pred_on.sum, " + kSass + "hfma_pred_on.sum";
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

// The header above with one tensor FLOP counter after the others, and a launch with its figure.
const std::string kTensorHeader =
    kHeader.substr(0, kHeader.size() - 1) + ",\"sm__ops_path_tensor_src_bf16_dst_fp32.sum\"\n";
const std::string kTensorUnits = kUnits.substr(0, kUnits.size() - 1) + ",\"\"\n";

std::string tensorLaunch(const std::string &flops)
{
    const std::string row = launch("1000", "1000", "0");
    return row.substr(0, row.size() - 1) + ",\"" + flops + "\"\n";
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
                    ImportProblem::MissingColumn, 1, "dram__bytes_read.sum, dram__bytes_write.sum"},
        // Every missing column is named at once; without a tensor column a tensor-core launch
        // would pass for one without.
        HostileFile{"no_counters",
                    "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\",\"dram__bytes.sum\"\n",
                    ImportProblem::MissingColumn, 1, kAllSass + ", sm__ops_path_tensor_src_*.sum"},
        // The tensor FLOP counters with only FP32's SASS counters: FP64 and FP16 would count as
        // no work.
        HostileFile{"fp32_sass_only",
                    "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\",\"dram__bytes.sum\",\"" +
                        kFfma + "\",\"" + kSass + "fadd_pred_on.sum\",\"" + kSass +
                        "fmul_pred_on.sum\",\"sm__ops_path_tensor_src_fp16.sum\"\n",
                    ImportProblem::MissingColumn, 1,
                    kSass + "dadd_pred_on.sum, " + kSass + "dmul_pred_on.sum, " + kSass +
                        "dfma_pred_on.sum, " + kSass + "hadd_pred_on.sum, " + kSass +
                        "hmul_pred_on.sum, " + kSass + "hfma_pred_on.sum"},
        HostileFile{"tensor_decimal_comma", kTensorHeader + kTensorUnits + tensorLaunch("1,5"),
                    ImportProblem::BadNumber, 3, "1,5"},
        HostileFile{"tensor_nan", kTensorHeader + kTensorUnits + tensorLaunch("nan"),
                    ImportProblem::BadNumber, 3, "nan"},
        HostileFile{"tensor_negative", kTensorHeader + kTensorUnits + tensorLaunch("-17"),
                    ImportProblem::BadNumber, 3, "-17"},
        HostileFile{"tensor_unit_cycle",
                    kTensorHeader + kUnits.substr(0, kUnits.size() - 1) + ",\"cycle\"\n" +
                        tensorLaunch("17179869184"),
                    ImportProblem::UnknownUnit, 3, "cycle"},
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

// One launch's counters (column → figure, every other SASS counter 0) and what it becomes.
struct Counted
{
    const char *name;
    std::vector<std::pair<std::string, std::string>> counters;
    std::string precision; // placed at, or the format of the reason it is left out for
    double flops;
    std::optional<SkipReason> skipped;
};

// A raw page of one launch with the SASS counters, time and bytes, and the columns given.
std::string oneLaunch(const std::vector<std::pair<std::string, std::string>> &counters)
{
    std::string header = "\"ID\",\"Kernel Name\",\"dram__bytes.sum\",\"gpu__time_duration.sum\"";
    std::string units = "\"\",\"\",\"byte\",\"ns\"";
    std::string row = "\"0\",\"k\",\"1000000\",\"1000\"";
    std::vector<std::pair<std::string, std::string>> all = counters;
    for (const char *op :
         {"fadd", "fmul", "ffma", "dadd", "dmul", "dfma", "hadd", "hmul", "hfma"}) {
        const std::string column = kSass + op + "_pred_on.sum";
        if (std::none_of(all.begin(), all.end(), [&](const auto &c) { return c.first == column; }))
            all.emplace_back(column, "0");
    }
    // "1.5 Gflop" is a figure with its unit; without one a tensor counter has none, as ncu
    // prints them, and an instruction counter inst.
    for (const auto &[column, text] : all) {
        const std::size_t space = text.find(' ');
        const std::string unit = space != std::string::npos             ? text.substr(space + 1)
                                 : column.rfind("sm__ops_path", 0) == 0 ? std::string()
                                                                        : std::string("inst");
        header += ",\"" + column + "\"";
        units += ",\"" + unit + "\"";
        row += ",\"" + text.substr(0, space) + "\"";
    }
    return header + "\n" + units + "\n" + row + "\n";
}

class Counters : public testing::TestWithParam<Counted>
{
};

TEST_P(Counters, DecideThePrecisionByWhereTheFlopsAre)
{
    const Counted &c = GetParam();
    const ImportedKernels k = KernelImport::read(oneLaunch(c.counters));
    if (c.skipped) {
        ASSERT_EQ(k.skipped.size(), 1u);
        EXPECT_EQ(k.skipped[0].reason, *c.skipped);
        EXPECT_EQ(k.skipped[0].format, c.precision);
    } else {
        ASSERT_TRUE(k.ok()) << k.line << " " << k.detail;
        ASSERT_EQ(k.kernels.size(), 1u);
        EXPECT_EQ(k.kernels[0].precision, c.precision);
        EXPECT_EQ(k.kernels[0].flops, c.flops);
    }
}

const std::string kPipe = "sm__inst_executed_pipe_tensor.sum";
const std::string kHfma2Pipe = "sm__inst_executed_pipe_tensor_op_hmma_type_hfma2.sum";
const std::string kOps = "sm__ops_path_tensor_src_";

INSTANTIATE_TEST_SUITE_P(
    Launches, Counters,
    testing::Values(
        // Stray tensor-pipe instructions (HFMA2.MMA) do not make an FP32 kernel a tensor one.
        Counted{
            "fp32_with_hfma2_mma",
            {{kPipe, "1000"}, {kHfma2Pipe, "1000"}, {kFfma, "500000"}, {kOps + "fp16.sum", "0"}},
            "fp32",
            1e6,
            {}},
        // A file of the old command, without the tensor FLOP counters: those HFMA2 aside, a
        // launch on the tensor pipe has FLOPs nobody counted.
        Counted{"old_file_hfma2_only",
                {{kPipe, "1000"}, {kHfma2Pipe, "1000"}, {kFfma, "500000"}},
                "fp32",
                1e6,
                {}},
        Counted{"old_file_tensor_work",
                {{kPipe, "5000"}, {kHfma2Pipe, "1000"}, {kFfma, "500000"}},
                "",
                0,
                SkipReason::TensorNotCounted},
        // A total and its splits: the total only; a split alone is summed with its sibling.
        Counted{"total_and_splits",
                {{kOps + "fp8.sum", "2000"},
                 {kOps + "fp8_sparsity_off.sum", "2000"},
                 {kOps + "fp8_sparsity_on.sum", "0"}},
                "fp8",
                2000,
                {}},
        Counted{"splits_without_total",
                {{kOps + "bf16_dst_fp32_sparsity_off.sum", "3000"},
                 {kOps + "bf16_dst_fp32_sparsity_on.sum", "1000"}},
                "bf16",
                4000,
                {}},
        // Two destinations of one input type add up; a total over them is read alone.
        Counted{"two_destinations",
                {{kOps + "fp16_dst_fp16.sum", "3000"}, {kOps + "fp16_dst_fp32.sum", "5000"}},
                "fp16",
                8000,
                {}},
        Counted{"total_over_destinations",
                {{kOps + "fp16.sum", "8000"},
                 {kOps + "fp16_dst_fp16.sum", "3000"},
                 {kOps + "fp16_dst_fp32.sum", "5000"}},
                "fp16",
                8000,
                {}},
        // The op_ family counts the same work again by instruction: never read.
        Counted{"op_family_ignored",
                {{kOps + "tf32_dst_fp32.sum", "6000"},
                 {"sm__ops_path_tensor_op_hmma_src_tf32_dst_fp32.sum", "6000"}},
                "tf32",
                6000,
                {}},
        Counted{"fp64_tensor", {{kOps + "fp64.sum", "7000"}}, "fp64_tensor", 7000, {}},
        Counted{"int8",
                {{kOps + "int8.sum", "9000"}, {kFfma, "10"}},
                "int8",
                0,
                SkipReason::IntegerTensor},
        Counted{"fp4", {{kOps + "fp4.sum", "9000"}}, "fp4", 9000, {}},
        Counted{"fp6", {{kOps + "fp6.sum", "9000"}}, "fp6", 0, SkipReason::OtherTensorFormat},
        Counted{"mixed",
                {{kOps + "bf16.sum", "6000"}, {kFfma, "2000"}},
                "",
                0,
                SkipReason::MixedPrecision},
        Counted{"no_flops", {{kOps + "bf16.sum", "0"}}, "", 0, SkipReason::NoFlops},
        // Counts in scaled units: Gflop and Kinst.
        Counted{
            "scaled", {{kOps + "bf16.sum", "1.5 Gflop"}, {kFfma, "2 Kinst"}}, "bf16", 1.5e9, {}}),
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
