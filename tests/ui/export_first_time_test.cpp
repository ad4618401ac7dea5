// SPDX-License-Identifier: GPL-3.0-or-later

// Export that works the first time: the window's Ctrl+E on an account without ~/Pictures, a
// single export into a folder that does not exist yet, the last folder remembered, labels whose
// mnemonics work, and no chart of a measurement never made written as an empty grid.

#include "charts/chart_exporter.h"
#include "charts/chart_view.h"
#include "charts/roofline_chart.h"
#include "gui_fixture.h"
#include "tabs/intensity_tab.h"
#include "widgets/export_dialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

namespace blab::ui::test {
namespace {

// Runs the action, answering each dialog it opens: the export dialog with its path set by
// choosePath (or left as suggested), a message box by closing it after noting its text.
struct DialogAnswers
{
    QStringList suggested;
    QStringList messages;
};

DialogAnswers runExport(QAction *action, const std::function<QString(const QString &)> &choosePath)
{
    DialogAnswers answers;
    QTimer timer;
    timer.setInterval(20);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            answers.messages << box->text();
            box->done(QMessageBox::Ok);
        } else if (auto *dialog = qobject_cast<ExportDialog *>(modal)) {
            auto *path = dialog->findChild<QLineEdit *>();
            answers.suggested << path->text();
            path->setText(choosePath(path->text()));
            dialog->accept();
        }
    });
    timer.start();
    action->trigger();
    return answers;
}

QAction *actionWithShortcut(QWidget *window, const QKeySequence &keys)
{
    for (QAction *action : window->findChildren<QAction *>()) {
        if (action->shortcut() == keys)
            return action;
    }
    ADD_FAILURE() << "no action for " << keys.toString().toStdString();
    throw std::logic_error("no action");
}

class ExportFirstTime : public GuiTest
{
protected:
    void SetUp() override
    {
        GuiTest::SetUp();
        // A home folder without Pictures, as on a fresh account or a server.
        m_oldHome = qgetenv("HOME");
        qputenv("HOME", m_home.path().toLocal8Bit());
        m_window->show();
        m_window->tabs()->setCurrentIndex(2);
        settle();
    }
    void TearDown() override
    {
        qputenv("HOME", m_oldHome);
        GuiTest::TearDown();
    }
    QAction *exportOne() const
    {
        return actionWithShortcut(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_E));
    }

    QTemporaryDir m_home;
    QByteArray m_oldHome;
};

TEST_F(ExportFirstTime, CtrlEWithoutPicturesWritesIntoHome)
{
    ASSERT_FALSE(QFileInfo::exists(m_home.filePath(QStringLiteral("Pictures"))));
    const DialogAnswers answers = runExport(exportOne(), [](const QString &p) { return p; });
    EXPECT_TRUE(answers.messages.isEmpty()) << answers.messages.join('\n').toStdString();
    ASSERT_EQ(answers.suggested.size(), 1);
    EXPECT_EQ(QFileInfo(answers.suggested.first()).absolutePath().toStdString(),
              QDir(m_home.path()).path().toStdString());
    EXPECT_FALSE(QImage(m_home.filePath(QStringLiteral("roofline.png"))).isNull());
}

TEST_F(ExportFirstTime, TheNextExportStartsInTheLastFolder)
{
    const QString chosen = m_home.filePath(QStringLiteral("talk/figures/roofline.png"));
    DialogAnswers first = runExport(exportOne(), [&](const QString &) { return chosen; });
    EXPECT_TRUE(first.messages.isEmpty()) << first.messages.join('\n').toStdString();
    EXPECT_TRUE(QFileInfo(chosen).isFile());
    const DialogAnswers second = runExport(exportOne(), [](const QString &p) { return p; });
    ASSERT_EQ(second.suggested.size(), 1);
    EXPECT_EQ(QFileInfo(second.suggested.first()).absolutePath().toStdString(),
              QFileInfo(chosen).absolutePath().toStdString());
}

TEST_F(ExportFirstTime, ASingleChartMakesItsFolder)
{
    const QString path = m_home.filePath(QStringLiteral("new/deeper/roofline.png"));
    QString error;
    EXPECT_TRUE(ChartExporter::save(m_window->intensityTab()->chart(), path, {QSize(400, 300), 1.0},
                                    &error))
        << error.toStdString();
    EXPECT_FALSE(QImage(path).isNull());
}

// The window has measured nothing (the fixture enters the lesson's CPU figure): the sgemm runs,
// the sweep and the bandwidths have no point, and Export all must not write them as empty grids.
TEST_F(ExportFirstTime, ChartsWithNothingMeasuredAreNotWritten)
{
    QStringList written;
    QString error;
    ASSERT_EQ(ChartExporter::saveAll(m_window->upToDateCharts(), m_home.path(),
                                     {QSize(400, 300), 1.0}, &written, &error),
              ExportStatus::Written)
        << error.toStdString();
    for (const char *stem : {"sgemm-runs", "sgemm-sweep", "memory-bandwidth"}) {
        const QString file = m_home.filePath(QString::fromLatin1(stem) + ".png");
        EXPECT_FALSE(QFileInfo::exists(file)) << stem;
    }
    EXPECT_TRUE(QFileInfo::exists(m_home.filePath(QStringLiteral("roofline.png"))));
    EXPECT_EQ(written.size(), 5);
}

struct DialogRow
{
    const char *name;
    ExportDialog::Target target;
};

class ExportDialogLabels : public GuiTest, public testing::WithParamInterface<DialogRow>
{
};

// A label whose text has '&' shows it as a mnemonic only with a buddy; without one the user reads
// "&File:" (and in Chinese "文件(&F)：").
TEST_P(ExportDialogLabels, EveryMnemonicHasABuddy)
{
    ExportDialog dialog(GetParam().target, QStringLiteral("/tmp/roofline.png"));
    int mnemonics = 0;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        if (!label->text().contains(QLatin1Char('&')))
            continue;
        ++mnemonics;
        EXPECT_NE(label->buddy(), nullptr) << label->text().toStdString();
    }
    EXPECT_GE(mnemonics, 4);
}

// The window refuses what the command line refuses: more than 64 megapixels after scaling is
// said under the size, and Save is off until the image is smaller; a table has no size.
TEST_P(ExportDialogLabels, AnImageOverTheLimitCannotBeSaved)
{
    ExportDialog dialog(GetParam().target, QStringLiteral("/tmp/roofline.png"));
    auto *width = dialog.findChild<QSpinBox *>(QStringLiteral("width"));
    auto *height = dialog.findChild<QSpinBox *>(QStringLiteral("height"));
    auto *scale = dialog.findChild<QComboBox *>(QStringLiteral("scale"));
    auto *error = dialog.findChild<QLabel *>(QStringLiteral("sizeError"));
    QPushButton *save = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
    ASSERT_TRUE(width && height && scale && error && save);
    EXPECT_TRUE(save->isEnabled());
    // Exactly the limit is allowed, a little more is not.
    width->setValue(8000);
    height->setValue(8000);
    EXPECT_TRUE(save->isEnabled());
    width->setValue(8100);
    EXPECT_TRUE(error->isVisibleTo(&dialog));
    EXPECT_TRUE(error->text().contains(QStringLiteral("64.8 megapixels")))
        << error->text().toStdString();
    EXPECT_FALSE(save->isEnabled());
    height->setValue(4000);
    EXPECT_TRUE(save->isEnabled());
    scale->setCurrentIndex(1);
    EXPECT_FALSE(save->isEnabled()) << "8100 × 4000 × 2² is 129.6 megapixels";
    height->setValue(8000);
    // Only the table: nothing is drawn, so the size does not matter.
    if (auto *format = dialog.findChild<QComboBox *>(QStringLiteral("format")))
        format->setCurrentIndex(2);
    for (const char *name : {"png", "svg"}) {
        if (auto *check = dialog.findChild<QCheckBox *>(QLatin1String(name)))
            check->setChecked(false);
    }
    if (auto *csv = dialog.findChild<QCheckBox *>(QStringLiteral("csv")))
        csv->setChecked(true);
    EXPECT_TRUE(save->isEnabled());
    EXPECT_FALSE(error->isVisibleTo(&dialog));
}

INSTANTIATE_TEST_SUITE_P(Targets, ExportDialogLabels,
                         testing::Values(DialogRow{"file", ExportDialog::Target::File},
                                         DialogRow{"folder", ExportDialog::Target::Folder}),
                         [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::ui::test
