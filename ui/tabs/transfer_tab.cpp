// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/transfer_tab.h"

#include "charts/batch_copy_chart.h"
#include "cluster/transfer_model.h"
#include "io/option_spec.h"
#include "models/batches_table_model.h"
#include "state/what_if_state.h"
#include "tabs/intro_panel.h"
#include "text/gpu_text.h"
#include "text/labels.h"
#include "text/translation.h"
#include "text/verdicts.h"
#include "widgets/experiment_box.h"
#include "widgets/form_fields.h"
#include "widgets/log_slider.h"
#include "widgets/reflow_row.h"
#include "widgets/retranslator.h"
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
#include <iterator>

namespace blab::ui {

namespace {

struct LinkPreset
{
    const char *name;
    double gbs;
};

const LinkPreset kLinks[] = {
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "PCIe 3.0 ×16 (≈12)"), 12.0},
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "PCIe 4.0 ×16 (≈25)"), 25.0},
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "PCIe 5.0 ×16 (≈50)"), 50.0},
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "On-card memory (≈300)"), 300.0},
    // Half of the 900 GB/s NVIDIA prints for NVLink-C2C with both directions added, a label
    // rate (no measured copy was found): GH200, GB200 and GB300 copy over it.
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "NVLink-C2C (≈450)"), 450.0},
};

struct SamplePreset
{
    const char *name;
    double bytes;
};

const SamplePreset kSamples[] = {
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "224 × 224 × 3 float32 (ImageNet)"), 602112.0},
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "32 × 32 × 3 float32 (CIFAR)"), 12288.0},
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "299 × 299 × 3 float32"), 1072812.0},
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "512 × 512 × 3 float32"), 3145728.0},
    {QT_TRANSLATE_NOOP("blab::ui::TransferTab", "224 × 224 × 3 uint8 (decoded on device)"),
     150528.0},
};

// The entry of a sample size that no preset has.
QString customSampleText(double bytes)
{
    return TransferTab::tr("Custom — %1").arg(Labels::bytes(bytes));
}

} // namespace

TransferTab::TransferTab(WhatIfState *state, QWidget *parent)
    : LiveTab(parent), m_state(state),
      m_batch(new LogSlider(core::OptionSpec::userBatch, 0, QString(), this)),
      m_link(new LogSlider(core::OptionSpec::linkBandwidth, 1, QStringLiteral(" GB/s"), this)),
      m_accel(new LogSlider(core::OptionSpec::accelTflops, 1, QStringLiteral(" TFLOPS"), this)),
      m_flops(new LogSlider(core::OptionSpec::flopsPerSample, 0, QStringLiteral(" FLOPs"), this)),
      m_sample(new QComboBox(this)), m_batches(new BatchesTableModel(this)),
      m_table(new QTableView(this)), m_verdict(new QLabel(this)), m_overlap(new QLabel(this)),
      m_note(new QLabel(this)), m_gpuPinned(new QPushButton(this)),
      m_gpuPageable(new QPushButton(this)), m_gpuLinks(new QLabel(this)),
      m_chart(new BatchCopyChart(this))
{
    nameControls();
    auto *intro = new IntroPanel(
        QStringLiteral("transfer"),
        [] {
            return tr("Every training batch is copied from host memory to the device before it is "
                      "computed. The copy share is copy time ÷ (copy + compute) when one waits for "
                      "the other. Move the link to 300 GB/s: the CPU's share falls below 1 %, the "
                      "accelerator's stays over a quarter. Move the batch to see both stay put.");
        },
        this);
    setUpInputs();
    QFormLayout *form = buildForm();
    buildTable();
    buildLayout(intro, form);
    connectSignals();
    m_lastBatch = m_state->inputs().userBatch;
    refresh();
}

void TransferTab::nameControls()
{
    // Tests find the controls and tables by these names.
    m_batch->setObjectName(QStringLiteral("transferBatch"));
    m_link->setObjectName(QStringLiteral("transferLink"));
    m_accel->setObjectName(QStringLiteral("transferAccel"));
    m_flops->setObjectName(QStringLiteral("transferFlops"));
    m_sample->setObjectName(QStringLiteral("transferSample"));
    m_table->setObjectName(QStringLiteral("batchesTable"));
    m_verdict->setObjectName(QStringLiteral("transferVerdict"));
    m_note->setObjectName(QStringLiteral("transferBatchNote"));
    m_gpuPinned->setObjectName(QStringLiteral("transferGpuPinned"));
    m_gpuPageable->setObjectName(QStringLiteral("transferGpuPageable"));
    m_gpuLinks->setObjectName(QStringLiteral("transferGpuLinks"));
    m_gpuLinks->setWordWrap(true);
}

void TransferTab::setUpInputs()
{
    for (const SamplePreset &p : kSamples)
        m_sample->addItem(QString(), p.bytes);
    Retranslator::bind(this, [this] { explainInputs(); });
}

void TransferTab::explainInputs()
{
    m_batch->setToolTips(tr("Your batch size, in samples, shown beside the lesson's 32, 128 and "
                            "512."));
    m_link->setToolTips(tr("Host-to-device bandwidth, GB/s. PCIe 3.0 ×16 moves about 12 in "
                           "practice, 4.0 about 25, 5.0 about 50. A Grace superchip (GH200, "
                           "GB200, GB300) copies over NVLink-C2C: 450 each way, half the 900 "
                           "NVIDIA prints for both, a label rate rather than a measured one."));
    m_accel->setToolTips(tr("Peak of the accelerator the batch is copied to, TFLOPS. The lesson's "
                            "training card: 20."));
    m_flops->setToolTips(tr("Floating-point operations to compute one sample. The lesson assumes "
                            "10⁸ for a light model; ResNet-50 needs about 4 × 10⁹."));
    m_sample->setToolTip(tr("Size of one sample as it crosses the link."));
    const int presets = static_cast<int>(std::size(kSamples));
    for (int i = 0; i < presets; ++i)
        m_sample->setItemText(i, tr(kSamples[i].name) + QStringLiteral(" — ") +
                                     Labels::bytes(kSamples[i].bytes));
    // The one entry after the presets: a size that none of them is.
    if (m_sample->count() > presets)
        m_sample->setItemText(presets, customSampleText(m_sample->itemData(presets).toDouble()));
}

QFormLayout *TransferTab::buildForm()
{
    auto *linkRow = new QVBoxLayout;
    linkRow->addWidget(m_link);
    auto *marks = new QHBoxLayout;
    for (const LinkPreset &p : kLinks) {
        auto *button = new QPushButton(this);
        Retranslator::bind(button, [button, p] {
            button->setText(tr(p.name));
            button->setToolTip(tr("Set the link to %1 GB/s.").arg(p.gbs));
        });
        const double gbs = p.gbs;
        connect(button, &QPushButton::clicked, this, [this, gbs] { m_link->setValue(gbs); });
        marks->addWidget(button);
    }
    marks->addStretch();
    linkRow->addLayout(marks);
    // The measured GPU's copies, shown when there are some (refresh); each button keeps its speed.
    // They have a row of their own: six buttons in one row run past a 1024-pixel window.
    auto *gpuMarks = new QHBoxLayout;
    for (QPushButton *button : {m_gpuPinned, m_gpuPageable}) {
        button->hide();
        // Until a GPU is measured (refresh then names its speed).
        Retranslator::bind(button, [button] { button->setToolTip(GpuText::linkButtonTip()); });
        connect(button, &QPushButton::clicked, this,
                [this, button] { m_link->setValue(button->property("gbs").toDouble()); });
        gpuMarks->addWidget(button);
    }
    gpuMarks->addStretch();
    linkRow->addLayout(gpuMarks);

    auto *form = new QFormLayout;
    FormFields::addRow(
        form, [] { return tr("&Batch size:"); }, m_batch)
        ->setBuddy(m_batch->slider());
    FormFields::addRow(
        form, [] { return tr("&Link bandwidth:"); }, linkRow, m_link->slider());
    FormFields::addRow(
        form, [] { return tr("&Accelerator:"); }, m_accel)
        ->setBuddy(m_accel->slider());
    FormFields::addRow(
        form, [] { return tr("FLO&Ps per sample:"); }, m_flops)
        ->setBuddy(m_flops->slider());
    FormFields::addRow(
        form, [] { return tr("&Sample size:"); }, m_sample);
    return form;
}

void TransferTab::buildTable()
{
    m_table->setModel(m_batches);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_verdict->setWordWrap(true);
    m_overlap->setWordWrap(true);
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: #8e24aa;"));
    m_note->hide();
}

void TransferTab::buildLayout(QWidget *intro, QLayout *form)
{
    auto *experiment = new ExperimentBox(
        [] { return tr("E&xperiment: link 12 → 300 GB/s"); },
        [] {
            return tr(
                "The link goes from PCIe 3.0 ×16 to the speed of a card's own memory. The CPU's "
                "copy share falls below 1 %: for it the bottleneck moves back to compute. The "
                "accelerator's falls too but stays large (over a quarter with the starting "
                "figures): it computes a batch so fast that it still waits for the copy, and only "
                "a link near on-card speeds, or data kept on the card, removes that.");
        },
        [this] {
            m_link->setValue(12);
            m_state->flush();
            m_link->setValue(300);
        },
        this);

    auto *left = new QVBoxLayout;
    left->addLayout(form);
    left->addWidget(experiment);
    left->addWidget(m_table);
    left->addWidget(m_verdict);
    left->addWidget(m_overlap);
    left->addWidget(m_note);
    left->addWidget(m_gpuLinks);
    left->addStretch();
    auto *row = new ReflowRow;
    row->addLayout(left, 1);
    row->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row, 1);
}

void TransferTab::connectSignals()
{
    connect(m_batch, &LogSlider::valueChanged, this, [this](double v) {
        m_state->modify([v](core::WhatIfInputs &in) { in.userBatch = static_cast<int>(v); });
    });
    connect(m_link, &LogSlider::valueChanged, this,
            [this](double v) { m_state->modify([v](core::WhatIfInputs &in) { in.linkGBs = v; }); });
    connect(m_accel, &LogSlider::valueChanged, this, [this](double v) {
        m_state->modify([v](core::WhatIfInputs &in) { in.accelTflops = v; });
    });
    connect(m_flops, &LogSlider::valueChanged, this, [this](double v) {
        m_state->modify([v](core::WhatIfInputs &in) { in.flopsPerSample = v; });
    });
    connect(m_sample, &QComboBox::activated, this, [this](int index) {
        const double bytes = m_sample->itemData(index).toDouble();
        m_state->modify([bytes](core::WhatIfInputs &in) { in.sampleBytes = bytes; });
    });
    connect(m_state, &WhatIfState::changed, this, &TransferTab::updateWhenShown);
}

void TransferTab::showGpuLinks(const core::ReportModel &model)
{
    m_gpuPinned->hide();
    m_gpuPageable->hide();
    for (const core::ReportModel::GpuLinkChoice &link : model.gpuLinks) {
        QPushButton *button = link.pinned ? m_gpuPinned : m_gpuPageable;
        button->setProperty("gbs", link.gbs);
        button->setText(GpuText::linkButton(link.pinned, link.gbs));
        button->setToolTip(GpuText::linkButtonTip(link.pinned, link.gbs));
        button->show();
    }
    m_gpuLinks->setVisible(!model.gpuLinks.empty());
    m_gpuLinks->setText(GpuText::linkShares(model.gpuLinks, model.inputs.userBatch));
}

void TransferTab::refresh()
{
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    const core::ReportModel &model = *snapshot;
    const core::WhatIfInputs &in = model.inputs;
    m_batch->setValueQuietly(in.userBatch);
    m_link->setValueQuietly(in.linkGBs);
    m_accel->setValueQuietly(in.accelTflops);
    m_flops->setValueQuietly(in.flopsPerSample);
    {
        const QSignalBlocker block(m_sample);
        const int index = m_sample->findData(in.sampleBytes);
        if (index >= 0) {
            m_sample->setCurrentIndex(index);
        } else {
            // One custom entry at most, after the presets, holding the size of now.
            const int custom = static_cast<int>(std::size(kSamples));
            if (m_sample->count() == custom)
                m_sample->addItem(QString());
            m_sample->setItemText(custom, customSampleText(in.sampleBytes));
            m_sample->setItemData(custom, in.sampleBytes);
            m_sample->setCurrentIndex(custom);
        }
    }

    const std::vector<core::BatchTransfer> rows = model.transfersWithUsers();

    m_batches->setSnapshot(snapshot);
    TableFit::fitHeight(m_table);
    m_chart->setData(model);
    m_verdict->setText(Translation::tidy(Verdicts::transfer(rows, in.linkGBs, in.accelTflops)));
    m_overlap->setText(Translation::tidy(Verdicts::overlap(rows.back())));
    showGpuLinks(model);

    // The lesson's third mistake: a larger batch does not shrink the copy share. Say so when
    // the user reaches for the batch slider while the copy dominates, with the share as it is
    // now; once the copy no longer dominates, or the batch goes back down, the note goes.
    const double share = rows.back().accelCopyShare;
    if (in.userBatch > m_lastBatch && share > 0.5)
        m_noteWanted = true;
    else if (in.userBatch < m_lastBatch || share <= 0.5)
        m_noteWanted = false;
    if (m_noteWanted)
        Retranslator::setText(m_note, [share] {
            return tr("A larger batch leaves the copy share where it was (%1 on the accelerator) "
                      "and costs device memory. A faster link, prefetching or more work per "
                      "sample is what moves it.")
                .arg(Labels::share(share));
        });
    m_note->setVisible(m_noteWanted);
    m_lastBatch = in.userBatch;
}

} // namespace blab::ui
