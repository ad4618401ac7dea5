// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/measure_tab.h"

#include "charts/bandwidth_chart.h"
#include "charts/runs_chart.h"
#include "charts/sweep_chart.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/openblas_choice.h"
#include "state/advice_settings.h"
#include "state/what_if_state.h"
#include "tabs/gpu_panel.h"
#include "tabs/intro_panel.h"
#include "tabs/kernels_panel.h"
#include "tabs/profile_panel.h"
#include "tabs/sgemm_panel.h"
#include "widgets/column_scroll_area.h"
#include "widgets/reflow_row.h"
#include "widgets/retranslator.h"

#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QVBoxLayout>

namespace blab::ui {

MeasureTab::MeasureTab(WhatIfState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_sgemm(new SgemmPanel(state, this)),
      m_sweep(new SweepChart(this)), m_bandwidth(new BandwidthChart(this)),
      m_profile(new ProfilePanel(state, this)), m_kernels(new KernelsPanel(state, this)),
      m_gpu(new GpuPanel(state, this))
{
    auto *intro = new IntroPanel(
        QStringLiteral("measure"),
        [] {
            return tr("Two n × n float32 matrices are multiplied with OpenBLAS's cblas_sgemm: 2 n³ "
                      "floating-point operations per call. After an untimed warm-up, every run is "
                      "timed and the fastest counts, because interruptions only ever slow a run "
                      "down. The figure becomes this CPU's compute in every other tab.");
        },
        this);
    buildLayout(intro);
    connect(m_sgemm, &SgemmPanel::runningChanged, this, [this](bool running) {
        shareTheCores();
        emit runningChanged(running);
    });
    connect(m_sgemm, &SgemmPanel::figureChanged, this, &MeasureTab::figureChanged);
    connect(m_state, &WhatIfState::profileChanged, this, [this] {
        m_sweep->setData(*m_state->snapshot());
        m_bandwidth->setData(*m_state->snapshot());
    });
    m_sweep->setData(*m_state->snapshot());
    m_bandwidth->setData(*m_state->snapshot());
    shareTheCores();
}

MeasureTab::~MeasureTab()
{
    shutdown();
}

RunsChart *MeasureTab::chart() const
{
    return m_sgemm->runsChart();
}

bool MeasureTab::isRunning() const
{
    return m_sgemm->isRunning();
}

void MeasureTab::buildLayout(QWidget *intro)
{
    auto *left = new QVBoxLayout;
    left->addWidget(m_sgemm);
    left->addWidget(m_profile);
    left->addWidget(m_gpu);
    left->addStretch();
    // The profile's summary grew with the memory hierarchy's figures, and at 1024 x 700 the
    // column no longer fits; it scrolls rather than squeezing its labels into each other.
    auto *leftPanel = new QWidget(this);
    left->setContentsMargins(0, 0, 0, 0);
    leftPanel->setLayout(left);
    auto *scroll = new ColumnScrollArea(leftPanel, this);
    scroll->setObjectName(QStringLiteral("measureLeftColumn"));

    auto *charts = new QTabWidget(this);
    buildChartTabs(charts);

    auto *row = new ReflowRow;
    row->addWidget(scroll, 2);
    row->addWidget(charts, 5);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row, 1);
}

void MeasureTab::shareTheCores()
{
    // One measurement at a time: two would share the cores and every figure would be low.
    m_sgemm->setOthersBusy(m_profile->isRunning() || m_kernels->isRunning() || m_gpu->isRunning(),
                           m_kernels->isRunning());
    m_profile->runButton()->setEnabled(!isBusy());
    m_kernels->setStartEnabled(!isBusy());
    m_gpu->runButton()->setEnabled(!isBusy());
}

void MeasureTab::resetInputs()
{
    m_sgemm->resetInputs();
    m_profile->resetInputs();
}

void MeasureTab::buildChartTabs(QTabWidget *charts)
{
    // The runs of one measurement, the sweep over sizes, the memory hierarchy and the kernel
    // families share the right side.
    charts->setObjectName(QStringLiteral("measureCharts"));
    m_bandwidth->setObjectName(QStringLiteral("measureBandwidthChart"));
    for (QWidget *page : std::initializer_list<QWidget *>{chart(), m_sweep, m_bandwidth, m_kernels})
        charts->addTab(page, QString());
    Retranslator::bind(charts, [charts, this] {
        charts->setTabText(charts->indexOf(chart()), tr("Timed runs"));
        charts->setTabText(charts->indexOf(m_sweep), tr("Size sweep"));
        charts->setTabText(charts->indexOf(m_bandwidth), tr("Memory hierarchy"));
        charts->setTabText(charts->indexOf(m_kernels), tr("OpenBLAS &kernels"));
        charts->setTabToolTip(charts->indexOf(m_bandwidth),
                              tr("Read bandwidth of working sets from a few KiB to past the last "
                                 "cache, from the machine profile. Each dashed line is where a "
                                 "cache level runs out for all threads together; the bars give "
                                 "each level's figure, the fastest point well inside it."));
        charts->setTabToolTip(charts->indexOf(m_kernels),
                              tr("Which of OpenBLAS's kernel families is fastest on this CPU, and "
                                 "how to use it here and in other programs."));
    });
    // One measurement at a time: two would share the cores and every figure would be low.
    connect(m_profile, &ProfilePanel::runningChanged, this, [this, charts](bool running) {
        if (!running)
            charts->setCurrentWidget(m_sweep);
        shareTheCores();
    });
    connect(m_gpu, &GpuPanel::runningChanged, this, [this] { shareTheCores(); });
    connect(m_kernels, &KernelsPanel::runningChanged, this, [this, charts](bool running) {
        if (running)
            charts->setCurrentWidget(m_kernels);
        shareTheCores();
        emit runningChanged(m_sgemm->isRunning());
    });
    // The page last shown comes back, after a restart for a new kernel family too.
    charts->setCurrentIndex(QSettings().value(QStringLiteral("view/measure_chart"), 0).toInt());
    connect(charts, &QTabWidget::currentChanged, this,
            [](int index) { QSettings().setValue(QStringLiteral("view/measure_chart"), index); });
    connect(m_kernels, &KernelsPanel::startRequested, this, &MeasureTab::startKernels);
    // A first measurement that found no usable family still gives this CPU a figure.
    connect(m_kernels, &KernelsPanel::figureNotTaken, this, &MeasureTab::start);
}

bool MeasureTab::isBusy() const
{
    return m_sgemm->isRunning() || m_profile->isRunning() || m_kernels->isRunning() ||
           m_gpu->isRunning();
}

void MeasureTab::shutdown()
{
    m_gpu->shutdown();
    m_kernels->shutdown();
    m_profile->shutdown();
    m_sgemm->shutdown();
}

void MeasureTab::start()
{
    if (!isBusy())
        m_sgemm->start();
}

void MeasureTab::cancel()
{
    m_sgemm->cancel();
}

void MeasureTab::startKernels()
{
    if (isBusy())
        return;
    m_kernels->start(m_sgemm->n(), m_sgemm->repeats(), m_sgemm->threads());
}

void MeasureTab::startFirstMeasurement()
{
    if (isBusy())
        return;
    // The advisor is worth its few seconds only where there is a choice to make and nothing
    // chose already: more than one family, no advice for this CPU and library, auto.
    const bool choice = core::KernelFamilies::candidates(core::CpuFeatures::detect()).size() > 1;
    const bool advised = AdviceSettings::loadForThisMachine().has_value();
    const bool automatic = AdviceSettings::request().kind == core::CoreRequest::Kind::Auto &&
                           core::OpenblasRuntime::current().origin != core::CoreOrigin::Environment;
    if (choice && !advised && automatic)
        m_kernels->startFirstMeasurement(m_sgemm->n(), m_sgemm->repeats(), m_sgemm->threads());
    else
        start();
}

} // namespace blab::ui
