// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/inference_text.h"

#include "text/labels.h"
#include "text/serving_verdicts.h"
#include "text/verdicts.h"

#include <cmath>

namespace blab::ui {

namespace {

// One paragraph of the part, indented as the report's others are.
QString line(const QString &text)
{
    return QStringLiteral("  ") + text + QStringLiteral("\n\n");
}

// A count of floating-point operations as people write large numbers: 1.50 × 10¹⁰ FLOPs.
QString flops(double value)
{
    return InferenceText::tr("%1 FLOPs").arg(Labels::scientific(value, 2));
}

} // namespace

QString InferenceText::render(const core::ReportModel &model, int section)
{
    if (!model.inferenceMode() || !model.inference || !model.inferenceInputs)
        return {};
    const core::InferenceInputs &in = *model.inferenceInputs;
    const core::InferenceResult &r = *model.inference;
    QString out = QStringLiteral("\n[%1] ").arg(section) +
                  tr("Serving %1 on %2")
                      .arg(Labels::userText(in.model.name), Labels::device(model.fitDevice)) +
                  QStringLiteral("\n\n");
    out += line(Verdicts::join(setup(in), ServingVerdicts::chosen(model)));
    const QString over = overCapacity(in, r);
    if (!over.isEmpty())
        out += line(over);
    out += line(request(in, r));
    out += line(limits(r));
    out += line(whyApart(in, r));
    out += phases(r);
    const QString guesses = speculation(in, r);
    if (!guesses.isEmpty())
        out += line(guesses);
    out += memory(in, r);
    // Which link the split crosses when it is not the kind asked for (a card link joining
    // fewer cards than the split), as tab 5 says it.
    if (in.tensorParallel > 1)
        out += line(Verdicts::join(parallelParagraph(in, r), Verdicts::linkFallback(model)));
    out += line(why());
    return out;
}

QString InferenceText::setup(const core::InferenceInputs &in)
{
    const QString served =
        in.batching == core::Batching::Continuous
            ? tr("%n request(s) in flight (continuous batching)", nullptr, in.concurrency)
            : tr("a static batch of %n sequence(s)", nullptr, in.batch);
    return tr("Weights of %1 bytes a parameter, a KV cache of %2 bytes a number; prompts of %3 "
              "tokens, answers of %4 tokens and caches of up to %5 tokens; %6 on %7 × %8 TFLOPS "
              "and %9 GB/s.")
        .arg(Labels::significant(in.weightBytes), Labels::significant(in.kvBytes()))
        .arg(in.promptTokens)
        .arg(in.outputTokens)
        .arg(in.context)
        .arg(served)
        .arg(in.tensorParallel)
        .arg(Labels::significant(in.peakTflops), Labels::significant(in.bandwidthGBs));
}

QString InferenceText::request(const core::InferenceInputs &, const core::InferenceResult &r)
{
    const core::RequestFigures &e = r.request.expected;
    const core::RequestFigures &b = r.request.bound;
    return tr("A request, expected (roofline bound in brackets): the first token after %1 (%2), "
              "then one every %3 (%4); the whole answer after %5 (%6). Output: %7 (%8) tokens "
              "per second in all, %9 for each user and %10 for each card.")
        .arg(Labels::duration(e.timeToFirstTokenSeconds),
             Labels::duration(b.timeToFirstTokenSeconds),
             Labels::duration(e.timePerOutputTokenSeconds),
             Labels::duration(b.timePerOutputTokenSeconds), Labels::duration(e.endToEndSeconds),
             Labels::duration(b.endToEndSeconds), Labels::significant(e.outputTokensPerSecond),
             Labels::significant(b.outputTokensPerSecond),
             Labels::significant(e.outputTokensPerSecondPerUser))
        .arg(Labels::significant(e.outputTokensPerSecondPerCard));
}

namespace {

// "compute-bound" or "bandwidth-bound", from the roofline's own comparison of the two times.
QString boundWord(const core::PhaseFigures &p)
{
    return p.bound == core::Bound::Compute ? InferenceText::tr("compute-bound")
                                           : InferenceText::tr("bandwidth-bound");
}

} // namespace

QString InferenceText::limits(const core::InferenceResult &r)
{
    const core::RequestResult &q = r.request;
    const core::PhaseFigures &a = q.firstStep;
    const core::PhaseFigures &b = q.laterStep;
    if (q.batching == core::Batching::Static)
        return tr("Which limit sets them: the first token waits for the prefill, %1 (%2 of "
                  "compute against %3 of memory reads at the roofline); each later token waits "
                  "for a decode step, %4 (%5 against %6).")
            .arg(boundWord(a), Labels::duration(a.computeSeconds),
                 Labels::duration(a.memorySeconds), boundWord(b),
                 Labels::duration(b.computeSeconds), Labels::duration(b.memorySeconds));
    // One request in flight: no other request's prompt shares a step, and the static sentence
    // holds.
    if (q.promptTokensPerStep <= 0)
        return tr("Which limit sets them: the first token waits for the step that reads the "
                  "prompt, %1 (%2 of compute against %3 of memory reads at the roofline); each "
                  "later token waits for a decode step, %4 (%5 against %6).")
            .arg(boundWord(a), Labels::duration(a.computeSeconds),
                 Labels::duration(a.memorySeconds), boundWord(b),
                 Labels::duration(b.computeSeconds), Labels::duration(b.memorySeconds));
    return tr("Which limit sets them: under continuous batching every step reads %1 prompt "
              "tokens of arriving requests beside %2 decodes: %3 of compute and %4 of memory "
              "reads at the roofline. The bound overlaps the two and takes the larger (%5 a step, "
              "the exchanges between the cards included), so "
              "the prompts fill compute a decode step leaves idle and the rate rises; the "
              "expected figure adds the products' time to the reads' time and counts on no "
              "overlap (%6 and %7, %8 with the fixed costs), so the prompts add their whole time "
              "to each step and a request's later tokens wait for its neighbours' prompts.")
        .arg(Labels::significant(q.promptTokensPerStep), Labels::significant(q.decodesPerStep),
             Labels::duration(b.computeSeconds), Labels::duration(b.memorySeconds),
             Labels::duration(b.seconds), Labels::duration(b.expectedComputeSeconds),
             Labels::duration(b.expectedMemorySeconds), Labels::duration(b.expectedSeconds));
}

QString InferenceText::overCapacity(const core::InferenceInputs &in, const core::InferenceResult &r)
{
    const core::InferenceMemory &m = r.memory;
    if (m.fits)
        return {};
    if (!m.weightsFit)
        return tr("The figures below are for cards that cannot hold the model: its weights alone "
                  "need %1 on each card, which has %2 (question 3).")
            .arg(Labels::bytes(m.weightsPerCardBytes), Labels::bytes(m.deviceBytes));
    return tr("The figures below are for a batch the cards cannot hold: %n sequence(s) at %1 "
              "tokens of context need %2 on each card, which has %3; at most %4 fit (question 3).",
              nullptr, in.batch)
        .arg(in.context)
        .arg(Labels::bytes(m.perCardBytes), Labels::bytes(m.deviceBytes))
        .arg(m.maxBatch);
}

QString InferenceText::productsClause(const core::InferenceInputs &in,
                                      const core::InferenceResult &r)
{
    if (in.efficiency.gemmCurve.empty())
        return tr("runs every matrix product at %1 of the peak")
            .arg(Labels::percent(in.efficiency.compute, 0));
    return tr("runs each matrix product at the share of the peak cuBLAS reaches at its size (%1 "
              "in the prefill, %2 in a decode step)")
        .arg(Labels::percent(r.prefill.computeShare, 0), Labels::percent(r.decode.computeShare, 0));
}

QString InferenceText::publishedShare(const core::InferenceInputs &in,
                                      const core::InferenceResult &r)
{
    if (in.tensorParallel <= 1)
        return tr("published systems reach 60–75 % at batch 1 on one card");
    const core::PhaseFigures &d = r.decode;
    const double fixed = d.expectedAllReduceSeconds + d.expectedAllToAllSeconds + d.overheadSeconds;
    if (in.attentionDp > 1 || in.expertParallel > 1)
        return tr("published systems reach 60–75 % at batch 1 on one card; laid out over %1 "
                  "cards, the exchanges between them and the fixed costs of a step do not shrink "
                  "with the cards and take %2 of it here")
            .arg(in.tensorParallel)
            .arg(Labels::percent(d.expectedSeconds > 0 ? fixed / d.expectedSeconds : 0.0, 0));
    return tr("published systems reach 60–75 % at batch 1 on one card; split over %1 cards, each "
              "reads 1/%1 of the weights, but the %2 all-reduces and the fixed costs of a step do "
              "not shrink and take %3 of it here (gpt-fast's Llama 2 70B on 8 A100s at batch 1 "
              "moves about 53 % of the label bandwidth)")
        .arg(in.tensorParallel)
        .arg(2 * in.model.layers)
        .arg(Labels::percent(d.expectedSeconds > 0 ? fixed / d.expectedSeconds : 0.0, 0));
}

QString InferenceText::whyApart(const core::InferenceInputs &in, const core::InferenceResult &r)
{
    const core::ServingEfficiency &e = in.efficiency;
    const QString costs = in.tensorParallel > 1
                              ? tr("%1 µs a layer, %2 µs a step and %3 µs for each all-reduce")
                                    .arg(Labels::significant(e.layerOverheadSeconds * 1e6),
                                         Labels::significant(e.stepOverheadSeconds * 1e6),
                                         Labels::significant(in.fabric.server.alphaSeconds * 1e6))
                              : tr("%1 µs a layer and %2 µs a step")
                                    .arg(Labels::significant(e.layerOverheadSeconds * 1e6),
                                         Labels::significant(e.stepOverheadSeconds * 1e6));
    return tr("Why they differ: the bound is the roofline itself, the whole peak, the label "
              "bandwidth and links without latency, which nothing real beats. The expected "
              "figure streams memory at %1 of the label bandwidth, %2 and pays %3. A decode step "
              "then moves its bytes at %4 of the label bandwidth; %5. Each default names its "
              "source in resources/efficiencies.json.")
        .arg(Labels::percent(e.bandwidth, 0), productsClause(in, r), costs,
             Labels::percent(r.decode.bandwidthShare, 0), publishedShare(in, r));
}

QString InferenceText::whyApartShort(const core::InferenceInputs &in,
                                     const core::InferenceResult &r)
{
    const QString costs = in.tensorParallel > 1 ? tr("per layer, per step and per all-reduce")
                                                : tr("per layer and per step");
    return tr("The bound is the roofline, which nothing real beats; the expected figure streams "
              "memory at %1 of the label bandwidth, %2 and pays fixed costs %3, so a decode step "
              "moves its bytes at %4 of the label bandwidth (%5).")
        .arg(Labels::percent(in.efficiency.bandwidth, 0), productsClause(in, r), costs,
             Labels::percent(r.decode.bandwidthShare, 0), publishedShare(in, r));
}

QString InferenceText::why()
{
    return tr("Decode reads every weight a token passes through once a step, for two "
              "FLOPs a weight: for one sequence in 16-bit weights that is about one FLOP "
              "per byte, far below any device's balance point. Serving systems batch "
              "requests because the sequences of a batch share that read: the FLOPs per "
              "byte grow with the batch until compute limits.");
}

QString InferenceText::phases(const core::InferenceResult &r)
{
    return line(prefill(r)) + line(decode(r));
}

QString InferenceText::prefill(const core::InferenceResult &r)
{
    return tr("Prefill (the prompts, all at once): %1 and %2 per token, %3 FLOP/B: %4. It takes "
              "%5 expected, %6 at the roofline.")
        .arg(flops(r.prefill.flopsPerToken), Labels::bytes(r.prefill.bytesPerToken),
             Labels::significant(r.prefill.flopsPerByte), Labels::bound(r.prefill.bound),
             Labels::duration(r.prefill.expectedSeconds), Labels::duration(r.prefill.seconds));
}

QString InferenceText::decode(const core::InferenceResult &r)
{
    // With guesses a step passes each sequence's token and its guesses: positions, not tokens
    // kept.
    const QString text =
        r.decode.draftSeconds > 0.0
            ? tr("Decode (each sequence's own token and its guesses a step, caches full): %1 and "
                 "%2 per position, %3 FLOP/B: %4. A step takes %5 expected, %6 at the roofline, "
                 "the guesses included: %7 (%8) positions per second in all.")
            : tr("Decode (one new token for each sequence a step, caches full): %1 and %2 per "
                 "token, %3 FLOP/B: %4. A step takes %5 expected, %6 at the roofline: %7 (%8) "
                 "tokens per second in all.");
    return text.arg(flops(r.decode.flopsPerToken), Labels::bytes(r.decode.bytesPerToken),
                    Labels::significant(r.decode.flopsPerByte), Labels::bound(r.decode.bound),
                    Labels::duration(r.decode.expectedSeconds), Labels::duration(r.decode.seconds),
                    Labels::significant(r.decode.expectedTokensPerSecond),
                    Labels::significant(r.decode.tokensPerSecond));
}

QString InferenceText::speculation(const core::InferenceInputs &in, const core::InferenceResult &r)
{
    if (r.decode.draftSeconds <= 0.0)
        return {};
    return tr("Speculative decoding: before each decode step the model's next-token layers "
              "guess each sequence's next %n token(s), one after another (%1 expected, %2 at the "
              "roofline, within the step's time), and the step checks them all at once. It keeps "
              "%3 tokens of each sequence on average, so a token takes the step's time ÷ %3.",
              nullptr, in.draftTokens)
        .arg(Labels::duration(r.decode.expectedDraftSeconds),
             Labels::duration(r.decode.draftSeconds), Labels::fixed(r.acceptedTokensPerStep, 2));
}

QString InferenceText::memory(const core::InferenceInputs &in, const core::InferenceResult &r)
{
    QString out;
    for (const QString &paragraph : memoryParagraphs(in, r))
        out += line(paragraph);
    return out;
}

QStringList InferenceText::memoryParagraphs(const core::InferenceInputs &in,
                                            const core::InferenceResult &r)
{
    const core::InferenceMemory &m = r.memory;
    const QString verdict = m.fits ? tr("it fits") : tr("it does not fit");
    QStringList out{tr("Memory on each card: %1 of weights and %2 of KV cache in all (%3 a "
                       "token), %4 kept back for activations and the framework: %5 of %6, "
                       "%7.")
                        .arg(Labels::bytes(m.weightsBytes), Labels::bytes(m.kvCacheBytes),
                             Labels::bytes(r.kvBytesPerToken), Labels::bytes(m.overheadBytes),
                             Labels::bytes(m.perCardBytes), Labels::bytes(m.deviceBytes), verdict)};
    if (!m.weightsFit)
        out << (tr("The weights alone leave no room for a KV cache on %n card(s): split the "
                   "model over more cards (tensor parallelism) or store it in fewer bits.",
                   nullptr, in.tensorParallel));
    else if (m.maxBatch > 0)
        // Two sentences, so that each count takes its own plural.
        out << Verdicts::join(
            tr("At %1 tokens of context, up to %n sequence(s) fit.", nullptr, m.maxBatch)
                .arg(in.context),
            tr("With %n sequence(s), up to %1 tokens of context do (the model's own limit is %2).",
               nullptr, in.batch)
                .arg(m.maxContext)
                .arg(in.model.maxContext));
    else
        out << Verdicts::join(
            tr("Not one sequence of %1 tokens fits beside the weights.").arg(in.context),
            tr("With %n sequence(s), up to %1 tokens of context do.", nullptr, in.batch)
                .arg(m.maxContext));
    return out;
}

QString InferenceText::layoutSentences(const core::InferenceInputs &in,
                                       const core::InferenceResult &r)
{
    QString out;
    if (in.attentionDp > 1)
        out += QStringLiteral(" ") +
               tr("Attention runs in %1 groups of %n card(s), each group on its own requests "
                  "and holding their cache; the dense parts stay split over all %2 cards.",
                  nullptr, in.tensorParallel / in.attentionDp)
                   .arg(in.attentionDp)
                   .arg(in.tensorParallel);
    if (in.expertParallel > 1)
        out += QStringLiteral(" ") +
               tr("Experts spread: each card holds %1 whole experts and the router and shared "
                  "experts; sending every mixture layer's tokens to their experts and back costs "
                  "%2 a decode step expected (%3 at the bound), and the busiest card computes "
                  "%4× the mean of its token-expert pairs (routing taken as uniform at random).")
                   .arg(QString::number(std::lround(r.expertsPerCard)),
                        Labels::duration(r.decode.expectedAllToAllSeconds),
                        Labels::duration(r.decode.allToAllSeconds),
                        Labels::fixed(r.expertLoadRatio, 2));
    return out;
}

QString InferenceText::parallelParagraph(const core::InferenceInputs &in,
                                         const core::InferenceResult &r)
{
    return parallelOnly(in, r) + layoutSentences(in, r);
}

QString InferenceText::allReduces(const core::InferenceInputs &in)
{
    if (in.attentionDp > 1 || in.expertParallel > 1)
        return tr("the all-reduces of the layout");
    return tr("two all-reduces of the activations a layer");
}

QString InferenceText::parallelOnly(const core::InferenceInputs &in, const core::InferenceResult &r)
{
    const core::InferenceMemory &one = r.singleCardMemory;
    // A one-card step that one card could not hold is no setup to compare with.
    if (!one.fits)
        return tr("Split over %1 cards linked at %2 GB/s, each card reads and computes its share; "
                  "%3 cost %4 a step expected (%5 at the link's bandwidth alone). A step takes "
                  "%6. One card cannot hold the model and its KV cache (%7 needed, %8 on the "
                  "card), so there is no one-card step to compare it with.")
            .arg(in.tensorParallel)
            .arg(Labels::significant(in.boundFabric.server.busGBs), allReduces(in),
                 Labels::duration(r.decode.expectedAllReduceSeconds),
                 Labels::duration(r.decode.allReduceSeconds),
                 Labels::duration(r.decode.expectedSeconds), Labels::bytes(one.perCardBytes),
                 Labels::bytes(one.deviceBytes));
    return (tr("Split over %1 cards linked at %2 GB/s, each card reads and computes its share; "
               "%3 cost %4 a step expected (%5 at the link's bandwidth alone). A step takes %6 "
               "against %7 on one card: %8× as fast (%9× at the roofline).")
                .arg(in.tensorParallel)
                .arg(Labels::significant(in.boundFabric.server.busGBs), allReduces(in),
                     Labels::duration(r.decode.expectedAllReduceSeconds),
                     Labels::duration(r.decode.allReduceSeconds),
                     Labels::duration(r.decode.expectedSeconds),
                     Labels::duration(r.expectedSingleCardDecodeSeconds),
                     Labels::fixed(r.expectedTensorParallelSpeedup, 2),
                     Labels::fixed(r.tensorParallelSpeedup, 2)));
}

} // namespace blab::ui
