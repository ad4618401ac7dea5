// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/operations_table_model.h"

#include "text/labels.h"

namespace blab::ui {

int OperationsTableModel::rowsIn(const core::ReportModel &report) const
{
    return static_cast<int>(report.operations.size() + report.servingOperations.size());
}

int OperationsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OperationsTableModel::display(int row, int column) const
{
    const core::ReportModel &model = report();
    const std::size_t r = static_cast<std::size_t>(row);
    const std::size_t lesson = model.operations.size();
    const core::Operation &op =
        r < lesson ? model.operations[r] : model.servingOperations[r - lesson];
    switch (column) {
    case Operation:
        return Labels::operation(op, model.inputs.n);
    case Flops:
        return Labels::scientific(op.flops, 4);
    case Bytes:
        return Labels::operationBytes(op);
    case FlopsPerByte:
        return Labels::significant(op.flopsPerByte());
    case Bound:
        return Labels::bound(model.roofline.boundFor(op.flopsPerByte()));
    }
    return {};
}

QString OperationsTableModel::headerText(int section) const
{
    switch (section) {
    case Operation:
        return tr("Operation");
    case Flops:
        return tr("FLOPs");
    case Bytes:
        return tr("Bytes moved");
    case FlopsPerByte:
        return tr("FLOP/B");
    case Bound:
        return tr("Bound");
    }
    return {};
}

QString OperationsTableModel::headerTip(int section) const
{
    switch (section) {
    case Flops:
        return tr("Floating-point operations of one call.");
    case Bytes:
        return tr("Bytes read from and written to memory, decimal MB (10⁶ bytes) and GB (10⁹ "
                  "bytes).");
    case FlopsPerByte:
        return tr("Arithmetic intensity: FLOPs ÷ bytes.");
    case Bound:
        return tr("Compute-bound at or above the balance point, bandwidth-bound below it.");
    }
    return {};
}

bool OperationsTableModel::leftAligned(int column) const
{
    return column == Operation;
}

} // namespace blab::ui
