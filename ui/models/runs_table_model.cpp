// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/runs_table_model.h"

#include "text/labels.h"

#include <QDateTime>
#include <QLocale>

namespace blab::ui {

void RunsTableModel::setRecords(std::vector<core::SgemmRunRecord> records)
{
    beginResetModel();
    m_records = std::move(records);
    endResetModel();
}

void RunsTableModel::add(const core::SgemmRunRecord &record)
{
    std::vector<core::SgemmRunRecord> records = m_records;
    core::SgemmRunRecord::remember(records, record);
    setRecords(std::move(records));
}

void RunsTableModel::clear()
{
    setRecords({});
}

int RunsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_records.size());
}

int RunsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const core::SgemmRunRecord &RunsTableModel::recordAt(int row) const
{
    return m_records[m_records.size() - 1 - static_cast<std::size_t>(row)];
}

QVariant RunsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const core::SgemmRunRecord &record = recordAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(record, index.column());
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(index.column() == Core ? Qt::AlignLeft | Qt::AlignVCenter
                                                          : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == Gflops)
            return tr("Fastest run: %1").arg(Labels::milliseconds(record.bestSeconds, 3));
        return {};
    default:
        return {};
    }
}

QString RunsTableModel::display(const core::SgemmRunRecord &record, int column) const
{
    switch (column) {
    case N:
        return QString::number(record.n);
    case Threads:
        return QString::number(record.threads);
    case Core:
        return QString::fromStdString(record.coreName);
    case Gflops:
        return Labels::fixed(record.gflops, 2);
    case Verified:
        return record.verified ? tr("yes") : tr("NO");
    case Time: {
        const QDateTime at = QDateTime::fromSecsSinceEpoch(record.finishedAtSeconds);
        // Today's runs by their time to the second, so that two in one minute differ; older
        // ones, remembered from another day, with their date.
        if (at.date() == QDate::currentDate())
            return at.time().toString(QStringLiteral("HH:mm:ss"));
        return Labels::dateTime(at);
    }
    }
    return {};
}

QVariant RunsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole)
        return headerText(section);
    if (role == Qt::ToolTipRole) {
        const QString tip = headerTip(section);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    return {};
}

QString RunsTableModel::headerText(int section) const
{
    switch (section) {
    case N:
        return tr("n");
    case Threads:
        return tr("Threads");
    case Core:
        return tr("OpenBLAS core");
    case Gflops:
        return tr("GFLOPS");
    case Verified:
        return tr("Verified");
    case Time:
        return tr("Time");
    }
    return {};
}

QString RunsTableModel::headerTip(int section) const
{
    switch (section) {
    case Core:
        return tr("The OpenBLAS kernel family that ran.");
    case Gflops:
        return tr("GFLOPS of the fastest timed run.");
    case Verified:
        return tr("Whether the product and the other shapes checked agreed with double "
                  "precision.");
    case Time:
        return tr("When the measurement finished.");
    }
    return {};
}

} // namespace blab::ui
