// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/sgemm_benchmark.h"

#include <QElapsedTimer>
#include <QWidget>

class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLayout;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QGroupBox;

namespace blab::ui {

class BandwidthChart;
class ExperimentBox;
class KernelsPanel;
class ProfilePanel;
class RunsChart;
class RunsTableModel;
class SweepChart;
class SgemmWorker;
class WorkerThread;
class WhatIfState;

// Part one: measures this CPU with sgemm on a worker thread and hands the figure to every other
// tab; or takes a figure the user types.
class MeasureTab : public QWidget
{
    Q_OBJECT

public:
    explicit MeasureTab(WhatIfState *state, QWidget *parent = nullptr);
    ~MeasureTab() override;

    // The charts, for the window's chart export; the panels, whose state the window shows.
    RunsChart *chart() const { return m_chart; }
    SweepChart *sweepChart() const { return m_sweep; }
    BandwidthChart *bandwidthChart() const { return m_bandwidth; }
    ProfilePanel *profilePanel() const { return m_profile; }
    KernelsPanel *kernelsPanel() const { return m_kernels; }
    // The sgemm measurement of this tab runs.
    bool isRunning() const { return m_running; }
    // Any measurement of this tab runs: sgemm, the roofline profile or the kernel advisor.
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

protected:
    void changeEvent(QEvent *event) override;

private:
    // Object names for the tests.
    void nameControls();
    // Ranges, starting values and tooltips of the measurement's inputs and progress.
    void setUpRunControls();
    // Fonts, texts and tooltips of the result labels and the typed figure.
    void setUpFigures();
    // The inputs, the run buttons, the progress and the experiment.
    QFormLayout *buildForm();
    void buildLayout(QWidget *intro, QLayout *form);
    // The list of earlier runs with its Clear button.
    QGroupBox *buildRunsBox();
    // Adds a finished measurement to the list of earlier runs and saves the list.
    void rememberRun(const core::SgemmResult &result);
    void connectSignals();
    void onProgress(int done, int total, double lastRunSeconds);
    void onFinished(const core::SgemmResult &result);
    void onFailed(const QString &message);
    // After the n = 1024 experiment: a figure that fell instead of rising is said beside it.
    void judgeExperiment(double gflops);
    void validateN();
    void buildChartTabs(QTabWidget *charts);
    void setRunning(bool running);
    void showFigure();
    // The line under the figure when no run is in progress: what the figure is.
    QString figureDetails() const;
    // The chart and the progress of the measurement the state holds, if any.
    void showLastRun();

    WhatIfState *m_state;
    // The worker first: the thread that owns it is built from it.
    SgemmWorker *m_worker;
    WorkerThread *m_thread;
    QSpinBox *m_n;
    QSpinBox *m_repeats;
    QSpinBox *m_threads;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_nError;
    QLabel *m_coreWarning;
    QLabel *m_result;
    QLabel *m_details;
    QDoubleSpinBox *m_entered;
    QPushButton *m_useEntered;
    RunsTableModel *m_runs;
    QTableView *m_runsView;
    QPushButton *m_clearRuns;
    ExperimentBox *m_experiment = nullptr;
    // The figure in use when the experiment started (0 when it was not measured here).
    double m_experimentBefore = 0.0;
    RunsChart *m_chart;
    SweepChart *m_sweep;
    BandwidthChart *m_bandwidth;
    ProfilePanel *m_profile;
    KernelsPanel *m_kernels;
    std::vector<double> m_liveRuns;
    static constexpr int kDefaultRepeats = 20;
    // When the progress was last drawn. Repainting after every run took measurable CPU time from
    // the measurement on a two-core machine (40 instead of 64 GFLOPS at n = 512), so progress is
    // drawn at most every kProgressIntervalMs; runs slower than that still show one by one.
    static constexpr int kProgressIntervalMs = 100;
    QElapsedTimer m_lastProgressDraw;
    bool m_running = false;
};

} // namespace blab::ui
