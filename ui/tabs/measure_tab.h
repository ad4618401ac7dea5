// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QTabWidget;

namespace blab::ui {

class BandwidthChart;
class GpuPanel;
class KernelsPanel;
class ProfilePanel;
class RunsChart;
class SgemmPanel;
class SweepChart;
class WhatIfState;

// Part one: measures this CPU and hands the figures to every other tab. Three panels, one
// measurement at a time: sgemm (or a figure the user types), the machine profile and the kernel
// advisor; their charts share the right side.
class MeasureTab : public QWidget
{
    Q_OBJECT

public:
    explicit MeasureTab(WhatIfState *state, QWidget *parent = nullptr);
    ~MeasureTab() override;

    // The charts, for the window's chart export; the panels, whose state the window shows.
    RunsChart *chart() const;
    SweepChart *sweepChart() const { return m_sweep; }
    BandwidthChart *bandwidthChart() const { return m_bandwidth; }
    ProfilePanel *profilePanel() const { return m_profile; }
    KernelsPanel *kernelsPanel() const { return m_kernels; }
    SgemmPanel *sgemmPanel() const { return m_sgemm; }
    GpuPanel *gpuPanel() const { return m_gpu; }
    // The sgemm measurement of this tab runs.
    bool isRunning() const;
    // Any measurement of this tab runs: sgemm, the roofline profile, the kernel advisor or the
    // GPU.
    bool isBusy() const;

    // Cancels a running measurement and waits for the worker thread to end.
    void shutdown();
    // Puts the tab's own inputs back to their starting values: the timed runs, the threads, the
    // typed figure and the roofline's sweep. n is the state's and follows it.
    void resetInputs();

public slots:
    void start();
    void cancel();
    // Measures every OpenBLAS kernel family with this tab's size, runs and threads.
    void startKernels();
    // The first start's measurement: every kernel family when the advisor has not yet run on
    // this CPU and library, whose fastest gives the figure; otherwise sgemm as Run does.
    void startFirstMeasurement();

signals:
    void runningChanged(bool running);
    // The figure in use changed on this tab, and why, for the status bar.
    void figureChanged(const QString &why);

private:
    void buildLayout(QWidget *intro);
    void buildChartTabs(QTabWidget *charts);
    // Lets each panel start only while none of the others runs.
    void shareTheCores();

    WhatIfState *m_state;
    SgemmPanel *m_sgemm;
    SweepChart *m_sweep;
    BandwidthChart *m_bandwidth;
    ProfilePanel *m_profile;
    KernelsPanel *m_kernels;
    GpuPanel *m_gpu;
};

} // namespace blab::ui
