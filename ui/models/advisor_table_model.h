// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/kernel_advisor.h"

#include <QAbstractTableModel>

namespace blab::ui {

// The kernel advisor's families as a table: GFLOPS, median, percent of peak, speed-up over the
// installed family and the result of each.
class AdvisorTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Family,
        Gflops,
        Median,
        PercentOfPeak,
        Speedup,
        Result,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setResult(const core::AdvisorResult &result);
    const core::AdvisorResult &result() const { return m_result; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant display(const core::AdvisorCandidate &c, int column) const;

    core::AdvisorResult m_result;
};

} // namespace blab::ui
