// SPDX-License-Identifier: GPL-3.0-or-later

// The tables of parts two to five as models over the window's one snapshot: each keeps the
// contract of QAbstractItemModel while the inputs change its cells and its rows, shows its figures
// as the tables always have, and the device table takes or refuses what is typed into it with
// the same messages as before, in English and in Chinese.

#include "catalog/device_catalog.h"
#include "gui_fixture.h"
#include "models/batches_table_model.h"
#include "models/devices_table_model.h"
#include "models/links_table_model.h"
#include "models/operations_table_model.h"
#include "tabs/devices_tab.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

namespace blab::ui::test {
namespace {

int firstUserRow()
{
    return 1 + static_cast<int>(core::DeviceCatalog::builtIn().size());
}

class TableTest : public GuiTest
{
protected:
    QAbstractItemModel *table(const char *name) const { return child<QTableView>(name)->model(); }
    QAbstractItemModel *devices() const { return table("devicesTable"); }
    QLabel *error() const { return child<QLabel>("devicesError"); }
    QLabel *message() const { return child<QLabel>("devicesMessage"); }
};

// Moves every input that changes a table's cells, then every one that adds or takes away rows.
void changeEverything(WhatIfState &state, DevicesTab *tab)
{
    state.modify([](core::WhatIfInputs &in) {
        in.k = 1000;
        in.n = 1024;
        in.linkGBs = 300;
        in.userBatch = 256;
        in.device = "h100_sxm";
        in.linkKind = core::LinkKind::CardLink;
    });
    state.flush();
    state.setPrecision(core::Precision::Bf16);
    state.flush();
    // An RTX 4090 has no card link: one row fewer, then one more again.
    state.modify([](core::WhatIfInputs &in) { in.device = "rtx_4090"; });
    state.flush();
    state.modify([](core::WhatIfInputs &in) { in.device = "h100_sxm"; });
    state.flush();
    tab->addDevice();
    tab->addDevice();
    tab->deleteRow(firstUserRow());
    state.flush();
}

struct ContractRow
{
    const char *name;
    const char *table;
    // The rows the table must have for a snapshot.
    int (*rows)(const core::ReportModel &);
    // Whether the inputs above add and take away rows of this table.
    bool rowsComeAndGo;
};

class TableContract : public TableTest, public testing::WithParamInterface<ContractRow>
{
};

TEST_P(TableContract, HoldsWhileCellsAndRowsChange)
{
    const ContractRow &r = GetParam();
    QAbstractItemModel *model = table(r.table);
    ModelTesterReports reports;
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Warning);
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(model, &QAbstractItemModel::modelReset);
    changeEverything(*m_state, m_window->devicesTab());
    settle();
    EXPECT_TRUE(reports.lines().isEmpty()) << reports.joined();
    EXPECT_EQ(model->rowCount(), r.rows(*m_state->snapshot()));
    // Same-shape updates only say which cells changed; nothing is reset.
    EXPECT_GT(changed.count(), 0);
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(inserted.count() > 0, r.rowsComeAndGo);
    EXPECT_EQ(removed.count() > 0, r.rowsComeAndGo);
}

INSTANTIATE_TEST_SUITE_P(
    Tables, TableContract,
    testing::Values(
        ContractRow{"operations", "operationsTable",
                    [](const core::ReportModel &m) {
                        return static_cast<int>(m.operations.size() + m.servingOperations.size());
                    },
                    false},
        ContractRow{
            "batches", "batchesTable",
            [](const core::ReportModel &m) { return static_cast<int>(m.transfers.size()) + 1; },
            false},
        ContractRow{"links", "linksTable",
                    [](const core::ReportModel &m) { return static_cast<int>(m.links.size()); },
                    true},
        ContractRow{"devices", "devicesTable",
                    [](const core::ReportModel &m) { return static_cast<int>(m.devices.size()); },
                    true}),
    [](const auto &info) { return std::string(info.param.name); });

// A cell's role as text, so that one table can state texts, alignments and fonts.
QString describe(const QVariant &value, int role)
{
    if (role == Qt::TextAlignmentRole) {
        const int alignment = value.toInt();
        return alignment == int(Qt::AlignLeft | Qt::AlignVCenter)    ? QStringLiteral("left")
               : alignment == int(Qt::AlignRight | Qt::AlignVCenter) ? QStringLiteral("right")
                                                                     : QStringLiteral("other");
    }
    if (role == Qt::FontRole) {
        if (!value.isValid())
            return QStringLiteral("plain");
        const QFont font = value.value<QFont>();
        return font.bold()     ? QStringLiteral("bold")
               : font.italic() ? QStringLiteral("italic")
                               : QStringLiteral("plain");
    }
    return value.toString();
}

enum class Setup
{
    Defaults,
    // k = 1000, n = 1024, batch 256 over a 12 GB/s link.
    Sliders,
    // The example: 8 × H100 SXM over NVLink, and one device of the user's own.
    Example
};

struct CellRow
{
    const char *name;
    Setup setup;
    const char *table;
    int row; // -1: the user's first device
    int column;
    int role;
    const char *expected;
    bool contains = false; // the expected text is part of the cell's, not all of it
};

class TableCells : public TableTest, public testing::WithParamInterface<CellRow>
{
};

TEST_P(TableCells, ShowTheFiguresAsBefore)
{
    const CellRow &r = GetParam();
    if (r.setup == Setup::Sliders) {
        m_state->modify([](core::WhatIfInputs &in) {
            in.k = 1000;
            in.n = 1024;
            in.userBatch = 256;
            in.linkGBs = 12;
        });
    } else if (r.setup == Setup::Example) {
        m_window->devicesTab()->addDevice();
        child<QPushButton>("questionsExample")->click();
    }
    settle();
    const int row = r.row < 0 ? firstUserRow() : r.row;
    const QAbstractItemModel *model = table(r.table);
    ASSERT_LT(row, model->rowCount());
    const QString shown = describe(model->index(row, r.column).data(r.role), r.role);
    const QString expected = QString::fromUtf8(r.expected);
    if (r.contains)
        EXPECT_TRUE(shown.contains(expected)) << shown.toStdString();
    else
        EXPECT_EQ(shown.toStdString(), r.expected);
}

constexpr int kText = Qt::DisplayRole;
constexpr int kAlign = Qt::TextAlignmentRole;
constexpr int kFont = Qt::FontRole;
constexpr int kTip = Qt::ToolTipRole;

INSTANTIATE_TEST_SUITE_P(
    Cells, TableCells,
    testing::Values(CellRow{"operations_matmul", Setup::Sliders, "operationsTable", 0,
                            OperationsTableModel::Operation, kText, "Matrix multiply 1024 × 1024"},
                    CellRow{"operations_matmul_flops", Setup::Sliders, "operationsTable", 0,
                            OperationsTableModel::Flops, kText, "2.1475 × 10⁹"},
                    CellRow{"operations_matmul_bytes", Setup::Sliders, "operationsTable", 0,
                            OperationsTableModel::Bytes, kText, "12.58 MB"},
                    CellRow{"operations_multiply_add_intensity", Setup::Sliders, "operationsTable",
                            3, OperationsTableModel::FlopsPerByte, kText, "250"},
                    // Three significant digits, as the chart's labels and the verdicts write
                    // them; two decimals used to print 0.08 and 0.12 beside the chart's 0.0833
                    // and 0.125.
                    CellRow{"operations_vector_add_intensity", Setup::Defaults, "operationsTable",
                            1, OperationsTableModel::FlopsPerByte, kText, "0.0833"},
                    CellRow{"operations_compare_intensity", Setup::Defaults, "operationsTable", 2,
                            OperationsTableModel::FlopsPerByte, kText, "0.125"},
                    CellRow{"operations_multiply_add_bound", Setup::Sliders, "operationsTable", 3,
                            OperationsTableModel::Bound, kText, "compute-bound"},
                    CellRow{"operations_vector_add_bound", Setup::Sliders, "operationsTable", 1,
                            OperationsTableModel::Bound, kText, "bandwidth-bound"},
                    CellRow{"operations_name_left", Setup::Defaults, "operationsTable", 0,
                            OperationsTableModel::Operation, kAlign, "left"},
                    CellRow{"operations_figure_right", Setup::Defaults, "operationsTable", 0,
                            OperationsTableModel::Flops, kAlign, "right"},
                    CellRow{"batches_lesson_batch", Setup::Sliders, "batchesTable", 0,
                            BatchesTableModel::Batch, kText, "32"},
                    CellRow{"batches_yours", Setup::Sliders, "batchesTable", 3,
                            BatchesTableModel::Batch, kText, "256 (yours)"},
                    CellRow{"batches_cpu_share", Setup::Sliders, "batchesTable", 0,
                            BatchesTableModel::CpuShare, kText, "10.6 %"},
                    CellRow{"batches_yours_right", Setup::Sliders, "batchesTable", 3,
                            BatchesTableModel::Batch, kAlign, "right"},
                    CellRow{"links_chosen_bold", Setup::Example, "linksTable", 2,
                            LinksTableModel::Link, kFont, "bold"},
                    CellRow{"links_other_plain", Setup::Example, "linksTable", 0,
                            LinksTableModel::Link, kFont, "plain"},
                    CellRow{"links_nvlink_name", Setup::Example, "linksTable", 2,
                            LinksTableModel::Link, kText, "Dedicated card link (NVLink class)"},
                    CellRow{"links_nvlink_bus", Setup::Example, "linksTable", 2,
                            LinksTableModel::Bus, kText, "450"},
                    CellRow{"links_speedup_format", Setup::Example, "linksTable", 2,
                            LinksTableModel::Speedup, kText, "× (", true},
                    CellRow{"links_name_left", Setup::Example, "linksTable", 0,
                            LinksTableModel::Link, kAlign, "left"},
                    CellRow{"links_figure_right", Setup::Example, "linksTable", 0,
                            LinksTableModel::Allreduce, kAlign, "right"},
                    CellRow{"devices_cpu_name", Setup::Defaults, "devicesTable", 0,
                            DevicesTableModel::Name, kText, "This CPU"},
                    CellRow{"devices_cpu_fp32", Setup::Defaults, "devicesTable", 0,
                            DevicesTableModel::Fp32, kText, "0.2371"},
                    CellRow{"devices_cpu_host_link", Setup::Defaults, "devicesTable", 0,
                            DevicesTableModel::HostLink, kText, "none"},
                    CellRow{"devices_cpu_ratio", Setup::Defaults, "devicesTable", 0,
                            DevicesTableModel::ComputeRatio, kText, "1.0"},
                    CellRow{"devices_shipped_tip", Setup::Defaults, "devicesTable", 2,
                            DevicesTableModel::Fp32, kTip,
                            "\nA shipped device: duplicate it to change its figures.", true},
                    CellRow{"devices_shipped_plain", Setup::Defaults, "devicesTable", 2,
                            DevicesTableModel::Name, kFont, "plain"},
                    CellRow{"devices_user_italic", Setup::Example, "devicesTable", -1,
                            DevicesTableModel::Name, kFont, "italic"},
                    CellRow{"devices_user_name", Setup::Example, "devicesTable", -1,
                            DevicesTableModel::Name, kText, "My device"},
                    CellRow{"devices_user_host_link", Setup::Example, "devicesTable", -1,
                            DevicesTableModel::HostLink, kText, "PCIe 4.0 x16"},
                    CellRow{"devices_user_host_link_tip", Setup::Example, "devicesTable", -1,
                            DevicesTableModel::HostLink, kTip, "PCIe 4.0", true},
                    CellRow{"devices_user_tf32_none", Setup::Example, "devicesTable", -1,
                            DevicesTableModel::Tf32, kText, "—"},
                    CellRow{"devices_user_tip_source", Setup::Example, "devicesTable", -1,
                            DevicesTableModel::Fp32, kTip, "added in the window"},
                    CellRow{"devices_host_link_left", Setup::Defaults, "devicesTable", 0,
                            DevicesTableModel::HostLink, kAlign, "left"},
                    CellRow{"devices_figure_right", Setup::Defaults, "devicesTable", 0,
                            DevicesTableModel::PerWatt, kAlign, "right"}),
    [](const auto &info) { return std::string(info.param.name); });

struct HeaderRow
{
    const char *name;
    const char *table;
    int section;
    const char *text;
    const char *tip; // empty: no tip
};

class TableHeaders : public TableTest, public testing::WithParamInterface<HeaderRow>
{
};

TEST_P(TableHeaders, KeepTheirTextsAndTips)
{
    const HeaderRow &r = GetParam();
    const QAbstractItemModel *model = table(r.table);
    EXPECT_EQ(model->headerData(r.section, Qt::Horizontal).toString(), QString::fromUtf8(r.text));
    EXPECT_EQ(model->headerData(r.section, Qt::Horizontal, Qt::ToolTipRole).toString(),
              QString::fromUtf8(r.tip));
}

INSTANTIATE_TEST_SUITE_P(
    Headers, TableHeaders,
    testing::Values(
        HeaderRow{"operations_name", "operationsTable", OperationsTableModel::Operation,
                  "Operation", ""},
        HeaderRow{"operations_intensity", "operationsTable", OperationsTableModel::FlopsPerByte,
                  "FLOP/B", "Arithmetic intensity: FLOPs ÷ bytes."},
        HeaderRow{"batches_share", "batchesTable", BatchesTableModel::CpuShare, "Share",
                  "Copy ÷ (copy + CPU compute)."},
        HeaderRow{"batches_prefetched", "batchesTable", BatchesTableModel::Overlapped,
                  "Prefetched ms",
                  "A step on the accelerator with loader threads and pinned memory, the next "
                  "batch copying while this one computes: the longer of the two."},
        HeaderRow{"links_bus", "linksTable", LinksTableModel::Bus, "Bus GB/s",
                  "Bus bandwidth: one direction of each card's link as its label gives it, GB/s. "
                  "Not the algorithm bandwidth (bytes ÷ time) some tests print, which is smaller "
                  "by N/(2(N−1))."},
        HeaderRow{"devices_name", "devicesTable", DevicesTableModel::Name, "Device",
                  "The device; the lesson's two generic cards come first, then real products, "
                  "then yours."},
        HeaderRow{"devices_per_watt", "devicesTable", DevicesTableModel::PerWatt, "GFLOPS per watt",
                  "Compute at the chosen precision per watt: GFLOPS ÷ W."},
        // The peaks' headers carry their unit, as the other figures' do (they used to say
        // "FP32" alone).
        HeaderRow{"devices_fp32", "devicesTable", DevicesTableModel::Fp32, "FP32 (TFLOPS)",
                  "Peak single-precision compute, TFLOPS, dense. Typical: CPU 0.1–7, cards "
                  "8–160; — where the maker prints none."}),
    [](const auto &info) { return std::string(info.param.name); });

enum class Kind
{
    ThisCpu,
    Shipped,
    User
};

struct FlagRow
{
    const char *name;
    Kind kind;
    int column;
    bool editable;
};

class DeviceCellFlags : public TableTest, public testing::WithParamInterface<FlagRow>
{
};

TEST_P(DeviceCellFlags, OnlyFiguresTypedInHereAreEditable)
{
    const FlagRow &r = GetParam();
    m_window->devicesTab()->addDevice();
    settle();
    const int row = r.kind == Kind::ThisCpu ? 0 : r.kind == Kind::Shipped ? 2 : firstUserRow();
    EXPECT_EQ(bool(devices()->index(row, r.column).flags() & Qt::ItemIsEditable), r.editable);
}

INSTANTIATE_TEST_SUITE_P(
    Cells, DeviceCellFlags,
    testing::Values(FlagRow{"cpu_bandwidth", Kind::ThisCpu, DevicesTableModel::Bandwidth, true},
                    FlagRow{"cpu_fp32", Kind::ThisCpu, DevicesTableModel::Fp32, false},
                    FlagRow{"cpu_memory", Kind::ThisCpu, DevicesTableModel::Memory, false},
                    FlagRow{"shipped_name", Kind::Shipped, DevicesTableModel::Name, false},
                    FlagRow{"shipped_bandwidth", Kind::Shipped, DevicesTableModel::Bandwidth,
                            false},
                    FlagRow{"user_name", Kind::User, DevicesTableModel::Name, true},
                    FlagRow{"user_fp8", Kind::User, DevicesTableModel::Fp8, true},
                    FlagRow{"user_fp4", Kind::User, DevicesTableModel::Fp4, true},
                    FlagRow{"shipped_fp4", Kind::Shipped, DevicesTableModel::Fp4, false},
                    FlagRow{"user_host_link", Kind::User, DevicesTableModel::HostLink, true},
                    FlagRow{"user_card_link", Kind::User, DevicesTableModel::CardLink, true},
                    FlagRow{"user_ratio", Kind::User, DevicesTableModel::ComputeRatio, false},
                    FlagRow{"user_per_watt", Kind::User, DevicesTableModel::PerWatt, false}),
    [](const auto &info) { return std::string(info.param.name); });

struct EditRow
{
    const char *name;
    Kind kind;
    int column;
    const char *text;
    bool accepted;
    // Accepted: the cell afterwards. Refused: the inline error, all of it.
    const char *expected;
};

class DeviceEdits : public TableTest, public testing::WithParamInterface<EditRow>
{
};

TEST_P(DeviceEdits, AreSavedOrRefusedWithTheReason)
{
    const EditRow &r = GetParam();
    m_window->devicesTab()->addDevice();
    settle();
    const int row = r.kind == Kind::ThisCpu ? 0 : firstUserRow();
    const QModelIndex cell = devices()->index(row, r.column);
    const QString before = cell.data().toString();
    ModelTesterReports reports;
    QAbstractItemModelTester tester(devices(),
                                    QAbstractItemModelTester::FailureReportingMode::Warning);
    EXPECT_EQ(devices()->setData(cell, QString::fromUtf8(r.text), Qt::EditRole), r.accepted);
    settle();
    EXPECT_TRUE(reports.lines().isEmpty()) << reports.joined();
    if (r.accepted) {
        EXPECT_TRUE(error()->isHidden()) << error()->text().toStdString();
        EXPECT_EQ(devices()->index(row, r.column).data().toString().toStdString(), r.expected);
    } else {
        EXPECT_FALSE(error()->isHidden());
        EXPECT_EQ(error()->text().toStdString(), r.expected);
        EXPECT_EQ(devices()->index(row, r.column).data().toString(), before);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, DeviceEdits,
    testing::Values(
        EditRow{"cpu_bandwidth", Kind::ThisCpu, DevicesTableModel::Bandwidth, " 75 ", true,
                "75.00"},
        EditRow{"cpu_bandwidth_zero", Kind::ThisCpu, DevicesTableModel::Bandwidth, "0", false,
                "“0” is not accepted: enter a number from 0.0100 to 1.00 × 10⁶ GB/s. The previous "
                "value is kept."},
        EditRow{"name", Kind::User, DevicesTableModel::Name, "  Lab card ", true, "Lab card"},
        EditRow{"fp32", Kind::User, DevicesTableModel::Fp32, "40", true, "40.00"},
        EditRow{"bf16_cleared", Kind::User, DevicesTableModel::Bf16, "-", true, "—"},
        EditRow{"fp4", Kind::User, DevicesTableModel::Fp4, "9000", true, "9000"},
        EditRow{"host_link_none", Kind::User, DevicesTableModel::HostLink, "none", true, "none"},
        EditRow{"card_link", Kind::User, DevicesTableModel::CardLink, "900", true, "900.0"},
        EditRow{"word", Kind::User, DevicesTableModel::Fp32, "fast", false,
                "“fast” is not accepted: enter a number, or leave it empty for none. The "
                "previous value is kept."},
        EditRow{"optional_nan", Kind::User, DevicesTableModel::Bf16, "nan", false,
                "“nan” is not accepted: enter a number, or leave it empty for none. The "
                "previous value is kept."},
        EditRow{"blank_name", Kind::User, DevicesTableModel::Name, "  ", false,
                "“  ” is not accepted: a name needs 1 to 120 bytes. The previous value is "
                "kept."},
        EditRow{"bad_host_link", Kind::User, DevicesTableModel::HostLink, "PCIe 4.0 x3", false,
                "“PCIe 4.0 x3” is not accepted: write the PCIe generation and lanes as “4 x16”, "
                "NVLink-C2C as “NVLink-C2C 900” (GB/s, both directions), or “none”. The "
                "previous value is kept."},
        EditRow{"out_of_catalog_range", Kind::User, DevicesTableModel::Memory, "-300", false,
                "“-300” is not accepted: “Memory (GB)” is -300; it must be from 0.0100 to "
                "1.00 × 10⁶. The previous value is kept."},
        EditRow{"long_text_cut", Kind::User, DevicesTableModel::Power,
                "12345678901234567890123456789012345678901234567890", false,
                "“1234567890123456789012345678901234567890” is not accepted: “Power (W)” is "
                "1.234568 × 10⁴⁹; it must be from 0.100 to 100000. The previous value is kept."},
        EditRow{"bandwidth_negative", Kind::User, DevicesTableModel::Bandwidth, "-5", false,
                "“-5” is not accepted: “Bandwidth (GB/s)” is -5; it must be from 0.0100 to "
                "1.00 × 10⁶. The previous value is kept."},
        // Just over the limit: the value keeps its digits, so it does not read as the limit.
        EditRow{"bandwidth_just_over", Kind::User, DevicesTableModel::Bandwidth, "1000400", false,
                "“1000400” is not accepted: “Bandwidth (GB/s)” is 1000400; it must be from "
                "0.0100 to 1.00 × 10⁶. The previous value is kept."},
        EditRow{"fp32_zero", Kind::User, DevicesTableModel::Fp32, "0", false,
                "“0” is not accepted: “FP32 (TFLOPS)” is 0; it must be from 0.00100 to "
                "100000. The previous value is kept."}),
    [](const auto &info) { return std::string(info.param.name); });

using DeviceEditing = TableTest;

TEST_F(DeviceEditing, AnEditorClosedUnchangedSaysAndSavesNothing)
{
    m_window->devicesTab()->addDevice();
    settle();
    const QString added = message()->text();
    QFile file(UserCatalog::path());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    file.close();
    const QModelIndex cell = devices()->index(firstUserRow(), DevicesTableModel::Fp32);
    EXPECT_TRUE(devices()->setData(cell, cell.data(), Qt::EditRole));
    settle();
    EXPECT_EQ(message()->text(), added);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), saved);
}

TEST_F(DeviceEditing, TypingIntoTheCellsEditorSavesTheFigure)
{
    m_window->devicesTab()->addDevice();
    m_window->show();
    m_window->tabs()->setCurrentIndex(1);
    settle();
    QTableView *view = child<QTableView>("devicesTable");
    const QModelIndex cell = devices()->index(firstUserRow(), DevicesTableModel::Memory);
    view->setCurrentIndex(cell);
    view->edit(cell);
    auto *editor = view->viewport()->findChild<QLineEdit *>();
    ASSERT_NE(editor, nullptr);
    EXPECT_EQ(editor->text(), QStringLiteral("16.00"));
    editor->setText(QStringLiteral("24"));
    QTest::keyClick(editor, Qt::Key_Return);
    settle();
    ASSERT_EQ(m_state->userDevices().size(), 1u);
    EXPECT_EQ(m_state->userDevices()[0].memoryGB, 24.0);
    EXPECT_EQ(m_state->userDevices()[0].source, "edited in the window");
    EXPECT_EQ(message()->text(), QStringLiteral("Saved."));
    EXPECT_EQ(devices()->index(firstUserRow(), DevicesTableModel::Memory).data().toString(),
              QStringLiteral("24.00"));
}

// The texts moved from the tabs to the models keep their Chinese translations.
struct ChineseRow
{
    const char *name;
    const char *table;
    int section;
    const char *text;
};

class ChineseHeaders : public TableTest, public testing::WithParamInterface<ChineseRow>
{
};

TEST_P(ChineseHeaders, AreStillTranslated)
{
    m_window->setLanguage(QStringLiteral("zh"));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    const ChineseRow &r = GetParam();
    EXPECT_EQ(table(r.table)->headerData(r.section, Qt::Horizontal).toString(),
              QString::fromUtf8(r.text));
    m_window->setLanguage(QStringLiteral("en"));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

INSTANTIATE_TEST_SUITE_P(
    Headers, ChineseHeaders,
    testing::Values(ChineseRow{"operations_bound", "operationsTable", OperationsTableModel::Bound,
                               "受限于"},
                    ChineseRow{"batches_copy", "batchesTable", BatchesTableModel::Copy, "拷贝 ms"},
                    ChineseRow{"links_step", "linksTable", LinksTableModel::Step, "每步"},
                    ChineseRow{"devices_name", "devicesTable", DevicesTableModel::Name, "器件"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST_F(DeviceEditing, RefusalIsSaidInChinese)
{
    m_window->setLanguage(QStringLiteral("zh"));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    m_window->devicesTab()->addDevice();
    settle();
    const QModelIndex cell = devices()->index(firstUserRow(), DevicesTableModel::Fp32);
    EXPECT_FALSE(devices()->setData(cell, QStringLiteral("fast"), Qt::EditRole));
    EXPECT_EQ(error()->text(),
              QStringLiteral("「fast」不被接受：请输入数字，留空表示没有。保留原来的值。"));
    m_window->setLanguage(QStringLiteral("en"));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace
} // namespace blab::ui::test
