// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/plan_text.h"

#include "text/labels.h"
#include "text/serving_verdicts.h"
#include "text/text_table.h"
#include "text/validation_text.h"

#include <QStringList>
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace blab::ui {

namespace {

QString planWord(const std::string &text)
{
    return QString::fromStdString(text);
}

// Device ids as a list in the reader's language.
QString deviceList(const std::vector<std::string> &ids)
{
    QStringList devices;
    for (const std::string &d : ids)
        devices << planWord(d);
    return devices.join(PlanText::tr(", "));
}

QString planFormats(core::WeightDtype weights, core::KvDtype kv)
{
    return QStringLiteral("%1 / %2").arg(QLatin1String(core::WeightDtypes::id(weights)),
                                         QLatin1String(core::KvDtypes::id(kv)));
}

QString planRate(double tokensPerSecond)
{
    return Labels::significant(tokensPerSecond);
}

QString planOrDash(const std::optional<double> &value)
{
    return value ? Labels::significant(*value) : QStringLiteral("—");
}

} // namespace

QString PlanText::targets(const core::PlanTargets &t)
{
    QStringList parts{
        tr("time to first token at most %1").arg(Labels::duration(t.timeToFirstTokenSeconds))};
    if (t.timePerOutputTokenSeconds)
        parts << tr("time per output token at most %1")
                     .arg(Labels::duration(*t.timePerOutputTokenSeconds));
    if (t.minOutputTokensPerSecondPerUser)
        parts << tr("at least %1 output tokens/s for each user")
                     .arg(planRate(*t.minOutputTokensPerSecondPerUser));
    if (t.users)
        parts << tr("%n user(s) in flight", nullptr, static_cast<int>(*t.users));
    if (t.outputTokensPerSecond)
        parts << tr("%1 output tokens/s in all").arg(planRate(*t.outputTokensPerSecond));
    return parts.join(tr("; "));
}

QString PlanText::assumption(int cardsPerServer)
{
    return tr("Continuous batching in steady state: every request is replaced as it ends, and "
              "arrivals, queues and bursts are not modelled. Static batching, pipeline "
              "parallelism and serving across servers are not searched; tensor parallelism stays "
              "inside one server of %n card(s), or inside a card link's larger domain (the 72 "
              "GPUs of an NVL72 rack).",
              nullptr, cardsPerServer);
}

QString PlanText::limit(core::PlanLimit limit)
{
    switch (limit) {
    case core::PlanLimit::Compute:
        return tr("compute");
    case core::PlanLimit::MemoryBandwidth:
        return tr("memory bandwidth");
    case core::PlanLimit::MemoryCapacity:
        return tr("memory capacity");
    case core::PlanLimit::Link:
        return tr("link");
    }
    return {};
}

QString PlanText::check(const core::PlanCheck &check)
{
    if (check.results == 0)
        return tr("%1 not checked against a published result")
            .arg(ValidationText::metric(check.metric));
    const QString sign = check.signedError >= 0 ? QStringLiteral("+") : QString();
    return tr("%1 %2 (%n result(s))", nullptr, check.results)
        .arg(ValidationText::metric(check.metric), sign + Labels::percent(check.signedError, 0));
}

QString PlanText::problem(core::ServeProblem problem, const core::ModelSpec &model,
                          int promptTokens, int outputTokens)
{
    const QString name = Labels::userText(model.name);
    switch (problem) {
    case core::ServeProblem::None:
        break;
    case core::ServeProblem::HeadsNotSplit:
        // The search asks at one card a replica, the degree every search tries first.
        return QStringLiteral("--model: %1").arg(ServingVerdicts::headsNotSplit(1, model));
    case core::ServeProblem::AttentionGroupsNotSplit:
    case core::ServeProblem::ExpertsNotSpread:
        // The search makes only layouts that run.
        break;
    case core::ServeProblem::ContextTooLong:
    case core::ServeProblem::PromptLongerThanContext:
    case core::ServeProblem::RequestLongerThanContext:
        return tr("--output-tokens: %1 reads at most %2 tokens of context, and the prompt and the "
                  "answer take %3 + %4")
            .arg(name)
            .arg(model.maxContext)
            .arg(promptTokens)
            .arg(outputTokens);
    }
    return {};
}

QString PlanText::plans(const core::PlanResult &r)
{
    // The cost columns only where some device has a price.
    const bool priced = std::any_of(r.plans.begin(), r.plans.end(),
                                    [](const core::PlanSetup &s) { return s.costPerHour; });
    QStringList header{
        tr("Device"),          tr("Cards"),         tr("TP × replicas"), tr("Weights / KV"),
        tr("In flight"),       tr("First token"),   tr("Per token"),     tr("Tokens/s a user"),
        tr("Tokens/s a card"), tr("Memory a card"), tr("Power")};
    if (priced)
        header << tr("Cost an hour") << tr("Cost per 10⁶ tokens");
    TextTable table(header << tr("Limit"));
    const int shown = std::min<int>(kShown, static_cast<int>(r.plans.size()));
    for (int i = 0; i < shown; ++i) {
        const core::PlanSetup &s = r.plans[i];
        QStringList row{
            planWord(s.device),
            QString::number(s.cards),
            QStringLiteral("%1 × %2")
                .arg(Labels::servingLayout(s.tensorParallel, s.expertParallel, s.attentionDp))
                .arg(s.replicas),
            planFormats(s.weightDtype, s.kvDtype),
            QString::number(s.concurrency),
            tr("%1 (%2)").arg(Labels::duration(s.expected.timeToFirstTokenSeconds),
                              Labels::duration(s.bound.timeToFirstTokenSeconds)),
            tr("%1 (%2)").arg(Labels::duration(s.expected.timePerOutputTokenSeconds),
                              Labels::duration(s.bound.timePerOutputTokenSeconds)),
            planRate(s.expected.outputTokensPerSecondPerUser),
            planRate(s.expected.outputTokensPerSecondPerCard),
            Labels::bytes(s.memoryPerCardBytes),
            s.watts > 0 ? tr("%1 W").arg(Labels::significant(s.watts)) : QStringLiteral("—")};
        if (priced)
            row << planOrDash(s.costPerHour) << planOrDash(s.costPerMillionOutputTokens);
        table.addRow(row << limit(s.bindingLimit));
    }
    QString text = TextTable::wrapped(tr("%n setup(s) meet the targets, the fewest cards first, "
                                         "then the lowest cost per million tokens where your "
                                         "devices.json gives a price, else the fewest watts, then "
                                         "the most tokens a card. Times are expected, the bound in "
                                         "brackets; rates are expected.",
                                         nullptr, static_cast<int>(r.plans.size()))) +
                   table.render();
    if (static_cast<int>(r.plans.size()) > shown)
        text += tr("    … and %n more; --json lists every one.\n", nullptr,
                   static_cast<int>(r.plans.size()) - shown);
    const bool layouts = std::any_of(r.plans.begin(), r.plans.begin() + shown, [](const auto &s) {
        return s.expertParallel > 1 || s.attentionDp > 1;
    });
    if (layouts)
        text += TextTable::wrapped(
            tr("DP: each card of the replica runs attention for its own requests and holds their "
               "cache (attention data parallelism, --attention-dp); EP: each card holds its share "
               "of the experts whole (expert parallelism, --ep)."));
    return text;
}

QString PlanText::withoutFp4(const core::PlanResult &r)
{
    if (r.withoutFp4.empty())
        return {};
    return tr("Not tried, having no FP4 math for the FP4 weights asked: %1.")
        .arg(deviceList(r.withoutFp4));
}

QString PlanText::unpackingUnknown(const core::PlanResult &r)
{
    if (r.unpackingUnknown.empty())
        return {};
    return tr("Weights unpacked before they are multiplied (int8, int4, FP8 without FP8 math) "
              "were not tried on %1: their makers print no FP32 figure, so the unpacking cannot "
              "be costed.")
        .arg(deviceList(r.unpackingUnknown));
}

QString PlanText::nothingFits(const core::PlanResult &r)
{
    if (r.fitsNoServer.empty() && !r.unpackingUnknown.empty())
        return tr("No setup was tried: on these devices the weights asked are unpacked before "
                  "they are multiplied, and no FP32 figure costs that; allow BF16 weights, or "
                  "weights the devices multiply as they are.");
    if (r.fitsNoServer.empty() && !r.withoutFp4.empty())
        return tr("No setup was tried: none of the devices computes the FP4 weights asked for; "
                  "allow another weight format, or a device with FP4 math.");
    return tr("No setup meets the targets: the model and one request's cache fit on no server "
              "of the devices tried.");
}

QString PlanText::misses(const core::PlanResult &r)
{
    if (r.misses.empty())
        return TextTable::wrapped(nothingFits(r));
    const bool perToken = r.targets.timePerOutputTokenSeconds.has_value();
    TextTable table({tr("Device"), tr("Cards"), tr("Weights / KV"), tr("First token"),
                     perToken ? tr("Per token") : tr("Tokens/s a user"), tr("Limit")});
    for (const core::PlanMiss &m : r.misses) {
        const core::RequestFigures &e = m.setup.expected;
        const QString second = perToken ? Labels::duration(e.timePerOutputTokenSeconds)
                                        : planRate(e.outputTokensPerSecondPerUser);
        table.addRow({planWord(m.setup.device), QString::number(m.setup.cards),
                      planFormats(m.setup.weightDtype, m.setup.kvDtype),
                      tr("%1 (%2× the target)")
                          .arg(Labels::duration(e.timeToFirstTokenSeconds),
                               Labels::significant(m.timeToFirstTokenRatio)),
                      tr("%1 (%2× the target)").arg(second, Labels::significant(m.secondRatio)),
                      limit(m.setup.bindingLimit)});
    }
    return TextTable::wrapped(tr("No setup meets the targets. The nearest misses, each with one "
                                 "request in flight (a rate's ratio is the target over what it "
                                 "reaches):")) +
           table.render();
}

QString PlanText::validation(const core::PlanResult &r)
{
    std::vector<std::string> seen;
    QString text;
    const int shown = std::min<int>(kShown, static_cast<int>(r.plans.size()));
    for (int i = 0; i < shown; ++i) {
        const core::PlanSetup &s = r.plans[i];
        if (std::find(seen.begin(), seen.end(), s.device) != seen.end())
            continue;
        seen.push_back(s.device);
        QStringList checks;
        for (const core::PlanCheck &c : s.checks) {
            if (c.results > 0)
                checks << check(c);
        }
        // Only results of the model's own kind check it: a dense model's say nothing of a
        // mixture of experts.
        text += TextTable::wrapped(
            planWord(s.device) + tr(": ") +
            (checks.isEmpty()
                 ? tr("no published result checks %1 on this device")
                       .arg(Labels::modelKind(r.modelKind))
                 : checks.join(tr("; ")) + tr("; the other figures not checked against a published "
                                              "result")));
    }
    if (text.isEmpty())
        return {};
    return TextTable::wrapped(tr("Against published measurements of %1 (the signed error of the "
                                 "median, expected ÷ published − 1), by device:")
                                  .arg(Labels::modelKind(r.modelKind))) +
           text;
}

QString PlanText::fronts(const core::PlanResult &r)
{
    QString text;
    for (const core::PlanFront &f : r.fronts) {
        if (f.points.empty())
            continue;
        const core::PlanPoint &low = f.points.front(), &high = f.points.back();
        if (f.points.size() == 1) {
            text += TextTable::wrapped(tr("%1: one setup, %2 tokens/s a user at %3 a card")
                                           .arg(planWord(f.device),
                                                planRate(low.outputTokensPerSecondPerUser),
                                                planRate(low.outputTokensPerSecondPerCard)));
            continue;
        }
        text += TextTable::wrapped(
            tr("%1: %n setup(s), from %2 tokens/s a user at %3 a card to %4 a user at %5 a card",
               nullptr, static_cast<int>(f.points.size()))
                .arg(planWord(f.device), planRate(low.outputTokensPerSecondPerUser),
                     planRate(low.outputTokensPerSecondPerCard),
                     planRate(high.outputTokensPerSecondPerUser),
                     planRate(high.outputTokensPerSecondPerCard)));
    }
    if (text.isEmpty())
        return {};
    return TextTable::wrapped(tr("The Pareto front of each device, expected tokens/s a user "
                                 "against a card (--json gives every point):")) +
           text;
}

QString PlanText::render(const core::PlanResult &r, const QString &modelName, int cardsPerServer)
{
    QString text = tr("Serving %1: prompts of %2 tokens, answers of %3.")
                       .arg(modelName)
                       .arg(r.promptTokens)
                       .arg(r.outputTokens) +
                   QLatin1Char('\n');
    text +=
        TextTable::wrapped(tr("Targets, met by the expected figures: %1.").arg(targets(r.targets)));
    text += TextTable::wrapped(assumption(cardsPerServer));
    if (!r.fitsNoServer.empty())
        text += TextTable::wrapped(
            tr("%1 with one request's cache fits on no server of %n card(s) of these devices at "
               "the formats allowed: %2.",
               nullptr, cardsPerServer)
                .arg(modelName, deviceList(r.fitsNoServer)));
    if (!r.withoutFp4.empty())
        text += TextTable::wrapped(withoutFp4(r));
    if (!r.unpackingUnknown.empty())
        text += TextTable::wrapped(unpackingUnknown(r));
    text += QLatin1Char('\n') + (r.plans.empty() ? misses(r) : plans(r));
    const QString checked = validation(r);
    if (!checked.isEmpty())
        text += QLatin1Char('\n') + checked;
    const QString front = fronts(r);
    if (!front.isEmpty())
        text += QLatin1Char('\n') + front;
    return text;
}

} // namespace blab::ui
