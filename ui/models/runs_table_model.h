// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/sgemm_run_record.h"

#include <QAbstractTableModel>
#include <vector>

namespace blab::ui {

// Part one's earlier sgemm runs, newest first, so that a run at n = 1024 can be read beside the
// one at 512 it followed. The records come from core (SgemmRunRecord); the table only shows them.
class RunsTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        N,
        Threads,
        Core,
        Gflops,
        Verified,
        Time,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    // The records, oldest first, as SgemmRunRecord::remember keeps them.
    const std::vector<core::SgemmRunRecord> &records() const { return m_records; }
    void setRecords(std::vector<core::SgemmRunRecord> records);
    // Adds a finished run, dropping the oldest beyond SgemmRunRecord::kMaxKept.
    void add(const core::SgemmRunRecord &record);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // The record shown in a row: the newest is row 0.
    const core::SgemmRunRecord &recordAt(int row) const;
    QString display(const core::SgemmRunRecord &record, int column) const;
    QString headerText(int section) const;
    QString headerTip(int section) const;

    std::vector<core::SgemmRunRecord> m_records;
};

} // namespace blab::ui
