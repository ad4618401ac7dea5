// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/sgemm_benchmark.h"

#include <QElapsedTimer>
#include <QWidget>
#include <string>
#include <vector>

class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace blab::ui {

class ExperimentBox;
class RunsChart;
class RunsTableModel;
class SgemmWorker;
class WhatIfState;
class WorkerThread;

// Tab 1's sgemm measurement: the size, runs and threads, Run and Cancel, the progress, the
// figure and what it is, the earlier runs, the n = 1024 experiment and a figure typed instead.
// It runs cblas_sgemm on a worker thread and hands the result to the state; its runs chart sits
// among the tab's charts.
class SgemmPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SgemmPanel(WhatIfState *state, QWidget *parent = nullptr);
    ~SgemmPanel() override;

    RunsChart *runsChart() const { return m_chart; }
    bool isRunning() const { return m_running; }
    int n() const;
    int repeats() const;
    int threads() const;
    // Another measurement of the tab runs: Run waits. advisorRunning says that it is the kernel
    // advisor, whose fastest family will give the figure, so that the figure's line can say so.
    void setOthersBusy(bool busy, bool advisorRunning);
    // Cancels a running measurement and waits for the worker thread to end.
    void shutdown();
    // The timed runs, the threads and the typed figure back to their starting values; n is the
    // state's and follows it.
    void resetInputs();
    // The program that measures a family this window has not loaded (bench --json); the tests
    // give another.
    void setChildCommand(const std::vector<std::string> &command);
    // The line naming the kernel family behind this tab's figures.
    static QString familyText();

public slots:
    void start();
    void cancel();

signals:
    void runningChanged(bool running);
    // The figure in use changed here, and why, for the status bar.
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
    void buildLayout(QFormLayout *form);
    // The box to type a figure in instead of measuring.
    QGroupBox *buildEnterBox();
    // The list of earlier runs with its Clear button.
    QGroupBox *buildRunsBox();
    // Adds a finished measurement to the list of earlier runs and saves the list.
    void rememberRun(const core::SgemmResult &result);
    void connectSignals();
    void onProgress(int done, int total, double lastRunSeconds);
    void onFinished(const core::SgemmResult &result);
    void onFailed(const QString &message);
    // After the n = 1024 experiment: a figure that fell instead of rising is said beside it.
    void judgeExperiment(const core::SgemmResult &result);
    // The sentence that a measurement's figures are unreliable, led by a space; empty when not.
    static QString unreliableNote(const core::SgemmResult &m);
    // Says whether n fits in memory and enables Run where it does and nothing else runs.
    void validateN();
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
    RunsChart *m_chart;
    ExperimentBox *m_experiment = nullptr;
    // The figure in use when the experiment started (0 when it was not measured here).
    double m_experimentBefore = 0.0;
    std::vector<double> m_liveRuns;
    static constexpr int kDefaultRepeats = 20;
    // When the progress was last drawn. Repainting after every run took measurable CPU time from
    // the measurement on a two-core machine (40 instead of 64 GFLOPS at n = 512), so progress is
    // drawn at most every kProgressIntervalMs; runs slower than that still show one by one.
    static constexpr int kProgressIntervalMs = 100;
    QElapsedTimer m_lastProgressDraw;
    bool m_running = false;
    bool m_othersBusy = false;
    bool m_advisorRunning = false;
    std::vector<std::string> m_childCommand{"/proc/self/exe", "bench", "--json"};
};

} // namespace blab::ui
