// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "measure/gpu/gpu_measurement.h"
#include "tabs/live_tab.h"
#include "widgets/retranslator.h"

class QHBoxLayout;
class QLabel;
class QLayout;
class QPushButton;
class QTableView;

namespace blab::ui {

class DeviceChart;
class DevicesTableModel;
class PrecisionBox;
class WhatIfState;

// Part two: devices by their specifications. This CPU, the shipped catalog and the user's own
// devices, which can be added, duplicated, edited, deleted, imported and exported.
class DevicesTab : public LiveTab
{
    Q_OBJECT

public:
    explicit DevicesTab(WhatIfState *state, QWidget *parent = nullptr);

    // The device chart, for the window's chart export.
    DeviceChart *chart() const { return m_chart; }

    // The actions behind the buttons, without their dialogs, for keyboard users and tests.
    void addDevice();
    void duplicateRow(int row);
    void deleteRow(int row);
    // Reads a catalog file and adds its devices; a bad file changes nothing. True on success.
    bool importFrom(const QString &fileName);
    bool exportTo(const QString &fileName);

protected:
    void refresh() override;

private:
    // Object names for the tests.
    void nameControls();
    // The precision and the row of editing buttons, with their tooltips.
    QHBoxLayout *buildButtons();
    // The devices table and the labels below it.
    void buildTable();
    // The table's side over the chart in a splitter, under the intro.
    void buildLayout(QWidget *intro, QLayout *buttons);
    void connectSignals();
    void saveCpuBandwidth(double gbs);
    void saveDevice(int row, core::DeviceSpec device);
    // A copy of the measured GPU's row: the card as a device of the user's, with what was
    // measured and what the driver reported (core::MeasuredGpu::userDeviceRow), not the row's
    // gaps; the row that has the card already is selected instead where there is one.
    void addMeasuredGpu(const core::GpuMeasurement &gpu);
    void importWithDialog();
    void exportWithDialog();
    void deleteSelected();
    // Row of the table → index into the user's devices, or -1 for this CPU and shipped rows.
    int userIndex(int row) const;
    void saveUserDevices(const std::vector<core::DeviceSpec> &devices, const QString &done);
    // A message said once, in the language of the moment: what an action just did.
    void showError(const QString &text);
    // A lasting state, said again in each language (the catalog that could not be read).
    void showError(const Retranslator::Text &text);
    void showMessage(const QString &text);
    void updateButtons();

    WhatIfState *m_state;
    PrecisionBox *m_precision;
    QPushButton *m_add;
    QPushButton *m_duplicate;
    QPushButton *m_delete;
    QPushButton *m_import;
    QPushButton *m_export;
    DevicesTableModel *m_devices;
    QTableView *m_table;
    QLabel *m_error;
    QLabel *m_message;
    QLabel *m_verdict;
    DeviceChart *m_chart;
};

} // namespace blab::ui
