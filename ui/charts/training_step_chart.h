// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "report/report_model.h"

#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalBarSeries;
class QValueAxis;

namespace blab::ui {

// Where a training step's time goes on the slowest card: one row per part of the step (the
// products forward, for the input's and the weight's gradients and recomputed, attention, the
// element-wise work, the optimizer, the tensor-parallel all-reduces, the pipeline's sends and
// bubble, the data-parallel sync the backward pass leaves exposed), the expected time beside
// the bound. Empty without a trained model's run, or for a layout that cannot run.
class TrainingStepChart : public ChartView
{
    Q_OBJECT

public:
    explicit TrainingStepChart(QWidget *parent = nullptr);

    void setData(const core::ReportModel &model);
    void retranslate() override;

    QBarSet *expectedSet() const { return m_expected; }
    QBarSet *boundSet() const { return m_bound; }
    // Seconds per unit of the time axis: 1e-6, 1e-3 or 1, as the longest part needs.
    double secondsPerUnit() const { return m_secondsPerUnit; }
    // The tooltip of the bar of set for the part at index (0: the bottom row, the last part of
    // the step), as hovering shows it.
    QString tipFor(const QBarSet *set, int index) const;

private:
    void setCategories();
    void showTip(bool entered, int index, QBarSet *set);

    QHorizontalBarSeries *m_series;
    QBarSet *m_expected;
    QBarSet *m_bound;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_x;
    double m_secondsPerUnit = 1e-3;
    // The parts shown, bottom row first as the axis lists them, with their step time.
    std::vector<core::RunPart> m_parts;
    double m_expectedStep = 0.0;
    double m_boundStep = 0.0;
};

} // namespace blab::ui
