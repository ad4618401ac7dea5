// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/report_model.h"

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
    // A cell: its text from display(), its alignment from leftAligned(), any other role from
    // otherData().
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // The columns' titles and tooltips, from headerText() and headerTip().
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    // A cell's text; only called for a row and column the table shows.
    virtual QString display(int row, int column) const = 0;
    // Text columns are left-aligned, figures right-aligned.
    virtual bool leftAligned(int column) const;
    // Roles other than the text and its alignment; nothing by default.
    virtual QVariant otherData(int row, int column, int role) const;
    // A column's title, and its tooltip (empty for none).
    virtual QString headerText(int section) const = 0;
    virtual QString headerTip(int section) const;
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
