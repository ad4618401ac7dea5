// SPDX-License-Identifier: GPL-3.0-or-later

#include "main_window.h"

#include "charts/bandwidth_chart.h"
#include "charts/batch_copy_chart.h"
#include "charts/chart_exporter.h"
#include "charts/chart_set.h"
#include "charts/device_chart.h"
#include "charts/kernels_chart.h"
#include "charts/memory_chart.h"
#include "charts/plan_front_chart.h"
#include "charts/roofline_chart.h"
#include "charts/runs_chart.h"
#include "charts/scaling_chart.h"
#include "charts/serving_memory_chart.h"
#include "charts/serving_rate_chart.h"
#include "charts/sweep_chart.h"
#include "charts/training_step_chart.h"
#include "charts/validation_chart.h"
#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/system_info.h"
#include "state/what_if_state.h"
#include "tabs/devices_tab.h"
#include "tabs/intensity_tab.h"
#include "tabs/kernels_panel.h"
#include "tabs/measure_tab.h"
#include "tabs/plan_panel.h"
#include "tabs/profile_panel.h"
#include "tabs/questions_tab.h"
#include "tabs/serving_panel.h"
#include "tabs/transfer_tab.h"
#include "tabs/user_kernels_panel.h"
#include "text/about_text.h"
#include "text/advisor_text.h"
#include "text/labels.h"
#include "text/measure_text.h"
#include "text/translation.h"
#include "widgets/appearance.h"
#include "widgets/export_dialog.h"
#include "widgets/export_folder.h"
#include "widgets/help_dialog.h"
#include "widgets/page_scroll_area.h"
#include "widgets/profile_actions.h"
#include "widgets/retranslator.h"
#include "widgets/wheel_guard.h"

#include <QActionGroup>
#include <QApplication>
#include <QChart>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>

namespace blab::ui {

MainWindow::MainWindow(WhatIfState *state, QWidget *parent)
    : QMainWindow(parent), m_state(state), m_tabs(nullptr), m_measure(nullptr), m_devices(nullptr),
      m_intensity(nullptr), m_transfer(nullptr), m_questions(nullptr),
      m_statusCpu(new QLabel(this)), m_statusBlas(new QLabel(this)),
      m_profileActions(new ProfileActions(state, this))
{
    // Every page scrolls; the wheel scrolls it rather than changing an input under the pointer.
    WheelGuard::install();
    buildTabs();
    m_statusCpu->setObjectName(QStringLiteral("statusCpu"));
    statusBar()->addWidget(m_statusCpu, 1);
    // The status bar hides its label under a message only for as long as nothing shows the
    // window or the bar again, which would draw both texts on top of each other; so the label's
    // visibility follows the message here.
    connect(statusBar(), &QStatusBar::messageChanged, m_statusCpu,
            [this](const QString &message) { m_statusCpu->setVisible(message.isEmpty()); });
    statusBar()->addPermanentWidget(m_statusBlas);
    buildMenus();
    connect(m_state, &WhatIfState::changed, this, &MainWindow::updateStatus);
    updateStatus();
    resize(1500, 940);
    // Problems met while reading the saved state are said once, where the eye goes next.
    QStringList problems;
    if (!m_state->settingsProblem().isEmpty())
        problems << m_state->settingsProblem();
    if (!m_state->catalogError().isEmpty())
        problems << tr("Your device catalog could not be read (see part two).");
    if (!m_state->modelsError().isEmpty())
        problems << tr("Your model catalog could not be read (see part five).");
    if (!KernelsPanel::refusal().isEmpty())
        problems << KernelsPanel::refusal();
    if (const QString ignored = MeasureText::ignoredCoreType(core::OpenblasRuntime::current());
        !ignored.isEmpty())
        problems << ignored;
    if (!problems.isEmpty())
        statusBar()->showMessage(problems.join(QLatin1Char(' ')), 30000);
}

void MainWindow::buildTabs()
{
    m_tabs = new QTabWidget(this);
    m_measure = new MeasureTab(m_state, m_tabs);
    m_devices = new DevicesTab(m_state, m_tabs);
    m_intensity = new IntensityTab(m_state, m_tabs);
    m_transfer = new TransferTab(m_state, m_tabs);
    m_questions = new QuestionsTab(m_state, m_tabs);
    m_tabs->addTab(new PageScrollArea(m_measure), QString());
    m_tabs->addTab(new PageScrollArea(m_devices), QString());
    m_tabs->addTab(new PageScrollArea(m_intensity), QString());
    m_tabs->addTab(new PageScrollArea(m_transfer), QString());
    m_tabs->addTab(new PageScrollArea(m_questions), QString());
    Retranslator::bind(m_tabs, [this] {
        setWindowTitle(tr("Bottleneck Lab"));
        m_tabs->setTabText(0, tr("&1 Measure the CPU"));
        m_tabs->setTabText(1, tr("&2 Devices by spec"));
        m_tabs->setTabText(2, tr("&3 Arithmetic intensity"));
        m_tabs->setTabText(3, tr("&4 Host → device copy"));
        m_tabs->setTabText(4, tr("&5 Three questions"));
        m_tabs->setTabToolTip(0, tr("Measure this CPU's compute with sgemm."));
        m_tabs->setTabToolTip(1, tr("Compare devices by their specifications."));
        m_tabs->setTabToolTip(2, tr("Is a kernel limited by compute or by memory? The roofline."));
        m_tabs->setTabToolTip(3, tr("How much of a training step goes to copying the batch."));
        m_tabs->setTabToolTip(4, tr("Bottleneck, links between cards, and memory: in that order."));
    });
    setCentralWidget(m_tabs);
    for (ChartView *view : upToDateCharts())
        connect(view, &ChartView::saveRequested, this, &MainWindow::saveChart);
    connect(m_measure, &MeasureTab::runningChanged, this, &MainWindow::updateStatus);
    connect(m_measure->profilePanel(), &ProfilePanel::runningChanged, this,
            &MainWindow::updateStatus);
    KernelsPanel *kernels = m_measure->kernelsPanel();
    connect(kernels->chart(), &ChartView::saveRequested, this, &MainWindow::saveChart);
    connect(m_measure, &MeasureTab::figureChanged, this,
            [this](const QString &message) { showTabMessage(0, message, 30000); });
    connect(kernels, &KernelsPanel::figureTaken, this,
            [this](const QString &message) { showTabMessage(0, message, 30000); });
    connect(kernels, &KernelsPanel::statusMessage, this,
            [this](const QString &message) { showTabMessage(0, message, 10000); });
    connect(m_intensity->userKernels(), &UserKernelsPanel::statusMessage, this,
            [this](const QString &message) { showTabMessage(2, message, 10000); });
    // A tab's message is about that tab: it goes when another one comes to the front.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_messageTab >= 0 && m_messageTab != index)
            statusBar()->clearMessage();
    });
    // Any other message, or none, belongs to no tab; showTabMessage sets the tab after this.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this] { m_messageTab = -1; });
    connect(kernels, &KernelsPanel::restartRequested, this, [this] {
        m_restartRequested = true;
        close();
    });
}

void MainWindow::setCommandEnvironment(const CommandTimeDialog::Environment &environment)
{
    m_intensity->userKernels()->setCommandEnvironment(environment);
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // The pages translate themselves where they stand (Retranslator, LiveTab); the menus hold
    // nothing but actions and are built again, and the status bar is written again.
    if (event->type() == QEvent::LanguageChange && m_tabs) {
        const QList<QAction *> menus = menuBar()->actions();
        menuBar()->clear();
        for (QAction *menu : menus)
            delete menu->menu();
        buildMenus();
        updateStatus();
    }
}

MainWindow::~MainWindow()
{
    m_measure->shutdown();
}

QList<ChartView *> MainWindow::upToDateCharts()
{
    // Tabs behind the current one redraw only when shown; a chart handed out must be current.
    for (LiveTab *tab :
         std::initializer_list<LiveTab *>{m_devices, m_intensity, m_transfer, m_questions})
        tab->catchUp();
    QList<ChartView *> views = {m_measure->chart(),          m_measure->sweepChart(),
                                m_measure->bandwidthChart(), m_measure->kernelsPanel()->chart(),
                                m_devices->chart(),          m_intensity->chart(),
                                m_transfer->chart()};
    // Part five's charts of what it sizes now, training or serving, as the command line's.
    const ServingPanel *serving = m_questions->servingPanel();
    if (m_state->snapshot()->inferenceMode()) {
        views << serving->rateChart() << serving->scalingChart() << serving->memoryChart();
        for (ValidationChart *chart : serving->validationCharts())
            views << chart;
    } else {
        // A step's parts where a trained model's run can be laid out, as the command line's.
        const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
        const std::optional<core::TrainingRun> &run = snapshot->trainingRun;
        if (run && run->problem == core::LayoutProblem::None)
            views << m_questions->trainingStepChart();
        views << m_questions->scalingChart() << m_questions->memoryChart();
    }
    // The Plan page's chart once a search has been shown there, as export given plan's targets.
    if (m_questions->planPanel()->result())
        views << m_questions->planPanel()->chart();
    // An exported chart carries its inputs, the same line the command line's export writes.
    ChartSet::setCaptions(views, *m_state->snapshot());
    return views;
}

QList<ChartView *> MainWindow::currentCharts()
{
    QList<ChartView *> views;
    // Tab 5 shows its Plan page or the charts of what it sizes, never both: Export chart offers
    // the page in front.
    const ChartView *plan = m_questions->planPanel()->chart();
    QWidget *page = m_tabs->currentWidget();
    const bool planShown =
        (page == m_questions || page->isAncestorOf(m_questions)) && m_questions->planShown();
    for (ChartView *view : upToDateCharts()) {
        if (m_tabs->currentWidget()->isAncestorOf(view) && (view == plan) == planShown)
            views.append(view);
    }
    return views;
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *exportOne =
        file->addAction(tr("&Export chart…"), this, &MainWindow::exportCurrentChart);
    exportOne->setObjectName(QStringLiteral("exportChartAction"));
    exportOne->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportOne->setStatusTip(tr("Save the chart on this tab as PNG, SVG or CSV."));
    QAction *exportAll =
        file->addAction(tr("Export &all charts…"), this, &MainWindow::exportAllCharts);
    exportAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportAll->setStatusTip(tr("Save every chart as PNG, SVG or CSV into a folder."));
    file->addSeparator();
    m_profileActions->addTo(file);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    buildLanguageMenu();
    buildAppearanceMenu();
    m_viewMenu->addSeparator();
    QAction *reset = m_viewMenu->addAction(tr("&Reset to defaults…"), this, [this] {
        if (QMessageBox::question(
                this, tr("Reset to defaults"),
                tr("Put every slider and input back to the lesson's values? Your measurements, "
                   "your own devices and your own kernels are kept.")) == QMessageBox::Yes)
            resetToDefaults();
    });
    reset->setStatusTip(tr("Every slider and input back to the lesson's values."));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *contents = help->addAction(tr("Bottleneck Lab &Help"), this, &MainWindow::showHelp);
    contents->setShortcut(QKeySequence::HelpContents);
    help->addSeparator();
    help->addAction(tr("&About Bottleneck Lab"), this, &MainWindow::about)
        ->setObjectName(QStringLiteral("aboutAction"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::buildLanguageMenu()
{
    QMenu *languageMenu = m_viewMenu->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(languageMenu);
    // Each language is named in itself, so that someone who cannot read the current one finds
    // their own.
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("Follow the &system")},
        {QStringLiteral("en"), QStringLiteral("&English")},
        {QStringLiteral("zh"), QStringLiteral("&中文")}};
    // The menu shows the language in use: the saved choice, unless --lang asked for another.
    const QString saved = QSettings().value(QStringLiteral("view/language")).toString();
    const QString shown =
        Translation::resolve(saved) == Translation::current() ? saved : Translation::current();
    for (const auto &[code, name] : choices) {
        QAction *action = languageMenu->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == shown);
        action->setData(code);
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = code] { setLanguage(code); });
    }
}

void MainWindow::buildAppearanceMenu()
{
    QMenu *appearance = m_viewMenu->addMenu(tr("&Appearance"));
    auto *modes = new QActionGroup(appearance);
    const std::pair<Appearance::Mode, QString> looks[] = {
        {Appearance::Mode::System, tr("Follow the &system")},
        {Appearance::Mode::Light, tr("&Light")},
        {Appearance::Mode::Dark, tr("&Dark")}};
    for (const auto &[mode, name] : looks) {
        QAction *action = appearance->addAction(name);
        action->setCheckable(true);
        action->setChecked(mode == Appearance::current());
        modes->addAction(action);
        connect(action, &QAction::triggered, this, [mode = mode] {
            Appearance::apply(mode);
            QSettings().setValue(QStringLiteral("view/appearance"), Appearance::id(mode));
        });
    }
}

void MainWindow::setLanguage(const QString &language)
{
    QSettings().setValue(QStringLiteral("view/language"), language);
    Translation::install(language);
}

void MainWindow::resetToDefaults()
{
    m_state->resetInputs();
    m_measure->resetInputs();
    m_state->flush();
    statusBar()->showMessage(tr("Every input is back to the lesson's value."), 5000);
}

// The help opens at the section of the tab in front: tab 5 serving has a section of its own.
QString MainWindow::helpAnchor() const
{
    const int tab = m_tabs->currentIndex();
    if (tab == 4 && m_questions->planShown())
        return QStringLiteral("plan");
    if (tab == 4 && m_state->inputs().mode == core::WorkloadMode::Inference)
        return QStringLiteral("serving");
    return QStringLiteral("tab%1").arg(tab + 1);
}

void MainWindow::showHelp()
{
    HelpDialog dialog(helpAnchor(), this);
    dialog.exec();
}

void MainWindow::showTabMessage(int tab, const QString &message, int milliseconds)
{
    statusBar()->showMessage(message, milliseconds);
    m_messageTab = tab;
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    fitToScreen();
    const int tab = settings.value(QStringLiteral("window/tab"), 0).toInt();
    if (tab >= 0 && tab < m_tabs->count())
        m_tabs->setCurrentIndex(tab);
}

void MainWindow::fitToScreen()
{
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    // The window's frame is not known before it is shown; the title bar and borders of common
    // desktops fit in this margin, so that the whole window, status bar included, is on screen.
    const QRect available =
        screen->availableGeometry().adjusted(0, 0, -kFrameMargin.width(), -kFrameMargin.height());
    resize(size()
               .boundedTo(available.size())
               .expandedTo(minimumSizeHint().boundedTo(available.size())));
    const int x = std::clamp(pos().x(), available.left(),
                             std::max(available.left(), available.right() - width()));
    const int y = std::clamp(pos().y(), available.top(),
                             std::max(available.top(), available.bottom() - height()));
    move(x, y);
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
}

void MainWindow::updateStatus()
{
    QString source;
    switch (m_state->cpuSource()) {
    case WhatIfState::CpuSource::Lesson:
        source = tr("the lesson's figure, not measured here");
        break;
    case WhatIfState::CpuSource::Measured:
        source = tr("measured");
        break;
    case WhatIfState::CpuSource::Entered:
        source = tr("entered");
        break;
    }
    const QString running = m_measure->isBusy() ? tr(" · measuring…") : QString();
    m_statusCpu->setText(tr("CPU figure in use: %1 GFLOPS (%2)%3")
                             .arg(Labels::fixed(m_state->cpuGflops(), 2), source, running));
    const auto &m = m_state->measurement();
    const int threads = m ? m->threadsUsed : core::SystemInfo::openblasThreads();
    const core::OpenblasRuntime &runtime = core::OpenblasRuntime::current();
    m_statusBlas->setText(tr("OpenBLAS %1 · %n thread(s)", nullptr, threads)
                              .arg(QString::fromStdString(runtime.core)));
    m_statusBlas->setToolTip(
        tr("The kernel family this program computes with: %1.").arg(AdvisorText::running(runtime)));
}

void MainWindow::measureIfNeeded()
{
    // Wait until the window has painted and settled: start-up work on the GUI thread would
    // otherwise share the cores with the measurement and lower its figure.
    if (m_state->cpuSource() == WhatIfState::CpuSource::Lesson)
        QTimer::singleShot(800, m_measure, &MeasureTab::startFirstMeasurement);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_measure->shutdown();
    event->accept();
}

void MainWindow::saveChart(ChartView *view, ExportFormat format)
{
    upToDateCharts();
    if (!view->hasData()) {
        QMessageBox::information(this, tr("Export chart"),
                                 tr("This chart has nothing to export yet: it shows a measurement "
                                    "that has not been made. Measure on tab 1 first."));
        return;
    }
    const QString name = view->fileStem() + QLatin1Char('.') + ChartExporter::suffix(format);
    ExportDialog dialog(ExportDialog::Target::File, QDir(ExportFolder::suggested()).filePath(name),
                        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!ChartExporter::save(view, dialog.path(), dialog.options(), &error)) {
        QMessageBox::warning(this, tr("Export chart"), error);
        return;
    }
    ExportFolder::remember(QFileInfo(dialog.path()).absolutePath());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(dialog.path())), 5000);
}

// A tab with several charts asks which one, by its title; one chart is saved without asking.
void MainWindow::exportCurrentChart()
{
    const QList<ChartView *> views = currentCharts();
    if (views.isEmpty())
        return;
    ChartView *chosen = views.first();
    if (views.size() > 1) {
        QStringList titles;
        for (const ChartView *view : views)
            titles << view->chart()->title();
        bool ok = false;
        const QString title = QInputDialog::getItem(
            this, tr("Export chart"),
            tr("This tab has %n chart(s). Export:", nullptr, static_cast<int>(views.size())),
            titles, 0, false, &ok);
        if (!ok)
            return;
        chosen = views.at(std::max<qsizetype>(0, titles.indexOf(title)));
    }
    saveChart(chosen, ExportFormat::Png);
}

void MainWindow::exportAllCharts()
{
    const QList<ChartView *> views = upToDateCharts();
    QStringList empty;
    for (const ChartView *view : views) {
        if (!view->hasData())
            empty << view->fileStem();
    }
    const QString left = empty.join(QStringLiteral(", "));
    ExportDialog dialog(ExportDialog::Target::Folder,
                        QDir(ExportFolder::suggested()).filePath(QStringLiteral("bottleneck-lab")),
                        this);
    if (!empty.isEmpty())
        dialog.setNote(tr("Not measured yet, so left out: %1.").arg(left));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QStringList written;
    QString error;
    if (ChartExporter::saveAll(views, dialog.path(), dialog.options(), &written, &error) !=
        ExportStatus::Written) {
        QMessageBox::warning(this, tr("Export all charts"), error);
        return;
    }
    ExportFolder::remember(dialog.path());
    QString message = tr("Saved %n file(s) into %1", nullptr, written.size())
                          .arg(QDir::toNativeSeparators(dialog.path()));
    if (!empty.isEmpty())
        message += QLatin1Char(' ') + tr("(not measured yet, left out: %1)").arg(left);
    statusBar()->showMessage(message, 10000);
}

void MainWindow::about()
{
    QMessageBox::about(this, AboutText::title(), AboutText::html());
}

} // namespace blab::ui
