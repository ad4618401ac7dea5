// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/user_kernels_panel.h"

#include "catalog/device_catalog.h"
#include "kernels/kernel_import.h"
#include "models/user_kernels_table_model.h"
#include "state/kernel_file.h"
#include "state/what_if_state.h"
#include "text/kernels_text.h"
#include "text/labels.h"
#include "widgets/kernel_dialog.h"
#include "widgets/retranslator.h"
#include "widgets/table_fit.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace blab::ui {

UserKernelsPanel::UserKernelsPanel(WhatIfState *state, QWidget *parent)
    : QGroupBox(parent), m_state(state), m_model(new UserKernelsTableModel(this)),
      m_table(new QTableView(this)), m_empty(new QLabel(this)), m_message(new QLabel(this)),
      m_add(new QPushButton(this)), m_time(new QPushButton(this)), m_import(new QPushButton(this)),
      m_remove(new QPushButton(this))
{
    setObjectName(QStringLiteral("userKernels"));
    m_table->setObjectName(QStringLiteral("userKernelsTable"));
    m_add->setObjectName(QStringLiteral("userKernelsAdd"));
    m_time->setObjectName(QStringLiteral("userKernelsTime"));
    m_import->setObjectName(QStringLiteral("userKernelsImport"));
    m_remove->setObjectName(QStringLiteral("userKernelsRemove"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // One line a kernel, every column as wide as its cells: a narrow window scrolls the list
    // sideways rather than cut a name or a figure.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setWordWrap(false);
    // Only the name column is ever narrower than its text (see capNames); the figures are not.
    // Cut in the middle: a profiler's kernel names differ in their tile and layout at the end as
    // much as in their family at the start. The row's tooltip gives the whole name.
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_empty->setWordWrap(true);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setObjectName(QStringLiteral("userKernelsMessage"));
    m_message->hide();
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_time, m_import, m_remove})
        buttons->addWidget(b);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_empty);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    explain();
    // Delete removes the kernels chosen in the list, as in a file manager.
    auto *remove = new QAction(m_table);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    m_table->addAction(remove);
    connect(remove, &QAction::triggered, this, &UserKernelsPanel::removeSelected);
    connect(m_add, &QPushButton::clicked, this, &UserKernelsPanel::addKernel);
    connect(m_time, &QPushButton::clicked, this, &UserKernelsPanel::timeCommand);
    connect(m_import, &QPushButton::clicked, this, &UserKernelsPanel::chooseFile);
    connect(m_remove, &QPushButton::clicked, this, &UserKernelsPanel::removeSelected);
    connect(m_table, &QTableView::doubleClicked, this, &UserKernelsPanel::showDevice);
    m_table->installEventFilter(this);
    setSnapshot(m_state->snapshot());
}

void UserKernelsPanel::explain()
{
    Retranslator::bind(this, [this] {
        setTitle(tr("Your kernels"));
        m_add->setText(tr("Add k&ernel…"));
        m_time->setText(tr("&Time a command…"));
        m_import->setText(tr("&Import…"));
        m_remove->setText(tr("Re&move"));
        m_add->setToolTip(tr("Add a kernel from the FLOPs and bytes a profiler counted, or from "
                             "its shape (matrix multiply, element-wise, softmax, convolution, "
                             "attention), with its time, on this CPU or a catalog device."));
        m_time->setToolTip(tr("Run a command of yours several times on this CPU and place its "
                              "fastest run, as bottleneck-lab time does."));
        m_import->setToolTip(
            tr("Read the kernels of an Nsight Compute file or a likwid-perfctr one, each placed "
               "at its precision. Nsight Compute: record with LC_ALL=C ncu --clock-control none "
               "and the metrics the manual names (the tensor cores' "
               "regex:sm__ops_path_tensor_src_.*\\.sum$ among them), then print with ncu "
               "--import … --csv --page raw; a file without them says the whole command. "
               "likwid: LC_ALL=C likwid-perfctr -g MEM_DP -o FILE.csv."));
        m_remove->setToolTip(tr("Remove the kernels chosen in the list (Delete)."));
        m_table->setToolTip(tr("Each kernel on its device's roofline; double-click one to show "
                               "that device's roofline."));
    });
    Retranslator::setText(m_empty, [] {
        return tr("Place your own kernels under the roofs: add one from its counts or its "
                  "shape, time a command on this CPU, or import a profiler's file. Each is kept "
                  "until you remove it.");
    });
}

void UserKernelsPanel::setSnapshot(const std::shared_ptr<const core::ReportModel> &snapshot)
{
    const int before = m_model->rowCount();
    m_model->setSnapshot(snapshot);
    const bool any = m_model->rowCount() > 0;
    // New kernels may have longer names than the columns were sized for; sizing them anew
    // leaves the last column as narrow as its cells, so it is stretched again after.
    if (m_model->rowCount() != before) {
        m_table->resizeColumnsToContents();
        capNames();
        m_table->horizontalHeader()->setStretchLastSection(false);
        m_table->horizontalHeader()->setStretchLastSection(true);
    }
    m_table->setVisible(any);
    m_empty->setVisible(!any);
    m_remove->setEnabled(any);
    fitTable();
}

// A long name would push the figures out of a 1600-pixel window's column; it is cut at about
// sixteen characters (its row's tip and a wider column, dragged, give it whole).
void UserKernelsPanel::capNames()
{
    const int cap = m_table->fontMetrics().horizontalAdvance(QStringLiteral("layer norm 8192×"));
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(UserKernelsTableModel::Name, QHeaderView::Interactive);
    if (header->sectionSize(UserKernelsTableModel::Name) > cap)
        header->resizeSection(UserKernelsTableModel::Name, cap);
}

void UserKernelsPanel::fitTable()
{
    // Eight rows show at once; a longer list scrolls. A list wider than its view gets room for
    // the scroll bar the layout is about to show.
    if (m_model->rowCount() == 0)
        return;
    TableFit::fitHeight(m_table, 8);
    if (!m_table->horizontalScrollBar()->isVisible() &&
        m_table->horizontalHeader()->length() > m_table->viewport()->width())
        m_table->setFixedHeight(m_table->height() +
                                m_table->horizontalScrollBar()->sizeHint().height());
}

bool UserKernelsPanel::eventFilter(QObject *watched, QEvent *event)
{
    // A window made narrower or wider may take the sideways scroll bar away or bring it.
    if (watched == m_table && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &UserKernelsPanel::fitTable, Qt::QueuedConnection);
    return QGroupBox::eventFilter(watched, event);
}

void UserKernelsPanel::append(const std::vector<core::UserKernel> &kernels)
{
    m_state->modify([&](core::WhatIfInputs &in) {
        in.kernels.insert(in.kernels.end(), kernels.begin(), kernels.end());
    });
    m_state->flush();
    m_table->scrollToBottom();
}

bool UserKernelsPanel::isFull()
{
    if (m_state->inputs().kernels.size() < core::UserKernel::kMaxKernels)
        return false;
    tell(
        [] {
            return tr("The list holds %1 kernels; remove some first.")
                .arg(core::UserKernel::kMaxKernels);
        },
        true);
    return true;
}

void UserKernelsPanel::addKernel()
{
    tell({}, false);
    if (isFull())
        return;
    KernelDialog dialog(m_state->devices(), this);
    if (dialog.exec() == QDialog::Accepted)
        append({dialog.kernel()});
}

void UserKernelsPanel::timeCommand()
{
    tell({}, false);
    if (isFull())
        return;
    CommandTimeDialog dialog(m_environment, this);
    dialog.setEntries(m_lastTiming);
    const int result = dialog.exec();
    // What was typed comes back the next time, run or not: timing again after a change to the
    // program is the common case.
    m_lastTiming = dialog.entries();
    if (result == QDialog::Accepted) {
        append({dialog.kernel()});
        tell([runs = dialog.runs()] { return KernelsText::timedRuns(runs); }, false);
    }
}

void UserKernelsPanel::removeSelected()
{
    std::set<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedIndexes())
        rows.insert(index.row());
    if (rows.empty() && m_table->currentIndex().isValid())
        rows.insert(m_table->currentIndex().row());
    if (rows.empty())
        return;
    m_state->modify([&rows](core::WhatIfInputs &in) {
        for (auto it = rows.rbegin(); it != rows.rend(); ++it) {
            if (*it < static_cast<int>(in.kernels.size()))
                in.kernels.erase(in.kernels.begin() + *it);
        }
    });
    m_state->flush();
}

void UserKernelsPanel::showDevice(const QModelIndex &index)
{
    if (!index.isValid() || index.row() >= static_cast<int>(m_state->inputs().kernels.size()))
        return;
    const core::UserKernel k = m_state->inputs().kernels[static_cast<std::size_t>(index.row())];
    // The roofline follows to the kernel's device and, on a device, to the precision whose peak
    // holds it, so that the roof drawn above its point is the one it is judged against.
    // A device taken out of the user's catalog has no roofline to show.
    const std::vector<core::DeviceSpec> devices = m_state->devices();
    if (std::none_of(devices.begin(), devices.end(),
                     [&k](const core::DeviceSpec &d) { return d.id == k.device; }))
        return;
    // A kernel of a card a profile measured shows on that card's measured roofline, the
    // datasheet's dashed beside it.
    const auto snapshot = m_state->snapshot();
    const bool measured = index.row() < static_cast<int>(snapshot->kernels.size()) &&
                          snapshot->kernels[static_cast<std::size_t>(index.row())].onMeasuredGpu;
    const std::string roofline = measured ? core::DeviceCatalog::kThisGpu : k.device;
    m_state->modify([&roofline](core::WhatIfInputs &in) { in.rooflineDevice = roofline; });
    // In a small window the chart may be out of sight: say what changed.
    const auto shown = std::find_if(devices.begin(), devices.end(),
                                    [&k](const core::DeviceSpec &d) { return d.id == k.device; });
    emit statusMessage(tr("The roofline shows %1 at %2 now, with its kernels.")
                           .arg(Labels::device(*shown), QString::fromStdString(k.precision)));
    for (const core::Precision p : core::Precisions::kAll) {
        if (k.device != core::DeviceCatalog::kThisCpu && k.precision == core::Precisions::id(p))
            m_state->setPrecision(p);
    }
    m_state->flush();
}

// The message is worded again after a language switch, so that a note never stays in the
// language it was first written in; no text hides it.
void UserKernelsPanel::tell(const std::function<QString()> &text, bool failed)
{
    m_message->setStyleSheet(failed ? QStringLiteral("color: #c62828;") : QString());
    Retranslator::setText(
        m_message, text ? text : [] { return QString(); });
    m_message->setVisible(text != nullptr);
}

void UserKernelsPanel::chooseFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import kernels"), m_folder,
                                     tr("Profiler output (*.csv *.txt *.log);;All files (*)"));
    if (path.isEmpty())
        return;
    m_folder = QFileInfo(path).absolutePath();
    importFile(path);
}

std::string UserKernelsPanel::askDevice(const core::ImportedKernels &imported)
{
    // likwid measures CPUs and Nsight Compute GPUs: only those are offered (a CPU is the host,
    // with no host link or card link of its own).
    const bool cpu = imported.format == core::ImportedKernels::Format::Likwid;
    std::vector<core::DeviceSpec> devices;
    QStringList names;
    for (const core::DeviceSpec &d : m_state->devices()) {
        if (d.isCard() != cpu) {
            devices.push_back(d);
            names << Labels::device(d);
        }
    }
    // The box's own index, not its text: two devices may share a label.
    QInputDialog ask(this);
    ask.setWindowTitle(tr("Import kernels"));
    ask.setLabelText(KernelsText::askDevice(imported));
    ask.setComboBoxItems(names);
    ask.setComboBoxEditable(false);
    auto *box = ask.findChild<QComboBox *>();
    if (ask.exec() != QDialog::Accepted || !box || box->currentIndex() < 0)
        return {};
    return devices[static_cast<std::size_t>(box->currentIndex())].id;
}

void UserKernelsPanel::importFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    KernelFile::Read file = KernelFile::read(path);
    if (!file.error.isEmpty())
        return tell([name, why = file.error] { return tr("%1 cannot be read: %2").arg(name, why); },
                    true);
    core::ImportedKernels &imported = file.kernels;
    std::string device = file.device;
    if (imported.ok() && device.empty()) {
        device = askDevice(imported);
        if (device.empty())
            return tell({}, false);
    }
    if (imported.ok())
        core::KernelImport::assign(imported, device, m_state->devices());
    if (!imported.ok())
        return tell(
            [name, imported] {
                return tr("%1 cannot be imported: %2")
                    .arg(name, KernelsText::importProblem(imported));
            },
            true);
    // A kernel already in the list (the same file imported again) is not added twice.
    std::vector<core::UserKernel> fresh;
    for (const core::UserKernel &k : imported.kernels) {
        const auto &have = m_state->inputs().kernels;
        if (std::none_of(have.begin(), have.end(),
                         [&k](const core::UserKernel &h) { return h.spec() == k.spec(); }))
            fresh.push_back(k);
    }
    const std::size_t repeated = imported.kernels.size() - fresh.size();
    imported.kernels = fresh;
    // As the command line refuses more than the list holds, so does the window, whole.
    const std::size_t room = core::UserKernel::kMaxKernels - m_state->inputs().kernels.size();
    if (imported.kernels.size() > room)
        return tell(
            [name, count = imported.kernels.size()] {
                return tr("%1 cannot be imported: its %2 kernels do not fit in the list, which "
                          "holds %3; remove some first.")
                    .arg(name)
                    .arg(count)
                    .arg(core::UserKernel::kMaxKernels);
            },
            true);
    append(imported.kernels);
    tell([imported, name, repeated] { return KernelsText::imported(imported, name, repeated); },
         false);
}

} // namespace blab::ui
