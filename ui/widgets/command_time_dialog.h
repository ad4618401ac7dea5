// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "kernels/user_kernel.h"

#include <QDialog>
#include <QList>
#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace blab::ui {

class CommandTimeWorker;
class OptionSpinBox;
class WholeSpinBox;
class WorkerThread;

// Tab 3's "Time a command": what bottleneck-lab time does, from the window. The command line
// typed is split into words as QProcess::splitCommand splits it (quotes group words; nothing
// else is special) and run without a shell, several times; the fastest run, with the FLOPs and
// bytes given, becomes a kernel on this CPU. The runs go on in the background and can be stopped.
class CommandTimeDialog : public QDialog
{
    Q_OBJECT

public:
    // environment: the changes that give the command the environment the user started the
    // window with (OpenblasLaunch's), as time gives its command.
    using Environment =
        std::pair<std::vector<std::pair<std::string, std::string>>, std::vector<std::string>>;
    CommandTimeDialog(const Environment &environment, QWidget *parent = nullptr);

    // What was typed, kept by the caller so that the next opening starts from it.
    struct Entries
    {
        QString command;
        double flops = 2e9;
        double bytes = 1.2e7;
        int runs = 5;
        QString name;
        int precision = 0;
    };
    void setEntries(const Entries &entries);
    Entries entries() const;
    ~CommandTimeDialog() override;

    // The kernel timed and every run's time; valid after the dialog was accepted.
    const core::UserKernel &kernel() const { return m_kernel; }
    const std::vector<double> &runs() const { return m_runSeconds; }

    void reject() override;

private:
    void buildLayout();
    void start();
    void onFinished(const QList<double> &seconds);
    void onFailed(const QString &message);
    void setRunning(bool running);
    // The kernel the fields give, before its time; a refusal in problem when they give none.
    bool check(core::UserKernel &kernel, QStringList &words, QString &problem) const;

    Environment m_environment;
    CommandTimeWorker *m_worker;
    WorkerThread *m_thread;
    QLineEdit *m_command;
    OptionSpinBox *m_flops;
    OptionSpinBox *m_bytes;
    WholeSpinBox *m_runs;
    QLineEdit *m_name;
    QComboBox *m_precision;
    QProgressBar *m_progress;
    QLabel *m_message;
    QPushButton *m_run;
    QPushButton *m_stop;
    QDialogButtonBox *m_buttons;
    bool m_running = false;
    core::UserKernel m_kernel;
    std::vector<double> m_runSeconds;
};

} // namespace blab::ui
