// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>
#include <string>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace blab::core {
struct GpuOutcome;
}

namespace blab::ui {

class GpuFiguresTableModel;
class GpuWorker;
class WhatIfState;
class WorkerThread;

// Tab 1's "This GPU": measures the NVIDIA GPU on request in a child process (its driver and
// cuBLASLt loaded there at run time, so a driver fault ends that process, not the window), with
// progress and Stop, and shows each measured figure beside the catalog's datasheet figure. The
// result is kept with this machine's profile; a compared profile's GPU is shown when this
// machine has none.
class GpuPanel : public QWidget
{
    Q_OBJECT

public:
    explicit GpuPanel(WhatIfState *state, QWidget *parent = nullptr);
    ~GpuPanel() override;

    bool isRunning() const { return m_running; }
    void shutdown();
    QPushButton *runButton() const { return m_run; }
    // A card the catalog does not know: adds it to the user's own devices with its measured
    // figures, as the panel's offer does. False, with the panel saying why, when it could not.
    bool addAsUserDevice();
    // The program the child runs and its first arguments; the tests name the built program.
    void setChildCommand(const std::vector<std::string> &command);

public slots:
    void start();
    void cancel();

signals:
    void runningChanged(bool running);

private:
    void buildLayout(QWidget *box, QWidget *intro);
    void connectSignals();
    void onStep(int done, int total, const QString &what);
    void onFinished(const core::GpuOutcome &outcome);
    // The table and the lines on the card, from the state's snapshot.
    void refresh();
    void setRunning(bool running);
    // The offer to add an unknown card: shown for one, and taken back once the user's devices
    // hold a card of that name.
    void updateOffer();

    WhatIfState *m_state;
    // The worker first: the thread that owns it is built from it.
    GpuWorker *m_worker;
    WorkerThread *m_thread;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_step;
    QLabel *m_card;
    QPushButton *m_addDevice;
    QLabel *m_offer;
    QTableView *m_table;
    GpuFiguresTableModel *m_model;
    std::vector<std::string> m_childCommand;
    bool m_running = false;
};

} // namespace blab::ui
