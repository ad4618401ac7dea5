// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/devices_tab.h"

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "charts/device_chart.h"
#include "models/devices_table_model.h"
#include "roofline/measured_gpu.h"
#include "state/user_catalog.h"
#include "state/what_if_state.h"
#include "tabs/intro_panel.h"
#include "text/labels.h"
#include "text/translation.h"
#include "text/verdicts.h"
#include "widgets/precision_box.h"
#include "widgets/retranslator.h"
#include "widgets/table_fit.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace blab::ui {

DevicesTab::DevicesTab(WhatIfState *state, QWidget *parent)
    : LiveTab(parent), m_state(state), m_precision(new PrecisionBox(state, this)),
      m_add(new QPushButton(this)), m_duplicate(new QPushButton(this)),
      m_delete(new QPushButton(this)), m_import(new QPushButton(this)),
      m_export(new QPushButton(this)), m_devices(new DevicesTableModel(this)),
      m_table(new QTableView(this)), m_error(new QLabel(this)), m_message(new QLabel(this)),
      m_verdict(new QLabel(this)), m_chart(new DeviceChart(this))
{
    nameControls();
    auto *intro = new IntroPanel(
        QStringLiteral("devices"),
        [] {
            return tr(
                "Cards are compared by their makers' figures (dense, without sparsity). This "
                "CPU's FP32 figure is the measured (or entered) one; a GPU measured on tab 1, or "
                "in a profile opened to compare, gets a row of its own in green, under its "
                "datasheet row. Shipped rows are fixed; duplicate one, or add your own, and "
                "double-click a cell to change it. Your devices are saved as you edit them.");
        },
        this);
    QHBoxLayout *buttons = buildButtons();
    buildTable();
    buildLayout(intro, buttons);
    connectSignals();
    if (!m_state->catalogError().isEmpty())
        showError([this] {
            return tr("Your device catalog could not be read, so your devices are not shown: "
                      "%1. The file is left as it is; if you change your devices, it is kept "
                      "beside the new one.")
                .arg(m_state->catalogError());
        });
    refresh();
}

void DevicesTab::nameControls()
{
    // Tests find the controls and tables by these names.
    m_add->setObjectName(QStringLiteral("devicesAdd"));
    m_duplicate->setObjectName(QStringLiteral("devicesDuplicate"));
    m_delete->setObjectName(QStringLiteral("devicesDelete"));
    m_import->setObjectName(QStringLiteral("devicesImport"));
    m_export->setObjectName(QStringLiteral("devicesExport"));
    m_table->setObjectName(QStringLiteral("devicesTable"));
    m_error->setObjectName(QStringLiteral("devicesError"));
    m_message->setObjectName(QStringLiteral("devicesMessage"));
    m_verdict->setObjectName(QStringLiteral("devicesVerdict"));
}

QHBoxLayout *DevicesTab::buildButtons()
{
    auto *buttons = new QHBoxLayout;
    auto *precisionLabel = new QLabel(this);
    precisionLabel->setBuddy(m_precision);
    Retranslator::bind(this, [this, precisionLabel] {
        precisionLabel->setText(tr("P&recision:"));
        m_add->setText(tr("&Add"));
        m_add->setToolTip(tr("Add a device of your own, then edit its cells."));
        m_duplicate->setText(tr("D&uplicate"));
        m_duplicate->setToolTip(tr("Copy the selected device into your own list, to change its "
                                   "figures."));
        m_delete->setText(tr("De&lete"));
        m_delete->setToolTip(tr("Delete the selected device of your own. Shipped devices stay."));
        m_import->setText(tr("&Import…"));
        m_import->setToolTip(tr("Add the devices of a catalog file (JSON). A file with any "
                                "problem is refused with its line and the reason, and nothing "
                                "changes; an id you already use gets a number added."));
        m_export->setText(tr("E&xport…"));
        m_export->setToolTip(
            tr("Save your own devices as a catalog file (JSON) to share or keep."));
    });
    buttons->addWidget(precisionLabel);
    buttons->addWidget(m_precision);
    buttons->addStretch();
    for (QPushButton *b : {m_add, m_duplicate, m_delete, m_import, m_export})
        buttons->addWidget(b);
    return buttons;
}

void DevicesTab::buildTable()
{
    m_table->setModel(m_devices);
    // Every column as wide as its contents, the last one taking what is left: a stretched name
    // column shrank to about 30 px in a narrow window, where the table now scrolls sideways.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);

    m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    m_message->setWordWrap(true);
    m_message->hide();
    m_verdict->setWordWrap(true);
}

void DevicesTab::buildLayout(QWidget *intro, QLayout *buttons)
{
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(buttons);
    topLayout->addWidget(m_table, 1);
    topLayout->addWidget(m_error);
    topLayout->addWidget(m_message);
    topLayout->addWidget(m_verdict);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(splitter, 1);
}

void DevicesTab::connectSignals()
{
    connect(m_add, &QPushButton::clicked, this, &DevicesTab::addDevice);
    connect(m_duplicate, &QPushButton::clicked, this,
            [this] { duplicateRow(m_table->currentIndex().row()); });
    connect(m_delete, &QPushButton::clicked, this, &DevicesTab::deleteSelected);
    connect(m_import, &QPushButton::clicked, this, &DevicesTab::importWithDialog);
    connect(m_export, &QPushButton::clicked, this, &DevicesTab::exportWithDialog);
    connect(m_devices, &DevicesTableModel::editRefused, this,
            qOverload<const QString &>(&DevicesTab::showError));
    connect(m_devices, &DevicesTableModel::cpuBandwidthEdited, this, &DevicesTab::saveCpuBandwidth);
    connect(m_devices, &DevicesTableModel::deviceEdited, this, &DevicesTab::saveDevice);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &DevicesTab::updateButtons);
    connect(m_state, &WhatIfState::changed, this, &DevicesTab::updateWhenShown);
}

int DevicesTab::userIndex(int row) const
{
    // A measured GPU's row sits among the others; the table says which device a row shows.
    const int firstUser = 1 + static_cast<int>(core::DeviceCatalog::builtIn().size());
    const int index = m_devices->deviceIndex(row) - firstUser;
    return index >= 0 && index < static_cast<int>(m_state->userDevices().size()) ? index : -1;
}

void DevicesTab::refresh()
{
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    const core::ReportModel &model = *snapshot;
    m_precision->sync();
    m_devices->setSnapshot(snapshot);
    m_chart->setData(model);
    m_verdict->setText(Translation::tidy(Verdicts::devices(model)));
    updateButtons();
}

void DevicesTab::updateButtons()
{
    const int row = m_table->currentIndex().row();
    m_duplicate->setEnabled(row >= 0);
    m_delete->setEnabled(userIndex(row) >= 0);
    m_export->setEnabled(!m_state->userDevices().empty());
}

void DevicesTab::showError(const QString &text)
{
    showError([text] { return text; });
}

void DevicesTab::showError(const Retranslator::Text &text)
{
    m_message->hide();
    Retranslator::setText(m_error, text);
    m_error->show();
}

void DevicesTab::showMessage(const QString &text)
{
    m_error->hide();
    Retranslator::setText(m_message, [text] { return text; });
    m_message->show();
}

void DevicesTab::saveUserDevices(const std::vector<core::DeviceSpec> &devices, const QString &done)
{
    const QString error = m_state->setUserDevices(devices);
    m_state->flush();
    if (error.isEmpty())
        showMessage(done);
    else
        showError(tr("Your devices could not be saved: %1. They are kept until you close the "
                     "window.")
                      .arg(error));
}

void DevicesTab::addDevice()
{
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    core::DeviceSpec d;
    d.id = UserCatalog::freeId("my_device", devices);
    d.name = tr("My device").toStdString();
    d.fp32Tflops = 10.0;
    d.memBandwidthGBs = 500.0;
    d.memoryGB = 16.0;
    d.watts = 200.0;
    d.pcieGen = 4;
    d.pcieLanes = 16;
    d.source = "added in the window";
    d.user = true;
    devices.push_back(d);
    saveUserDevices(devices, tr("Added “%1”: double-click its cells to enter its figures.")
                                 .arg(Labels::userText(d.name)));
    m_table->setCurrentIndex(m_devices->index(m_devices->rowCount() - 1, DevicesTableModel::Name));
}

void DevicesTab::duplicateRow(int row)
{
    // The row as the table shows it, a measured GPU's included: its copy keeps what was measured.
    const std::optional<core::DeviceSpec> shown = m_devices->deviceAt(row);
    if (!shown)
        return;
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    if (shown->id == core::DeviceCatalog::kThisGpu && snapshot->gpu && snapshot->gpu->gpu) {
        addMeasuredGpu(*snapshot->gpu->gpu);
        return;
    }
    core::DeviceSpec d = *shown;
    const QString original = Labels::device(d);
    d.id = UserCatalog::freeId(d.id + "_copy", devices);
    d.name = tr("%1 (copy)").arg(original).toStdString();
    d.source = UserCatalog::copiedSource(shown->id, d.source);
    d.measured = false;
    d.user = true;
    devices.push_back(d);
    saveUserDevices(
        devices, tr("Copied “%1” into your devices; its cells can be edited now.").arg(original));
    m_table->setCurrentIndex(m_devices->index(m_devices->rowCount() - 1, DevicesTableModel::Name));
}

void DevicesTab::addMeasuredGpu(const core::GpuMeasurement &gpu)
{
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    const core::MeasuredGpu::UserDeviceRow mine = core::MeasuredGpu::userDeviceRow(gpu, devices);
    if (mine.present >= 0) {
        // The card is among the user's devices already, perhaps under a name of the user's:
        // a second row of the same card would only have to be told apart from the first.
        for (int row = 0; row < m_devices->rowCount(); ++row) {
            if (userIndex(row) == mine.present)
                m_table->setCurrentIndex(m_devices->index(row, DevicesTableModel::Name));
        }
        showMessage(tr("This card is among your devices already, as “%1”.")
                        .arg(Labels::userText(devices[std::size_t(mine.present)].name)));
        return;
    }
    devices.push_back(mine.device);
    saveUserDevices(devices, tr("Added “%1” to your devices with its measured figures; its cells "
                                "can be edited now.")
                                 .arg(Labels::userText(devices.back().name)));
    m_table->setCurrentIndex(m_devices->index(m_devices->rowCount() - 1, DevicesTableModel::Name));
}

void DevicesTab::deleteRow(int row)
{
    const int index = userIndex(row);
    if (index < 0)
        return;
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    const QString name = Labels::userText(devices[static_cast<std::size_t>(index)].name);
    devices.erase(devices.begin() + index);
    if (m_state->inputs().device == m_state->userDevices()[static_cast<std::size_t>(index)].id)
        m_state->modify([](core::WhatIfInputs &in) { in.device = core::WhatIfInputs{}.device; });
    saveUserDevices(devices, tr("Deleted “%1”.").arg(name));
}

void DevicesTab::deleteSelected()
{
    const int row = m_table->currentIndex().row();
    if (userIndex(row) < 0)
        return;
    const QString name = m_devices->index(row, DevicesTableModel::Name).data().toString();
    if (QMessageBox::question(this, tr("Delete device"),
                              tr("Delete “%1” from your devices?").arg(name)) == QMessageBox::Yes)
        deleteRow(row);
}

bool DevicesTab::importFrom(const QString &fileName)
{
    const UserCatalog::LoadResult read = UserCatalog::read(fileName);
    if (!read.error.isEmpty()) {
        showError(tr("Nothing was imported. %1").arg(read.error));
        return false;
    }
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    const int renamed = UserCatalog::merge(devices, read.devices);
    if (devices.size() > core::DeviceCatalogFile::kMaxDevices) {
        showError(tr("Nothing was imported: you would have more than %1 devices.")
                      .arg(core::DeviceCatalogFile::kMaxDevices));
        return false;
    }
    QString done = tr("Imported %n device(s).", nullptr, static_cast<int>(read.devices.size()));
    if (renamed > 0)
        done = Verdicts::join(done, tr("%n of them had an id you already use and got a number "
                                       "added.",
                                       nullptr, renamed));
    saveUserDevices(devices, done);
    return true;
}

bool DevicesTab::exportTo(const QString &fileName)
{
    QString error;
    if (!UserCatalog::write(m_state->userDevices(), &error, fileName)) {
        showError(tr("Nothing was exported: %1").arg(error));
        return false;
    }
    showMessage(
        tr("Exported %n device(s) to %1.", nullptr, static_cast<int>(m_state->userDevices().size()))
            .arg(fileName));
    return true;
}

void DevicesTab::importWithDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Import devices"), QString(),
                                                      tr("Device catalogs (*.json)"));
    if (!file.isEmpty())
        importFrom(file);
}

void DevicesTab::exportWithDialog()
{
    QString file = QFileDialog::getSaveFileName(this, tr("Export your devices"),
                                                QStringLiteral("devices.json"),
                                                tr("Device catalogs (*.json)"));
    if (file.isEmpty())
        return;
    if (!file.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        file += QStringLiteral(".json");
    exportTo(file);
}

void DevicesTab::saveCpuBandwidth(double gbs)
{
    m_error->hide();
    m_state->modify([gbs](core::WhatIfInputs &in) { in.memBandwidthGBs = gbs; });
    m_state->flush();
}

void DevicesTab::saveDevice(int row, core::DeviceSpec device)
{
    const int index = userIndex(row);
    if (index < 0)
        return;
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    device.source = "edited in the window";
    devices[static_cast<std::size_t>(index)] = std::move(device);
    saveUserDevices(devices, tr("Saved."));
}

} // namespace blab::ui
