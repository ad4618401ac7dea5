// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/plan_table_model.h"

#include "text/labels.h"
#include "text/plan_text.h"

#include <QStringList>
#include <cmath>

namespace blab::ui {

namespace {

QString formats(const core::PlanSetup &s)
{
    // The command line's words, upper-cased as the formats are printed: the table stays narrow.
    return QStringLiteral("%1 / %2").arg(
        QString::fromLatin1(core::WeightDtypes::id(s.weightDtype)).toUpper(),
        QString::fromLatin1(core::KvDtypes::id(s.kvDtype)).toUpper());
}

// The first two checks (time to first token, per output token) as signed percentages.
QString errors(const core::PlanSetup &s)
{
    QStringList parts;
    for (std::size_t i = 0; i < s.checks.size() && i < 2; ++i) {
        const core::PlanCheck &c = s.checks[i];
        parts << (c.results == 0 ? QStringLiteral("—")
                                 : (c.signedError >= 0 ? QStringLiteral("+") : QString()) +
                                       Labels::percent(c.signedError, 0));
    }
    return parts.join(QStringLiteral(" / "));
}

} // namespace

void PlanTableModel::setResult(const core::PlanResult &result, const QHash<QString, QString> &names)
{
    beginResetModel();
    m_result = result;
    m_names = names;
    endResetModel();
}

const core::PlanSetup &PlanTableModel::setup(int row) const
{
    return showsMisses() ? m_result.misses.at(static_cast<std::size_t>(row)).setup
                         : m_result.plans.at(static_cast<std::size_t>(row));
}

double PlanTableModel::missRatio(int row) const
{
    return showsMisses() ? m_result.misses.at(static_cast<std::size_t>(row)).worstRatio : 0.0;
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(showsMisses() ? m_result.misses.size() : m_result.plans.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case Qt::UserRole:
        return sortValue(index.row(), index.column());
    case Qt::ToolTipRole:
        return toolTip(index.row(), index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == Device || index.column() == Formats ||
            index.column() == BindingLimit || index.column() == Targets)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant PlanTableModel::display(int row, int column) const
{
    const core::PlanSetup &s = setup(row);
    const core::RequestFigures &e = s.expected;
    switch (column) {
    case Device:
        return m_names.value(QString::fromStdString(s.device), QString::fromStdString(s.device));
    case Cards:
        return QString::number(s.cards);
    case TensorParallel:
        return Labels::servingLayout(s.tensorParallel, s.expertParallel, s.attentionDp);
    case Replicas:
        return QString::number(s.replicas);
    case Formats:
        return formats(s);
    case Concurrency:
        return QString::number(s.concurrency);
    case TimeToFirstToken:
        return Labels::duration(e.timeToFirstTokenSeconds);
    case TimePerOutputToken:
        return Labels::duration(e.timePerOutputTokenSeconds);
    case TokensPerUser:
        return Labels::significant(e.outputTokensPerSecondPerUser);
    case TokensPerCard:
        return Labels::significant(e.outputTokensPerSecondPerCard);
    case MemoryPerCard:
        return Labels::bytes(s.memoryPerCardBytes);
    case BindingLimit:
        return PlanText::limit(s.bindingLimit);
    case CostPerHour:
        return s.costPerHour ? Labels::significant(*s.costPerHour) : QStringLiteral("—");
    case ValidationError:
        return errors(s);
    case Targets:
        return showsMisses() ? tr("missed, %1× the target").arg(Labels::significant(missRatio(row)))
                             : tr("met");
    default:
        return {};
    }
}

QVariant PlanTableModel::sortValue(int row, int column) const
{
    const core::PlanSetup &s = setup(row);
    const core::RequestFigures &e = s.expected;
    switch (column) {
    case Cards:
        return double(s.cards);
    case TensorParallel:
        return s.tensorParallel;
    case Replicas:
        return double(s.replicas);
    case Concurrency:
        return s.concurrency;
    case TimeToFirstToken:
        return e.timeToFirstTokenSeconds;
    case TimePerOutputToken:
        return e.timePerOutputTokenSeconds;
    case TokensPerUser:
        return e.outputTokensPerSecondPerUser;
    case TokensPerCard:
        return e.outputTokensPerSecondPerCard;
    case MemoryPerCard:
        return s.memoryPerCardBytes;
    case CostPerHour:
        // Unpriced setups after the priced ones.
        return s.costPerHour ? *s.costPerHour : 1e300;
    case ValidationError:
        return s.checks.empty() || s.checks[0].results == 0 ? 1e300
                                                            : std::abs(s.checks[0].signedError);
    case Targets:
        return missRatio(row);
    default:
        return display(row, column);
    }
}

QVariant PlanTableModel::toolTip(int row, int column) const
{
    const core::PlanSetup &s = setup(row);
    const core::RequestFigures &b = s.bound;
    switch (column) {
    case TimeToFirstToken:
        return tr("Expected; bound (roofline): %1")
            .arg(Labels::duration(b.timeToFirstTokenSeconds));
    case TimePerOutputToken:
        return tr("Expected; bound (roofline): %1")
            .arg(Labels::duration(b.timePerOutputTokenSeconds));
    case TokensPerUser:
        return tr("Expected output tokens per second each user sees over a whole request; bound "
                  "(roofline): %1")
            .arg(Labels::significant(b.outputTokensPerSecondPerUser));
    case TokensPerCard:
        return tr("Expected output tokens per second each card gives; bound (roofline): %1")
            .arg(Labels::significant(b.outputTokensPerSecondPerCard));
    case CostPerHour:
        return s.costPerMillionOutputTokens
                   ? tr("Per hour, from price_per_hour in your devices.json; %1 per million output "
                        "tokens")
                         .arg(Labels::significant(*s.costPerMillionOutputTokens))
                   : tr("No price_per_hour for this device in your devices.json");
    case ValidationError: {
        QStringList lines{tr("The device's signed error against published runs (expected ÷ "
                             "published − 1), from the validation set:")};
        for (const core::PlanCheck &c : s.checks)
            lines << PlanText::check(c);
        return lines.join(QLatin1Char('\n'));
    }
    default:
        return tr("Double-click or press Enter to open this setup on the serving page.");
    }
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Device:
        return tr("Device");
    case Cards:
        return tr("Cards");
    case TensorParallel:
        return tr("TP");
    case Replicas:
        return tr("Replicas");
    case Formats:
        return tr("Weights / KV");
    case Concurrency:
        return tr("Requests per replica");
    case TimeToFirstToken:
        return tr("TTFT");
    case TimePerOutputToken:
        return tr("TPOT");
    case TokensPerUser:
        return tr("Tokens/s per user");
    case TokensPerCard:
        return tr("Tokens/s per card");
    case MemoryPerCard:
        return tr("Memory per card");
    case BindingLimit:
        return tr("Binding limit");
    case CostPerHour:
        return tr("Cost per hour");
    case ValidationError:
        return tr("Error (TTFT / TPOT)");
    case Targets:
        return tr("Targets");
    default:
        return {};
    }
}

} // namespace blab::ui
