// SPDX-License-Identifier: GPL-3.0-or-later

// What the program writes and reads besides the what-if inputs: export's charts, the user's
// kernels and profilers' files, time's command and the profiles of two machines.

#include "options/option_row_builders.h"
#include "options/option_sections.h"

#include <algorithm>

namespace blab::core::option_rows {

namespace {

// --format: png, svg and csv, comma-separated, each kept once in the order given.
std::string setFormats(const OptionRow &row, OptionValues &values, const std::string &text)
{
    static const std::string kWords[] = {"png", "svg", "csv"};
    std::string kept;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const std::string word = text.substr(start, end - start);
        if (std::find(std::begin(kWords), std::end(kWords), word) == std::end(kWords))
            return row.refusal(text);
        if (("," + kept + ",").find("," + word + ",") == std::string::npos)
            kept += (kept.empty() ? "" : ",") + word;
        start = end + 1;
    }
    values.formats = kept;
    return {};
}

std::string getKernels(const OptionValues &values)
{
    std::string specs;
    for (const UserKernel &k : values.whatIf.kernels)
        specs += (specs.empty() ? "" : " ") + k.spec();
    return specs;
}

std::string addKernel(const OptionRow &row, OptionValues &values, const std::string &text)
{
    constexpr std::size_t kMaxKernels = UserKernel::kMaxKernels;
    UserKernel kernel;
    std::string problem;
    if (values.whatIf.kernels.size() >= kMaxKernels)
        return "--" + row.name + " is given more than " + std::to_string(kMaxKernels) + " times";
    if (!UserKernel::parse(text, kernel, problem))
        return "--" + row.name + ": " + problem;
    values.whatIf.kernels.push_back(std::move(kernel));
    return {};
}

std::string getKernelsFiles(const OptionValues &values)
{
    std::string files;
    for (const std::string &f : values.kernelsFiles)
        files += (files.empty() ? "" : " ") + f;
    return files;
}

std::string addKernelsFile(const OptionRow &row, OptionValues &values, const std::string &text)
{
    constexpr std::size_t kMaxFiles = 8;
    if (values.kernelsFiles.size() >= kMaxFiles)
        return "--" + row.name + " is given more than " + std::to_string(kMaxFiles) + " times";
    if (text.empty())
        return "--" + row.name + " needs a file name";
    values.kernelsFiles.push_back(text);
    return {};
}

// A profiler's file of kernels: Nsight Compute's raw page or likwid-perfctr's CSV.
OptionRow kernelsFileRow()
{
    OptionRow file;
    file.name = "kernels-file";
    file.kind = OptionKind::Repeated;
    file.valueName = "file";
    file.help = "Kernels measured by a profiler, each placed on its device's roofline at its "
                "precision: the CSV of 'LC_ALL=C ncu --csv --page raw' of a report recorded with "
                "'--clock-control none' and the metrics docs/command-line.md names (the tensor "
                "cores' regex:sm__ops_path_tensor_src_.*\\.sum$ among them), or of "
                "'LC_ALL=C likwid-perfctr -g MEM_DP -O' (MEM_SP for FP32); a device the file "
                "names that is not in the catalog needs --device (report, export).";
    file.takenBy = kReport | kExport;
    file.mustBe = "must name a file, given at most 8 times";
    file.mustBeZh = "必须是一个文件名，最多给 8 次";
    file.get = &getKernelsFiles;
    file.set = &addKernelsFile;
    return file;
}

} // namespace

std::vector<OptionRow> exportRows()
{
    const OptionRow out =
        required(text<&OptionValues::outDir>(OptionKind::Text, "out", "dir",
                                             "Folder to write the charts into (export).", kExport),
                 kExport, "export needs --out DIR, a folder to write the charts into",
                 "export 需要 --out DIR，即写入图表的文件夹");
    OptionRow format = text<&OptionValues::formats>(
        OptionKind::Text, "format", "list",
        "What to write for each chart, comma-separated: png, svg (a drawing that scales) and csv "
        "(the numbers behind the chart) (export).",
        kExport);
    format.defaultText = "png";
    format.mustBe = "must be png, svg or csv, or several of them separated by commas, such as "
                    "png,svg,csv";
    format.mustBeZh = "必须是 png、svg 或 csv，或用逗号分隔的其中几个，如 png,svg,csv";
    format.set = &setFormats;
    return {
        out,
        format,
        number<&OptionValues::width>(OptionSpec::width, "Chart width in pixels (export).", "1600",
                                     kExport),
        number<&OptionValues::height>(OptionSpec::height, "Chart height in pixels (export).",
                                      "1000", kExport),
        number<&OptionValues::scale>(
            OptionSpec::scale, "Device pixel ratio of the PNGs, 1 to 4 (export).", "1", kExport),
    };
}

// Kernels of the user's own, each with its FLOPs, bytes and time, placed on a roofline.
std::vector<OptionRow> kernelRows()
{
    OptionRow kernel;
    kernel.name = "kernel";
    kernel.kind = OptionKind::Repeated;
    kernel.valueName = "spec";
    kernel.help = "A kernel of your own to place on a roofline, given once for each: "
                  "name=N,flops=F,bytes=B,seconds=S (or gflops=G)[,device=ID][,precision=P]; "
                  "without a device it ran on this CPU (report, export).";
    kernel.takenBy = kReport | kExport;
    kernel.mustBe = "must be name=N,flops=F,bytes=B,seconds=S (or gflops=G), optionally with "
                    ",device=ID and ,precision=P";
    kernel.mustBeZh = "必须写成 name=名称,flops=F,bytes=B,seconds=S（或 gflops=G），可再加 "
                      ",device=ID 和 ,precision=P";
    kernel.get = &getKernels;
    kernel.set = &addKernel;
    // The window picks the roofline's device on tab 3; report and export take it here, so that
    // the exported roofline can show a device's kernels.
    OptionRow roof = text<&WhatIfInputs::rooflineDevice>(
        OptionKind::Device, "roofline-device", "id",
        "The device whose roofline part three draws, with the kernels that ran on it: export's "
        "roofline chart and the report's balance point; this_gpu, the GPU of the --profile or "
        "--compare profile as measured [default this_cpu].",
        kWhatIf);
    roof.mustBe = "must be an id that 'bottleneck-lab devices' lists, such as this_cpu or h100_sxm";
    roof.mustBeZh = "必须是 'bottleneck-lab devices' 列出的某个 id，如 this_cpu 或 h100_sxm";
    return {kernel, kernelsFileRow(), roof};
}

// time: the command's work, how often it runs and its name in the listing.
std::vector<OptionRow> timeRows()
{
    const OptionRow flops = required(
        number<&OptionValues::timeFlops>(
            OptionSpec::kernelFlops,
            "The floating-point operations one run of the command does (time).", "", kTime),
        kTime, "time needs --flops F, the floating-point operations of one run",
        "time 需要 --flops F，即一次运行的浮点运算次数");
    const OptionRow bytes = required(
        number<&OptionValues::timeBytes>(
            OptionSpec::kernelBytes,
            "The bytes one run of the command moves to and from memory (time).", "", kTime),
        kTime, "time needs --bytes B, the bytes one run moves to and from memory",
        "time 需要 --bytes B，即一次运行与内存之间搬运的字节数");
    OptionRow name = text<&OptionValues::kernelName>(
        OptionKind::Text, "name", "name",
        "The name the command is listed under (time) [default command], or the imported model's "
        "(models --import) [default its id].",
        kTime | kModels);
    return {flops, bytes,
            number<&OptionValues::runs>(OptionSpec::runs,
                                        "How often the command runs; the fastest counts (time).",
                                        "5", kTime),
            name};
}

// models --import: a Hugging Face config.json read into the user's models.
std::vector<OptionRow> importRows()
{
    OptionRow file = text<&OptionValues::importFile>(
        OptionKind::Text, "import", "file",
        "A Hugging Face config.json to add to your models (models): its architecture read as "
        "the catalog's shapes are, the fields it does not use listed.",
        kModels);
    file.missingText = "--import needs a file: a model's config.json";
    file.missingTextZh = "--import 需要一个文件：模型的 config.json";
    OptionRow id = text<&OptionValues::importId>(
        OptionKind::Text, "id", "id",
        "The id an imported model is kept under (models --import) [default: from the file's "
        "name].",
        kModels);
    id.missingText = "--id needs an id: lower-case letters and digits, then also _, - and .";
    id.missingTextZh = "--id 需要一个 id：以小写字母或数字开头，其后还可用 _、- 和 .";
    return {file, id};
}

// Two machines on one roofline: the profile files report and export read. An empty value would
// name no file, so it is refused as --out's is.
std::vector<OptionRow> compareRows()
{
    OptionRow compare = text<&OptionValues::compareFile>(
        OptionKind::Text, "compare", "file",
        "Another machine's profile, written by 'measure --json', to compare this machine with.",
        kReport | kExport);
    compare.missingText = "--compare needs a file: a profile written by 'measure --json'";
    compare.missingTextZh = "--compare 需要一个文件：由 'measure --json' 写出的画像";
    OptionRow profile = text<&OptionValues::profileFile>(
        OptionKind::Text, "profile", "file",
        "This machine's profile [default with --compare: the one the window keeps, else a quick "
        "measurement].",
        kReport | kExport | kTime);
    profile.missingText = "--profile needs a file: a profile written by 'measure --json'";
    profile.missingTextZh = "--profile 需要一个文件：由 'measure --json' 写出的画像";
    return {compare, profile};
}

} // namespace blab::core::option_rows
