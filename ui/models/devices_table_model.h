// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_edit.h"
#include "models/snapshot_table_model.h"

namespace blab::ui {

// Part two's devices as a table: this CPU, the shipped catalog and the user's own devices, each
// with its figures and its ratios to this CPU at the chosen precision. Of this CPU only the
// bandwidth is typed in here; of the user's devices every figure; shipped rows are fixed. An
// edit is checked in setData: a refused one is said through editRefused, an accepted one handed
// on through cpuBandwidthEdited or deviceEdited, and the cells change with the next snapshot.
class DevicesTableModel : public SnapshotTableModel
{
    Q_OBJECT

public:
    // The typed-in columns are core::DeviceEdit's fields, in its order (setData hands the
    // column to it as a field); the ratio columns follow.
    using Field = core::DeviceEdit::Field;
    enum Column
    {
        Name = static_cast<int>(Field::Name),
        Fp32 = static_cast<int>(Field::Fp32),
        Tf32 = static_cast<int>(Field::Tf32),
        Bf16 = static_cast<int>(Field::Bf16),
        Fp8 = static_cast<int>(Field::Fp8),
        Bandwidth = static_cast<int>(Field::Bandwidth),
        Memory = static_cast<int>(Field::Memory),
        Power = static_cast<int>(Field::Power),
        HostLink = static_cast<int>(Field::HostLink),
        CardLink = static_cast<int>(Field::CardLink),
        ComputeRatio,
        BandwidthRatio,
        PerWatt,
        ColumnCount
    };

    using SnapshotTableModel::SnapshotTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

signals:
    // Why an edit was refused, one sentence in the reader's language, for the inline error.
    void editRefused(const QString &message);
    // This CPU's memory bandwidth was typed in and is in range.
    void cpuBandwidthEdited(double gbs);
    // A device of the user's own, the one in row, with a figure typed in and checked.
    void deviceEdited(int row, const core::DeviceSpec &device);

protected:
    int rowsIn(const core::ReportModel &report) const override;

private:
    QString display(int row, int column) const override;
    // A ratio cell of a device that has no figure at the chosen precision: "no BF16".
    QString noFormat() const;
    bool leftAligned(int column) const override;
    QVariant otherData(int row, int column, int role) const override;
    QString toolTip(int row, int column) const;
    QString headerText(int section) const override;
    QString headerTip(int section) const override;
    // The reason a refused text in column gives, in the reader's language, naming the column.
    QString reason(const core::DeviceEdit::Result &result, int column) const;
    bool refuse(const QVariant &value, const QString &why);
};

} // namespace blab::ui
