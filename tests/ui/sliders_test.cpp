// SPDX-License-Identifier: GPL-3.0-or-later

// Moving each control changes the series it should and the numbers in its table.

#include "charts/batch_copy_chart.h"
#include "charts/device_chart.h"
#include "charts/memory_chart.h"
#include "charts/roofline_chart.h"
#include "charts/scaling_chart.h"
#include "gui_fixture.h"
#include "models/batches_table_model.h"
#include "tabs/devices_tab.h"
#include "tabs/intensity_tab.h"
#include "tabs/questions_tab.h"
#include "tabs/transfer_tab.h"
#include "text/labels.h"
#include "widgets/experiment_box.h"
#include "widgets/log_slider.h"
#include "widgets/slider_walk.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScatterSeries>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <algorithm>
#include <cmath>

namespace blab::ui::test {
namespace {

class Sliders : public GuiTest
{
protected:
    // The text of one cell of a table, found by the table's object name.
    QString cell(const char *table, int row, int column) const
    {
        const QAbstractItemModel *model = child<QTableView>(table)->model();
        return model->index(row, column).data().toString();
    }
    int rows(const char *table) const { return child<QTableView>(table)->model()->rowCount(); }
};

double balanceX(MainWindow &w)
{
    return w.intensityTab()->chart()->balanceSeries()->at(0).x();
}

QPointF opPoint(MainWindow &w, int index)
{
    return w.intensityTab()->chart()->operationSeries().at(index)->at(0);
}

// A figure with every digit, as a model's parameter count fills the box, widens the box rather
// than be cut ("8.029995008" without its "× 10⁹").
TEST_F(Sliders, ABoxWidensForAFigureWithEveryDigit)
{
    auto *params = child<LogSlider>("questionsParams");
    params->setValueQuietly(8029995008.0);
    QDoubleSpinBox *box = params->spinBox();
    EXPECT_GE(box->minimumWidth(), box->fontMetrics().horizontalAdvance(box->text()))
        << box->text().toStdString();
}

TEST_F(Sliders, KWalksTheElementwisePointAcrossTheBalancePoint)
{
    LogSlider *k = child<LogSlider>("intensityK");
    k->setValue(1);
    settle();
    EXPECT_DOUBLE_EQ(opPoint(*m_window, 3).x(), 0.25);
    EXPECT_LT(opPoint(*m_window, 3).x(), balanceX(*m_window));
    const QString boundAtOne = cell("operationsTable", 3, 4);

    k->setValue(1000);
    settle();
    EXPECT_DOUBLE_EQ(opPoint(*m_window, 3).x(), 250.0);
    EXPECT_GT(opPoint(*m_window, 3).x(), balanceX(*m_window));
    EXPECT_NE(cell("operationsTable", 3, 4), boundAtOne);
    EXPECT_EQ(cell("operationsTable", 3, 3), QStringLiteral("250"));
}

TEST_F(Sliders, DraggingTheSliderItselfMovesThePoint)
{
    QSlider *slider = child<LogSlider>("intensityK")->slider();
    slider->setValue(0);
    settle();
    const double left = opPoint(*m_window, 3).x();
    slider->setValue(slider->maximum());
    settle();
    EXPECT_GT(opPoint(*m_window, 3).x(), left * 1000);
}

// Tab 3's peak and bandwidth tracks span what machines reach: a handle dragged to either end
// gives 1 GFLOPS or 20 PFLOPS, 1 GB/s or 30 TB/s, never the options' 0.001 GFLOPS or 10⁶ GB/s,
// and a short drag moves the figure by a fraction of a decade; the boxes still take the whole
// range.
TEST_F(Sliders, ATabThreeDragStaysWithinWhatMachinesReach)
{
    LogSlider *peak = child<LogSlider>("intensityPeak");
    LogSlider *bandwidth = child<LogSlider>("intensityBandwidth");
    peak->slider()->setValue(0);
    bandwidth->slider()->setValue(bandwidth->slider()->maximum());
    settle();
    EXPECT_DOUBLE_EQ(peak->value(), 1.0);
    EXPECT_DOUBLE_EQ(bandwidth->value(), 3e4);
    peak->slider()->setValue(500);
    settle();
    const double before = peak->value();
    peak->slider()->setValue(510);
    settle();
    EXPECT_LT(peak->value() / before, std::pow(10.0, 0.1));
    peak->spinBox()->setValue(0.01);
    settle();
    EXPECT_DOUBLE_EQ(m_state->snapshot()->roofline.peakGflops, 0.01);
    EXPECT_EQ(peak->slider()->value(), 0);
}

// The intensity axis reaches the points it draws: Llama 3 70B's prefill of 16 384-token prompts
// at batch 8 (tens of thousands of FLOP/B) is drawn where it is, not on the 10⁴ edge.
TEST_F(Sliders, TheIntensityAxisReachesThePointsItDraws)
{
    m_state->modify([](core::WhatIfInputs &in) {
        in.model = "llama3_70b";
        in.promptTokens = 8000;
        in.inferenceBatch = 8;
    });
    settle();
    double highest = 0.0;
    for (const core::Operation &op : m_state->snapshot()->roofOperations())
        highest = std::max(highest, op.flopsPerByte());
    ASSERT_GT(highest, 1e4);
    EXPECT_GE(m_window->intensityTab()->chart()->xAxis()->max(), highest);
}

TEST_F(Sliders, BandwidthMovesTheKnee)
{
    LogSlider *bandwidth = child<LogSlider>("intensityBandwidth");
    bandwidth->setValue(50);
    settle();
    EXPECT_NEAR(balanceX(*m_window), 237.05 / 50, 1e-9);
    bandwidth->setValue(500);
    settle();
    EXPECT_NEAR(balanceX(*m_window), 237.05 / 500, 1e-9);
}

TEST_F(Sliders, PeakRaisesTheRoof)
{
    IntensityTab *tab = m_window->intensityTab();
    child<LogSlider>("intensityPeak")->setValue(10000);
    settle();
    QLineSeries *roof = tab->chart()->roofSeries();
    EXPECT_DOUBLE_EQ(roof->at(roof->count() - 1).y(), 10000.0);
    EXPECT_NEAR(balanceX(*m_window), 10000.0 / 50, 1e-9);
    EXPECT_GE(tab->chart()->yAxis()->max(), 10000.0);
}

TEST_F(Sliders, DevicePickerSetsPeakAndBandwidth)
{
    QComboBox *device = child<QComboBox>("intensityDevice");
    device->setCurrentIndex(2);
    emit device->activated(2);
    settle();
    EXPECT_DOUBLE_EQ(child<LogSlider>("intensityPeak")->value(), 20000.0);
    EXPECT_DOUBLE_EQ(child<LogSlider>("intensityBandwidth")->value(), 900.0);
    EXPECT_NEAR(balanceX(*m_window), 20000.0 / 900, 1e-9);
}

TEST_F(Sliders, MatrixSizeMovesTheMatmulPoint)
{
    child<LogSlider>("intensityN")->setValue(1024);
    settle();
    EXPECT_NEAR(opPoint(*m_window, 0).x(), 1024.0 / 6, 1e-9);
    EXPECT_EQ(cell("operationsTable", 0, 1), QStringLiteral("2.1475 × 10⁹"));
}

TEST_F(Sliders, FastLinkDropsTheCopyShare)
{
    TransferTab *tab = m_window->transferTab();
    LogSlider *link = child<LogSlider>("transferLink");
    link->setValue(12);
    settle();
    EXPECT_NEAR(tab->chart()->copyPercent(0), 10.63, 0.01);
    EXPECT_EQ(cell("batchesTable", 0, BatchesTableModel::CpuShare), QStringLiteral("10.6 %"));
    link->setValue(300);
    settle();
    EXPECT_LT(tab->chart()->copyPercent(0), 1.0);
    EXPECT_NEAR(tab->chart()->copyPercent(0) + tab->chart()->computePercent(0), 100.0, 1e-9);
    // 2.007 µs of copying against 421.9 µs of computing per sample: three digits, as the bar.
    EXPECT_EQ(cell("batchesTable", 0, BatchesTableModel::CpuShare), QStringLiteral("0.474 %"));
}

TEST_F(Sliders, AcceleratorChangesItsShareOnly)
{
    TransferTab *tab = m_window->transferTab();
    LogSlider *accel = child<LogSlider>("transferAccel");
    accel->setValue(20);
    settle();
    EXPECT_NEAR(tab->chart()->copyPercent(1), 90.94, 0.01);
    accel->setValue(2);
    settle();
    EXPECT_NEAR(tab->chart()->copyPercent(1), 100.0 * 1.6056 / (1.6056 + 1.6), 0.05);
    EXPECT_NEAR(tab->chart()->copyPercent(0), 10.63, 0.01);
}

TEST_F(Sliders, BatchAddsTheUsersRowButNotANewShare)
{
    TransferTab *tab = m_window->transferTab();
    child<LogSlider>("transferBatch")->setValue(256);
    settle();
    ASSERT_EQ(rows("batchesTable"), 4);
    EXPECT_TRUE(cell("batchesTable", 3, 0).startsWith(QStringLiteral("256")));
    EXPECT_EQ(cell("batchesTable", 3, BatchesTableModel::CpuShare),
              cell("batchesTable", 0, BatchesTableModel::CpuShare));
    EXPECT_TRUE(tab->chart()->categoryAxis()->categories().last().contains(QStringLiteral("256")));
    EXPECT_EQ(tab->chart()->barCount(), 8);
}

TEST_F(Sliders, CardsMoveTheMarkerAndLinkBendsTheCurve)
{
    QuestionsTab *tab = m_window->questionsTab();
    child<QSpinBox>("questionsCards")->setValue(16);
    settle();
    EXPECT_DOUBLE_EQ(tab->scalingChart()->markerSeries()->at(0).x(), 16.0);
    const double slowSpeedup = tab->scalingChart()->markerSeries()->at(0).y();
    child<QDoubleSpinBox>("questionsLinkBandwidth")->setValue(300);
    settle();
    EXPECT_GT(tab->scalingChart()->markerSeries()->at(0).y(), slowSpeedup);
    EXPECT_TRUE(child<QLabel>("questionsLinkVerdict")->text().contains(QStringLiteral("16")));
}

TEST_F(Sliders, OptimizerChangesTheMemoryBar)
{
    QuestionsTab *tab = m_window->questionsTab();
    QComboBox *optimizer = child<QComboBox>("questionsOptimizer");
    optimizer->setCurrentIndex(0);
    emit optimizer->activated(0);
    settle();
    EXPECT_DOUBLE_EQ(tab->memoryChart()->optimizerSet()->at(0), 0.0);
    optimizer->setCurrentIndex(2);
    emit optimizer->activated(2);
    settle();
    EXPECT_DOUBLE_EQ(tab->memoryChart()->optimizerSet()->at(0), 8.0);
    EXPECT_DOUBLE_EQ(tab->memoryChart()->weightsSet()->at(0), 4.0);
}

// The lesson's 1·10⁹ parameters with Adam on 8 cards: 4 GB of weights and gradients, 8 GB of
// optimizer state, so the split bars have segments of 0.5 and 1 GB that are a few pixels tall
// at this size. A figure is written only inside its own segment with room for it; the thin ones
// have none (their figures are in the tooltip), and no two figures overlap.
TEST_F(Sliders, MemoryFiguresStayInsideTheirSegments)
{
    MemoryChart view;
    MemoryChart *chart = &view;
    chart->resize(640, 400);
    chart->setData(*m_state->snapshot());
    chart->show();
    settle();
    chart->relayout();
    const QList<QBarSet *> sets{chart->weightsSet(),   chart->gradientsSet(),
                                chart->optimizerSet(), chart->activationsSet(),
                                chart->logitsSet(),    chart->capacitySet()};
    QList<QRectF> shown;
    int hidden = 0;
    for (int s = 0; s < sets.size(); ++s) {
        double base = 0.0;
        for (int bar = 0; bar < 5; ++bar) {
            double below = 0.0;
            for (int t = 0; t < s; ++t)
                below += sets[t]->at(bar);
            base = below;
            const double value = sets[s]->at(bar);
            const QGraphicsSimpleTextItem *label = chart->segmentLabel(s, bar);
            if (!label) {
                hidden += value > 0 ? 1 : 0;
                continue;
            }
            const double top = chart->chart()->mapToPosition(QPointF(bar, base + value)).y();
            const double bottom = chart->chart()->mapToPosition(QPointF(bar, base)).y();
            EXPECT_GT(bottom - top, 0.0) << s << " " << bar;
            const QRectF box(label->pos(), label->boundingRect().size());
            EXPECT_GE(box.top(), top) << s << " " << bar;
            EXPECT_LE(box.bottom(), bottom) << s << " " << bar;
            EXPECT_EQ(label->text(), Labels::significant(value));
            shown.append(box);
        }
    }
    for (int a = 0; a < shown.size(); ++a) {
        for (int b = a + 1; b < shown.size(); ++b)
            EXPECT_FALSE(shown[a].intersects(shown[b])) << a << " " << b;
    }
    // The unsplit bar's 8 GB and the device's 80 GB have room; the 0.5 GB segments do not.
    EXPECT_GE(shown.size(), 2);
    EXPECT_GE(hidden, 1);
}

TEST_F(Sliders, ParamsDecideWhetherItFits)
{
    QuestionsTab *tab = m_window->questionsTab();
    LogSlider *params = child<LogSlider>("questionsParams");
    QLabel *fit = child<QLabel>("questionsFitVerdict");
    params->setValue(1e9);
    settle();
    const QString fits = fit->text();
    params->setValue(1e11);
    settle();
    EXPECT_NE(fit->text(), fits);
    EXPECT_DOUBLE_EQ(tab->memoryChart()->weightsSet()->at(0), 400.0);
}

// The worked example, read off the window: 8 × H100 SXM training Llama 2 7B with mixed Adam. Its
// shape gives P = 32 · (4 · 4096² + 3 · 4096 · 11008) + 2 · 32000 · 4096 = 6 738 149 376
// parameters. Question three follows the layout (8 data-parallel copies, two sequences of 4096 a
// micro-batch): 16 B/param = 107.8 GB of states, 32 · 2 · 4096 · 4096 · 34 = 36.5 GB of
// activations and 2 · 4096 · 32000 · 4 = 1.05 GB of fp32 logits, 145 GB, which does not fit in
// 80 GB; keeping the activations, ZeRO 1 needs 6 cards, ZeRO 2 4 and ZeRO 3 3. The NVLink sync of
// 2P bytes of BF16 gradients, summed in the NVSwitch, moves 9/8 · 2P through each link at 0.686
// of 450 GB/s after α = 32.7 µs · 1.667.
TEST_F(Sliders, ExampleAnswersAllThreeQuestions)
{
    QuestionsTab *tab = m_window->questionsTab();
    child<QPushButton>("questionsExample")->click();
    settle();
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    const core::ReportModel &model = *snapshot;
    const double p = 6738149376.0;
    const double activations = 32.0 * 2 * 4096 * 4096 * 34;
    const double logits = 2.0 * 4096 * 32000 * 4;
    EXPECT_EQ(model.fitDevice.id, "h100_sxm");
    EXPECT_DOUBLE_EQ(model.inputs.params, p);
    EXPECT_DOUBLE_EQ(model.memory.totalBytes, 16 * p);
    ASSERT_TRUE(model.memoryFollowsLayout());
    EXPECT_DOUBLE_EQ(model.trainingRun->memory.totalBytes, 16 * p + activations + logits);
    EXPECT_FALSE(model.fits);
    EXPECT_EQ(model.sharding.minCardsOptimizerSharded, 6);
    EXPECT_EQ(model.sharding.minCardsGradientSharded, 4);
    EXPECT_EQ(model.sharding.minCardsFullySharded, 3);
    EXPECT_EQ(model.link.link.kind, core::LinkKind::CardLink);
    // NVLink 4 through NVSwitch 3 (resources/efficiencies.json).
    EXPECT_NEAR(model.interconnect.allreduceSeconds,
                9.0 / 8 * 2 * p / (450e9 * 0.686) + 32.7e-6 * 1.667, 1e-12);
    EXPECT_TRUE(model.interconnect.inSwitch);
    // One row per link the H100 has (host memory, switch, NVLink) and the custom one.
    EXPECT_EQ(rows("linksTable"), 4);
    EXPECT_TRUE(tab->scalingChart()->curve(core::LinkKind::CardLink)->isVisible());
    // Bars: ZeRO stages 0 to 3 under the layout, then the device.
    MemoryChart *chart = tab->memoryChart();
    EXPECT_NEAR(chart->optimizerSet()->at(0), 12 * p / 1e9, 1e-9);
    EXPECT_NEAR(chart->optimizerSet()->at(1), 12 * p / 1e9 / 8, 1e-9);
    EXPECT_NEAR(chart->gradientsSet()->at(1), 2 * p / 1e9, 1e-9);
    EXPECT_NEAR(chart->gradientsSet()->at(2), 2 * p / 1e9 / 8, 1e-9);
    EXPECT_NEAR(chart->weightsSet()->at(2), 2 * p / 1e9, 1e-9);
    EXPECT_NEAR(chart->weightsSet()->at(3), 2 * p / 1e9 / 8, 1e-9);
    EXPECT_NEAR(chart->activationsSet()->at(3), activations / 1e9, 1e-9);
    EXPECT_NEAR(chart->logitsSet()->at(0), logits / 1e9, 1e-9);
    EXPECT_DOUBLE_EQ(chart->capacitySet()->at(4), 80.0);
    QLabel *fit = child<QLabel>("questionsFitVerdict");
    EXPECT_TRUE(fit->text().contains(QStringLiteral("ZeRO stage 1 needs 6 cards")))
        << fit->text().toStdString();
    // Question one judges this job, not the lesson's kernels: its parts, with the balance point.
    const QString q1 = child<QLabel>("questionsBottleneck")->text();
    EXPECT_TRUE(q1.contains(QStringLiteral("training the whole of Llama 2 7B")))
        << q1.toStdString();
    EXPECT_TRUE(q1.contains(QStringLiteral("the matrix products of the weights")))
        << q1.toStdString();
    EXPECT_TRUE(q1.contains(QStringLiteral("balance point is 137 FLOP/B"))) << q1.toStdString();
    EXPECT_FALSE(q1.contains(QStringLiteral("Vector add"))) << q1.toStdString();
    // The parameters are the shape's; the slider shows them and waits until the count is chosen.
    EXPECT_FALSE(child<LogSlider>("questionsParams")->isEnabled());
    auto *trained = child<QComboBox>("questionsTrainedModel");
    EXPECT_EQ(trained->currentData().toString(), QStringLiteral("llama2_7b"));
    trained->setCurrentIndex(0);
    emit trained->activated(0);
    settle();
    EXPECT_TRUE(child<LogSlider>("questionsParams")->isEnabled());
    EXPECT_TRUE(child<QLabel>("questionsBottleneck")->text().contains(QStringLiteral("shape")));
}

TEST_F(Sliders, CardWithoutCardLinkFallsBackToTheCustomLink)
{
    m_state->modify([](core::WhatIfInputs &in) {
        in.device = "rtx_4090";
        in.linkKind = core::LinkKind::CardLink;
    });
    settle();
    QuestionsTab *tab = m_window->questionsTab();
    EXPECT_TRUE(m_state->snapshot()->linkFallback);
    EXPECT_FALSE(tab->scalingChart()->curve(core::LinkKind::CardLink)->isVisible());
    EXPECT_EQ(rows("linksTable"), 3);
}

TEST_F(Sliders, BurstOfMovesCoalescesIntoOneUpdate)
{
    int updates = 0;
    QObject::connect(m_state.get(), &WhatIfState::changed, [&updates] { ++updates; });
    LogSlider *link = child<LogSlider>("transferLink");
    QSlider *slider = link->slider();
    for (int i = 0; i < 200; ++i)
        slider->setValue(i * 5);
    QCoreApplication::processEvents();
    EXPECT_EQ(updates, 1);
    EXPECT_DOUBLE_EQ(m_state->inputs().linkGBs, link->value());
}

} // namespace
} // namespace blab::ui::test

namespace blab::ui::test {
namespace {

// Tab 4's experiment says what happens at 300 GB/s: the CPU's copy share falls below 1 % and the
// accelerator's stays over a quarter (28.6 % with the starting figures: 2.007 µs of copying
// against 5 µs of computing per sample). It used to claim the copy share falls below 1 %, which
// the accelerator's column does not do.
TEST_F(Sliders, TransferExperimentSaysWhatTheFiguresDo)
{
    ExperimentBox *box = m_window->transferTab()->findChild<ExperimentBox *>();
    ASSERT_NE(box, nullptr);
    box->button()->click();
    settle();
    const core::ReportModel &model = *m_state->snapshot();
    ASSERT_DOUBLE_EQ(model.inputs.linkGBs, 300.0);
    for (const core::BatchTransfer &row : model.transfersWithUsers()) {
        EXPECT_LT(row.copyShare, 0.01) << row.batch;
        EXPECT_GT(row.accelCopyShare, 0.25) << row.batch;
        EXPECT_NEAR(row.accelCopyShare, 2.00704 / 7.00704, 1e-4) << row.batch;
    }
    EXPECT_TRUE(box->note()->text().contains(QStringLiteral("CPU's copy share falls below 1 %")));
    EXPECT_TRUE(box->note()->text().contains(QStringLiteral("accelerator's falls too but stays "
                                                            "large (over a quarter")));
}

// A link so slow that more cards are slower than one is drawn below 1, on an axis that reaches
// down to it, and the marker on it takes its link's colour.
TEST_F(Sliders, SlowDownsAreDrawnBelowOne)
{
    m_state->modify([](core::WhatIfInputs &in) {
        in.linkKind = core::LinkKind::Custom;
        in.cardLinkGBs = 0.5;
        in.cards = 8;
    });
    settle();
    const core::ReportModel &model = *m_state->snapshot();
    ASSERT_LT(model.interconnect.speedup, 1.0);
    ScalingChart *chart = m_window->questionsTab()->scalingChart();
    const QLineSeries *custom = chart->curve(core::LinkKind::Custom);
    ASSERT_GE(custom->count(), 8);
    EXPECT_DOUBLE_EQ(custom->at(7).y(), model.interconnect.speedup);
    const auto *axis = qobject_cast<QLogValueAxis *>(chart->chart()->axes(Qt::Vertical).first());
    ASSERT_NE(axis, nullptr);
    EXPECT_LE(axis->min(), model.interconnect.speedup);
    EXPECT_DOUBLE_EQ(chart->markerSeries()->at(0).y(), model.interconnect.speedup);
    EXPECT_EQ(chart->markerSeries()->color(), custom->pen().color());
}

// Tab 4's note on the batch gives the accelerator's copy share as it is now: it follows the link
// while it is up, and goes once the copy no longer takes most of a step.
TEST_F(Sliders, BatchNoteFollowsTheFigures)
{
    auto *note = child<QLabel>("transferBatchNote");
    const auto accelShare = [this] {
        return Labels::share(m_state->snapshot()->transfersWithUsers().back().accelCopyShare);
    };
    child<LogSlider>("transferBatch")->setValue(m_state->inputs().userBatch * 2);
    settle();
    ASSERT_FALSE(note->isHidden());
    EXPECT_TRUE(note->text().contains(accelShare())) << note->text().toStdString();
    child<LogSlider>("transferLink")->setValue(40);
    settle();
    ASSERT_FALSE(note->isHidden());
    EXPECT_TRUE(note->text().contains(accelShare())) << note->text().toStdString();
    child<LogSlider>("transferLink")->setValue(300);
    settle();
    EXPECT_TRUE(note->isHidden());
}

} // namespace
} // namespace blab::ui::test

namespace blab::ui::test {
namespace {

struct KeyRow
{
    const char *name;
    double from;
    Qt::Key key;
    // k after one press of the key; exact, as k is a whole number.
    double after;
};

class KSliderKeys : public GuiTest, public testing::WithParamInterface<KeyRow>
{
};

// Every arrow key press changes k, also where six decades of track make one step of the handle
// smaller than one multiply-add (Right at k = 1 used to stay at 1); farther up a step is the
// track's own, about 7 % (1e6^(5/1000)).
TEST_P(KSliderKeys, EveryPressMovesK)
{
    const KeyRow &row = GetParam();
    LogSlider *k = child<LogSlider>("intensityK");
    k->setValue(row.from);
    settle();
    QTest::keyClick(k->slider(), row.key);
    settle();
    EXPECT_DOUBLE_EQ(k->value(), row.after);
    EXPECT_EQ(m_state->inputs().k, static_cast<int>(row.after));
}

INSTANTIATE_TEST_SUITE_P(Keys, KSliderKeys,
                         testing::Values(KeyRow{"right_at_1", 1, Qt::Key_Right, 2},
                                         KeyRow{"up_at_1", 1, Qt::Key_Up, 2},
                                         KeyRow{"right_at_2", 2, Qt::Key_Right, 3},
                                         KeyRow{"left_at_2", 2, Qt::Key_Left, 1},
                                         KeyRow{"left_at_1", 1, Qt::Key_Left, 1},
                                         KeyRow{"right_at_1000", 1000, Qt::Key_Right, 1072},
                                         KeyRow{"left_at_1000", 1000, Qt::Key_Left, 933}),
                         [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::ui::test

namespace blab::ui::test {
namespace {

ExperimentBox *walkExperiment(MainWindow &window)
{
    return window.intensityTab()->findChild<ExperimentBox *>();
}

// Tab 3's experiment walks k from 1 to 1000 over about a second instead of jumping: the point is
// seen on both sides of the balance point (k = 4 x 4.741 = 19 with the lesson's CPU, as the
// multiply-add does 2k FLOPs per 8 bytes), every value in between rises, and the walk ends on
// exactly k = 1000, as the jump did.
TEST_F(Sliders, WalkCrossesTheBalancePointAndEndsAt1000)
{
    std::vector<double> seen;
    QObject::connect(child<LogSlider>("intensityK"), &LogSlider::valueChanged,
                     [&](double k) { seen.push_back(k); });
    walkExperiment(*m_window)->button()->click();
    EXPECT_TRUE(m_window->intensityTab()->kWalk()->isRunning());
    ASSERT_TRUE(waitFor([&] { return !m_window->intensityTab()->kWalk()->isRunning(); }, 20000));
    settle();
    EXPECT_EQ(m_state->inputs().k, 1000);
    // Frames come about every 16 ms; a slow, sanitized build draws fewer of them.
    ASSERT_GE(seen.size(), 5u);
    EXPECT_EQ(seen.front(), 1.0);
    EXPECT_EQ(seen.back(), 1000.0);
    EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));
    const double balanceK = 4 * 237.05 / 50;
    EXPECT_TRUE(
        std::any_of(seen.begin() + 1, seen.end() - 1, [&](double k) { return k < balanceK; }));
    EXPECT_TRUE(
        std::any_of(seen.begin() + 1, seen.end() - 1, [&](double k) { return k > balanceK; }));
}

// Taking hold of k stops the walk where it is; pressing the experiment again stops it too.
TEST_F(Sliders, WalkStopsWhenTheUserTakesK)
{
    LogSlider *k = child<LogSlider>("intensityK");
    walkExperiment(*m_window)->button()->click();
    ASSERT_TRUE(waitFor([&] { return k->value() > 3; }, 20000));
    QTest::keyClick(k->slider(), Qt::Key_Right);
    EXPECT_FALSE(m_window->intensityTab()->kWalk()->isRunning());
    const double stopped = k->value();
    QTest::qWait(IntensityTab::kWalkMilliseconds + 200);
    EXPECT_EQ(k->value(), stopped);
    EXPECT_LT(stopped, 1000.0);

    walkExperiment(*m_window)->button()->click();
    walkExperiment(*m_window)->button()->click();
    EXPECT_FALSE(m_window->intensityTab()->kWalk()->isRunning());
}

} // namespace
} // namespace blab::ui::test

namespace blab::ui::test {
namespace {

// The slider that has the keyboard is framed in the highlight colour, two pixels wide just
// outside its track; the style's own focus mark was a faint dotted line. The test reads the row
// of pixels above the slider: most of it is the ring with focus, none of it without.
TEST_F(Sliders, TheSliderWithTheKeyboardIsFramed)
{
    LogSlider *k = child<LogSlider>("intensityK");
    m_window->tabs()->setCurrentIndex(2);
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    const auto ringShare = [k] {
        QCoreApplication::processEvents();
        const QImage image = k->grab().toImage();
        const QRect slider = k->slider()->geometry();
        const QColor highlight = k->palette().color(QPalette::Highlight);
        int ring = 0;
        for (int x = slider.left(); x <= slider.right(); ++x)
            ring += image.pixelColor(x, slider.top() - 1) == highlight;
        return double(ring) / slider.width();
    };
    k->slider()->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(k->slider()->hasFocus());
    EXPECT_GT(ringShare(), 0.8);
    k->slider()->clearFocus();
    EXPECT_EQ(ringShare(), 0.0);
}

} // namespace
} // namespace blab::ui::test
