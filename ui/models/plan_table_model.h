// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "plan/plan_result.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QString>

namespace blab::ui {

// A plan's setups as a table, fewest cards first as the search orders them: each setup's cards
// and how they are split, its expected figures (the bound in each cell's tooltip), what binds
// it, its cost where priced and its device's error against published runs. When no setup meets
// the targets, the nearest misses in their place, each saying by how much it misses. The sort
// role (Qt::UserRole) gives each cell as a number, or text, for a QSortFilterProxyModel.
class PlanTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // What a buyer compares first comes first, so that a narrow window shows it without
    // scrolling sideways: the cards, the device, what a card yields and what stops it.
    enum Column
    {
        Cards,
        Device,
        TokensPerCard,
        BindingLimit,
        TimeToFirstToken,
        TimePerOutputToken,
        TokensPerUser,
        TensorParallel,
        Replicas,
        Formats,
        Concurrency,
        MemoryPerCard,
        CostPerHour,
        ValidationError,
        Targets,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    // names: each device id's name as the window shows it.
    void setResult(const core::PlanResult &result, const QHash<QString, QString> &names);
    const core::PlanResult &result() const { return m_result; }
    // Whether the rows are the nearest misses (no setup met the targets).
    bool showsMisses() const { return m_result.plans.empty() && !m_result.misses.empty(); }
    // The setup of a row, in the search's order.
    const core::PlanSetup &setup(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant display(int row, int column) const;
    QVariant sortValue(int row, int column) const;
    QVariant toolTip(int row, int column) const;
    // How far a miss is from the targets; 0 for a setup that meets them.
    double missRatio(int row) const;

    core::PlanResult m_result;
    QHash<QString, QString> m_names;
};

} // namespace blab::ui
