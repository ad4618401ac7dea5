// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/kernel_advisor.h"
#include "plan/plan_result.h"
#include "report/report_model.h"

#include <QHash>
#include <QList>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace blab::ui {

class BandwidthChart;
class BatchCopyChart;
class ChartView;
class DeviceChart;
class KernelsChart;
class MemoryChart;
class PlanFrontChart;
class RooflineChart;
class RunsChart;
class ScalingChart;
class ServingMemoryChart;
class ServingRateChart;
class SweepChart;
class TrainingStepChart;
class ValidationChart;

// Every chart the program exports, outside any window, fed straight from one snapshot. The command
// line's export draws these; each chart takes the snapshot through the same setData() the window's
// tabs call, so both draw the same figures.
class ChartSet
{
public:
    ChartSet();
    ~ChartSet();
    ChartSet(const ChartSet &) = delete;
    ChartSet &operator=(const ChartSet &) = delete;

    // The snapshot carries this machine's profile and another one's, drawn beside it on the
    // roofline (ReportModel::attachProfiles).
    void setData(const core::ReportModel &snapshot);
    // The kernel families the advisor measured on this machine (the advice the window keeps);
    // without it that chart is empty and export leaves it out.
    void setAdvice(const core::AdvisorResult &advice);
    // The planner's result (export given plan's targets); without one the Pareto chart is not
    // listed. names: each device id's name as the window shows it.
    void setPlan(const core::PlanResult &result, const QHash<QString, QString> &names);
    // In the order the window's tabs show them, which is the order export writes them. Part
    // five gives the charts of training or of serving, as the snapshot's mode says.
    QList<ChartView *> charts() const;
    // Gives each chart the caption of its inputs (ChartCaptions); setData() does it for these
    // charts, and the window for its own before it exports them. The Pareto chart's caption is
    // its plan's, not the snapshot's.
    static void setCaptions(const QList<ChartView *> &views, const core::ReportModel &snapshot);

private:
    std::unique_ptr<RunsChart> m_runs;
    std::unique_ptr<SweepChart> m_sweep;
    std::unique_ptr<BandwidthChart> m_bandwidth;
    std::unique_ptr<KernelsChart> m_kernels;
    std::unique_ptr<DeviceChart> m_devices;
    std::unique_ptr<RooflineChart> m_roofline;
    std::unique_ptr<BatchCopyChart> m_batchCopy;
    std::unique_ptr<TrainingStepChart> m_trainingStep;
    std::unique_ptr<ScalingChart> m_scaling;
    std::unique_ptr<MemoryChart> m_memory;
    std::unique_ptr<ServingRateChart> m_servingRate;
    std::unique_ptr<ScalingChart> m_servingScaling;
    std::unique_ptr<ServingMemoryChart> m_servingMemory;
    std::vector<std::unique_ptr<ValidationChart>> m_validation;
    std::unique_ptr<PlanFrontChart> m_planFront;
    bool m_plan = false;
    bool m_serving = false;
    // Whether the snapshot has a trained model's run that can be laid out.
    bool m_trainingRun = false;
};

} // namespace blab::ui
