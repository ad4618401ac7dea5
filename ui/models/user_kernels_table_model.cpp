// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/user_kernels_table_model.h"

#include "text/kernels_text.h"
#include "text/labels.h"

#include <QColor>

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
    const core::ReportModel::PlacedKernel &k = report().kernels[static_cast<std::size_t>(row)];
    // Speeds without their unit, which the column's title gives once.
    if (column == Reached)
        return Labels::significant(k.kernel.gflops());
    if (column == Bound && !k.placement.roof.empty())
        return Labels::significant(k.placement.boundGflops);
    // Why no roof holds it is in the row's tip; the cell stays as narrow as the others.
    if (column == Roof && k.placement.roof.empty())
        return tr("none");
    // One cell at a time: a slider move repaints every visible cell.
    return KernelsText::cell(report(), k, column);
}

QString UserKernelsTableModel::headerText(int section) const
{
    // Two lines a title, so that the columns stay as narrow as their figures.
    switch (section) {
    case Reached:
        return tr("Reached\nGFLOPS");
    case Bound:
        return tr("Roof allows\nGFLOPS");
    case Roof:
        return tr("Roof\nabove");
    case Gain:
        return tr("At the\nroof");
    default:
        break;
    }
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
QVariant UserKernelsTableModel::otherData(int row, int column, int role) const
{
    const core::ReportModel::PlacedKernel &placed = report().kernels[static_cast<std::size_t>(row)];
    // A share no card can reach stands out in the red the window gives errors.
    if (role == Qt::ForegroundRole && column == Share && placed.aboveDatasheet())
        return QColor(0xc6, 0x28, 0x28);
    if (role != Qt::ToolTipRole)
        return {};
    const core::UserKernel &k = placed.kernel;
    const QString device = placed.deviceIndex >= 0
                               ? Labels::device(report().devices[placed.deviceIndex])
                               : Labels::userText(k.device);
    QString tip = tr("%1 on %2: %3 FLOPs over %4 in %5")
                      .arg(Labels::userText(k.name), device, Labels::scientific(k.flops, 3),
                           Labels::bytes(k.bytes), Labels::duration(k.seconds));
    if (placed.placement.roof.empty())
        tip += QLatin1Char('\n') +
               tr("No roof: %1.").arg(KernelsText::unplaced(placed.unplacedReason));
    if (placed.aboveDatasheet())
        tip +=
            QLatin1Char('\n') + KernelsText::aboveDatasheet(k, placed.placement.shareOfBound,
                                                            report().devices[placed.deviceIndex]);
    return tip;
}

} // namespace blab::ui
