// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/chart_set.h"

#include "charts/bandwidth_chart.h"
#include "charts/batch_copy_chart.h"
#include "charts/device_chart.h"
#include "charts/kernels_chart.h"
#include "charts/memory_chart.h"
#include "charts/plan_front_chart.h"
#include "charts/roofline_chart.h"
#include "charts/runs_chart.h"
#include "charts/scaling_chart.h"
#include "charts/serving_memory_chart.h"
#include "charts/serving_rate_chart.h"
#include "charts/sweep_chart.h"
#include "charts/training_step_chart.h"
#include "charts/validation_chart.h"
#include "text/chart_captions.h"

namespace blab::ui {

ChartSet::ChartSet()
    : m_runs(std::make_unique<RunsChart>()), m_sweep(std::make_unique<SweepChart>()),
      m_bandwidth(std::make_unique<BandwidthChart>()), m_kernels(std::make_unique<KernelsChart>()),
      m_devices(std::make_unique<DeviceChart>()), m_roofline(std::make_unique<RooflineChart>()),
      m_batchCopy(std::make_unique<BatchCopyChart>()),
      m_trainingStep(std::make_unique<TrainingStepChart>()),
      m_scaling(std::make_unique<ScalingChart>()), m_memory(std::make_unique<MemoryChart>()),
      m_servingRate(std::make_unique<ServingRateChart>()),
      m_servingScaling(std::make_unique<ScalingChart>(ScalingChart::Split::Tensor)),
      m_servingMemory(std::make_unique<ServingMemoryChart>()),
      m_planFront(std::make_unique<PlanFrontChart>())
{
    for (ValidationChart::Unit unit : ValidationChart::kUnits)
        m_validation.push_back(std::make_unique<ValidationChart>(unit));
    // As the window's advisor page shows its chart before anything is measured.
    m_kernels->setResult({});
}

ChartSet::~ChartSet() = default;

void ChartSet::setData(const core::ReportModel &snapshot)
{
    if (snapshot.measurement) {
        const core::SgemmResult &m = *snapshot.measurement;
        m_runs->setRuns(m.runSeconds, m.flops, m.repeats);
    }
    m_sweep->setData(snapshot);
    m_bandwidth->setData(snapshot);
    m_devices->setData(snapshot);
    m_roofline->setData(snapshot);
    m_batchCopy->setData(snapshot);
    m_trainingStep->setData(snapshot);
    m_scaling->setData(snapshot);
    m_memory->setData(snapshot);
    m_serving = snapshot.inferenceMode();
    m_trainingRun =
        snapshot.trainingRun && snapshot.trainingRun->problem == core::LayoutProblem::None;
    m_servingRate->setData(snapshot);
    m_servingScaling->setData(snapshot);
    m_servingMemory->setData(snapshot);
    for (const auto &chart : m_validation)
        chart->setData(snapshot);
    setCaptions(charts(), snapshot);
}

void ChartSet::setAdvice(const core::AdvisorResult &advice)
{
    m_kernels->setResult(advice);
}

void ChartSet::setPlan(const core::PlanResult &result, const QHash<QString, QString> &names)
{
    m_planFront->setResult(result, names);
    m_plan = true;
    m_planFront->setCaption(m_planFront->planCaption());
}

void ChartSet::setCaptions(const QList<ChartView *> &views, const core::ReportModel &snapshot)
{
    for (ChartView *view : views) {
        if (const auto *plan = qobject_cast<const PlanFrontChart *>(view))
            view->setCaption(plan->planCaption());
        else
            view->setCaption(ChartCaptions::of(view->fileStem(), snapshot));
    }
}

QList<ChartView *> ChartSet::charts() const
{
    QList<ChartView *> views{m_runs.get(),    m_sweep.get(),    m_bandwidth.get(), m_kernels.get(),
                             m_devices.get(), m_roofline.get(), m_batchCopy.get()};
    if (m_serving) {
        views << m_servingRate.get() << m_servingScaling.get() << m_servingMemory.get();
        for (const auto &chart : m_validation)
            views << chart.get();
    } else {
        // A step's parts only where a trained model's run can be laid out: without one there is
        // nothing to draw, and nothing to measure that would draw it.
        if (m_trainingRun)
            views << m_trainingStep.get();
        views << m_scaling.get() << m_memory.get();
    }
    // Part five's Plan page, last: its chart is drawn from a search, not from the snapshot.
    if (m_plan)
        views << m_planFront.get();
    return views;
}

} // namespace blab::ui
