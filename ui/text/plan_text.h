// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"
#include "plan/plan_result.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// A plan as text, for 'plan': the targets, the assumption the figures rest on, the setups that
// meet the targets (or the nearest misses), each device's validation and its Pareto front.
class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::PlanText)

public:
    // The setups the table shows; --json lists every one.
    static constexpr int kShown = 12;

    static QString render(const core::PlanResult &result, const QString &modelName,
                          int cardsPerServer);
    // "time to first token at most 2 s; time per output token at most 50 ms; 200 users in flight".
    static QString targets(const core::PlanTargets &targets);
    // Continuous batching in steady state, and what is not searched.
    static QString assumption(int cardsPerServer);
    // The devices left untried for want of FP4 math for the FP4 weights asked; empty for none.
    static QString withoutFp4(const core::PlanResult &result);
    // The devices on which formats that are unpacked before they are multiplied were left
    // untried for want of an FP32 figure, or empty.
    static QString unpackingUnknown(const core::PlanResult &result);
    // Why a search with neither plans nor misses has nothing: nothing fitted, or nothing was
    // tried at all.
    static QString nothingFits(const core::PlanResult &result);
    static QString limit(core::PlanLimit limit);
    // "time to first token +12 % (5 results)", or that the figure was not checked.
    static QString check(const core::PlanCheck &check);
    // Why the model cannot serve these requests, naming the option as every refusal does.
    static QString problem(core::ServeProblem problem, const core::ModelSpec &model,
                           int promptTokens, int outputTokens);

private:
    static QString plans(const core::PlanResult &result);
    static QString misses(const core::PlanResult &result);
    static QString validation(const core::PlanResult &result);
    static QString fronts(const core::PlanResult &result);
};

} // namespace blab::ui
