// SPDX-License-Identifier: GPL-3.0-or-later

#include "options/option_table.h"

#include "catalog/efficiency_defaults.h"
#include "io/enum_ids.h"
#include "io/number_text.h"
#include "measure/cpu/system_info.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <type_traits>

namespace blab::core {

namespace {

// Reading and writing a field of OptionValues, whichever of its parts the field is in. Each row's
// getter and setter are instances of these templates for one field, so the table names the field
// once and the code that converts it is written once per type.
template <typename T> struct MemberOf;
template <typename C, typename F> struct MemberOf<F C::*>
{
    using Owner = C;
    using Field = F;
};

// Values is OptionValues or const OptionValues.
template <auto Member, typename Values> auto &field(Values &values)
{
    using Owner = typename MemberOf<decltype(Member)>::Owner;
    if constexpr (std::is_same_v<Owner, WhatIfInputs>)
        return values.whatIf.*Member;
    else if constexpr (std::is_same_v<Owner, SgemmOptions>)
        return values.bench.*Member;
    else if constexpr (std::is_same_v<Owner, PlanOptions>)
        return values.plan.*Member;
    else
        return values.*Member;
}

template <auto Member> using FieldOf = typename MemberOf<decltype(Member)>::Field;

template <auto Member> std::string getValue(const OptionValues &values)
{
    const auto &value = field<Member>(values);
    using F = FieldOf<Member>;
    if constexpr (std::is_same_v<F, bool>) {
        return value ? "true" : "";
    } else if constexpr (std::is_same_v<F, std::optional<double>>) {
        return value ? NumberText::shortest(*value) : std::string();
    } else if constexpr (std::is_same_v<F, std::vector<int>>) {
        std::string text;
        for (int v : value)
            text += (text.empty() ? "" : ",") + std::to_string(v);
        return text;
    } else if constexpr (std::is_same_v<F, std::string>) {
        return value;
    } else {
        return NumberText::shortest(value);
    }
}

template <auto Member> double getNumber(const OptionValues &values)
{
    const auto &value = field<Member>(values);
    if constexpr (std::is_same_v<FieldOf<Member>, std::optional<double>>)
        return value.value_or(std::numeric_limits<double>::quiet_NaN());
    else
        return static_cast<double>(value);
}

template <auto Member>
std::string setNumber(const OptionRow &row, OptionValues &values, double value)
{
    std::string problem = row.spec->check(value);
    if (problem.empty()) {
        if constexpr (std::is_same_v<FieldOf<Member>, int>)
            field<Member>(values) = static_cast<int>(value);
        else
            field<Member>(values) = value;
    }
    return problem;
}

template <auto Member>
std::string setNumberText(const OptionRow &row, OptionValues &values, const std::string &text)
{
    double value = 0.0;
    std::string problem = row.spec->parse(text, value);
    return problem.empty() ? setNumber<Member>(row, values, value) : problem;
}

template <auto Member>
std::string setList(const OptionRow &row, OptionValues &values, const std::string &text)
{
    return row.spec->parseList(text, field<Member>(values));
}

template <auto Member>
std::string setFlag(const OptionRow &, OptionValues &values, const std::string &)
{
    field<Member>(values) = true;
    return {};
}

// Text, a device or model id (checked by the caller) or a word of the row's own list.
template <auto Member>
std::string setText(const OptionRow &row, OptionValues &values, const std::string &text)
{
    if (text.empty() && !row.missingText.empty())
        return row.missingText;
    if (row.kind == OptionKind::Choice) {
        bool known = false;
        for (const std::string &word : row.words)
            known = known || word == text;
        if (!known)
            return row.refusal(text);
    }
    field<Member>(values) = text;
    return {};
}

template <auto Member, const auto &All, auto Id> std::string getChoice(const OptionValues &values)
{
    return Id(field<Member>(values));
}

template <auto Member, const auto &All, auto Id>
std::string setChoice(const OptionRow &row, OptionValues &values, const std::string &text)
{
    const auto found = findById(text, All, Id);
    if (!found)
        return row.refusal(text);
    field<Member>(values) = *found;
    return {};
}

// Whether the window keeps the value in its settings between sessions.
enum class Remember
{
    No,
    Yes
};

std::string settingsKey(const std::string &name, Remember remember)
{
    return remember == Remember::Yes ? "whatif/" + name : std::string();
}

// A figure or a list of them, with the range of spec.
template <auto Member>
OptionRow number(const OptionSpec &spec, const char *help, const std::string &defaultText,
                 unsigned takenBy, Remember remember = Remember::No)
{
    using F = FieldOf<Member>;
    OptionRow row;
    row.name = spec.name();
    row.kind = std::is_same_v<F, std::vector<int>> ? OptionKind::List
               : std::is_same_v<F, int>            ? OptionKind::Integer
                                                   : OptionKind::Number;
    row.valueName = "value";
    row.help = help;
    row.defaultText = defaultText;
    row.takenBy = takenBy;
    row.settingsKey = settingsKey(row.name, remember);
    row.spec = &spec;
    row.get = &getValue<Member>;
    if constexpr (std::is_same_v<F, std::vector<int>>) {
        row.set = &setList<Member>;
    } else {
        row.set = &setNumberText<Member>;
        row.number = &getNumber<Member>;
        row.setNumber = &setNumber<Member>;
    }
    return row;
}

// One word of All, spelled as Id spells it.
template <auto Member, const auto &All, auto Id>
OptionRow choice(const char *name, const char *valueName, const char *help, unsigned takenBy,
                 Remember remember)
{
    OptionRow row;
    row.name = name;
    row.kind = OptionKind::Choice;
    row.valueName = valueName;
    row.help = help;
    row.takenBy = takenBy;
    row.settingsKey = settingsKey(row.name, remember);
    for (const auto value : All)
        row.words.emplace_back(Id(value));
    row.mustBe = "must be one of ";
    for (const std::string &word : row.words)
        row.mustBe += (&word == &row.words.front() ? "" : ", ") + word;
    row.get = &getChoice<Member, All, Id>;
    row.set = &setChoice<Member, All, Id>;
    return row;
}

template <auto Member>
OptionRow text(OptionKind kind, const char *name, const char *valueName, const char *help,
               unsigned takenBy, Remember remember = Remember::No)
{
    OptionRow row;
    row.name = name;
    row.kind = kind;
    row.valueName = valueName;
    row.help = help;
    row.takenBy = takenBy;
    row.settingsKey = settingsKey(row.name, remember);
    row.get = &getValue<Member>;
    row.set = &setText<Member>;
    return row;
}

template <auto Member> OptionRow flag(const char *name, const char *help, unsigned takenBy)
{
    OptionRow row;
    row.name = name;
    row.kind = OptionKind::Flag;
    row.help = help;
    row.takenBy = takenBy;
    row.get = &getValue<Member>;
    row.set = &setFlag<Member>;
    return row;
}

constexpr unsigned bit(Subcommand subcommand)
{
    return subcommandBit(subcommand);
}

constexpr unsigned kWhatIf = Subcommands::kWhatIf;
constexpr unsigned kGui = bit(Subcommand::Gui);
constexpr unsigned kReport = bit(Subcommand::Report);
constexpr unsigned kBench = bit(Subcommand::Bench);
constexpr unsigned kExport = bit(Subcommand::Export);
constexpr unsigned kMeasure = bit(Subcommand::Measure);
constexpr unsigned kDevices = bit(Subcommand::Devices);
constexpr unsigned kAdvise = bit(Subcommand::Advise);
constexpr unsigned kModels = bit(Subcommand::Models);
constexpr unsigned kValidate = bit(Subcommand::Validate);
constexpr unsigned kTime = bit(Subcommand::Time);
constexpr unsigned kPlan = bit(Subcommand::Plan);

// 0 threads means all of them, which the command line spells by leaving the option out.
std::string threadsText(const OptionValues &values)
{
    return values.bench.threads > 0 ? std::to_string(values.bench.threads) : std::string();
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

std::vector<OptionRow> modelRows()
{
    using S = OptionSpec;
    using W = WhatIfInputs;
    using M = MemoryModel;
    constexpr Remember kYes = Remember::Yes;
    OptionRow device = text<&W::device>(
        OptionKind::Device, "device", "id",
        "Device to size the model for, an id from 'bottleneck-lab devices' [default "
        "training_accelerator]. In plan, the devices to try, comma-separated [default: every "
        "device with a PCIe link but the lesson's two generic ones].",
        kWhatIf | kPlan, kYes);
    device.listIn = kPlan;
    device.append = [](const OptionValues &item, OptionValues &values) {
        values.plan.devices.push_back(item.whatIf.device);
    };
    OptionRow weights = choice<&W::weightDtype, WeightDtypes::kAll, &WeightDtypes::id>(
        "weight-dtype", "dtype",
        "Weight precision: fp32, bf16, fp16 or fp8; for inference also int8 or int4 [default "
        "fp32]. In plan, the formats to try, comma-separated [default bf16,fp8,int8,int4].",
        kWhatIf | kPlan, kYes);
    weights.listIn = kPlan;
    weights.append = [](const OptionValues &item, OptionValues &values) {
        values.plan.weightDtypes.push_back(item.whatIf.weightDtype);
    };
    device.mustBe = "must be an id that 'bottleneck-lab devices' lists, such as this_cpu, "
                    "training_accelerator or h100_sxm";
    device.mustBeZh = "必须是 'bottleneck-lab devices' 列出的某个 id，如 this_cpu、"
                      "training_accelerator 或 h100_sxm";
    return {
        number<&W::params>(S::params, "Model parameters.", "1e9", kWhatIf, kYes),
        weights,
        choice<&W::optimizer, M::kAllOptimizers, &M::optimizerId>(
            "optimizer", "name",
            "Optimizer: sgd, momentum, adam or adam-mixed (fp32 master weights) [default adam].",
            kWhatIf, kYes),
        device,
        choice<&W::precision, Precisions::kAll, &Precisions::id>(
            "precision", "name",
            "Which peak of the device computes: fp32, tf32, bf16 or fp8 [default fp32].", kWhatIf,
            kYes),
        choice<&W::activations, M::kAllActivationModes, &M::activationModeId>(
            "activations", "mode",
            "Activations to keep: none, per-sample or transformer [default none].", kWhatIf, kYes),
        number<&W::sampleActivationBytes>(S::sampleActivationBytes,
                                          "Activation bytes per sample (per-sample).", "5e7",
                                          kWhatIf, kYes),
        number<&W::microBatch>(S::microBatch,
                               "Samples (sequences) per card per step, for activations.", "8",
                               kWhatIf, kYes),
        number<&W::layers>(S::layers, "Transformer layers (transformer activations).", "32",
                           kWhatIf, kYes),
        number<&W::hidden>(S::hidden, "Transformer hidden size.", "4096", kWhatIf, kYes),
        number<&W::seqLen>(S::seqLen, "Transformer sequence length, tokens.", "2048", kWhatIf,
                           kYes),
    };
}

// The default of a figure that resources/efficiencies.json gives, and where it comes from.
std::string fromFile(double value)
{
    return NumberText::shortest(value) + "; resources/efficiencies.json";
}

std::vector<OptionRow> cardRows()
{
    using E = EfficiencyDefaults;
    using S = OptionSpec;
    using W = WhatIfInputs;
    constexpr Remember kYes = Remember::Yes;
    return {
        number<&W::cards>(S::cards, "Cards training together.", "8", kWhatIf, kYes),
        choice<&W::linkKind, InterconnectModel::kAllKinds, &InterconnectModel::linkKindId>(
            "link-kind", "kind",
            "How the cards are linked: pcie-host, pcie-switch, card-link or custom [default "
            "pcie-host].",
            kWhatIf, kYes),
        number<&W::cardLinkGBs>(
            S::cardLinkBandwidth,
            "Bus bandwidth of a custom link, GB/s; given, the link kind is custom.", "12", kWhatIf,
            kYes),
        number<&W::linkLatencyUs>(S::linkLatencyUs,
                                  "Latency of an all-reduce of a few bytes over the chosen link "
                                  "(α), µs.",
                                  "the link kind's, resources/efficiencies.json",
                                  kWhatIf | kValidate),
        number<&W::networkGbps>(S::networkGbps,
                                "Each card's network card between servers, Gb/s (past "
                                "--cards-per-server cards).",
                                fromFile(E::builtIn().networkGbpsPerCard), kWhatIf),
        number<&W::cardsPerServer>(S::cardsPerServer,
                                   "Cards one server holds on its card link or PCIe; more go "
                                   "over the network.",
                                   fromFile(E::builtIn().cardsPerServer), kWhatIf),
        number<&W::tokensPerStep>(S::tokensPerStep,
                                  "Tokens (or samples) one card processes per step.", "1024",
                                  kWhatIf, kYes),
        number<&W::utilization>(S::utilization,
                                "Share of the device's peak training reaches, 0.01 to 1; with "
                                "--model, the share every product reaches in the expected step, "
                                "in place of the shares by product size.",
                                "0.4; with --model by product size", kWhatIf, kYes),
        number<&W::stepComputeMs>(S::stepMs,
                                  "Compute time of one step on one card, ms; replaces the figure "
                                  "from tokens and peak.",
                                  "derived", kWhatIf),
    };
}

// A training run's layout (with --model): degrees, sharding, recomputation and batch.
std::vector<OptionRow> layoutRows()
{
    using S = OptionSpec;
    using W = WhatIfInputs;
    // Tab 5's training layout shows and remembers each of them.
    constexpr Remember kYes = Remember::Yes;
    return {
        number<&W::pipelineParallel>(S::pipelineParallel,
                                     "Pipeline stages the layers are split into (training with "
                                     "--model).",
                                     "1", kWhatIf, kYes),
        number<&W::virtualStages>(S::virtualStages,
                                  "Stages each card holds in an interleaved pipeline (training "
                                  "with --model).",
                                  "1", kWhatIf, kYes),
        number<&W::dataParallel>(S::dataParallel,
                                 "Data-parallel copies; given, the cards are dp × tp × pp "
                                 "(training with --model).",
                                 "0; cards ÷ (tp × pp)", kWhatIf, kYes),
        number<&W::zeroStage>(S::zeroStage,
                              "Sharding of the data-parallel copies: 0 none, 1 optimizer state, 2 "
                              "and gradients, 3 and weights (FSDP full sharding) (training with "
                              "--model).",
                              "0", kWhatIf, kYes),
        choice<&W::recompute, Recomputes::kAll, &Recomputes::id>(
            "recompute", "what",
            "What the backward pass recomputes: none, selective (attention's core) or full (the "
            "whole forward) (training with --model) [default none].",
            kWhatIf, kYes),
        choice<&W::sequenceParallel, OnOffs::kAll, &OnOffs::id>(
            "sequence-parallel", "on|off",
            "Split along the sequence what tensor parallelism leaves whole on every card (layer "
            "norms, dropout): a layer keeps 34 · s · b · h / tp bytes (training with --model and "
            "--tp above 1) [default off].",
            kWhatIf, kYes),
        choice<&W::tpOverlap, OnOffs::kAll, &OnOffs::id>(
            "tp-overlap", "on|off",
            "Run the tensor-parallel collectives beside the products they feed (Transformer "
            "Engine's userbuffers): the products hide all but 1/tp of them (training with --model "
            "and --tp above 1) [default off].",
            kWhatIf, kYes),
        choice<&W::attention, AttentionKernels::kAll, &AttentionKernels::id>(
            "attention", "kernel",
            "Fused attention kernel: flash2 (FlashAttention-2 or as fast) or triton (the Triton "
            "FlashAttention, at attention_triton_relative_speed of it) (training with --model) "
            "[default flash2].",
            kWhatIf, kYes),
        number<&W::globalBatch>(S::globalBatch,
                                "Sequences a step, a multiple of --micro-batch × dp (training "
                                "with --model).",
                                "0; --micro-batch × dp", kWhatIf, kYes),
        number<&W::trainTokens>(S::trainTokens,
                                "Tokens the whole run trains on: its time and card-hours "
                                "(training with --model).",
                                "none", kWhatIf, kYes),
    };
}

// report --mode inference: serving a language model on part five's device.
std::vector<OptionRow> inferenceRows()
{
    using S = OptionSpec;
    using W = WhatIfInputs;
    OptionRow model = text<&W::model>(
        OptionKind::Model, "model", "id",
        "Language model to serve (inference), an id from 'bottleneck-lab models' [default "
        "llama3_8b]. In training, the model being trained: its shape gives the parameters and "
        "splits a step into its parts (none unless given).",
        kWhatIf | kPlan, Remember::Yes);
    model.mustBe = "must be an id that 'bottleneck-lab models' lists, such as llama3_8b";
    model.mustBeZh = "必须是 'bottleneck-lab models' 列出的某个 id，如 llama3_8b";
    OptionRow kv = choice<&W::kvDtype, KvDtypes::kAll, &KvDtypes::id>(
        "kv-dtype", "dtype",
        "KV cache precision: fp16 or fp8 (inference) [default fp16]. In plan, the formats to "
        "try, comma-separated [default fp16,fp8].",
        kWhatIf | kPlan, Remember::Yes);
    kv.listIn = kPlan;
    kv.append = [](const OptionValues &item, OptionValues &values) {
        values.plan.kvDtypes.push_back(item.whatIf.kvDtype);
    };
    return {
        choice<&W::mode, WorkloadModes::kAll, &WorkloadModes::id>(
            "mode", "mode",
            "What part five sizes: training, or serving a language model (inference) "
            "[default training].",
            kWhatIf, Remember::Yes),
        model,
        number<&W::promptTokens>(S::promptTokens, "Prompt tokens per sequence (inference).", "1024",
                                 kWhatIf | kPlan, Remember::Yes),
        number<&W::outputTokens>(S::outputTokens, "Output tokens per sequence (inference).", "128",
                                 kWhatIf | kPlan, Remember::Yes),
        number<&W::context>(S::context,
                            "The longest context each sequence's KV cache must hold, at least "
                            "prompt plus output tokens (inference).",
                            "4096; with --output-tokens, prompt + output", kWhatIf, Remember::Yes),
        choice<&W::batching, Batchings::kAll, &Batchings::id>(
            "batching", "kind",
            "How requests share the cards: static (a batch of --batch-size starts and ends "
            "together) or continuous (--concurrency requests always in flight) (inference) "
            "[default static].",
            kWhatIf, Remember::Yes),
        number<&W::inferenceBatch>(S::batchSize, "Sequences of a static batch (inference).", "1",
                                   kWhatIf, Remember::Yes),
        number<&W::concurrency>(S::concurrency,
                                "Requests in flight under continuous batching (inference).", "16",
                                kWhatIf, Remember::Yes),
        kv,
        number<&W::tensorParallel>(S::tensorParallel,
                                   "Cards the model is split across, tensor parallel (inference; "
                                   "in training with --model, the tensor degree).",
                                   "1", kWhatIf, Remember::Yes),
    };
}

// What the expected serving figures apply in place of resources/efficiencies.json's defaults.
std::vector<OptionRow> efficiencyRows()
{
    using E = EfficiencyDefaults;
    using S = OptionSpec;
    using W = WhatIfInputs;
    return {
        number<&W::bandwidthEfficiency>(
            S::bandwidthEfficiency,
            "Share of the label memory bandwidth the expected figures reach, 0.01 to 1 "
            "(inference).",
            fromFile(E::builtIn().bandwidthEfficiency), kWhatIf | kValidate),
        number<&W::prefillEfficiency>(
            S::prefillEfficiency,
            "Share of the peak every matrix product reaches in the expected figures, 0.01 to 1, in "
            "place of the shares measured by product size; in inference mode --utilization is "
            "another name for it.",
            "by product size, resources/efficiencies.json", kWhatIf | kValidate),
        number<&W::layerOverheadUs>(S::layerOverheadUs,
                                    "Fixed cost of one layer in one step, µs (inference).",
                                    fromFile(E::builtIn().layerOverheadUs), kWhatIf | kValidate),
        number<&W::stepOverheadUs>(S::stepOverheadUs,
                                   "Fixed cost of one serving step outside the layers, µs "
                                   "(inference).",
                                   fromFile(E::builtIn().stepOverheadUs), kWhatIf | kValidate),
    };
}

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

// row, which the subcommands of neededBy cannot run without; missing says so in English and
// missingZh in Chinese.
OptionRow required(OptionRow row, unsigned neededBy, const char *missing, const char *missingZh)
{
    row.neededBy = neededBy;
    row.missingText = missing;
    row.missingTextZh = missingZh;
    return row;
}

// plan: the targets serving must meet and the load it must carry. Which of them must be given
// together is checked by the command line (one of --tpot-ms and --min-user-tps, one of --users
// and --output-rate).
std::vector<OptionRow> planRows()
{
    using P = PlanOptions;
    using S = OptionSpec;
    const OptionRow ttft = required(
        number<&P::ttftMs>(S::ttftMs,
                           "Target time to a request's first token, ms, expected (plan, export).",
                           "", kPlan | kExport),
        kPlan, "plan needs --ttft-ms T, the target time to the first token in ms",
        "plan 需要 --ttft-ms T，即首词元时间的目标，单位 ms");
    // Whole users, held as an optional number: none means the output rate is the load.
    OptionRow users =
        number<&P::users>(S::users,
                          "Requests in flight at once that the setup must carry; or give "
                          "--output-rate (plan, export).",
                          "", kPlan | kExport);
    users.kind = OptionKind::Integer;
    return {
        ttft,
        number<&P::tpotMs>(S::tpotMs,
                           "Target time per output token after the first, ms, expected; or give "
                           "--min-user-tps (plan, export).",
                           "", kPlan | kExport),
        number<&P::minUserTps>(S::minUserTps,
                               "The fewest output tokens per second each user must see over a "
                               "whole request, expected; or give --tpot-ms (plan, export).",
                               "", kPlan | kExport),
        users,
        number<&P::outputRate>(S::outputRate,
                               "Output tokens per second the setup must give in all; or give "
                               "--users (plan, export).",
                               "", kPlan | kExport),
    };
}

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
        OptionKind::Text, "name", "name", "The name the command is listed under (time).", kTime);
    name.defaultText = "command";
    return {flops, bytes,
            number<&OptionValues::runs>(OptionSpec::runs,
                                        "How often the command runs; the fastest counts (time).",
                                        "5", kTime),
            name};
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

std::vector<OptionRow> allRows()
{
    std::vector<OptionRow> rows;
    for (auto section :
         {generalRows, transferRows, benchRows, modelRows, cardRows, layoutRows, inferenceRows,
          planRows, efficiencyRows, exportRows, compareRows, kernelRows, timeRows, windowRows}) {
        for (OptionRow &row : section())
            rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace

const std::vector<OptionRow> &OptionTable::rows()
{
    static const std::vector<OptionRow> kRows = [] {
        std::vector<OptionRow> rows = allRows();
        addChinese(rows);
        return rows;
    }();
    return kRows;
}

const OptionRow *OptionTable::find(const std::string &name)
{
    for (const OptionRow &row : rows()) {
        if (row.name == name)
            return &row;
    }
    return nullptr;
}

} // namespace blab::core
