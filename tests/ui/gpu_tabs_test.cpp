// SPDX-License-Identifier: GPL-3.0-or-later

// A GPU measured on a real H200 (tests/core/data/gpu/h200_profile_2026-12-04.json) on tabs 2 and
// 3 as a user meets it: its row under the catalog's H200 SXM row, marked and not editable, the
// datasheet row untouched; "This GPU (measured)" among tab 3's devices, drawing the measured
// roofs and the products; and a card the catalog lacks, offered on tab 1 as a device of the
// user's, which tab 2 then lists.

#include "catalog/device_catalog.h"
#include "charts/gpu_layer.h"
#include "charts/measured_layer.h"
#include "charts/roofline_chart.h"
#include "gui_fixture.h"
#include "measure/profile/machine_profile.h"
#include "models/devices_table_model.h"
#include "tabs/devices_tab.h"
#include "tabs/intensity_tab.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QTableView>
#include <QTest>
#include <algorithm>

namespace blab::ui::test {
namespace {

core::GpuOutcome h200(const std::string &name = {})
{
    QFile file(QStringLiteral(BLAB_SOURCE_DIR "/tests/core/data/gpu/h200_profile_2026-12-04.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const auto profile = core::MachineProfile::fromJson(file.readAll().toStdString());
    if (!profile || !profile->gpu.gpu)
        return {};
    core::GpuOutcome gpu = profile->gpu;
    if (!name.empty())
        gpu.gpu->name = name;
    return gpu;
}

class GpuTabs : public GuiTest
{
protected:
    QAbstractItemModel *devices() const { return child<QTableView>("devicesTable")->model(); }
    QString cell(int row, int column) const
    {
        return devices()->index(row, column).data().toString();
    }
    int rowNamed(const QString &name) const
    {
        for (int row = 0; row < devices()->rowCount(); ++row) {
            if (cell(row, DevicesTableModel::Name) == name)
                return row;
        }
        return -1;
    }
};

// Tab 4 offers the measured card's pinned and pageable copies as two more link buttons; in
// Chinese at 1024 x 700 the six in one row pushed the page past the window (a sideways scroll
// bar, the link's box cut off).
TEST_F(GpuTabs, TabFoursGpuLinksKeepThePageInsideASmallWindow)
{
    const core::GpuOutcome gpu = h200();
    ASSERT_TRUE(gpu.gpu.has_value());
    m_state->setGpu(gpu);
    m_window->setLanguage(QStringLiteral("zh"));
    m_window->resize(1024, 700);
    m_window->show();
    m_window->tabs()->setCurrentIndex(3);
    settle();
    auto *page = qobject_cast<QScrollArea *>(m_window->tabs()->widget(3));
    ASSERT_NE(page, nullptr);
    EXPECT_LE(page->widget()->width(), page->viewport()->width())
        << "the page needs " << page->widget()->minimumSizeHint().width() << " px";
    m_window->setLanguage(QStringLiteral("en"));
}

TEST_F(GpuTabs, TabTwoListsTheMeasuredCardUnderItsDatasheetRow)
{
    m_window->tabs()->setCurrentIndex(1);
    settle();
    QAbstractItemModelTester tester(devices(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    const int before = devices()->rowCount();
    const int sheet = rowNamed(QStringLiteral("NVIDIA H200 SXM 141 GB"));
    ASSERT_GT(sheet, 0);
    const core::GpuOutcome gpu = h200();
    ASSERT_TRUE(gpu.gpu.has_value());
    m_state->setGpu(gpu);
    settle();
    ASSERT_EQ(devices()->rowCount(), before + 1);
    // The datasheet row stays as it was; the measured one follows it.
    EXPECT_EQ(rowNamed(QStringLiteral("NVIDIA H200 SXM 141 GB")), sheet);
    EXPECT_EQ(cell(sheet, DevicesTableModel::Fp32), QStringLiteral("67.00"));
    const int row = sheet + 1;
    EXPECT_EQ(cell(row, DevicesTableModel::Name),
              QStringLiteral("This GPU (measured): NVIDIA H200"));
    // Hand-read from the JSON: FMA 65.26, TF32 353.4 (4096³), BF16 696.0 and FP8 1304 (8192³),
    // read 4354 GB/s, 150.1 GB; power and links from the datasheet row.
    const std::pair<int, const char *> expected[] = {
        {DevicesTableModel::Fp32, "65.26"},     {DevicesTableModel::Tf32, "353.4"},
        {DevicesTableModel::Bf16, "696.0"},     {DevicesTableModel::Fp8, "1304"},
        {DevicesTableModel::Bandwidth, "4354"}, {DevicesTableModel::Memory, "150.1"},
        {DevicesTableModel::Power, "700.0"},    {DevicesTableModel::HostLink, "PCIe 5.0 x16"},
        {DevicesTableModel::CardLink, "900.0"}};
    for (const auto &[column, text] : expected)
        EXPECT_EQ(cell(row, column), QString::fromUtf8(text)) << column;
    for (int column = 0; column < devices()->columnCount(); ++column)
        EXPECT_FALSE(devices()->flags(devices()->index(row, column)) & Qt::ItemIsEditable);
    const auto tip = [&](int column) {
        return devices()->index(row, column).data(Qt::ToolTipRole).toString();
    };
    EXPECT_TRUE(tip(DevicesTableModel::Bandwidth)
                    .startsWith(QStringLiteral("Measured: the best of three passes")));
    // Each product precision the measurement times says so; FP4, which it does not, says that.
    for (int column : {DevicesTableModel::Tf32, DevicesTableModel::Bf16, DevicesTableModel::Fp8})
        EXPECT_TRUE(tip(column).startsWith(QStringLiteral("Measured: the fastest cuBLASLt")))
            << column;
    EXPECT_TRUE(tip(DevicesTableModel::Fp4).startsWith(QStringLiteral("Not measured")));
}

TEST_F(GpuTabs, AnUnknownCardsRowFollowsThisCpuWithoutWhatWasNotMeasured)
{
    m_state->setGpu(h200("NVIDIA Imaginary X1"));
    m_window->tabs()->setCurrentIndex(1);
    settle();
    EXPECT_EQ(cell(1, DevicesTableModel::Name),
              QStringLiteral("This GPU (measured): NVIDIA Imaginary X1"));
    EXPECT_EQ(cell(1, DevicesTableModel::Fp32), QStringLiteral("65.26"));
    for (int column : {DevicesTableModel::Power, DevicesTableModel::HostLink,
                       DevicesTableModel::CardLink, DevicesTableModel::PerWatt})
        EXPECT_EQ(cell(1, column), QStringLiteral("—")) << column;
    // The lesson's generic card, which was row 1, is row 2 now.
    EXPECT_EQ(cell(2, DevicesTableModel::Name), QStringLiteral("Entry-level GPU"));
}

TEST_F(GpuTabs, TabThreeOffersThisGpuAndDrawsItsMeasuredRoofs)
{
    m_window->tabs()->setCurrentIndex(2);
    settle();
    auto *device = child<QComboBox>("intensityDevice");
    EXPECT_EQ(device->findData(QStringLiteral("this_gpu")), -1);
    m_state->setGpu(h200());
    settle();
    const int choice = device->findData(QStringLiteral("this_gpu"));
    ASSERT_GE(choice, 0);
    EXPECT_EQ(device->itemText(choice), QStringLiteral("This GPU (measured): NVIDIA H200"));
    // Right under its datasheet entry.
    EXPECT_EQ(device->itemData(choice - 1).toString(), QStringLiteral("h200_sxm"));
    device->setCurrentIndex(choice);
    emit device->activated(choice);
    settle();
    EXPECT_EQ(m_state->inputs().rooflineDevice, "this_gpu");
    EXPECT_EQ(device->currentIndex(), choice);
    RooflineChart *chart = m_window->findChild<IntensityTab *>()->chart();
    // The chart's roof: the read pass's 4353.77 GB/s under the multiply-add's 65264.76 GFLOPS.
    QLineSeries *roof = chart->roofSeries();
    ASSERT_EQ(roof->count(), 3);
    EXPECT_NEAR(roof->at(2).y(), 65264.76311839389, 1e-6);
    EXPECT_NEAR(roof->at(1).x(), 65264.76311839389 / 4353.771714018172, 1e-9);
    GpuLayer *layer = chart->gpuLayer();
    ASSERT_FALSE(layer->isEmpty());
    EXPECT_EQ(layer->productSeries()->count(), 20);
    EXPECT_EQ(layer->fastestSeries()->count(), 5);
    // The datasheet's roofline, dashed: 4800 GB/s under 67 TFLOPS.
    ASSERT_TRUE(layer->datasheetSeries()->isVisible());
    EXPECT_DOUBLE_EQ(layer->datasheetSeries()->at(2).y(), 67000.0);
    EXPECT_EQ(layer->memoryText(), QStringLiteral("memory, measured (read): 4354 GB/s"));
    // The BF16 product at 8192³: 2730.67 FLOP/B, 696 TFLOPS, 70 % of the datasheet's 989.
    const QString tip = layer->productTip(11);
    EXPECT_TRUE(tip.startsWith(QStringLiteral("BF16 tensor product, n = 8192")))
        << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("fastest 696 TFLOPS"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("70 % of the datasheet's 989 TFLOPS")))
        << tip.toStdString();
    EXPECT_TRUE(child<QLabel>("intensityGpuNote")->isVisibleTo(m_window.get()));
    EXPECT_EQ(layer->sheetText(),
              QStringLiteral("datasheet (H200 SXM 141 GB): 67.0 TFLOPS, 4800 GB/s"))
        << layer->sheetText().toStdString();
    // The same card under the H20's name: its sheet prints no FP32 figure, so its roof is the
    // BF16 peak, and the label says so.
    core::GpuOutcome h20 = h200();
    h20.gpu->name = "NVIDIA H20";
    m_state->setGpu(h20);
    settle();
    EXPECT_EQ(layer->sheetText(),
              QStringLiteral("datasheet (H20 96 GB, no FP32 figure: its BF16 / FP16 "
                             "(tensor cores) peak): 148 TFLOPS, 4000 GB/s"))
        << layer->sheetText().toStdString();
    // Another device again: the layer empties, the note goes.
    const int cpu = device->findData(QStringLiteral("this_cpu"));
    device->setCurrentIndex(cpu);
    emit device->activated(cpu);
    settle();
    EXPECT_TRUE(layer->isEmpty());
    EXPECT_FALSE(layer->productSeries()->isVisible());
    EXPECT_FALSE(child<QLabel>("intensityGpuNote")->isVisibleTo(m_window.get()));
}

TEST_F(GpuTabs, TabOneOffersAnUnknownCardAsTheUsersDevice)
{
    auto *offer = child<QPushButton>("gpuAddDevice");
    m_state->setGpu(h200());
    settle();
    // A card the catalog knows is shown beside its datasheet: nothing to offer.
    EXPECT_TRUE(offer->isHidden());
    m_state->setGpu(h200("NVIDIA Imaginary X1"));
    settle();
    ASSERT_FALSE(offer->isHidden());
    EXPECT_TRUE(m_state->userDevices().empty());
    QTest::mouseClick(offer, Qt::LeftButton);
    settle();
    ASSERT_EQ(m_state->userDevices().size(), 1u);
    const core::DeviceSpec &mine = m_state->userDevices().front();
    EXPECT_EQ(mine.id, "nvidia_imaginary_x1_150gb_sm90");
    EXPECT_EQ(mine.name, "NVIDIA Imaginary X1");
    EXPECT_DOUBLE_EQ(mine.fp32Tflops, 65.26476311839389);
    EXPECT_DOUBLE_EQ(mine.memBandwidthGBs, 4353.771714018172);
    EXPECT_DOUBLE_EQ(mine.watts, 700.0);
    EXPECT_TRUE(offer->isHidden());
    EXPECT_TRUE(child<QLabel>("gpuOffer")->text().contains(QStringLiteral("among your devices")));
    // Saved: the user's catalog file has it for the next start.
    EXPECT_EQ(UserCatalog::load().devices.size(), 1u);
    // Tab 2's editor lists it last, as the user's own, with every cell editable.
    m_window->tabs()->setCurrentIndex(1);
    settle();
    const int last = devices()->rowCount() - 1;
    EXPECT_EQ(cell(last, DevicesTableModel::Name), QStringLiteral("NVIDIA Imaginary X1"));
    EXPECT_TRUE(devices()->flags(devices()->index(last, DevicesTableModel::Bf16)) &
                Qt::ItemIsEditable);
    EXPECT_EQ(cell(last, DevicesTableModel::Bf16), QStringLiteral("696.0"));
}

// Duplicate on the measured row copies what was measured, not the row's gaps: the card becomes a
// device of the user's with the driver's power limit and link, which the catalog file accepts.
TEST_F(GpuTabs, DuplicatingTheMeasuredRowAddsTheCardAsTheUsersDevice)
{
    m_state->setGpu(h200());
    m_window->tabs()->setCurrentIndex(1);
    settle();
    const int row = rowNamed(QStringLiteral("This GPU (measured): NVIDIA H200"));
    ASSERT_GT(row, 0);
    m_window->findChild<DevicesTab *>()->duplicateRow(row);
    settle();
    ASSERT_EQ(m_state->userDevices().size(), 1u);
    const core::DeviceSpec &mine = m_state->userDevices().front();
    EXPECT_EQ(mine.id, "nvidia_h200_150gb_sm90");
    EXPECT_EQ(mine.name, "NVIDIA H200");
    EXPECT_FALSE(mine.measured);
    EXPECT_DOUBLE_EQ(mine.tf32Tflops.value_or(0), 353.4309023250173);
    EXPECT_EQ(mine.pcieGen, 5);
    EXPECT_EQ(mine.pcieLanes, 16);
    EXPECT_EQ(UserCatalog::load().devices.size(), 1u);
    // The measured row is still there, beside its datasheet row.
    EXPECT_EQ(rowNamed(QStringLiteral("This GPU (measured): NVIDIA H200")), row);
    // A second Duplicate adds no second row of the same card: it selects the first.
    m_window->findChild<DevicesTab *>()->duplicateRow(row);
    settle();
    EXPECT_EQ(m_state->userDevices().size(), 1u);
    EXPECT_EQ(child<QTableView>("devicesTable")->currentIndex().row(),
              rowNamed(QStringLiteral("NVIDIA H200")));
}

// The offer knows the card by what identifies it (name, memory, compute capability, kept in the
// row's id), not by its name: a device of the user's that only shares the name leaves the offer
// up, and the card's own row renamed in tab 2 still counts as added.
TEST_F(GpuTabs, TheOfferKnowsTheCardByMoreThanItsName)
{
    auto *offer = child<QPushButton>("gpuAddDevice");
    // Another card of the same name: the catalog's L40S (48 GB), renamed.
    const auto &shipped = core::DeviceCatalog::builtIn();
    core::DeviceSpec namesake =
        *std::find_if(shipped.begin(), shipped.end(), [](const auto &d) { return d.id == "l40s"; });
    namesake.id = "colleagues_x1";
    namesake.name = "NVIDIA Imaginary X1";
    namesake.user = true;
    ASSERT_TRUE(m_state->setUserDevices({namesake}).isEmpty());
    m_state->setGpu(h200("NVIDIA Imaginary X1"));
    settle();
    ASSERT_FALSE(offer->isHidden());
    QTest::mouseClick(offer, Qt::LeftButton);
    settle();
    ASSERT_EQ(m_state->userDevices().size(), 2u);
    EXPECT_TRUE(offer->isHidden());
    std::vector<core::DeviceSpec> renamed = m_state->userDevices();
    renamed[1].name = "Our X1";
    ASSERT_TRUE(m_state->setUserDevices(renamed).isEmpty());
    settle();
    EXPECT_TRUE(offer->isHidden());
    EXPECT_TRUE(child<QLabel>("gpuOffer")->text().contains(QStringLiteral("among your devices")));
}

struct LabelRow
{
    const char *name;
    int width;
    int height;
    core::Precision precision;
    // Whether the memory roof's label fits along the slope; on a small chart it may not (the
    // balance sentence under the table gives its figure).
    bool memoryNamed;
};

class GpuLabels : public testing::TestWithParam<LabelRow>
{
};

// On the measured H200's roofline no two visible labels overlap (a turned label counted by the
// strip its text covers), whatever the size and precision, and the measured roofs are named.
TEST_P(GpuLabels, NeverOverlap)
{
    const LabelRow &row = GetParam();
    core::WhatIfInputs in;
    in.rooflineDevice = "this_gpu";
    in.precision = row.precision;
    core::ReportModel model =
        core::ReportModel::build(in, core::ThisCpu{237.05, core::CpuSource::Entered, 16.0});
    model.attachMachines(core::MeasuredMachines::of(std::nullopt, std::nullopt, h200()));
    ASSERT_TRUE(model.rooflineOnMeasuredGpu);
    RooflineChart chart;
    chart.resize(row.width, row.height);
    chart.show();
    QCoreApplication::processEvents();
    chart.setData(model);
    QCoreApplication::processEvents();
    chart.relayout();
    QList<QList<QRectF>> boxes;
    QStringList texts;
    for (QGraphicsItem *item : chart.scene()->items()) {
        auto *label = dynamic_cast<QGraphicsSimpleTextItem *>(item);
        if (!label || !label->isVisible() || label->text().isEmpty() ||
            label->parentItem() == nullptr)
            continue;
        boxes.append(label->rotation() != 0.0 ? MeasuredLayer::stripOf(label)
                                              : QList<QRectF>{label->sceneBoundingRect()});
        texts << label->text();
    }
    if (row.memoryNamed) {
        EXPECT_TRUE(texts.contains(chart.gpuLayer()->memoryText()))
            << texts.join('|').toStdString();
    }
    EXPECT_FALSE(texts.isEmpty());
    for (int a = 0; a < boxes.size(); ++a) {
        for (int b = a + 1; b < boxes.size(); ++b) {
            for (const QRectF &x : boxes[a]) {
                for (const QRectF &y : boxes[b])
                    EXPECT_FALSE(x.intersects(y))
                        << texts[a].toStdString() << " / " << texts[b].toStdString();
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, GpuLabels,
    testing::Values(LabelRow{"wide_fp32", 900, 700, core::Precision::Fp32, true},
                    LabelRow{"wide_bf16", 900, 700, core::Precision::Bf16, true},
                    LabelRow{"small_fp32", 620, 420, core::Precision::Fp32, false},
                    LabelRow{"small_fp8", 620, 420, core::Precision::Fp8, false}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::ui::test
