// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/intensity_tab.h"

#include "catalog/device_catalog.h"
#include "charts/roofline_chart.h"
#include "io/option_spec.h"
#include "models/operations_table_model.h"
#include "state/what_if_state.h"
#include "tabs/intro_panel.h"
#include "tabs/user_kernels_panel.h"
#include "text/gpu_text.h"
#include "text/labels.h"
#include "text/serving_verdicts.h"
#include "text/translation.h"
#include "text/verdicts.h"
#include "widgets/experiment_box.h"
#include "widgets/form_fields.h"
#include "widgets/log_slider.h"
#include "widgets/precision_box.h"
#include "widgets/reflow_row.h"
#include "widgets/retranslator.h"
#include "widgets/slider_walk.h"
#include "widgets/table_fit.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace blab::ui {

IntensityTab::IntensityTab(WhatIfState *state, QWidget *parent)
    : LiveTab(parent), m_state(state), m_device(new QComboBox(this)),
      m_precision(new PrecisionBox(state, this)),
      m_peak(new LogSlider(core::OptionSpec::cpuGflops, 2, QStringLiteral(" GFLOPS"), this)),
      m_bandwidth(new LogSlider(core::OptionSpec::memBandwidth, 1, QStringLiteral(" GB/s"), this)),
      m_n(new LogSlider(core::OptionSpec::n, 0, QString(), this)),
      m_k(new LogSlider(core::OptionSpec::k, 0, QString(), this)),
      m_kWalk(new SliderWalk(m_k, this)),
      m_batch(new LogSlider(core::OptionSpec::batchSize, 0, QString(), this)),
      m_servingNote(new QLabel(this)), m_operations(new OperationsTableModel(this)),
      m_table(new QTableView(this)), m_userKernels(new UserKernelsPanel(state, this)),
      m_balance(new QLabel(this)), m_verdict(new QLabel(this)), m_measuredNote(new QLabel(this)),
      m_gpuNote(new QLabel(this)), m_chart(new RooflineChart(this))
{
    nameControls();
    // The tracks span what machines reach, a small CPU core to a rack-scale card (1 GFLOPS to 20
    // PFLOPS, 1 GB/s to 30 TB/s); the boxes still take the options' whole range.
    m_peak->setTrackRange(kTrackPeakGflops.first, kTrackPeakGflops.second);
    m_bandwidth->setTrackRange(kTrackBandwidthGBs.first, kTrackBandwidthGBs.second);
    auto *intro = new IntroPanel(
        QStringLiteral("intensity"),
        [] {
            return tr(
                "Arithmetic intensity is floating-point operations divided by bytes moved. Below "
                "the balance point (peak ÷ bandwidth) a kernel waits for memory; above it, for the "
                "arithmetic units. Drag k to see the elementwise kernel cross the balance point.");
        },
        this);
    Retranslator::bind(this, [this] { explainControls(); });
    QHBoxLayout *kPresets = buildKPresets();
    ExperimentBox *experiment = buildExperiment();
    QFormLayout *form = buildForm(kPresets, buildBatchPresets());
    buildTable();
    buildLayout(intro, form, experiment);
    connectSignals();
    refresh();
}

void IntensityTab::nameControls()
{
    // Tests find the controls and tables by these names.
    m_device->setObjectName(QStringLiteral("intensityDevice"));
    m_peak->setObjectName(QStringLiteral("intensityPeak"));
    m_bandwidth->setObjectName(QStringLiteral("intensityBandwidth"));
    m_n->setObjectName(QStringLiteral("intensityN"));
    m_k->setObjectName(QStringLiteral("intensityK"));
    m_batch->setObjectName(QStringLiteral("intensityBatch"));
    m_servingNote->setObjectName(QStringLiteral("intensityServingNote"));
    m_table->setObjectName(QStringLiteral("operationsTable"));
    m_verdict->setObjectName(QStringLiteral("intensityVerdict"));
    m_gpuNote->setObjectName(QStringLiteral("intensityGpuNote"));
}

void IntensityTab::explainControls()
{
    m_device->setToolTip(tr("Sets the peak and the bandwidth from a device in part two."));
    m_peak->setToolTips(tr("Peak compute of the device, GFLOPS (1 TFLOPS = 1000 GFLOPS). Typical: "
                           "a CPU 50–2000, a card 8000–80000."));
    m_bandwidth->setToolTips(
        tr("Memory bandwidth of the device, GB/s. Typical: a CPU 20–100, a card 300–3000."));
    m_n->setToolTips(tr("Matrix size n for the matrix multiply and the n² elements of the "
                        "elementwise kernels."));
    m_k->setToolTips(tr("Multiply-adds each element gets while it is in registers: 2k FLOPs for "
                        "8 bytes moved. 1 is like a vector add; 1000 is the lesson's second "
                        "experiment."));
    m_batch->setToolTips(tr("Sequences a language model decodes together (the same batch as on "
                            "the Three questions tab). They share one read of the weights, so "
                            "the decode point moves right as the batch grows. Typical: 1 on a "
                            "laptop, 32–256 on a server."));
}

QHBoxLayout *IntensityTab::buildKPresets()
{
    auto *kPresets = new QHBoxLayout;
    kPresets->addWidget(m_k, 1);
    for (int k : {1, 1000}) {
        auto *button = new QPushButton(this);
        Retranslator::bind(button, [button, k] {
            button->setText(tr("k = %1").arg(k));
            button->setToolTip(tr("Set k to %1 and watch the elementwise point move.").arg(k));
        });
        connect(button, &QPushButton::clicked, this, [this, k] { m_k->setValue(k); });
        kPresets->addWidget(button);
    }
    return kPresets;
}

QHBoxLayout *IntensityTab::buildBatchPresets()
{
    auto *presets = new QHBoxLayout;
    presets->addWidget(m_batch, 1);
    for (int batch : {1, 256}) {
        auto *button = new QPushButton(this);
        Retranslator::bind(button, [button, batch] {
            button->setText(tr("batch %1").arg(batch));
            button->setToolTip(
                tr("Set the batch to %1 and watch the decode point move.").arg(batch));
        });
        connect(button, &QPushButton::clicked, this, [this, batch] { m_batch->setValue(batch); });
        presets->addWidget(button);
    }
    return presets;
}

ExperimentBox *IntensityTab::buildExperiment()
{
    return new ExperimentBox(
        [] { return tr("E&xperiment: k = 1 → 1000"); },
        [] {
            return tr("The vector add becomes the same array multiplied and added 1000 times. "
                      "Watch the elementwise point walk right across the balance point and turn "
                      "from bandwidth-bound to compute-bound: same bytes, 1000× the arithmetic. "
                      "Press again, or take hold of k, to stop it on the way.");
        },
        [this] {
            if (m_kWalk->isRunning())
                m_kWalk->stop();
            else
                m_kWalk->start(1, 1000, kWalkMilliseconds);
        },
        this);
}

QFormLayout *IntensityTab::buildForm(QHBoxLayout *kPresets, QHBoxLayout *batchPresets)
{
    auto *form = new QFormLayout;
    auto *deviceRow = new QHBoxLayout;
    deviceRow->addWidget(m_device, 1);
    auto *precisionLabel = new QLabel(this);
    Retranslator::bind(precisionLabel,
                       [precisionLabel] { precisionLabel->setText(tr("p&recision:")); });
    precisionLabel->setBuddy(m_precision);
    deviceRow->addWidget(precisionLabel);
    deviceRow->addWidget(m_precision);
    FormFields::addRow(
        form, [] { return tr("&Device:"); }, deviceRow, m_device);
    FormFields::addRow(
        form, [] { return tr("&Peak compute:"); }, m_peak)
        ->setBuddy(m_peak->slider());
    FormFields::addRow(
        form, [] { return tr("Memory &bandwidth:"); }, m_bandwidth)
        ->setBuddy(m_bandwidth->slider());
    FormFields::addRow(
        form, [] { return tr("Matrix size &n:"); }, m_n)
        ->setBuddy(m_n->slider());
    FormFields::addRow(
        form, [] { return tr("Multiply-adds per element &k:"); }, kPresets, m_k->slider());
    FormFields::addRow(
        form, [] { return tr("Language-model b&atch:"); }, batchPresets, m_batch->slider());
    return form;
}

void IntensityTab::buildTable()
{
    m_table->setModel(m_operations);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Six rows, always (the lesson's four kernels, prefill and decode): the first snapshot sizes
    // the table once.
    m_operations->setSnapshot(m_state->snapshot());
    TableFit::fitHeight(m_table);
    m_measuredNote->setWordWrap(true);
    Retranslator::setText(m_measuredNote, [] {
        return tr(
            "Green: this machine as measured on tab 1. Each slanted roof is the read bandwidth of "
            "one level of the memory hierarchy (L1, L2, L3, DRAM); the flat roofs are the FP32 "
            "(solid) and FP64 (dashed) peaks. Circles are measured kernels, each judged against "
            "the roof of the level its data fits in: sgemm's 3 MB come from a cache, not from "
            "DRAM. Kernels that write as well as read can pass a read roof. Point at a circle for "
            "its figures. Purple: another machine's profile, opened with File → Open machine "
            "profile to compare.");
    });
    m_measuredNote->setStyleSheet(QStringLiteral("color: #2e7d32;"));
    m_gpuNote->setWordWrap(true);
    m_balance->setWordWrap(true);
    m_verdict->setWordWrap(true);
    m_servingNote->setWordWrap(true);
}

void IntensityTab::buildLayout(QWidget *intro, QLayout *form, QWidget *experiment)
{
    auto *left = new QVBoxLayout;
    left->addLayout(form);
    left->addWidget(experiment);
    left->addWidget(m_table);
    left->addWidget(m_userKernels);
    left->addWidget(m_servingNote);
    left->addWidget(m_balance);
    left->addWidget(m_verdict);
    left->addWidget(m_measuredNote);
    left->addWidget(m_gpuNote);
    left->addStretch();
    auto *row = new ReflowRow;
    row->addLayout(left, 2);
    row->addWidget(m_chart, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row, 1);
}

void IntensityTab::connectSignals()
{
    connect(m_device, &QComboBox::activated, this, &IntensityTab::pickDevice);
    connect(m_peak, &LogSlider::valueChanged, this,
            [this](double v) { setCustomRoof(v, std::nullopt); });
    connect(m_bandwidth, &LogSlider::valueChanged, this,
            [this](double v) { setCustomRoof(std::nullopt, v); });
    connect(m_n, &LogSlider::valueChanged, this, [this](double v) {
        m_state->modify([v](core::WhatIfInputs &in) { in.n = static_cast<int>(v); });
    });
    connect(m_k, &LogSlider::valueChanged, this, [this](double v) {
        m_state->modify([v](core::WhatIfInputs &in) { in.k = static_cast<int>(v); });
    });
    connect(m_batch, &LogSlider::valueChanged, this, [this](double v) {
        m_state->modify([v](core::WhatIfInputs &in) { in.inferenceBatch = static_cast<int>(v); });
    });
    // A new profile (or one to compare with) is a new snapshot too.
    connect(m_state, &WhatIfState::changed, this, &IntensityTab::updateWhenShown);
}

void IntensityTab::fillDevices(const core::ReportModel &model)
{
    // Each entry carries the id it sets; a measured GPU's follows its datasheet row (this CPU's
    // for a card the catalog lacks), as on tab 2, and "custom" is the last, with no id.
    QStringList names;
    QStringList ids;
    const int measuredAfter = model.measuredGpu ? model.measuredGpu->followsRow() : -1;
    for (std::size_t i = 0; i < model.devices.size(); ++i) {
        names << Labels::device(model.devices[i]);
        ids << QString::fromStdString(model.devices[i].id);
        if (static_cast<int>(i) == measuredAfter) {
            names << Labels::device(model.measuredGpu->device);
            ids << QString::fromLatin1(core::DeviceCatalog::kThisGpu);
        }
    }
    names << tr("Custom (sliders)");
    ids << QString();
    QStringList current;
    QStringList currentIds;
    for (int i = 0; i < m_device->count(); ++i) {
        current << m_device->itemText(i);
        currentIds << m_device->itemData(i).toString();
    }
    if (current != names || currentIds != ids) {
        const QSignalBlocker block(m_device);
        m_device->clear();
        for (int i = 0; i < names.size(); ++i)
            m_device->addItem(names[i], ids[i]);
    }
}

void IntensityTab::setCustomRoof(std::optional<double> peakGflops,
                                 std::optional<double> bandwidthGBs)
{
    // Only a device other than this CPU has a roof to copy; the snapshot is built for it alone,
    // not on every move of a slider that is already custom.
    double shownPeak = 0.0;
    double shownBandwidth = 0.0;
    if (m_state->inputs().rooflineNeedsShownRoof()) {
        const std::shared_ptr<const core::ReportModel> shown = m_state->snapshot();
        shownPeak = shown->roofline.peakGflops;
        shownBandwidth = shown->roofline.bandwidthGBs;
    }
    m_state->modify([=](core::WhatIfInputs &in) {
        in.detachRoofline(shownPeak, shownBandwidth);
        if (peakGflops)
            in.rooflinePeakGflops = peakGflops;
        if (bandwidthGBs)
            in.rooflineBandwidthGBs = bandwidthGBs;
    });
}

void IntensityTab::pickDevice(int index)
{
    if (index < 0 || index >= m_device->count())
        return;
    const std::string id = m_device->itemData(index).toString().toStdString();
    // The last entry, custom, has no id: moving a slider detaches the roof instead.
    if (id.empty())
        return;
    m_state->modify([id](core::WhatIfInputs &in) { in.rooflineDevice = id; });
    m_state->flush();
}

void IntensityTab::refresh()
{
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    const core::ReportModel &model = *snapshot;
    const core::RooflineModel &roofline = model.roofline;
    fillDevices(model);
    m_precision->sync();
    {
        // The entry of the device shown; the last one, "custom (sliders)", has an empty id.
        const QSignalBlocker block(m_device);
        std::string shown;
        if (model.rooflineOnMeasuredGpu)
            shown = core::DeviceCatalog::kThisGpu;
        else if (model.rooflineDeviceIndex >= 0)
            shown = model.devices[std::size_t(model.rooflineDeviceIndex)].id;
        m_device->setCurrentIndex(shown.empty()
                                      ? m_device->count() - 1
                                      : m_device->findData(QString::fromStdString(shown)));
    }
    m_peak->setValueQuietly(roofline.peakGflops);
    m_bandwidth->setValueQuietly(roofline.bandwidthGBs);
    m_n->setValueQuietly(model.inputs.n);
    m_k->setValueQuietly(model.inputs.k);
    m_batch->setValueQuietly(model.inputs.inferenceBatch);

    m_operations->setSnapshot(snapshot);
    m_servingNote->setText(Translation::tidy(ServingVerdicts::onRoof(model)));
    m_balance->setText(Translation::tidy(
        Verdicts::join(Verdicts::balance(roofline), Verdicts::roofPrecision(model))));
    m_verdict->setText(
        Translation::tidy(Verdicts::bottleneck(roofline, model.roofOperations(), model.inputs.n)));
    m_chart->setData(model);
    m_userKernels->setSnapshot(snapshot);
    m_measuredNote->setVisible(model.profile.has_value());
    m_gpuNote->setVisible(model.rooflineOnMeasuredGpu);
    if (model.rooflineOnMeasuredGpu)
        Retranslator::setText(m_gpuNote, [gpu = *model.measuredGpu] {
            return tr("This GPU as measured. Solid: the measured roofs, memory (the best of "
                      "copy, read and triad) and the FP32 multiply-add peak, or at another "
                      "precision the fastest product. Dashed and lighter: the datasheet's roofs. "
                      "Rings: what each cuBLASLt product reached, at its intensity: 2n³ FLOPs "
                      "over the least bytes an n³ product moves, A and B read once and the "
                      "result written once (n² × (2 × input + output bytes)). A real product "
                      "reads its tiles more than once, so its own intensity is lower. Point at a "
                      "ring for its figures.") +
                   QLatin1Char(' ') + GpuText::fastestProducts(gpu);
        });
}

} // namespace blab::ui
