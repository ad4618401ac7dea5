// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/snapshot_table_model.h"

namespace blab::ui {

// Part four's batches as a table: the lesson's batch sizes and, last, the window's own, each with
// its copy and compute times and the copy's share of a step on this CPU and on the accelerator.
class BatchesTableModel : public SnapshotTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Batch,
        Data,
        Copy,
        CpuCompute,
        CpuShare,
        AccelCompute,
        AccelShare,
        Serial,
        Overlapped,
        ColumnCount
    };

    using SnapshotTableModel::SnapshotTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    int rowsIn(const core::ReportModel &report) const override;

private:
    QString display(int row, int column) const override;
    QString headerText(int section) const override;
    QString headerTip(int section) const override;
};

} // namespace blab::ui
