// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "plan/plan_request.h"
#include "plan/plan_result.h"
#include "state/plan_inputs.h"

#include <QHash>
#include <QList>
#include <QTimer>
#include <QWidget>
#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QRadioButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace blab::core {
struct ReportModel;
}

namespace blab::ui {

class PlanFrontChart;
class PlanTableModel;
class PlanWorker;
class WhatIfState;
class WorkerThread;

// Tab 5's third page: which setup meets the targets. The targets, the devices and the formats
// to try are its inputs (kept in WhatIfState beside the what-if inputs, not in them); the setups
// that meet them, fewest cards first, are its table, and each device's Pareto front its chart.
// A row opens that setup on the serving page with every input set.
//
// The search runs on a worker thread, the one computation besides measurements that does
// (docs/CODING.md says why): every input change cancels the search in flight and, after a short
// pause in the typing, starts a new one; a result whose generation is not the latest is dropped.
// The result is not part of the snapshot.
class PlanPanel : public QWidget
{
    Q_OBJECT

public:
    PlanPanel(WhatIfState *state, QWidget *parent = nullptr);
    ~PlanPanel() override;

    // Sets the inputs to the state's plan inputs and lists the models; starts the first search
    // the first time the page is shown.
    void syncControls(const core::ReportModel &model);
    void setActive(bool active);

    PlanFrontChart *chart() const { return m_chart; }
    PlanTableModel *tableModel() const { return m_table; }
    QTableView *tableView() const { return m_view; }
    // The result shown, and the request it answers; none before the first search ends.
    const std::optional<core::PlanResult> &result() const { return m_result; }
    const std::optional<core::PlanRequest> &request() const { return m_shownRequest; }
    // Whether a search is queued or running for the inputs as they are.
    bool searching() const { return m_searching; }
    // Searches started, and results that came too late and were dropped (for the tests).
    quint64 generation() const { return m_generation; }
    int dropped() const { return m_dropped; }

    // The worker's answer: shown when its generation is the latest, else dropped. Public so that
    // the tests can hand it a late answer.
    void takeResult(const core::PlanResult &result, quint64 generation);

    // Opens the setup of a row of the table as the search ordered it on the serving page.
    void openSetup(int row);

signals:
    // A setup was opened: the tab shows the serving page.
    void openedOnServing();
    // A search's result was shown (tests wait for it).
    void resultShown();

private:
    void nameControls();
    void explainControls();
    void retranslateResult();
    static QString deviceTip();
    QWidget *buildTargets();
    QWidget *buildChoices();
    void buildLayout();
    void connectInputs();
    // The device and format boxes, ticked as the inputs say; the devices listed again when the
    // user's own changed.
    void syncChoices(const PlanInputs &inputs);
    void listDevices();
    PlanInputs readControls() const;
    // An input changed: the search in flight is cancelled and its result will be dropped; the
    // next starts when the typing pauses.
    void inputChanged();
    void startSearch();
    void showStatus();
    void openCurrent();

    WhatIfState *m_state;
    QComboBox *m_model;
    QSpinBox *m_prompt;
    QSpinBox *m_output;
    QDoubleSpinBox *m_ttft;
    QRadioButton *m_byTpot;
    QRadioButton *m_byUserRate;
    QDoubleSpinBox *m_tpot;
    QDoubleSpinBox *m_minUserTps;
    QRadioButton *m_byUsers;
    QRadioButton *m_byOutputRate;
    QSpinBox *m_users;
    QDoubleSpinBox *m_outputRate;
    QGridLayout *m_deviceGrid;
    QList<QCheckBox *> m_devices;
    QList<QCheckBox *> m_weights;
    QList<QCheckBox *> m_kvs;
    QLabel *m_status;
    QLabel *m_assumption;
    PlanTableModel *m_table;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QPushButton *m_open;
    PlanFrontChart *m_chart;
    PlanWorker *m_worker;
    WorkerThread *m_thread;
    QTimer m_debounce;
    std::shared_ptr<std::atomic_bool> m_cancel;
    quint64 m_generation = 0;
    int m_dropped = 0;
    bool m_searching = false;
    bool m_active = false;
    // The request of the search in flight, and of the result shown.
    std::optional<core::PlanRequest> m_pending;
    std::optional<core::PlanRequest> m_shownRequest;
    std::optional<core::PlanResult> m_result;
    QString m_problem;
    // The inputs of the last search started.
    PlanInputs m_searched;
};

} // namespace blab::ui
