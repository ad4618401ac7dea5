// SPDX-License-Identifier: GPL-3.0-or-later

#include "options/option_table.h"

#include <map>

namespace blab::core {

namespace {

struct ChineseHelp
{
    const char *help;
    // The default as the Chinese help says it, where the English one is a word rather than a
    // number; nullptr keeps the English default text (a number or an id reads the same).
    const char *defaultText;
};

// A serving replica's layout and its speculative decoding (report --mode inference).
std::map<std::string, ChineseHelp> replicaHelp()
{
    return {
        {"tp",
         {"模型按张量并行切分到的卡数（inference；训练且给出 --model 时为张量并行度）。", nullptr}},
        {"ep",
         {"混合专家模型把路由专家分布到的卡数（inference）：1 表示每个专家按张量切分，等于 --tp "
          "时每张卡完整存放 专家数 / tp 个专家。",
          nullptr}},
        {"attention-dp",
         {"一个副本内注意力的数据并行组数（inference）：每组 --tp / 组数 张卡，只为自己的请求"
          "计算注意力、存放其缓存；须整除 --tp。",
          nullptr}},
        {"draft-tokens",
         {"投机解码（inference）：每个解码步之前，由模型自带的下一词预测层为每个序列猜出的后续"
          "词元数，这一步随后一次性核对；0 表示不用（没有这类层的模型也不用）。",
          nullptr}},
        {"accepted-tokens",
         {"使用 --draft-tokens 时每个解码步平均保留的词元数（inference）：从 1（没有猜对）到 "
          "--draft-tokens + 1；DeepSeek-V3 报告其一个猜测有 85% 至 90% 被保留，约 1.9。",
          nullptr}},
    };
}

// The serving options' help (report --mode inference), kept apart so that each list fits a
// screen.
std::map<std::string, ChineseHelp> servingHelp()
{
    return {
        {"mode",
         {"第五部分估算什么：训练（training），或部署语言模型推理（inference）［默认 "
          "training］。",
          nullptr}},
        {"model",
         {"要部署的语言模型（inference），取 'bottleneck-lab models' 列出的 id"
          "［默认 llama3_8b］。训练时指要训练的模型：由它的结构得出参数量，并把一步拆成几部分"
          "（不给就不用）。",
          nullptr}},
        {"prompt-tokens", {"每个序列的提示词元数（inference）。", nullptr}},
        {"output-tokens", {"每个序列要生成的词元数（inference）。", nullptr}},
        {"context",
         {"每个序列的 KV 缓存最多要容纳的上下文，不少于提示加输出的词元数（inference）。",
          "1152；提示 + 输出的词元数"}},
        {"batching",
         {"请求如何共用这些卡：static（--batch-size 个序列同时开始、同时结束）或 continuous"
          "（始终有 --concurrency 个请求在处理）（inference）［默认 static］。",
          nullptr}},
        {"batch-size", {"静态批里的序列数（inference）。", nullptr}},
        {"concurrency", {"连续批处理时同时在处理的请求数（inference）。", nullptr}},
        {"bandwidth-efficiency",
         {"预期数字能达到的标称显存带宽比例，0.01 到 1（inference）。", nullptr}},
        {"prefill-efficiency",
         {"预期数字里每个矩阵乘达到的峰值比例，0.01 到 1，取代按乘法规模实测的比例；推理模式下 "
          "--utilization 是它的别名。",
          "按乘法规模取值，见 resources/efficiencies.json"}},
        {"layer-overhead-us", {"每一步里每一层的固定开销，µs（inference）。", nullptr}},
        {"step-overhead-us", {"每一步在各层之外的固定开销，µs（inference）。", nullptr}},
        {"kv-dtype",
         {"KV 缓存的精度：fp16、fp8 或 fp4（NVFP4，4.5 位）（inference）［默认 fp16］。在 plan "
          "中是要尝试的精度，用逗号分隔［默认 fp16,fp8］。",
          nullptr}},
        {"ttft-ms", {"请求首词元时间的目标（预期值），ms（plan、export）。", nullptr}},
        {"tpot-ms",
         {"首词元之后每个输出词元时间的目标（预期值），ms；也可改给 "
          "--min-user-tps（plan、export）。",
          nullptr}},
        {"min-user-tps",
         {"每个用户在整个请求中至少应得到的每秒输出词元数（预期值）；也可改给 "
          "--tpot-ms（plan、export）。",
          nullptr}},
        {"users",
         {"部署要同时承载的在途请求数；也可改给 --output-rate（plan、export）。", nullptr}},
        {"output-rate",
         {"部署总共要给出的每秒输出词元数；也可改给 --users（plan、export）。", nullptr}},
    };
}

// The cards' and their links' help (training, and serving's links).
std::map<std::string, ChineseHelp> cardHelp()
{
    return {
        {"cards", {"一起训练的卡数。", nullptr}},
        {"link-kind",
         {"卡之间如何相连：pcie-host、pcie-switch、card-link 或 custom［默认 pcie-host］。",
          nullptr}},
        {"card-link-bandwidth", {"自定义链路的总线带宽，GB/s；给出后链路类型为 custom。", nullptr}},
        {"link-latency-us",
         {"在所选链路上做一次几字节全归约的延迟（α），µs。",
          "该链路类型的默认值，见 resources/efficiencies.json"}},
        {"network-gbps",
         {"服务器之间每张卡配的网卡速率，Gb/s（超过 --cards-per-server 张卡时）。", nullptr}},
        {"cards-per-server",
         {"一台服务器在卡间链路或 PCIe 上容纳的卡数；更多的卡走网络。", nullptr}},
        {"tokens-per-step", {"每张卡每步处理的词元（或样本）数。", nullptr}},
        {"utilization",
         {"训练能达到的设备峰值比例，0.01 到 1；给出 --model 时，它取代按矩阵乘法规模测得的比例，"
          "作为预期一步里每个矩阵乘法达到的比例。",
          "0.4；给出 --model 时按矩阵乘法规模"}},
        {"pp", {"层被切成的流水线级数（训练且给出 --model）。", nullptr}},
        {"vp", {"交错流水线中每张卡承担的级数（训练且给出 --model）。", nullptr}},
        {"dp",
         {"数据并行的副本数；给出后卡数为 dp × tp × pp（训练且给出 --model）。",
          "0；卡数 ÷ (tp × pp)"}},
        {"zero-stage",
         {"数据并行副本的切分：0 不切，1 切优化器状态，2 再切梯度，3 再切权重（即 FSDP 全切分）"
          "（训练且给出 --model）。",
          nullptr}},
        {"recompute",
         {"反向传播重算什么：none、selective（注意力核心）或 full（整个前向）（训练且给出 --model）"
          "［默认 none］。",
          nullptr}},
        {"sequence-parallel",
         {"把张量并行在每张卡上都整份保留的部分（层归一化、dropout）沿序列切开：每层保留 "
          "34 · s · b · h / tp 字节（训练且给出 --model，--tp 大于 1）［默认 off］。",
          nullptr}},
        {"tp-overlap",
         {"让张量并行的集合通信与它前后的矩阵乘同时进行（Transformer Engine 的 userbuffers）："
          "矩阵乘藏住其中除 1/tp 以外的部分（训练且给出 --model，--tp 大于 1）［默认 off］。",
          nullptr}},
        {"attention",
         {"融合注意力核：flash2（FlashAttention-2 或同样快的核）或 triton（Triton 版 "
          "FlashAttention，速度为它的 attention_triton_relative_speed 倍）（训练且给出 --model）"
          "［默认 flash2］。",
          nullptr}},
        {"global-batch",
         {"每步的序列数，须是 --micro-batch × dp 的倍数（训练且给出 --model）。",
          "0；--micro-batch × dp"}},
        {"train-tokens",
         {"整个训练要学的词元数：给出它的时间和卡时（训练且给出 --model）。", "无"}},
        {"step-ms", {"一张卡上一步的计算时间，ms；给出后取代由词元数和峰值推出的数字。", "推算"}},
    };
}

// The user's own kernels: report's and export's --kernel and --kernels-file, and time's options.
std::map<std::string, ChineseHelp> kernelHelp()
{
    return {
        {"flops", {"命令运行一次所做的浮点运算次数（time）。", nullptr}},
        {"bytes", {"命令运行一次与内存之间搬运的字节数（time）。", nullptr}},
        {"runs", {"命令运行的次数，取最快的一次（time）。", nullptr}},
        {"name",
         {"命令在列表里的名字（time）［默认 command］，或导入模型的名字（models "
          "--import）［默认为其 "
          "id］。",
          nullptr}},
        {"import",
         {"要加入你的模型的 Hugging Face "
          "config.json（models）：按目录里模型形状的方式读取其架构，并列出"
          "未用到的字段。",
          nullptr}},
        {"id", {"导入的模型保存时用的 id（models --import）［默认：由文件名得出］。", nullptr}},
        {"roofline-device",
         {"第三部分画哪个器件的屋顶线，连同在它上面运行的内核：export 的屋顶线图和报告里的平衡点；"
          "this_gpu 即 --profile 或 --compare 画像里实测的 GPU［默认 this_cpu］。",
          nullptr}},
        {"kernels-file",
         {"性能分析器测得的内核，每个按其精度放到其器件的屋顶线上：用 '--clock-control none' 和 "
          "docs/command-line.md 列出的指标（其中有张量核心的 "
          "regex:sm__ops_path_tensor_src_.*\\.sum$）录下的报告经 'LC_ALL=C ncu --csv --page raw' "
          "输出的 CSV，或 'LC_ALL=C likwid-perfctr -g MEM_DP -O'（FP32 用 MEM_SP）输出的 CSV；"
          "文件里的器件名不在目录中时需给 --device（report、export）。",
          nullptr}},
        {"kernel",
         {"放到屋顶线上的一个你自己的内核，每个给一次：name=名称,flops=F,bytes=B,seconds=S（或 "
          "gflops=G）[,device=ID][,precision=P]；不给 device 就是在本机 CPU "
          "上跑的（report、export）。",
          nullptr}},
    };
}

// The other rows' help.
std::map<std::string, ChineseHelp> generalHelp()
{
    return {
        {"json", {"输出 JSON 而不是文本。", nullptr}},
        {"part", {"report：只输出五个部分中的一个，1 到 5（JSON 里只有它的键）。", "全部五个部分"}},
        {"quick", {"measure：用更小的数组、更少的轮次，约十秒内完成。", nullptr}},
        {"gpu",
         {"measure：同时测量 NVIDIA GPU（各精度的矩阵乘、FP32 峰值、显存、主机与显卡间的拷贝）；"
          "驱动和 cuBLASLt 在运行时加载，测量在子进程中进行。",
          nullptr}},
        {"gpu-index", {"measure --gpu：测量哪一块 GPU，按驱动的编号从 0 数起。", nullptr}},
        {"lang", {"文本的语言：zh 或 en［默认：跟随系统］。", nullptr}},
        {"cpu-gflops", {"本机 CPU 的 GFLOPS；给出后不再测量。", "测量"}},
        {"mem-bandwidth", {"CPU 内存带宽，GB/s。", nullptr}},
        {"link-bandwidth", {"主机到设备链路带宽，GB/s。", nullptr}},
        {"accel-tflops", {"加速器峰值算力，TFLOPS。", nullptr}},
        {"flops-per-sample", {"计算一个样本所需的浮点运算次数。", nullptr}},
        {"sample-bytes", {"一个样本的字节数。", nullptr}},
        {"batch", {"批大小，用逗号分隔。", nullptr}},
        {"n", {"sgemm 与算术强度表的矩阵规模 n。", "512；advise 为 1024"}},
        {"k", {"逐元素核中每个元素的乘加次数。", nullptr}},
        {"repeats", {"计时的 sgemm 次数。", nullptr}},
        {"threads", {"OpenBLAS 线程数，从 1 到本机的核数［默认：全部］。", nullptr}},
        {"openblas-core",
         {"本程序测量所用的 OpenBLAS 内核族：auto（advise 在本机找到的最快者）、installed"
          "（OpenBLAS 自己的选择）或某个内核族，如 SkylakeX［默认 auto］。",
          nullptr}},
        {"params", {"模型参数量。", nullptr}},
        {"weight-dtype",
         {"权重精度：fp32、bf16、fp16、fp8，推理还可用 int8、int4、nvfp4、mxfp4［默认 fp32］。"
          "在 plan 中是要尝试的精度，用逗号分隔［默认 bf16,fp8,int8,int4,nvfp4；FP4 格式只在有 "
          "FP4 运算单元的卡上尝试］。",
          nullptr}},
        {"optimizer",
         {"优化器：sgd、momentum、adam 或 adam-mixed（保留 fp32 主权重）［默认 adam］。", nullptr}},
        {"device",
         {"为之估算模型的设备，取 'bottleneck-lab devices' 列出的 id"
          "［默认 training_accelerator］。在 plan 中是要尝试的设备，用逗号分隔［默认：除课程的两种"
          "通用设备外，所有带 PCIe 链路的设备］。",
          nullptr}},
        {"precision",
         {"设备用哪种精度的峰值计算：fp32、tf32、bf16、fp8 或 fp4［默认 fp32］。", nullptr}},
        {"activations", {"要保存的激活：none、per-sample 或 transformer［默认 none］。", nullptr}},
        {"activation-bytes", {"每个样本的激活字节数（per-sample）。", nullptr}},
        {"micro-batch", {"每张卡每步的样本（序列）数，用于估算激活。", nullptr}},
        {"layers", {"Transformer 层数（transformer 激活）。", nullptr}},
        {"hidden", {"Transformer 隐藏维度。", nullptr}},
        {"seq-len", {"Transformer 序列长度，词元数。", nullptr}},
        {"out", {"写入图表的文件夹（export）。", nullptr}},
        {"format",
         {"每张图表写出的格式，用逗号分隔：png、svg（可任意缩放的矢量图）和 csv（图表背后的数字）"
          "（export）。",
          nullptr}},
        {"width", {"图表宽度，像素（export）。", nullptr}},
        {"height", {"图表高度，像素（export）。", nullptr}},
        {"scale", {"PNG 的设备像素比，1 到 4（export）。", nullptr}},
        {"compare",
         {"另一台机器的性能档案（由 'measure --json' 写出），用来与本机对比。", nullptr}},
        {"profile",
         {"本机的性能档案［配合 --compare 时默认用窗口保存的那份，没有则快速测一次］。", nullptr}},
        {"user-batch", {"窗口里你自己的批大小，与课程的批大小并列。", nullptr}},
    };
}

// The help of every row in Chinese, by option name. A test checks that every row of the table
// has one, so the two languages cannot drift apart.
const std::map<std::string, ChineseHelp> &chineseHelp()
{
    static const std::map<std::string, ChineseHelp> kAll = [] {
        std::map<std::string, ChineseHelp> all = generalHelp();
        all.merge(servingHelp());
        all.merge(replicaHelp());
        all.merge(cardHelp());
        all.merge(kernelHelp());
        return all;
    }();
    return kAll;
}

} // namespace

void OptionTable::addChinese(std::vector<OptionRow> &rows)
{
    for (OptionRow &row : rows) {
        const auto found = chineseHelp().find(row.name);
        if (found == chineseHelp().end())
            continue;
        row.helpZh = found->second.help;
        row.defaultTextZh = found->second.defaultText ? found->second.defaultText : row.defaultText;
    }
}

} // namespace blab::core
