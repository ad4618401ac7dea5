// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/batches_table_model.h"

#include "text/labels.h"

namespace blab::ui {

int BatchesTableModel::rowsIn(const core::ReportModel &report) const
{
    // The window's own batch is the last row.
    return static_cast<int>(report.transfers.size()) + 1;
}

int BatchesTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString BatchesTableModel::display(int row, int column) const
{
    const core::ReportModel &model = report();
    const bool users = row == static_cast<int>(model.transfers.size());
    const core::BatchTransfer &t =
        users ? model.userTransfer : model.transfers[static_cast<std::size_t>(row)];
    switch (column) {
    case Batch:
        return users ? tr("%1 (yours)").arg(t.batch) : QString::number(t.batch);
    case Data:
        return Labels::fixed(t.bytes / 1e6, 1);
    case Copy:
        return Labels::fixed(t.copySeconds * 1e3, 2);
    case CpuCompute:
        return Labels::fixed(t.cpuComputeSeconds * 1e3, 2);
    case CpuShare:
        return Labels::share(t.copyShare);
    case AccelCompute:
        return Labels::fixed(t.accelComputeSeconds * 1e3, 3);
    case AccelShare:
        return Labels::share(t.accelCopyShare);
    case Serial:
        return Labels::fixed(t.accelSerialSeconds * 1e3, 2);
    case Overlapped:
        return Labels::fixed(t.accelOverlappedSeconds * 1e3, 2);
    }
    return {};
}

QString BatchesTableModel::headerTip(int section) const
{
    switch (section) {
    case Batch:
        return tr("Samples per batch.");
    case Data:
        return tr("Bytes copied per batch, decimal MB.");
    case Copy:
        return tr("Time to copy the batch over the link.");
    case CpuCompute:
        return tr("Time for this CPU to compute the batch at its measured GFLOPS.");
    case CpuShare:
        return tr("Copy ÷ (copy + CPU compute).");
    case AccelCompute:
        return tr("Time for the accelerator to compute the batch at its peak.");
    case AccelShare:
        return tr("Copy ÷ (copy + accelerator compute).");
    case Serial:
        return tr("A step on the accelerator when copy and compute take turns: their sum.");
    case Overlapped:
        return tr("A step on the accelerator with loader threads and pinned memory, the next "
                  "batch copying while this one computes: the longer of the two.");
    }
    return {};
}

QString BatchesTableModel::headerText(int section) const
{
    switch (section) {
    case Batch:
        return tr("Batch");
    case Data:
        return tr("MB");
    case Copy:
        return tr("Copy ms");
    case CpuCompute:
        return tr("CPU ms");
    case CpuShare:
        return tr("Share");
    case AccelCompute:
        return tr("Accel. ms");
    case AccelShare:
        return tr("Share accel.");
    case Serial:
        return tr("Serial ms");
    case Overlapped:
        return tr("Prefetched ms");
    }
    return {};
}

} // namespace blab::ui
