// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/links_table_model.h"

#include "text/labels.h"

#include <QFont>

namespace blab::ui {

int LinksTableModel::rowsIn(const core::ReportModel &report) const
{
    return static_cast<int>(report.links.size());
}

int LinksTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LinksTableModel::display(int index, int column) const
{
    const core::ReportModel::LinkRow &row = report().links[static_cast<std::size_t>(index)];
    switch (column) {
    case Link:
        return Labels::linkKind(row.link.kind);
    case Bus:
        return Labels::significant(row.link.busGBs);
    case Allreduce:
        return Labels::duration(row.result.allreduceSeconds);
    case Step:
        return Labels::duration(row.result.stepSeconds);
    case Speedup:
        return tr("%1× (%2)")
            .arg(Labels::fixed(row.result.speedup, 2), Labels::percent(row.result.efficiency, 0));
    case Overlapped:
        return tr("%1× (%2)")
            .arg(Labels::fixed(row.result.overlappedSpeedup, 2),
                 Labels::percent(row.result.overlappedEfficiency, 0));
    }
    return {};
}

QString LinksTableModel::headerTip(int section) const
{
    switch (section) {
    case Link:
        return tr("Every kind of link this device has, and the custom one.");
    case Bus:
        return tr("Bus bandwidth: one direction of each card's link as its label gives it, GB/s. "
                  "Not the algorithm bandwidth (bytes ÷ time) some tests print, which is smaller "
                  "by N/(2(N−1)).");
    case Allreduce:
        return tr("Expected time of one all-reduce of the gradients: the link's small-message "
                  "latency (α), its bus bandwidth at the share NCCL reaches, and past one "
                  "server's cards the network between servers. Where the NVSwitch adds what the "
                  "cards send (NVLink 4 and 5), the faster of a ring and that sum.");
    case Step:
        return tr("Compute plus sync, one after the other.");
    case Speedup:
        return tr("Throughput of all the cards over one card's, sync after compute.");
    case Overlapped:
        return tr("The same with the sync hidden behind the backward pass (two thirds of the "
                  "compute).");
    }
    return {};
}

QString LinksTableModel::headerText(int section) const
{
    switch (section) {
    case Link:
        return tr("Link");
    case Bus:
        return tr("Bus GB/s");
    case Allreduce:
        return tr("All-reduce");
    case Step:
        return tr("Step");
    case Speedup:
        return tr("Speed-up");
    case Overlapped:
        return tr("Overlapped");
    }
    return {};
}

bool LinksTableModel::leftAligned(int column) const
{
    return column == Link;
}

// The link in use is bold.
QVariant LinksTableModel::otherData(int row, int, int role) const
{
    if (role != Qt::FontRole ||
        report().links[static_cast<std::size_t>(row)].link.kind != report().link.link.kind)
        return {};
    QFont bold;
    bold.setBold(true);
    return bold;
}

} // namespace blab::ui
