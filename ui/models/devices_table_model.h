// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_edit.h"
#include "models/snapshot_table_model.h"

#include <optional>

namespace blab::ui {

// Part two's devices as a table: this CPU, the shipped catalog and the user's own devices, each
// with its figures and its ratios to this CPU at the chosen precision, and a measured GPU's row
// directly under its datasheet row (under this CPU for a card the catalog lacks), marked as
// measured and never editable. Of this CPU only the
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
        Fp4 = static_cast<int>(Field::Fp4),
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

    // The row of the measured GPU; -1 when the snapshot has none.
    int measuredRow() const;
    // The index in the snapshot's devices that row shows; -1 for the measured GPU's row and for a
    // row the table does not have.
    int deviceIndex(int row) const;
    // The device a row shows, the measured GPU's included; empty for a row the table lacks.
    std::optional<core::DeviceSpec> deviceAt(int row) const;

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
    const core::DeviceSpec &spec(int row) const;
    const core::DeviceRatios &ratiosOf(int row) const;
    QString display(int row, int column) const override;
    // A figure the measured row does not have (its power, links or compute per watt where the
    // catalog does not know the card): "—", not 0 or "none".
    QString orDash(double value, const QString &text) const;
    // The measured row's tooltips: what was measured, or where a figure that was not comes from.
    QString measuredTip(int column) const;
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
