// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/validation_text.h"

#include "text/labels.h"
#include "text/text_table.h"

#include <QStringList>
#include <cmath>

namespace blab::ui {

QString ValidationText::metric(const std::string &id)
{
    if (id == "time_to_first_token_seconds")
        return tr("time to first token");
    if (id == "time_per_output_token_seconds")
        return tr("time per output token");
    if (id == "end_to_end_seconds")
        return tr("end-to-end latency");
    if (id == "output_tokens_per_second")
        return tr("output tokens/s");
    if (id == "output_tokens_per_second_per_user")
        return tr("output tokens/s per user");
    if (id == "output_tokens_per_second_per_card")
        return tr("output tokens/s per card");
    if (id == "tokens_per_second_per_card")
        return tr("training tokens/s per card");
    if (id == "all_reduce_seconds")
        return tr("all-reduce time");
    if (id == "all_reduce_bus_gbs")
        return tr("all-reduce bus bandwidth");
    return QString::fromStdString(id);
}

QString ValidationText::figure(const std::string &metric, double value)
{
    if (metric == "all_reduce_bus_gbs")
        return tr("%1 GB/s").arg(Labels::significant(value));
    if (metric.find("per_second") != std::string::npos)
        return tr("%1 tokens/s").arg(Labels::significant(value));
    return Labels::duration(value);
}

QString ValidationText::setup(const core::ValidationRow &row)
{
    const QString device = QString::fromStdString(row.device);
    if (row.kind == core::ValidationRow::Kind::AllReduce)
        return (row.nvls ? tr("all-reduce of %1 on %2 × %3")
                         : tr("all-reduce of %1 on %2 × %3, the switch's sum (NVLS) turned off"))
            .arg(Labels::bytes(row.messageBytes))
            .arg(row.cards)
            .arg(device);
    if (row.kind == core::ValidationRow::Kind::Training)
        return trainingSetup(row);
    const QString batching = row.batching == "continuous" ? tr("%n in flight", nullptr, row.batch)
                                                          : tr("static batch %1").arg(row.batch);
    return tr("%1 on %2 × %3, %4 weights, %5, %6 → %7 tokens")
        .arg(QString::fromStdString(row.model))
        .arg(row.cards)
        .arg(device, QString::fromStdString(row.weights), batching)
        .arg(row.promptTokens)
        .arg(row.outputTokens);
}

QString ValidationText::trainingSetup(const core::ValidationRow &row)
{
    const QString recompute = row.recompute == "full"        ? tr("full recomputation")
                              : row.recompute == "selective" ? tr("selective recomputation")
                                                             : tr("no recomputation");
    return tr("training %1 on %2 × %3, %4, tensor %5 × pipeline %6 (%7 virtual), ZeRO %8, %9, "
              "sequences of %10, micro-batch %11, global batch %12")
               .arg(QString::fromStdString(row.model))
               .arg(row.cards)
               .arg(QString::fromStdString(row.device), QString::fromStdString(row.precision))
               .arg(row.tensorParallel)
               .arg(row.pipelineParallel)
               .arg(row.virtualStages)
               .arg(row.zeroStage)
               .arg(recompute)
               .arg(row.seqLen)
               .arg(row.microBatch)
               .arg(row.globalBatch) +
           (row.sequenceParallel ? tr(", sequence parallelism") : QString()) +
           (row.attention == "triton" ? tr(", Triton attention") : QString());
}

QString ValidationText::trainingSummary(const core::ValidationReport &report)
{
    const core::ValidationSummary &t = report.training;
    if (t.results == 0)
        return QString();
    return tr("Training: %n published step throughput(s) from %1 sources: the median of "
              "|expected ÷ published − 1| is %2, the ratio farthest from 1 is %3 (%4); published "
              "figures above their bound: %5.",
              nullptr, t.results)
        .arg(t.sources)
        .arg(Labels::fixed(t.medianDeviation, 3), Labels::fixed(t.worstRatio, 3),
             QString::fromStdString(t.worstId))
        .arg(t.aboveBound);
}

QString ValidationText::trainingMemory(const core::ValidationReport &report)
{
    const std::vector<std::string> &ids = report.training.notFitting;
    if (ids.empty())
        return tr("Every layout fits its cards' memory as question 3 counts it.");
    QStringList names;
    for (const std::string &id : ids)
        names << QString::fromStdString(id);
    return tr("Layouts that do not fit their cards' memory as question 3 counts it: %1.")
        .arg(names.join(QStringLiteral(", ")));
}

QString ValidationText::summary(const core::ValidationReport &report)
{
    const QString serving =
        tr("%n published result(s) from %1 sources: the median of |expected ÷ published − 1| "
           "is %2 and the ratio farthest from 1 is %3 (%4).",
           nullptr, static_cast<int>(report.outcomes.size()) - report.training.results)
            .arg(report.sources)
            .arg(Labels::fixed(report.medianDeviation, 3), Labels::fixed(report.worstRatio, 3),
                 QString::fromStdString(report.worstId));
    // The training rows have their own sentence: the page and the export's caption show it
    // where they show this one.
    const QString training = trainingSummary(report);
    return training.isEmpty() ? serving
                              : serving + QStringLiteral("\n") + training + QLatin1Char(' ') +
                                    trainingMemory(report);
}

QString ValidationText::groups(const core::ValidationReport &report)
{
    TextTable table({tr("Device"), tr("Figure"), tr("Results"), tr("Median ratio"), tr("Lowest"),
                     tr("Highest")});
    for (const core::ValidationGroup &g : report.groups)
        table.addRow({QString::fromStdString(g.device), metric(g.metric),
                      QString::number(g.results), Labels::fixed(g.medianRatio, 2),
                      Labels::fixed(g.lowestRatio, 2), Labels::fixed(g.highestRatio, 2)});
    return tr("By device and figure (a ratio above 1 is a time longer or a rate higher than "
              "published; groups of %1 or more results are held to a median within %2 of 1):")
               .arg(core::ValidationReport::kGroupMinimum)
               .arg(Labels::fixed(core::ValidationReport::kGroupBand, 1)) +
           QStringLiteral("\n\n") + table.render(QStringLiteral("  "));
}

QString ValidationText::groupsOutside(const core::ValidationReport &report)
{
    QStringList outside;
    for (const core::ValidationGroup &g : report.groups) {
        if (g.results >= core::ValidationReport::kGroupMinimum &&
            std::abs(g.medianRatio - 1.0) > core::ValidationReport::kGroupBand)
            outside << tr("%1 on %2 at %3 (%n result(s))", nullptr, g.results)
                           .arg(metric(g.metric), QString::fromStdString(g.device),
                                Labels::fixed(g.medianRatio, 3));
    }
    if (outside.isEmpty())
        return QString();
    return tr("Median ratios outside 0.9–1.1: %1.").arg(outside.join(tr("; ")));
}

QString ValidationText::render(const core::ValidationReport &report)
{
    // The id names the framework, device, model, cards and sizes; the JSON gives every field.
    TextTable table(
        {tr("Result"), tr("Quantity"), tr("Measured"), tr("Expected"), tr("Bound"), tr("Ratio")});
    for (const core::ValidationOutcome &o : report.outcomes) {
        const std::string &m = o.row.metric;
        table.addRow({QString::fromStdString(o.row.id), metric(m), figure(m, o.row.published),
                      figure(m, o.expected), figure(m, o.bound), Labels::fixed(o.ratio, 2)});
    }
    const QString outside = groupsOutside(report);
    return tr("How close are these answers? Each published measurement beside what this program "
              "expects for the same setup and the roofline bound; the ratio is expected ÷ "
              "published. The sources, with repository, path, commit and table row, are in "
              "resources/validation/published_results.json and docs/validation.md.") +
           QStringLiteral("\n\n") + table.render(QStringLiteral("  ")) + QStringLiteral("\n") +
           summary(report) + QStringLiteral("\n\n") + groups(report) + QStringLiteral("\n") +
           (outside.isEmpty() ? QString() : outside + QStringLiteral("\n"));
}

} // namespace blab::ui
