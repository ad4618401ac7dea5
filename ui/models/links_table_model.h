// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/snapshot_table_model.h"

namespace blab::ui {

// Part five's links as a table: one training step over every link the chosen device has and the
// typed-in one, the chosen link in bold.
class LinksTableModel : public SnapshotTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Link,
        Bus,
        Allreduce,
        Step,
        Speedup,
        Overlapped,
        ColumnCount
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
};

} // namespace blab::ui
