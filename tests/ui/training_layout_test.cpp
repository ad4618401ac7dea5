// SPDX-License-Identifier: GPL-3.0-or-later

// Tab 5's training layout (issue 41): the degrees, sharding, recomputation and batch set in the
// window give the snapshot the command line gives for the same options; a layout that cannot run
// says why in both languages; the figures come expected beside bound; the chart of a step's parts
// draws what the snapshot holds and is exported with the others; the inputs are remembered.

#include "charts/chart_set.h"
#include "charts/memory_chart.h"
#include "charts/training_step_chart.h"
#include "command_line.h"
#include "gui_fixture.h"
#include "io/option_spec.h"
#include "models/training_figures_table_model.h"
#include "tabs/questions_tab.h"
#include "text/labels.h"
#include "text/translation.h"

#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontMetrics>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <algorithm>
#include <iterator>
#include <string>

namespace blab::ui::test {
namespace {

// A layout as the command line spells it; cards only where dp is not given.
struct LayoutRow
{
    const char *name;
    int cards;
    int tp;
    int pp;
    int vp;
    int dp;
    int zero;
    const char *recompute;
    bool sequenceParallel;
    const char *attention;
    int seqLen;
    int microBatch;
    int globalBatch;
    // 0: none given.
    double trainTokens;
    bool tpOverlap = false;
};

class TrainingLayout : public GuiTest
{
protected:
    void SetUp() override
    {
        GuiTest::SetUp();
        m_window->show();
        m_window->tabs()->setCurrentIndex(4);
        // The model, device and link the command line below names as well.
        m_state->modify([](core::WhatIfInputs &in) {
            in.trainingModel = "llama2_7b";
            in.device = "h100_sxm";
            in.weightDtype = core::WeightDtype::Bf16;
            in.optimizer = core::Optimizer::AdamMixed;
            in.linkKind = core::LinkKind::CardLink;
        });
        m_state->setPrecision(core::Precision::Bf16);
        settle();
    }

    // Sets the row through the window's controls, as a person would.
    void setInWindow(const LayoutRow &r)
    {
        child<QSpinBox>("questionsCards")->setValue(r.cards);
        child<QSpinBox>("trainingTp")->setValue(r.tp);
        child<QSpinBox>("trainingPp")->setValue(r.pp);
        child<QSpinBox>("trainingVp")->setValue(r.vp);
        child<QSpinBox>("trainingDp")->setValue(r.dp);
        choose(child<QComboBox>("trainingZeroStage"), r.zero);
        auto *recompute = child<QComboBox>("trainingRecompute");
        for (int i = 0; i < recompute->count(); ++i) {
            const auto kind = static_cast<core::Recompute>(recompute->itemData(i).toInt());
            if (core::Recomputes::id(kind) == std::string(r.recompute))
                choose(recompute, i);
        }
        child<QCheckBox>("trainingSequenceParallel")->setChecked(r.sequenceParallel);
        child<QCheckBox>("trainingTpOverlap")->setChecked(r.tpOverlap);
        auto *attention = child<QComboBox>("trainingAttention");
        for (int i = 0; i < attention->count(); ++i) {
            const auto kind = static_cast<core::AttentionKernel>(attention->itemData(i).toInt());
            if (core::AttentionKernels::id(kind) == std::string(r.attention))
                choose(attention, i);
        }
        child<QSpinBox>("trainingSeqLen")->setValue(r.seqLen);
        child<QSpinBox>("trainingMicroBatch")->setValue(r.microBatch);
        child<QSpinBox>("trainingGlobalBatch")->setValue(r.globalBatch);
        child<QCheckBox>("trainingTrainTokensGiven")->setChecked(r.trainTokens > 0);
        if (r.trainTokens > 0)
            child<QDoubleSpinBox>("trainingTrainTokens")->setValue(r.trainTokens);
        settle();
    }

    static void choose(QComboBox *box, int index)
    {
        box->setCurrentIndex(index);
        emit box->activated(index);
    }

    // The same row as report's options, with the model, device and link set up above.
    static core::WhatIfInputs parsed(const LayoutRow &r)
    {
        QStringList args = {"bottleneck-lab", "report",         "--mode",
                            "training",       "--model",        "llama2_7b",
                            "--device",       "h100_sxm",       "--precision",
                            "bf16",           "--weight-dtype", "bf16",
                            "--optimizer",    "adam-mixed",     "--link-kind",
                            "card-link",      "--cards",        QString::number(r.cards)};
        args << "--tp" << QString::number(r.tp) << "--pp" << QString::number(r.pp) << "--vp"
             << QString::number(r.vp) << "--dp" << QString::number(r.dp) << "--zero-stage"
             << QString::number(r.zero) << "--recompute" << r.recompute << "--sequence-parallel"
             << (r.sequenceParallel ? "on" : "off") << "--tp-overlap"
             << (r.tpOverlap ? "on" : "off") << "--attention" << r.attention << "--seq-len"
             << QString::number(r.seqLen) << "--micro-batch" << QString::number(r.microBatch)
             << "--global-batch" << QString::number(r.globalBatch);
        if (r.trainTokens > 0)
            args << "--train-tokens" << QString::number(r.trainTokens, 'g', 17);
        app::ParsedCommand command;
        QString error;
        EXPECT_TRUE(app::CommandLine::parse(args, command, error)) << error.toStdString();
        return command.whatIf;
    }
};

class WindowAndReport : public TrainingLayout, public testing::WithParamInterface<LayoutRow>
{
};

// Each input means what its option means: the window's inputs are the parser's, field by field,
// and the two snapshots lay the run out alike and give the same figures.
TEST_P(WindowAndReport, AgreeOnTheLayoutAndItsFigures)
{
    const LayoutRow &r = GetParam();
    setInWindow(r);
    const core::WhatIfInputs cli = parsed(r);
    const core::WhatIfInputs &shown = m_state->inputs();
    EXPECT_EQ(shown.tensorParallel, cli.tensorParallel);
    EXPECT_EQ(shown.pipelineParallel, cli.pipelineParallel);
    EXPECT_EQ(shown.virtualStages, cli.virtualStages);
    EXPECT_EQ(shown.dataParallel, cli.dataParallel);
    EXPECT_EQ(shown.zeroStage, cli.zeroStage);
    EXPECT_EQ(shown.recompute, cli.recompute);
    EXPECT_EQ(shown.sequenceParallel, cli.sequenceParallel);
    EXPECT_EQ(shown.attention, cli.attention);
    EXPECT_EQ(shown.tpOverlap, cli.tpOverlap);
    EXPECT_EQ(shown.seqLen, cli.seqLen);
    EXPECT_EQ(shown.microBatch, cli.microBatch);
    EXPECT_EQ(shown.globalBatch, cli.globalBatch);
    EXPECT_EQ(shown.trainTokens, cli.trainTokens);

    WhatIfState report;
    report.setEnteredCpuGflops(WhatIfState::kLessonCpuGflops);
    report.setInputs(cli);
    report.flush();
    const auto window = m_state->snapshot();
    const auto command = report.snapshot();
    ASSERT_TRUE(window->trainingRun && command->trainingRun);
    const core::TrainingLayout &a = window->trainingLayout;
    const core::TrainingLayout &b = command->trainingLayout;
    EXPECT_EQ(a.cards, b.cards);
    EXPECT_EQ(a.dataParallel(), b.dataParallel());
    EXPECT_EQ(a.globalSequences(), b.globalSequences());
    EXPECT_EQ(a.accumulation(), b.accumulation());
    ASSERT_EQ(window->trainingRun->problem, core::LayoutProblem::None);
    ASSERT_EQ(command->trainingRun->problem, core::LayoutProblem::None);
    EXPECT_DOUBLE_EQ(window->trainingRun->expected.stepSeconds,
                     command->trainingRun->expected.stepSeconds);
    EXPECT_DOUBLE_EQ(window->trainingRun->bound.stepSeconds,
                     command->trainingRun->bound.stepSeconds);
    EXPECT_DOUBLE_EQ(window->trainingRun->expected.cardHours,
                     command->trainingRun->expected.cardHours);
}

INSTANTIATE_TEST_SUITE_P(
    Layouts, WindowAndReport,
    testing::Values(
        // Full sharding over eight cards, six sequences a micro-batch, a trillion tokens, the
        // Triton attention.
        LayoutRow{"fsdp_eight_cards", 8, 1, 1, 1, 0, 3, "none", false, "triton", 2048, 6, 48, 1e12},
        // Tensor and interleaved pipeline parallelism, data degree given, accumulation 8.
        LayoutRow{"tp2_pp2_vp2_dp4", 64, 2, 2, 2, 4, 1, "full", true, "flash2", 4096, 1, 32, 0},
        // Selective recomputation with sequence parallelism and the tensor-parallel collectives
        // overlapped, one micro-batch a copy.
        LayoutRow{"tp4_selective", 8, 4, 1, 1, 0, 2, "selective", true, "flash2", 1024, 4, 0, 3e11,
                  true}),
    [](const auto &info) { return std::string(info.param.name); });

// A layout that cannot run says why in the tab, in the window's language, and shows no figures.
TEST_F(TrainingLayout, ALayoutThatCannotRunSaysWhyInBothLanguages)
{
    // Six cards make two tensor groups of three, which the 32 heads do not split into.
    child<QSpinBox>("questionsCards")->setValue(6);
    child<QSpinBox>("trainingTp")->setValue(3);
    settle();
    auto *problem = child<QLabel>("trainingProblem");
    EXPECT_TRUE(problem->isVisible());
    EXPECT_TRUE(problem->text().contains(
        QStringLiteral("a tensor degree of 3 does not divide the model's 32 attention heads")))
        << problem->text().toStdString();
    EXPECT_FALSE(child<QTableView>("trainingFigures")->isVisible());
    EXPECT_FALSE(child<TrainingStepChart>("trainingStepChart")->hasData());
    m_window->setLanguage(QStringLiteral("zh"));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    settle();
    EXPECT_TRUE(problem->text().contains(QStringLiteral("注意力头")))
        << problem->text().toStdString();
    EXPECT_TRUE(problem->text().contains(QStringLiteral("3"))) << problem->text().toStdString();
    m_window->setLanguage(QStringLiteral("en"));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    child<QSpinBox>("trainingTp")->setValue(2);
    settle();
    EXPECT_FALSE(problem->isVisible());
    EXPECT_TRUE(child<QTableView>("trainingFigures")->isVisible());
}

// A layout past the cards box's limit widens it while the layout sets the cards; without a data
// degree the box takes the option's limit again, as the command line does.
TEST_F(TrainingLayout, TheCardsBoxTakesItsLimitBackWhenTheLayoutLetsGo)
{
    auto *cards = child<QSpinBox>("questionsCards");
    const int limit = static_cast<int>(core::OptionSpec::cards.maxValue());
    child<QSpinBox>("trainingTp")->setValue(8);
    child<QSpinBox>("trainingPp")->setValue(8);
    child<QSpinBox>("trainingDp")->setValue(4096);
    settle();
    ASSERT_GT(262144, limit);
    EXPECT_EQ(cards->value(), 262144);
    EXPECT_GE(cards->maximum(), 262144);
    EXPECT_FALSE(cards->isEnabled());
    child<QSpinBox>("trainingDp")->setValue(0);
    settle();
    EXPECT_TRUE(cards->isEnabled());
    EXPECT_EQ(cards->maximum(), limit);
    EXPECT_LE(cards->value(), limit);
}

// Without a trained model there is no run to lay out: the panel says what to choose.
TEST_F(TrainingLayout, WithoutAModelThePanelAsksForOne)
{
    m_state->modify([](core::WhatIfInputs &in) { in.trainingModel.clear(); });
    settle();
    EXPECT_TRUE(child<QLabel>("trainingNeedsModel")->isVisible());
    EXPECT_FALSE(child<TrainingStepChart>("trainingStepChart")->isVisible());
    EXPECT_FALSE(child<TrainingStepChart>("trainingStepChart")->hasData());
}

// The chart draws every part of the snapshot's run, top row first, expected beside bound, in
// the unit its axis names; each bar's tooltip names its time and the source of its efficiency.
TEST_F(TrainingLayout, TheChartDrawsEveryPartExpectedBesideBound)
{
    setInWindow(LayoutRow{"", 16, 2, 2, 1, 0, 1, "full", false, "flash2", 4096, 1, 16, 0});
    auto *chart = child<TrainingStepChart>("trainingStepChart");
    const core::TrainingRun &run = *m_state->snapshot()->trainingRun;
    ASSERT_EQ(run.problem, core::LayoutProblem::None);
    const int parts = static_cast<int>(std::size(core::RunParts::kAll));
    ASSERT_EQ(chart->expectedSet()->count(), parts);
    ASSERT_EQ(chart->boundSet()->count(), parts);
    for (const core::RunPart &part : run.parts) {
        // The bottom row is the last part.
        const auto at =
            std::find(std::begin(core::RunParts::kAll), std::end(core::RunParts::kAll), part.kind);
        const int row = parts - 1 - static_cast<int>(at - std::begin(core::RunParts::kAll));
        const double unit = chart->secondsPerUnit();
        EXPECT_NEAR(chart->expectedSet()->at(row) * unit, part.expectedSeconds,
                    1e-12 + part.expectedSeconds * 1e-12)
            << core::RunParts::id(part.kind);
        EXPECT_NEAR(chart->boundSet()->at(row) * unit, part.boundSeconds,
                    1e-12 + part.boundSeconds * 1e-12)
            << core::RunParts::id(part.kind);
    }
    // The forward products, the top row, at the 16-bit products' share and its source.
    const QString tip = chart->tipFor(chart->expectedSet(), parts - 1);
    EXPECT_TRUE(tip.contains(QStringLiteral("Forward products, expected"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("gemm_share_16bit"))) << tip.toStdString();
    // A pipeline of two leaves a bubble; full recomputation runs the products again.
    EXPECT_GT(chart->expectedSet()->at(parts - 1 - 9), 0.0);
    EXPECT_GT(chart->expectedSet()->at(parts - 1 - 3), 0.0);
    EXPECT_EQ(chart->expectedSet()->label(), QStringLiteral("Expected"));
}

// The figures table lists the run's figures, expected beside bound; the time and card-hours of
// a whole run come and go with the tokens to train on, and the model's contract holds.
TEST_F(TrainingLayout, TheFiguresComeExpectedBesideBound)
{
    auto *table = child<QTableView>("trainingFigures");
    QAbstractItemModel *model = table->model();
    ModelTesterReports reports;
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Warning);
    EXPECT_EQ(model->rowCount(), 4);
    child<QCheckBox>("trainingTrainTokensGiven")->setChecked(true);
    settle();
    EXPECT_EQ(model->rowCount(), 6);
    const core::TrainingRun &run = *m_state->snapshot()->trainingRun;
    const auto cell = [model](int row, int column) {
        return model->index(row, column).data().toString();
    };
    using M = TrainingFiguresTableModel;
    EXPECT_EQ(cell(M::StepTime, M::Figure), QStringLiteral("Step time"));
    EXPECT_EQ(cell(M::StepTime, M::Expected), Labels::duration(run.expected.stepSeconds));
    EXPECT_EQ(cell(M::StepTime, M::Bound), Labels::duration(run.bound.stepSeconds));
    EXPECT_EQ(cell(M::Mfu, M::Expected), Labels::percent(run.expected.mfu, 1));
    EXPECT_EQ(cell(M::CardHours, M::Bound), Labels::significant(run.bound.cardHours));
    // No run is faster than its bound.
    EXPECT_LT(run.bound.stepSeconds, run.expected.stepSeconds);
    child<QSpinBox>("trainingPp")->setValue(5);
    settle();
    EXPECT_EQ(model->rowCount(), 0);
    child<QSpinBox>("trainingPp")->setValue(1);
    child<QCheckBox>("trainingTrainTokensGiven")->setChecked(false);
    settle();
    EXPECT_EQ(model->rowCount(), 4);
    EXPECT_TRUE(reports.lines().isEmpty()) << reports.joined();
}

// Every figure fits its column whole, in either language at 1024 × 700: no "10…", no "87.2 %"
// broken over two lines; and under the chart a sentence says why element-wise work's expected
// time is so far above its bound.
TEST_F(TrainingLayout, FiguresFitTheirColumnsAndTheChartSaysWhy)
{
    for (const QString &language : {QStringLiteral("zh"), QStringLiteral("en")}) {
        Translation::install(language);
        m_window->resize(1024, 700);
        m_state->modify([](core::WhatIfInputs &in) { in.cards = 64; });
        settle();
        auto *table = child<QTableView>("trainingFigures");
        EXPECT_FALSE(table->wordWrap());
        const QFontMetrics metrics(table->font());
        QAbstractItemModel *model = table->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column :
                 {TrainingFiguresTableModel::Expected, TrainingFiguresTableModel::Bound}) {
                const QString text = model->index(row, column).data().toString();
                EXPECT_GE(table->columnWidth(column), metrics.horizontalAdvance(text))
                    << language.toStdString() << " " << text.toStdString();
            }
        }
        const QString note = child<QLabel>("trainingStepChartNote")->text();
        EXPECT_FALSE(note.isEmpty());
        EXPECT_TRUE(note.contains(Labels::duration([this] {
            for (const core::RunPart &p : m_state->snapshot()->trainingRun->parts) {
                if (p.kind == core::RunPartKind::Activations)
                    return p.boundSeconds;
            }
            return 0.0;
        }())))
            << note.toStdString();
    }
    Translation::install(QStringLiteral("en"));
}

// The chart is exported with tab 5's training charts, from the window and from a ChartSet alike,
// and only where there is a run to draw.
TEST_F(TrainingLayout, TheChartIsExportedWithTheOthers)
{
    QStringList stems;
    for (const ChartView *view : m_window->upToDateCharts())
        stems << view->fileStem();
    EXPECT_TRUE(stems.contains(QStringLiteral("training-step"))) << stems.join(' ').toStdString();
    ChartSet set;
    set.setData(*m_state->snapshot());
    bool drawn = false;
    for (const ChartView *view : set.charts()) {
        if (view->fileStem() == QLatin1String("training-step")) {
            drawn = view->hasData();
            EXPECT_TRUE(view->caption().contains(QStringLiteral("Llama 2 7B")))
                << view->caption().toStdString();
        }
    }
    EXPECT_TRUE(drawn);
    core::WhatIfInputs plain = m_state->inputs();
    plain.trainingModel.clear();
    m_state->setInputs(plain);
    settle();
    set.setData(*m_state->snapshot());
    // Without a run there is nothing to draw: neither export lists it (nor says it was not
    // measured).
    for (const ChartView *view : set.charts())
        EXPECT_NE(view->fileStem(), QStringLiteral("training-step"));
    for (const ChartView *view : m_window->upToDateCharts())
        EXPECT_NE(view->fileStem(), QStringLiteral("training-step"));
}

// Tokens to train on that were never given are saved as not given: the next start reads them
// back as such and reports no refused setting.
TEST_F(TrainingLayout, TokensNotGivenAreSavedAsNotGiven)
{
    ASSERT_FALSE(m_state->inputs().trainTokens);
    m_state->save();
    WhatIfState loaded;
    loaded.load();
    EXPECT_FALSE(loaded.inputs().trainTokens);
    EXPECT_TRUE(loaded.settingsProblem().isEmpty()) << loaded.settingsProblem().toStdString();
    EXPECT_EQ(loaded.inputs().zeroStage, 0);
}

// Question three under a layout (tensor 2 × pipeline 2 over 8 cards, ZeRO 1, selective
// recomputation, 16 sequences in micro-batches of 2): its sentence and its memory chart show the
// snapshot's trainingRun memory per card, the chosen ZeRO stage's bar equal to it, in both
// languages; without a model the chart keeps its by-parameter-count bars.
TEST_F(TrainingLayout, QuestionThreeShowsTheLayoutsMemory)
{
    setInWindow({"q3", 8, 2, 2, 1, 0, 1, "selective", false, "flash2", 4096, 2, 16, 0});
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    ASSERT_TRUE(snapshot->memoryFollowsLayout());
    const core::TrainingRunMemory &m = snapshot->trainingRun->memory;
    EXPECT_EQ(snapshot->fits, m.fits);
    EXPECT_EQ(m.stage, core::PipelineStage::First);
    auto *tab = m_window->questionsTab();
    MemoryChart *chart = tab->memoryChart();
    // Bars: ZeRO 0 to 3 under the layout, then the device; ZeRO 1 is the one set.
    const double gb = 1e9;
    EXPECT_DOUBLE_EQ(chart->weightsSet()->at(1), m.weightsBytes / gb);
    EXPECT_DOUBLE_EQ(chart->gradientsSet()->at(1), m.gradientsBytes / gb);
    EXPECT_DOUBLE_EQ(chart->optimizerSet()->at(1), m.optimizerBytes / gb);
    EXPECT_DOUBLE_EQ(chart->activationsSet()->at(1), m.activationsBytes / gb);
    EXPECT_DOUBLE_EQ(chart->logitsSet()->at(1), m.logitsBytes / gb);
    EXPECT_DOUBLE_EQ(chart->capacitySet()->at(4), 80.0);
    // ZeRO 0 keeps the whole optimizer state of the stage: twice stage 1's over 2 copies.
    EXPECT_DOUBLE_EQ(chart->optimizerSet()->at(0), 2.0 * m.optimizerBytes / gb);
    const QString fit = child<QLabel>("questionsFitVerdict")->text();
    for (double bytes : {m.totalBytes, m.weightsBytes, m.optimizerBytes, m.activationsBytes,
                         m.layerActivationBytes, m.firstStageBytes, m.lastStageBytes})
        EXPECT_TRUE(fit.contains(Labels::bytes(bytes))) << fit.toStdString();
    EXPECT_TRUE(fit.contains(QStringLiteral("Korthikanti"))) << fit.toStdString();
    EXPECT_TRUE(fit.contains(QStringLiteral("selective recomputation"))) << fit.toStdString();
    EXPECT_FALSE(child<QComboBox>("questionsActivations")->isEnabled());
    m_window->setLanguage(QStringLiteral("zh"));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    settle();
    const QString zh = child<QLabel>("questionsFitVerdict")->text();
    EXPECT_TRUE(zh.contains(QStringLiteral("选择性重算"))) << zh.toStdString();
    EXPECT_TRUE(zh.contains(Labels::bytes(m.totalBytes))) << zh.toStdString();
    m_window->setLanguage(QStringLiteral("en"));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    settle();
    // By parameter count the bars split over the cards again.
    m_state->modify([](core::WhatIfInputs &in) { in.trainingModel.clear(); });
    settle();
    EXPECT_FALSE(m_state->snapshot()->memoryFollowsLayout());
    EXPECT_DOUBLE_EQ(chart->logitsSet()->at(0), 0.0);
    EXPECT_TRUE(child<QComboBox>("questionsActivations")->isEnabled());
}

} // namespace
} // namespace blab::ui::test
