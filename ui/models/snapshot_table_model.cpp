// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/snapshot_table_model.h"

namespace blab::ui {

void SnapshotTableModel::setSnapshot(std::shared_ptr<const core::ReportModel> snapshot)
{
    if (snapshot == m_snapshot)
        return;
    const int rows = snapshot ? rowsIn(*snapshot) : 0;
    if (rows < m_rows) {
        // The rows go while the old snapshot still answers for them.
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
    // The rows both snapshots have change in place; new rows come after them.
    m_snapshot = std::move(snapshot);
    cellsChanged(std::min(rows, m_rows));
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    }
}

int SnapshotTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

bool SnapshotTableModel::isShown(const QModelIndex &index) const
{
    return index.isValid() && !index.parent().isValid() && index.row() < m_rows &&
           index.column() < columnCount() && m_snapshot;
}

void SnapshotTableModel::cellsChanged(int rows)
{
    if (rows > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rows - 1, columnCount() - 1));
}

QVariant SnapshotTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return headerText(section);
    if (role == Qt::ToolTipRole) {
        const QString tip = headerTip(section);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    return {};
}

QString SnapshotTableModel::headerTip(int) const
{
    return {};
}

QVariant SnapshotTableModel::data(const QModelIndex &index, int role) const
{
    if (!isShown(index))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return leftAligned(index.column()) ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                           : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return otherData(index.row(), index.column(), role);
    }
}

bool SnapshotTableModel::leftAligned(int) const
{
    return false;
}

QVariant SnapshotTableModel::otherData(int, int, int) const
{
    return {};
}

} // namespace blab::ui
