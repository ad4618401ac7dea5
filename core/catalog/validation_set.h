// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"

#include <set>
#include <string>
#include <vector>

namespace blab::core {

// One published measurement and the whole setup it was taken on.
struct ValidationRow
{
    enum class Kind
    {
        Serving,
        AllReduce,
        Training
    };
    std::string id;
    Kind kind = Kind::Serving;
    std::string device;
    int cards = 1;
    // Serving: the model and its formats (precision names the device's peak), how requests
    // were batched, the batch or concurrency, and the tokens in and out.
    std::string model;
    std::string precision;
    std::string weights;
    std::string kv;
    std::string batching;
    int batch = 1;
    int promptTokens = 1;
    int outputTokens = 1;
    // Training (model, cards and precision as above): the layout the run used, as Megatron-LM
    // and PyTorch FSDP name it: tensor, pipeline and virtual pipeline degrees (the data degree is
    // what is left of the cards), the sharding stage (3: FSDP's full sharding), what was
    // recomputed (none, selective, full), the sequence length, and micro and global batch in
    // sequences.
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int virtualStages = 1;
    int zeroStage = 0;
    std::string recompute;
    int seqLen = 1;
    int microBatch = 1;
    int globalBatch = 1;
    // The attention kernel the run used: "flash2" (FlashAttention-2 or its equivalents, what
    // attention_share_by_peak describes; the default) or "triton" (the Triton FlashAttention
    // llm-foundry's benchmarks ran).
    std::string attention = "flash2";
    // Whether the run split the sequence beside its tensor degree (Megatron-LM's
    // sequence_parallel); false unless the row says so.
    bool sequenceParallel = false;
    // Whether the run overlapped its tensor-parallel collectives with the products (Transformer
    // Engine's userbuffers: NeMo's ub_tp_comm_overlap, Megatron-Core's tp_comm_overlap).
    bool tpOverlap = false;
    // All-reduce: the link kind and the message size, and whether NCCL could sum in the switch
    // (false where the run turned NVLS off, NCCL_NVLS_ENABLE=0).
    std::string link;
    double messageBytes = 0.0;
    bool nvls = true;
    // What was measured (a key of the report's inference.request objects, all_reduce_seconds /
    // all_reduce_bus_gbs, or tokens_per_second_per_card for training) and its value in seconds,
    // tokens per second or GB/s.
    std::string metric;
    double published = 0.0;
    std::string framework;
    // Where to check it: repository, path and commit or the page's address, the table and row,
    // and the row as quoted.
    std::string source;
};

// The validation set's file, read as strictly as the catalogs:
//   {"format": "bottleneck-lab-validation", "version": 1, "results": [{...}, ...]}
class ValidationSet
{
public:
    static constexpr const char *kFormat = "bottleneck-lab-validation";
    static constexpr int kVersion = 1;
    static constexpr std::size_t kMaxBytes = 1 << 20;
    static constexpr std::size_t kMaxRows = 2000;

    struct Result : CatalogOutcome
    {
        std::vector<ValidationRow> rows;
    };

    // models and devices are the ids the rows may name.
    static Result parse(const std::string &text, const std::set<std::string> &models,
                        const std::set<std::string> &devices);
    // The set compiled in from resources/validation/published_results.json.
    static const std::vector<ValidationRow> &builtIn();
};

} // namespace blab::core
