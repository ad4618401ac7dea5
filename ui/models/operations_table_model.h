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
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

protected:
    int rowsIn(const core::ReportModel &report) const override;

private:
    QString display(int row, int column) const;
};

} // namespace blab::ui
