// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/advisor_table_model.h"

#include "measure/cpu/kernel_family.h"
#include "text/advisor_text.h"
#include "text/labels.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace blab::ui {

void AdvisorTableModel::setResult(const core::AdvisorResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

int AdvisorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_result.candidates.size());
}

int AdvisorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AdvisorTableModel::display(const core::AdvisorCandidate &c, int column) const
{
    const bool measured = c.measurement.has_value();
    const QString none = QStringLiteral("—");
    switch (column) {
    case Family:
        return c.installed ? tr("%1 (installed)").arg(QString::fromStdString(c.core))
                           : QString::fromStdString(c.core);
    case Gflops:
        return measured ? Labels::fixed(c.gflops(), 1) : none;
    case Median:
        return measured ? Labels::fixed(c.medianGflops(), 1) : none;
    case PercentOfPeak:
        if (!measured || m_result.peakGflops <= 0)
            return none;
        // Said beside the figure: above the peak, the peak itself is what was disturbed.
        return m_result.abovePeak(c)
                   ? tr("%1 % (busy machine)").arg(Labels::fixed(m_result.percentOfPeak(c), 1))
                   : Labels::fixed(m_result.percentOfPeak(c), 1) + QStringLiteral(" %");
    case Speedup: {
        const double speedup = m_result.speedupVsInstalled(c);
        return measured && speedup > 0 ? Labels::fixed(speedup, 2) + QStringLiteral("×") : none;
    }
    case Result:
        return AdvisorText::status(c);
    }
    return {};
}

QVariant AdvisorTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const core::AdvisorCandidate &c = m_result.candidates[static_cast<std::size_t>(index.row())];
    const bool recommended = !m_result.recommendedCore.empty() &&
                             core::KernelFamilies::sameName(c.core, m_result.recommendedCore);
    switch (role) {
    case Qt::DisplayRole:
        return display(c, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Result)
            return AdvisorText::status(c);
        if (index.column() == PercentOfPeak && m_result.abovePeak(c))
            return AdvisorText::peakMeasuredLow();
        return recommended ? tr("The recommended family") : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Family || index.column() == Result
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (recommended) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        return c.error.empty() ? QVariant() : QVariant(QBrush(QColor(0xc6, 0x28, 0x28)));
    default:
        return {};
    }
}

QVariant AdvisorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Family:
            return tr("Family");
        case Gflops:
            return tr("GFLOPS");
        case Median:
            return tr("Median");
        case PercentOfPeak:
            return tr("Of peak");
        case Speedup:
            return tr("× installed");
        case Result:
            return tr("Result");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Family:
            return tr("OpenBLAS's name for a set of kernels (OPENBLAS_CORETYPE); \"installed\" is "
                      "the one OpenBLAS picks by itself on this CPU.");
        case Gflops:
            return tr("sgemm GFLOPS of the fastest run, billions of floating-point operations per "
                      "second.");
        case Median:
            return tr("sgemm GFLOPS of the median run.");
        case PercentOfPeak:
            return tr("The fastest run as a share of this CPU's multiply-add peak on the same "
                      "threads; well-tuned sgemm reaches 80 to 95 %.");
        case Speedup:
            return tr("GFLOPS over those of the installed family; 1.00× is the same speed.");
        case Result:
            return tr("Verified: the product and eleven other shapes match double precision. "
                      "Otherwise why the family cannot be used.");
        }
    }
    return {};
}

} // namespace blab::ui
