// SPDX-License-Identifier: GPL-3.0-or-later

#include "options/subcommand.h"

#include <vector>

namespace blab::core {

const char *Subcommands::word(Subcommand subcommand)
{
    switch (subcommand) {
    case Subcommand::Gui:
        return "";
    case Subcommand::Report:
        return "report";
    case Subcommand::Bench:
        return "bench";
    case Subcommand::Export:
        return "export";
    case Subcommand::Measure:
        return "measure";
    case Subcommand::Devices:
        return "devices";
    case Subcommand::Advise:
        return "advise";
    case Subcommand::Models:
        return "models";
    case Subcommand::Validate:
        return "validate";
    case Subcommand::Time:
        return "time";
    case Subcommand::Plan:
        return "plan";
    }
    return "";
}

const char *Subcommands::summary(Subcommand subcommand)
{
    switch (subcommand) {
    case Subcommand::Gui:
        return "open the window";
    case Subcommand::Report:
        return "the five parts as text or JSON (measures the CPU unless --cpu-gflops is given)";
    case Subcommand::Bench:
        return "the sgemm measurement alone";
    case Subcommand::Export:
        return "every chart as PNG, SVG or CSV, no display needed";
    case Subcommand::Measure:
        return "this machine's roofline: compute peak, STREAM bandwidth, sgemm sweep, kernels";
    case Subcommand::Devices:
        return "the device catalog: the shipped devices and your own";
    case Subcommand::Advise:
        return "measure every OpenBLAS kernel family this CPU can run, recommend the fastest and "
               "keep the advice for --openblas-core auto";
    case Subcommand::Models:
        return "the language-model catalog: each shape, its parameters and its KV cache per token";
    case Subcommand::Validate:
        return "how close the serving and all-reduce answers come to published measurements";
    case Subcommand::Time:
        return "run a command of yours (after --) several times and place its fastest run, with "
               "the FLOPs and bytes you give, on this CPU's roofline";
    case Subcommand::Plan:
        return "which setups serve a model within a time to the first token and a time per "
               "token for a load: the fewest cards first, then the fewest watts or the lowest cost";
    }
    return "";
}

const char *Subcommands::summaryZh(Subcommand subcommand)
{
    switch (subcommand) {
    case Subcommand::Gui:
        return "打开窗口";
    case Subcommand::Report:
        return "以文本或 JSON 给出五个部分（未给 --cpu-gflops 时先测量 CPU）";
    case Subcommand::Bench:
        return "只做 sgemm 测量";
    case Subcommand::Export:
        return "把每张图表导出为 PNG、SVG 或 CSV，无需显示器";
    case Subcommand::Measure:
        return "本机的 roofline：算力峰值、STREAM 带宽、sgemm 规模扫描、计算核";
    case Subcommand::Devices:
        return "设备目录：随程序提供的设备和你自己添加的设备";
    case Subcommand::Advise:
        return "测量本 CPU 能运行的每个 OpenBLAS 内核族，推荐最快者，并为 --openblas-core auto "
               "保存这一建议";
    case Subcommand::Models:
        return "语言模型目录：每种结构、它的参数量和每个词元的 KV 缓存";
    case Subcommand::Validate:
        return "推理部署与全归约的估算和已发表的实测结果相差多少";
    case Subcommand::Time:
        return "把你的一条命令（写在 -- 之后）运行几次，用你给的运算量和字节数把最快的一次放到本机 "
               "CPU 的屋顶线上";
    case Subcommand::Plan:
        return "哪些部署能在首词元时间和每词元时间的目标内承载给定负载：卡数最少者在前，其次是功耗"
               "最低或成本最低";
    }
    return "";
}

std::string Subcommands::wordList()
{
    std::vector<std::string> words;
    for (Subcommand s : kAll) {
        if (s != Subcommand::Gui)
            words.emplace_back(word(s));
    }
    std::string list = words.front();
    for (std::size_t i = 1; i + 1 < words.size(); ++i)
        list += ", " + words[i];
    return list + " or " + words.back();
}

} // namespace blab::core
