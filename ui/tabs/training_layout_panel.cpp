// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/training_layout_panel.h"

#include "charts/training_step_chart.h"
#include "io/option_spec.h"
#include "models/training_figures_table_model.h"
#include "report/report_model.h"
#include "state/what_if_state.h"
#include "text/training_text.h"
#include "text/translation.h"
#include "widgets/form_fields.h"
#include "widgets/option_spin_box.h"
#include "widgets/reflow_row.h"
#include "widgets/retranslator.h"
#include "widgets/table_fit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace blab::ui {

namespace {

// A whole-number box over the option's range, with a word after its figure in the window's
// language.
QSpinBox *unitBox(const core::OptionSpec &spec, const Retranslator::Text &unit, QWidget *parent)
{
    QSpinBox *box = FormFields::optionBox(spec, parent);
    Retranslator::bind(box, [box, unit] { box->setSuffix(QStringLiteral(" ") + unit()); });
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

TrainingLayoutPanel::TrainingLayoutPanel(WhatIfState *state, QWidget *parent)
    : QGroupBox(parent), m_state(state),
      m_tp(FormFields::optionBox(core::OptionSpec::tensorParallel, this)),
      m_pp(FormFields::optionBox(core::OptionSpec::pipelineParallel, this)),
      m_vp(FormFields::optionBox(core::OptionSpec::virtualStages, this)),
      m_dp(FormFields::optionBox(core::OptionSpec::dataParallel, this)),
      m_zero(new QComboBox(this)), m_recompute(new QComboBox(this)),
      m_attention(new QComboBox(this)), m_sequenceParallel(new QCheckBox(this)),
      m_tpOverlap(new QCheckBox(this)),
      m_seqLen(unitBox(
          core::OptionSpec::seqLen, [] { return tr("tokens"); }, this)),
      m_microBatch(unitBox(
          core::OptionSpec::microBatch, [] { return tr("seq."); }, this)),
      m_globalBatch(unitBox(
          core::OptionSpec::globalBatch, [] { return tr("seq."); }, this)),
      m_trainTokensGiven(new QCheckBox(this)),
      m_trainTokens(new OptionSpinBox(core::OptionSpec::trainTokens, 0, this)),
      m_needsModel(new QLabel(this)), m_content(new QWidget(this)), m_layout(new QLabel(this)),
      m_problem(new QLabel(this)), m_figures(new TrainingFiguresTableModel(this)),
      m_figureTable(new QTableView(this)), m_chart(new TrainingStepChart(this)),
      m_chartNote(FormFields::verdictLabel(this))
{
    for (int stage = 0; stage <= 3; ++stage)
        m_zero->addItem(QString(), stage);
    Retranslator::nameItems(m_zero,
                            [](const QVariant &s) { return TrainingText::zeroStage(s.toInt()); });
    for (core::Recompute r : core::Recomputes::kAll)
        m_recompute->addItem(QString(), static_cast<int>(r));
    Retranslator::nameItems(m_recompute, [](const QVariant &r) {
        return TrainingText::recompute(static_cast<core::Recompute>(r.toInt()));
    });
    for (core::AttentionKernel k : core::AttentionKernels::kAll)
        m_attention->addItem(QString(), static_cast<int>(k));
    Retranslator::nameItems(m_attention, [](const QVariant &k) {
        return TrainingText::attention(static_cast<core::AttentionKernel>(k.toInt()));
    });
    m_trainTokens->setKeyboardTracking(false);
    for (QLabel *label : {m_needsModel, m_layout, m_problem})
        label->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    nameControls();
    Retranslator::bind(this, [this] { explainControls(); });
    buildLayout();
    connectInputs();
}

void TrainingLayoutPanel::nameControls()
{
    // Tests find the controls by these names.
    setObjectName(QStringLiteral("trainingLayoutPanel"));
    m_tp->setObjectName(QStringLiteral("trainingTp"));
    m_pp->setObjectName(QStringLiteral("trainingPp"));
    m_vp->setObjectName(QStringLiteral("trainingVp"));
    m_dp->setObjectName(QStringLiteral("trainingDp"));
    m_zero->setObjectName(QStringLiteral("trainingZeroStage"));
    m_recompute->setObjectName(QStringLiteral("trainingRecompute"));
    m_attention->setObjectName(QStringLiteral("trainingAttention"));
    m_sequenceParallel->setObjectName(QStringLiteral("trainingSequenceParallel"));
    m_tpOverlap->setObjectName(QStringLiteral("trainingTpOverlap"));
    m_seqLen->setObjectName(QStringLiteral("trainingSeqLen"));
    m_microBatch->setObjectName(QStringLiteral("trainingMicroBatch"));
    m_globalBatch->setObjectName(QStringLiteral("trainingGlobalBatch"));
    m_trainTokensGiven->setObjectName(QStringLiteral("trainingTrainTokensGiven"));
    m_trainTokens->setObjectName(QStringLiteral("trainingTrainTokens"));
    m_needsModel->setObjectName(QStringLiteral("trainingNeedsModel"));
    m_layout->setObjectName(QStringLiteral("trainingLayout"));
    m_problem->setObjectName(QStringLiteral("trainingProblem"));
    m_figureTable->setObjectName(QStringLiteral("trainingFigures"));
    m_chart->setObjectName(QStringLiteral("trainingStepChart"));
    m_chartNote->setObjectName(QStringLiteral("trainingStepChartNote"));
}

void TrainingLayoutPanel::explainControls()
{
    setTitle(tr("The run: how the cards share it, and where a step's time goes"));
    m_needsModel->setText(tr("Choose the trained model above (not 'By parameter count') to lay "
                             "the run out over tensor, pipeline and data parallelism and see "
                             "where a step's time goes, expected beside bound."));
    m_dp->setSpecialValueText(tr("from the cards"));
    m_globalBatch->setSpecialValueText(tr("one micro-batch a copy"));
    m_trainTokensGiven->setText(tr("To&kens to train"));
    m_sequenceParallel->setText(tr("Sequence parallelism"));
    m_tpOverlap->setText(tr("Overlap its communication"));
    m_trainTokensGiven->setToolTip(tr("Tokens the whole run trains on: the time and card-hours "
                                      "it takes, expected and bound (--train-tokens)."));
    m_trainTokens->setSuffix(QStringLiteral(" ") + tr("tokens"));
    m_trainTokens->setToolTip(m_trainTokensGiven->toolTip());
    m_figureTable->setToolTip(tr("Expected: what a framework reaches, each part at an "
                                 "efficiency with its published source. Bound: the device's "
                                 "peak, label bandwidth and links; no run is faster."));
    explainLayoutControls();
}

void TrainingLayoutPanel::explainLayoutControls()
{
    m_tp->setToolTip(tr("Cards each layer is split across (tensor parallelism, as Megatron-LM "
                        "splits it): each holds 1/T of every layer and all-reduces the layer's "
                        "output twice forward and twice backward. It must divide the model's "
                        "attention and key/value heads (--tp; serving shares it)."));
    m_pp->setToolTip(tr("Pipeline stages the layers are split into: each card holds layers ÷ "
                        "P of them, and a step leaves the bubble (p − 1) / (v · m + p − 1) idle, "
                        "m the micro-batches each copy runs. It must divide the layers (--pp)."));
    m_vp->setToolTip(tr("Stages each card holds in an interleaved pipeline (Megatron-LM's "
                        "virtual stages): v of them make the bubble v times smaller for v "
                        "times the sends. 1: a plain one-forward-one-backward schedule. Needs a "
                        "pipeline (--vp)."));
    m_dp->setToolTip(tr("Copies of the model that each take a share of the batch and sync their "
                        "gradients. 'From the cards': question two's cards ÷ (tensor × "
                        "pipeline). Given, the run has data × tensor × pipeline cards (--dp)."));
    m_zero->setToolTip(tr("What the data-parallel copies split among themselves instead of each "
                          "keeping it whole (ZeRO): 0 nothing; 1 the optimizer state; 2 the "
                          "gradients too; 3 the weights too, which is PyTorch FSDP's full "
                          "sharding: each layer's weights are gathered before use, half as much "
                          "traffic again (--zero-stage)."));
    m_recompute->setToolTip(tr("What the backward pass computes again instead of keeping: none; "
                               "selective, attention's core (Megatron-LM's selective "
                               "recomputation; FlashAttention never keeps the scores, so it "
                               "saves little more); full, each layer keeps only its input and "
                               "the forward runs a second time (--recompute)."));
    m_attention->setToolTip(tr("The fused attention kernel; neither stores the scores. "
                               "FlashAttention-2 (or one as fast, such as cuDNN's) is what the "
                               "attention share by peak describes; the Triton FlashAttention "
                               "reaches a share of its speed, attention_triton_relative_speed in "
                               "resources/efficiencies.json (--attention)."));
    m_sequenceParallel->setToolTip(
        tr("Split along the sequence the layer norms and dropout that tensor parallelism "
           "leaves whole on every card (Megatron-LM's sequence parallelism): each layer then "
           "keeps 34 · s · b · h / T bytes instead of (10 + 24 / T) · s · b · h, for the same "
           "tensor-parallel communication. Needs a tensor-parallel degree above 1 "
           "(--sequence-parallel)."));
    m_tpOverlap->setToolTip(
        tr("Run each tensor-parallel collective beside the product it feeds or follows, in "
           "chunks (Transformer Engine's userbuffers, Megatron-LM's --tp-comm-overlap): the "
           "products hide all but 1/T of the collectives. Needs a tensor-parallel degree above 1 "
           "(--tp-overlap)."));
    m_seqLen->setToolTip(tr("Tokens of each training sequence (--seq-len); question three's "
                            "transformer activations use the same figure."));
    m_microBatch->setToolTip(tr("Sequences each card runs forward and backward at once. Tokens "
                                "a card and step = micro-batch × sequence × micro-batches each "
                                "copy runs (--micro-batch)."));
    m_globalBatch->setToolTip(tr("Sequences a step over all the copies, a multiple of "
                                 "micro-batch × copies; past one micro-batch each, the copies "
                                 "accumulate gradients. 'One micro-batch a copy': micro-batch × "
                                 "copies, the micro-batch then at most question two's tokens a "
                                 "card and step in whole sequences (--global-batch)."));
}

QWidget *TrainingLayoutPanel::buildInputs()
{
    auto *form = new QFormLayout;
    FormFields::addRow(form, [] { return tr("T&ensor parallel:"); },
                       {{{}, m_tp, 1},
                        {[] { return tr("p&ipeline:"); }, m_pp, 1},
                        {[] { return tr("virtual &stages:"); }, m_vp, 1}});
    FormFields::addRow(
        form, [] { return tr("Data-parallel copies:"); }, m_dp);
    FormFields::addRow(form, [] { return tr("&ZeRO stage:"); },
                       {{{}, m_zero, 1}, {[] { return tr("recomputation:"); }, m_recompute, 1}});
    FormFields::addRow(
        form, [] { return tr("&Attention kernel:"); }, m_attention);
    FormFields::addRow(form, [] { return tr("Tensor parallelism:"); },
                       {{{}, m_sequenceParallel, 1}, {{}, m_tpOverlap, 1}});
    FormFields::addRow(form, [] { return tr("Se&quence:"); },
                       {{{}, m_seqLen, 1}, {[] { return tr("micro-batch:"); }, m_microBatch, 1}});
    FormFields::addRow(
        form, [] { return tr("Global batch:"); }, m_globalBatch);
    form->addRow(m_trainTokensGiven, m_trainTokens);

    m_figureTable->setModel(m_figures);
    m_figureTable->verticalHeader()->hide();
    m_figureTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The figures keep the width they need beside the names, which take the rest (TableFit::
    // fitColumns, after each snapshot).
    m_figureTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *inputs = new QWidget(this);
    auto *column = new QVBoxLayout(inputs);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(form);
    column->addWidget(m_layout);
    column->addWidget(m_problem);
    column->addWidget(m_figureTable);
    column->addStretch();
    return inputs;
}

void TrainingLayoutPanel::buildLayout()
{
    auto *row = new ReflowRow;
    row->addWidget(buildInputs(), 1);
    m_chart->setMinimumHeight(FormFields::kChartMinimumHeight);
    auto *chartColumn = new QVBoxLayout;
    chartColumn->addWidget(m_chart, 1);
    chartColumn->addWidget(m_chartNote);
    row->addLayout(chartColumn, 1);
    auto *content = new QVBoxLayout(m_content);
    content->setContentsMargins(0, 0, 0, 0);
    content->addLayout(row, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_needsModel);
    layout->addWidget(m_content, 1);
}

void TrainingLayoutPanel::connectInputs()
{
    const auto set = [this](auto change) {
        m_state->modify(change);
    };
    connect(m_tp, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.tensorParallel = v; }); });
    connect(m_pp, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.pipelineParallel = v; }); });
    connect(m_vp, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.virtualStages = v; }); });
    connect(m_dp, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.dataParallel = v; }); });
    connect(m_zero, &QComboBox::activated, this, [this, set](int index) {
        const int stage = m_zero->itemData(index).toInt();
        set([stage](core::WhatIfInputs &in) { in.zeroStage = stage; });
    });
    connect(m_recompute, &QComboBox::activated, this, [this, set](int index) {
        const auto r = static_cast<core::Recompute>(m_recompute->itemData(index).toInt());
        set([r](core::WhatIfInputs &in) { in.recompute = r; });
    });
    connect(m_attention, &QComboBox::activated, this, [this, set](int index) {
        const auto k = static_cast<core::AttentionKernel>(m_attention->itemData(index).toInt());
        set([k](core::WhatIfInputs &in) { in.attention = k; });
    });
    connect(m_tpOverlap, &QCheckBox::toggled, this, [set](bool on) {
        set([on](core::WhatIfInputs &in) {
            in.tpOverlap = on ? core::OnOff::On : core::OnOff::Off;
        });
    });
    connect(m_sequenceParallel, &QCheckBox::toggled, this, [set](bool on) {
        set([on](core::WhatIfInputs &in) {
            in.sequenceParallel = on ? core::OnOff::On : core::OnOff::Off;
        });
    });
    connectBatchInputs();
}

void TrainingLayoutPanel::connectBatchInputs()
{
    const auto set = [this](auto change) {
        m_state->modify(change);
    };
    connect(m_seqLen, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.seqLen = v; }); });
    connect(m_microBatch, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.microBatch = v; }); });
    connect(m_globalBatch, &QSpinBox::valueChanged, this,
            [set](int v) { set([v](core::WhatIfInputs &in) { in.globalBatch = v; }); });
    connect(m_trainTokensGiven, &QCheckBox::toggled, this, [this, set](bool given) {
        const double tokens = m_trainTokens->value();
        set([given, tokens](core::WhatIfInputs &in) {
            if (given)
                in.trainTokens = tokens;
            else
                in.trainTokens.reset();
        });
        if (given)
            m_trainTokens->setFocus();
    });
    connect(m_trainTokens, &QDoubleSpinBox::valueChanged, this,
            [set](double v) { set([v](core::WhatIfInputs &in) { in.trainTokens = v; }); });
}

void TrainingLayoutPanel::syncControls(const core::ReportModel &model)
{
    const core::WhatIfInputs &in = model.inputs;
    const QSignalBlocker blockers[] = {
        QSignalBlocker(m_tp),          QSignalBlocker(m_pp),
        QSignalBlocker(m_vp),          QSignalBlocker(m_dp),
        QSignalBlocker(m_zero),        QSignalBlocker(m_recompute),
        QSignalBlocker(m_attention),   QSignalBlocker(m_sequenceParallel),
        QSignalBlocker(m_tpOverlap),   QSignalBlocker(m_seqLen),
        QSignalBlocker(m_microBatch),  QSignalBlocker(m_globalBatch),
        QSignalBlocker(m_trainTokens), QSignalBlocker(m_trainTokensGiven)};
    m_tp->setValue(in.tensorParallel);
    m_pp->setValue(in.pipelineParallel);
    m_vp->setValue(in.virtualStages);
    m_dp->setValue(in.dataParallel);
    m_zero->setCurrentIndex(m_zero->findData(in.zeroStage));
    m_recompute->setCurrentIndex(m_recompute->findData(static_cast<int>(in.recompute)));
    m_attention->setCurrentIndex(m_attention->findData(static_cast<int>(in.attention)));
    m_sequenceParallel->setChecked(in.sequenceParallel == core::OnOff::On);
    m_tpOverlap->setChecked(in.tpOverlap == core::OnOff::On);
    // Without a tensor-parallel degree there is nothing to split or overlap (the options are
    // kept).
    m_sequenceParallel->setEnabled(in.tensorParallel > 1);
    m_tpOverlap->setEnabled(in.tensorParallel > 1);
    m_seqLen->setValue(in.seqLen);
    m_microBatch->setValue(in.microBatch);
    m_globalBatch->setValue(in.globalBatch);
    m_trainTokensGiven->setChecked(in.trainTokens.has_value());
    m_trainTokens->setEnabled(in.trainTokens.has_value());
    m_trainTokens->setValue(in.trainTokens.value_or(kShownTrainTokens));
}

void TrainingLayoutPanel::setData(const std::shared_ptr<const core::ReportModel> &snapshot)
{
    const core::ReportModel &model = *snapshot;
    const bool shaped = model.trainingRun.has_value();
    m_needsModel->setVisible(!shaped);
    m_content->setVisible(shaped);
    const QString problem = TrainingText::problem(model);
    m_problem->setText(problem.isEmpty()
                           ? QString()
                           : Translation::tidy(tr("This layout cannot run: %1.").arg(problem)));
    m_problem->setVisible(!problem.isEmpty());
    m_layout->setText(Translation::tidy(TrainingText::layout(model)));
    // A layout that cannot run has no figures and no chart to show.
    m_figures->setSnapshot(snapshot);
    m_figureTable->setVisible(problem.isEmpty());
    m_chart->setVisible(problem.isEmpty());
    m_chartNote->setText(problem.isEmpty() ? Translation::tidy(TrainingText::chartNote(model))
                                           : QString());
    m_chartNote->setVisible(!m_chartNote->text().isEmpty());
    TableFit::fitColumns(m_figureTable, TrainingFiguresTableModel::Figure);
    TableFit::fitMinimumWidth(m_figureTable);
    TableFit::fitHeight(m_figureTable);
    m_chart->setData(model);
}

} // namespace blab::ui
