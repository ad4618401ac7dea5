// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/training_figures_table_model.h"

#include "text/labels.h"

namespace blab::ui {

namespace {

// A whole run's time in the unit people plan it in: days past two of them, hours past two,
// else as every other duration is written.
QString runTime(double seconds)
{
    constexpr double kHour = 3600.0, kDay = 24.0 * kHour;
    if (seconds >= 2.0 * kDay)
        return TrainingFiguresTableModel::tr("%1 days").arg(Labels::significant(seconds / kDay));
    if (seconds >= 2.0 * kHour)
        return TrainingFiguresTableModel::tr("%1 hours").arg(Labels::significant(seconds / kHour));
    return Labels::duration(seconds);
}

} // namespace

int TrainingFiguresTableModel::rowsIn(const core::ReportModel &report) const
{
    if (!report.trainingRun || report.trainingRun->problem != core::LayoutProblem::None)
        return 0;
    // The time and card-hours of a whole run only with the tokens it trains on.
    return report.trainingRun->expected.trainSeconds > 0 ? RowCount : TrainTime;
}

int TrainingFiguresTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TrainingFiguresTableModel::display(int row, int column) const
{
    if (column == Figure)
        return figureName(row);
    const core::TrainingRun &run = *report().trainingRun;
    const core::TrainingRunFigures &f = column == Expected ? run.expected : run.bound;
    switch (row) {
    case StepTime:
        return Labels::duration(f.stepSeconds);
    case TokensPerCard:
        return Labels::significant(f.tokensPerSecondPerCard);
    case Tokens:
        return Labels::significant(f.tokensPerSecond);
    case Mfu:
        return Labels::percent(f.mfu, 1);
    case TrainTime:
        return runTime(f.trainSeconds);
    case CardHours:
        return Labels::significant(f.cardHours);
    }
    return {};
}

QString TrainingFiguresTableModel::figureName(int row)
{
    switch (row) {
    case StepTime:
        return tr("Step time");
    case TokensPerCard:
        return tr("Tokens/s a card");
    case Tokens:
        return tr("Tokens/s, all cards");
    case Mfu:
        return tr("Model FLOPs utilisation");
    case TrainTime:
        return tr("Time to train");
    case CardHours:
        return tr("Card-hours");
    }
    return {};
}

QString TrainingFiguresTableModel::figureTip(int row)
{
    switch (row) {
    case StepTime:
        return tr("One optimizer step on the slowest card: every part of the chart below added "
                  "up, the pipeline's idle time and the exposed data-parallel sync included.");
    case TokensPerCard:
        return tr("Tokens of the global batch a second, divided by the cards.");
    case Tokens:
        return tr("Tokens of the global batch a second over all the cards.");
    case Mfu:
        return tr("Model FLOPs a second over the cards' peak at the chosen precision. Model "
                  "FLOPs: 6 × the weights a token is multiplied with + 12 × layers × heads × "
                  "head size × sequence a token (Chowdhery et al. 2022, PaLM, appendix B); "
                  "recomputed work does not count. The convention counts attention without its "
                  "causal mask, which the kernels skip, so where attention is a large share "
                  "the bound's figure can pass 100 %.");
    case TrainTime:
        return tr("The tokens to train on at the tokens a second above.");
    case CardHours:
        return tr("That time times the cards.");
    }
    return {};
}

bool TrainingFiguresTableModel::leftAligned(int column) const
{
    return column == Figure;
}

QVariant TrainingFiguresTableModel::otherData(int row, int column, int role) const
{
    if (role == Qt::ToolTipRole && column == Figure)
        return figureTip(row);
    return {};
}

QString TrainingFiguresTableModel::headerText(int section) const
{
    switch (section) {
    case Figure:
        return tr("Figure");
    case Expected:
        return tr("Expected");
    case Bound:
        return tr("Bound");
    }
    return {};
}

QString TrainingFiguresTableModel::headerTip(int section) const
{
    switch (section) {
    case Expected:
        return tr("What a framework reaches: each part at the efficiency of "
                  "resources/efficiencies.json that names its published source.");
    case Bound:
        return tr("The roofline bound: every part at the device's peak and label memory "
                  "bandwidth, the links at their label bus bandwidth. No run is faster.");
    }
    return {};
}

} // namespace blab::ui
