// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/questions_tab.h"

#include "catalog/efficiency_defaults.h"
#include "charts/memory_chart.h"
#include "charts/scaling_chart.h"
#include "io/option_spec.h"
#include "models/links_table_model.h"
#include "state/plan_inputs.h"
#include "state/what_if_state.h"
#include "tabs/intro_panel.h"
#include "tabs/plan_panel.h"
#include "tabs/serving_panel.h"
#include "tabs/training_layout_panel.h"
#include "text/labels.h"
#include "text/translation.h"
#include "text/verdicts.h"
#include "widgets/form_fields.h"
#include "widgets/log_slider.h"
#include "widgets/model_list.h"
#include "widgets/option_spin_box.h"
#include "widgets/precision_box.h"
#include "widgets/reflow_row.h"
#include "widgets/retranslator.h"
#include "widgets/table_fit.h"
#include "widgets/user_models_bar.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace blab::ui {

namespace {

// Spin boxes take their limits from the command line's option table, so the window refuses
// exactly what the command line refuses and shows every value it accepts.
QSpinBox *intBox(const core::OptionSpec &spec, QWidget *parent)
{
    QSpinBox *box = FormFields::optionBox(spec, parent);
    box->setObjectName(QString::fromStdString(spec.name()));
    return box;
}

QDoubleSpinBox *doubleBox(const core::OptionSpec &spec, int decimals, const QString &suffix,
                          QWidget *parent)
{
    auto *box = new OptionSpinBox(spec, decimals, parent);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    return box;
}

} // namespace

QuestionsTab::QuestionsTab(WhatIfState *state, QWidget *parent)
    : LiveTab(parent), m_state(state), m_trainingMode(new QRadioButton(this)),
      m_servingMode(new QRadioButton(this)), m_planMode(new QRadioButton(this)),
      m_topRow(new QWidget(this)), m_trainingPage(new QWidget(this)),
      m_layoutPanel(new TrainingLayoutPanel(state, this)),
      m_servingPanel(new ServingPanel(state, this)), m_planPanel(new PlanPanel(state, this)),
      m_paramsRow(new QWidget(this)), m_device(new QComboBox(this)),
      m_precision(new PrecisionBox(state, this)), m_trainedModel(new QComboBox(this)),
      m_trainingUserModels(new UserModelsBar(state, this, UserModelsBar::Chooses::Trained)),
      m_params(new LogSlider(core::OptionSpec::params, 0, QString(), this)),
      m_example(new QPushButton(this)), m_bottleneck(FormFields::verdictLabel(this)),
      m_cards(intBox(core::OptionSpec::cards, this)), m_linkKind(new QComboBox(this)),
      m_link(doubleBox(core::OptionSpec::cardLinkBandwidth, 1, QStringLiteral(" GB/s"), this)),
      m_latency(doubleBox(core::OptionSpec::linkLatencyUs, 1, QStringLiteral(" µs"), this)),
      m_network(doubleBox(core::OptionSpec::networkGbps, 0, QStringLiteral(" Gb/s"), this)),
      m_cardsPerServer(intBox(core::OptionSpec::cardsPerServer, this)),
      m_tokens(doubleBox(core::OptionSpec::tokensPerStep, 0, QString(), this)),
      m_utilization(FormFields::percentBox(core::OptionSpec::utilization, this)),
      m_computeNote(new QLabel(this)), m_linkVerdict(FormFields::verdictLabel(this)),
      m_links(new LinksTableModel(this)), m_linkTable(new QTableView(this)),
      m_scaling(new ScalingChart(this)), m_weights(new QComboBox(this)),
      m_optimizer(new QComboBox(this)), m_activations(new QComboBox(this)),
      m_fitForm(new QFormLayout), m_microBatch(intBox(core::OptionSpec::microBatch, this)),
      m_sampleBytes(
          doubleBox(core::OptionSpec::sampleActivationBytes, 0, QStringLiteral(" B"), this)),
      m_layers(intBox(core::OptionSpec::layers, this)),
      m_hidden(intBox(core::OptionSpec::hidden, this)),
      m_seqLen(intBox(core::OptionSpec::seqLen, this)),
      m_fitVerdict(FormFields::verdictLabel(this)), m_memory(new MemoryChart(this))
{
    nameControls();
    auto *intro = new IntroPanel(
        QStringLiteral("questions"),
        [] {
            return tr("Ask these in order: where the bottleneck is, how the cards are "
                      "linked, whether the model fits. A model that does not fit must "
                      "be split, and a split model makes the cards talk more. Ask them of "
                      "training, or of serving a language model.");
        },
        this);
    QLayout *top = buildTopRow();
    buildLayout(intro, top);
    Retranslator::bind(this, [this] { explainControls(); });
    connectInputs();
    refresh();
}

void QuestionsTab::nameControls()
{
    // Tests find the controls and tables by these names.
    m_precision->setObjectName(QStringLiteral("questionsPrecision"));
    m_device->setObjectName(QStringLiteral("questionsDevice"));
    m_trainedModel->setObjectName(QStringLiteral("questionsTrainedModel"));
    m_trainingUserModels->setObjectName(QStringLiteral("trainingUserModels"));
    m_params->setObjectName(QStringLiteral("questionsParams"));
    m_example->setObjectName(QStringLiteral("questionsExample"));
    m_trainingMode->setObjectName(QStringLiteral("questionsTraining"));
    m_servingMode->setObjectName(QStringLiteral("questionsServing"));
    m_planMode->setObjectName(QStringLiteral("questionsPlan"));
    m_bottleneck->setObjectName(QStringLiteral("questionsBottleneck"));
    m_cards->setObjectName(QStringLiteral("questionsCards"));
    m_linkKind->setObjectName(QStringLiteral("questionsLinkKind"));
    m_link->setObjectName(QStringLiteral("questionsLinkBandwidth"));
    m_computeNote->setObjectName(QStringLiteral("questionsComputeNote"));
    m_linkVerdict->setObjectName(QStringLiteral("questionsLinkVerdict"));
    m_linkTable->setObjectName(QStringLiteral("linksTable"));
    m_weights->setObjectName(QStringLiteral("questionsWeights"));
    m_optimizer->setObjectName(QStringLiteral("questionsOptimizer"));
    m_activations->setObjectName(QStringLiteral("questionsActivations"));
    m_fitVerdict->setObjectName(QStringLiteral("questionsFitVerdict"));
}

void QuestionsTab::explainControls()
{
    m_device->setToolTip(tr("The card the model is trained on: its memory decides whether the "
                            "model fits, its peak how long a step computes, its links how fast "
                            "the cards sync. Add your own in part two."));
    m_params->setToolTips(tr("Parameters of the model. The lesson's example: 10⁹; a 7B language "
                             "model: 7×10⁹."));
    m_trainedModel->setToolTip(
        tr("The model being trained, from the model catalog: its shape gives the parameters and "
           "splits a step into the matrix products, attention, the element-wise work and the "
           "optimizer's update (question one). By parameter count alone, a step is 6 × "
           "parameters × tokens FLOPs."));

    m_trainingMode->setText(tr("Trai&ning"));
    m_trainingMode->setToolTip(tr("Size training: a step's compute, the gradient all-reduce, "
                                  "and weights, gradients and optimizer state in memory."));
    m_servingMode->setText(tr("Servin&g a language model (inference)"));
    m_servingMode->setToolTip(tr("Size serving a language model: prefill and decode on the "
                                 "roofline, tokens per second, the tensor-parallel split and "
                                 "the KV cache."));
    // No Alt key: between the training and serving sides every letter of it is taken; the arrow
    // keys reach it from the two choices beside it.
    m_planMode->setText(tr("Plan: which setup meets my targets"));
    m_planMode->setToolTip(tr("Serving in reverse: give the model, the time to the first token, "
                              "the time per token and the users, and see which devices, how "
                              "many cards and which formats meet them, fewest cards first."));
    m_example->setText(tr("E&xample: 8 × H100 SXM, Llama 2 7B, Adam mixed"));
    m_example->setToolTip(tr("Sets eight H100 SXM cards linked by NVLink training Llama 2 7B "
                             "(6.7 × 10⁹ parameters) in BF16 with mixed-precision Adam, 8192 "
                             "tokens a card and step. Question one splits the step into its "
                             "parts; watch the memory chart and compare the links in the table."));
    explainLinkControls();
    explainFitControls();
}

void QuestionsTab::explainLinkControls()
{
    m_cards->setToolTip(tr("Cards training together with data parallelism, 1 to 131,072; the "
                           "chart draws up to 64. Each keeps a full copy of the model unless it is "
                           "split (question three). With a data-parallel degree in the training "
                           "layout, the layout sets them: dp × tp × pp."));
    m_linkKind->setToolTip(
        tr("How the cards exchange gradients. Through host memory (no peer-to-peer): half the "
           "card's one-way PCIe rate. Through a PCIe switch: the full rate. A dedicated link "
           "such as NVLink: half the both-ways figure vendors print. Custom: the bandwidth "
           "below."));
    m_link->setToolTip(
        tr("Bus bandwidth of a custom link, GB/s: the speed each card's link moves data in one "
           "direction. A ring all-reduce sends 2(N−1)/N of the gradient bytes over it. "
           "All-reduce tests also print an algorithm bandwidth, bytes ÷ time, which is smaller "
           "by N/(2(N−1)); compare links by bus bandwidth."));
    m_latency->setToolTip(
        tr("Latency of an all-reduce of a few bytes over the chosen link (α), "
           "µs: what nccl-tests prints for its smallest sizes, paid once per "
           "all-reduce among the cards of one server. Defaults: 44.3 over "
           "NVLink 3 (8 × A100 measured), 32.7 over NVLink 4 (8 × H100 and 8 × "
           "H200 measured), 35 over other card links, 48 across a PCIe switch, "
           "96 through host memory; resources/efficiencies.json names the "
           "sources. Where the NVSwitch adds what the cards send (H100 SXM, H200 "
           "SXM, B200), large all-reduces take that path at 1.667 times this α."));
    m_network->setToolTip(tr("Each card's network card between servers, Gb/s: 400 in a DGX H100, "
                             "200 in a DGX A100. Past one server's cards, an all-reduce sums "
                             "inside each server over the link, then across the servers over "
                             "the network (a ring or a tree, whichever is faster for the size)."));
    m_cardsPerServer->setToolTip(tr("Cards one server holds on its card link or PCIe; 8 in DGX "
                                    "and HGX servers."));
    m_tokens->setToolTip(tr("Tokens (or samples) one card processes per step. A step costs "
                            "6 × parameters × tokens FLOPs: 2 forward, 4 backward."));
    m_utilization->setToolTip(
        tr("Share of the device's peak that training reaches (model FLOPs utilisation). Typical: "
           "30–50 % for large models. With a trained model's shape it is the share its matrix "
           "products and attention reach; the element-wise work and the optimizer's update add "
           "their memory time to the step."));
}

void QuestionsTab::explainFitControls()
{
    m_weights->setToolTip(tr("Bytes per weight; gradients are kept at the same precision."));
    m_optimizer->setToolTip(tr("Optimizer state per parameter, in float32: SGD none, momentum 4 "
                               "bytes, Adam 8 (two moments). Mixed precision adds a 4-byte "
                               "master copy of narrower weights: 2 + 2 + 12 = 16 bytes per "
                               "parameter in BF16."));
    m_activations->setToolTip(tr(
        "Activations the backward pass needs, kept per card. A transformer keeps about 34 × "
        "sequence × hidden bytes per layer and sample at 16 bits (Korthikanti et al., 2022). With "
        "a model from the catalog the layout above decides them."));
    m_microBatch->setToolTip(tr("Samples (sequences) one card holds at once."));
    m_sampleBytes->setToolTip(tr("Activation bytes one sample leaves for the backward pass."));
    m_layers->setToolTip(tr("Transformer layers. Typical 7B model: 32."));
    m_hidden->setToolTip(tr("Hidden size. Typical 7B model: 4096."));
    m_seqLen->setToolTip(tr("Sequence length in tokens."));
}

QLayout *QuestionsTab::buildTopRow()
{
    auto *modeRow = new QHBoxLayout;
    auto *size = new QLabel(this);
    Retranslator::bind(size, [size] { size->setText(tr("Size:")); });
    modeRow->addWidget(size);
    modeRow->addWidget(m_trainingMode);
    modeRow->addWidget(m_servingMode);
    modeRow->addWidget(m_planMode);
    modeRow->addStretch();
    auto *top = new QHBoxLayout;
    auto *topForm = new QFormLayout;
    FormFields::addRow(
        topForm, [] { return tr("&Device:"); }, m_device);
    FormFields::addRow(
        topForm, [] { return tr("P&recision:"); }, m_precision);
    auto *paramsForm = new QFormLayout;
    FormFields::addRow(
        paramsForm, [] { return tr("Trained m&odel:"); }, m_trainedModel);
    FormFields::addRow(
        paramsForm, [] { return tr("Your models:"); }, m_trainingUserModels);
    FormFields::addRow(
        paramsForm, [] { return tr("Model &parameters:"); }, m_params)
        ->setBuddy(m_params->slider());
    // The model's size is the catalog's when serving; the row hides with the training side.
    auto *paramsColumn = new QVBoxLayout(m_paramsRow);
    paramsColumn->setContentsMargins(0, 0, 0, 0);
    paramsColumn->addLayout(paramsForm);
    paramsColumn->addWidget(m_example, 0, Qt::AlignLeft);
    top->addLayout(topForm, 1);
    top->addWidget(m_paramsRow, 2);
    auto *topLayout = new QVBoxLayout(m_topRow);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(top);
    auto *column = new QVBoxLayout;
    column->addLayout(modeRow);
    column->addWidget(m_topRow);
    return column;
}

void QuestionsTab::buildLayout(QWidget *intro, QLayout *top)
{
    // Question one reads part three's state; it has no inputs of its own.
    auto *q1 = new QGroupBox(this);
    auto *q1Layout = new QVBoxLayout(q1);
    q1Layout->addWidget(m_bottleneck);

    auto *q2 = new QGroupBox(this);
    buildLinkPanel(q2);
    auto *q3 = new QGroupBox(this);
    buildFitPanel(q3);
    Retranslator::bind(this, [q1, q2, q3] {
        q1->setTitle(tr("1. Where is the bottleneck: compute or moving data?"));
        q2->setTitle(tr("2. How are the cards linked?"));
        q3->setTitle(tr("3. Does the model fit in memory?"));
    });

    auto *row = new ReflowRow;
    row->addWidget(q2, 1);
    row->addWidget(q3, 1);
    auto *training = new QVBoxLayout(m_trainingPage);
    training->setContentsMargins(0, 0, 0, 0);
    // The layout is the one choice all three questions follow, so it comes before them.
    training->addWidget(m_layoutPanel, 1);
    training->addWidget(q1);
    training->addLayout(row, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(top);
    layout->addWidget(m_trainingPage, 1);
    layout->addWidget(m_servingPanel, 1);
    layout->addWidget(m_planPanel, 1);
}

void QuestionsTab::buildLinkPanel(QWidget *box)
{
    for (core::LinkKind kind : core::InterconnectModel::kAllKinds)
        m_linkKind->addItem(QString(), static_cast<int>(kind));
    Retranslator::nameItems(m_linkKind, [](const QVariant &kind) {
        return Labels::linkKind(static_cast<core::LinkKind>(kind.toInt()));
    });
    m_utilization->setObjectName(QString::fromStdString(core::OptionSpec::utilization.name()));
    m_computeNote->setWordWrap(true);

    m_linkTable->setModel(m_links);
    m_linkTable->verticalHeader()->hide();
    m_linkTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_linkTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_linkTable->horizontalHeader()->setStretchLastSection(true);
    m_linkTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Columns sized while the table was hidden (serving shown, or a restart into it) come out
    // as narrow as nothing; they are sized again whenever it shows.
    m_linkTable->installEventFilter(this);

    auto *form = new QFormLayout;
    FormFields::addRow(form, [] { return tr("&Cards and link:"); },
                       {{{}, m_cards, 0}, {{}, m_linkKind, 1}});
    FormFields::addRow(
        form, [] { return tr("Custom &bandwidth:"); },
        {{{}, m_link, 1}, {[] { return tr("small all-reduce &latency α:"); }, m_latency, 1}});
    FormFields::addRow(
        form, [] { return tr("Network per card:"); },
        {{{}, m_network, 1}, {[] { return tr("cards a server:"); }, m_cardsPerServer, 0}});
    FormFields::addRow(
        form, [] { return tr("&Tokens per card and step:"); },
        {{{}, m_tokens, 1}, {[] { return tr("at &utilisation:"); }, m_utilization, 0}});

    auto *layout = new QVBoxLayout(box);
    layout->addLayout(form);
    layout->addWidget(m_computeNote);
    layout->addWidget(m_linkVerdict);
    layout->addWidget(m_linkTable);
    // Tall enough for its axis title in full where the page scrolls (a small window).
    m_scaling->setMinimumHeight(FormFields::kChartMinimumHeight);
    layout->addWidget(m_scaling, 1);
}

void QuestionsTab::buildFitPanel(QWidget *box)
{
    for (core::WeightDtype d : core::WeightDtypes::kTrainable)
        m_weights->addItem(QString(), static_cast<int>(d));
    Retranslator::nameItems(m_weights, [](const QVariant &d) {
        return Labels::weightDtype(static_cast<core::WeightDtype>(d.toInt()));
    });
    for (core::Optimizer o : core::MemoryModel::kAllOptimizers)
        m_optimizer->addItem(QString(), static_cast<int>(o));
    Retranslator::nameItems(m_optimizer, [](const QVariant &o) {
        return Labels::optimizer(static_cast<core::Optimizer>(o.toInt()));
    });
    for (core::ActivationMode a : core::MemoryModel::kAllActivationModes)
        m_activations->addItem(QString(), static_cast<int>(a));
    Retranslator::nameItems(m_activations, [](const QVariant &a) {
        return Labels::activationMode(static_cast<core::ActivationMode>(a.toInt()));
    });

    FormFields::addRow(m_fitForm, [] { return tr("&Weights and optimizer:"); },
                       {{{}, m_weights, 0}, {{}, m_optimizer, 1}});
    FormFields::addRow(
        m_fitForm, [] { return tr("&Activations:"); },
        {{{}, m_activations, 1}, {[] { return tr("&micro-batch:"); }, m_microBatch, 0}});
    FormFields::addRow(
        m_fitForm, [] { return tr("Bytes per &sample:"); }, m_sampleBytes);
    FormFields::addRow(m_fitForm, [] { return tr("La&yers:"); },
                       {{{}, m_layers, 0},
                        {[] { return tr("h&idden:"); }, m_hidden, 0},
                        {[] { return tr("se&quence:"); }, m_seqLen, 0}});

    auto *layout = new QVBoxLayout(box);
    layout->addLayout(m_fitForm);
    layout->addWidget(m_fitVerdict);
    m_memory->setMinimumHeight(FormFields::kChartMinimumHeight);
    layout->addWidget(m_memory, 1);
}

void QuestionsTab::connectInputs()
{
    const auto set = [this](auto change) {
        m_state->modify(change);
    };
    connectTopRow();
    connect(m_cards, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.cards = v; }); });
    connect(m_linkKind, &QComboBox::activated, this, [this, set](int index) {
        const auto kind = static_cast<core::LinkKind>(m_linkKind->itemData(index).toInt());
        set([kind](core::WhatIfInputs &in) { in.chooseLinkKind(kind); });
        if (kind == core::LinkKind::Custom)
            m_link->setFocus();
    });
    connect(m_link, &QDoubleSpinBox::valueChanged, this, [set](double v) {
        set([v](core::WhatIfInputs &in) {
            in.cardLinkGBs = v;
            in.chooseLinkKind(core::LinkKind::Custom);
        });
    });
    connect(m_latency, &QDoubleSpinBox::valueChanged, this,
            [set](double v) { set([v](core::WhatIfInputs &in) { in.linkLatencyUs = v; }); });
    connect(m_network, &QDoubleSpinBox::valueChanged, this,
            [set](double v) { set([v](core::WhatIfInputs &in) { in.networkGbps = v; }); });
    connect(m_cardsPerServer, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.cardsPerServer = v; }); });
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this,
            [set](double v) { set([v](core::WhatIfInputs &in) { in.tokensPerStep = v; }); });
    connect(m_utilization, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.utilization = v / 100.0; }); });
    connect(m_weights, &QComboBox::activated, this, [this, set](int index) {
        const auto d = static_cast<core::WeightDtype>(m_weights->itemData(index).toInt());
        set([d](core::WhatIfInputs &in) { in.weightDtype = d; });
    });
    connect(m_optimizer, &QComboBox::activated, this, [this, set](int index) {
        const auto o = static_cast<core::Optimizer>(m_optimizer->itemData(index).toInt());
        set([o](core::WhatIfInputs &in) { in.chooseOptimizer(o); });
    });
    connect(m_activations, &QComboBox::activated, this, [this, set](int index) {
        const auto a = static_cast<core::ActivationMode>(m_activations->itemData(index).toInt());
        set([a](core::WhatIfInputs &in) { in.activations = a; });
    });
    connect(m_microBatch, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.microBatch = v; }); });
    connect(m_sampleBytes, &QDoubleSpinBox::valueChanged, this, [set](double v) {
        set([v](core::WhatIfInputs &in) { in.sampleActivationBytes = v; });
    });
    connect(m_layers, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.layers = v; }); });
    connect(m_hidden, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.hidden = v; }); });
    connect(m_seqLen, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.seqLen = v; }); });
    connect(m_state, &WhatIfState::changed, this, &QuestionsTab::updateWhenShown);
}

void QuestionsTab::connectTopRow()
{
    connect(m_params, &LogSlider::valueChanged, this,
            [this](double v) { m_state->modify([v](core::WhatIfInputs &in) { in.params = v; }); });
    connect(m_trainedModel, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_trainedModel->itemData(index).toString().toStdString();
        m_state->modify([id](core::WhatIfInputs &in) { in.trainingModel = id; });
    });
    connect(m_device, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_device->itemData(index).toString().toStdString();
        m_state->modify([id](core::WhatIfInputs &in) { in.device = id; });
    });
    // A model imported on the training page is the one trained from then on.
    connect(m_trainingUserModels, &UserModelsBar::imported, this, [this](const QString &id) {
        const std::string model = id.toStdString();
        m_state->modify([model](core::WhatIfInputs &in) { in.trainingModel = model; });
    });
    connect(m_example, &QPushButton::clicked, this, &QuestionsTab::applyExample);
    connect(m_trainingMode, &QRadioButton::clicked, this, [this] {
        showPlan(false);
        m_state->modify(
            [](core::WhatIfInputs &in) { in.switchMode(core::WorkloadMode::Training); });
    });
    connect(m_servingMode, &QRadioButton::clicked, this, [this] {
        showPlan(false);
        m_state->modify(
            [](core::WhatIfInputs &in) { in.switchMode(core::WorkloadMode::Inference); });
    });
    connect(m_planMode, &QRadioButton::clicked, this, [this] {
        // From the serving page the plan asks about what was being served.
        if (!planShown() && m_state->inputs().mode == core::WorkloadMode::Inference) {
            PlanInputs plan = m_state->planInputs();
            plan.takeServing(m_state->inputs());
            m_state->setPlanInputs(plan);
        }
        showPlan(true);
    });
    connect(m_planPanel, &PlanPanel::openedOnServing, this, [this] { showPlan(false); });
}

bool QuestionsTab::planShown() const
{
    // The Plan page is the window's own state, not a what-if input: the snapshot's mode stays
    // training or serving while it is shown.
    return m_state->planShown();
}

void QuestionsTab::showPlan(bool shown)
{
    m_state->setPlanShown(shown);
    refresh();
}

TrainingStepChart *QuestionsTab::trainingStepChart() const
{
    return m_layoutPanel->chart();
}

void QuestionsTab::applyExample()
{
    m_state->modify([](core::WhatIfInputs &in) {
        in.mode = core::WorkloadMode::Training;
        in.device = "h100_sxm";
        in.cards = 8;
        in.trainingModel = "llama2_7b";
        in.seqLen = 4096;
        in.weightDtype = core::WeightDtype::Bf16;
        in.optimizer = core::Optimizer::AdamMixed;
        in.chooseLinkKind(core::LinkKind::CardLink);
        in.linkLatencyUs.reset();
        in.networkGbps = core::EfficiencyDefaults::builtIn().networkGbpsPerCard;
        in.cardsPerServer = core::EfficiencyDefaults::builtIn().cardsPerServer;
        // Two sequences of 4096 tokens per card and step.
        in.tokensPerStep = 8192;
        in.utilization = 0.4;
        in.stepComputeMs.reset();
        in.activations = core::ActivationMode::None;
        // Plain data parallelism over the eight cards, as the example's tooltip says.
        in.tensorParallel = 1;
        in.pipelineParallel = 1;
        in.virtualStages = 1;
        in.dataParallel = 0;
        in.zeroStage = 0;
        in.recompute = core::Recompute::None;
        in.globalBatch = 0;
    });
    m_state->setPrecision(core::Precision::Bf16);
    m_state->flush();
}

void QuestionsTab::refresh()
{
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    const core::ReportModel &model = *snapshot;
    const core::WhatIfInputs &in = model.inputs;

    m_precision->sync();
    syncControls(model);
    const bool plan = planShown();
    const bool serving = model.inferenceMode() && !plan;
    m_trainingPage->setVisible(!serving && !plan);
    m_paramsRow->setVisible(!serving && !plan);
    m_servingPanel->setVisible(serving);
    m_topRow->setVisible(!plan);
    m_planPanel->setVisible(plan);
    m_planPanel->syncControls(model);
    m_planPanel->setActive(plan);
    // The hidden side's controls follow the inputs too, so that either side shows them right
    // when the switch is turned; only the shown side draws its charts.
    m_servingPanel->syncControls(model);
    m_layoutPanel->syncControls(model);
    if (plan)
        return;
    if (serving) {
        m_servingPanel->setData(model);
        return;
    }
    m_bottleneck->setText(Translation::tidy(Verdicts::deviceBottleneck(model)));
    m_layoutPanel->setData(snapshot);
    listTrainedModels(model);
    m_trainingUserModels->setData(model);
    // A model's shape gives its parameters; the slider shows them and waits.
    m_params->setValueQuietly(in.params);
    m_params->setEnabled(!model.trainingModel);
    m_layers->setEnabled(!model.trainingModel);
    m_hidden->setEnabled(!model.trainingModel);
    // Under a trained model's layout the activations follow the layout panel's micro-batch,
    // sequence and recomputation, so the by-parameter-count activation inputs step aside.
    const bool layout = model.memoryFollowsLayout();
    m_activations->setEnabled(!layout);
    // Row 1 holds the activation mode and its micro-batch.
    m_fitForm->setRowVisible(1, !layout);
    m_microBatch->setEnabled(!layout && in.activations != core::ActivationMode::None);
    m_fitForm->setRowVisible(m_sampleBytes,
                             !layout && in.activations == core::ActivationMode::PerSample);
    // Row 3 of the form holds the transformer's shape.
    m_fitForm->setRowVisible(3, !layout && in.activations == core::ActivationMode::Transformer);
    showComputeNote(model);
    m_linkVerdict->setText(Translation::tidy(Verdicts::link(model)));

    m_links->setSnapshot(snapshot);
    fitLinkColumns();
    TableFit::fitMinimumWidth(m_linkTable);
    TableFit::fitHeight(m_linkTable);
    m_scaling->setData(model);

    m_fitVerdict->setText(Translation::tidy(Verdicts::fit(model)));
    m_memory->setData(model);
}

void QuestionsTab::listTrainedModels(const core::ReportModel &model)
{
    const QSignalBlocker block(m_trainedModel);
    ModelList::show(m_trainedModel, model.models, tr("By parameter count"));
    const QString id =
        model.trainingModel ? QString::fromStdString(model.trainingModel->id) : QString();
    m_trainedModel->setCurrentIndex(std::max(0, m_trainedModel->findData(id)));
}

void QuestionsTab::syncControls(const core::ReportModel &model)
{
    const core::WhatIfInputs &in = model.inputs;
    const QSignalBlocker blockers[] = {
        QSignalBlocker(m_device),        QSignalBlocker(m_cards),
        QSignalBlocker(m_linkKind),      QSignalBlocker(m_link),
        QSignalBlocker(m_latency),       QSignalBlocker(m_tokens),
        QSignalBlocker(m_utilization),   QSignalBlocker(m_weights),
        QSignalBlocker(m_optimizer),     QSignalBlocker(m_activations),
        QSignalBlocker(m_microBatch),    QSignalBlocker(m_sampleBytes),
        QSignalBlocker(m_layers),        QSignalBlocker(m_hidden),
        QSignalBlocker(m_seqLen),        QSignalBlocker(m_network),
        QSignalBlocker(m_cardsPerServer)};
    QStringList names;
    for (const core::DeviceSpec &d : model.devices)
        names << tr("%1 — %2").arg(Labels::device(d), Labels::bytes(d.memoryGB * 1e9));
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
    m_trainingMode->setChecked(!model.inferenceMode() && !planShown());
    m_servingMode->setChecked(model.inferenceMode() && !planShown());
    m_planMode->setChecked(planShown());
    // A data-parallel degree given in the training layout sets the cards (dp × tp × pp): the box
    // shows them and leaves the choice to the layout.
    const bool layoutCards = model.layoutGiven && in.dataParallel > 0;
    // The layout's cards may pass the option's limit; the limit comes back with the box.
    const int optionMax = static_cast<int>(core::OptionSpec::cards.maxValue());
    m_cards->setMaximum(layoutCards ? std::max(optionMax, model.trainingLayout.cards) : optionMax);
    m_cards->setValue(layoutCards ? model.trainingLayout.cards : in.cards);
    m_cards->setEnabled(!layoutCards);
    m_linkKind->setCurrentIndex(m_linkKind->findData(static_cast<int>(model.link.link.kind)));
    m_link->setValue(in.cardLinkGBs);
    m_latency->setValue(model.link.link.latencySeconds * 1e6);
    m_network->setValue(in.networkGbps);
    m_cardsPerServer->setValue(in.cardsPerServer);
    m_tokens->setValue(in.tokensPerStep);
    m_utilization->setValue(static_cast<int>(std::lround(in.utilization * 100)));
    m_weights->setCurrentIndex(m_weights->findData(static_cast<int>(in.weightDtype)));
    m_optimizer->setCurrentIndex(m_optimizer->findData(static_cast<int>(in.optimizer)));
    m_activations->setCurrentIndex(m_activations->findData(static_cast<int>(in.activations)));
    m_microBatch->setValue(in.microBatch);
    m_sampleBytes->setValue(in.sampleActivationBytes);
    m_layers->setValue(in.layers);
    m_hidden->setValue(in.hidden);
    m_seqLen->setValue(in.seqLen);
}

void QuestionsTab::showComputeNote(const core::ReportModel &model)
{
    const core::WhatIfInputs &in = model.inputs;
    QString compute =
        in.stepComputeMs
            ? tr("Compute per step: %1, as given.").arg(Labels::duration(model.stepComputeSeconds))
        : model.trainingStep
            ? tr("Compute per step: %1, the parts of question one added up.")
                  .arg(Labels::duration(model.stepComputeSeconds))
            : tr("Compute per step: %1 (6 × %2 parameters × %3 tokens at %4 of %5 TFLOPS %6).")
                  .arg(Labels::duration(model.stepComputeSeconds), Labels::scientific(in.params, 2),
                       Labels::significant(in.tokensPerStep), Labels::percent(in.utilization, 0),
                       Labels::significant(model.fitPeakTflops), Labels::precision(in.precision));
    const QString note = Verdicts::precisionNote(model);
    m_computeNote->setText(
        Translation::tidy(note.isEmpty() ? compute : Verdicts::join(compute, note)));
}

void QuestionsTab::fitLinkColumns()
{
    m_linkTable->resizeColumnsToContents();
    // The last column is stretched again after, as sizing it to its cells made it narrow.
    m_linkTable->horizontalHeader()->setStretchLastSection(false);
    m_linkTable->horizontalHeader()->setStretchLastSection(true);
}

bool QuestionsTab::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_linkTable && event->type() == QEvent::Show)
        fitLinkColumns();
    return LiveTab::eventFilter(watched, event);
}

} // namespace blab::ui
