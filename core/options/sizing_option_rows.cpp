// SPDX-License-Identifier: GPL-3.0-or-later

// Part five's sizing: the model and device, the cards and their links, and a training run's
// layout.

#include "catalog/efficiency_defaults.h"
#include "options/option_row_builders.h"
#include "options/option_sections.h"

namespace blab::core::option_rows {

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
        "Weight precision: fp32, bf16, fp16 or fp8; for inference also int8, int4, nvfp4 or "
        "mxfp4 [default fp32]. In plan, the formats to try, comma-separated [default "
        "bf16,fp8,int8,int4,nvfp4; the FP4 formats only on cards with FP4 math].",
        kWhatIf | kPlan, kYes);
    weights.listIn = kPlan;
    weights.append = [](const OptionValues &item, OptionValues &values) {
        values.plan.weightDtypes.push_back(item.whatIf.weightDtype);
    };
    device.mustBe = "must be an id that 'bottleneck-lab devices' lists, such as this_cpu, "
                    "training_accelerator or h100_sxm";
    // plan searches the catalog's cards and the user's own, never this CPU.
    device.listMustBe = "must be ids that 'bottleneck-lab devices' lists besides this_cpu, such as "
                        "h100_sxm or b200";
    device.listMustBeZh = "必须是 'bottleneck-lab devices' 列出的 id（this_cpu 除外），如 h100_sxm "
                          "或 b200";
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
            "Which peak of the device computes: fp32, tf32, bf16, fp8 or fp4 [default fp32].",
            kWhatIf, kYes),
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
                                   fromFile(E::builtIn().cardsPerServer), kWhatIf | kPlan),
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

} // namespace blab::core::option_rows
