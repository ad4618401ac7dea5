// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_view.h"
#include "cluster/transfer_model.h"
#include "report/report_model.h"

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace blab::ui {

// For each batch, one bar on this CPU and one on the accelerator: the share of a serial step spent
// copying over the link, stacked under the share spent computing, the copy share printed on it.
class BatchCopyChart : public ChartView
{
    Q_OBJECT

public:
    explicit BatchCopyChart(QWidget *parent = nullptr);

    // The last row is the user's own batch, set apart in its label.
    void setRows(const std::vector<core::BatchTransfer> &rows, bool lastIsUsers);
    // The lesson's batches and, last, the window's own.
    void setData(const core::ReportModel &snapshot);
    void retranslate() override;

    // Each bar's share of the step, %, whichever set draws it.
    double copyPercent(int bar) const;
    double computePercent(int bar) const;
    int barCount() const;
    QBarCategoryAxis *categoryAxis() const { return m_categories; }

private:
    QStackedBarSeries *m_series;
    // Below this share a part's label would not fit inside its bar.
    static constexpr double kLabelledPercent = 5.0;
    QBarSet *m_copy;
    QBarSet *m_thinCopy;
    QBarSet *m_compute;
    QBarSet *m_thinCompute;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_y;
};

} // namespace blab::ui
