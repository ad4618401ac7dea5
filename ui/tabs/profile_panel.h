// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/profile/machine_profiler.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace blab::ui {

class ProfileWorker;
class WorkerThread;
class WhatIfState;

// Measures this machine's whole roofline as one job on a worker thread: compute peak, STREAM
// bandwidth, the sgemm sweep and the kernels, each step announced, cancellable, kept in the
// settings.
class ProfilePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ProfilePanel(WhatIfState *state, QWidget *parent = nullptr);
    ~ProfilePanel() override;

    bool isRunning() const { return m_running; }
    void shutdown();
    // The sweep from 64 to 2048, doubling, not quick.
    void resetInputs();

    // The start button, which the measure tab disables while another measurement runs.
    QPushButton *runButton() const { return m_run; }

    // The step names the job announces, in words.
    static QString describe(const QString &id);

public slots:
    void start();
    void cancel();

signals:
    void runningChanged(bool running);
    // A step of the job began (the profiler's id, such as "peak_1" or "bandwidth"). A short
    // step's words can be replaced in the label before anyone reads them; this says it ran.
    void stepStarted(const QString &id);

private:
    // Object names for the tests.
    void nameControls();
    // The sweep's sizes and steps, tooltips and starting states.
    void setUpControls();
    // The controls' texts and tooltips in the window's language; the run button says whether a
    // profile exists.
    void retranslateControls();
    // The controls inside the group box, which fills the panel.
    void buildLayout(QWidget *box, QWidget *intro);
    void connectSignals();
    void onStep(int step, int steps, const QString &id);
    void onFinished(const core::MachineProfile &profile);
    void showSummary();
    // What the last profile measured, in the window's language.
    QString summary() const;
    // The FP64 figures, each followed by a space; empty for a profile without them.
    static QString doubleSummary(const core::MachineProfile &p);
    // Each level's size and bandwidth, and whether the sweep's sums checked out.
    static QString hierarchySummary(const core::MachineProfile &p);
    void setRunning(bool running);

    WhatIfState *m_state;
    // The worker first: the thread that owns it is built from it.
    ProfileWorker *m_worker;
    WorkerThread *m_thread;
    QCheckBox *m_quick;
    QComboBox *m_sweepMin;
    QComboBox *m_sweepMax;
    QComboBox *m_sweepStep;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_step;
    QLabel *m_summary;
    bool m_running = false;
};

} // namespace blab::ui
