// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/kernel_advisor.h"

#include <QWidget>
#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;

namespace blab::ui {

class AdvisorTableModel;
class AdvisorWorker;
class KernelsChart;
class WhatIfState;
class WorkerThread;

// Tab 1's "OpenBLAS kernels" page: measures every kernel family this CPU can run (each in a
// child process), shows them against the CPU's peak, says which one to use here and gives the
// line that makes other programs use it too. The family this program uses is chosen here and
// takes effect at the next start, which the page can do at once.
class KernelsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit KernelsPanel(WhatIfState *state, QWidget *parent = nullptr);
    ~KernelsPanel() override;

    bool isRunning() const { return m_running; }
    // Cancels a running advisor, which kills its child, and waits for the worker thread.
    void shutdown();
    // The program the children run, with its first arguments; by default this program's
    // "bench --json". Tests give a stand-in.
    void setChildCommand(const std::vector<std::string> &command);
    // Every child started so far, to check that none is left behind.
    const std::vector<int> &childPids() const { return m_childPids; }
    // The chart, for the window's chart export.
    KernelsChart *chart() const { return m_chart; }
    // Why the family chosen for this program was not used at this start; empty when it was.
    static QString refusal();
    // Whether the start button may be used: one measurement at a time on this tab.
    void setStartEnabled(bool enabled);

public slots:
    // Measures every family with the same protocol as the Run button of tab 1.
    void start(int n, int repeats, int threads);
    // The first start's measurement: the advisor at the lesson's size, whose winning family's
    // figure becomes this CPU's compute.
    void startFirstMeasurement(int n, int repeats, int threads);
    void cancel();

signals:
    void runningChanged(bool running);
    // The start button was pressed; the tab starts the advisor with its own size and runs.
    void startRequested();
    // The first measurement gave this CPU's figure; message says how, for the status bar.
    void figureTaken(const QString &message);
    // The first measurement found no family it could measure and verify.
    void figureNotTaken();
    // Something for the status bar: the figure taken from a run, a copied line.
    void statusMessage(const QString &message);
    // The user asked to start the program again with the family chosen here.
    void restartRequested();

private:
    void buildControls();
    // The fixed texts, tooltips and the request box's first two items in the window's language.
    void retranslateControls();
    // The advice of a result, or what measuring would show when nothing was measured.
    static QString recommendation(const core::AdvisorResult &result);
    void buildLayout();
    void onProgress(const core::AdvisorResult &soFar, int done, int total, const QString &next);
    void onFinished(const core::AdvisorResult &result);
    void showResult(const core::AdvisorResult &result);
    void takeFirstFigure(const core::AdvisorResult &result, const core::AdvisorCandidate &best);
    void takeRunningFigure(const core::AdvisorResult &result);
    void showChoice();
    void setRunning(bool running);
    void fillRequestBox(const core::AdvisorResult &result);

    WhatIfState *m_state;
    // The worker first: the thread that owns it is built from it.
    AdvisorWorker *m_worker;
    WorkerThread *m_thread;
    AdvisorTableModel *m_model;
    KernelsChart *m_chart;
    QLabel *m_runningFamily;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QTableView *m_table;
    QLabel *m_recommendation;
    QLineEdit *m_line;
    QPushButton *m_copy;
    QComboBox *m_request;
    QLabel *m_next;
    QPushButton *m_restart;
    std::vector<std::string> m_childCommand;
    std::vector<int> m_childPids;
    bool m_running = false;
    bool m_takeFigure = false;
    // The advice found OpenBLAS's own pick fastest, so other programs have nothing to set.
    bool m_nothingToSet = false;
};

} // namespace blab::ui
