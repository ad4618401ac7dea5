// SPDX-License-Identifier: GPL-3.0-or-later

// Tab 5's Plan page (issue 42): the search runs off the GUI thread, a new input starts a new one
// and a late answer is dropped; the table's first row is what PlanSearch (and so `plan --json`)
// gives for the same inputs; opening a row sets the serving page's inputs so that the snapshot's
// figures are the row's; the chart draws the result's fronts and is exported with the others;
// the inputs are remembered.

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "charts/chart_exporter.h"
#include "charts/chart_set.h"
#include "charts/plan_front_chart.h"
#include "gui_fixture.h"
#include "models/plan_table_model.h"
#include "plan/plan_search.h"
#include "tabs/plan_panel.h"
#include "tabs/questions_tab.h"
#include "validation/validation_report.h"

#include <QAbstractItemModelTester>
#include <QAreaSeries>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QRadioButton>
#include <QSet>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <string>

namespace blab::ui::test {
namespace {

class PlanPage : public GuiTest
{
protected:
    void SetUp() override
    {
        GuiTest::SetUp();
        // A quick search: one model, three devices, the CLI's default formats.
        PlanInputs in;
        in.model = "llama3_8b";
        in.promptTokens = 1024;
        in.outputTokens = 256;
        in.ttftMs = 2000;
        in.tpotMs = 50;
        in.users = 200;
        in.devices = {"h100_sxm", "a100_80gb_sxm", "l40s"};
        m_state->setPlanInputs(in);
        m_window->show();
        m_window->tabs()->setCurrentIndex(4);
        child<QRadioButton>("questionsPlan")->click();
        ASSERT_TRUE(waitForResult());
    }

    PlanPanel *panel() const { return m_window->questionsTab()->planPanel(); }

    // Waits for the search of the inputs as they are to be shown.
    bool waitForResult()
    {
        return waitFor([this] { return !panel()->searching() && panel()->result(); }, 20000);
    }

    // What `plan` computes for the page's inputs: the request cli_runner builds from the same
    // options, and the shipped validation set.
    core::PlanResult direct() const
    {
        const PlanInputs &in = m_state->planInputs();
        core::PlanRequest r;
        r.model = *core::ModelCatalogFile::find(in.model);
        r.promptTokens = in.promptTokens;
        r.outputTokens = in.outputTokens;
        r.targets.timeToFirstTokenSeconds = in.ttftMs / 1e3;
        r.targets.timePerOutputTokenSeconds = in.tpotMs / 1e3;
        r.targets.users = in.users;
        for (const core::DeviceSpec &d : core::DeviceCatalog::builtIn()) {
            if (std::find(in.devices.begin(), in.devices.end(), d.id) != in.devices.end())
                r.devices.push_back(d);
        }
        return core::PlanSearch::run(r, core::ValidationReport::shipped({}).kindGroups);
    }
};

TEST_F(PlanPage, SearchRunsOffTheGuiThreadAndALateAnswerIsDropped)
{
    const quint64 before = panel()->generation();
    auto *ttft = child<QDoubleSpinBox>("plan_ttft-ms");
    // Typing a target starts a new search (after the pause), whose generation is newer.
    ttft->setValue(1500);
    EXPECT_TRUE(panel()->searching());
    EXPECT_EQ(panel()->generation(), before + 1);
    // The window answers while the search is pending: the event loop runs.
    QTest::qWait(20);
    ttft->setValue(1200);
    EXPECT_EQ(panel()->generation(), before + 2);
    ASSERT_TRUE(waitForResult());
    EXPECT_DOUBLE_EQ(panel()->result()->targets.timeToFirstTokenSeconds, 1.2);
    // An answer to the older inputs, arriving late, is dropped and the shown result stays.
    core::PlanResult stale = *panel()->result();
    stale.targets.timeToFirstTokenSeconds = 1.5;
    const int dropped = panel()->dropped();
    panel()->takeResult(stale, panel()->generation() - 1);
    EXPECT_EQ(panel()->dropped(), dropped + 1);
    EXPECT_DOUBLE_EQ(panel()->result()->targets.timeToFirstTokenSeconds, 1.2);
    // The inputs are the state's, to be saved.
    EXPECT_DOUBLE_EQ(m_state->planInputs().ttftMs, 1200);
}

TEST_F(PlanPage, FirstRowIsWhatPlanGives)
{
    const core::PlanResult expected = direct();
    ASSERT_FALSE(expected.plans.empty());
    const core::PlanResult &shown = *panel()->result();
    ASSERT_EQ(shown.plans.size(), expected.plans.size());
    EXPECT_EQ(shown.toJson(), expected.toJson());
    // The table's first row, through the proxy the view sorts with, unsorted.
    auto *view = child<QTableView>("planTable");
    const QAbstractItemModel *model = view->model();
    const core::PlanSetup &first = expected.plans.front();
    EXPECT_EQ(model->index(0, PlanTableModel::Cards).data().toString().toLongLong(), first.cards);
    EXPECT_EQ(model->index(0, PlanTableModel::TensorParallel).data().toInt(), first.tensorParallel);
    EXPECT_EQ(model->index(0, PlanTableModel::Concurrency).data().toInt(), first.concurrency);
    EXPECT_DOUBLE_EQ(
        model->index(0, PlanTableModel::TimeToFirstToken).data(Qt::UserRole).toDouble(),
        first.expected.timeToFirstTokenSeconds);
    EXPECT_DOUBLE_EQ(model->index(0, PlanTableModel::TokensPerCard).data(Qt::UserRole).toDouble(),
                     first.expected.outputTokensPerSecondPerCard);
}

TEST_F(PlanPage, TableModelPassesTheTesterAndSorts)
{
    PlanTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setResult(*panel()->result(), {});
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_GT(proxy.rowCount(), 1);
    proxy.sort(PlanTableModel::TokensPerCard, Qt::DescendingOrder);
    for (int row = 1; row < proxy.rowCount(); ++row)
        EXPECT_GE(proxy.index(row - 1, PlanTableModel::TokensPerCard).data(Qt::UserRole).toDouble(),
                  proxy.index(row, PlanTableModel::TokensPerCard).data(Qt::UserRole).toDouble());
    // No setup meets an unreachable target: the rows are the nearest misses.
    core::PlanResult none = *panel()->result();
    none.plans.clear();
    model.setResult(none, {});
    EXPECT_EQ(model.rowCount(), static_cast<int>(none.misses.size()));
}

TEST_F(PlanPage, OpeningARowSetsTheServingPage)
{
    // An override on the serving page that the plan did not use goes back to the default, or
    // the page would show other figures than the row's; so do guesses, which the plan does not
    // make.
    m_state->modify([](core::WhatIfInputs &in) {
        in.bandwidthEfficiency = 0.5;
        in.draftTokens = 2;
        in.acceptedTokens = 2.5;
    });
    settle();
    auto *view = child<QTableView>("planTable");
    // A row with more than one card in tensor parallel, by the view's order, opened with Enter.
    int row = 0;
    while (row + 1 < view->model()->rowCount() &&
           view->model()->index(row, PlanTableModel::TensorParallel).data().toInt() < 2)
        ++row;
    ASSERT_GT(view->model()->index(row, PlanTableModel::TensorParallel).data().toInt(), 1);
    view->setFocus();
    view->setCurrentIndex(view->model()->index(row, 0));
    const core::PlanSetup setup =
        panel()->tableModel()->setup(qobject_cast<QSortFilterProxyModel *>(view->model())
                                         ->mapToSource(view->model()->index(row, 0))
                                         .row());
    QTest::keyClick(view, Qt::Key_Return);
    settle();
    EXPECT_FALSE(m_window->questionsTab()->planShown());
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    ASSERT_TRUE(snapshot->inferenceMode());
    const core::WhatIfInputs &in = snapshot->inputs;
    EXPECT_EQ(in.device, setup.device);
    EXPECT_EQ(in.tensorParallel, setup.tensorParallel);
    EXPECT_EQ(in.concurrency, setup.concurrency);
    EXPECT_EQ(in.weightDtype, setup.weightDtype);
    EXPECT_EQ(in.kvDtype, setup.kvDtype);
    EXPECT_EQ(in.draftTokens, 0);
    EXPECT_DOUBLE_EQ(in.acceptedTokens, 1.0);
    ASSERT_TRUE(snapshot->inference);
    const core::RequestFigures &e = snapshot->inference->request.expected;
    EXPECT_DOUBLE_EQ(e.timeToFirstTokenSeconds, setup.expected.timeToFirstTokenSeconds);
    EXPECT_DOUBLE_EQ(e.timePerOutputTokenSeconds, setup.expected.timePerOutputTokenSeconds);
    EXPECT_DOUBLE_EQ(e.outputTokensPerSecondPerUser, setup.expected.outputTokensPerSecondPerUser);
    EXPECT_DOUBLE_EQ(e.outputTokensPerSecondPerCard, setup.expected.outputTokensPerSecondPerCard);
    EXPECT_TRUE(child<QRadioButton>("questionsServing")->isChecked());
}

// At 1024 × 700 the table shows the cards, the device, the tokens a second a card and the limit
// that binds without scrolling sideways: they are its first columns and fit the view.
TEST_F(PlanPage, TheFirstColumnsFitANarrowWindow)
{
    m_window->resize(1024, 700);
    settle();
    auto *view = child<QTableView>("planTable");
    int width = 0;
    for (int column : {PlanTableModel::Cards, PlanTableModel::Device, PlanTableModel::TokensPerCard,
                       PlanTableModel::BindingLimit}) {
        // Where the view shows the column, which a moved header section would change.
        EXPECT_LT(view->horizontalHeader()->visualIndex(column), 4);
        width += view->columnWidth(column);
    }
    EXPECT_LE(width, view->viewport()->width());
}

TEST_F(PlanPage, ChartDrawsTheFrontsAndIsExportedAsTheCommandLineDrawsIt)
{
    const core::PlanResult &result = *panel()->result();
    const PlanFrontChart *chart = panel()->chart();
    int series = 0;
    for (const core::PlanFront &front : result.fronts) {
        if (front.points.empty())
            continue;
        ASSERT_LT(series, chart->fronts().size());
        const QList<QPointF> points = chart->fronts().at(series++)->points();
        ASSERT_EQ(points.size(), static_cast<int>(front.points.size())) << front.device;
        for (int i = 0; i < points.size(); ++i) {
            EXPECT_DOUBLE_EQ(points[i].x(), front.points[i].outputTokensPerSecondPerUser);
            EXPECT_DOUBLE_EQ(points[i].y(), front.points[i].outputTokensPerSecondPerCard);
        }
    }
    EXPECT_EQ(series, chart->fronts().size());
    // No two devices' fronts share a colour (H100 SXM and Gaudi 3 were both dark blue).
    QSet<QRgb> colours;
    for (const QLineSeries *front : chart->fronts())
        colours.insert(front->pen().color().rgb());
    EXPECT_EQ(colours.size(), chart->fronts().size());
    // The band starts at the rate the time per token implies: 50 ms a token is 20 tokens/s.
    EXPECT_DOUBLE_EQ(chart->targetRegion()->lowerSeries()->at(0).x(), 20.0);

    // Export: the window lists it last, and a ChartSet given the same plan draws it alike.
    const QList<ChartView *> window = m_window->upToDateCharts();
    ASSERT_EQ(window.back()->fileStem(), QStringLiteral("plan-front"));
    ChartSet set;
    set.setData(*m_state->snapshot());
    std::vector<core::DeviceSpec> devices = core::DeviceCatalog::builtIn();
    set.setPlan(direct(), PlanFrontChart::deviceNames(devices));
    const QList<ChartView *> headless = set.charts();
    ASSERT_EQ(headless.size(), window.size());
    EXPECT_EQ(headless.back()->caption(), window.back()->caption());
    // Export chart on tab 5 offers the Plan page's chart while it is in front, and only then.
    const QList<ChartView *> current = m_window->currentCharts();
    ASSERT_EQ(current.size(), 1);
    EXPECT_EQ(current.front()->fileStem(), QStringLiteral("plan-front"));
    child<QRadioButton>("questionsServing")->click();
    settle();
    EXPECT_FALSE(m_window->currentCharts().contains(window.back()));
    EXPECT_FALSE(m_window->currentCharts().isEmpty());
    const ExportOptions options{QSize(800, 500), 1.0};
    EXPECT_TRUE(ChartExporter::render(headless.back(), options) ==
                ChartExporter::render(window.back(), options));
}

TEST_F(PlanPage, AnUnreachableTargetShowsTheNearestMisses)
{
    child<QDoubleSpinBox>("plan_ttft-ms")->setValue(1);
    ASSERT_TRUE(waitForResult());
    ASSERT_TRUE(panel()->result()->plans.empty());
    ASSERT_FALSE(panel()->result()->misses.empty());
    EXPECT_TRUE(panel()->tableModel()->showsMisses());
    EXPECT_EQ(panel()->tableModel()->rowCount(),
              static_cast<int>(panel()->result()->misses.size()));
    const QString status = child<QLabel>("planStatus")->text();
    EXPECT_TRUE(status.contains(QStringLiteral("No setup meets the targets")))
        << status.toStdString();
    EXPECT_TRUE(panel()
                    ->tableModel()
                    ->index(0, PlanTableModel::Targets)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("missed")));
}

TEST_F(PlanPage, InputsAreRemembered)
{
    child<QRadioButton>("planByUserRate")->click();
    child<QDoubleSpinBox>("plan_min-user-tps")->setValue(33.5);
    child<QRadioButton>("planByOutputRate")->click();
    child<QDoubleSpinBox>("plan_output-rate")->setValue(12345);
    // Written in the C locale whatever the user's: a decimal point, never a comma.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    ASSERT_TRUE(m_state->save());
    QLocale::setDefault(before);
    QFile file(QSettings().fileName());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    EXPECT_TRUE(text.contains("min-user-tps=33.5")) << text.toStdString();
    EXPECT_TRUE(text.contains("by-output-rate=true")) << text.toStdString();
    WhatIfState loaded;
    loaded.load();
    EXPECT_TRUE(loaded.planInputs() == m_state->planInputs());
    EXPECT_TRUE(loaded.planInputs().perUserRate);
    EXPECT_DOUBLE_EQ(loaded.planInputs().minUserTps, 33.5);
    EXPECT_DOUBLE_EQ(loaded.planInputs().outputRate, 12345);
    EXPECT_EQ(loaded.planInputs().devices, m_state->planInputs().devices);
    // A value the command line would refuse goes back to the default, and says so.
    QSettings().setValue(QStringLiteral("plan/ttft-ms"), -5);
    QSettings().setValue(QStringLiteral("plan/weight-dtypes"), QStringLiteral("bf16,nope"));
    QSettings().sync();
    WhatIfState refused;
    refused.load();
    EXPECT_DOUBLE_EQ(refused.planInputs().ttftMs, PlanInputs().ttftMs);
    EXPECT_TRUE(refused.planInputs().weightDtypes.empty());
    EXPECT_FALSE(refused.settingsProblem().isEmpty());
}

// The Plan page opened from the serving page asks about what was served there: its model, its
// prompt and answer, and its requests in flight as the users.
TEST_F(PlanPage, OpenedFromServingTakesItsModelTokensAndLoad)
{
    child<QRadioButton>("questionsServing")->click();
    m_state->modify([](core::WhatIfInputs &in) {
        in.model = "mistral_7b";
        in.promptTokens = 3000;
        in.outputTokens = 400;
        in.batching = core::Batching::Continuous;
        in.concurrency = 48;
    });
    settle();
    child<QRadioButton>("questionsPlan")->click();
    settle();
    const PlanInputs &plan = m_state->planInputs();
    EXPECT_EQ(plan.model, "mistral_7b");
    EXPECT_EQ(plan.promptTokens, 3000);
    EXPECT_EQ(plan.outputTokens, 400);
    EXPECT_EQ(plan.users, 48);
    EXPECT_FALSE(plan.byOutputRate);
    EXPECT_EQ(child<QComboBox>("planModel")->currentData().toString(),
              QStringLiteral("mistral_7b"));
}

// Which page tab 5 shows is remembered with the plan's inputs: a window built from the saved
// settings opens tab 5 on the Plan page, and on serving's once the user went back there.
TEST_F(PlanPage, ThePageShownIsRemembered)
{
    // Saves, then builds a window from what was saved, on tab 5: which page does it show?
    const auto reopened = [this](const char *page) {
        EXPECT_TRUE(m_state->save());
        WhatIfState state;
        state.load();
        state.flush();
        MainWindow window(&state);
        window.tabs()->setCurrentIndex(4);
        window.show();
        settle();
        EXPECT_EQ(state.planShown(), window.questionsTab()->planPanel()->isVisible());
        EXPECT_TRUE(test::child<QRadioButton>(&window, page)->isChecked()) << page;
        return state.planShown();
    };
    ASSERT_TRUE(m_window->questionsTab()->planShown());
    EXPECT_TRUE(reopened("questionsPlan"));
    QFile file(QSettings().fileName());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.readAll().contains("page-shown=true"));
    child<QRadioButton>("questionsServing")->click();
    settle();
    EXPECT_FALSE(reopened("questionsServing"));
}

} // namespace
} // namespace blab::ui::test
