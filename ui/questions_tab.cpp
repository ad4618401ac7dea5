#include "ui/questions_tab.h"

#include "ui/charts/memory_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/labels.h"
#include "ui/log_slider.h"
#include "ui/verdicts.h"
#include "ui/what_if_state.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace blab::ui {

namespace {

QLabel *verdictLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

QuestionsTab::QuestionsTab(WhatIfState *state, QWidget *parent)
    : LiveTab(parent), m_state(state), m_bottleneck(verdictLabel(this)),
      m_params(new LogSlider(1e6, 1e12, 0, QString(), true, this)), m_cards(new QSpinBox(this)),
      m_linkKind(new QComboBox(this)), m_link(new QDoubleSpinBox(this)),
      m_stepMs(new QDoubleSpinBox(this)), m_linkVerdict(verdictLabel(this)),
      m_scaling(new ScalingChart(this)), m_precision(new QComboBox(this)),
      m_optimizer(new QComboBox(this)), m_device(new QComboBox(this)),
      m_fitVerdict(verdictLabel(this)), m_memory(new MemoryChart(this))
{
    auto *intro = new QLabel(tr("Ask these in order: where the bottleneck is, how the cards are "
                                "linked, whether the model fits. A model that does not fit must "
                                "be split, and a split model makes the cards talk more."),
                             this);
    intro->setWordWrap(true);

    // Question one reads part three's state; it has no inputs of its own.
    auto *q1 = new QGroupBox(tr("1. Where is the bottleneck: compute or moving data?"), this);
    auto *q1Layout = new QVBoxLayout(q1);
    auto *q1Hint = new QLabel(tr("From the kernels and the device in part three."), q1);
    q1Layout->addWidget(q1Hint);
    q1Layout->addWidget(m_bottleneck);

    m_params->setToolTips(tr("Parameters of the model. The lesson's example: 10⁹."));
    m_cards->setRange(1, ScalingChart::kMaxCards);
    m_cards->setToolTip(tr("Cards training together with data parallelism, 1 to 64."));
    m_linkKind->addItem(tr("PCIe 3.0 through host memory (≈12 GB/s)"), 12.0);
    m_linkKind->addItem(tr("PCIe 4.0 (≈25 GB/s)"), 25.0);
    m_linkKind->addItem(tr("PCIe 5.0 (≈50 GB/s)"), 50.0);
    m_linkKind->addItem(tr("Dedicated card link, NVLink class (≈300 GB/s)"), 300.0);
    m_linkKind->addItem(tr("Custom"), 0.0);
    m_linkKind->setToolTip(tr("How the cards exchange gradients."));
    m_link->setRange(0.01, 1e5);
    m_link->setDecimals(1);
    m_link->setSuffix(QStringLiteral(" GB/s"));
    m_link->setKeyboardTracking(false);
    m_link->setToolTip(tr("Bus bandwidth each card gets for the all-reduce, GB/s. A ring "
                          "all-reduce moves 2(N−1)/N of the gradient bytes over it. Bus bandwidth, "
                          "not the algorithm bandwidth some tests print, is the link's own "
                          "speed."));
    m_stepMs->setRange(0.001, 1e7);
    m_stepMs->setDecimals(1);
    m_stepMs->setSuffix(QStringLiteral(" ms"));
    m_stepMs->setKeyboardTracking(false);
    m_stepMs->setToolTip(tr("Compute time of one step on one card, ms; data parallelism keeps it "
                            "the same however many cards there are."));

    auto *q2 = new QGroupBox(tr("2. How are the cards linked?"), this);
    auto *q2Form = new QFormLayout;
    q2Form->addRow(tr("&Cards:"), m_cards);
    q2Form->addRow(tr("&Link:"), m_linkKind);
    q2Form->addRow(tr("Link &bandwidth:"), m_link);
    q2Form->addRow(tr("Compute per &step:"), m_stepMs);
    auto *q2Layout = new QVBoxLayout(q2);
    q2Layout->addLayout(q2Form);
    q2Layout->addWidget(m_linkVerdict);
    q2Layout->addWidget(m_scaling, 1);

    m_precision->addItem(tr("float32 (4 bytes)"), 4.0);
    m_precision->addItem(tr("bfloat16 / float16 (2 bytes)"), 2.0);
    m_precision->addItem(tr("FP8 (1 byte)"), 1.0);
    m_precision->setToolTip(tr("Bytes per weight; gradients are kept at the same precision."));
    for (core::Optimizer o :
         {core::Optimizer::Sgd, core::Optimizer::Momentum, core::Optimizer::Adam})
        m_optimizer->addItem(Labels::optimizer(o), static_cast<int>(o));
    m_optimizer->setToolTip(tr("Optimizer state per parameter in float32: SGD none, momentum 4 "
                               "bytes, Adam 8 bytes (two moments)."));
    m_device->setToolTip(tr("The device whose memory the model must fit in."));

    auto *q3 = new QGroupBox(tr("3. Does the model fit in memory?"), this);
    auto *q3Form = new QFormLayout;
    q3Form->addRow(tr("&Precision:"), m_precision);
    q3Form->addRow(tr("&Optimizer:"), m_optimizer);
    q3Form->addRow(tr("&Device:"), m_device);
    auto *q3Layout = new QVBoxLayout(q3);
    q3Layout->addLayout(q3Form);
    q3Layout->addWidget(m_fitVerdict);
    q3Layout->addWidget(m_memory, 1);

    auto *paramsRow = new QFormLayout;
    paramsRow->addRow(tr("Model &parameters:"), m_params);
    if (auto *label = qobject_cast<QLabel *>(paramsRow->labelForField(m_params)))
        label->setBuddy(m_params->slider());

    auto *grid = new QGridLayout;
    grid->addWidget(q2, 0, 0);
    grid->addWidget(q3, 0, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(q1);
    layout->addLayout(paramsRow);
    layout->addLayout(grid, 1);

    connect(m_params, &LogSlider::valueChanged, this,
            [this](double v) { m_state->modify([v](core::WhatIfInputs &in) { in.params = v; }); });
    connect(m_cards, &QSpinBox::valueChanged, this,
            [this](int v) { m_state->modify([v](core::WhatIfInputs &in) { in.cards = v; }); });
    connect(m_linkKind, &QComboBox::activated, this, [this](int index) {
        const double gbs = m_linkKind->itemData(index).toDouble();
        if (gbs > 0)
            m_state->modify([gbs](core::WhatIfInputs &in) { in.cardLinkGBs = gbs; });
        else
            m_link->setFocus();
    });
    connect(m_link, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_state->modify([v](core::WhatIfInputs &in) { in.cardLinkGBs = v; });
    });
    connect(m_stepMs, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_state->modify([v](core::WhatIfInputs &in) { in.stepComputeMs = v; });
    });
    connect(m_precision, &QComboBox::activated, this, [this](int index) {
        const double bytes = m_precision->itemData(index).toDouble();
        m_state->modify([bytes](core::WhatIfInputs &in) { in.weightBytes = bytes; });
    });
    connect(m_optimizer, &QComboBox::activated, this, [this](int index) {
        const auto o = static_cast<core::Optimizer>(m_optimizer->itemData(index).toInt());
        m_state->modify([o](core::WhatIfInputs &in) { in.optimizer = o; });
    });
    connect(m_device, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_device->itemData(index).toString().toStdString();
        m_state->modify([id](core::WhatIfInputs &in) { in.device = id; });
    });
    connect(m_state, &WhatIfState::changed, this, &QuestionsTab::update);
    refresh();
}

void QuestionsTab::refresh()
{
    const core::ReportModel model = m_state->model();
    const core::WhatIfInputs &in = model.inputs;

    m_bottleneck->setText(Verdicts::bottleneck(model.roofline, model.operations, in.n));

    m_params->setValueQuietly(in.params);
    {
        const QSignalBlocker b1(m_cards);
        const QSignalBlocker b2(m_link);
        const QSignalBlocker b3(m_stepMs);
        const QSignalBlocker b4(m_linkKind);
        const QSignalBlocker b5(m_precision);
        const QSignalBlocker b6(m_optimizer);
        const QSignalBlocker b7(m_device);
        m_cards->setValue(in.cards);
        m_link->setValue(in.cardLinkGBs);
        m_stepMs->setValue(in.stepComputeMs);
        const int kind = m_linkKind->findData(in.cardLinkGBs);
        m_linkKind->setCurrentIndex(kind >= 0 ? kind : m_linkKind->count() - 1);
        m_precision->setCurrentIndex(std::max(0, m_precision->findData(in.weightBytes)));
        m_optimizer->setCurrentIndex(m_optimizer->findData(static_cast<int>(in.optimizer)));
        QStringList names;
        for (const core::DeviceSpec &d : model.devices)
            names << Labels::device(d) + QStringLiteral(" — ") + Labels::bytes(d.memoryGB * 1e9);
        QStringList current;
        for (int i = 0; i < m_device->count(); ++i)
            current << m_device->itemText(i);
        if (current != names) {
            m_device->clear();
            for (std::size_t i = 0; i < model.devices.size(); ++i)
                m_device->addItem(names.at(static_cast<int>(i)),
                                  QString::fromStdString(model.devices[i].id));
        }
        m_device->setCurrentIndex(
            std::max(0, m_device->findData(QString::fromStdString(model.fitDevice.id))));
    }

    m_linkVerdict->setText(Verdicts::link(model.link, model.interconnect));
    m_scaling->setData(model.link);
    m_fitVerdict->setText(Verdicts::fit(model.memory, model.fitDevice, in.params, in.optimizer));
    m_memory->setData(model.memory, model.fitDevice.memoryGB * 1e9,
                      Labels::device(model.fitDevice));
}

} // namespace blab::ui
