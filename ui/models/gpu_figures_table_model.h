// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/snapshot_table_model.h"

namespace blab::ui {

// Tab 1's GPU table: each figure measured on the GPU beside the catalog's datasheet figure for
// it, and the share, from the snapshot's gpuFigures.
class GpuFiguresTableModel : public SnapshotTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Figure,
        Measured,
        Datasheet,
        Share,
        ColumnCount
    };

    using SnapshotTableModel::SnapshotTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    QString display(int row, int column) const override;
    bool leftAligned(int column) const override;
    QVariant otherData(int row, int column, int role) const override;
    QString headerText(int section) const override;
    QString headerTip(int section) const override;
    int rowsIn(const core::ReportModel &report) const override;
};

} // namespace blab::ui
