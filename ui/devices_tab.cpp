#include "ui/devices_tab.h"

#include "core/option_spec.h"
#include "ui/charts/device_chart.h"
#include "ui/labels.h"
#include "ui/table_fit.h"
#include "ui/verdicts.h"
#include "ui/what_if_state.h"

#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace blab::ui {

namespace {

// The accepted range of each editable column, with its unit for the error message.
struct ColumnRange
{
    double min;
    double max;
    const char *unit;
};

ColumnRange rangeFor(int column)
{
    switch (column) {
    case DevicesTab::Tflops:
        return {0.001, 1e5, "TFLOPS"};
    case DevicesTab::Bandwidth:
        return {0.01, 1e6, "GB/s"};
    case DevicesTab::Power:
        return {0.1, 1e5, "W"};
    default:
        return {0.01, 1e6, "GB"};
    }
}

} // namespace

DevicesTab::DevicesTab(WhatIfState *state, QWidget *parent)
    : LiveTab(parent), m_state(state), m_table(new QTableWidget(this)), m_error(new QLabel(this)),
      m_verdict(new QLabel(this)), m_chart(new DeviceChart(this))
{
    auto *intro = new QLabel(
        tr("There is no graphics card to measure here, so cards are compared by their makers' "
           "figures. This CPU's compute is the measured (or entered) figure. Double-click a "
           "number to change it; the ratios and the other tabs follow."),
        this);
    intro->setWordWrap(true);

    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels(
        {tr("Device"), tr("FP32 (TFLOPS)"), tr("Memory bandwidth (GB/s)"), tr("Power (W)"),
         tr("Memory (GB)"), tr("× compute"), tr("× bandwidth"), tr("GFLOPS per watt")});
    const QStringList tips = {
        tr("The device; the first three rows are the lesson's round figures."),
        tr("Peak single-precision compute in TFLOPS (dense, no sparsity). Typical: CPU 0.1–2, "
           "cards 8–80."),
        tr("Memory bandwidth in GB/s (1 GB = 10⁹ bytes). Typical: CPU 50, cards 300–3000."),
        tr("Board or package power in watts."),
        tr("Memory on the device in GB; used to check whether a model fits."),
        tr("Compute as a multiple of this CPU's."),
        tr("Memory bandwidth as a multiple of this CPU's."),
        tr("Compute per watt of power: GFLOPS ÷ W.")};
    for (int c = 0; c < ColumnCount; ++c)
        m_table->horizontalHeaderItem(c)->setToolTip(tips.at(c));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);

    m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_error->setWordWrap(true);
    m_error->hide();
    m_verdict->setWordWrap(true);

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_table);
    topLayout->addWidget(m_error);
    topLayout->addWidget(m_verdict);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(splitter, 1);

    connect(m_table, &QTableWidget::itemChanged, this, &DevicesTab::onItemChanged);
    connect(m_state, &WhatIfState::changed, this, &DevicesTab::update);
    refresh();
}

void DevicesTab::refresh()
{
    const core::ReportModel model = m_state->model();
    const std::vector<core::DeviceSpec> &devices = model.devices;
    m_filling = true;
    const QSignalBlocker block(m_table);
    m_table->setRowCount(static_cast<int>(devices.size()));
    QStringList names;
    for (int row = 0; row < static_cast<int>(devices.size()); ++row) {
        const core::DeviceSpec &d = devices[static_cast<std::size_t>(row)];
        const core::DeviceRatios r = core::DeviceCatalog::ratios(d, devices.front());
        names << Labels::deviceShort(d);
        const QStringList cells = {Labels::device(d),
                                   Labels::significant(d.fp32Tflops, 4),
                                   Labels::significant(d.memBandwidthGBs, 4),
                                   Labels::significant(d.watts, 4),
                                   Labels::significant(d.memoryGB, 4),
                                   Labels::fixed(r.compute, 1),
                                   Labels::fixed(r.bandwidth, 1),
                                   Labels::fixed(d.gflopsPerWatt(), 1)};
        for (int c = 0; c < ColumnCount; ++c) {
            QTableWidgetItem *item = m_table->item(row, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(row, c, item);
            }
            item->setText(cells.at(c));
            item->setTextAlignment(c == Name ? Qt::AlignLeft | Qt::AlignVCenter
                                             : Qt::AlignRight | Qt::AlignVCenter);
            // This CPU's compute comes from part one, its memory from the system and its power
            // is a typical figure; the ratio columns are results. Everything else can be edited.
            bool editable = c >= Tflops && c <= Memory;
            if (row == 0)
                editable = c == Bandwidth;
            item->setFlags(editable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                                    : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setToolTip(QString::fromStdString(d.source));
        }
    }
    m_filling = false;
    TableFit::fitHeight(m_table);
    m_chart->setDevices(devices, names);
    m_verdict->setText(Verdicts::devices(model));
}

void DevicesTab::onItemChanged(QTableWidgetItem *item)
{
    if (m_filling)
        return;
    const int row = item->row();
    const int column = item->column();
    const ColumnRange range = rangeFor(column);
    double value = 0.0;
    if (!core::parseFiniteNumber(item->text().trimmed().toStdString(), value) ||
        value < range.min || value > range.max) {
        m_error->setText(tr("“%1” is not accepted: enter a number from %2 to %3 %4. The previous "
                            "value is kept.")
                             .arg(item->text().left(40), Labels::significant(range.min),
                                  Labels::significant(range.max), QString::fromLatin1(range.unit)));
        m_error->show();
        refresh();
        return;
    }
    m_error->hide();
    if (row == 0) {
        m_state->modify([value](core::WhatIfInputs &in) { in.memBandwidthGBs = value; });
        m_state->flush();
        return;
    }
    const std::size_t index = static_cast<std::size_t>(row - 1);
    core::DeviceSpec device = m_state->otherDevices().at(index);
    if (column == Tflops)
        device.fp32Tflops = value;
    else if (column == Bandwidth)
        device.memBandwidthGBs = value;
    else if (column == Power)
        device.watts = value;
    else if (column == Memory)
        device.memoryGB = value;
    device.source = "edited in the window";
    m_state->setOtherDevice(index, device);
    m_state->flush();
}

} // namespace blab::ui
