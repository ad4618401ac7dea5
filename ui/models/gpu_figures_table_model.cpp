// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/gpu_figures_table_model.h"

#include "text/gpu_text.h"

namespace blab::ui {

int GpuFiguresTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int GpuFiguresTableModel::rowsIn(const core::ReportModel &report) const
{
    return static_cast<int>(report.gpuFigures.size());
}

QString GpuFiguresTableModel::display(int row, int column) const
{
    const core::GpuFigure &f = report().gpuFigures[static_cast<std::size_t>(row)];
    switch (column) {
    case Figure:
        return GpuText::figureName(f);
    case Measured:
        return GpuText::figureValue(f.measured, f.isCompute());
    case Datasheet:
        return f.datasheet > 0 ? GpuText::figureValue(f.datasheet, f.isCompute())
                               : QStringLiteral("—");
    case Share:
        return GpuText::share(f);
    }
    return {};
}

bool GpuFiguresTableModel::leftAligned(int column) const
{
    return column == Figure;
}

QVariant GpuFiguresTableModel::otherData(int row, int column, int role) const
{
    if (role != Qt::ToolTipRole)
        return {};
    const core::GpuFigure &f = report().gpuFigures[static_cast<std::size_t>(row)];
    return column == Share ? GpuText::shareTip(f) : GpuText::figureTip(f);
}

QString GpuFiguresTableModel::headerText(int section) const
{
    switch (section) {
    case Figure:
        return GpuText::tr("Figure");
    case Measured:
        return GpuText::tr("Measured");
    case Datasheet:
        return GpuText::tr("Datasheet");
    case Share:
        return GpuText::tr("Share");
    }
    return {};
}

QString GpuFiguresTableModel::headerTip(int section) const
{
    switch (section) {
    case Measured:
        return GpuText::tr("What this program measured on the card.");
    case Datasheet:
        return GpuText::tr("The vendor's figure for the catalog device the card's name matches; "
                           "— where the catalog gives none.");
    case Share:
        return GpuText::tr("Measured ÷ datasheet.");
    }
    return {};
}

} // namespace blab::ui
