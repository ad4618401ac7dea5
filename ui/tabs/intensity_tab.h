// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "report/report_model.h"
#include "tabs/live_tab.h"

#include <optional>
#include <utility>
#include <vector>

class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLayout;
class QTableView;

namespace blab::ui {

class ExperimentBox;
class LogSlider;
class OperationsTableModel;
class PrecisionBox;
class RooflineChart;
class SliderWalk;
class UserKernelsPanel;
class WhatIfState;

// Part three: arithmetic intensity, the balance point and the live roofline.
class IntensityTab : public LiveTab
{
    Q_OBJECT

public:
    explicit IntensityTab(WhatIfState *state, QWidget *parent = nullptr);

    // The roofline, for the window's chart export.
    RooflineChart *chart() const { return m_chart; }
    // The user's own kernels.
    UserKernelsPanel *userKernels() const { return m_userKernels; }
    // The experiment's walk of k from 1 to 1000, for the tests.
    SliderWalk *kWalk() const { return m_kWalk; }

    // How long the walk takes: long enough to see the point cross the balance point.
    static constexpr int kWalkMilliseconds = 1200;

protected:
    void refresh() override;

private:
    static constexpr std::pair<double, double> kTrackPeakGflops{1.0, 2e7};
    static constexpr std::pair<double, double> kTrackBandwidthGBs{1.0, 3e4};
    // Object names for the tests.
    void nameControls();
    // The tooltips of the controls, in the window's language.
    void explainControls();
    // The k slider with its preset buttons.
    QHBoxLayout *buildKPresets();
    // The serving batch slider with its preset buttons.
    QHBoxLayout *buildBatchPresets();
    ExperimentBox *buildExperiment();
    QFormLayout *buildForm(QHBoxLayout *kPresets, QHBoxLayout *batchPresets);
    // The operations table and the notes below it.
    void buildTable();
    void buildLayout(QWidget *intro, QLayout *form, QWidget *experiment);
    void connectSignals();
    void pickDevice(int index);
    // A roofline slider moved: the roofline leaves its device and takes the slider's figure.
    void setCustomRoof(std::optional<double> peakGflops, std::optional<double> bandwidthGBs);
    // The picker's entries, each with the id it sets; rebuilt only when they have changed.
    void fillDevices(const core::ReportModel &model);

    WhatIfState *m_state;
    QComboBox *m_device;
    PrecisionBox *m_precision;
    LogSlider *m_peak;
    LogSlider *m_bandwidth;
    LogSlider *m_n;
    LogSlider *m_k;
    SliderWalk *m_kWalk;
    // The language model's batch, shared with part five's serving side.
    LogSlider *m_batch;
    QLabel *m_servingNote;
    OperationsTableModel *m_operations;
    QTableView *m_table;
    UserKernelsPanel *m_userKernels;
    QLabel *m_balance;
    QLabel *m_verdict;
    QLabel *m_measuredNote;
    // What the measured GPU's roofline draws, shown while it is chosen.
    QLabel *m_gpuNote;
    RooflineChart *m_chart;
};

} // namespace blab::ui
