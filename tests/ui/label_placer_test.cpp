// SPDX-License-Identifier: GPL-3.0-or-later

// Labels that never collide: the placer's choice of place as a table, and tab 3's roofline at
// figures where its kernels crowd together, which used to draw labels over each other, under the
// wrong markers and across the balance line.

#include "charts/chart_table.h"
#include "charts/kernel_layer.h"
#include "charts/label_placer.h"
#include "charts/roofline_chart.h"
#include "report/report_model.h"
#include "roofline/roofline_model.h"

#include <QApplication>
#include <QGraphicsSimpleTextItem>
#include <QScatterSeries>
#include <gtest/gtest.h>

namespace blab::ui {
namespace {

struct PlaceRow
{
    const char *name;
    QList<QRectF> taken;
    QRectF area;
    // The label's top-left corner for a 40 x 20 label beside the point (100, 100); empty when
    // no place is free. Exact: the offsets are whole pixels.
    std::optional<QPointF> expected;
    // Drawn lines a label should rather not sit across.
    QList<QLineF> lines = {};
};

class PlaceTable : public testing::TestWithParam<PlaceRow>
{
};

TEST_P(PlaceTable, TakesTheFirstFreePlace)
{
    const PlaceRow &row = GetParam();
    const std::optional<QRectF> place =
        LabelPlacer::beside({100, 100}, {40, 20}, row.taken, row.area, row.lines);
    ASSERT_EQ(place.has_value(), row.expected.has_value());
    if (place) {
        EXPECT_EQ(place->topLeft(), *row.expected);
        for (const QRectF &r : row.taken)
            EXPECT_FALSE(r.intersects(*place));
    }
}

// Small marks inside each corner place and outside every side place.
const QRectF kBelowRight(140, 120, 5, 5);
const QRectF kBelowLeft(55, 120, 5, 5);
const QRectF kAboveRight(140, 75, 5, 5);
const QRectF kAboveLeft(55, 75, 5, 5);

INSTANTIATE_TEST_SUITE_P(
    Places, PlaceTable,
    testing::Values(
        PlaceRow{"free", {}, {}, QPointF(110, 108)},
        PlaceRow{"below_right_taken", {kBelowRight}, {}, QPointF(50, 108)},
        PlaceRow{"corners_taken",
                 {kBelowRight, kBelowLeft, kAboveRight, kAboveLeft},
                 {},
                 QPointF(112, 90)},
        // A wide strip over the right half: left of the point is still free.
        PlaceRow{"right_taken",
                 {kBelowRight, kBelowLeft, kAboveRight, kAboveLeft, QRectF(105, 0, 200, 200)},
                 {},
                 QPointF(48, 90)},
        // A label that ends where the below-right place starts, or two pixels short of it:
        // touching labels read as one, so the place is not free.
        PlaceRow{"touching_below_right", {QRectF(150, 108, 30, 20)}, {}, QPointF(50, 108)},
        PlaceRow{"near_below_right", {QRectF(152, 100, 30, 20)}, {}, QPointF(50, 108)},
        PlaceRow{"gap_kept_below_right", {QRectF(155, 108, 30, 20)}, {}, QPointF(110, 108)},
        PlaceRow{"everything_taken", {QRectF(0, 0, 300, 300)}, {}, std::nullopt},
        // Inside a plot whose right edge is 120 px: only the left places fit.
        PlaceRow{"plot_edge", {}, QRectF(0, 0, 120, 200), QPointF(50, 108)},
        PlaceRow{"no_room_in_plot", {}, QRectF(90, 90, 20, 20), std::nullopt},
        // A short line inside the below-right place only.
        PlaceRow{"line_below_right", {}, {}, QPointF(50, 108), {QLineF(130, 110, 135, 125)}},
        // A line right across the below-right place, neither end inside it.
        PlaceRow{
            "line_through_below_right", {}, {}, QPointF(50, 108), {QLineF(100, 130, 160, 105)}},
        // Two diagonals and a cross through the point strike all eight places, so
        // the first one free of labels is taken after all.
        PlaceRow{"lines_everywhere",
                 {},
                 {},
                 QPointF(110, 108),
                 {QLineF(0, 0, 200, 200), QLineF(200, 0, 0, 200), QLineF(0, 100, 300, 100),
                  QLineF(100, 0, 100, 300)}},
        // Lines never free a place a label has taken.
        PlaceRow{"lines_and_labels",
                 {QRectF(0, 0, 300, 300)},
                 {},
                 std::nullopt,
                 {QLineF(0, 100, 300, 100)}}),
    [](const auto &info) { return std::string(info.param.name); });

struct CrowdRow
{
    const char *name;
    double peakGflops;
    double bandwidthGBs;
    int n;
    int k;
};

class RooflineCrowd : public testing::TestWithParam<CrowdRow>
{
};

// No two visible labels overlap, none crosses the balance point's dashed line or leaves the
// plot, and a label left out has its text in its marker's tooltip.
TEST_P(RooflineCrowd, LabelsNeverCollide)
{
    const CrowdRow &row = GetParam();
    RooflineChart chart;
    chart.resize(900, 560);
    chart.show();
    QCoreApplication::processEvents();
    const core::RooflineModel model{row.peakGflops, row.bandwidthGBs};
    const std::vector<core::Operation> ops = core::RooflineModel::lessonOperations(row.n, row.k);
    chart.setData(model, ops, {"matmul", "vector add", "compare", "multiply-add"});
    QCoreApplication::processEvents();
    chart.relayout();

    const QRectF area = chart.chart()->plotArea();
    QList<QRectF> shown;
    // The chart has room for six operations; these rows give the lesson's four.
    for (int i = 0; i < static_cast<int>(ops.size()); ++i) {
        const QGraphicsSimpleTextItem *label = chart.operationLabels()[i];
        if (!label->isVisible()) {
            EXPECT_EQ(chart.operationTip(i), label->text()) << i;
            EXPECT_FALSE(chart.operationTip(i).isEmpty()) << i;
            continue;
        }
        EXPECT_TRUE(chart.operationTip(i).isEmpty()) << i;
        const QRectF box(label->pos(), label->boundingRect().size());
        EXPECT_TRUE(area.contains(box)) << i;
        shown.append(box);
    }
    const QGraphicsSimpleTextItem *balance = chart.balanceLabel();
    const QRectF balanceBox(balance->pos(), balance->boundingRect().size());
    const QPointF knee =
        chart.chart()->mapToPosition(chart.balanceSeries()->at(0), chart.balanceSeries());
    const QRectF line(knee.x() - 1, knee.y(), 2, area.bottom() - knee.y());
    for (int a = 0; a < shown.size(); ++a) {
        EXPECT_FALSE(shown[a].intersects(balanceBox)) << a;
        EXPECT_FALSE(shown[a].intersects(line)) << a;
        for (int b = a + 1; b < shown.size(); ++b)
            EXPECT_FALSE(shown[a].intersects(shown[b])) << a << " " << b;
    }
    // Somebody is named: the chart does not hide every label to be safe.
    EXPECT_FALSE(shown.isEmpty());
}

INSTANTIATE_TEST_SUITE_P(
    Figures, RooflineCrowd,
    testing::Values(CrowdRow{"lesson", 237.05, 50, 512, 1000},
                    // High bandwidth: the balance point sits left of the two streaming kernels,
                    // whose labels used to run together ("0.125 FLOP/B0.0833 FLOP/B").
                    CrowdRow{"high_bandwidth", 237.05, 100000, 512, 1000},
                    // k near n/4: the multiply-add sits on the matmul ("250 FLOP/B171 FLOP/B").
                    CrowdRow{"k_on_matmul", 237.05, 50, 512, 341},
                    CrowdRow{"knee_on_kernels", 4.0, 50, 512, 1}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace
// The user's kernels are drawn on the chart of the device they ran on, each at its intensity and
// attained GFLOPS and named with its share of the roof above it; kernels of another device are
// left to that device's chart.
TEST(RooflineKernels, OnlyTheShownDevicesKernelsAreDrawn)
{
    core::WhatIfInputs in;
    core::UserKernel here, there;
    std::string problem;
    ASSERT_TRUE(
        core::UserKernel::parse("name=add,flops=1e6,bytes=12e6,seconds=0.001", here, problem));
    ASSERT_TRUE(core::UserKernel::parse(
        "name=gemm,flops=1.374e11,bytes=100663296,seconds=0.0002,device=h100_sxm,precision=bf16",
        there, problem));
    in.kernels = {here, there};
    const core::ReportModel model =
        core::ReportModel::build(in, core::ThisCpu{237.05, core::CpuSource::Entered, 16.0});
    RooflineChart chart;
    chart.resize(900, 560);
    chart.setData(model);
    QScatterSeries *points = chart.kernelLayer()->pointSeries();
    ASSERT_EQ(points->count(), 1);
    // 10⁶ FLOPs over 12 × 10⁶ bytes in 1 ms: 1/12 FLOP/B at 1 GFLOPS, under the 50 GB/s slope's
    // 4.17: 24 % of memory.
    EXPECT_DOUBLE_EQ(points->at(0).x(), 1e6 / 12e6);
    EXPECT_DOUBLE_EQ(points->at(0).y(), 1.0);
    EXPECT_EQ(chart.kernelLayer()->labelText(0), QStringLiteral("add\n24 % of memory"));
    EXPECT_TRUE(points->isVisible());
    // The same snapshot with the H100 on the chart shows the other kernel instead.
    core::WhatIfInputs onH100 = in;
    onH100.rooflineDevice = "h100_sxm";
    onH100.precision = core::Precision::Bf16;
    chart.setData(
        core::ReportModel::build(onH100, core::ThisCpu{237.05, core::CpuSource::Entered, 16.0}));
    ASSERT_EQ(points->count(), 1);
    EXPECT_NEAR(points->at(0).y(), 687000.0, 1e-6);
    EXPECT_EQ(chart.kernelLayer()->labelText(0), QStringLiteral("gemm\n69 % of compute"));
    // The chart's table names the kernel on its row: 1.374 × 10¹¹ FLOPs over 100663296 bytes.
    const QStringList rows = ChartTable::csv(&chart).split(QLatin1Char('\n'));
    EXPECT_TRUE(rows.contains(QStringLiteral("Your kernels: gemm,1364.9463653564453,687000")))
        << ChartTable::csv(&chart).toStdString();
}

} // namespace blab::ui
