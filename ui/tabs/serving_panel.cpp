// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/serving_panel.h"

#include "catalog/model_catalog_file.h"
#include "charts/scaling_chart.h"
#include "charts/serving_memory_chart.h"
#include "charts/serving_rate_chart.h"
#include "charts/validation_chart.h"
#include "io/option_spec.h"
#include "state/what_if_state.h"
#include "tabs/serving_assumptions.h"
#include "text/labels.h"
#include "text/serving_verdicts.h"
#include "text/translation.h"
#include "text/validation_text.h"
#include "widgets/form_fields.h"
#include "widgets/log_slider.h"
#include "widgets/model_list.h"
#include "widgets/option_spin_box.h"
#include "widgets/reflow_row.h"
#include "widgets/retranslator.h"
#include "widgets/user_models_bar.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>
#include <algorithm>

namespace blab::ui {

namespace {

// The width at which questions 2 and 3's legends keep every name whole.
constexpr int kLegendChartWidth = 600;

// A spin box over the option's whole range, as the command line accepts it; what the chosen
// model cannot read is said in the panel rather than refused by the box.
QSpinBox *tokenBox(const core::OptionSpec &spec, QWidget *parent)
{
    QSpinBox *box = FormFields::optionBox(spec, parent);
    Retranslator::bind(box,
                       [box] { box->setSuffix(QStringLiteral(" ") + ServingPanel::tr("tokens")); });
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

ServingPanel::ServingPanel(WhatIfState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_model(new QComboBox(this)),
      m_userModels(new UserModelsBar(state, this)),
      m_prompt(tokenBox(core::OptionSpec::promptTokens, this)),
      m_output(tokenBox(core::OptionSpec::outputTokens, this)),
      m_context(tokenBox(core::OptionSpec::context, this)),
      m_batch(new LogSlider(core::OptionSpec::batchSize, 0, QString(), this)),
      m_batching(new QComboBox(this)),
      m_concurrency(FormFields::optionBox(core::OptionSpec::concurrency, this)),
      m_weights(new QComboBox(this)), m_kv(new QComboBox(this)), m_tp(new QComboBox(this)),
      m_ep(FormFields::optionBox(core::OptionSpec::expertParallel, this)),
      m_attentionDp(FormFields::optionBox(core::OptionSpec::attentionDp, this)),
      m_draft(FormFields::optionBox(core::OptionSpec::draftTokens, this)),
      m_accepted(new OptionSpinBox(core::OptionSpec::acceptedTokens, 2, this)),
      m_linkKind(new QComboBox(this)), m_assumptions(new ServingAssumptions(state, this)),
      m_example(new QPushButton(this)), m_problem(new QLabel(this)),
      m_bottleneck(FormFields::verdictLabel(this)), m_rate(new ServingRateChart(this)),
      m_linkVerdict(FormFields::verdictLabel(this)),
      m_scaling(new ScalingChart(ScalingChart::Split::Tensor, this)),
      m_fitVerdict(FormFields::verdictLabel(this)), m_memory(new ServingMemoryChart(this)),
      m_validationSummary(FormFields::verdictLabel(this))
{
    for (ValidationChart::Unit unit : ValidationChart::kUnits)
        m_validation << new ValidationChart(unit, this);
    fillChoices();
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    nameControls();
    Retranslator::bind(this, [this] { explainControls(); });
    buildLayout(buildForm());
    connectInputs();
}

void ServingPanel::fillChoices()
{
    for (core::WeightDtype d : core::WeightDtypes::kAll)
        m_weights->addItem(QString(), static_cast<int>(d));
    Retranslator::nameItems(m_weights, [](const QVariant &d) {
        return Labels::weightDtype(static_cast<core::WeightDtype>(d.toInt()));
    });
    for (core::KvDtype d : core::KvDtypes::kAll)
        m_kv->addItem(QString(), static_cast<int>(d));
    Retranslator::nameItems(m_kv, [](const QVariant &d) {
        return Labels::kvDtype(static_cast<core::KvDtype>(d.toInt()));
    });
    for (core::LinkKind kind : core::InterconnectModel::kAllKinds)
        m_linkKind->addItem(QString(), static_cast<int>(kind));
    Retranslator::nameItems(m_linkKind, [](const QVariant &kind) {
        return Labels::linkKind(static_cast<core::LinkKind>(kind.toInt()));
    });
    m_batching->addItem(QString(), static_cast<int>(core::Batching::Static));
    m_batching->addItem(QString(), static_cast<int>(core::Batching::Continuous));
    Retranslator::nameItems(m_batching, [](const QVariant &b) {
        return static_cast<core::Batching>(b.toInt()) == core::Batching::Static
                   ? tr("static batch")
                   : tr("continuous batching");
    });
    // The card counts are listed as the model allows (syncControls) and named here.
    Retranslator::nameItems(m_tp,
                            [](const QVariant &n) { return tr("%n card(s)", nullptr, n.toInt()); });
}

void ServingPanel::nameControls()
{
    // Tests find the controls by these names.
    setObjectName(QStringLiteral("servingPanel"));
    m_model->setObjectName(QStringLiteral("servingModel"));
    m_userModels->setObjectName(QStringLiteral("servingUserModels"));
    m_prompt->setObjectName(QStringLiteral("servingPrompt"));
    m_output->setObjectName(QStringLiteral("servingOutput"));
    m_batching->setObjectName(QStringLiteral("servingBatching"));
    m_concurrency->setObjectName(QStringLiteral("servingConcurrency"));
    m_ep->setObjectName(QStringLiteral("servingEp"));
    m_attentionDp->setObjectName(QStringLiteral("servingAttentionDp"));
    m_draft->setObjectName(QStringLiteral("servingDraft"));
    m_accepted->setObjectName(QStringLiteral("servingAccepted"));
    m_accepted->setKeyboardTracking(false);
    m_context->setObjectName(QStringLiteral("servingContext"));
    m_batch->setObjectName(QStringLiteral("servingBatch"));
    m_weights->setObjectName(QStringLiteral("servingWeights"));
    m_kv->setObjectName(QStringLiteral("servingKv"));
    m_tp->setObjectName(QStringLiteral("servingTp"));
    m_linkKind->setObjectName(QStringLiteral("servingLinkKind"));
    m_example->setObjectName(QStringLiteral("servingExample"));
    m_problem->setObjectName(QStringLiteral("servingProblem"));
    m_bottleneck->setObjectName(QStringLiteral("servingBottleneck"));
    m_linkVerdict->setObjectName(QStringLiteral("servingLinkVerdict"));
    m_fitVerdict->setObjectName(QStringLiteral("servingFitVerdict"));
    m_validationSummary->setObjectName(QStringLiteral("servingValidationSummary"));
    // One panel per unit: servingValidationSeconds, …Rates, …Bandwidth.
    const QStringList names = {QStringLiteral("servingValidationSeconds"),
                               QStringLiteral("servingValidationRates"),
                               QStringLiteral("servingValidationBandwidth")};
    for (int i = 0; i < m_validation.size(); ++i)
        m_validation[i]->setObjectName(names.value(i));
}

void ServingPanel::explainControls()
{
    m_model->setToolTip(tr("The language model to serve, with its published shape (layers, "
                           "heads, key/value heads, MLP). 'bottleneck-lab models' lists them "
                           "with their sources."));
    m_prompt->setToolTip(tr("Tokens of each prompt, processed at once before the first output "
                            "token (prefill). Typical: a chat turn 200–2000, a document "
                            "10 000 or more."));
    m_output->setToolTip(tr("Tokens of each answer. The first comes with the prefill, each "
                            "later one takes a decode step; the time per output token is the "
                            "mean step as the caches grow."));
    m_context->setToolTip(tr("The longest context each sequence's KV cache must hold, at least "
                             "the prompt and the answer: what memory is sized for and what the "
                             "decode step below is taken at. At most the model's own limit "
                             "(8192 for Llama 3)."));
    m_batching->setToolTip(tr("Static: a batch of sequences starts together and ends together. "
                              "Continuous: a number of requests is always in flight, a finished "
                              "one replaced at once, and new prompts share the steps with the "
                              "running decodes (as vLLM, TensorRT-LLM and LMDeploy serve)."));
    m_concurrency->setToolTip(tr("Requests in flight under continuous batching. Switching from a "
                                 "static batch keeps its number: 64 sequences become 64 requests "
                                 "in flight, and back."));
    m_concurrency->setSuffix(QStringLiteral(" ") + tr("in flight"));
    m_ep->setSuffix(QStringLiteral(" ") + tr("cards"));
    m_attentionDp->setSuffix(QStringLiteral(" ") + tr("groups"));
    m_draft->setSuffix(QStringLiteral(" ") + tr("tokens"));
    m_accepted->setSuffix(QStringLiteral(" ") + tr("tokens a step"));
    m_draft->setToolTip(tr("Speculative decoding: before each decode step, the model's own "
                           "next-token-prediction layers guess this many tokens of each sequence "
                           "one after another, and the step checks them all at once. Offered for "
                           "a model with such layers (DeepSeek-V3 and R1); 0 decodes one token a "
                           "step."));
    m_accepted->setToolTip(tr("Tokens a decode step keeps on average with the guesses: from 1 "
                              "(no guess right) to the guesses + 1. DeepSeek-V3's report keeps "
                              "85 to 90 % of its one guess: about 1.9."));
    m_batch->setToolTips(tr("Sequences decoded together. They share one read of the weights per "
                            "step, so tokens per second grow with the batch until compute "
                            "limits or the KV cache no longer fits. Typical: 1 on a laptop, "
                            "32–256 on a server."));
    m_weights->setToolTip(tr("How the weights are stored: 2 bytes in bf16 or fp16, 1 in fp8 or "
                             "int8, half a byte in int4. Fewer bytes are fewer to read for each "
                             "decoded token."));
    m_kv->setToolTip(tr("How the KV cache stores its keys and values: 2 bytes in fp16, 1 in "
                        "fp8."));
    m_tp->setToolTip(tr("Cards each layer is split across (tensor parallelism): each reads 1/N "
                        "of the weights but all of them exchange the activations twice a "
                        "layer. Offered: the counts that divide the model's attention heads."));
    m_linkKind->setToolTip(tr("How the cards of a tensor-parallel group are linked; the same "
                              "setting as for training."));
    m_ep->setToolTip(tr("Expert parallelism, for a mixture of experts: 1 splits every expert "
                        "over the cards by tensor; the replica's card count gives each card its "
                        "share of the experts whole, and every mixture layer sends each token "
                        "to its experts and back."));
    m_attentionDp->setToolTip(tr("Attention data parallelism: the replica's cards run attention "
                                 "in this many groups, each for its own requests and holding "
                                 "their cache (a latent cache is then not copied on every "
                                 "card); the dense parts stay split over all the cards. A "
                                 "divisor of the cards."));
    m_example->setText(tr("E&xample: Llama 3 70B, BF16, 8 × H100 SXM"));
    m_example->setToolTip(tr("Serves Llama 3 70B with BF16 weights on eight H100 SXM cards "
                             "linked by NVLink: 1024-token prompts, 4096 tokens of context, "
                             "batch 1. Then drag the batch."));
}

QFormLayout *ServingPanel::buildForm()
{
    auto *form = new QFormLayout;
    FormFields::addRow(form, [] { return tr("&Model:"); }, {{{}, m_model, 1}, {{}, m_example, 1}});
    FormFields::addRow(
        form, [] { return tr("Your models:"); }, m_userModels);
    FormFields::addRow(form, [] { return tr("&Prompt:"); },
                       {{{}, m_prompt, 1},
                        {[] { return tr("&answer:"); }, m_output, 1},
                        {[] { return tr("con&text:"); }, m_context, 1}});
    FormFields::addRow(
        form, [] { return tr("&Batch:"); }, m_batch)
        ->setBuddy(m_batch->slider());
    FormFields::addRow(form, [] { return tr("Re&quests:"); },
                       {{{}, m_batching, 1}, {{}, m_concurrency, 1}});
    FormFields::addRow(form, [] { return tr("&Weights:"); },
                       {{{}, m_weights, 1}, {[] { return tr("&KV cache:"); }, m_kv, 1}});
    FormFields::addRow(form, [] { return tr("&Cards:"); }, {{{}, m_tp, 1}, {{}, m_linkKind, 1}});
    FormFields::addRow(form, [] { return tr("Experts of each la&yer across:"); },
                       {{{}, m_ep, 1}, {[] { return tr("attention in"); }, m_attentionDp, 1}});
    FormFields::addRow(form, [] { return tr("G&uesses a step:"); },
                       {{{}, m_draft, 1}, {[] { return tr("kept:"); }, m_accepted, 1}});
    form->addRow(m_assumptions);
    return form;
}

void ServingPanel::buildLayout(QFormLayout *form)
{
    auto *q1 = new QGroupBox(this);
    auto *q1Layout = new QVBoxLayout(q1);
    q1Layout->addWidget(m_bottleneck);
    m_rate->setMinimumHeight(FormFields::kChartMinimumHeight);
    q1Layout->addWidget(m_rate, 1);

    auto *q2 = new QGroupBox(this);
    auto *q2Layout = new QVBoxLayout(q2);
    q2Layout->addWidget(m_linkVerdict);
    m_scaling->setMinimumHeight(FormFields::kChartMinimumHeight);
    q2Layout->addWidget(m_scaling, 1);

    auto *q3 = new QGroupBox(this);
    Retranslator::bind(this, [q1, q2, q3] {
        q1->setTitle(tr("1. Where is the bottleneck: prefill or decode, compute or memory?"));
        q2->setTitle(tr("2. How are the cards linked?"));
        q3->setTitle(tr("3. Do the model and its KV cache fit?"));
    });
    m_questions = {q1, q2, q3};
    auto *q3Layout = new QVBoxLayout(q3);
    q3Layout->addWidget(m_fitVerdict);
    m_memory->setMinimumHeight(FormFields::kChartMinimumHeight);
    q3Layout->addWidget(m_memory, 1);

    // Narrower than this, the two charts shorten their legends' link and memory names; a window
    // with less room stacks the two questions instead.
    for (QWidget *chart : {static_cast<QWidget *>(m_scaling), static_cast<QWidget *>(m_memory)})
        chart->setMinimumWidth(kLegendChartWidth);
    auto *row = new ReflowRow;
    row->addWidget(q2, 1);
    row->addWidget(q3, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(q1, 1);
    layout->addLayout(row, 1);
    layout->addWidget(buildValidationBox(), 1);
}

QGroupBox *ServingPanel::buildValidationBox()
{
    auto *box = new QGroupBox(this);
    auto *layout = new QVBoxLayout(box);
    Retranslator::bind(box, [this, box] {
        box->setTitle(tr("How close are these answers?"));
        m_validationSummary->setToolTip(
            tr("Each point is a measurement a serving framework or nccl-tests published, against "
               "what this tab expects for the same model, device, cards, formats, batch and "
               "tokens. Hover a point for its source; docs/validation.md lists them all."));
    });
    layout->addWidget(m_validationSummary);
    // One above the other: side by side they would widen the page past a small window.
    auto *panels = new QVBoxLayout;
    for (ValidationChart *chart : m_validation) {
        chart->setMinimumHeight(FormFields::kChartMinimumHeight);
        panels->addWidget(chart, 1);
    }
    layout->addLayout(panels, 1);
    return box;
}

void ServingPanel::connectInputs()
{
    const auto set = [this](auto change) {
        m_state->modify(change);
    };
    connect(m_model, &QComboBox::activated, this,
            [this](int index) { chooseModel(m_model->itemData(index).toString().toStdString()); });
    connect(m_userModels, &UserModelsBar::imported, this,
            [this](const QString &id) { chooseModel(id.toStdString()); });
    // The context follows the prompt and the answer until it is set here.
    connect(m_prompt, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.choosePromptTokens(v); }); });
    connect(m_output, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.chooseOutputTokens(v); }); });
    connect(m_context, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.context = v; }); });
    connect(m_batching, &QComboBox::activated, this, [this, set](int index) {
        const auto b = static_cast<core::Batching>(m_batching->itemData(index).toInt());
        set([b](core::WhatIfInputs &in) { in.switchBatching(b); });
    });
    connect(m_concurrency, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.concurrency = v; }); });
    connect(m_ep, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.expertParallel = v; }); });
    connect(m_attentionDp, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.attentionDp = v; }); });
    connect(m_draft, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.chooseDraftTokens(v); }); });
    connect(m_accepted, &QDoubleSpinBox::valueChanged, this,
            [set](double v) { set([v](core::WhatIfInputs &in) { in.acceptedTokens = v; }); });
    connect(m_batch, &LogSlider::valueChanged, this, [set](double v) {
        set([v](core::WhatIfInputs &in) { in.inferenceBatch = static_cast<int>(v); });
    });
    connect(m_weights, &QComboBox::activated, this, [this, set](int index) {
        const auto d = static_cast<core::WeightDtype>(m_weights->itemData(index).toInt());
        set([d](core::WhatIfInputs &in) { in.weightDtype = d; });
    });
    connect(m_kv, &QComboBox::activated, this, [this, set](int index) {
        const auto d = static_cast<core::KvDtype>(m_kv->itemData(index).toInt());
        set([d](core::WhatIfInputs &in) { in.kvDtype = d; });
    });
    connect(m_tp, &QComboBox::activated, this, [this, set](int index) {
        const int cards = m_tp->itemData(index).toInt();
        set([cards](core::WhatIfInputs &in) { in.tensorParallel = cards; });
    });
    connect(m_linkKind, &QComboBox::activated, this, [this, set](int index) {
        const auto kind = static_cast<core::LinkKind>(m_linkKind->itemData(index).toInt());
        set([kind](core::WhatIfInputs &in) { in.chooseLinkKind(kind); });
    });
    connect(m_example, &QPushButton::clicked, this, &ServingPanel::applyExample);
}

void ServingPanel::chooseModel(const std::string &id)
{
    const core::ModelSpec *m = core::ModelCatalogFile::find(id, m_state->userModels());
    if (!m)
        return;
    const core::ModelSpec model = *m;
    m_state->modify([model](core::WhatIfInputs &in) { in.serve(model); });
}

void ServingPanel::applyExample()
{
    m_state->modify([](core::WhatIfInputs &in) {
        in.mode = core::WorkloadMode::Inference;
        in.device = "h100_sxm";
        in.model = "llama3_70b";
        in.weightDtype = core::WeightDtype::Bf16;
        in.kvDtype = core::KvDtype::Fp16;
        in.promptTokens = 1024;
        in.outputTokens = 128;
        in.context = 4096;
        in.inferenceBatch = 1;
        in.batching = core::Batching::Static;
        in.tensorParallel = 8;
        in.expertParallel = 1;
        in.attentionDp = 1;
        in.draftTokens = 0;
        in.acceptedTokens = 1.0;
        in.chooseLinkKind(core::LinkKind::CardLink);
        in.linkLatencyUs.reset();
        in.bandwidthEfficiency.reset();
        in.prefillEfficiency.reset();
        in.layerOverheadUs.reset();
        in.stepOverheadUs.reset();
    });
    m_state->setPrecision(core::Precision::Bf16);
    m_state->flush();
}

void ServingPanel::syncControls(const core::ReportModel &model)
{
    const core::WhatIfInputs &in = model.inputs;
    const QSignalBlocker blockers[] = {
        QSignalBlocker(m_model),       QSignalBlocker(m_prompt),   QSignalBlocker(m_output),
        QSignalBlocker(m_context),     QSignalBlocker(m_weights),  QSignalBlocker(m_kv),
        QSignalBlocker(m_tp),          QSignalBlocker(m_linkKind), QSignalBlocker(m_batching),
        QSignalBlocker(m_concurrency), QSignalBlocker(m_ep),       QSignalBlocker(m_attentionDp),
        QSignalBlocker(m_draft),       QSignalBlocker(m_accepted)};
    ModelList::show(m_model, model.models);
    m_model->setCurrentIndex(m_model->findData(QString::fromStdString(in.model)));
    m_prompt->setValue(in.promptTokens);
    m_output->setValue(in.outputTokens);
    m_context->setValue(in.context);
    m_batch->setValueQuietly(in.inferenceBatch);
    m_batching->setCurrentIndex(m_batching->findData(static_cast<int>(in.batching)));
    m_concurrency->setValue(in.concurrency);
    // Each kind of batching has its own count; the other is kept but not in use.
    const bool continuous = in.batching == core::Batching::Continuous;
    m_concurrency->setEnabled(continuous);
    m_batch->setEnabled(!continuous);
    m_weights->setCurrentIndex(m_weights->findData(static_cast<int>(in.weightDtype)));
    m_kv->setCurrentIndex(m_kv->findData(static_cast<int>(in.kvDtype)));
    // The card counts the model allows; a count from the command line or the settings that is
    // not among them is listed too, and the panel says why it cannot be served.
    std::vector<int> degrees = model.tensorParallelChoices;
    if (degrees.empty())
        degrees.push_back(in.tensorParallel);
    QList<int> current;
    for (int i = 0; i < m_tp->count(); ++i)
        current << m_tp->itemData(i).toInt();
    if (current != QList<int>(degrees.begin(), degrees.end())) {
        m_tp->clear();
        for (int n : degrees)
            m_tp->addItem(tr("%n card(s)", nullptr, n), n);
    }
    m_tp->setCurrentIndex(m_tp->findData(in.tensorParallel));
    m_ep->setValue(in.expertParallel);
    m_attentionDp->setValue(in.attentionDp);
    // Spread experts need experts; either layout needs more than one card.
    const bool mixture = model.inferenceInputs && model.inferenceInputs->model.mixture();
    m_ep->setEnabled((mixture && in.tensorParallel > 1) || in.expertParallel > 1);
    m_attentionDp->setEnabled(in.tensorParallel > 1 || in.attentionDp > 1);
    // Guesses need the model's next-token layers; what a step keeps needs guesses.
    m_draft->setValue(in.draftTokens);
    m_accepted->setValue(in.acceptedTokens);
    const bool guesses = model.inferenceInputs && model.inferenceInputs->model.nextnLayers > 0;
    m_draft->setEnabled(guesses || in.draftTokens > 0);
    m_accepted->setEnabled(in.draftTokens > 0);
    m_linkKind->setCurrentIndex(m_linkKind->findData(static_cast<int>(model.link.link.kind)));
    m_assumptions->syncControls(model);
}

void ServingPanel::setData(const core::ReportModel &model)
{
    const QString problem = ServingVerdicts::problem(model);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    // Inputs the model cannot serve leave the three questions without an answer: their charts
    // would draw a setup that cannot run, so they go until the problem does.
    for (QGroupBox *question : m_questions)
        question->setVisible(problem.isEmpty());
    m_bottleneck->setText(Translation::tidy(ServingVerdicts::bottleneck(model)));
    m_linkVerdict->setText(Translation::tidy(ServingVerdicts::link(model)));
    m_fitVerdict->setText(Translation::tidy(ServingVerdicts::fit(model)));
    m_rate->setData(model);
    m_scaling->setData(model);
    m_memory->setData(model);
    m_userModels->setData(model);
    for (ValidationChart *chart : m_validation)
        chart->setData(model);
    m_validationSummary->setText(model.validation ? validationSummary(model) : QString());
}

QString ServingPanel::validationSummary(const core::ReportModel &model)
{
    const core::ValidationReport &report = *model.validation;
    // The sentence, then the signed median of each group held to the band.
    QStringList groups;
    for (const core::ValidationGroup &g : report.groups) {
        if (g.results >= core::ValidationReport::kGroupMinimum)
            groups << tr("%1 on %2: %3 (%4–%5, %n result(s))", nullptr, g.results)
                          .arg(ValidationText::metric(g.metric), QString::fromStdString(g.device),
                               Labels::fixed(g.medianRatio, 2), Labels::fixed(g.lowestRatio, 2),
                               Labels::fixed(g.highestRatio, 2));
    }
    // What checks this setup: the results of its model's kind on its device, or none.
    QString these;
    if (model.inferenceInputs) {
        const std::string kind = model.inferenceInputs->model.kindId();
        QStringList checks;
        for (const core::ValidationGroup &g : report.checking(model.fitDevice.id, kind))
            checks << tr("%1 %2 (%n result(s))", nullptr, g.results)
                          .arg(ValidationText::metric(g.metric), Labels::fixed(g.medianRatio, 2));
        these = checks.isEmpty()
                    ? tr("No published result checks %1 on the %2.")
                          .arg(Labels::modelKind(kind), Labels::device(model.fitDevice))
                    : tr("For %1 on the %2: %3.")
                          .arg(Labels::modelKind(kind), Labels::device(model.fitDevice),
                               checks.join(tr("; ")));
    }
    return ValidationText::summary(report) + QStringLiteral("\n") +
           tr("Median expected ÷ published by device and figure: %1.").arg(groups.join(tr("; "))) +
           (these.isEmpty() ? QString() : QStringLiteral("\n") + these);
}

} // namespace blab::ui
