// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/profile_panel.h"

#include "state/what_if_state.h"
#include "text/labels.h"
#include "text/verdicts.h"
#include "widgets/form_fields.h"
#include "widgets/retranslator.h"
#include "workers/profile_worker.h"
#include "workers/worker_thread.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace blab::ui {

ProfilePanel::ProfilePanel(WhatIfState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_worker(new ProfileWorker),
      m_thread(new WorkerThread(m_worker, this)), m_quick(new QCheckBox(this)),
      m_sweepMin(new QComboBox(this)), m_sweepMax(new QComboBox(this)),
      m_sweepStep(new QComboBox(this)), m_run(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_progress(new QProgressBar(this)), m_step(new QLabel(this)),
      m_summary(new QLabel(this))
{
    nameControls();
    auto *box = new QGroupBox(this);
    auto *intro = new QLabel(box);
    Retranslator::bind(box, [box, intro] {
        box->setTitle(tr("This machine's whole roofline"));
        intro->setText(tr("Measures the compute peak with a multiply-add kernel, the memory "
                          "bandwidth with STREAM and the read bandwidth of every cache level, "
                          "sgemm and dgemm, sgemm over a range of sizes and real kernels, so the "
                          "roofline in part three has a measured roof and measured points. Other "
                          "programs running at the same time lower every figure."));
    });
    intro->setWordWrap(true);
    setUpControls();
    buildLayout(box, intro);
    connectSignals();
    showSummary();
}

void ProfilePanel::nameControls()
{
    // Tests find the controls by these names.
    m_quick->setObjectName(QStringLiteral("profileQuick"));
    m_sweepMax->setObjectName(QStringLiteral("profileSweepMax"));
    m_run->setObjectName(QStringLiteral("profileRun"));
    m_cancel->setObjectName(QStringLiteral("profileCancel"));
    m_progress->setObjectName(QStringLiteral("profileProgress"));
    m_step->setObjectName(QStringLiteral("profileStep"));
    m_summary->setObjectName(QStringLiteral("profileSummary"));
}

void ProfilePanel::setUpControls()
{
    for (int n = 16; n <= 8192; n *= 2) {
        m_sweepMin->addItem(QString::number(n), n);
        m_sweepMax->addItem(QString::number(n), n);
    }
    for (int step : {0, 64, 128, 256, 512})
        m_sweepStep->addItem(QString(), step);
    resetInputs();
    Retranslator::bind(this, [this] { retranslateControls(); });
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_step->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void ProfilePanel::resetInputs()
{
    m_sweepMin->setCurrentIndex(m_sweepMin->findData(64));
    m_sweepMax->setCurrentIndex(m_sweepMax->findData(2048));
    m_sweepStep->setCurrentIndex(0);
    m_quick->setChecked(false);
}

void ProfilePanel::retranslateControls()
{
    m_sweepStep->setItemText(0, tr("doubling"));
    for (int i = 1; i < m_sweepStep->count(); ++i)
        m_sweepStep->setItemText(i, tr("+%1").arg(m_sweepStep->itemData(i).toInt()));
    m_sweepStep->setToolTip(tr("How n grows from one size to the next: doubling, or a fixed "
                               "step for a finer look at one range (at most 64 sizes)."));
    m_sweepMin->setToolTip(tr("Smallest matrix size of the sgemm sweep; n doubles each step."));
    m_sweepMax->setToolTip(tr("Largest matrix size of the sgemm sweep. 4096 takes a few seconds "
                              "per run on a desktop CPU."));
    m_quick->setText(tr("&Quick (about 10 s)"));
    m_quick->setToolTip(tr("Smaller arrays, fewer passes and a sweep up to 1024."));
    m_run->setText(m_state->profile() ? tr("&Measure roofline again") : tr("&Measure roofline"));
    m_run->setToolTip(tr("Measure peak, bandwidth, the sweep and the kernels in the background."));
    m_cancel->setText(tr("Stop"));
    m_cancel->setToolTip(tr("Stop at the next step."));
}

void ProfilePanel::buildLayout(QWidget *box, QWidget *intro)
{
    auto *sweepRow = new QHBoxLayout;
    sweepRow->addWidget(m_sweepMin);
    sweepRow->addWidget(new QLabel(QStringLiteral("–"), box));
    sweepRow->addWidget(m_sweepMax);
    sweepRow->addWidget(m_sweepStep);
    sweepRow->addWidget(m_quick);
    sweepRow->addStretch();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    auto *form = new QFormLayout;
    FormFields::addRow(
        form, [] { return tr("sgemm &sweep, n:"); }, sweepRow, m_sweepMin);
    auto *boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(intro);
    boxLayout->addLayout(form);
    boxLayout->addLayout(buttons);
    boxLayout->addWidget(m_progress);
    boxLayout->addWidget(m_step);
    boxLayout->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box);
}

void ProfilePanel::connectSignals()
{
    connect(m_worker, &ProfileWorker::step, this, &ProfilePanel::onStep);
    connect(m_worker, &ProfileWorker::finished, this, &ProfilePanel::onFinished);
    connect(m_worker, &ProfileWorker::failed, this, [this](const QString &message) {
        setRunning(false);
        Retranslator::setText(
            m_step, [message] { return tr("The measurement could not run: %1").arg(message); });
    });
    connect(m_run, &QPushButton::clicked, this, &ProfilePanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &ProfilePanel::cancel);
}

ProfilePanel::~ProfilePanel()
{
    shutdown();
}

void ProfilePanel::shutdown()
{
    m_thread->stop();
}

QString ProfilePanel::describe(const QString &id)
{
    if (id == QLatin1String("peak_1"))
        return tr("Compute peak, one thread");
    if (id == QLatin1String("peak_all"))
        return tr("Compute peak, all threads");
    if (id == QLatin1String("peak_fp64"))
        return tr("Compute peak in FP64, all threads");
    if (id == QLatin1String("bandwidth"))
        return tr("Read bandwidth of the caches and memory");
    if (id == QLatin1String("stream_1"))
        return tr("Memory bandwidth (STREAM), one thread");
    if (id == QLatin1String("stream_all"))
        return tr("Memory bandwidth (STREAM), all threads");
    if (id == QLatin1String("sgemm_512"))
        return tr("sgemm, n = 512");
    if (id == QLatin1String("dgemm_512"))
        return tr("dgemm, n = 512");
    if (id.startsWith(QLatin1String("sweep_")))
        return tr("sgemm sweep, n = %1").arg(id.mid(6));
    if (id == QLatin1String("kernels"))
        return tr("Kernels for the roofline");
    if (id == QLatin1String("cancelled"))
        return tr("Stopped; the previous profile stays.");
    return tr("Done.");
}

void ProfilePanel::start()
{
    if (m_running)
        return;
    setRunning(true);
    m_worker->arm();
    const int minN = m_sweepMin->currentData().toInt();
    const int maxN = std::max(minN, m_sweepMax->currentData().toInt());
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, quick = m_quick->isChecked(), minN, maxN,
         step = m_sweepStep->currentData().toInt()] { worker->run(quick, minN, maxN, step); },
        Qt::QueuedConnection);
}

void ProfilePanel::cancel()
{
    if (m_running) {
        m_worker->cancel();
        Retranslator::setText(m_step, [] { return tr("Stopping at the next step…"); });
    }
}

void ProfilePanel::setRunning(bool running)
{
    m_running = running;
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_quick->setEnabled(!running);
    m_sweepMin->setEnabled(!running);
    m_sweepMax->setEnabled(!running);
    m_sweepStep->setEnabled(!running);
    emit runningChanged(running);
}

void ProfilePanel::onStep(int step, int steps, const QString &id)
{
    m_progress->setRange(0, steps);
    m_progress->setValue(step);
    Retranslator::setText(m_step, [step, steps, id] {
        return tr("Step %1 of %2: %3").arg(std::min(step + 1, steps)).arg(steps).arg(describe(id));
    });
    emit stepStarted(id);
}

void ProfilePanel::onFinished(const core::MachineProfile &profile)
{
    setRunning(false);
    if (profile.cancelled) {
        Retranslator::setText(m_step, [] { return describe(QStringLiteral("cancelled")); });
        return;
    }
    Retranslator::setText(m_step, [] { return describe(QStringLiteral("done")); });
    m_state->setProfile(profile);
    m_state->flush();
    showSummary();
}

void ProfilePanel::showSummary()
{
    retranslateControls();
    Retranslator::setText(m_summary, [this] { return summary(); });
}

QString ProfilePanel::summary() const
{
    const auto &p = m_state->profile();
    if (!p)
        return tr("Not measured yet.");
    QString text =
        tr("Measured %1. Peak %2 GFLOPS on one thread, %3 on %4 (%5). STREAM triad %6 GB/s "
           "(one thread %7). Balance point %8 FLOP/B. sgemm at n = 512 reaches %9 of the peak.")
            .arg(Labels::dateTime(m_state->profiledAt()), Labels::fixed(p->peakGflops1, 1),
                 Labels::fixed(p->peakGflops, 1), QString::number(p->threads),
                 QString::fromStdString(p->isa), Labels::fixed(p->stream.triadGBs, 1),
                 Labels::fixed(p->stream1.triadGBs, 1),
                 Labels::significant(p->balanceFlopsPerByte()),
                 Labels::percent(p->sgemmPercentOfPeak() / 100.0, 0));
    text += QLatin1Char(' ') + doubleSummary(*p) + hierarchySummary(*p);
    // Figures in an order physics rules out mean the machine was busy; say so beside them.
    for (const std::string &warning : p->findWarnings())
        text += QLatin1Char(' ') + Verdicts::measureWarning(warning);
    const QString doubt = Verdicts::unreliable(p->unreliable(), p->othersShare,
                                               std::max(p->peakSpread, p->sgemmSpread));
    if (!doubt.isEmpty())
        text += QLatin1Char(' ') + doubt;
    return text;
}

QString ProfilePanel::doubleSummary(const core::MachineProfile &p)
{
    // Profiles from before FP64 was measured hold zeros, which are not figures to show.
    QString text;
    if (p.peakGflopsFp64 > 0)
        text +=
            tr("FP64 peak %1 GFLOPS.").arg(Labels::fixed(p.peakGflopsFp64, 1)) + QLatin1Char(' ');
    if (p.dgemmGflops > 0)
        text += tr("dgemm at n = 512: %1 GFLOPS.").arg(Labels::fixed(p.dgemmGflops, 1)) +
                QLatin1Char(' ');
    return text;
}

QString ProfilePanel::hierarchySummary(const core::MachineProfile &p)
{
    if (p.bandwidthSweep.empty())
        return tr("This profile has no memory hierarchy; measure again to add it.");
    QStringList levels;
    for (const core::MemoryLevel &level : p.levels) {
        const QString name = Labels::memoryLevel(level.name);
        const QString figures =
            tr("%1 / %2 GB/s").arg(Labels::significant(level.gbs), Labels::significant(level.gbs1));
        if (level.sizeBytes == 0) {
            levels << tr("%1 %2").arg(name, figures);
            continue;
        }
        // A size the system did not report was read off the sweep's steepest drop, which is an
        // estimate; the reader should know which sizes are which.
        const QString size = level.sizeInferred
                                 ? tr("about %1").arg(Labels::binaryBytes(double(level.sizeBytes)))
                                 : Labels::binaryBytes(double(level.sizeBytes));
        levels << tr("%1 (%2) %3").arg(name, size, figures);
    }
    QString text;
    if (!levels.isEmpty())
        text = tr("Read bandwidth with all threads / one thread: %1.")
                   .arg(QLocale().createSeparatedList(levels)) +
               QLatin1Char(' ');
    text += p.bandwidthVerified ? tr("Every sum of the bandwidth sweep checked out.")
                                : tr("WRONG: a sum of the bandwidth sweep came out wrong, so its "
                                     "figures cannot be trusted.");
    return text;
}

} // namespace blab::ui
