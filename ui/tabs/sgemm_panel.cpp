// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/sgemm_panel.h"

#include "charts/runs_chart.h"
#include "io/option_spec.h"
#include "measure/common/experiment_outcome.h"
#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/system_info.h"
#include "models/runs_table_model.h"
#include "state/advice_settings.h"
#include "state/run_history.h"
#include "state/what_if_state.h"
#include "text/advisor_text.h"
#include "text/labels.h"
#include "text/measure_text.h"
#include "text/verdicts.h"
#include "widgets/experiment_box.h"
#include "widgets/form_fields.h"
#include "widgets/option_spin_box.h"
#include "widgets/retranslator.h"
#include "widgets/table_fit.h"
#include "widgets/whole_spin_box.h"
#include "workers/sgemm_worker.h"
#include "workers/worker_thread.h"

#include <QDateTime>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace blab::ui {

SgemmPanel::SgemmPanel(WhatIfState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_worker(new SgemmWorker),
      m_thread(new WorkerThread(m_worker, this)), m_n(new WholeSpinBox(this)),
      m_repeats(new WholeSpinBox(this)), m_threads(new WholeSpinBox(this)),
      m_run(new QPushButton(this)), m_cancel(new QPushButton(this)),
      m_progress(new QProgressBar(this)), m_nError(new QLabel(this)),
      m_coreWarning(new QLabel(this)), m_result(new QLabel(this)), m_details(new QLabel(this)),
      m_entered(new OptionSpinBox(core::OptionSpec::cpuGflops, 2, this)),
      m_useEntered(new QPushButton(this)), m_runs(new RunsTableModel(this)),
      m_runsView(new QTableView(this)), m_clearRuns(new QPushButton(this)),
      m_chart(new RunsChart(this))
{
    nameControls();
    setUpRunControls();
    setUpFigures();
    buildLayout(buildForm());
    connectSignals();
    showLastRun();
    showFigure();
}

SgemmPanel::~SgemmPanel()
{
    shutdown();
}

int SgemmPanel::n() const
{
    return m_n->value();
}

int SgemmPanel::repeats() const
{
    return m_repeats->value();
}

int SgemmPanel::threads() const
{
    return m_threads->value();
}

void SgemmPanel::setOthersBusy(bool busy, bool advisorRunning)
{
    m_othersBusy = busy;
    m_advisorRunning = advisorRunning;
    validateN();
    showFigure();
    // The advisor that just ended may have named another family for the runs.
    Retranslator::setText(m_coreWarning, [] { return familyText(); });
}

void SgemmPanel::shutdown()
{
    m_thread->stop();
}

void SgemmPanel::resetInputs()
{
    // n follows the state; the runs, the threads and the typed figure are this panel's own.
    m_repeats->setValue(kDefaultRepeats);
    m_threads->setValue(m_threads->maximum());
    m_entered->setValue(WhatIfState::kLessonCpuGflops);
}

void SgemmPanel::buildLayout(QFormLayout *form)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addWidget(m_details);
    layout->addWidget(buildRunsBox());
    layout->addWidget(m_coreWarning);
    layout->addWidget(buildEnterBox());
}

QGroupBox *SgemmPanel::buildEnterBox()
{
    auto *enterBox = new QGroupBox(this);
    auto *enterRow = new QHBoxLayout;
    enterRow->addWidget(m_entered);
    enterRow->addWidget(m_useEntered);
    // The box starts at a figure that is not this machine's; it says whose it is.
    auto *enterNote = new QLabel(enterBox);
    Retranslator::bind(enterBox, [enterBox, enterNote] {
        enterBox->setTitle(tr("Or enter a figure"));
        enterNote->setText(tr("It starts at 237.05 GFLOPS, what the lesson's machine "
                              "measured: a figure to compare with, not this CPU's."));
    });
    enterNote->setObjectName(QStringLiteral("measureEnteredNote"));
    enterNote->setWordWrap(true);
    auto *enterLayout = new QVBoxLayout(enterBox);
    enterLayout->addLayout(enterRow);
    enterLayout->addWidget(enterNote);
    return enterBox;
}

void SgemmPanel::connectSignals()
{
    connect(m_worker, &SgemmWorker::progress, this, &SgemmPanel::onProgress);
    connect(m_worker, &SgemmWorker::finished, this, &SgemmPanel::onFinished);
    connect(m_worker, &SgemmWorker::failed, this, &SgemmPanel::onFailed);

    connect(m_run, &QPushButton::clicked, this, &SgemmPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &SgemmPanel::cancel);
    connect(m_n, &QSpinBox::valueChanged, this, [this](int n) {
        validateN();
        m_state->modify([n](core::WhatIfInputs &in) { in.n = n; });
    });
    connect(m_useEntered, &QPushButton::clicked, this, [this] {
        m_state->setEnteredCpuGflops(m_entered->value());
        emit figureChanged(tr("This CPU's figure is now %1 GFLOPS, entered by hand.")
                               .arg(Labels::fixed(m_entered->value(), 2)));
    });
    // Every measurement that becomes the figure in use, this panel's or the advisor's, is drawn
    // here and listed among the earlier runs.
    connect(m_state, &WhatIfState::measurementChanged, this, [this] {
        showLastRun();
        if (const auto &m = m_state->measurement())
            rememberRun(*m);
    });
    connect(m_state, &WhatIfState::changed, this, [this] {
        // n is also the state's (tab 3's matrix, the settings); a reset or the command line
        // changes it there, and the box follows.
        if (m_n->value() != m_state->inputs().n) {
            const QSignalBlocker block(m_n);
            m_n->setValue(m_state->inputs().n);
            validateN();
        }
        showFigure();
    });
}

void SgemmPanel::validateN()
{
    core::SgemmOptions options;
    options.n = m_n->value();
    options.repeats = m_repeats->value();
    options.threads = m_threads->value();
    const QString problem =
        MeasureText::sgemmSizeTooLarge(options, core::SystemInfo::availableMemoryBytes());
    m_nError->setText(problem);
    m_nError->setVisible(!problem.isEmpty());
    m_run->setEnabled(!m_running && !m_othersBusy && problem.isEmpty());
}

void SgemmPanel::start()
{
    if (m_running || m_othersBusy)
        return;
    validateN();
    if (!m_run->isEnabled()) {
        m_experimentBefore = 0.0;
        return;
    }
    m_liveRuns.clear();
    m_lastProgressDraw.invalidate();
    m_chart->setRuns({}, 0.0, m_repeats->value());
    m_progress->setRange(0, m_repeats->value());
    m_progress->setValue(0);
    setRunning(true);
    m_worker->arm();
    const int n = m_n->value(), repeats = m_repeats->value(), threads = m_threads->value();
    // The family the advice names runs in a child until a start loads it here.
    if (const std::optional<std::string> family = AdviceSettings::familyForRuns()) {
        const core::AdvisorOptions options =
            AdviceSettings::advisorOptions(n, repeats, threads, m_childCommand);
        QMetaObject::invokeMethod(
            m_worker, [worker = m_worker, options, f = *family] { worker->runFamily(options, f); },
            Qt::QueuedConnection);
        return;
    }
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, n, repeats, threads] { worker->run(n, repeats, threads); },
        Qt::QueuedConnection);
}

void SgemmPanel::setChildCommand(const std::vector<std::string> &command)
{
    m_childCommand = command;
}

// The family behind this tab's figures: the advice's, run in a child, where the window has not
// loaded it yet.
QString SgemmPanel::familyText()
{
    if (const std::optional<std::string> family = AdviceSettings::familyForRuns())
        return tr("OpenBLAS kernel family: %1, the advice's; Run measures it in a program of its "
                  "own until the next start loads it here (this window loaded %2).")
            .arg(QString::fromStdString(*family),
                 QString::fromStdString(core::OpenblasRuntime::current().core));
    return tr("OpenBLAS kernel family: %1.")
        .arg(AdvisorText::running(core::OpenblasRuntime::current()));
}

void SgemmPanel::showLastRun()
{
    // A window opened while the state holds this session's measurement (a restart for a new
    // kernel family keeps it) shows its runs as the window that made them did.
    const std::optional<core::SgemmResult> &m = m_state->measurement();
    if (!m || m->runSeconds.empty())
        return;
    m_chart->setRuns(m->runSeconds, m->flops, m->repeats);
    m_progress->setRange(0, m->repeats);
    m_progress->setValue(static_cast<int>(m->runSeconds.size()));
}

void SgemmPanel::nameControls()
{
    // Tests find the controls by these names.
    m_coreWarning->setObjectName(QStringLiteral("measureCoreWarning"));
    m_n->setObjectName(QStringLiteral("measureN"));
    m_repeats->setObjectName(QStringLiteral("measureRepeats"));
    m_threads->setObjectName(QStringLiteral("measureThreads"));
    m_run->setObjectName(QStringLiteral("measureRun"));
    m_cancel->setObjectName(QStringLiteral("measureCancel"));
    m_progress->setObjectName(QStringLiteral("measureProgress"));
    m_result->setObjectName(QStringLiteral("measureResult"));
    m_details->setObjectName(QStringLiteral("measureDetails"));
    m_runsView->setObjectName(QStringLiteral("measureRunsTable"));
    m_clearRuns->setObjectName(QStringLiteral("measureClearRuns"));
}

void SgemmPanel::setUpRunControls()
{
    m_n->setRange(static_cast<int>(core::OptionSpec::n.minValue()),
                  static_cast<int>(core::OptionSpec::n.maxValue()));
    m_n->setProperty("option", QString::fromStdString(core::OptionSpec::n.name()));
    m_n->setValue(m_state->inputs().n);
    m_repeats->setRange(static_cast<int>(core::OptionSpec::repeats.minValue()),
                        static_cast<int>(core::OptionSpec::repeats.maxValue()));
    m_repeats->setProperty("option", QString::fromStdString(core::OptionSpec::repeats.name()));
    m_repeats->setValue(kDefaultRepeats);
    const int maxThreads = core::SystemInfo::openblasMaxThreads();
    m_threads->setRange(1, maxThreads);
    m_threads->setProperty("option", QStringLiteral("threads"));
    m_threads->setValue(maxThreads);
    Retranslator::bind(this, [this, maxThreads] {
        m_n->setToolTip(tr("Matrix size n: each matrix is n × n float32. 512 is the lesson's size; "
                           "try 1024 to see a larger problem feed the library better."));
        m_repeats->setToolTip(tr("How many timed runs; the fastest is reported. 20 is typical."));
        m_threads->setToolTip(
            tr("OpenBLAS threads, from 1 to the %n logical CPU(s) it found.", nullptr, maxThreads));
        m_run->setText(tr("&Run"));
        m_run->setToolTip(tr("Start the measurement (it runs in the background)."));
        m_cancel->setText(tr("&Cancel"));
        m_cancel->setToolTip(tr("Stop after the run in progress."));
        m_progress->setFormat(tr("%v of %m runs"));
    });
    m_cancel->setEnabled(false);
    m_nError->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_nError->setWordWrap(true);
    m_nError->hide();
    m_progress->setRange(0, kDefaultRepeats);
    m_progress->setValue(0);
}

void SgemmPanel::setUpFigures()
{
    m_coreWarning->setWordWrap(true);

    QFont big = m_result->font();
    big.setPointSizeF(big.pointSizeF() * 2.4);
    big.setBold(true);
    m_result->setFont(big);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_entered->setSuffix(QStringLiteral(" GFLOPS"));
    m_entered->setValue(WhatIfState::kLessonCpuGflops);
    Retranslator::bind(this, [this] {
        m_coreWarning->setText(familyText());
        m_entered->setToolTip(tr("A CPU figure to use instead of measuring, for example another "
                                 "machine's. The lesson's machine reached 237.05 GFLOPS."));
        m_useEntered->setText(tr("&Use this figure"));
        m_useEntered->setToolTip(tr("Use the typed figure as this CPU's compute everywhere."));
    });
}

QFormLayout *SgemmPanel::buildForm()
{
    auto *form = new QFormLayout;
    FormFields::addRow(
        form, [] { return tr("Matrix size &n:"); }, m_n);
    form->addRow(QString(), m_nError);
    FormFields::addRow(
        form, [] { return tr("&Timed runs:"); }, m_repeats);
    FormFields::addRow(
        form, [] { return tr("Thr&eads:"); }, m_threads);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    form->addRow(buttons);
    form->addRow(m_progress);
    m_experiment = new ExperimentBox(
        [] { return tr("E&xperiment: n = 1024"); },
        [] {
            return tr("Runs n = 1024 (8× the work of 512). Watch the GFLOPS: a larger problem "
                      "usually keeps the library's kernels busier, so the figure rises even though "
                      "each run takes longer.");
        },
        [this] {
            // The figure to compare with: the one in use, if this tab measured it at a smaller
            // n; any other has no prediction to test.
            const auto &m = m_state->measurement();
            m_experimentBefore =
                m_state->cpuSource() == WhatIfState::CpuSource::Measured && m && m->n < 1024
                    ? m_state->cpuGflops()
                    : 0.0;
            m_n->setValue(1024);
            start();
        },
        this);
    form->addRow(m_experiment);
    return form;
}

QGroupBox *SgemmPanel::buildRunsBox()
{
    auto *box = new QGroupBox(this);
    Retranslator::bind(box, [box, this] {
        box->setTitle(tr("Earlier runs"));
        box->setToolTip(tr("The last %n sgemm measurement(s), newest first, so that two can be "
                           "compared; kept across restarts.",
                           nullptr, static_cast<int>(core::SgemmRunRecord::kMaxKept)));
        m_clearRuns->setText(tr("C&lear"));
        m_clearRuns->setToolTip(tr("Forget the earlier runs."));
    });
    m_runs->setRecords(RunHistory::load());
    m_runsView->setModel(m_runs);
    m_runsView->verticalHeader()->hide();
    m_runsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runsView->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_clearRuns->setEnabled(m_runs->rowCount() > 0);
    connect(m_clearRuns, &QPushButton::clicked, this, [this] {
        m_runs->clear();
        RunHistory::save(m_runs->records());
    });
    // The table is as tall as its rows, and the Clear button has something to clear only when
    // there are rows.
    connect(m_runs, &QAbstractItemModel::modelReset, this, [this] {
        TableFit::fitHeight(m_runsView);
        m_clearRuns->setEnabled(m_runs->rowCount() > 0);
    });
    TableFit::fitHeight(m_runsView);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_runsView);
    layout->addWidget(m_clearRuns, 0, Qt::AlignLeft);
    return box;
}

void SgemmPanel::rememberRun(const core::SgemmResult &result)
{
    m_runs->add(core::SgemmRunRecord::of(result, QDateTime::currentSecsSinceEpoch()));
    RunHistory::save(m_runs->records());
}

void SgemmPanel::onProgress(int done, int total, double lastRunSeconds)
{
    if (done > 0)
        m_liveRuns.push_back(lastRunSeconds);
    if (m_lastProgressDraw.isValid() && m_lastProgressDraw.elapsed() < kProgressIntervalMs &&
        done < total)
        return;
    m_lastProgressDraw.start();
    m_progress->setMaximum(total);
    m_progress->setValue(done);
    if (done > 0) {
        m_chart->setRuns(m_liveRuns, m_state->snapshot()->sgemmFlops, total);
        Retranslator::setText(m_details, [done, total, lastRunSeconds] {
            return tr("Run %1 of %2: %3")
                .arg(done)
                .arg(total)
                .arg(Labels::milliseconds(lastRunSeconds, 3));
        });
    }
}

void SgemmPanel::onFinished(const core::SgemmResult &result)
{
    setRunning(false);
    validateN();
    m_progress->setValue(static_cast<int>(result.runSeconds.size()));
    if (result.runSeconds.empty()) {
        showFigure();
        Retranslator::setText(m_details, [] {
            return tr("Cancelled before any timed run; the previous figure stays.");
        });
        return;
    }
    m_chart->setRuns(result.runSeconds, result.flops, result.repeats);
    if (result.cancelled) {
        // A partial run still shows its points, but its figure is not used: it would be the best
        // of fewer runs than asked for.
        Retranslator::setText(m_details, [runs = static_cast<int>(result.runSeconds.size())] {
            return tr("Cancelled after %n run(s); the previous figure stays.", nullptr, runs);
        });
        return;
    }
    m_state->setMeasurement(result);
    m_state->flush();
    judgeExperiment(result);
    emit figureChanged(tr("This CPU's figure is now %1 GFLOPS, the fastest of %n sgemm run(s) "
                          "at n = %2 on tab 1.",
                          nullptr, static_cast<int>(result.runSeconds.size()))
                           .arg(Labels::fixed(result.gflops(), 2))
                           .arg(result.n));
}

void SgemmPanel::judgeExperiment(const core::SgemmResult &result)
{
    const double before = m_experimentBefore;
    const double gflops = result.gflops();
    m_experimentBefore = 0.0;
    if (!core::ExperimentOutcome::wrongWay(before, gflops, true))
        return;
    // The lesson predicts a rise; a clear fall means the run was disturbed, and the note says so
    // instead of leaving the prediction beside a figure that contradicts it, with what was
    // measured beside it.
    m_experiment->setNote([before, gflops, result] {
        const QString doubt =
            Verdicts::unreliable(result.unreliable(), result.othersShare, result.spread());
        return tr("This time the figure fell, from %1 to %2 GFLOPS (%3), where the lesson "
                  "predicts a rise. Run the experiment again when the machine is quiet.")
                   .arg(Labels::fixed(before, 2), Labels::fixed(gflops, 2),
                        Labels::percent(core::ExperimentOutcome::change(before, gflops), 0)) +
               (doubt.isEmpty() ? QString() : QLatin1Char(' ') + doubt);
    });
}

void SgemmPanel::onFailed(const QString &message)
{
    setRunning(false);
    validateN();
    m_experimentBefore = 0.0;
    Retranslator::setText(
        m_details, [message] { return tr("The measurement could not run: %1").arg(message); });
}

void SgemmPanel::showFigure()
{
    if (m_running)
        return;
    Retranslator::setText(m_result, [gflops = m_state->cpuGflops()] {
        return tr("%1 GFLOPS").arg(Labels::fixed(gflops, 2));
    });
    Retranslator::setText(m_details, [this] { return figureDetails(); });
}

void SgemmPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The labels follow by themselves (Retranslator); the size check is made again in the new
    // language.
    if (event->type() == QEvent::LanguageChange)
        validateN();
}

QString SgemmPanel::figureDetails() const
{
    const auto &m = m_state->measurement();
    switch (m_state->cpuSource()) {
    case WhatIfState::CpuSource::Lesson:
        return m_advisorRunning
                   ? tr("Not measured yet: the lesson's 237.05 GFLOPS stands in while every "
                        "OpenBLAS kernel family is measured; the fastest gives this CPU's figure.")
                   : tr("Not measured yet: the lesson's 237.05 GFLOPS stands in. Press Run to "
                        "measure this machine.");
    case WhatIfState::CpuSource::Entered:
        return tr("Entered by hand; nothing was measured.");
    case WhatIfState::CpuSource::Measured:
        break;
    }
    if (!m)
        return tr("Measured on %1 (from the last session).")
            .arg(Labels::dateTime(m_state->measuredAt()));
    return tr("Fastest of %1 runs: %2; median %3 (%4 GFLOPS). %5 thread(s), OpenBLAS core "
              "%6. Product %7.")
               .arg(m->runSeconds.size())
               .arg(Labels::milliseconds(m->bestSeconds, 3),
                    Labels::milliseconds(m->medianSeconds, 3), Labels::fixed(m->medianGflops(), 2))
               .arg(m->threadsUsed)
               .arg(QString::fromStdString(m->coreName),
                    m->verified() ? tr("verified against double precision (%n entries)", nullptr,
                                       m->verification.samples)
                                  : tr("WRONG: verification failed")) +
           unreliableNote(*m);
}

QString SgemmPanel::unreliableNote(const core::SgemmResult &m)
{
    const QString doubt = Verdicts::unreliable(m.unreliable(), m.othersShare, m.spread());
    return doubt.isEmpty() ? QString() : QLatin1Char(' ') + doubt;
}

void SgemmPanel::cancel()
{
    // A stopped experiment has no outcome to judge.
    m_experimentBefore = 0.0;
    if (m_running) {
        m_worker->cancel();
        Retranslator::setText(m_details,
                              [] { return tr("Cancelling after the run in progress…"); });
    }
}

void SgemmPanel::setRunning(bool running)
{
    m_running = running;
    validateN();
    m_cancel->setEnabled(running);
    m_n->setEnabled(!running);
    m_repeats->setEnabled(!running);
    m_threads->setEnabled(!running);
    if (running)
        Retranslator::setText(m_details, [] { return tr("Warming up…"); });
    emit runningChanged(running);
}

} // namespace blab::ui
