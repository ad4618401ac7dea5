// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/user_kernels_table_model.h"

#include "text/kernels_text.h"
#include "text/labels.h"

namespace blab::ui {

int UserKernelsTableModel::rowsIn(const core::ReportModel &report) const
{
    return static_cast<int>(report.kernels.size());
}

int UserKernelsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString UserKernelsTableModel::display(int row, int column) const
{
    const QStringList cells =
        KernelsText::cells(report(), report().kernels[static_cast<std::size_t>(row)]);
    return column < cells.size() ? cells[column] : QString();
}

QString UserKernelsTableModel::headerText(int section) const
{
    const QStringList headers = KernelsText::headers();
    return section < headers.size() ? headers[section] : QString();
}

QString UserKernelsTableModel::headerTip(int section) const
{
    switch (section) {
    case Name:
        return tr("The name you gave the kernel.");
    case Device:
        return tr("Where it ran, and the precision whose peak is its compute roof.");
    case Intensity:
        return tr("Arithmetic intensity: its floating-point operations over the bytes it moves "
                  "to and from memory.");
    case Reached:
        return tr("Its FLOPs over its time: the speed it ran at.");
    case Roof:
        return tr("The lowest roof at its intensity that is still above what it reached: the "
                  "compute peak, or the memory level (L1, L2, L3, DRAM on this CPU as measured; "
                  "memory on a device) its data came from.");
    case Bound:
        return tr("What that roof allows at the kernel's intensity.");
    case Share:
        return tr("What it reached as a share of what the roof allows. Over 100 % means its "
                  "counts or its time are off.");
    case Gain:
        return tr("How many times faster it would run at the roof.");
    }
    return {};
}

bool UserKernelsTableModel::leftAligned(int column) const
{
    return column == Name || column == Device || column == Roof;
}

// Each row's tip gives the figures it was placed from, as the user typed or imported them.
QVariant UserKernelsTableModel::otherData(int row, int, int role) const
{
    if (role != Qt::ToolTipRole)
        return {};
    const core::UserKernel &k = report().kernels[static_cast<std::size_t>(row)].kernel;
    return tr("%1: %2 FLOPs over %3 in %4")
        .arg(Labels::userText(k.name), Labels::scientific(k.flops, 3), Labels::bytes(k.bytes),
             Labels::duration(k.seconds));
}

} // namespace blab::ui
