#pragma once

#include "model/report_model.h"

#include <QAbstractTableModel>
#include <memory>

namespace blab::ui {

// A table over the window's one snapshot of the figures. The tables update on every slider move,
// so a new snapshot with as many rows only says that the cells changed; rows that come or go do
// so at the end, as a table widget's rows did, so that the current cell and the selection stay
// where they were.
class SnapshotTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    void setSnapshot(std::shared_ptr<const core::ReportModel> snapshot);

    int rowCount(const QModelIndex &parent = {}) const override;

protected:
    // How many rows a snapshot gives this table.
    virtual int rowsIn(const core::ReportModel &report) const = 0;
    // The snapshot shown; only called for a valid index, so never null there.
    const core::ReportModel &report() const { return *m_snapshot; }
    // True for an index of this table's rows and columns.
    bool isShown(const QModelIndex &index) const;

private:
    // Says that every cell of rows 0 to rows - 1 may have changed.
    void cellsChanged(int rows);

    std::shared_ptr<const core::ReportModel> m_snapshot;
    int m_rows = 0;
};

} // namespace blab::ui
