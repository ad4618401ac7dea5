// SPDX-License-Identifier: GPL-3.0-or-later

// Both languages reach the window and the report, and the translation files are complete.

#include "gui_fixture.h"
#include "model/report_model.h"
#include "text/report_text.h"
#include "text/translation.h"

#include <QFile>
#include <QRegularExpression>
#include <QTabWidget>

namespace blab::ui::test {
namespace {

using Text = GuiTest;

TEST_F(Text, ChineseAndEnglishLabelsInTheWindow)
{
    Translation::install(QStringLiteral("zh"));
    {
        WhatIfState state;
        MainWindow window(&state);
        EXPECT_TRUE(window.tabs()->tabText(2).contains(QString::fromUtf8("算术强度")))
            << window.tabs()->tabText(2).toStdString();
    }
    Translation::install(QStringLiteral("en"));
    {
        WhatIfState state;
        MainWindow window(&state);
        EXPECT_TRUE(window.tabs()->tabText(2).contains(QStringLiteral("Arithmetic intensity")));
    }
}

TEST_F(Text, ReportUsesTheInstalledLanguage)
{
    const core::ReportModel model =
        core::ReportModel::build({}, {237.05, core::CpuSource::Entered, 16.0});
    Translation::install(QStringLiteral("zh"));
    const QString zh = ReportText::render(model);
    Translation::install(QStringLiteral("en"));
    const QString en = ReportText::render(model);
    EXPECT_TRUE(zh.contains(QString::fromUtf8("平衡点")));
    EXPECT_TRUE(en.contains(QStringLiteral("Balance point")));
    // The figures are the same in both.
    for (const char *figure : {"85.3", "4.74", "10.6 %", "90.9 %", "215.99 ms"}) {
        EXPECT_TRUE(zh.contains(QLatin1String(figure))) << figure;
        EXPECT_TRUE(en.contains(QLatin1String(figure))) << figure;
    }
    // English plural forms come from the English translation file.
    EXPECT_TRUE(en.contains(QStringLiteral("1000 multiply-adds per element")));
}

struct TsRow
{
    const char *name;
    const char *file;
    // The Chinese file translates every string; the English one holds only plural forms.
    int minimumMessages;
};

class TranslationFiles : public testing::TestWithParam<TsRow>
{
};

TEST_P(TranslationFiles, NoUnfinishedOrVanishedEntries)
{
    QFile file(QStringLiteral(BLAB_SOURCE_DIR "/resources/translations/") +
               QLatin1String(GetParam().file));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << GetParam().file;
    const QString ts = QString::fromUtf8(file.readAll());
    EXPECT_GE(ts.count(QStringLiteral("<message")), GetParam().minimumMessages);
    for (const char *bad : {"type=\"unfinished\"", "type=\"vanished\"", "type=\"obsolete\""}) {
        const auto at = ts.indexOf(QLatin1String(bad));
        EXPECT_EQ(at, -1) << bad << " near: "
                          << ts.mid(std::max<qsizetype>(0, at - 300), 300).toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Files, TranslationFiles,
                         testing::Values(TsRow{"chinese", "bottleneck-lab_zh_CN.ts", 300},
                                         TsRow{"english", "bottleneck-lab_en.ts", 8}),
                         [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::ui::test
