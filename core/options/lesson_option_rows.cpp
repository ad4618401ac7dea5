// SPDX-License-Identifier: GPL-3.0-or-later

// The lesson's options: the language and output, the four parts' figures, sgemm's runs and
// threads, and the inputs only the window has.

#include "measure/cpu/system_info.h"
#include "options/option_row_builders.h"
#include "options/option_sections.h"

namespace blab::core::option_rows {

namespace {

// 0 threads means all of them, which the command line spells by leaving the option out.
std::string threadsText(const OptionValues &values)
{
    return values.bench.threads > 0 ? std::to_string(values.bench.threads) : std::string();
}

// 0 means every part, which the command line spells by leaving the option out.
std::string partText(const OptionValues &values)
{
    return values.part > 0 ? std::to_string(values.part) : std::string();
}

OptionRow partRow()
{
    OptionRow part =
        number<&OptionValues::part>(OptionSpec::part,
                                    "report: print one of the five parts alone, 1 to 5 (in JSON, "
                                    "only its keys).",
                                    "every part", kReport);
    part.get = &partText;
    return part;
}

// The range of --threads is this machine's; it is looked up once, when the table is first read.
const OptionSpec &threadsSpec()
{
    static const OptionSpec spec("threads", 1, SystemInfo::openblasMaxThreads(), "",
                                 OptionSpec::Values::Whole);
    return spec;
}

// GPUs are counted from 0 as the driver counts them; how many there are is known only when the
// driver is asked, so a larger index is refused then, naming the count.
const OptionSpec &gpuIndexSpec()
{
    static const OptionSpec spec("gpu-index", 0, 1023, "", OptionSpec::Values::Whole);
    return spec;
}

} // namespace

std::vector<OptionRow> generalRows()
{
    OptionRow language =
        text<&OptionValues::language>(OptionKind::Choice, "lang", "zh|en",
                                      "Language of the text: zh or en [default: the system's].",
                                      kGui | kReport | kBench | kExport | kMeasure | kDevices |
                                          kAdvise | kModels | kValidate | kTime | kPlan);
    language.words = {"zh", "en"};
    language.mustBe = "must be zh or en";
    language.mustBeZh = "必须是 zh 或 en";
    return {
        flag<&OptionValues::json>("json", "Print JSON instead of text.",
                                  kReport | kBench | kMeasure | kDevices | kAdvise | kModels |
                                      kValidate | kTime | kPlan),
        partRow(),
        flag<&OptionValues::quick>(
            "quick", "measure: smaller arrays and fewer passes, under about ten seconds.",
            kMeasure),
        flag<&OptionValues::gpu>(
            "gpu",
            "measure: the NVIDIA GPU too (matrix products per precision, FP32 peak, memory, host "
            "copies), its driver and cuBLASLt loaded at run time, in a child process.",
            kMeasure),
        number<&OptionValues::gpuIndex>(gpuIndexSpec(),
                                        "measure --gpu: which GPU, counted from 0 as the driver "
                                        "counts them.",
                                        "0", kMeasure),
        language,
    };
}

std::vector<OptionRow> transferRows()
{
    using S = OptionSpec;
    using W = WhatIfInputs;
    constexpr Remember kYes = Remember::Yes;
    return {
        number<&W::cpuGflops>(S::cpuGflops, "This CPU's GFLOPS; given, nothing is measured.",
                              "measure", kWhatIf | kTime),
        number<&W::memBandwidthGBs>(S::memBandwidth, "CPU memory bandwidth, GB/s.", "50",
                                    kWhatIf | kTime, kYes),
        number<&W::linkGBs>(S::linkBandwidth, "Host-to-device link bandwidth, GB/s.", "12", kWhatIf,
                            kYes),
        number<&W::accelTflops>(S::accelTflops, "Accelerator peak, TFLOPS.", "20", kWhatIf, kYes),
        number<&W::flopsPerSample>(S::flopsPerSample, "FLOPs to compute one sample.", "1e8",
                                   kWhatIf, kYes),
        number<&W::sampleBytes>(S::sampleBytes, "Bytes of one sample.", "602112", kWhatIf, kYes),
        number<&W::batches>(S::batch, "Batch sizes, comma-separated.", "32,128,512", kWhatIf),
        number<&W::n>(S::n, "Matrix size n for sgemm and the intensity table.",
                      "512; 1024 for advise", kWhatIf | kBench | kAdvise, kYes),
        number<&W::k>(S::k, "Multiply-adds per element in the elementwise kernel.", "1000", kWhatIf,
                      kYes),
    };
}

std::vector<OptionRow> benchRows()
{
    OptionRow threads = number<&SgemmOptions::threads>(
        threadsSpec(), "OpenBLAS threads, 1 to this machine's count [default: all].", "",
        kReport | kBench | kMeasure | kExport | kAdvise | kTime);
    threads.get = &threadsText;
    return {
        number<&SgemmOptions::repeats>(OptionSpec::repeats, "Timed sgemm runs.", "20",
                                       kReport | kBench | kExport | kAdvise | kTime),
        threads,
        text<&OptionValues::openblasCore>(
            OptionKind::Text, "openblas-core", "name",
            "OpenBLAS kernel family for this program's measurements: auto (the fastest that "
            "'advise' found here), installed (OpenBLAS's own pick) or a family such as SkylakeX "
            "[default auto].",
            kGui | kReport | kBench | kMeasure | kExport),
    };
}

// Inputs that only the window has: the command line does not take them, but the window
// remembers them and bounds them like options.
std::vector<OptionRow> windowRows()
{
    return {
        number<&WhatIfInputs::userBatch>(OptionSpec::userBatch,
                                         "The window's own batch, beside the lesson's.", "64", 0,
                                         Remember::Yes),
    };
}

} // namespace blab::core::option_rows
