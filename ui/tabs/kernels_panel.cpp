// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/kernels_panel.h"

#include "charts/kernels_chart.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/system_info.h"
#include "models/advisor_table_model.h"
#include "state/advice_settings.h"
#include "state/what_if_state.h"
#include "text/advisor_text.h"
#include "text/labels.h"
#include "widgets/retranslator.h"
#include "workers/advisor_worker.h"
#include "workers/worker_thread.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace blab::ui {

namespace {

core::CoreRequest requestFrom(const QComboBox *box)
{
    core::CoreRequest request;
    core::CoreRequest::parse(box->currentData().toString().toStdString(),
                             core::CpuFeatures::detect(), request);
    return request;
}

} // namespace

KernelsPanel::KernelsPanel(WhatIfState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_worker(new AdvisorWorker),
      m_thread(new WorkerThread(m_worker, this)), m_model(new AdvisorTableModel(this)),
      m_chart(new KernelsChart(this)), m_runningFamily(new QLabel(this)),
      m_run(new QPushButton(this)), m_cancel(new QPushButton(this)),
      m_progress(new QProgressBar(this)), m_table(new QTableView(this)),
      m_recommendation(new QLabel(this)), m_line(new QLineEdit(this)),
      m_copy(new QPushButton(this)), m_request(new QComboBox(this)), m_next(new QLabel(this)),
      m_restart(new QPushButton(this)), m_childCommand{"/proc/self/exe", "bench", "--json"}
{
    buildControls();
    buildLayout();
    connect(m_worker, &AdvisorWorker::progress, this, &KernelsPanel::onProgress);
    connect(m_worker, &AdvisorWorker::finished, this, &KernelsPanel::onFinished);
    connect(m_worker, &AdvisorWorker::childStarted, this,
            [this](int pid) { m_childPids.push_back(pid); });
    connect(m_run, &QPushButton::clicked, this, &KernelsPanel::startRequested);
    connect(m_cancel, &QPushButton::clicked, this, &KernelsPanel::cancel);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_line->text());
        emit statusMessage(tr("Copied: %1").arg(m_line->text()));
    });
    connect(m_request, &QComboBox::currentIndexChanged, this, [this] {
        AdviceSettings::setRequest(requestFrom(m_request));
        showChoice();
    });
    connect(m_restart, &QPushButton::clicked, this, &KernelsPanel::restartRequested);

    // The last advice, when it was measured on this CPU with this OpenBLAS.
    showResult(AdviceSettings::loadForThisMachine().value_or(core::AdvisorResult{}));
}

KernelsPanel::~KernelsPanel()
{
    shutdown();
}

void KernelsPanel::buildControls()
{
    m_runningFamily->setObjectName(QStringLiteral("kernelsRunning"));
    m_runningFamily->setWordWrap(true);
    m_run->setObjectName(QStringLiteral("kernelsRun"));
    m_cancel->setObjectName(QStringLiteral("kernelsCancel"));
    m_cancel->setEnabled(false);
    m_progress->setObjectName(QStringLiteral("kernelsProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    // No count until something was measured.
    m_progress->setTextVisible(false);
    m_table->setObjectName(QStringLiteral("kernelsTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_recommendation->setObjectName(QStringLiteral("kernelsRecommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_line->setObjectName(QStringLiteral("kernelsLine"));
    m_line->setReadOnly(true);
    m_copy->setObjectName(QStringLiteral("kernelsCopy"));
    m_request->setObjectName(QStringLiteral("kernelsRequest"));
    m_next->setObjectName(QStringLiteral("kernelsNext"));
    m_next->setWordWrap(true);
    m_restart->setObjectName(QStringLiteral("kernelsRestart"));
    Retranslator::bind(this, [this] {
        retranslateControls();
        // Headers change length with the language ("相对默认" ↔ "× installed"): columns sized
        // for the one before would cut them.
        if (m_model->rowCount() > 0)
            m_table->resizeColumnsToContents();
    });
}

void KernelsPanel::retranslateControls()
{
    QString running = tr("This window computes with the kernel family %1.")
                          .arg(AdvisorText::running(core::OpenblasRuntime::current()));
    if (!refusal().isEmpty())
        running += QLatin1Char(' ') + refusal();
    m_runningFamily->setText(running);
    m_run->setText(tr("Measure ever&y family"));
    m_run->setToolTip(tr("Run sgemm with every kernel family this CPU can execute, each in a "
                         "program of its own, with the size, runs and threads set above. About "
                         "a second per family at n = 1024."));
    m_cancel->setText(tr("Sto&p"));
    m_cancel->setToolTip(tr("Stop now; the family being measured is stopped too."));
    m_progress->setFormat(tr("%v of %m runs"));
    m_table->setToolTip(tr("Every kernel family measured: GFLOPS of the fastest and the median "
                           "run, share of the CPU's peak, speed against the installed family."));
    m_line->setToolTip(tr("Start another program this way (numpy, PyTorch, anything linked to this "
                          "OpenBLAS) to give it the recommended family; or export the variable "
                          "in your shell's start-up file."));
    m_line->setPlaceholderText(
        m_nothingToSet ? tr("Nothing to set: OpenBLAS already picks the fastest family.")
                       : QString());
    m_copy->setText(tr("C&opy"));
    m_copy->setToolTip(tr("Copy the line to the clipboard."));
    m_request->setToolTip(tr("Which kernels this program's own measurements use. Automatic: the "
                             "fastest family measured here. Takes effect at the next start "
                             "(--openblas-core on the command line)."));
    m_request->setItemText(m_request->findData(QStringLiteral("auto")),
                           tr("Automatic: the fastest family measured here"));
    const core::OpenblasRuntime &runtime = core::OpenblasRuntime::current();
    m_request->setItemText(m_request->findData(QStringLiteral("installed")),
                           runtime.installedCore
                               ? tr("As installed: %1, OpenBLAS's own pick")
                                     .arg(QString::fromStdString(*runtime.installedCore))
                               : tr("As installed: OpenBLAS's own pick"));
    m_restart->setText(tr("Restart to &apply"));
    m_restart->setToolTip(tr("Close the window and open it again with the chosen kernels; "
                             "every input is kept."));
}

void KernelsPanel::buildLayout()
{
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *lineRow = new QHBoxLayout;
    auto *lineLabel = new QLabel(this);
    lineRow->addWidget(lineLabel);
    lineRow->addWidget(m_line, 1);
    lineRow->addWidget(m_copy);
    auto *requestRow = new QHBoxLayout;
    auto *requestLabel = new QLabel(this);
    requestLabel->setBuddy(m_request);
    Retranslator::bind(this, [lineLabel, requestLabel] {
        lineLabel->setText(tr("For other programs:"));
        requestLabel->setText(tr("Kernels for this pro&gram:"));
    });
    requestRow->addWidget(requestLabel);
    requestRow->addWidget(m_request);
    requestRow->addWidget(m_restart);
    requestRow->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_runningFamily);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);
    layout->addWidget(m_recommendation);
    layout->addLayout(lineRow);
    layout->addLayout(requestRow);
    layout->addWidget(m_next);
}

void KernelsPanel::fillRequestBox(const core::AdvisorResult &result)
{
    // Only families measured and verified here can be chosen by name: one this OpenBLAS lacks,
    // or one that crashed or computed wrong results, is never offered.
    const QSignalBlocker blocker(m_request);
    m_request->clear();
    m_request->addItem(QString(), QStringLiteral("auto"));
    m_request->addItem(QString(), QStringLiteral("installed"));
    const core::CoreRequest saved = AdviceSettings::request();
    for (const core::AdvisorCandidate &c : result.candidates) {
        if (c.usable() || (saved.kind == core::CoreRequest::Kind::Named &&
                           core::KernelFamilies::sameName(c.core, saved.name)))
            m_request->addItem(QString::fromStdString(c.core), QString::fromStdString(c.core));
    }
    // A family chosen before but not measured this time stays visible as the choice.
    const QString id = QString::fromStdString(saved.id());
    if (m_request->findData(id) < 0 && saved.kind == core::CoreRequest::Kind::Named)
        m_request->addItem(id, id);
    m_request->setCurrentIndex(std::max(0, m_request->findData(id)));
    retranslateControls();
}

QString KernelsPanel::refusal()
{
    const std::string &family = core::OpenblasRuntime::current().refusedFamily;
    if (family.empty())
        return {};
    return tr("The family %1 chosen for this program is not in this OpenBLAS; the choice went "
              "back to automatic.")
        .arg(QString::fromStdString(family));
}

void KernelsPanel::setStartEnabled(bool enabled)
{
    m_run->setEnabled(enabled && !m_running);
}

void KernelsPanel::setChildCommand(const std::vector<std::string> &command)
{
    m_childCommand = command;
}

void KernelsPanel::shutdown()
{
    m_thread->stop();
}

void KernelsPanel::start(int n, int repeats, int threads)
{
    if (m_running)
        return;
    const core::AdvisorOptions options =
        AdviceSettings::advisorOptions(n, repeats, threads, m_childCommand);
    setRunning(true);
    m_worker->arm();
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, options] { worker->run(options); }, Qt::QueuedConnection);
}

void KernelsPanel::startFirstMeasurement(int n, int repeats, int threads)
{
    m_takeFigure = true;
    start(n, repeats, threads);
}

void KernelsPanel::cancel()
{
    if (m_running)
        m_worker->cancel();
}

void KernelsPanel::setRunning(bool running)
{
    m_running = running;
    // The key that was pressed stays in reach: focus moves to the button that takes over
    // instead of jumping to the top of the window when the pressed one is disabled.
    const bool moveFocus = (running ? m_run : m_cancel)->hasFocus();
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    if (moveFocus)
        (running ? m_cancel : m_run)->setFocus();
    m_request->setEnabled(!running);
    if (running)
        Retranslator::setText(m_recommendation,
                              [] { return tr("Measuring this CPU's multiply-add peak…"); });
    emit runningChanged(running);
}

void KernelsPanel::onProgress(const core::AdvisorResult &soFar, int done, int total,
                              const QString &next)
{
    m_progress->setTextVisible(true);
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    if (!next.isEmpty())
        Retranslator::setText(m_recommendation, [next] {
            return tr("Measuring %1 in a program of its own…")
                .arg(next == QLatin1String("installed") ? tr("OpenBLAS's own pick") : next);
        });
    if (!soFar.candidates.empty()) {
        m_model->setResult(soFar);
        m_chart->setResult(soFar);
    }
}

void KernelsPanel::onFinished(const core::AdvisorResult &result)
{
    setRunning(false);
    const bool takeFigure = m_takeFigure;
    m_takeFigure = false;
    if (result.cancelled) {
        // What stays is what was there: the last complete measurement and its advice.
        const core::AdvisorResult last =
            AdviceSettings::loadForThisMachine().value_or(core::AdvisorResult{});
        showResult(last);
        Retranslator::setText(m_recommendation, [last] {
            return tr("Stopped before every family was measured; the page shows the last "
                      "complete measurement, and its advice stays.") +
                   QLatin1Char(' ') + recommendation(last);
        });
        return;
    }
    showResult(result);
    const core::AdvisorCandidate *best = result.recommended();
    if (!best || !best->measurement) {
        if (takeFigure)
            emit figureNotTaken();
        return;
    }
    const bool saved = AdviceSettings::save(result);
    showChoice();
    if (takeFigure)
        takeFirstFigure(result, *best);
    else
        takeRunningFigure(result);
    // Advice that is not kept is said on the page and, after the figure's news, in the status bar.
    if (!saved) {
        Retranslator::setText(m_recommendation, [result] {
            return recommendation(result) + QLatin1Char(' ') + AdviceSettings::notSaved();
        });
        emit statusMessage(AdviceSettings::notSaved());
    }
}

void KernelsPanel::takeFirstFigure(const core::AdvisorResult &result,
                                   const core::AdvisorCandidate &best)
{
    // The first start: the winner's figure, since the program computes with it from its next
    // start.
    m_state->setMeasurement(*best.measurement);
    m_state->flush();
    emit figureTaken(
        result.recommendsAChange()
            ? tr("This CPU was measured with OpenBLAS's %1 kernels, %2× as fast as its own pick "
                 "%3; the program uses them from its next start.")
                  .arg(QString::fromStdString(best.core),
                       Labels::fixed(result.speedupVsInstalled(best), 2),
                       QString::fromStdString(result.installedCore))
            : tr("This CPU was measured with OpenBLAS's %1 kernels, its own pick and the "
                 "fastest here.")
                  .arg(QString::fromStdString(best.core)));
}

void KernelsPanel::takeRunningFigure(const core::AdvisorResult &result)
{
    // Later runs: this CPU's figure is what the family behind the window's figures reached (the
    // one loaded, or the advice's that Run measures in a child until a start loads it), so that
    // the figure and the kernels always go together.
    const std::string family =
        AdviceSettings::familyForRuns().value_or(core::OpenblasRuntime::current().core);
    const core::AdvisorCandidate *running = result.find(family);
    if (!running || !running->usable())
        return;
    m_state->setMeasurement(*running->measurement);
    m_state->flush();
    emit statusMessage(
        tr("This CPU's figure is now %1 GFLOPS, from this run of %2, the family behind "
           "this window's figures.")
            .arg(Labels::fixed(running->gflops(), 2), QString::fromStdString(running->core)));
}

void KernelsPanel::showResult(const core::AdvisorResult &result)
{
    m_model->setResult(result);
    m_chart->setResult(result);
    m_table->resizeColumnsToContents();
    Retranslator::setText(m_recommendation, [result] { return recommendation(result); });
    m_line->setText(QString::fromStdString(result.otherProgramsLine()));
    m_nothingToSet = !result.recommendedCore.empty();
    m_copy->setEnabled(!m_line->text().isEmpty());
    if (!result.cancelled)
        fillRequestBox(result);
    retranslateControls();
    showChoice();
}

QString KernelsPanel::recommendation(const core::AdvisorResult &result)
{
    if (result.candidates.empty())
        return tr("Not measured yet on this CPU with this OpenBLAS. OpenBLAS picks its kernels "
                  "when it loads and may pick older ones than the CPU can run; measuring every "
                  "family shows which is fastest.");
    return AdvisorText::recommendation(result);
}

void KernelsPanel::showChoice()
{
    const core::OpenblasRuntime &runtime = core::OpenblasRuntime::current();
    const std::optional<std::string> next =
        AdviceSettings::familyAtNextStart(requestFrom(m_request));
    const bool differs = next && !core::KernelFamilies::sameName(*next, runtime.core);
    m_restart->setEnabled(differs && !m_running);
    Retranslator::setText(m_next, [differs, next, running = runtime.core] {
        return differs ? tr("After a restart this program computes with %1 instead of %2.")
                             .arg(QString::fromStdString(*next), QString::fromStdString(running))
                       : tr("This program already computes with the family chosen here.");
    });
}

} // namespace blab::ui
