// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/efficiency_defaults.h"
#include "catalog/precision.h"
#include "cluster/interconnect_model.h"
#include "cluster/memory_model.h"
#include "kernels/user_kernel.h"
#include "serving/inference_model.h"
#include "training/training_layout.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// Where this CPU's memory bandwidth came from, which the report names beside the figure: the
// lesson's figure, typed in, or a STREAM triad from a machine profile (the one the window keeps,
// the one --profile names, or one measured in this run).
enum class BandwidthSource
{
    Assumed,
    Entered,
    KeptProfile,
    GivenProfile,
    MeasuredNow
};

// Every what-if input that the command line's options and the window's sliders share. The
// defaults are the lesson's.
struct WhatIfInputs
{
    // Empty means "measure this CPU first".
    std::optional<double> cpuGflops;
    double memBandwidthGBs = 50.0;
    BandwidthSource memBandwidthSource = BandwidthSource::Assumed;
    double linkGBs = 12.0;
    double accelTflops = 20.0;
    double flopsPerSample = 1e8;
    double sampleBytes = 602112.0;
    std::vector<int> batches{32, 128, 512};
    int n = 512;
    int k = 1000;
    // Which device's roof and slope the roofline shows, by id; the roof follows the device's
    // peak at the chosen precision. Empty means the sliders' own figures below; an id no longer
    // in the catalog means this CPU.
    std::string rooflineDevice = "this_cpu";
    // The sliders' roof and slope, used when rooflineDevice is empty; empty here means this
    // CPU's figure and memBandwidthGBs.
    std::optional<double> rooflinePeakGflops;
    std::optional<double> rooflineBandwidthGBs;
    // The window's own batch, shown beside the lesson's batches.
    int userBatch = 64;
    // Which of a device's peaks the roofline and the training step use.
    Precision precision = Precision::Fp32;
    // The user's own timed kernels, each placed on its device's roofline.
    std::vector<UserKernel> kernels;

    // Part five: the model to size and the cards to train it on.
    static constexpr const char *kLessonDevice = "training_accelerator";
    static constexpr const char *kServingDevice = "h100_sxm";
    std::string device = kLessonDevice;
    // Whether switchMode moved serving off the lesson's card and format, to move back.
    bool servingLeftLesson = false;
    double params = 1e9;
    // The model being trained, by catalog id: its shape gives the parameters and splits a step
    // into its parts (question one). Empty: a parameter count alone, as the lesson gives.
    std::string trainingModel;
    WeightDtype weightDtype = WeightDtype::Fp32;
    Optimizer optimizer = Optimizer::Adam;
    ActivationMode activations = ActivationMode::None;
    double sampleActivationBytes = 5e7;
    int microBatch = 8;
    int layers = 32;
    int hidden = 4096;
    int seqLen = 2048;
    int cards = 8;
    LinkKind linkKind = LinkKind::PcieHost;
    // Bus bandwidth of a typed-in link, GB/s.
    double cardLinkGBs = 12.0;
    // The small-message all-reduce latency (α) of the chosen link, µs; empty means the link
    // kind's default from resources/efficiencies.json.
    std::optional<double> linkLatencyUs;
    // Past one server: each card's network card, Gb/s, and the cards one server holds; the
    // efficiency defaults' unless changed.
    double networkGbps = EfficiencyDefaults::builtIn().networkGbpsPerCard;
    int cardsPerServer = EfficiencyDefaults::builtIn().cardsPerServer;
    // Tokens (or samples) one card processes per step, and the share of the device's peak that
    // training reaches (model FLOPs utilisation).
    double tokensPerStep = 1024.0;
    double utilization = 0.4;
    // Given, this replaces the compute time derived from the tokens and the device.
    std::optional<double> stepComputeMs;
    // Whether --utilization was given: it then replaces the products' share of the peak by
    // shape in a training run's expected figure.
    bool utilizationGiven = false;
    // Whether --precision and --link-kind were given (or set in the window). In serving, one not
    // given follows the device (ServingSetup::followDevice): the peak its tensor cores give the
    // weight format, and its own card link where it has one.
    bool precisionGiven = false;
    bool linkKindGiven = false;
    // A training run's layout (with a model from the catalog): the tensor degree is
    // tensorParallel below, shared with serving; the pipeline degree and its virtual stages; the
    // data-parallel degree, which when given sets the cards (cards = dp × tp × pp); the
    // sharding stage (ZeRO 0-3); what is recomputed; whether the sequence is split beside the
    // tensor degree; the attention kernel; the sequences a step (0: one micro-batch on
    // each data-parallel rank), and the tokens the whole training run takes.
    int pipelineParallel = 1;
    int virtualStages = 1;
    // 0: derived from the cards.
    int dataParallel = 0;
    int zeroStage = 0;
    Recompute recompute = Recompute::None;
    OnOff sequenceParallel = OnOff::Off;
    OnOff tpOverlap = OnOff::Off;
    AttentionKernel attention = AttentionKernel::Flash2;
    int globalBatch = 0;
    std::optional<double> trainTokens;

    // Serving a language model (report --mode inference): the model by its catalog id, the
    // prompt, the tokens in each sequence's cache, the sequences served together, the cache's
    // number format and the cards the model is split across (tensor parallelism). The device,
    // precision, utilisation, link and weight format are part five's.
    WorkloadMode mode = WorkloadMode::Training;
    std::string model = "llama3_8b";
    int promptTokens = 1024;
    int outputTokens = 128;
    // The longest context a sequence's cache holds: the prompt and the answer unless set.
    int context = 1152;
    int inferenceBatch = 1;
    Batching batching = Batching::Static;
    int concurrency = 16;
    KvDtype kvDtype = KvDtype::Fp16;
    int tensorParallel = 1;
    // Serving's layout beside the tensor degree: experts spread over the replica's cards (1 or
    // tensorParallel) and attention run in data-parallel groups (see InferenceInputs).
    int expertParallel = 1;
    int attentionDp = 1;
    // Speculative decoding with the model's next-token layers: the guesses a step and the
    // tokens it keeps on average (see InferenceInputs).
    int draftTokens = 0;
    double acceptedTokens = 1.0;
    // What the expected serving figures apply, each empty for the default that
    // resources/efficiencies.json gives with its source: the shares of the label bandwidth and
    // of the peak reached, and the fixed costs per layer and per step, µs.
    std::optional<double> bandwidthEfficiency;
    std::optional<double> prefillEfficiency;
    std::optional<double> layerOverheadUs;
    std::optional<double> stepOverheadUs;

    double weightBytes() const { return WeightDtypes::bytes(weightDtype); }
    // Bytes of an activation a training step keeps and moves: the products' precision decides
    // it, not the weights' (automatic mixed precision keeps fp32 weights and 16-bit activations):
    // 4 in fp32 and tf32, 2 in bf16 and in FP8 training, whose activations between kernels stay
    // 16-bit.
    double activationBytes() const
    {
        return precision == Precision::Fp32 || precision == Precision::Tf32 ? 4.0 : 2.0;
    }
    // Serves m with the nearest inputs it can serve: a context within its own limit that holds
    // the prompt and the answer, a card count that divides its heads. Choosing or losing a model
    // then never leaves the serving side with nothing to show.
    void serve(const ModelSpec &m)
    {
        model = m.id;
        context = std::min(context, m.maxContext);
        // The cache holds the prompt and the answer: the answer keeps at least one token and
        // the prompt leaves it room.
        outputTokens = std::max(1, std::min(outputTokens, context - 1));
        promptTokens = std::max(1, std::min(promptTokens, context - outputTokens));
        while (tensorParallel > 1 && !m.splitsHeads(tensorParallel))
            --tensorParallel;
        // A layout the model or the new degree cannot take falls back to tensor parallelism.
        if (expertParallel != 1 &&
            (!m.mixture() || expertParallel != tensorParallel || m.experts % tensorParallel != 0))
            expertParallel = 1;
        if (tensorParallel % attentionDp != 0 || !m.splitsHeads(tensorParallel / attentionDp))
            attentionDp = 1;
        // Guesses need next-token layers to draw them, and a step keeps at most all of them
        // and its own token.
        if (m.nextnLayers == 0)
            draftTokens = 0;
        acceptedTokens = std::clamp(acceptedTokens, 1.0, draftTokens + 1.0);
    }
    // Whether detaching the roofline needs the roof it shows now: a device other than this CPU.
    bool rooflineNeedsShownRoof() const
    {
        return !rooflineDevice.empty() && rooflineDevice != "this_cpu";
    }
    // Detaches the roofline from its device so that the sliders' own figures count. From another
    // device it keeps that device's roof (shownPeakGflops, shownBandwidthGBs), so that moving one
    // slider leaves the other figure where it was; from this CPU the figures stay empty, so the
    // one not moved keeps following this CPU's.
    void detachRoofline(double shownPeakGflops, double shownBandwidthGBs)
    {
        if (rooflineDevice.empty())
            return;
        if (rooflineNeedsShownRoof()) {
            rooflinePeakGflops = shownPeakGflops;
            rooflineBandwidthGBs = shownBandwidthGBs;
        } else {
            rooflinePeakGflops.reset();
            rooflineBandwidthGBs.reset();
        }
        rooflineDevice.clear();
    }

    // Training or serving. Training keeps no weights or gradients in integers, so weights stored
    // as int8 or int4 for serving move to BF16.
    // Serving on the lesson's own defaults (its generic training card and float32 weights, where
    // no model of the catalog fits) starts on an H100 SXM in bfloat16 instead, where the default
    // model fits one card.
    // Back in training with that card and format untouched, the lesson's come back.
    void switchMode(WorkloadMode to)
    {
        mode = to;
        if (mode == WorkloadMode::Training && servingLeftLesson && device == kServingDevice &&
            weightDtype == WeightDtype::Bf16) {
            device = kLessonDevice;
            weightDtype = WeightDtype::Fp32;
        }
        servingLeftLesson = false;
        if (mode == WorkloadMode::Training && !WeightDtypes::trainable(weightDtype))
            weightDtype = WeightDtype::Bf16;
        if (mode == WorkloadMode::Inference && device == kLessonDevice &&
            weightDtype == WeightDtype::Fp32) {
            device = kServingDevice;
            weightDtype = WeightDtype::Bf16;
            servingLeftLesson = true;
        }
    }

    // Guesses a step, keeping the tokens a step keeps within 1 and the guesses + 1.
    void chooseDraftTokens(int tokens)
    {
        draftTokens = tokens;
        acceptedTokens = std::clamp(acceptedTokens, 1.0, draftTokens + 1.0);
    }
    // The tokens of a prompt and of an answer. A context that held exactly the two (the default,
    // or one never set apart from them) follows them; one set to anything else stays.
    void choosePromptTokens(int tokens)
    {
        const bool follows = context == promptTokens + outputTokens;
        promptTokens = tokens;
        if (follows)
            context = promptTokens + outputTokens;
    }
    void chooseOutputTokens(int tokens)
    {
        const bool follows = context == promptTokens + outputTokens;
        outputTokens = tokens;
        if (follows)
            context = promptTokens + outputTokens;
    }

    // A precision or link kind the user chose: no longer chosen for the device in serving.
    void choosePrecision(Precision chosen)
    {
        precision = chosen;
        precisionGiven = true;
    }
    void chooseLinkKind(LinkKind chosen)
    {
        linkKind = chosen;
        linkKindGiven = true;
    }

    // Static or continuous batching. The count carries over: 64 sequences of a static batch become
    // 64 requests in flight and back, so that switching compares the two at one load.
    void switchBatching(Batching to)
    {
        if (to == batching)
            return;
        if (to == Batching::Continuous)
            concurrency = std::max(1, inferenceBatch);
        else
            inferenceBatch = std::max(1, concurrency);
        batching = to;
    }

    // Mixed precision means narrower working weights; fp32 ones would need no master copy, so
    // choosing it moves the weights to BF16 when they were fp32.
    void chooseOptimizer(Optimizer chosen)
    {
        optimizer = chosen;
        if (optimizer == Optimizer::AdamMixed && weightDtype == WeightDtype::Fp32)
            weightDtype = WeightDtype::Bf16;
    }
};

} // namespace blab::core
