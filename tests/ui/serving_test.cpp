// SPDX-License-Identifier: GPL-3.0-or-later

// Serving a language model in the window: tab 5's Training / Inference switch and its three
// answers, the one-click example, the batch that moves decode along tab 3's roofline, and the
// inline refusal of inputs the model cannot serve.

#include "catalog/model_catalog_file.h"
#include "charts/roofline_chart.h"
#include "charts/scaling_chart.h"
#include "charts/serving_memory_chart.h"
#include "charts/serving_rate_chart.h"
#include "gui_fixture.h"
#include "state/user_catalog.h"
#include "tabs/intensity_tab.h"
#include "tabs/questions_tab.h"
#include "tabs/serving_panel.h"
#include "widgets/log_slider.h"
#include "widgets/user_models_bar.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QRadioButton>
#include <QScatterSeries>
#include <QSet>
#include <QSpinBox>
#include <QTemporaryDir>

namespace blab::ui::test {
namespace {

class Serving : public GuiTest
{
protected:
    void SetUp() override
    {
        GuiTest::SetUp();
        m_window->show();
        m_window->tabs()->setCurrentIndex(4);
        settle();
    }

    QString text(const char *name) const { return child<QLabel>(name)->text(); }
};

TEST_F(Serving, TheSwitchShowsOneSideAtATime)
{
    ServingPanel *panel = child<ServingPanel>("servingPanel");
    EXPECT_FALSE(panel->isVisible());
    child<QRadioButton>("questionsServing")->click();
    settle();
    EXPECT_EQ(m_state->inputs().mode, core::WorkloadMode::Inference);
    EXPECT_TRUE(panel->isVisible());
    EXPECT_FALSE(child<QLabel>("questionsBottleneck")->isVisible());
    EXPECT_TRUE(text("servingBottleneck").contains(QStringLiteral("Llama 3 8B")));
    child<QRadioButton>("questionsTraining")->click();
    settle();
    EXPECT_EQ(m_state->inputs().mode, core::WorkloadMode::Training);
    EXPECT_FALSE(panel->isVisible());
}

// A batch the card cannot hold is said where the figures are, and its point stays on the chart
// beyond the sweep's usual 1024 sequences.
TEST_F(Serving, ABatchTheCardCannotHoldIsSaidAndStaysOnTheChart)
{
    child<QRadioButton>("questionsServing")->click();
    m_state->modify([](core::WhatIfInputs &in) {
        in.device = "h100_sxm";
        in.weightDtype = core::WeightDtype::Bf16;
        in.inferenceBatch = 18967;
    });
    settle();
    EXPECT_TRUE(text("servingBottleneck")
                    .contains(QStringLiteral("The figures below are for a batch the cards cannot "
                                             "hold: 18967 sequences")))
        << text("servingBottleneck").toStdString() << "\n"
        << text("servingProblem").toStdString();
    QScatterSeries *marker = child<ServingPanel>("servingPanel")->rateChart()->marker();
    ASSERT_EQ(marker->count(), 1);
    EXPECT_DOUBLE_EQ(marker->at(0).x(), 18967.0);
    double axisMax = 0.0;
    for (QAbstractAxis *axis : marker->attachedAxes()) {
        if (axis->orientation() == Qt::Horizontal)
            axisMax = qobject_cast<QLogValueAxis *>(axis)->max();
    }
    EXPECT_GE(axisMax, 18967.0);
}

// A legend swatch shows a colour, not a dash: each series of the decode chart has its own.
TEST_F(Serving, TheDecodeChartsLegendTellsEverySeriesApart)
{
    child<QRadioButton>("questionsServing")->click();
    settle();
    QSet<QRgb> colours;
    int series = 0;
    for (QAbstractSeries *s : child<ServingPanel>("servingPanel")->rateChart()->chart()->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(s))
            colours.insert(scatter->color().rgb());
        else
            colours.insert(qobject_cast<QLineSeries *>(s)->pen().color().rgb());
        ++series;
    }
    EXPECT_EQ(series, 6);
    EXPECT_EQ(colours.size(), series);
}

// Switching static ↔ continuous keeps the count: 64 sequences become 64 requests in flight.
TEST_F(Serving, SwitchingBatchingKeepsTheCount)
{
    child<QRadioButton>("questionsServing")->click();
    settle();
    m_state->modify([](core::WhatIfInputs &in) { in.inferenceBatch = 64; });
    settle();
    auto *batching = child<QComboBox>("servingBatching");
    batching->setCurrentIndex(batching->findData(static_cast<int>(core::Batching::Continuous)));
    emit batching->activated(batching->currentIndex());
    settle();
    EXPECT_EQ(m_state->inputs().batching, core::Batching::Continuous);
    EXPECT_EQ(m_state->inputs().concurrency, 64);
    EXPECT_EQ(child<QSpinBox>("servingConcurrency")->value(), 64);
    m_state->modify([](core::WhatIfInputs &in) { in.concurrency = 24; });
    settle();
    batching->setCurrentIndex(batching->findData(static_cast<int>(core::Batching::Static)));
    emit batching->activated(batching->currentIndex());
    settle();
    EXPECT_EQ(m_state->inputs().inferenceBatch, 24);
}

// The example: Llama 3 70B in BF16 on 8 × H100 SXM. Its weights (141 GB) need more than
// one 80 GB card; on eight, decode at batch 1 waits for memory and prefill for compute.
TEST_F(Serving, TheExampleServesLlama70bOnEightH100s)
{
    child<QPushButton>("servingExample")->click();
    settle();
    const core::WhatIfInputs &in = m_state->inputs();
    EXPECT_EQ(in.model, "llama3_70b");
    EXPECT_EQ(in.tensorParallel, 8);
    EXPECT_EQ(in.device, "h100_sxm");
    EXPECT_EQ(child<QComboBox>("servingTp")->currentData().toInt(), 8);
    const QString q1 = text("servingBottleneck");
    EXPECT_TRUE(q1.contains(QStringLiteral("compute-bound"))) << q1.toStdString();
    EXPECT_TRUE(q1.contains(QStringLiteral("bandwidth-bound"))) << q1.toStdString();
    EXPECT_TRUE(text("servingLinkVerdict").contains(QStringLiteral("8 cards")));
    EXPECT_TRUE(text("servingFitVerdict").contains(QStringLiteral("it fits")));
    EXPECT_FALSE(child<QLabel>("servingProblem")->isVisible());
}

// The split is compared with one card only where one card could hold the model: Llama 3 70B's
// 141 GB of weights cannot be on one 80 GB H100, Llama 3 8B's 16 GB can.
TEST_F(Serving, OneCardComparisonOnlyWhereOneCardHoldsTheModel)
{
    child<QPushButton>("servingExample")->click();
    settle();
    QString link = text("servingLinkVerdict");
    EXPECT_TRUE(link.contains(QStringLiteral("One card cannot hold the model")))
        << link.toStdString();
    EXPECT_FALSE(link.contains(QStringLiteral("on one card:"))) << link.toStdString();
    m_state->modify([](core::WhatIfInputs &in) { in.model = "llama3_8b"; });
    settle();
    ASSERT_EQ(m_state->inputs().tensorParallel, 8);
    link = text("servingLinkVerdict");
    EXPECT_TRUE(link.contains(QStringLiteral("on one card:"))) << link.toStdString();
    EXPECT_FALSE(link.contains(QStringLiteral("cannot hold"))) << link.toStdString();
}

// The card counts offered are those that split the model's heads (ModelSpec::splitsHeads): Qwen2
// 7B's 28 query heads and 4 key-value heads allow 1, 2, 4 and 28 cards, not 7 or 14.
TEST_F(Serving, CardsOfferedDivideTheHeads)
{
    m_state->modify([](core::WhatIfInputs &in) {
        in.mode = core::WorkloadMode::Inference;
        in.model = "qwen2_7b";
    });
    settle();
    auto *tp = child<QComboBox>("servingTp");
    QList<int> offered;
    for (int i = 0; i < tp->count(); ++i)
        offered << tp->itemData(i).toInt();
    EXPECT_EQ(offered, (QList<int>{1, 2, 4, 28}));
}

TEST_F(Serving, AContextTheModelCannotReadIsSaidInPlace)
{
    child<QRadioButton>("questionsServing")->click();
    child<QSpinBox>("servingContext")->setValue(9000);
    settle();
    auto *problem = child<QLabel>("servingProblem");
    EXPECT_TRUE(problem->isVisible());
    EXPECT_TRUE(problem->text().contains(QStringLiteral("8192"))) << problem->text().toStdString();
    EXPECT_TRUE(text("servingBottleneck").isEmpty());
    // No chart draws the setup that cannot run, until the context is one the model reads.
    auto *panel = m_window->questionsTab()->servingPanel();
    EXPECT_FALSE(panel->rateChart()->isVisible());
    EXPECT_FALSE(panel->memoryChart()->isVisible());
    child<QSpinBox>("servingContext")->setValue(8192);
    settle();
    EXPECT_FALSE(problem->isVisible());
    EXPECT_TRUE(panel->rateChart()->isVisible());
    EXPECT_TRUE(panel->memoryChart()->isVisible());
}

// The context follows the prompt and the answer until it is set apart from them, as the command
// line's does; set, it stays.
TEST_F(Serving, TheContextFollowsThePromptAndTheAnswerUntilSet)
{
    child<QRadioButton>("questionsServing")->click();
    settle();
    auto *context = child<QSpinBox>("servingContext");
    EXPECT_EQ(context->value(), m_state->inputs().promptTokens + m_state->inputs().outputTokens);
    child<QSpinBox>("servingPrompt")->setValue(3000);
    child<QSpinBox>("servingOutput")->setValue(500);
    settle();
    EXPECT_EQ(context->value(), 3500);
    EXPECT_EQ(m_state->snapshot()->inferenceInputs->context, 3500);
    context->setValue(8000);
    settle();
    child<QSpinBox>("servingPrompt")->setValue(1000);
    settle();
    EXPECT_EQ(context->value(), 8000);
}

// Choosing a model with fewer heads keeps a card count it can use: from 8 cards, Qwen2 7B's 28
// heads and 4 key-value heads take 4.
TEST_F(Serving, AnotherModelKeepsInputsItCanServe)
{
    child<QPushButton>("servingExample")->click();
    settle();
    auto *model = child<QComboBox>("servingModel");
    const int qwen = model->findData(QStringLiteral("qwen2_7b"));
    ASSERT_GE(qwen, 0);
    model->setCurrentIndex(qwen);
    emit model->activated(qwen);
    settle();
    EXPECT_EQ(m_state->inputs().model, "qwen2_7b");
    EXPECT_EQ(m_state->inputs().tensorParallel, 4);
    EXPECT_FALSE(child<QLabel>("servingProblem")->isVisible());
}

// Tab 3's batch slider moves the decode point right, towards the balance point, and tab 5's
// chart marks the same batch.
TEST_F(Serving, TheBatchMovesDecodeAlongTheRoofline)
{
    m_window->tabs()->setCurrentIndex(2);
    settle();
    RooflineChart *chart = m_window->intensityTab()->chart();
    const auto decodeX = [chart] {
        QScatterSeries *decode = chart->operationSeries().at(5);
        return decode->count() ? decode->at(0).x() : 0.0;
    };
    const double before = decodeX();
    child<LogSlider>("intensityBatch")->setValue(64);
    settle();
    EXPECT_EQ(m_state->inputs().inferenceBatch, 64);
    // Sixty-four sequences share one read of 15 GB of weights: about 50 times the FLOPs per byte.
    EXPECT_GT(decodeX(), before * 30);
    m_window->tabs()->setCurrentIndex(4);
    child<QRadioButton>("questionsServing")->click();
    settle();
    QScatterSeries *marker = child<ServingPanel>("servingPanel")->rateChart()->marker();
    ASSERT_EQ(marker->count(), 1);
    EXPECT_DOUBLE_EQ(marker->at(0).x(), 64.0);
}

// Serving from the lesson's defaults starts on an H100 SXM in bfloat16, where Llama 3 8B fits one
// card; the precision and the link shown are the ones chosen for the device (BF16, its NVLink),
// and one picked by hand stays.
TEST_F(Serving, ServingStartsWhereTheModelFitsOnTheDevicesOwnPeakAndLink)
{
    child<QRadioButton>("questionsServing")->click();
    settle();
    const auto snapshot = m_state->snapshot();
    EXPECT_EQ(snapshot->fitDevice.id, "h100_sxm");
    ASSERT_TRUE(snapshot->inference.has_value());
    EXPECT_TRUE(snapshot->inference->memory.fits);
    auto *precision = child<QComboBox>("questionsPrecision");
    EXPECT_EQ(precision->currentData().toInt(), static_cast<int>(core::Precision::Bf16));
    EXPECT_EQ(child<QComboBox>("servingLinkKind")->currentData().toInt(),
              static_cast<int>(core::LinkKind::CardLink));
    EXPECT_TRUE(text("servingBottleneck").contains(QStringLiteral("chosen for the device")));
    const int fp32 = precision->findData(static_cast<int>(core::Precision::Fp32));
    precision->setCurrentIndex(fp32);
    emit precision->activated(fp32);
    settle();
    EXPECT_EQ(m_state->snapshot()->inputs.precision, core::Precision::Fp32);
    EXPECT_FALSE(m_state->snapshot()->servingChoice.precisionChosen);
}

// The training page imports models too, and the model imported there is the one trained.
TEST_F(Serving, AModelImportedOnTheTrainingPageIsTrained)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("mine.json"));
    ASSERT_TRUE(child<UserModelsBar>("servingUserModels")->exportTo(file));
    child<QRadioButton>("questionsTraining")->click();
    settle();
    auto *bar = child<UserModelsBar>("trainingUserModels");
    EXPECT_TRUE(bar->isVisible());
    ASSERT_TRUE(bar->importFrom(file));
    settle();
    EXPECT_EQ(m_state->inputs().trainingModel, "llama3_8b_copy");
    EXPECT_EQ(child<QComboBox>("questionsTrainedModel")->currentData().toString(),
              QStringLiteral("llama3_8b_copy"));
    EXPECT_TRUE(child<QPushButton>("trainingModelsRemove")->isEnabled());
}

// A config.json imported as a user has it, in a folder named after the model: DeepSeek-V3 with
// its latent cache and its experts, served with the experts spread.
TEST_F(Serving, ImportsAHuggingFaceConfigAndSpreadsItsExperts)
{
    child<QRadioButton>("questionsServing")->click();
    settle();
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("DeepSeek-V3")));
    const QString file = dir.filePath(QStringLiteral("DeepSeek-V3/config.json"));
    ASSERT_TRUE(
        QFile::copy(QStringLiteral(BLAB_SOURCE_DIR "/tests/core/data/hf/deepseek_v3.json"), file));
    ASSERT_TRUE(child<UserModelsBar>("servingUserModels")->importFrom(file));
    settle();
    EXPECT_EQ(m_state->inputs().model, "deepseek-v3");
    ASSERT_EQ(m_state->userModels().size(), 1u);
    EXPECT_DOUBLE_EQ(m_state->userModels().front().kvBytesPerToken(core::KvDtype::Fp16), 70272.0);
    // One card: neither layout applies yet.
    EXPECT_FALSE(child<QSpinBox>("servingEp")->isEnabled());
    m_state->modify([](core::WhatIfInputs &in) {
        in.device = "h200_sxm";
        in.weightDtype = core::WeightDtype::Fp8;
        in.tensorParallel = 8;
    });
    settle();
    auto *ep = child<QSpinBox>("servingEp");
    ASSERT_TRUE(ep->isEnabled());
    ep->setValue(8);
    child<QSpinBox>("servingAttentionDp")->setValue(8);
    settle();
    EXPECT_EQ(m_state->inputs().expertParallel, 8);
    EXPECT_EQ(m_state->inputs().attentionDp, 8);
    ASSERT_TRUE(m_state->snapshot()->inference.has_value());
    EXPECT_DOUBLE_EQ(m_state->snapshot()->inference->expertsPerCard, 32.0);
}

// A model of the user's own, as a user makes one: export the chosen model as a template, import
// it, serve it, import it again under a numbered id, refuse a broken file with its line, remove.
TEST_F(Serving, ImportsExportsAndRemovesTheUsersOwnModels)
{
    child<QRadioButton>("questionsServing")->click();
    settle();
    auto *bar = child<UserModelsBar>("servingUserModels");
    auto *combo = child<QComboBox>("servingModel");
    EXPECT_FALSE(child<QPushButton>("modelsRemove")->isEnabled());
    QTemporaryDir dir;
    const QString templateFile = dir.filePath(QStringLiteral("template.json"));
    ASSERT_TRUE(bar->exportTo(templateFile));
    EXPECT_TRUE(text("modelsMessage").contains(QStringLiteral("llama3_8b_copy")));
    EXPECT_TRUE(m_state->userModels().empty());

    ASSERT_TRUE(bar->importFrom(templateFile));
    settle();
    EXPECT_EQ(m_state->inputs().model, "llama3_8b_copy");
    ASSERT_EQ(m_state->userModels().size(), 1u);
    EXPECT_TRUE(QFile::exists(UserCatalog::modelsPath()));
    EXPECT_TRUE(combo->currentText().endsWith(QStringLiteral("(yours: llama3_8b_copy)")))
        << combo->currentText().toStdString();
    EXPECT_TRUE(text("servingBottleneck").contains(QStringLiteral("Llama 3 8B (copy)")));
    EXPECT_TRUE(child<QPushButton>("modelsRemove")->isEnabled());

    ASSERT_TRUE(bar->importFrom(templateFile));
    settle();
    EXPECT_EQ(m_state->inputs().model, "llama3_8b_copy-2");
    EXPECT_TRUE(text("modelsMessage").contains(QStringLiteral("number added")));

    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"bottleneck-lab-models\", \"version\": 1, \"models\": [\n"
               "{\"id\": \"x\", \"name\": \"X\", \"layers\": 2, \"hidden\": 64, "
               "\"head_dim\": 16, \"mlp_hidden\": 256, \"vocab\": 1000, \"max_context\": 2048, "
               "\"parameters\": 1e6,\n\"heads\": 3, \"kv_heads\": 2}]}");
    file.close();
    EXPECT_FALSE(bar->importFrom(broken));
    EXPECT_TRUE(text("modelsMessage").contains(QStringLiteral("line 3")))
        << text("modelsMessage").toStdString();
    EXPECT_EQ(m_state->userModels().size(), 2u);

    bar->removeChosen();
    settle();
    EXPECT_EQ(m_state->userModels().size(), 1u);
    EXPECT_EQ(m_state->inputs().model, "llama3_8b");
    EXPECT_LT(combo->findData(QStringLiteral("llama3_8b_copy-2")), 0);
    EXPECT_GE(combo->findData(QStringLiteral("llama3_8b_copy")), 0);
    EXPECT_FALSE(child<QPushButton>("modelsRemove")->isEnabled());

    // What is left is in the user's file, where the next session finds it; an export of one's
    // own writes exactly those.
    WhatIfState next;
    next.load();
    ASSERT_EQ(next.userModels().size(), 1u);
    EXPECT_EQ(next.userModels().front().id, "llama3_8b_copy");
    const QString exported = dir.filePath(QStringLiteral("mine.json"));
    ASSERT_TRUE(bar->exportTo(exported));
    const UserCatalog::ModelsResult back = UserCatalog::readModels(exported);
    ASSERT_TRUE(back.error.isEmpty()) << back.error.toStdString();
    ASSERT_EQ(back.models.size(), 1u);
    EXPECT_EQ(back.models.front().name, "Llama 3 8B (copy)");
}

// A model file that cannot be read at start is said in the panel and set aside, not overwritten,
// when the user's models change.
TEST_F(Serving, AnUnreadableModelFileIsSaidAndKept)
{
    ASSERT_TRUE(QDir().mkpath(QFileInfo(UserCatalog::modelsPath()).absolutePath()));
    QFile file(UserCatalog::modelsPath());
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\n\"format\": 1}");
    file.close();
    WhatIfState state;
    state.load();
    EXPECT_TRUE(state.modelsError().contains(QStringLiteral("line 2")))
        << state.modelsError().toStdString();
    UserModelsBar bar(&state);
    EXPECT_TRUE(
        test::child<QLabel>(&bar, "modelsMessage")->text().contains(QStringLiteral("line 2")));
    EXPECT_EQ(state.setUserModels({}), QString());
    QDir folder(QFileInfo(UserCatalog::modelsPath()).absolutePath());
    const QStringList kept =
        folder.entryList({QStringLiteral("models.json.unreadable-*")}, QDir::Files);
    ASSERT_EQ(kept.size(), 1);
    QFile keptFile(folder.filePath(kept.front()));
    ASSERT_TRUE(keptFile.open(QIODevice::ReadOnly));
    EXPECT_EQ(keptFile.readAll(), QByteArray("{\n\"format\": 1}"));
    EXPECT_TRUE(folder.remove(kept.front()));
}

// Losing the model in use, removed now or gone by the next start, leaves the shipped default with
// inputs it serves: Llama 3 8B reads at most 8192 tokens, which hold the 128-token answer and a
// prompt of 8064, and splits its 32 heads over 8 cards, not 12.
TEST_F(Serving, LosingTheModelInUseKeepsInputsTheDefaultServes)
{
    core::ModelSpec big = *core::ModelCatalogFile::find("llama3_70b");
    big.id = "long_context";
    big.heads = 96;
    big.maxContext = 131072;
    ASSERT_EQ(m_state->setUserModels({big}), QString());
    m_state->modify([](core::WhatIfInputs &in) {
        in.model = "long_context";
        in.context = 32768;
        in.promptTokens = 16384;
        in.tensorParallel = 12;
    });
    settle();
    m_state->save();
    ASSERT_EQ(m_state->setUserModels({}), QString());
    settle();
    EXPECT_EQ(m_state->inputs().model, "llama3_8b");
    EXPECT_EQ(m_state->inputs().context, 8192);
    EXPECT_EQ(m_state->inputs().promptTokens, 8064);
    EXPECT_EQ(m_state->inputs().tensorParallel, 8);
    EXPECT_TRUE(m_state->snapshot()->serveProblem == core::ServeProblem::None);

    // The settings saved while it was in use name it; the next start no longer finds it.
    WhatIfState next;
    next.load();
    EXPECT_EQ(next.inputs().model, "llama3_8b");
    EXPECT_EQ(next.inputs().context, 8192);
    EXPECT_EQ(next.inputs().tensorParallel, 8);
}

// Removing the model being trained leaves its parameter count and no model: the training page's
// run has nothing to look up.
TEST_F(Serving, LosingTheTrainedModelKeepsItsParameters)
{
    core::ModelSpec mine = *core::ModelCatalogFile::find("llama3_8b");
    mine.id = "mine";
    ASSERT_EQ(m_state->setUserModels({mine}), QString());
    m_state->modify([&](core::WhatIfInputs &in) {
        in.trainingModel = "mine";
        in.params = mine.totalParameters();
    });
    settle();
    ASSERT_EQ(m_state->setUserModels({}), QString());
    settle();
    EXPECT_EQ(m_state->inputs().trainingModel, "");
    EXPECT_DOUBLE_EQ(m_state->inputs().params, mine.totalParameters());
    EXPECT_EQ(m_state->snapshot()->inputs.trainingModel, "");
}

} // namespace
} // namespace blab::ui::test
