// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/snapshot_table_model.h"
#include "text/kernels_text.h"

namespace blab::ui {

// Tab 3's list of the user's own kernels, each on its device's roofline: the same cells as the
// text report's part on them (KernelsText), with the kernel's FLOPs, bytes and time in its tip.
class UserKernelsTableModel : public SnapshotTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Name,
        Device,
        Intensity,
        Reached,
        Roof,
        Bound,
        Share,
        Gain,
        ColumnCount
    };
    static_assert(ColumnCount == KernelsText::kColumns, "the list has the report's columns");

    using SnapshotTableModel::SnapshotTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    int rowsIn(const core::ReportModel &report) const override;

private:
    QString display(int row, int column) const override;
    bool leftAligned(int column) const override;
    QVariant otherData(int row, int column, int role) const override;
    QString headerText(int section) const override;
    QString headerTip(int section) const override;
};

} // namespace blab::ui
