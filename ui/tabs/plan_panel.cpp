// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/plan_panel.h"

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "charts/plan_front_chart.h"
#include "io/option_spec.h"
#include "models/plan_table_model.h"
#include "plan/plan_search.h"
#include "report/report_model.h"
#include "state/what_if_state.h"
#include "text/labels.h"
#include "text/plan_text.h"
#include "text/translation.h"
#include "validation/validation_report.h"
#include "widgets/form_fields.h"
#include "widgets/model_list.h"
#include "widgets/option_spin_box.h"
#include "widgets/reflow_row.h"
#include "widgets/retranslator.h"
#include "workers/plan_worker.h"
#include "workers/worker_thread.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace blab::ui {

namespace {

// How long the typing must pause before a search starts: long enough that a number typed digit
// by digit starts one search, short enough that it feels immediate.
constexpr int kDebounceMs = 150;

// The plan's own copy of an option's box: the same range as the command line's, but not named
// as that option, since it edits the plan's inputs and not the what-if inputs of that name.
template <typename Box> Box *planBox(Box *box, const char *name)
{
    box->setProperty("option", QVariant());
    box->setObjectName(QString::fromLatin1(name));
    box->setKeyboardTracking(true);
    return box;
}

QDoubleSpinBox *targetBox(const core::OptionSpec &spec, int decimals, const QString &suffix,
                          QWidget *parent)
{
    auto *box = new OptionSpinBox(spec, decimals, parent);
    box->setSuffix(suffix);
    box->setObjectName(QStringLiteral("plan_") + QString::fromStdString(spec.name()));
    return box;
}

// Everything a serving snapshot is built from, taken from the planned setup's inputs: the plan
// evaluated the setup with the built-in efficiencies and link figures, so the window's overrides
// of them go too, or the serving page would show other figures than the row's. The training
// side's inputs and tabs 1 to 4's stay as they were.
void takeServing(core::WhatIfInputs &in, const core::WhatIfInputs &plan)
{
    in.mode = plan.mode;
    in.model = plan.model;
    in.device = plan.device;
    in.precision = plan.precision;
    in.weightDtype = plan.weightDtype;
    in.kvDtype = plan.kvDtype;
    in.tensorParallel = plan.tensorParallel;
    in.expertParallel = plan.expertParallel;
    in.attentionDp = plan.attentionDp;
    // The plan does not guess tokens ahead (speculative decoding): neither does its row.
    in.draftTokens = plan.draftTokens;
    in.acceptedTokens = plan.acceptedTokens;
    in.batching = plan.batching;
    in.concurrency = plan.concurrency;
    in.inferenceBatch = plan.concurrency;
    in.promptTokens = plan.promptTokens;
    in.outputTokens = plan.outputTokens;
    in.context = plan.context;
    in.linkKind = plan.linkKind;
    in.cardLinkGBs = plan.cardLinkGBs;
    in.linkLatencyUs = plan.linkLatencyUs;
    in.networkGbps = plan.networkGbps;
    in.cardsPerServer = plan.cardsPerServer;
    in.bandwidthEfficiency = plan.bandwidthEfficiency;
    in.prefillEfficiency = plan.prefillEfficiency;
    in.layerOverheadUs = plan.layerOverheadUs;
    in.stepOverheadUs = plan.stepOverheadUs;
}

std::vector<core::DeviceSpec> planDevices(const WhatIfState *state)
{
    // The devices `plan` searches: the shipped catalog and the user's own, this CPU not among
    // them.
    std::vector<core::DeviceSpec> all = core::DeviceCatalog::builtIn();
    for (const core::DeviceSpec &d : state->userDevices())
        all.push_back(d);
    // Cards only: the catalog's processors have no host link or card link.
    all.erase(std::remove_if(all.begin(), all.end(),
                             [](const core::DeviceSpec &d) { return !d.isCard(); }),
              all.end());
    return all;
}

} // namespace

PlanPanel::PlanPanel(WhatIfState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_model(new QComboBox(this)),
      m_prompt(planBox(FormFields::optionBox(core::OptionSpec::promptTokens, this), "planPrompt")),
      m_output(planBox(FormFields::optionBox(core::OptionSpec::outputTokens, this), "planOutput")),
      m_ttft(targetBox(core::OptionSpec::ttftMs, 0, QStringLiteral(" ms"), this)),
      m_byTpot(new QRadioButton(this)), m_byUserRate(new QRadioButton(this)),
      m_tpot(targetBox(core::OptionSpec::tpotMs, 1, QStringLiteral(" ms"), this)),
      m_minUserTps(targetBox(core::OptionSpec::minUserTps, 1, QStringLiteral(" tokens/s"), this)),
      m_byUsers(new QRadioButton(this)), m_byOutputRate(new QRadioButton(this)),
      m_users(FormFields::optionBox(core::OptionSpec::users, this)),
      m_outputRate(targetBox(core::OptionSpec::outputRate, 0, QStringLiteral(" tokens/s"), this)),
      m_deviceGrid(new QGridLayout), m_status(FormFields::verdictLabel(this)),
      m_assumption(new QLabel(this)), m_table(new PlanTableModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_view(new QTableView(this)),
      m_open(new QPushButton(this)), m_chart(new PlanFrontChart(this)), m_worker(new PlanWorker),
      m_thread(new WorkerThread(m_worker, this))
{
    m_users->setObjectName(QStringLiteral("plan_users"));
    // Two choices of one of two: the second target, and the load.
    auto *second = new QButtonGroup(this);
    second->addButton(m_byTpot);
    second->addButton(m_byUserRate);
    auto *load = new QButtonGroup(this);
    load->addButton(m_byUsers);
    load->addButton(m_byOutputRate);
    // Typed targets are read as they are typed: the search is debounced, not the box.
    for (QDoubleSpinBox *box : {m_ttft, m_tpot, m_minUserTps, m_outputRate})
        box->setKeyboardTracking(true);
    m_users->setKeyboardTracking(true);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    nameControls();
    buildLayout();
    Retranslator::bind(this, [this] {
        explainControls();
        showStatus();
    });
    connectInputs();
}

PlanPanel::~PlanPanel()
{
    // The search in flight stops at its next step; the thread is then joined by WorkerThread.
    if (m_cancel)
        m_cancel->store(true);
}

void PlanPanel::nameControls()
{
    m_model->setObjectName(QStringLiteral("planModel"));
    m_byTpot->setObjectName(QStringLiteral("planByTpot"));
    m_byUserRate->setObjectName(QStringLiteral("planByUserRate"));
    m_byUsers->setObjectName(QStringLiteral("planByUsers"));
    m_byOutputRate->setObjectName(QStringLiteral("planByOutputRate"));
    m_status->setObjectName(QStringLiteral("planStatus"));
    m_assumption->setObjectName(QStringLiteral("planAssumption"));
    m_view->setObjectName(QStringLiteral("planTable"));
    m_open->setObjectName(QStringLiteral("planOpen"));
    m_chart->setObjectName(QStringLiteral("planFrontChart"));
}

void PlanPanel::explainControls()
{
    m_model->setToolTip(tr("The language model to serve; your own models are listed too."));
    m_prompt->setToolTip(tr("Tokens of each prompt, read before the first output token."));
    m_output->setToolTip(tr("Tokens of each answer."));
    m_ttft->setToolTip(tr("The longest time a request may wait for its first token, expected, "
                          "with every request in flight sharing the cards."));
    m_byTpot->setText(tr("Time per &output token at most:"));
    m_tpot->setToolTip(tr("The longest mean time between two output tokens of one request, "
                          "expected. 50 ms is 20 tokens a second, faster than most people read."));
    m_byTpot->setToolTip(m_tpot->toolTip());
    m_byUserRate->setText(tr("Or each user at &least:"));
    m_byUserRate->setToolTip(tr("The fewest output tokens per second each user must see over a "
                                "whole request, the wait for the first token included."));
    m_minUserTps->setToolTip(tr("The fewest output tokens per second each user must see over a "
                                "whole request, the wait for the first token included."));
    m_byUsers->setText(tr("&Users in flight:"));
    m_users->setToolTip(tr("Requests in flight at once that the setup must carry."));
    m_byUsers->setToolTip(m_users->toolTip());
    m_byOutputRate->setText(tr("Or output tokens/s in &all:"));
    m_outputRate->setToolTip(tr("Output tokens per second the setup must give in all."));
    m_byOutputRate->setToolTip(m_outputRate->toolTip());
    for (QCheckBox *check : m_weights)
        check->setToolTip(tr("Try the weights stored in this format (the serving page's "
                             "Weights)."));
    for (QCheckBox *check : m_kvs)
        check->setToolTip(tr("Try the KV cache stored in this format."));
    m_open->setText(tr("Open on the &serving page"));
    m_open->setToolTip(tr("Shows the chosen setup on the serving page with every input set: "
                          "device, cards, formats and requests in flight. Double-click a row or "
                          "press Enter does the same."));
    m_assumption->setText(Translation::tidy(PlanText::assumption(
        m_shownRequest ? m_shownRequest->cardsPerServer : core::PlanRequest().cardsPerServer)));
    const QString tps = tr(" tokens/s");
    m_minUserTps->setSuffix(tps);
    m_outputRate->setSuffix(tps);
    m_prompt->setSuffix(QStringLiteral(" ") + tr("tokens"));
    m_output->setSuffix(QStringLiteral(" ") + tr("tokens"));
    retranslateResult();
}

QString PlanPanel::deviceTip()
{
    return tr("Try this device: up to one server of its cards in tensor parallel, and as many "
              "servers as the load needs.");
}

void PlanPanel::retranslateResult()
{
    // The devices' names and the table's and chart's words, in the new language.
    const std::vector<core::DeviceSpec> all = planDevices(m_state);
    for (QCheckBox *check : m_devices) {
        const std::string id = check->property("device").toString().toStdString();
        for (const core::DeviceSpec &d : all) {
            if (d.id == id)
                check->setText(Labels::device(d));
        }
        check->setToolTip(deviceTip());
    }
    if (!m_result)
        return;
    const QHash<QString, QString> names = PlanFrontChart::deviceNames(all);
    m_table->setResult(*m_result, names);
    m_chart->setResult(*m_result, names);
}

QWidget *PlanPanel::buildTargets()
{
    auto *box = new QGroupBox(this);
    Retranslator::bind(box, [box] { box->setTitle(tr("Targets")); });
    auto *form = new QFormLayout(box);
    FormFields::addRow(
        form, [] { return tr("&Model:"); }, m_model);
    FormFields::addRow(form, [] { return tr("&Prompt:"); },
                       {{{}, m_prompt, 1}, {[] { return tr("ans&wer:"); }, m_output, 1}});
    FormFields::addRow(
        form, [] { return tr("First &token within:"); }, m_ttft);
    form->addRow(m_byTpot, m_tpot);
    form->addRow(m_byUserRate, m_minUserTps);
    form->addRow(m_byUsers, m_users);
    form->addRow(m_byOutputRate, m_outputRate);
    return box;
}

QWidget *PlanPanel::buildChoices()
{
    auto *box = new QGroupBox(this);
    Retranslator::bind(box, [box] { box->setTitle(tr("Devices and formats to try")); });
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(m_deviceGrid);
    auto *formats = new QGridLayout;
    auto *weights = new QLabel(box);
    auto *kv = new QLabel(box);
    Retranslator::bind(box, [weights, kv] {
        weights->setText(tr("Weights:"));
        kv->setText(tr("KV cache:"));
    });
    formats->addWidget(weights, 0, 0);
    int column = 1;
    for (core::WeightDtype w : core::WeightDtypes::kAll) {
        auto *check = new QCheckBox(QString::fromLatin1(core::WeightDtypes::id(w)).toUpper(), box);
        check->setObjectName(QStringLiteral("planWeights_") + core::WeightDtypes::id(w));
        check->setProperty("dtype", static_cast<int>(w));
        m_weights << check;
        formats->addWidget(check, 0, column++);
    }
    formats->addWidget(kv, 1, 0);
    column = 1;
    for (core::KvDtype k : core::KvDtypes::kAll) {
        auto *check = new QCheckBox(QString::fromLatin1(core::KvDtypes::id(k)).toUpper(), box);
        check->setObjectName(QStringLiteral("planKv_") + core::KvDtypes::id(k));
        check->setProperty("dtype", static_cast<int>(k));
        m_kvs << check;
        formats->addWidget(check, 1, column++);
    }
    formats->setColumnStretch(column + 4, 1);
    layout->addLayout(formats);
    layout->addStretch();
    return box;
}

void PlanPanel::buildLayout()
{
    m_proxy->setSourceModel(m_table);
    m_proxy->setSortRole(Qt::UserRole);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setMinimumHeight(220);
    m_assumption->setWordWrap(true);
    m_chart->setMinimumHeight(FormFields::kChartMinimumHeight);

    // Side by side where the window is wide, the devices under the targets where it is not.
    auto *inputs = new ReflowRow;
    inputs->addWidget(buildTargets(), 1);
    inputs->addWidget(buildChoices(), 2);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_open, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(inputs);
    layout->addLayout(statusRow);
    layout->addWidget(m_assumption);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_chart, 2);
}

void PlanPanel::connectInputs()
{
    connect(m_model, &QComboBox::activated, this, &PlanPanel::inputChanged);
    for (QSpinBox *box : {m_prompt, m_output, m_users})
        connect(box, &QSpinBox::valueChanged, this, &PlanPanel::inputChanged);
    for (QDoubleSpinBox *box : {m_ttft, m_tpot, m_minUserTps, m_outputRate})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PlanPanel::inputChanged);
    for (QRadioButton *radio : {m_byTpot, m_byUserRate, m_byUsers, m_byOutputRate})
        connect(radio, &QRadioButton::clicked, this, &PlanPanel::inputChanged);
    for (QCheckBox *check : m_weights + m_kvs)
        connect(check, &QCheckBox::clicked, this, &PlanPanel::inputChanged);
    connect(&m_debounce, &QTimer::timeout, this, &PlanPanel::startSearch);
    connect(m_worker, &PlanWorker::finished, this, &PlanPanel::takeResult);
    connect(m_view, &QTableView::activated, this,
            [this](const QModelIndex &index) { openSetup(m_proxy->mapToSource(index).row()); });
    connect(m_open, &QPushButton::clicked, this, &PlanPanel::openCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_open->setEnabled(m_view->selectionModel()->hasSelection()); });
}

void PlanPanel::listDevices()
{
    const std::vector<core::DeviceSpec> all = planDevices(m_state);
    QStringList ids;
    for (const core::DeviceSpec &d : all)
        ids << QString::fromStdString(d.id);
    QStringList shown;
    for (const QCheckBox *check : m_devices)
        shown << check->property("device").toString();
    if (ids == shown)
        return;
    qDeleteAll(m_devices);
    m_devices.clear();
    // Three columns: every catalog card in view at 1024 pixels without a scroll bar of its own.
    constexpr int kColumns = 3;
    for (const core::DeviceSpec &d : all) {
        auto *check = new QCheckBox(Labels::device(d), this);
        check->setProperty("device", QString::fromStdString(d.id));
        check->setObjectName(QStringLiteral("planDevice_") + QString::fromStdString(d.id));
        check->setToolTip(deviceTip());
        connect(check, &QCheckBox::clicked, this, &PlanPanel::inputChanged);
        const int i = static_cast<int>(m_devices.size());
        m_deviceGrid->addWidget(check, i / kColumns, i % kColumns);
        m_devices << check;
    }
}

void PlanPanel::syncChoices(const PlanInputs &inputs)
{
    listDevices();
    const std::vector<std::string> ids = inputs.deviceIds(planDevices(m_state));
    for (QCheckBox *check : m_devices) {
        const std::string id = check->property("device").toString().toStdString();
        const QSignalBlocker block(check);
        check->setChecked(std::find(ids.begin(), ids.end(), id) != ids.end());
    }
    const std::vector<core::WeightDtype> weights = inputs.weightChoices();
    for (QCheckBox *check : m_weights) {
        const auto w = static_cast<core::WeightDtype>(check->property("dtype").toInt());
        const QSignalBlocker block(check);
        check->setChecked(std::find(weights.begin(), weights.end(), w) != weights.end());
    }
    const std::vector<core::KvDtype> kvs = inputs.kvChoices();
    for (QCheckBox *check : m_kvs) {
        const auto k = static_cast<core::KvDtype>(check->property("dtype").toInt());
        const QSignalBlocker block(check);
        check->setChecked(std::find(kvs.begin(), kvs.end(), k) != kvs.end());
    }
}

void PlanPanel::syncControls(const core::ReportModel &model)
{
    PlanInputs in = m_state->planInputs();
    if (in.model.empty())
        in.model = model.inputs.model;
    const QSignalBlocker blockers[] = {
        QSignalBlocker(m_model),      QSignalBlocker(m_prompt),     QSignalBlocker(m_output),
        QSignalBlocker(m_ttft),       QSignalBlocker(m_tpot),       QSignalBlocker(m_minUserTps),
        QSignalBlocker(m_users),      QSignalBlocker(m_outputRate), QSignalBlocker(m_byTpot),
        QSignalBlocker(m_byUserRate), QSignalBlocker(m_byUsers),    QSignalBlocker(m_byOutputRate)};
    ModelList::show(m_model, model.models);
    m_model->setCurrentIndex(std::max(0, m_model->findData(QString::fromStdString(in.model))));
    m_prompt->setValue(in.promptTokens);
    m_output->setValue(in.outputTokens);
    m_ttft->setValue(in.ttftMs);
    m_tpot->setValue(in.tpotMs);
    m_minUserTps->setValue(in.minUserTps);
    m_users->setValue(in.users);
    m_outputRate->setValue(in.outputRate);
    m_byTpot->setChecked(!in.perUserRate);
    m_byUserRate->setChecked(in.perUserRate);
    m_byUsers->setChecked(!in.byOutputRate);
    m_byOutputRate->setChecked(in.byOutputRate);
    m_tpot->setEnabled(!in.perUserRate);
    m_minUserTps->setEnabled(in.perUserRate);
    m_users->setEnabled(!in.byOutputRate);
    m_outputRate->setEnabled(in.byOutputRate);
    syncChoices(in);
    // The inputs the search answers changed under the page (a reset, a new model of the
    // user's): search again.
    if (m_active && !m_debounce.isActive() && readControls() != m_searched)
        inputChanged();
}

void PlanPanel::setActive(bool active)
{
    const bool first = active && !m_active;
    m_active = active;
    if (first && !m_searching && readControls() != m_searched)
        inputChanged();
}

PlanInputs PlanPanel::readControls() const
{
    PlanInputs in;
    in.model = m_model->currentData().toString().toStdString();
    in.promptTokens = m_prompt->value();
    in.outputTokens = m_output->value();
    in.ttftMs = m_ttft->value();
    in.perUserRate = m_byUserRate->isChecked();
    in.tpotMs = m_tpot->value();
    in.minUserTps = m_minUserTps->value();
    in.byOutputRate = m_byOutputRate->isChecked();
    in.users = m_users->value();
    in.outputRate = m_outputRate->value();
    // A list equal to the defaults is kept as "the defaults", so that a new catalog card is
    // tried without the user ticking it.
    const PlanInputs defaults;
    for (QCheckBox *check : m_devices) {
        if (check->isChecked())
            in.devices.push_back(check->property("device").toString().toStdString());
    }
    if (in.devices == defaults.deviceIds(planDevices(m_state)))
        in.devices.clear();
    for (QCheckBox *check : m_weights) {
        if (check->isChecked())
            in.weightDtypes.push_back(
                static_cast<core::WeightDtype>(check->property("dtype").toInt()));
    }
    if (in.weightDtypes == defaults.weightChoices())
        in.weightDtypes.clear();
    for (QCheckBox *check : m_kvs) {
        if (check->isChecked())
            in.kvDtypes.push_back(static_cast<core::KvDtype>(check->property("dtype").toInt()));
    }
    if (in.kvDtypes == defaults.kvChoices())
        in.kvDtypes.clear();
    return in;
}

void PlanPanel::inputChanged()
{
    const PlanInputs in = readControls();
    m_tpot->setEnabled(!in.perUserRate);
    m_minUserTps->setEnabled(in.perUserRate);
    m_users->setEnabled(!in.byOutputRate);
    m_outputRate->setEnabled(in.byOutputRate);
    m_state->setPlanInputs(in);
    // The search in flight answers inputs that are gone: it stops at its next step, and the
    // new generation makes sure that whatever it still sends is dropped.
    if (m_cancel)
        m_cancel->store(true);
    ++m_generation;
    m_searching = true;
    m_debounce.start();
    showStatus();
}

void PlanPanel::startSearch()
{
    const PlanInputs in = readControls();
    m_searched = in;
    std::vector<core::ModelSpec> userModels = m_state->userModels();
    std::optional<core::PlanRequest> request = in.request(planDevices(m_state), userModels);
    m_problem.clear();
    if (!request || request->devices.empty() || request->weightDtypes.empty() ||
        request->kvDtypes.empty()) {
        m_problem = !request ? tr("Choose a model.")
                             : tr("Tick at least one device, one weight "
                                  "format and one KV cache format.");
        m_searching = false;
        showStatus();
        return;
    }
    m_pending = request;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const quint64 generation = m_generation;
    // The validation set as `plan` takes it (shipped, without the window's overrides), so
    // that the table's errors are the command line's.
    const std::vector<core::ValidationGroup> groups =
        core::ValidationReport::shipped({}).kindGroups;
    PlanWorker *worker = m_worker;
    const std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    const core::PlanRequest r = *request;
    QMetaObject::invokeMethod(
        worker,
        [worker, r, groups, generation, cancel] { worker->run(r, groups, generation, cancel); },
        Qt::QueuedConnection);
}

void PlanPanel::takeResult(const core::PlanResult &result, quint64 generation)
{
    if (generation != m_generation) {
        // Typed over: a newer search is queued or running.
        ++m_dropped;
        return;
    }
    m_searching = false;
    m_result = result;
    m_shownRequest = m_pending;
    // The table and the chart take the result with the texts (the assumption names the
    // request's server).
    explainControls();
    m_view->resizeColumnsToContents();
    if (m_table->rowCount() > 0)
        m_view->selectRow(0);
    m_open->setEnabled(m_table->rowCount() > 0);
    showStatus();
    emit resultShown();
}

void PlanPanel::showStatus()
{
    QString text;
    if (!m_problem.isEmpty())
        text = m_problem;
    else if (m_searching)
        text = tr("Searching…");
    else if (!m_result)
        text = QString();
    else if (m_result->problem != core::ServeProblem::None)
        text = PlanText::problem(m_result->problem,
                                 m_shownRequest ? m_shownRequest->model : core::ModelSpec(),
                                 m_result->promptTokens, m_result->outputTokens);
    else if (!m_result->plans.empty())
        text = tr("Setups that meet the targets (%1): %n, fewest cards first.", nullptr,
                  static_cast<int>(m_result->plans.size()))
                   .arg(PlanText::targets(m_result->targets));
    else if (!m_result->misses.empty())
        text = tr("No setup meets the targets (%1). The nearest misses, and by how much:")
                   .arg(PlanText::targets(m_result->targets));
    else
        text = PlanText::nothingFits(*m_result);
    // Devices left untried, for want of FP4 math or of an FP32 figure to cost unpacking, are
    // named whatever else is said.
    const bool shown = m_problem.isEmpty() && !m_searching && m_result &&
                       m_result->problem == core::ServeProblem::None;
    if (shown) {
        if (!m_result->withoutFp4.empty())
            text += QLatin1Char(' ') + PlanText::withoutFp4(*m_result);
        if (!m_result->unpackingUnknown.empty())
            text += QLatin1Char(' ') + PlanText::unpackingUnknown(*m_result);
    }
    m_status->setText(Translation::tidy(text));
}

void PlanPanel::openCurrent()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        openSetup(m_proxy->mapToSource(rows.first()).row());
}

void PlanPanel::openSetup(int row)
{
    if (!m_shownRequest || row < 0 || row >= m_table->rowCount())
        return;
    const core::PlanSetup &s = m_table->setup(row);
    const auto device = std::find_if(m_shownRequest->devices.begin(), m_shownRequest->devices.end(),
                                     [&s](const core::DeviceSpec &d) { return d.id == s.device; });
    if (device == m_shownRequest->devices.end())
        return;
    const core::WhatIfInputs plan = core::PlanSearch::inputsFor(*m_shownRequest, *device, s);
    m_state->modify([plan](core::WhatIfInputs &in) { takeServing(in, plan); });
    m_state->flush();
    emit openedOnServing();
}

} // namespace blab::ui
