// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "widgets/command_time_dialog.h"

#include <QGroupBox>
#include <functional>
#include <memory>

class QLabel;
class QPushButton;
class QTableView;

namespace blab::core {
struct ReportModel;
struct ImportedKernels;
} // namespace blab::core

namespace blab::ui {

class UserKernelsTableModel;
class WhatIfState;

// Tab 3's "Your kernels": the user's own kernels, each on its device's roofline, with the roof
// above it. Kernels come from the Add dialog (counts or a shape), from timing a command on this
// CPU, or from an Nsight Compute or likwid-perfctr file; they are kept in the settings as
// --kernel specs and drawn on the roofline of their device. Double-clicking one shows that
// device's roofline.
class UserKernelsPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit UserKernelsPanel(WhatIfState *state, QWidget *parent = nullptr);

    // What the command timed from the window is given of the environment (app/ knows it).
    void setCommandEnvironment(const CommandTimeDialog::Environment &environment)
    {
        m_environment = environment;
    }
    void setSnapshot(const std::shared_ptr<const core::ReportModel> &snapshot);

    // The list's model, for the tests.
    UserKernelsTableModel *model() const { return m_model; }
    // Reads a profiler's file into the list, as Import does once a file is chosen; a device the
    // file names that the table does not know is asked for. Says how it went below the list.
    void importFile(const QString &path);

signals:
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The list's height: its rows, up to eight, and a sideways scroll bar where it needs one.
    void fitTable();
    void capNames();
    void explain();
    void addKernel();
    void timeCommand();
    void chooseFile();
    // The catalog id of the device the user picks for a file's kernels; empty when cancelled.
    std::string askDevice(const core::ImportedKernels &imported);
    // Says how an action went below the list, in red when it failed.
    void tell(const std::function<QString()> &text, bool failed);
    void removeSelected();
    void showDevice(const QModelIndex &index);
    // Adds kernels to the state's list; the callers have checked that they fit.
    void append(const std::vector<core::UserKernel> &kernels);
    // True, said in red below the list, when it holds as many kernels as it can.
    bool isFull();

    WhatIfState *m_state;
    UserKernelsTableModel *m_model;
    QTableView *m_table;
    QLabel *m_empty;
    QLabel *m_message;
    QPushButton *m_add;
    QPushButton *m_time;
    QPushButton *m_import;
    QPushButton *m_remove;
    CommandTimeDialog::Environment m_environment;
    // Where the last file was imported from, for the next Import.
    QString m_folder;
    // What Time a command was last given, for its next opening.
    CommandTimeDialog::Entries m_lastTiming;
};

} // namespace blab::ui
