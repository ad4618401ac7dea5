// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/inference_text.h"

#include "text/labels.h"
#include "text/verdicts.h"

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

QString InferenceText::render(const core::ReportModel &model)
{
    if (!model.inferenceMode() || !model.inference || !model.inferenceInputs)
        return {};
    const core::InferenceInputs &in = *model.inferenceInputs;
    const core::InferenceResult &r = *model.inference;
    QString out = QStringLiteral("\n[7] ") +
                  tr("Serving %1 on %2")
                      .arg(QString::fromStdString(in.model.name), Labels::device(model.fitDevice)) +
                  QStringLiteral("\n\n");
    out += line(tr("Weights of %1 bytes a parameter, a KV cache of %2 bytes a number; prompts of "
                   "%3 tokens and %4 tokens in each sequence's cache; a batch of %5 on %6 × "
                   "%7 TFLOPS (%8 of it reached) and %9 GB/s.")
                    .arg(Labels::significant(in.weightBytes), Labels::significant(in.kvBytes))
                    .arg(in.promptTokens)
                    .arg(in.context)
                    .arg(in.batch)
                    .arg(in.tensorParallel)
                    .arg(Labels::significant(in.peakTflops), Labels::percent(in.utilization, 0),
                         Labels::significant(in.bandwidthGBs)));
    out += phases(r);
    out += memory(in, r);
    if (in.tensorParallel > 1)
        out += parallel(in, r);
    out += line(why());
    return out;
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
    return tr("Prefill (the prompts, all at once): %1 and %2 per token, %3 FLOP/B: %4. The first "
              "token comes after %5.")
        .arg(flops(r.prefill.flopsPerToken), Labels::bytes(r.prefill.bytesPerToken),
             Labels::significant(r.prefill.flopsPerByte), Labels::bound(r.prefill.bound),
             Labels::duration(r.prefill.seconds));
}

QString InferenceText::decode(const core::InferenceResult &r)
{
    return tr("Decode (one new token for each sequence a step): %1 and %2 per token, %3 "
              "FLOP/B: %4. A step takes %5, so %6 tokens per second in all.")
        .arg(flops(r.decode.flopsPerToken), Labels::bytes(r.decode.bytesPerToken),
             Labels::significant(r.decode.flopsPerByte), Labels::bound(r.decode.bound),
             Labels::duration(r.decode.seconds), Labels::significant(r.decode.tokensPerSecond));
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
                   "model over more cards (--tp) or store it in fewer bits.",
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

QString InferenceText::parallel(const core::InferenceInputs &in, const core::InferenceResult &r)
{
    return line(parallelParagraph(in, r));
}

QString InferenceText::parallelParagraph(const core::InferenceInputs &in,
                                         const core::InferenceResult &r)
{
    return (tr("Split over %1 cards linked at %2 GB/s, each card reads and computes its share; "
               "two all-reduces of the activations a layer cost %3 a step. A step takes %4 "
               "against %5 on one card: %6× as fast.")
                .arg(in.tensorParallel)
                .arg(Labels::significant(in.linkGBs), Labels::duration(r.decode.allReduceSeconds),
                     Labels::duration(r.decode.seconds),
                     Labels::duration(r.singleCardDecodeSeconds),
                     Labels::fixed(r.tensorParallelSpeedup, 2)));
}

} // namespace blab::ui
