#pragma once

#include "ui/live_tab.h"

class QLabel;
class QTableWidget;
class QTableWidgetItem;

namespace blab::ui {

class DeviceChart;
class WhatIfState;

// Part two: devices by their specifications, editable, with their ratios to this CPU.
class DevicesTab : public LiveTab
{
    Q_OBJECT

public:
    enum Column
    {
        Name,
        Tflops,
        Bandwidth,
        Power,
        Memory,
        ComputeRatio,
        BandwidthRatio,
        PerWatt,
        ColumnCount
    };

    explicit DevicesTab(WhatIfState *state, QWidget *parent = nullptr);

    DeviceChart *chart() const { return m_chart; }
    QTableWidget *table() const { return m_table; }
    QLabel *errorLabel() const { return m_error; }

protected:
    void refresh() override;

private:
    void onItemChanged(QTableWidgetItem *item);

    WhatIfState *m_state;
    QTableWidget *m_table;
    QLabel *m_error;
    QLabel *m_verdict;
    DeviceChart *m_chart;
    bool m_filling = false;
};

} // namespace blab::ui
