#include "tabs/devices_tab.h"

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "charts/device_chart.h"
#include "options/option_spec.h"
#include "state/user_catalog.h"
#include "state/what_if_state.h"
#include "tabs/intro_panel.h"
#include "text/labels.h"
#include "text/verdicts.h"
#include "widgets/precision_box.h"
#include "widgets/table_fit.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace blab::ui {

namespace {

// Empty cells and a dash mean "no figure" for the optional precisions.
bool isBlank(const QString &text)
{
    const QString t = text.trimmed();
    return t.isEmpty() || t == QStringLiteral("—") || t == QStringLiteral("-");
}

} // namespace

DevicesTab::DevicesTab(WhatIfState *state, QWidget *parent)
    : LiveTab(parent), m_state(state), m_precision(new PrecisionBox(state, this)),
      m_add(new QPushButton(tr("&Add"), this)),
      m_duplicate(new QPushButton(tr("D&uplicate"), this)),
      m_delete(new QPushButton(tr("De&lete"), this)),
      m_import(new QPushButton(tr("&Import…"), this)),
      m_export(new QPushButton(tr("E&xport…"), this)), m_table(new QTableWidget(this)),
      m_error(new QLabel(this)), m_message(new QLabel(this)), m_verdict(new QLabel(this)),
      m_chart(new DeviceChart(this))
{
    auto *intro = new IntroPanel(
        QStringLiteral("devices"),
        tr("There is no graphics card to measure here, so cards are compared by their makers' "
           "figures (dense, without sparsity). This CPU's FP32 figure is the measured (or "
           "entered) one. Shipped rows are fixed; duplicate one, or add your own, and "
           "double-click a cell to change it. Your devices are saved as you edit them."),
        this);

    m_add->setToolTip(tr("Add a device of your own, then edit its cells."));
    m_duplicate->setToolTip(tr("Copy the selected device into your own list, to change its "
                               "figures."));
    m_delete->setToolTip(tr("Delete the selected device of your own. Shipped devices stay."));
    m_import->setToolTip(tr("Add the devices of a catalog file (JSON). A file with any problem "
                            "is refused with its line and the reason, and nothing changes; an "
                            "id you already use gets a number added."));
    m_export->setToolTip(tr("Save your own devices as a catalog file (JSON) to share or keep."));
    auto *buttons = new QHBoxLayout;
    auto *precisionLabel = new QLabel(tr("P&recision:"), this);
    precisionLabel->setBuddy(m_precision);
    buttons->addWidget(precisionLabel);
    buttons->addWidget(m_precision);
    buttons->addStretch();
    for (QPushButton *b : {m_add, m_duplicate, m_delete, m_import, m_export})
        buttons->addWidget(b);

    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Device"), tr("FP32"), tr("TF32"), tr("BF16"), tr("FP8"),
                                        tr("Bandwidth (GB/s)"), tr("Memory (GB)"), tr("Power (W)"),
                                        tr("Host link"), tr("Card link (GB/s)"), tr("× compute"),
                                        tr("× bandwidth"), tr("GFLOPS per watt")});
    const QStringList tips = {
        tr("The device; the lesson's two generic cards come first, then real products, then "
           "yours."),
        tr("Peak single-precision compute, TFLOPS, dense. Typical: CPU 0.1–7, cards 8–160."),
        tr("Peak on tensor units in TF32, TFLOPS, dense; — where the device has none."),
        tr("Peak in BF16/FP16 on tensor units, TFLOPS, dense; — where the device has none."),
        tr("Peak in FP8, TFLOPS, dense; — where the device has none."),
        tr("Memory bandwidth in GB/s (1 GB = 10⁹ bytes). Typical: CPU 50–500, cards 300–5300."),
        tr("Memory on the device in GB; decides whether a model fits (part five)."),
        tr("Board or package power in watts."),
        tr("The card's link to the host: PCIe generation × lanes, with its one-way rate. Type "
           "\"4 x16\" to change it, \"none\" for a CPU."),
        tr("Direct link between cards (NVLink, Infinity Fabric), GB/s with both directions "
           "added, as vendors print it; 0 for none."),
        tr("Compute at the chosen precision as a multiple of this CPU's FP32."),
        tr("Memory bandwidth as a multiple of this CPU's."),
        tr("Compute at the chosen precision per watt: GFLOPS ÷ W.")};
    for (int c = 0; c < ColumnCount; ++c)
        m_table->horizontalHeaderItem(c)->setToolTip(tips.at(c));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
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

    connect(m_add, &QPushButton::clicked, this, &DevicesTab::addDevice);
    connect(m_duplicate, &QPushButton::clicked, this,
            [this] { duplicateRow(m_table->currentRow()); });
    connect(m_delete, &QPushButton::clicked, this, &DevicesTab::deleteSelected);
    connect(m_import, &QPushButton::clicked, this, &DevicesTab::importWithDialog);
    connect(m_export, &QPushButton::clicked, this, &DevicesTab::exportWithDialog);
    connect(m_table, &QTableWidget::itemChanged, this, &DevicesTab::onItemChanged);
    connect(m_table, &QTableWidget::currentCellChanged, this, &DevicesTab::updateButtons);
    connect(m_state, &WhatIfState::changed, this, &DevicesTab::updateWhenShown);
    if (!m_state->catalogError().isEmpty())
        showError(tr("Your device catalog could not be read, so your devices are not shown: "
                     "%1. The file is left as it is; if you change your devices, it is kept "
                     "beside the new one.")
                      .arg(m_state->catalogError()));
    refresh();
}

int DevicesTab::userIndex(int row) const
{
    const int firstUser = 1 + static_cast<int>(core::DeviceCatalog::builtIn().size());
    const int index = row - firstUser;
    return index >= 0 && index < static_cast<int>(m_state->userDevices().size()) ? index : -1;
}

void DevicesTab::refresh()
{
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    const core::ReportModel &model = *snapshot;
    const std::vector<core::DeviceSpec> &devices = model.devices;
    const core::Precision precision = model.inputs.precision;
    m_precision->sync();
    m_filling = true;
    const QSignalBlocker block(m_table);
    m_table->setRowCount(static_cast<int>(devices.size()));
    for (int row = 0; row < static_cast<int>(devices.size()); ++row) {
        const core::DeviceSpec &d = devices[static_cast<std::size_t>(row)];
        const core::DeviceRatios &r = model.ratios[static_cast<std::size_t>(row)];
        const QStringList cells = {Labels::device(d),
                                   Labels::significant(d.fp32Tflops, 4),
                                   Labels::tflops(d.tf32Tflops),
                                   Labels::tflops(d.bf16Tflops),
                                   Labels::tflops(d.fp8Tflops),
                                   Labels::significant(d.memBandwidthGBs, 4),
                                   Labels::significant(d.memoryGB, 4),
                                   Labels::significant(d.watts, 4),
                                   d.pcieGen > 0 ? QString::fromStdString(d.hostLinkText())
                                                 : tr("none"),
                                   Labels::significant(d.cardLinkGBs, 4),
                                   Labels::fixed(r.compute, 1),
                                   Labels::fixed(r.bandwidth, 1),
                                   Labels::fixed(r.gflopsPerWatt, 1)};
        const bool user = d.user;
        QString tip = QString::fromStdString(d.source);
        if (!user && row > 0)
            tip += QLatin1Char('\n') + tr("A shipped device: duplicate it to change its figures.");
        for (int c = 0; c < ColumnCount; ++c) {
            QTableWidgetItem *item = m_table->item(row, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(row, c, item);
            }
            item->setText(cells.at(c));
            item->setTextAlignment(c == Name || c == HostLink ? Qt::AlignLeft | Qt::AlignVCenter
                                                              : Qt::AlignRight | Qt::AlignVCenter);
            // This CPU's compute comes from part one, its memory from the system; only its
            // bandwidth is typed in here. The ratio columns are results.
            const bool editable = row == 0 ? c == Bandwidth : user && c <= CardLink;
            item->setFlags(editable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                                    : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setToolTip(c == HostLink && d.pcieGen > 0       ? Labels::hostLink(d)
                             : c == CardLink && d.cardLinkGBs > 0 ? Labels::cardLink(d)
                                                                  : tip);
            QFont f = item->font();
            f.setItalic(user);
            item->setFont(f);
        }
    }
    m_filling = false;
    m_chart->setData(model);
    m_verdict->setText(Verdicts::devices(model));
    updateButtons();
}

void DevicesTab::updateButtons()
{
    const int row = m_table->currentRow();
    m_duplicate->setEnabled(row >= 0);
    m_delete->setEnabled(userIndex(row) >= 0);
    m_export->setEnabled(!m_state->userDevices().empty());
}

void DevicesTab::showError(const QString &text)
{
    m_message->hide();
    m_error->setText(text);
    m_error->show();
}

void DevicesTab::showMessage(const QString &text)
{
    m_error->hide();
    m_message->setText(text);
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
                                 .arg(QString::fromStdString(d.name)));
    const int row = m_table->rowCount() - 1;
    m_table->setCurrentCell(row, Name);
}

void DevicesTab::duplicateRow(int row)
{
    const std::vector<core::DeviceSpec> all = m_state->devices();
    if (row < 0 || row >= static_cast<int>(all.size()))
        return;
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    core::DeviceSpec d = all[static_cast<std::size_t>(row)];
    const QString original = Labels::device(d);
    d.id = UserCatalog::freeId(d.id + "_copy", devices);
    d.name = tr("%1 (copy)").arg(original).toStdString();
    d.source = "copied from " + all[static_cast<std::size_t>(row)].id + ": " + d.source;
    if (d.source.size() > 400)
        d.source.resize(400);
    d.measured = false;
    d.user = true;
    devices.push_back(d);
    saveUserDevices(
        devices, tr("Copied “%1” into your devices; its cells can be edited now.").arg(original));
    m_table->setCurrentCell(m_table->rowCount() - 1, Name);
}

void DevicesTab::deleteRow(int row)
{
    const int index = userIndex(row);
    if (index < 0)
        return;
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    const QString name = QString::fromStdString(devices[static_cast<std::size_t>(index)].name);
    devices.erase(devices.begin() + index);
    if (m_state->inputs().device == m_state->userDevices()[static_cast<std::size_t>(index)].id)
        m_state->modify([](core::WhatIfInputs &in) { in.device = core::WhatIfInputs{}.device; });
    saveUserDevices(devices, tr("Deleted “%1”.").arg(name));
}

void DevicesTab::deleteSelected()
{
    const int row = m_table->currentRow();
    if (userIndex(row) < 0)
        return;
    const QString name = m_table->item(row, Name)->text();
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

void DevicesTab::onItemChanged(QTableWidgetItem *item)
{
    if (m_filling)
        return;
    const int row = item->row();
    const int column = item->column();
    const QString text = item->text().trimmed();
    const auto refuse = [&](const QString &why) {
        showError(tr("“%1” is not accepted: %2. The previous value is kept.")
                      .arg(item->text().left(40), why));
        refresh();
    };

    if (row == 0) {
        double value = 0.0;
        const core::OptionSpec &spec = core::OptionSpec::memBandwidth;
        if (!core::parseFiniteNumber(text.toStdString(), value) || !spec.check(value).empty())
            return refuse(tr("enter a number from %1 to %2 GB/s")
                              .arg(Labels::significant(spec.minValue()),
                                   Labels::significant(spec.maxValue())));
        m_error->hide();
        m_state->modify([value](core::WhatIfInputs &in) { in.memBandwidthGBs = value; });
        m_state->flush();
        return;
    }
    const int index = userIndex(row);
    if (index < 0)
        return refresh();
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    core::DeviceSpec &d = devices[static_cast<std::size_t>(index)];

    if (column == Name) {
        if (text.isEmpty() || text.toUtf8().size() > 120)
            return refuse(tr("a name needs 1 to 120 bytes"));
        d.name = text.toStdString();
    } else if (column == HostLink) {
        if (!core::DeviceSpec::parseHostLink(text.toStdString(), d.pcieGen, d.pcieLanes,
                                             tr("none").toStdString()))
            return refuse(tr("write the PCIe generation and lanes as “4 x16”, or “none”"));
    } else {
        double value = 0.0;
        const bool optional = column == Tf32 || column == Bf16 || column == Fp8;
        const bool blank = isBlank(text);
        if (!(optional && blank) && !core::parseFiniteNumber(text.toStdString(), value))
            return refuse(optional ? tr("enter a number, or leave it empty for none")
                                   : tr("enter a number"));
        const std::optional<double> figure = blank ? std::nullopt : std::optional<double>(value);
        switch (column) {
        case Fp32:
            d.fp32Tflops = value;
            break;
        case Tf32:
            d.tf32Tflops = figure;
            break;
        case Bf16:
            d.bf16Tflops = figure;
            break;
        case Fp8:
            d.fp8Tflops = figure;
            break;
        case Bandwidth:
            d.memBandwidthGBs = value;
            break;
        case Memory:
            d.memoryGB = value;
            break;
        case Power:
            d.watts = value;
            break;
        case CardLink:
            d.cardLinkGBs = value;
            break;
        default:
            return refresh();
        }
    }
    const core::CatalogProblem problem = core::DeviceCatalogFile::validate(d);
    if (!problem.empty())
        return refuse(Labels::catalogProblem(problem));
    d.source = "edited in the window";
    saveUserDevices(devices, tr("Saved."));
}

} // namespace blab::ui
