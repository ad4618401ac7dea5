#pragma once

#include "tabs/live_tab.h"

class QComboBox;
class QLabel;
class QTableWidget;

namespace blab::ui {

class BatchCopyChart;
class LogSlider;
class WhatIfState;

// Part four: how much of each training step goes to copying the batch from host memory to the
// device, on this CPU and on an accelerator.
class TransferTab : public LiveTab
{
    Q_OBJECT

public:
    enum Column
    {
        Batch,
        Data,
        Copy,
        CpuCompute,
        CpuShare,
        AccelCompute,
        AccelShare,
        Serial,
        Overlapped,
        ColumnCount
    };

    explicit TransferTab(WhatIfState *state, QWidget *parent = nullptr);

    BatchCopyChart *chart() const { return m_chart; }
    LogSlider *batchSlider() const { return m_batch; }
    LogSlider *linkSlider() const { return m_link; }
    LogSlider *accelSlider() const { return m_accel; }
    LogSlider *flopsSlider() const { return m_flops; }
    QComboBox *sampleBox() const { return m_sample; }
    QTableWidget *table() const { return m_table; }
    QLabel *verdictLabel() const { return m_verdict; }

protected:
    void refresh() override;

private:
    WhatIfState *m_state;
    LogSlider *m_batch;
    LogSlider *m_link;
    LogSlider *m_accel;
    LogSlider *m_flops;
    QComboBox *m_sample;
    QTableWidget *m_table;
    QLabel *m_verdict;
    QLabel *m_overlap;
    QLabel *m_note;
    BatchCopyChart *m_chart;
    int m_lastBatch = 0;
};

} // namespace blab::ui
