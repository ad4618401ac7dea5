// SPDX-License-Identifier: GPL-3.0-or-later

#include "training/training_layout.h"

#include <algorithm>

namespace blab::core {

const char *Recomputes::id(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "";
}

const char *OnOffs::id(OnOff value)
{
    return value == OnOff::On ? "on" : "off";
}

const char *AttentionKernels::id(AttentionKernel kernel)
{
    return kernel == AttentionKernel::Triton ? "triton" : "flash2";
}

bool TrainingLayout::splitsSequence() const
{
    return sequenceParallel == OnOff::On && tensorParallel > 1;
}

bool TrainingLayout::overlapsTensorParallel() const
{
    return tpOverlap == OnOff::On && tensorParallel > 1;
}

int TrainingLayout::dataParallel() const
{
    const int modelParallel = std::max(1, tensorParallel) * std::max(1, pipelineParallel);
    return std::max(1, cards / modelParallel);
}

long long TrainingLayout::globalSequences() const
{
    return globalBatch > 0 ? globalBatch : (long long)std::max(1, microBatch) * dataParallel();
}

long long TrainingLayout::accumulation() const
{
    const long long perStep = (long long)std::max(1, microBatch) * dataParallel();
    return std::max(1LL, globalSequences() / perStep);
}

double TrainingLayout::tokensPerRankStep() const
{
    return double(std::max(1, microBatch)) * seqLen * double(accumulation());
}

LayoutProblem TrainingLayout::problem(const ModelSpec &model) const
{
    const int tp = std::max(1, tensorParallel), pp = std::max(1, pipelineParallel);
    if (cards % (tp * pp) != 0)
        return LayoutProblem::CardsNotDivided;
    if (model.heads % tp != 0)
        return LayoutProblem::HeadsNotSplit;
    if (model.kvHeads % tp != 0)
        return LayoutProblem::KvHeadsNotSplit;
    if (virtualStages > 1 && pp == 1)
        return LayoutProblem::VirtualWithoutPipeline;
    if (model.layers % (pp * std::max(1, virtualStages)) != 0)
        return LayoutProblem::LayersNotSplit;
    if (globalBatch > 0 && globalBatch % ((long long)std::max(1, microBatch) * dataParallel()) != 0)
        return LayoutProblem::BatchNotMultiple;
    return LayoutProblem::None;
}

} // namespace blab::core
