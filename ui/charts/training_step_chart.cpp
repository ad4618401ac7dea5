// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/training_step_chart.h"

#include "catalog/efficiency_defaults.h"
#include "charts/chart_style.h"
#include "text/labels.h"
#include "text/training_text.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QStringList>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <iterator>

namespace blab::ui {

namespace {

constexpr double kBarWidth = 0.8;

// The parts in the order the axis lists them: Qt Charts puts the first category at the bottom,
// and the step reads from the top, forward products first.
std::vector<core::RunPartKind> rowsBottomUp()
{
    std::vector<core::RunPartKind> kinds(std::begin(core::RunParts::kAll),
                                         std::end(core::RunParts::kAll));
    std::reverse(kinds.begin(), kinds.end());
    return kinds;
}

// Where the expected figure of a part comes from: its default in resources/efficiencies.json
// and that default's source, for the tooltip.
QString sourceOf(const std::string &ids)
{
    if (ids.empty())
        return TrainingStepChart::tr("It follows from the parts above; no efficiency of its own.");
    // A part may apply two figures (their ids joined by a comma): each is named with its source.
    QStringList sources;
    for (const QString &id : QString::fromStdString(ids).split(QLatin1Char(','))) {
        const core::EfficiencyFigure *f =
            core::EfficiencyDefaults::builtIn().figure(id.toStdString());
        sources << TrainingStepChart::tr("Expected at %1 of resources/efficiencies.json: %2")
                       .arg(id, f ? QString::fromStdString(f->source)
                                  : TrainingStepChart::tr("no source"));
    }
    return sources.join(QLatin1Char(' '));
}

} // namespace

TrainingStepChart::TrainingStepChart(QWidget *parent)
    : ChartView(QStringLiteral("training-step"), parent), m_series(new QHorizontalBarSeries(this)),
      m_expected(new QBarSet(QString(), this)), m_bound(new QBarSet(QString(), this)),
      m_categories(new QBarCategoryAxis(this)), m_x(new QValueAxis(this))
{
    // Two colours that name no quantity of their own (ChartStyle::series), blue and orange,
    // told apart with any common form of colour blindness.
    m_expected->setColor(ChartStyle::series(0));
    m_bound->setColor(ChartStyle::series(1));
    m_series->append({m_expected, m_bound});
    m_series->setBarWidth(kBarWidth);
    // Names Qt Charts thinks too long are cut to "..." (all of them in Chinese); the axis takes
    // the room they need instead.
    m_categories->setTruncateLabels(false);
    connect(m_series, &QHorizontalBarSeries::hovered, this, &TrainingStepChart::showTip);
    m_x->setLabelFormat(ChartView::kAxisNumbers);
    // The time along the bottom, the parts on the left.
    setAxes(m_x, m_categories);
    plot(m_series);
    retranslate();
}

void TrainingStepChart::retranslate()
{
    chart()->setTitle(tr("Where a step's time goes on the slowest card, expected beside bound"));
    m_expected->setLabel(tr("Expected"));
    m_bound->setLabel(tr("Bound (peak, label bandwidth and links)"));
    const QString unit = m_secondsPerUnit < 1e-3  ? tr("µs")
                         : m_secondsPerUnit < 1.0 ? tr("ms")
                                                  : tr("s");
    m_x->setTitleText(tr("Time a step, %1").arg(unit));
    setCategories();
}

void TrainingStepChart::setCategories()
{
    QStringList names;
    for (core::RunPartKind kind : rowsBottomUp())
        names << TrainingText::part(kind);
    if (m_categories->categories() != names)
        m_categories->setCategories(names);
}

void TrainingStepChart::setData(const core::ReportModel &model)
{
    m_parts.clear();
    const bool runs = model.trainingRun && model.trainingRun->problem == core::LayoutProblem::None;
    if (!runs) {
        // Nothing to draw: export leaves the chart out, as it does an unmeasured one.
        setBarValues(m_expected, {});
        setBarValues(m_bound, {});
        return;
    }
    const core::TrainingRun &run = *model.trainingRun;
    m_expectedStep = run.expected.stepSeconds;
    m_boundStep = run.bound.stepSeconds;
    double longest = 0.0;
    for (core::RunPartKind kind : rowsBottomUp()) {
        const auto found = std::find_if(run.parts.begin(), run.parts.end(),
                                        [kind](const core::RunPart &p) { return p.kind == kind; });
        core::RunPart part;
        part.kind = kind;
        if (found != run.parts.end())
            part = *found;
        longest = std::max({longest, part.expectedSeconds, part.boundSeconds});
        m_parts.push_back(part);
    }
    // The unit the longest part reads best in, so that the axis shows 1 to 1000 of it.
    const double perUnit = longest < 1e-3 ? 1e-6 : longest < 1.0 ? 1e-3 : 1.0;
    if (perUnit != m_secondsPerUnit) {
        m_secondsPerUnit = perUnit;
        retranslate();
    }
    QList<qreal> expected;
    QList<qreal> bound;
    for (const core::RunPart &part : m_parts) {
        expected << part.expectedSeconds / perUnit;
        bound << part.boundSeconds / perUnit;
    }
    setBarValues(m_expected, expected);
    setBarValues(m_bound, bound);
    m_x->setRange(0.0, std::max(longest / perUnit, 1e-9) * 1.05);
    m_x->applyNiceNumbers();
}

QString TrainingStepChart::tipFor(const QBarSet *set, int index) const
{
    if (index < 0 || index >= int(m_parts.size()))
        return {};
    const core::RunPart &part = m_parts[std::size_t(index)];
    const QString which = set == m_bound ? tr("bound") : tr("expected");
    const double seconds = set == m_bound ? part.boundSeconds : part.expectedSeconds;
    const double step = set == m_bound ? m_boundStep : m_expectedStep;
    QString text = tr("%1, %2: %3 of a %4 step (expected %5, bound %6).")
                       .arg(TrainingText::part(part.kind), which, Labels::duration(seconds),
                            Labels::duration(step), Labels::duration(part.expectedSeconds),
                            Labels::duration(part.boundSeconds));
    if (part.flops > 0 || part.bytes > 0)
        text += QLatin1Char(' ') +
                tr("%1 FLOPs, %2 moved.")
                    .arg(Labels::scientific(part.flops, 2), Labels::bytes(part.bytes));
    return QStringLiteral("<p>%1</p><p>%2</p><p>%3</p>")
        .arg(text.toHtmlEscaped(), TrainingText::partTip(part.kind).toHtmlEscaped(),
             sourceOf(part.efficiency).toHtmlEscaped());
}

void TrainingStepChart::showTip(bool entered, int index, QBarSet *set)
{
    const QString tip = entered ? tipFor(set, index) : QString();
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), tip, this);
}

} // namespace blab::ui
