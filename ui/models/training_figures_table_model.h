// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/snapshot_table_model.h"

namespace blab::ui {

// A trained model's run in figures, expected beside bound: the step time, tokens a second per
// card and in all, model FLOPs utilisation, and with tokens to train the time and card-hours
// they take. No rows without a run, or for a layout that cannot run.
class TrainingFiguresTableModel : public SnapshotTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Figure,
        Expected,
        Bound,
        ColumnCount
    };
    enum Row
    {
        StepTime,
        TokensPerCard,
        Tokens,
        Mfu,
        TrainTime,
        CardHours,
        RowCount
    };

    using SnapshotTableModel::SnapshotTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    int rowsIn(const core::ReportModel &report) const override;

private:
    QString display(int row, int column) const override;
    bool leftAligned(int column) const override;
    QVariant otherData(int row, int column, int role) const override;
    QString headerText(int section) const override;
    QString headerTip(int section) const override;
    static QString figureName(int row);
    static QString figureTip(int row);
};

} // namespace blab::ui
