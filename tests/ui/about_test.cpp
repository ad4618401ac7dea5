// SPDX-License-Identifier: GPL-3.0-or-later

// Help → About names the licence, says there is no warranty and quotes the Qt and OpenBLAS this
// process runs on, in both languages.

#include "gui_fixture.h"
#include "measure/cpu/system_info.h"

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QTextDocumentFragment>
#include <QTimer>

namespace blab::ui::test {
namespace {

struct AboutRow
{
    const char *name;
    const char *language;
    // Words of the licence sentence and the warranty sentence in that language.
    const char *licenceWords;
    const char *warrantyWords;
};

class About : public GuiTest, public testing::WithParamInterface<AboutRow>
{
protected:
    // Opens Help → About as a user would and returns the box's title and text, closing it.
    std::pair<QString, QString> openAbout()
    {
        std::pair<QString, QString> shown;
        // The box is modal: a timer inside its event loop reads and closes it. A box that never
        // opens leaves the pair empty and the watchdog ends a hang.
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, [&shown] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = {box->windowTitle(), box->text()};
                box->accept();
            }
        });
        poll.start(20);
        child<QAction>("aboutAction")->trigger();
        return shown;
    }
};

TEST_P(About, NamesTheLicenceAndTheLibrariesInUse)
{
    m_window->setLanguage(QString::fromLatin1(GetParam().language));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    const auto [title, text] = openAbout();
    m_window->setLanguage(QStringLiteral("en"));
    ASSERT_FALSE(text.isEmpty()) << "no About box opened";
    EXPECT_FALSE(title.isEmpty());
    const QString plain = QTextDocumentFragment::fromHtml(text).toPlainText();
    for (const QString &wanted :
         {QStringLiteral("GPL-3.0-or-later"), QString::fromUtf8(GetParam().licenceWords),
          QString::fromUtf8(GetParam().warrantyWords),
          QStringLiteral("Qt ") + QString::fromLatin1(qVersion()),
          QString::fromStdString(core::SystemInfo::openblasCoreName()),
          QString::fromStdString(core::SystemInfo::openblasConfig())})
        EXPECT_TRUE(plain.contains(wanted)) << wanted.toStdString() << " not in:\n"
                                            << plain.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Languages, About,
    testing::Values(AboutRow{"english", "en", "GNU General Public License, version 3",
                             "NO WARRANTY"},
                    AboutRow{"chinese", "zh", "GNU 通用公共许可证第 3 版", "不提供任何担保"}),
    [](const testing::TestParamInfo<AboutRow> &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::ui::test
