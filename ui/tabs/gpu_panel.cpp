// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/gpu_panel.h"

#include "measure/gpu/gpu_child.h"
#include "models/gpu_figures_table_model.h"
#include "roofline/measured_gpu.h"
#include "state/what_if_state.h"
#include "text/gpu_text.h"
#include "text/labels.h"
#include "widgets/retranslator.h"
#include "widgets/table_fit.h"
#include "workers/gpu_worker.h"
#include "workers/worker_thread.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace blab::ui {

GpuPanel::GpuPanel(WhatIfState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_worker(new GpuWorker),
      m_thread(new WorkerThread(m_worker, this)), m_run(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_progress(new QProgressBar(this)), m_step(new QLabel(this)),
      m_card(new QLabel(this)), m_addDevice(new QPushButton(this)), m_offer(new QLabel(this)),
      m_table(new QTableView(this)),
      m_model(new GpuFiguresTableModel(this)), m_childCommand{"/proc/self/exe",  "measure",
                                                              "--gpu",           "--json",
                                                              "--openblas-core", "installed"}
{
    m_run->setObjectName(QStringLiteral("gpuRun"));
    m_cancel->setObjectName(QStringLiteral("gpuCancel"));
    m_step->setObjectName(QStringLiteral("gpuStep"));
    m_card->setObjectName(QStringLiteral("gpuCard"));
    m_table->setObjectName(QStringLiteral("gpuFigures"));
    m_addDevice->setObjectName(QStringLiteral("gpuAddDevice"));
    m_offer->setObjectName(QStringLiteral("gpuOffer"));
    auto *box = new QGroupBox(this);
    auto *intro = new QLabel(box);
    Retranslator::bind(box, [this, box, intro] {
        box->setTitle(tr("This GPU"));
        intro->setText(tr("Measures the NVIDIA GPU, if there is one: matrix products at every "
                          "precision it has, its FP32 peak, memory bandwidth and copies between "
                          "host and card, each beside the datasheet. Nothing of it runs until "
                          "you ask."));
        m_run->setText(tr("Measure the &GPU"));
        m_run->setToolTip(tr("Runs in a separate process, so that a driver fault cannot take the "
                             "window with it; about half a minute on a large card."));
        m_cancel->setText(tr("Stop"));
        m_cancel->setToolTip(tr("End the measurement's process now."));
        m_addDevice->setText(tr("&Add as my device"));
        m_addDevice->setToolTip(
            tr("Adds this card to your own devices on tab 2 with what was measured: its name, "
               "FP32 multiply-add peak, fastest product at each precision, memory bandwidth and "
               "memory, and the power limit and PCIe link the driver reported. Edit them there."));
    });
    intro->setWordWrap(true);
    m_step->setWordWrap(true);
    m_card->setWordWrap(true);
    m_card->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_offer->setWordWrap(true);
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(GpuFiguresTableModel::Figure,
                                                      QHeaderView::Stretch);
    buildLayout(box, intro);
    connectSignals();
    refresh();
}

GpuPanel::~GpuPanel()
{
    shutdown();
}

void GpuPanel::shutdown()
{
    m_thread->stop();
}

void GpuPanel::setChildCommand(const std::vector<std::string> &command)
{
    m_childCommand = command;
}

void GpuPanel::buildLayout(QWidget *box, QWidget *intro)
{
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    auto *boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(intro);
    boxLayout->addLayout(buttons);
    boxLayout->addWidget(m_progress);
    boxLayout->addWidget(m_step);
    boxLayout->addWidget(m_card);
    auto *offer = new QHBoxLayout;
    offer->addWidget(m_offer, 1);
    offer->addWidget(m_addDevice, 0, Qt::AlignTop);
    boxLayout->addLayout(offer);
    boxLayout->addWidget(m_table);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box);
}

void GpuPanel::connectSignals()
{
    connect(m_worker, &GpuWorker::step, this, &GpuPanel::onStep);
    connect(m_worker, &GpuWorker::finished, this, &GpuPanel::onFinished);
    connect(m_run, &QPushButton::clicked, this, &GpuPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &GpuPanel::cancel);
    connect(m_addDevice, &QPushButton::clicked, this, &GpuPanel::addAsUserDevice);
    // The user's devices change on tab 2 too: a card deleted there is offered again.
    connect(m_state, &WhatIfState::changed, this, &GpuPanel::updateOffer);
    connect(m_state, &WhatIfState::profileChanged, this, &GpuPanel::refresh);
    Retranslator::bind(m_table, [this] { refresh(); });
}

void GpuPanel::start()
{
    if (m_running)
        return;
    setRunning(true);
    m_worker->arm();
    m_progress->setRange(0, 0);
    Retranslator::setText(m_step, [] { return GpuText::tr("Starting the measurement…"); });
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, command = m_childCommand] { worker->run(command, 0); },
        Qt::QueuedConnection);
}

void GpuPanel::cancel()
{
    if (m_running)
        m_worker->cancel();
}

void GpuPanel::setRunning(bool running)
{
    m_running = running;
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    emit runningChanged(running);
}

void GpuPanel::onStep(int done, int total, const QString &what)
{
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(done);
    Retranslator::setText(m_step, [done, total, what] {
        return done >= total ? GpuText::tr("Done.") : GpuText::progress(done, total, what);
    });
}

void GpuPanel::onFinished(const core::GpuOutcome &outcome)
{
    setRunning(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(outcome.gpu && outcome.error.empty() ? 1 : 0);
    if (outcome.error == "cancelled") {
        Retranslator::setText(
            m_step, [] { return GpuText::tr("Stopped; the GPU figures shown before stay."); });
        return;
    }
    Retranslator::setText(m_step, [outcome] {
        return outcome.gpu && outcome.error.empty() ? GpuText::tr("Done.")
                                                    : GpuText::absent(outcome);
    });
    // A card that was not there, or failed, is kept too: the window says so until measured again.
    m_state->setGpu(outcome);
    m_state->flush();
}

void GpuPanel::refresh()
{
    const auto snapshot = m_state->snapshot();
    m_model->setSnapshot(snapshot);
    m_table->setVisible(!snapshot->gpuFigures.empty());
    const std::optional<core::GpuOutcome> &gpu = snapshot->gpu;
    const bool fromComparison = snapshot->gpuFromComparison;
    Retranslator::setText(m_card, [gpu, fromComparison] {
        return gpu ? GpuText::summary(*gpu, fromComparison) : GpuText::notMeasured();
    });
    m_table->resizeColumnsToContents();
    TableFit::fitHeight(m_table);
    updateOffer();
}

void GpuPanel::updateOffer()
{
    const auto snapshot = m_state->snapshot();
    const std::optional<core::MeasuredGpu> &measured = snapshot->measuredGpu;
    const bool unknown = measured && measured->datasheetIndex < 0;
    const bool added =
        unknown && snapshot->gpu && snapshot->gpu->gpu &&
        core::MeasuredGpu::userDeviceRow(*snapshot->gpu->gpu, m_state->userDevices()).present >= 0;
    m_addDevice->setVisible(unknown && !added);
    m_offer->setVisible(unknown);
    if (!unknown)
        return;
    const QString name = Labels::userText(measured->device.name);
    Retranslator::setText(m_offer, [name, added] {
        return added ? GpuPanel::tr("“%1” is among your devices on tab 2.").arg(name)
                     : GpuPanel::tr("The catalog has no datasheet for “%1”, so its figures stand "
                                    "alone. Add it as your own device to compare it on tabs 2, 3 "
                                    "and 5.")
                           .arg(name);
    });
}

bool GpuPanel::addAsUserDevice()
{
    const auto snapshot = m_state->snapshot();
    if (!snapshot->gpu || !snapshot->gpu->gpu)
        return false;
    std::vector<core::DeviceSpec> devices = m_state->userDevices();
    const core::MeasuredGpu::UserDeviceRow mine =
        core::MeasuredGpu::userDeviceRow(*snapshot->gpu->gpu, devices);
    if (mine.present >= 0) {
        updateOffer();
        return true;
    }
    devices.push_back(mine.device);
    const QString error = m_state->setUserDevices(devices);
    m_state->flush();
    if (!error.isEmpty()) {
        Retranslator::setText(m_offer, [error] {
            return GpuPanel::tr("The card could not be added to your devices: %1.").arg(error);
        });
        return false;
    }
    updateOffer();
    return true;
}

} // namespace blab::ui
