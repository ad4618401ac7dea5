// SPDX-License-Identifier: GPL-3.0-or-later

// The serving answer as JSON: per phase, per request, the efficiencies behind the expected
// figures and the tensor-parallel split.

#include "io/json_writer.h"
#include "report/report_json_parts.h"

namespace blab::core::report_json {

namespace {

// One phase of serving: per token, the intensity and what bounds it, and its time.
Json phaseJson(const PhaseFigures &p)
{
    return {{"tokens", p.tokens},
            {"flops_per_token", p.flopsPerToken},
            {"bytes_per_token", p.bytesPerToken},
            {"flops_per_byte", p.flopsPerByte},
            {"bound", p.bound == Bound::Compute ? "compute" : "bandwidth"},
            {"compute_seconds", p.computeSeconds},
            {"memory_seconds", p.memorySeconds},
            {"all_reduce_seconds", p.allReduceSeconds},
            {"seconds", p.seconds},
            {"tokens_per_second", p.tokensPerSecond},
            {"expected_seconds", p.expectedSeconds},
            {"expected_tokens_per_second", p.expectedTokensPerSecond}};
}

Json requestFiguresJson(const RequestFigures &f)
{
    return {{"time_to_first_token_seconds", f.timeToFirstTokenSeconds},
            {"time_per_output_token_seconds", f.timePerOutputTokenSeconds},
            {"end_to_end_seconds", f.endToEndSeconds},
            {"output_tokens_per_second", f.outputTokensPerSecond},
            {"output_tokens_per_second_per_user", f.outputTokensPerSecondPerUser},
            {"output_tokens_per_second_per_card", f.outputTokensPerSecondPerCard}};
}

Json efficiencyJson(const InferenceInputs &in)
{
    const ServingEfficiency &e = in.efficiency;
    // By product size the share is a curve, not one figure: the JSON says null and gives the
    // shares the two phases reached.
    return {{"bandwidth_efficiency", e.bandwidth},
            {"prefill_efficiency", e.gemmCurve.empty() ? Json(e.compute) : Json(nullptr)},
            {"shares_by_product_size", !e.gemmCurve.empty()},
            {"dequant_instructions_per_weight", e.dequantInstructions},
            // Unpacking that runs on vector units whose speed the maker does not print.
            {"unpacking_left_out", e.dequantInstructions > 0 && !(in.vectorTflops > 0)},
            {"layer_overhead_us", e.layerOverheadSeconds * 1e6},
            {"step_overhead_us", e.stepOverheadSeconds * 1e6},
            {"link_alpha_us", in.fabric.server.alphaSeconds * 1e6},
            {"link_bus_gbs", in.fabric.server.busGBs},
            {"network_alpha_us", in.fabric.network.alphaSeconds * 1e6},
            {"network_bus_gbs", in.fabric.network.busGBs},
            {"cards_per_server", in.fabric.cardsPerServer}};
}

// The decode step beside the phase's figures: the time a token takes, the experts it reads, the
// shares it reaches.
Json decodeJson(const InferenceResult &r)
{
    Json decode = phaseJson(r.decode);
    // Each sequence gets one token a step, or the accepted tokens with speculative decoding: the
    // time per output token is the step's over them.
    decode["seconds_per_token"] = r.decode.seconds / r.acceptedTokensPerStep;
    decode["seconds_per_step"] = r.decode.seconds;
    decode["experts_read_per_layer"] = r.expertsRead;
    decode["expected_compute_share"] = r.decode.computeShare;
    decode["expected_bandwidth_share"] = r.decode.bandwidthShare;
    return decode;
}

// Speculative decoding's guesses a step, the tokens a step keeps and the guesses' time.
Json speculativeJson(const InferenceInputs &in, const InferenceResult &r)
{
    return {{"draft_tokens", in.model.nextnLayers > 0 ? in.draftTokens : 0},
            {"accepted_tokens_per_step", r.acceptedTokensPerStep},
            {"draft_seconds_per_step", r.decode.draftSeconds},
            {"expected_draft_seconds_per_step", r.decode.expectedDraftSeconds}};
}

} // namespace

// report --mode inference: the model, the inputs it was served with, the two phases, memory
// and the tensor-parallel split.
Json inferenceJson(const InferenceInputs &in, const InferenceResult &r)
{
    Json prefill = phaseJson(r.prefill);
    prefill["expected_compute_share"] = r.prefill.computeShare;
    prefill["time_to_first_token_seconds"] = r.prefill.seconds;
    const Json decode = decodeJson(r);
    const InferenceMemory &mem = r.memory;
    return {{"model", in.model.id},
            {"parameters", in.model.totalParameters()},
            {"active_parameters", in.model.activeParameters()},
            {"weight_bytes_per_parameter", in.weightBytes},
            {"kv_bytes_per_value", in.kvBytes()},
            {"prompt_tokens", in.promptTokens},
            {"output_tokens", in.outputTokens},
            {"context", in.context},
            {"batch", in.batch},
            {"batching", Batchings::id(in.batching)},
            {"concurrency", in.concurrency},
            {"efficiencies", efficiencyJson(in)},
            {"request",
             {{"batching", Batchings::id(r.request.batching)},
              {"sequences", r.request.sequences},
              {"bound", requestFiguresJson(r.request.bound)},
              {"expected", requestFiguresJson(r.request.expected)}}},
            {"prefill", std::move(prefill)},
            {"decode", std::move(decode)},
            {"memory",
             {{"weights_bytes", mem.weightsBytes},
              {"kv_cache_bytes", mem.kvCacheBytes},
              {"kv_cache_bytes_per_token", r.kvBytesPerToken},
              {"overhead_bytes", mem.overheadBytes},
              {"weights_per_card_bytes", mem.weightsPerCardBytes},
              {"kv_cache_per_card_bytes", mem.kvCachePerCardBytes},
              {"per_card_bytes", mem.perCardBytes},
              {"device_bytes", mem.deviceBytes},
              {"fits", mem.fits},
              {"weights_fit", mem.weightsFit},
              {"max_batch", mem.maxBatch},
              {"max_context", mem.maxContext}}},
            {"parallel",
             {{"tp", in.tensorParallel},
              {"ep", in.expertParallel},
              {"attention_dp", in.attentionDp},
              {"link_gbs", in.boundFabric.server.busGBs},
              {"link_latency_seconds", in.fabric.server.alphaSeconds},
              {"all_reduce_seconds_per_step", r.decode.allReduceSeconds},
              {"expected_all_reduce_seconds_per_step", r.decode.expectedAllReduceSeconds},
              {"experts_per_card", r.expertsPerCard},
              {"busiest_card_expert_load", r.expertLoadRatio},
              {"all_to_all_seconds_per_step", r.decode.allToAllSeconds},
              {"expected_all_to_all_seconds_per_step", r.decode.expectedAllToAllSeconds},
              {"single_card_seconds_per_step", r.singleCardDecodeSeconds},
              {"expected_single_card_seconds_per_step", r.expectedSingleCardDecodeSeconds},
              {"single_card_fits", r.singleCardMemory.fits},
              {"speedup", r.tensorParallelSpeedup},
              {"expected_speedup", r.expectedTensorParallelSpeedup}}},
            {"speculative", speculativeJson(in, r)}};
}

} // namespace blab::core::report_json
