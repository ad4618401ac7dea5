// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/report_model.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace blab::ui {

// Part seven of the text report, for report --mode inference: prefill and decode on the chosen
// device, what the model and its KV cache take in memory, and the tensor-parallel split. It
// reads the snapshot's inference figures and computes nothing.
class InferenceText
{
    Q_DECLARE_TR_FUNCTIONS(InferenceText)

public:
    // section is the report's number for this part, which follows the parts before it.
    static QString render(const core::ReportModel &model, int section);

    // The paragraphs of the part, without its indentation, for the window's verdicts.
    // What a request sees, expected and bound, and why the two differ.
    static QString request(const core::InferenceInputs &in, const core::InferenceResult &r);
    // Which limit sets the first token and the later ones, bound and expected, and under
    // continuous batching why it lifts the bound's rate more than the expected one.
    static QString limits(const core::InferenceResult &r);
    // Said before the figures when the cards cannot hold what they are for; empty when they can.
    static QString overCapacity(const core::InferenceInputs &in, const core::InferenceResult &r);
    static QString whyApart(const core::InferenceInputs &in, const core::InferenceResult &r);
    // The same in one sentence, for the window, whose boxes show the figures.
    static QString whyApartShort(const core::InferenceInputs &in, const core::InferenceResult &r);
    static QString prefill(const core::InferenceResult &r);
    static QString decode(const core::InferenceResult &r);
    // Speculative decoding's guesses and the tokens a step keeps; empty without guesses.
    static QString speculation(const core::InferenceInputs &in, const core::InferenceResult &r);
    static QStringList memoryParagraphs(const core::InferenceInputs &in,
                                        const core::InferenceResult &r);
    static QString parallelParagraph(const core::InferenceInputs &in,
                                     const core::InferenceResult &r);
    // The layout beside tensor parallelism: attention groups and spread experts; empty without.
    static QString layoutSentences(const core::InferenceInputs &in, const core::InferenceResult &r);

private:
    static QString parallelOnly(const core::InferenceInputs &in, const core::InferenceResult &r);
    // What the all-reduces of a step are: two a layer, or the layout's own (traffic).
    static QString allReduces(const core::InferenceInputs &in);
    static QString setup(const core::InferenceInputs &in);
    // How the expected figure runs the products: at the share by size, or at one share.
    static QString productsClause(const core::InferenceInputs &in, const core::InferenceResult &r);
    // What published systems reach at batch 1, and on several cards why the step's share of the
    // label bandwidth falls below it: the all-reduces and fixed costs do not shrink with N.
    static QString publishedShare(const core::InferenceInputs &in, const core::InferenceResult &r);
    // Why decode waits for memory and why batching helps.
    static QString why();
    static QString phases(const core::InferenceResult &r);
    static QString memory(const core::InferenceInputs &in, const core::InferenceResult &r);
};

} // namespace blab::ui
