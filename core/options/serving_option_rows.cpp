// SPDX-License-Identifier: GPL-3.0-or-later

// Serving a language model: the model, tokens, batching and tensor degree, the efficiencies
// behind the expected figures, and plan's targets and load.

#include "catalog/efficiency_defaults.h"
#include "options/option_row_builders.h"
#include "options/option_sections.h"

namespace blab::core::option_rows {

namespace {

// A replica's cards and how they share the work.
std::vector<OptionRow> replicaRows()
{
    using S = OptionSpec;
    using W = WhatIfInputs;
    return {
        number<&W::tensorParallel>(S::tensorParallel,
                                   "Cards the model is split across, tensor parallel (inference; "
                                   "in training with --model, the tensor degree).",
                                   "1", kWhatIf, Remember::Yes),
        number<&W::expertParallel>(S::expertParallel,
                                   "Cards a mixture of experts spreads its routed experts over "
                                   "(inference): 1 splits each expert by tensor, or --tp to hold "
                                   "experts / tp whole experts on each card.",
                                   "1", kWhatIf, Remember::Yes),
        number<&W::attentionDp>(S::attentionDp,
                                "Attention data-parallel groups of one replica (inference): each "
                                "of the groups of --tp / groups cards runs attention on its own "
                                "requests and holds their cache; a divisor of --tp.",
                                "1", kWhatIf, Remember::Yes),
        number<&W::draftTokens>(S::draftTokens,
                                "Speculative decoding (inference): guesses of each sequence's "
                                "next tokens that the model's own next-token-prediction layers "
                                "draw before each decode step, which then checks them all at "
                                "once; 0 without (and for a model without such layers).",
                                "0", kWhatIf, Remember::Yes),
        number<&W::acceptedTokens>(S::acceptedTokens,
                                   "Tokens a decode step keeps on average with --draft-tokens "
                                   "(inference): from 1 (no guess right) to --draft-tokens + 1; "
                                   "DeepSeek-V3 reports 85 to 90 % of its one guess kept, about "
                                   "1.9.",
                                   "1", kWhatIf, Remember::Yes),
    };
}

} // namespace

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
        "KV cache precision: fp16, fp8 or fp4 (NVFP4, 4.5 bits) (inference) [default fp16]. In "
        "plan, the formats to try, comma-separated [default fp16,fp8].",
        kWhatIf | kPlan, Remember::Yes);
    kv.listIn = kPlan;
    kv.append = [](const OptionValues &item, OptionValues &values) {
        values.plan.kvDtypes.push_back(item.whatIf.kvDtype);
    };
    std::vector<OptionRow> rows = {
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
                            "1152; prompt + output tokens", kWhatIf, Remember::Yes),
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
    };
    const std::vector<OptionRow> replica = replicaRows();
    rows.insert(rows.end(), replica.begin(), replica.end());
    return rows;
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

} // namespace blab::core::option_rows
