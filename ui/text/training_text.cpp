// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/training_text.h"

#include "text/labels.h"

#include <QStringList>

namespace blab::ui {

QString TrainingText::part(core::RunPartKind kind)
{
    switch (kind) {
    case core::RunPartKind::ForwardProducts:
        return tr("Forward products");
    case core::RunPartKind::InputGradientProducts:
        return tr("Input-gradient products");
    case core::RunPartKind::WeightGradientProducts:
        return tr("Weight-gradient products");
    case core::RunPartKind::RecomputedProducts:
        return tr("Recomputed forward");
    case core::RunPartKind::Attention:
        return tr("Attention");
    case core::RunPartKind::Activations:
        return tr("Element-wise work");
    case core::RunPartKind::Optimizer:
        return tr("Optimizer update");
    case core::RunPartKind::TensorParallelAllReduces:
        return tr("Tensor-parallel all-reduces");
    case core::RunPartKind::PipelineSends:
        return tr("Pipeline sends");
    case core::RunPartKind::PipelineBubble:
        return tr("Pipeline bubble");
    case core::RunPartKind::DataParallelExposed:
        return tr("Exposed data-parallel sync");
    case core::RunPartKind::DataParallelContention:
        return tr("Data-parallel sync's memory traffic");
    }
    return {};
}

QString TrainingText::partTip(core::RunPartKind kind)
{
    switch (kind) {
    case core::RunPartKind::ForwardProducts:
        return tr("The matrix products of the weights in the forward pass, the output projection "
                  "over the vocabulary included.");
    case core::RunPartKind::InputGradientProducts:
        return tr("The backward products that give each layer's input its gradient.");
    case core::RunPartKind::WeightGradientProducts:
        return tr("The backward products that give each weight its gradient: their inner "
                  "dimension is the micro-batch's tokens.");
    case core::RunPartKind::RecomputedProducts:
        return tr("The forward products run a second time under full recomputation; none "
                  "otherwise.");
    case core::RunPartKind::Attention:
        return tr("Attention's scores and weighted sums, fused as FlashAttention runs them (the "
                  "scores are never stored), forward and backward, and again when recomputed.");
    case core::RunPartKind::Activations:
        return tr("Norms, activation functions and residual adds: what every kernel of a layer "
                  "reads and writes besides the weights, forward and backward; in FP8 training "
                  "also the casts of each product's operands to FP8.");
    case core::RunPartKind::Optimizer:
        return tr("The optimizer's update of this card's parameters (its share of them once the "
                  "optimizer state is sharded), limited by memory bandwidth.");
    case core::RunPartKind::TensorParallelAllReduces:
        return tr("Two all-reduces a layer forward and two backward among the tensor-parallel "
                  "cards, on the critical path; overlapped with the products, what they do not "
                  "hide.");
    case core::RunPartKind::PipelineSends:
        return tr("Each micro-batch's activations sent to the next pipeline stage and its "
                  "gradient sent back.");
    case core::RunPartKind::PipelineBubble:
        return tr("The time the pipeline schedule leaves each card idle: (p − 1) / (v · m + p − "
                  "1) of the step.");
    case core::RunPartKind::DataParallelExposed:
        return tr("The part of the data-parallel gradient sync (all-reduce, or reduce-scatter "
                  "and all-gather when sharded) that the backward pass does not hide.");
    case core::RunPartKind::DataParallelContention:
        return tr("The hidden part of the data-parallel sync still reads and writes memory "
                  "beside the compute, which waits for it: its bytes times the memory-traffic "
                  "factor, at the memory bandwidth. In the expected figure only.");
    }
    return {};
}

QString TrainingText::zeroStage(int stage)
{
    switch (stage) {
    case 0:
        return tr("0: nothing sharded");
    case 1:
        return tr("1: optimizer state (Megatron's distributed optimizer)");
    case 2:
        return tr("2: + gradients");
    default:
        return tr("3: everything (FSDP)");
    }
}

QString TrainingText::recompute(core::Recompute recompute)
{
    switch (recompute) {
    case core::Recompute::Selective:
        return tr("selective");
    case core::Recompute::Full:
        return tr("full");
    case core::Recompute::None:
        break;
    }
    return tr("none");
}

const char *TrainingText::optionOf(core::LayoutProblem problem)
{
    switch (problem) {
    case core::LayoutProblem::CardsNotDivided:
        return "--cards";
    case core::LayoutProblem::HeadsNotSplit:
    case core::LayoutProblem::KvHeadsNotSplit:
        return "--tp";
    case core::LayoutProblem::LayersNotSplit:
        return "--pp";
    case core::LayoutProblem::VirtualWithoutPipeline:
        return "--vp";
    case core::LayoutProblem::BatchNotMultiple:
        return "--global-batch";
    case core::LayoutProblem::None:
        break;
    }
    return "--model";
}

QString TrainingText::attention(core::AttentionKernel kernel)
{
    return kernel == core::AttentionKernel::Triton ? tr("Triton FlashAttention")
                                                   : tr("FlashAttention-2");
}

QString TrainingText::layoutOptions(const core::TrainingLayout &layout)
{
    QStringList options;
    if (layout.splitsSequence())
        options << tr("the sequence split across the tensor-parallel cards");
    if (layout.overlapsTensorParallel())
        options << tr("the tensor-parallel communication overlapped with the products");
    if (layout.attention == core::AttentionKernel::Triton)
        options << tr("the Triton FlashAttention");
    return options.join(tr(", "));
}

QString TrainingText::problem(const core::ReportModel &model)
{
    if (!model.trainingRun || !model.trainingModel)
        return {};
    const core::TrainingLayout &l = model.trainingLayout;
    const core::ModelSpec &m = *model.trainingModel;
    switch (model.trainingRun->problem) {
    case core::LayoutProblem::None:
        return {};
    case core::LayoutProblem::CardsNotDivided:
        return tr("%1 cards are not a whole number of tensor × pipeline groups of %2")
            .arg(l.cards)
            .arg(l.tensorParallel * l.pipelineParallel);
    case core::LayoutProblem::HeadsNotSplit:
        return tr("a tensor degree of %1 does not divide the model's %2 attention heads")
            .arg(l.tensorParallel)
            .arg(m.heads);
    case core::LayoutProblem::KvHeadsNotSplit:
        return tr("a tensor degree of %1 does not divide the model's %2 key/value heads")
            .arg(l.tensorParallel)
            .arg(m.kvHeads);
    case core::LayoutProblem::LayersNotSplit:
        return tr("pipeline stages (%1) × virtual stages (%2) do not divide the model's %3 layers")
            .arg(l.pipelineParallel)
            .arg(l.virtualStages)
            .arg(m.layers);
    case core::LayoutProblem::VirtualWithoutPipeline:
        return tr("virtual stages need a pipeline of 2 stages or more");
    case core::LayoutProblem::BatchNotMultiple:
        return tr("a global batch of %1 sequences is not a multiple of the micro-batch %2 × %3 "
                  "data-parallel copies")
            .arg(l.globalBatch)
            .arg(l.microBatch)
            .arg(l.dataParallel());
    }
    return {};
}

QString TrainingText::layout(const core::ReportModel &model)
{
    // A layout that cannot run has no cards = degrees to state; the tab says why instead.
    if (!model.trainingRun || model.trainingRun->problem != core::LayoutProblem::None)
        return {};
    const core::TrainingLayout &l = model.trainingLayout;
    QString text = tr("%1 cards = data %2 × tensor %3 × pipeline %4")
                       .arg(l.cards)
                       .arg(l.dataParallel())
                       .arg(l.tensorParallel)
                       .arg(l.pipelineParallel);
    if (l.virtualStages > 1)
        text += tr(" (%1 virtual stages a card)").arg(l.virtualStages);
    const QString options = layoutOptions(l);
    if (!options.isEmpty())
        text += tr(", %1").arg(options);
    return tr("%1. A step: %2 sequences of %3 tokens in micro-batches of %4, %n micro-batch(es) "
              "on each data-parallel copy; each card works through %5 tokens.",
              nullptr, static_cast<int>(l.accumulation()))
        .arg(text, QString::number(l.globalSequences()), QString::number(l.seqLen),
             QString::number(l.microBatch), Labels::significant(l.tokensPerRankStep()));
}

QString TrainingText::chartNote(const core::ReportModel &model)
{
    if (!model.trainingRun || model.trainingRun->problem != core::LayoutProblem::None)
        return {};
    for (const core::RunPart &p : model.trainingRun->parts) {
        if (p.kind != core::RunPartKind::Activations || p.boundSeconds <= 0)
            continue;
        return tr("Element-wise work takes %1 expected against %2 at the bound: the bound moves "
                  "each layer's input and output once, as if every norm, activation function and "
                  "residual add were fused into the matrix products; the expected figure counts "
                  "what each of those kernels reads and writes, as frameworks run them.")
            .arg(Labels::duration(p.expectedSeconds), Labels::duration(p.boundSeconds));
    }
    return {};
}

} // namespace blab::ui
