// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/export_format.h"
#include "widgets/command_time_dialog.h"

#include <QList>
#include <QMainWindow>
#include <QSize>

class QLabel;
class QMenu;
class QTabWidget;

namespace blab::ui {

class ChartView;
class DevicesTab;
class IntensityTab;
class MeasureTab;
class ProfileActions;
class QuestionsTab;
class TransferTab;
class WhatIfState;

// The window: five tabs in the lesson's order, a status bar with the CPU figure in use, and the
// File, View and Help menus. A language switch translates every page where it stands, so a
// measurement in progress carries on.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(WhatIfState *state, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Every chart in tab order, after bringing the tabs behind the current one up to date (they
    // redraw only when shown), each with the caption of its inputs; export writes them.
    QList<ChartView *> upToDateCharts();
    // The charts on the tab being shown.
    QList<ChartView *> currentCharts();

    MeasureTab *measureTab() const { return m_measure; }
    DevicesTab *devicesTab() const { return m_devices; }
    IntensityTab *intensityTab() const { return m_intensity; }
    // The changes a command timed from tab 3 needs to run in the environment the user started
    // the window with (app/ knows which).
    void setCommandEnvironment(const CommandTimeDialog::Environment &environment);
    TransferTab *transferTab() const { return m_transfer; }
    QuestionsTab *questionsTab() const { return m_questions; }
    QTabWidget *tabs() const { return m_tabs; }
    ProfileActions *profileActions() const { return m_profileActions; }

    // Measures once at start-up when this machine has no figure yet.
    void measureIfNeeded();
    // The user asked for the program to start again (a new OpenBLAS kernel family); main()
    // does it after the window has closed and saved everything.
    bool restartRequested() const { return m_restartRequested; }

    // Window geometry, toolbar state and the last tab, kept in the settings. The window does not
    // do this by itself, so that export and tests never touch the user's layout. Restored, the
    // window is then kept within the screen's available area (fitToScreen).
    void restoreLayout();
    void saveLayout() const;

    // "zh", "en", or empty for the system's language; remembered, and applied without a restart.
    void setLanguage(const QString &language);
    QMenu *viewMenu() const { return m_viewMenu; }
    // Goes back to the lesson's inputs, keeping measurements and the user's devices.
    void resetToDefaults();
    void showHelp();
    // The help's section for the tab in front: "tab1" … "tab5", or "serving" on tab 5 in
    // inference mode.
    QString helpAnchor() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Room left for a frame the window does not know before it is shown.
    static constexpr QSize kFrameMargin{16, 48};
    // Shrinks the window to the screen's available area, less the frame, and moves it inside:
    // a 1024 × 700 screen shows the whole window, Stop and the status bar included.
    void fitToScreen();
    void buildTabs();
    void buildMenus();
    void buildLanguageMenu();
    void buildAppearanceMenu();
    void updateStatus();
    void exportCurrentChart();
    void exportAllCharts();
    // Asks where to write one chart, starting in format; a chart with nothing measured is
    // refused with a message instead of an empty grid.
    void saveChart(ChartView *view, ExportFormat format);
    void about();
    // A message about one tab's work (a measurement, a copied line, a kernel placed): shown on
    // the status bar until it times out or another tab comes to the front.
    void showTabMessage(int tab, const QString &message, int milliseconds);

    WhatIfState *m_state;
    QTabWidget *m_tabs;
    MeasureTab *m_measure;
    DevicesTab *m_devices;
    IntensityTab *m_intensity;
    TransferTab *m_transfer;
    QuestionsTab *m_questions;
    QLabel *m_statusCpu;
    QLabel *m_statusBlas;
    ProfileActions *m_profileActions;
    QMenu *m_viewMenu = nullptr;
    bool m_restartRequested = false;
    // The tab whose message the status bar shows; -1 for a message about the whole window.
    int m_messageTab = -1;
};

} // namespace blab::ui
