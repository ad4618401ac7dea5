#include "models/operations_table_model.h"

#include "text/labels.h"

namespace blab::ui {

int OperationsTableModel::rowsIn(const core::ReportModel &report) const
{
    return static_cast<int>(report.operations.size());
}

int OperationsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OperationsTableModel::display(int row, int column) const
{
    const core::ReportModel &model = report();
    const core::Operation &op = model.operations[static_cast<std::size_t>(row)];
    switch (column) {
    case Operation:
        return Labels::operation(op, model.inputs.n);
    case Flops:
        return Labels::scientific(op.flops, 4);
    case Bytes:
        return Labels::megabytes(op.bytes, 2);
    case FlopsPerByte:
        return Labels::fixed(op.flopsPerByte(), 2);
    case Bound:
        return Labels::bound(model.roofline.boundFor(op.flopsPerByte()));
    }
    return {};
}

QVariant OperationsTableModel::data(const QModelIndex &index, int role) const
{
    if (!isShown(index))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return index.column() == Operation ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                           : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant OperationsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return SnapshotTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
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
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Flops:
            return tr("Floating-point operations of one call.");
        case Bytes:
            return tr("Bytes read from and written to memory, decimal MB (10⁶ bytes).");
        case FlopsPerByte:
            return tr("Arithmetic intensity: FLOPs ÷ bytes.");
        case Bound:
            return tr("Compute-bound at or above the balance point, bandwidth-bound below it.");
        }
    }
    return {};
}

} // namespace blab::ui
