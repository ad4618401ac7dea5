#pragma once

#include <QList>
#include <QMainWindow>

class QLabel;
class QTabWidget;

namespace blab::ui {

class ChartView;
class DevicesTab;
class IntensityTab;
class MeasureTab;
class QuestionsTab;
class TransferTab;
class WhatIfState;

// The window: five tabs in the lesson's order, a status bar with the CPU figure in use, and the
// File and Help menus.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(WhatIfState *state, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Every chart in tab order, each up to date; export writes one PNG for each.
    QList<ChartView *> charts() const;
    // The charts on the tab being shown.
    QList<ChartView *> currentCharts() const;

    MeasureTab *measureTab() const { return m_measure; }
    DevicesTab *devicesTab() const { return m_devices; }
    IntensityTab *intensityTab() const { return m_intensity; }
    TransferTab *transferTab() const { return m_transfer; }
    QuestionsTab *questionsTab() const { return m_questions; }
    QTabWidget *tabs() const { return m_tabs; }

    // Measures once at start-up when this machine has no figure yet.
    void measureIfNeeded();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    void updateStatus();
    void exportCurrentChart();
    void exportAllCharts();
    void saveChart(ChartView *view);
    void about();

    WhatIfState *m_state;
    QTabWidget *m_tabs;
    MeasureTab *m_measure;
    DevicesTab *m_devices;
    IntensityTab *m_intensity;
    TransferTab *m_transfer;
    QuestionsTab *m_questions;
    QLabel *m_statusCpu;
    QLabel *m_statusBlas;
};

} // namespace blab::ui
