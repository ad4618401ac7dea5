// SPDX-License-Identifier: GPL-3.0-or-later

// The device table and the user's own catalog: add, duplicate, edit, delete, import and export,
// each checked in the table, the charts and the file on disk; bad input and hostile files leave
// everything as it was.

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "charts/device_chart.h"
#include "gui_fixture.h"
#include "models/devices_table_model.h"
#include "tabs/devices_tab.h"
#include "widgets/log_slider.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <cmath>

namespace blab::ui::test {
namespace {

// The device table is reached through its view's model, its inline messages by their names.
class DeviceTableTest : public GuiTest
{
protected:
    QAbstractItemModel *table() const { return child<QTableView>("devicesTable")->model(); }
    QString text(int row, int column) const
    {
        return table()->index(row, column).data().toString();
    }
    // Types text into a cell as the table's editor does when it closes.
    bool type(int row, int column, const QString &value)
    {
        return table()->setData(table()->index(row, column), value, Qt::EditRole);
    }
    QLabel *error() const { return child<QLabel>("devicesError"); }
    QLabel *message() const { return child<QLabel>("devicesMessage"); }
};

using Devices = DeviceTableTest;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    ASSERT_TRUE(QDir().mkpath(QFileInfo(path).path()));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

int firstUserRow()
{
    return 1 + static_cast<int>(core::DeviceCatalog::builtIn().size());
}

// Every device keeps its whole name under the chart, in the window at 1024 x 700 and at
// 1920 x 1080: the two A100 bars both read "A100 SXM4…" when Qt cut the names to fit.
TEST_F(Devices, ChartNamesEveryDeviceInFull)
{
    m_window->tabs()->setCurrentIndex(1);
    for (const QSize size : {QSize(1024, 700), QSize(1920, 1080)}) {
        m_window->resize(size);
        m_window->show();
        settle();
        DeviceChart *chart = m_window->devicesTab()->chart();
        chart->chart()->layout()->activate();
        QCoreApplication::processEvents();
        EXPECT_FALSE(chart->categoryAxis()->labelsTruncated()) << size.width();
        // Turned to the axis's angle, neighbouring names of two lines stay apart when the space
        // of one category times the sine of the angle is at least two lines of text.
        const double spacing =
            chart->chart()->plotArea().width() / chart->categoryAxis()->categories().size();
        const double angle = std::abs(chart->categoryAxis()->labelsAngle()) * M_PI / 180.0;
        const QFontMetricsF metrics(chart->categoryAxis()->labelsFont());
        EXPECT_GE(spacing * std::sin(angle), 2 * metrics.height()) << size.width();
        EXPECT_TRUE(
            chart->categoryAxis()->categories().contains(QStringLiteral("A100 SXM4<br>40 GB")));
        EXPECT_TRUE(
            chart->categoryAxis()->categories().contains(QStringLiteral("A100 SXM4<br>80 GB")));
    }
}

TEST_F(Devices, AddedDeviceIsEditableAndSaved)
{
    DevicesTab *tab = m_window->devicesTab();
    tab->addDevice();
    settle();
    const int row = firstUserRow();
    ASSERT_EQ(table()->rowCount(), row + 1);
    type(row, DevicesTableModel::Fp32, QStringLiteral("40"));
    settle();
    EXPECT_TRUE(error()->isHidden()) << error()->text().toStdString();
    // 40 TFLOPS over the lesson's 237.05 GFLOPS.
    EXPECT_EQ(text(row, DevicesTableModel::ComputeRatio), QStringLiteral("168.7"));
    EXPECT_NEAR(tab->chart()->computeSet()->at(row), 40000 / 237.05, 1e-9);
    const auto saved =
        core::DeviceCatalogFile::parse(readAll(UserCatalog::path()).toStdString(), {});
    ASSERT_TRUE(saved.ok()) << saved.error;
    ASSERT_EQ(saved.devices.size(), 1u);
    EXPECT_EQ(saved.devices[0].fp32Tflops, 40.0);
}

TEST_F(Devices, ShippedRowsCannotBeEdited)
{
    const QString before = text(2, DevicesTableModel::Fp32);
    EXPECT_FALSE(table()->index(2, DevicesTableModel::Fp32).flags() & Qt::ItemIsEditable);
    type(2, DevicesTableModel::Fp32, QStringLiteral("999"));
    settle();
    EXPECT_EQ(text(2, DevicesTableModel::Fp32), before);
    EXPECT_FALSE(QFile::exists(UserCatalog::path()));
}

TEST_F(Devices, DuplicateCopiesEveryFigureUnderAFreeId)
{
    DevicesTab *tab = m_window->devicesTab();
    int h100 = -1;
    for (int r = 0; r < table()->rowCount(); ++r)
        if (text(r, DevicesTableModel::Name).contains(QStringLiteral("H100 SXM")))
            h100 = r;
    ASSERT_GE(h100, 0);
    tab->duplicateRow(h100);
    tab->duplicateRow(h100);
    settle();
    ASSERT_EQ(m_state->userDevices().size(), 2u);
    EXPECT_EQ(m_state->userDevices()[0].id, "h100_sxm_copy");
    EXPECT_EQ(m_state->userDevices()[1].id, "h100_sxm_copy-2");
    EXPECT_EQ(m_state->userDevices()[0].bf16Tflops, 989.4);
    EXPECT_EQ(m_state->userDevices()[0].cardLinkGBs, 900.0);
}

TEST_F(Devices, DeleteRemovesOnlyTheUsersRow)
{
    DevicesTab *tab = m_window->devicesTab();
    tab->addDevice();
    tab->addDevice();
    settle();
    tab->deleteRow(1); // a shipped row: nothing happens
    tab->deleteRow(firstUserRow());
    settle();
    ASSERT_EQ(m_state->userDevices().size(), 1u);
    EXPECT_EQ(m_state->userDevices()[0].id, "my_device-2");
    EXPECT_EQ(table()->rowCount(), firstUserRow() + 1);
}

struct BadCell
{
    const char *name;
    int column;
    const char *text;
};

class DeviceTableBadInput : public DeviceTableTest, public testing::WithParamInterface<BadCell>
{
};

TEST_P(DeviceTableBadInput, ShowsAnInlineErrorAndKeepsTheValue)
{
    DevicesTab *tab = m_window->devicesTab();
    tab->addDevice();
    settle();
    const QByteArray file = readAll(UserCatalog::path());
    const int row = firstUserRow();
    const int column = GetParam().column;
    const QString before = text(row, column);
    type(row, column, QString::fromUtf8(GetParam().text));
    settle();
    EXPECT_FALSE(error()->isHidden());
    EXPECT_EQ(text(row, column), before);
    EXPECT_EQ(readAll(UserCatalog::path()), file);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, DeviceTableBadInput,
    testing::Values(BadCell{"word", DevicesTableModel::Fp32, "fast"},
                    BadCell{"zero", DevicesTableModel::Bandwidth, "0"},
                    BadCell{"negative", DevicesTableModel::Memory, "-300"},
                    BadCell{"empty_required", DevicesTableModel::Memory, ""},
                    BadCell{"nan", DevicesTableModel::Bf16, "nan"},
                    BadCell{"huge", DevicesTableModel::Fp8, "1e308"},
                    BadCell{"empty_name", DevicesTableModel::Name, "  "},
                    BadCell{"bad_host_link", DevicesTableModel::HostLink, "PCIe 4.0 x3"},
                    BadCell{"negative_card_link", DevicesTableModel::CardLink, "-1"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST_F(Devices, ThisCpusBandwidthIsRefusedOutOfRange)
{
    type(0, DevicesTableModel::Bandwidth, QStringLiteral("0"));
    settle();
    EXPECT_FALSE(error()->isHidden());
    EXPECT_DOUBLE_EQ(m_state->inputs().memBandwidthGBs, 50.0);
}

TEST_F(Devices, OptionalPeaksCanBeClearedAndHostLinkTyped)
{
    DevicesTab *tab = m_window->devicesTab();
    tab->addDevice();
    settle();
    const int row = firstUserRow();
    type(row, DevicesTableModel::Bf16, QStringLiteral("250"));
    type(row, DevicesTableModel::HostLink, QStringLiteral("5 x16"));
    settle();
    type(row, DevicesTableModel::Bf16, QStringLiteral(""));
    settle();
    ASSERT_EQ(m_state->userDevices().size(), 1u);
    EXPECT_FALSE(m_state->userDevices()[0].bf16Tflops.has_value());
    EXPECT_EQ(m_state->userDevices()[0].pcieGen, 5);
    EXPECT_EQ(text(row, DevicesTableModel::HostLink), QStringLiteral("PCIe 5.0 x16"));
}

TEST_F(Devices, ImportAddsAndRenamesTakenIds)
{
    DevicesTab *tab = m_window->devicesTab();
    tab->addDevice(); // takes my_device
    settle();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.json"));
    core::DeviceSpec a;
    a.id = "my_device";
    a.name = "Colleague's card";
    a.fp32Tflops = 12;
    a.memoryGB = 16;
    a.memBandwidthGBs = 448;
    a.watts = 220;
    core::DeviceSpec b = a;
    b.id = "lab_server";
    b.name = "Lab server";
    writeFile(path, QByteArray::fromStdString(core::DeviceCatalogFile::toJson({a, b})));
    EXPECT_TRUE(tab->importFrom(path));
    settle();
    ASSERT_EQ(m_state->userDevices().size(), 3u);
    EXPECT_EQ(m_state->userDevices()[0].name, "My device");
    EXPECT_EQ(m_state->userDevices()[1].id, "my_device-2");
    EXPECT_EQ(m_state->userDevices()[1].name, "Colleague's card");
    EXPECT_EQ(m_state->userDevices()[2].id, "lab_server");
    EXPECT_TRUE(message()->text().contains(QStringLiteral("2")));
}

struct HostileFile
{
    const char *name;
    QByteArray bytes;
    const char *line; // "line N" the message must name
};

class HostileImport : public DeviceTableTest, public testing::WithParamInterface<HostileFile>
{
};

TEST_P(HostileImport, IsRefusedWithItsLineAndChangesNothing)
{
    DevicesTab *tab = m_window->devicesTab();
    tab->addDevice();
    settle();
    const QByteArray before = readAll(UserCatalog::path());
    const auto devicesBefore = m_state->userDevices().size();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    writeFile(path, GetParam().bytes);
    EXPECT_FALSE(tab->importFrom(path));
    settle();
    EXPECT_FALSE(error()->isHidden());
    EXPECT_TRUE(error()->text().contains(QString::fromLatin1(GetParam().line)))
        << error()->text().toStdString();
    EXPECT_EQ(readAll(UserCatalog::path()), before);
    EXPECT_EQ(m_state->userDevices().size(), devicesBefore);
}

const QByteArray kHeader =
    "{\"format\": \"bottleneck-lab-devices\", \"version\": 1, \"devices\": [\n";

INSTANTIATE_TEST_SUITE_P(
    Cases, HostileImport,
    testing::Values(HostileFile{"not_json", "this is not json", "line 1"},
                    HostileFile{"binary", QByteArray("\x00\x01\x02\xff", 4), "line 1"},
                    HostileFile{"wrong_type",
                                kHeader + "{\"id\": \"x\", \"name\": \"X\", \"fp32_tflops\": "
                                          "\"fast\", \"memory_gb\": 1, \"mem_bandwidth_gbs\": 1, "
                                          "\"watts\": 1}]}",
                                "line 2"},
                    HostileFile{"negative",
                                kHeader + "\n{\"id\": \"x\", \"name\": \"X\", \"fp32_tflops\": 1, "
                                          "\"memory_gb\": -1, \"mem_bandwidth_gbs\": 1, "
                                          "\"watts\": 1}]}",
                                "line 3"},
                    HostileFile{"huge", QByteArray(2 << 20, ' '), "at most"},
                    HostileFile{"shipped_id",
                                kHeader + "{\"id\": \"h100_sxm\", \"name\": \"X\", "
                                          "\"fp32_tflops\": 1, \"memory_gb\": 1, "
                                          "\"mem_bandwidth_gbs\": 1, \"watts\": 1}]}",
                                "line 2"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST_F(Devices, ExportWritesWhatImportReads)
{
    DevicesTab *tab = m_window->devicesTab();
    tab->addDevice();
    tab->duplicateRow(2);
    settle();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.json"));
    ASSERT_TRUE(tab->exportTo(path));
    const auto read = UserCatalog::read(path);
    ASSERT_TRUE(read.error.isEmpty()) << read.error.toStdString();
    ASSERT_EQ(read.devices.size(), 2u);
    EXPECT_EQ(read.devices[1].fp32Tflops, 20.0);
    EXPECT_FALSE(tab->exportTo(dir.path())); // a folder is not a file
}

TEST_F(Devices, UnreadableCatalogIsKeptBesideTheNewOne)
{
    writeFile(UserCatalog::path(), "{ broken");
    m_state->load();
    EXPECT_TRUE(m_state->catalogError().contains(QStringLiteral("line 1")));
    EXPECT_TRUE(m_state->userDevices().empty());
    core::DeviceSpec d = core::DeviceCatalog::builtIn().front();
    d.id = "mine";
    EXPECT_EQ(m_state->setUserDevices({d}), QString());
    const QStringList kept = QDir(QFileInfo(UserCatalog::path()).path())
                                 .entryList({QStringLiteral("devices.json.unreadable-*")});
    ASSERT_EQ(kept.size(), 1);
    EXPECT_EQ(readAll(QFileInfo(UserCatalog::path()).path() + QLatin1Char('/') + kept.front()),
              QByteArray("{ broken"));
    QFile::remove(QFileInfo(UserCatalog::path()).path() + QLatin1Char('/') + kept.front());
}

TEST_F(Devices, PrecisionPickerMovesTheRoofOfAPickedDevice)
{
    QComboBox *device = child<QComboBox>("intensityDevice");
    LogSlider *peak = child<LogSlider>("intensityPeak");
    int h100 = -1;
    for (int i = 0; i < device->count(); ++i)
        if (device->itemText(i).contains(QStringLiteral("H100 SXM")))
            h100 = i;
    ASSERT_GE(h100, 0);
    device->setCurrentIndex(h100);
    emit device->activated(h100);
    settle();
    EXPECT_DOUBLE_EQ(peak->value(), 67000.0);
    m_state->setPrecision(core::Precision::Bf16);
    settle();
    EXPECT_DOUBLE_EQ(peak->value(), 989400.0);
    EXPECT_EQ(device->currentIndex(), h100);
}

} // namespace
} // namespace blab::ui::test
