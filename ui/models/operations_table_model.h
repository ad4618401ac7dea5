// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/snapshot_table_model.h"

namespace blab::ui {

// Part three's kernels as a table: FLOPs, bytes moved, arithmetic intensity and which roof
// bounds each on the roofline shown.
class OperationsTableModel : public SnapshotTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Operation,
        Flops,
        Bytes,
        FlopsPerByte,
        Bound,
        ColumnCount
    };

    using SnapshotTableModel::SnapshotTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    QString headerText(int section) const override;
    QString headerTip(int section) const override;
    int rowsIn(const core::ReportModel &report) const override;

private:
    QString display(int row, int column) const override;
    bool leftAligned(int column) const override;
};

} // namespace blab::ui
