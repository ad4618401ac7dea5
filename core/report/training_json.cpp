// SPDX-License-Identifier: GPL-3.0-or-later

// The training answers as JSON: question three's memory, the fewest cards of each split, and
// question one with the run as its layout lays it out.

#include "io/json_writer.h"
#include "report/report_json_parts.h"

namespace blab::core::report_json {

namespace {

// Question three under the layout: the old names keep their meaning per card (after the tensor
// × pipeline split and the ZeRO stage's sharding), and the layout's own figures follow.
Json layoutMemoryJson(const ReportModel &m, Json json)
{
    const TrainingRunMemory &mem = m.trainingRun->memory;
    const TrainingLayout &l = m.trainingLayout;
    json["basis"] = "layout";
    json["weights_bytes"] = mem.weightsBytes;
    json["gradients_bytes"] = mem.gradientsBytes;
    json["optimizer_bytes"] = mem.optimizerBytes;
    json["activations"] = "layout";
    json["activations_bytes"] = mem.activationsBytes;
    json["total_bytes"] = mem.totalBytes;
    json["multiple_of_weights"] = mem.totalBytes / mem.weightsBytes;
    json["device_memory_bytes"] = mem.deviceBytes;
    json["fits"] = m.fits;
    json["layout"] = {{"tp", l.tensorParallel},
                      {"pp", l.pipelineParallel},
                      {"vp", l.virtualStages},
                      {"dp", l.dataParallel()},
                      {"zero_stage", l.zeroStage},
                      {"recompute", Recomputes::id(l.recompute)},
                      {"sequence_parallel", OnOffs::id(l.sequenceParallel)},
                      {"seq_len", l.seqLen},
                      {"micro_batch", l.microBatch}};
    json["stage"] = PipelineStages::id(mem.stage);
    json["first_stage_bytes"] = mem.firstStageBytes;
    json["last_stage_bytes"] = mem.lastStageBytes;
    json["parameters_per_card"] = mem.parameters;
    json["layers_on_stage"] = mem.layersOnStage;
    json["layer_activation_bytes"] = mem.layerActivationBytes;
    json["layer_activation_bytes_without_recompute"] = mem.layerActivationBytesWithout;
    json["layer_activation_bytes_full_recompute"] = mem.layerActivationBytesFull;
    json["micro_batches_in_flight"] = mem.microBatchesInFlight;
    json["logits_bytes"] = mem.logitsBytes;
    json["activation_source"] =
        "Korthikanti et al. 2022, section 4: s*b*h*(10 + 24/t) at 16 bits with the attention "
        "scores never stored, s*b*h*34/t with sequence parallelism; full recomputation 2*s*b*h "
        "(over t with sequence parallelism)";
    return json;
}

// The fewest cards for one split: a number, or null beside a reason a script can test.
void putFewestCards(Json &json, const std::string &key, int cards)
{
    if (cards > 0) {
        json[key] = cards;
        return;
    }
    json[key] = nullptr;
    json[key + "_reason"] = cards == ShardingResult::kPastTheCardCap
                                ? "more_than_" + std::to_string(MemoryModel::kMaxCards) + "_cards"
                                : std::string("unsplit_parts_fill_a_card");
}

// The run as its layout lays it out: the layout, each part of a step bound and expected with the
// efficiency behind it, the figures, and memory per card; null without a model shape.
Json trainingRunFiguresJson(const TrainingRunFigures &f)
{
    return {{"step_seconds", f.stepSeconds},
            {"tokens_per_second", f.tokensPerSecond},
            {"tokens_per_second_per_card", f.tokensPerSecondPerCard},
            {"mfu", f.mfu},
            {"data_parallel_seconds", f.dataParallel.seconds},
            {"data_parallel_exposed_seconds", f.dataParallel.exposedSeconds},
            {"data_parallel_contention_seconds", f.dataParallel.contentionSeconds},
            {"train_seconds", f.trainSeconds > 0 ? Json(f.trainSeconds) : Json(nullptr)},
            {"card_hours", f.cardHours > 0 ? Json(f.cardHours) : Json(nullptr)}};
}

Json trainingRunJson(const ReportModel &m)
{
    if (!m.trainingRun || m.trainingRun->problem != LayoutProblem::None)
        return Json(nullptr);
    const TrainingRun &r = *m.trainingRun;
    const TrainingLayout &l = m.trainingLayout;
    Json parts = Json::array();
    for (const RunPart &p : r.parts)
        parts.push_back(
            {{"name", RunParts::id(p.kind)},
             {"flops", p.flops},
             {"bytes", p.bytes},
             {"bound_seconds", p.boundSeconds},
             {"expected_seconds", p.expectedSeconds},
             {"efficiency", p.efficiency.empty() ? Json(nullptr) : Json(p.efficiency)}});
    const TrainingRunMemory &mem = r.memory;
    return {{"layout",
             {{"cards", l.cards},
              {"tp", l.tensorParallel},
              {"pp", l.pipelineParallel},
              {"vp", l.virtualStages},
              {"dp", l.dataParallel()},
              {"zero_stage", l.zeroStage},
              {"recompute", Recomputes::id(l.recompute)},
              {"sequence_parallel", OnOffs::id(l.sequenceParallel)},
              {"sequence_split", l.splitsSequence()},
              {"tp_overlap", OnOffs::id(l.tpOverlap)},
              {"attention", AttentionKernels::id(l.attention)},
              {"seq_len", l.seqLen},
              {"micro_batch", l.microBatch},
              {"global_batch", l.globalSequences()},
              {"accumulation", r.accumulation},
              {"tokens_per_card_step", l.tokensPerRankStep()}}},
            {"model_flops_per_token", r.modelFlopsPerToken},
            {"mfu_convention", "6N + 12 L H Q T (Chowdhery et al. 2022, appendix B)"},
            {"bubble_share", r.bubbleShare},
            {"parts", std::move(parts)},
            {"bound", trainingRunFiguresJson(r.bound)},
            {"expected", trainingRunFiguresJson(r.expected)},
            {"memory",
             {{"weights_bytes", mem.weightsBytes},
              {"gradients_bytes", mem.gradientsBytes},
              {"optimizer_bytes", mem.optimizerBytes},
              {"activations_bytes", mem.activationsBytes},
              {"layer_activation_bytes", mem.layerActivationBytes},
              {"micro_batches_in_flight", mem.microBatchesInFlight},
              {"logits_bytes", mem.logitsBytes},
              {"total_bytes", mem.totalBytes},
              {"device_bytes", mem.deviceBytes},
              {"fits", mem.fits}}}};
}

} // namespace

Json memoryJson(const ReportModel &m)
{
    const WhatIfInputs &in = m.inputs;
    const MemoryBreakdown &memory = m.memory;
    Json json = {{"basis", "parameters"},
                 {"params", in.params},
                 {"weight_dtype", WeightDtypes::id(in.weightDtype)},
                 {"optimizer", MemoryModel::optimizerId(in.optimizer)},
                 {"weight_bytes_per_param", in.weightBytes()},
                 {"optimizer_bytes_per_param",
                  MemoryModel::optimizerBytesPerParam(in.optimizer, in.weightBytes())},
                 {"weights_bytes", memory.weightsBytes},
                 {"gradients_bytes", memory.gradientsBytes},
                 {"optimizer_bytes", memory.optimizerBytes},
                 {"activations", MemoryModel::activationModeId(in.activations)},
                 {"activations_bytes", memory.activationsBytes},
                 {"total_bytes", memory.totalBytes},
                 {"multiple_of_weights", memory.multipleOfWeights},
                 {"device", m.fitDevice.id},
                 {"device_memory_bytes", m.fitDeviceBytes},
                 {"fits", m.fits}};
    return m.memoryFollowsLayout() ? layoutMemoryJson(m, std::move(json)) : json;
}

Json shardingJson(const ReportModel &m)
{
    const ShardingResult &sharding = m.sharding;
    Json json = {{"basis", m.memoryFollowsLayout() ? "layout" : "parameters"},
                 {"cards", sharding.cards},
                 {"replicated_bytes_per_card", sharding.replicatedBytes},
                 {"optimizer_sharded_bytes_per_card", sharding.optimizerShardedBytes},
                 {"gradient_sharded_bytes_per_card", sharding.gradientShardedBytes},
                 {"fully_sharded_bytes_per_card", sharding.fullyShardedBytes},
                 {"fits_optimizer_sharded", sharding.fitsOptimizerSharded},
                 {"fits_gradient_sharded", sharding.fitsGradientSharded},
                 {"fits_fully_sharded", sharding.fitsFullySharded}};
    putFewestCards(json, "min_cards_optimizer_sharded", sharding.minCardsOptimizerSharded);
    putFewestCards(json, "min_cards_gradient_sharded", sharding.minCardsGradientSharded);
    putFewestCards(json, "min_cards_fully_sharded", sharding.minCardsFullySharded);
    json["replicated_traffic_bytes"] = sharding.replicatedTrafficBytes;
    json["gradient_sharded_traffic_bytes"] = sharding.gradientShardedTrafficBytes;
    json["fully_sharded_traffic_bytes"] = sharding.fullyShardedTrafficBytes;
    // Under the layout the states are sharded over the data-parallel copies, not all the cards.
    if (m.memoryFollowsLayout())
        json["data_parallel"] = m.trainingLayout.dataParallel();
    return json;
}

// Question one of training: the step of the model being trained, part by part; without a model
// shape, no parts, and the step is 6 · parameters · tokens at the utilisation.
Json trainingJson(const ReportModel &m)
{
    Json parts = Json::array();
    if (m.trainingStep) {
        for (const StepPart &p : m.trainingStep->parts)
            parts.push_back({{"name", TrainingStepModel::partId(p.kind)},
                             {"flops", p.flops},
                             {"bytes", p.bytes},
                             {"flops_per_byte", p.flopsPerByte()},
                             {"bound", p.bound == Bound::Compute ? "compute" : "bandwidth"},
                             {"seconds", p.seconds},
                             {"share_of_step", p.shareOfStep}});
    }
    return {{"model", m.trainingModel ? Json(m.trainingModel->id) : Json(nullptr)},
            {"parameters", m.inputs.params},
            {"tokens_per_step", m.inputs.tokensPerStep},
            {"sequence", m.inputs.seqLen},
            {"balance_flops_per_byte",
             m.trainingStep ? Json(m.trainingStep->balanceFlopsPerByte) : Json(nullptr)},
            {"step_seconds", m.stepComputeSeconds},
            {"step", std::move(parts)},
            {"run", trainingRunJson(m)}};
}

} // namespace blab::core::report_json
