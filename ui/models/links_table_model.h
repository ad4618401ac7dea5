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
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

protected:
    int rowsIn(const core::ReportModel &report) const override;

private:
    QString display(const core::ReportModel::LinkRow &row, int column) const;
    static QString headerTip(int section);
};

} // namespace blab::ui
