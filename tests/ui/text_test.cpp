// SPDX-License-Identifier: GPL-3.0-or-later

// Both languages reach the window and the report, and the translation files are complete.

#include "catalog/model_catalog_file.h"
#include "gui_fixture.h"
#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "measure/profile/machine_profile.h"
#include "report/report_model.h"
#include "state/advice_settings.h"
#include "text/labels.h"
#include "text/measure_text.h"
#include "text/plan_text.h"
#include "text/problem_text.h"
#include "text/report_text.h"
#include "text/training_text.h"
#include "text/translation.h"
#include "text/verdicts.h"

#include <QFile>
#include <QRegularExpression>
#include <QTabWidget>
#include <functional>
#include <vector>

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

// A measurement taken on a busy machine says so in the report, as measure does.
TEST_F(Text, ReportSaysWhenItsMeasurementIsDoubtful)
{
    core::ReportModel model =
        core::ReportModel::build({}, {237.05, core::CpuSource::Measured, 16.0});
    core::SgemmResult r;
    r.n = 512;
    r.repeats = 3;
    r.runSeconds = {0.010, 0.010, 0.011};
    r.bestSeconds = 0.010;
    r.medianSeconds = 0.010;
    r.flops = core::SgemmBenchmark::flopsFor(512);
    r.verification.passed = true;
    model.measurement = r;
    Translation::install(QStringLiteral("en"));
    const QString calm = ReportText::render(model, 1);
    model.measurement->othersShare = 0.6;
    const QString busy = ReportText::render(model, 1);
    const QString doubt =
        Verdicts::unreliable(model.measurement->unreliable(), 0.6, model.measurement->spread());
    ASSERT_FALSE(doubt.isEmpty());
    EXPECT_FALSE(calm.contains(doubt.left(30)));
    EXPECT_TRUE(busy.contains(doubt.left(30))) << busy.toStdString();
}

// A Chinese label put into a Chinese sentence leaves no space between two Chinese characters;
// spaces beside Latin words and figures stay, and English is untouched.
TEST_F(Text, ChineseSentencesLoseSpacesBetweenChineseCharacters)
{
    const QString sentence = QString::fromUtf8("在 专用卡间互联（NVLink 一类） 上全归约 4.00 GB");
    Translation::install(QStringLiteral("zh"));
    EXPECT_EQ(Translation::tidy(sentence).toStdString(),
              std::string("在专用卡间互联（NVLink 一类）上全归约 4.00 GB"));
    Translation::install(QStringLiteral("en"));
    EXPECT_EQ(Translation::tidy(sentence), sentence);
}

// Every reason a catalog-like file (devices, models) is refused reads in Chinese too, and in
// English without a Chinese word. The JSON reader's own message is the one English part, inside
// a Chinese sentence; Inconsistent carries a sentence of the validation set's, which the window
// never shows, and is left out.
TEST_F(Text, CatalogProblemsInBothLanguages)
{
    using Code = core::CatalogProblem::Code;
    const QRegularExpression ideograph(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    std::vector<core::CatalogProblem> problems;
    for (int c = int(Code::FileTooLarge); c < int(Code::Inconsistent); ++c)
        problems.push_back({Code(c), {"heads", "3", "2"}});
    problems.push_back({Code::NotACatalog, {"bottleneck-lab-models"}});
    problems.push_back({Code::NotACatalog, {"bottleneck-lab-devices"}});
    problems.push_back({Code::IdShipped, {"llama3_8b", "models"}});
    problems.push_back({Code::IdShipped, {"h100_sxm", "devices"}});
    for (const core::CatalogProblem &p : problems) {
        Translation::install(QStringLiteral("zh"));
        const QString zh = ProblemText::catalog(p);
        Translation::install(QStringLiteral("en"));
        const QString en = ProblemText::catalog(p);
        EXPECT_TRUE(zh.contains(ideograph)) << int(p.code) << " " << zh.toStdString();
        EXPECT_FALSE(zh.contains(QStringLiteral("must"))) << int(p.code) << " " << zh.toStdString();
        EXPECT_FALSE(en.isEmpty()) << int(p.code);
        EXPECT_FALSE(en.contains(ideograph)) << int(p.code) << " " << en.toStdString();
    }
    // The two kinds of catalog keep their own words where they differ.
    Translation::install(QStringLiteral("en"));
    EXPECT_TRUE(
        ProblemText::catalog(problems[problems.size() - 2]).contains(QLatin1String("model")));
    EXPECT_TRUE(ProblemText::catalog(problems.back()).contains(QLatin1String("device")));
    EXPECT_TRUE(ProblemText::catalog(problems[problems.size() - 4])
                    .contains(QLatin1String("model catalog")));
}

// A value just over a limit keeps its digits, and so does the limit when three digits would put
// it on the value's side; otherwise the limits read as the window writes figures.
TEST_F(Text, OutOfRangeLimitsDoNotReadAsInsideTheRange)
{
    using Code = core::CatalogProblem::Code;
    Translation::install(QStringLiteral("en"));
    const core::CatalogProblem vocab{
        Code::OutOfRange, {"vocab", "16777217", "1", "16777216"}, {16777217.0, 1.0, 16777216.0}};
    EXPECT_EQ(ProblemText::catalog(vocab).toStdString(),
              "“vocab” is 16777217; it must be from 1.00 to 16777216");
    const core::CatalogProblem memory{
        Code::OutOfRange, {"memory_gb", "1000400", "0.01", "1000000"}, {1000400.0, 0.01, 1e6}};
    EXPECT_EQ(ProblemText::catalog(memory).toStdString(),
              "“memory_gb” is 1000400; it must be from 0.0100 to 1.00 × 10⁶");
    const core::CatalogProblem small{
        Code::OutOfRange, {"watts", "0.0999", "0.1", "100000"}, {0.0999, 0.1, 1e5}};
    EXPECT_EQ(ProblemText::catalog(small).toStdString(),
              "“watts” is 0.0999; it must be from 0.100 to 100000");
    // 0.10004 to three digits is 0.100, below the refused 0.10003: the minimum keeps its digits.
    const core::CatalogProblem below{
        Code::OutOfRange, {"x", "0.10003", "0.10004", "1"}, {0.10003, 0.10004, 1.0}};
    EXPECT_EQ(ProblemText::catalog(below).toStdString(),
              "“x” is 0.10003; it must be from 0.10004 to 1.00");
}

// The refusals and notes of files, settings and the environment read in both languages: each
// in Chinese with Chinese words, and in English without them.
TEST_F(Text, FileAndStartProblemsInBothLanguages)
{
    using Code = core::ProfileReadError::Code;
    std::vector<std::function<QString()>> texts;
    for (int c = int(Code::NotAProfile); c <= int(Code::BelowMinimum); ++c) {
        core::ProfileReadError problem;
        problem.code = Code(c);
        problem.line = 3;
        problem.field = "peak_gflops";
        problem.minimum = 0.001;
        texts.push_back([problem] { return ProblemText::profile(problem); });
    }
    core::OpenblasRuntime runtime;
    runtime.core = "Zen";
    runtime.ignoredVariable = "Bogus";
    texts.push_back([runtime] { return MeasureText::ignoredCoreType(runtime); });
    texts.push_back([] { return AdviceSettings::notSaved(); });
    texts.push_back([] { return WhatIfState::notSaved(); });
    const QRegularExpression ideograph(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    for (std::size_t i = 0; i < texts.size(); ++i) {
        Translation::install(QStringLiteral("zh"));
        const QString zh = texts[i]();
        Translation::install(QStringLiteral("en"));
        const QString en = texts[i]();
        EXPECT_TRUE(zh.contains(ideograph)) << i << " " << zh.toStdString();
        EXPECT_FALSE(en.isEmpty()) << i;
        EXPECT_FALSE(en.contains(ideograph)) << i << " " << en.toStdString();
    }
}

// Every reason the planner refuses a request is worded, in both languages; that the heads do
// not split is worded as the serving page words it.
TEST_F(Text, PlanProblemsInBothLanguages)
{
    const core::ModelSpec model = *core::ModelCatalogFile::find("llama3_8b");
    const QRegularExpression ideograph(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    for (const core::ServeProblem p :
         {core::ServeProblem::HeadsNotSplit, core::ServeProblem::ContextTooLong,
          core::ServeProblem::PromptLongerThanContext,
          core::ServeProblem::RequestLongerThanContext}) {
        Translation::install(QStringLiteral("zh"));
        const QString zh = PlanText::problem(p, model, 8000, 1000);
        Translation::install(QStringLiteral("en"));
        const QString en = PlanText::problem(p, model, 8000, 1000);
        EXPECT_TRUE(zh.contains(ideograph)) << int(p) << " " << zh.toStdString();
        EXPECT_FALSE(en.isEmpty()) << int(p);
        EXPECT_FALSE(en.contains(ideograph)) << int(p) << " " << en.toStdString();
    }
    EXPECT_EQ(PlanText::problem(core::ServeProblem::HeadsNotSplit, model, 8000, 1000),
              QStringLiteral("--model: 1 card cannot split the attention of Llama 3 8B: the cards "
                             "must divide its 32 query heads, and divide its 8 key-value heads or "
                             "be a multiple of them."));
    EXPECT_TRUE(PlanText::problem(core::ServeProblem::None, model, 8000, 1000).isEmpty());
}

// Texts that had said more than their figures: tab 4's moral where the copy hides behind the
// compute, question three's refusal repeated for each ZeRO stage, and ZeRO stage 1 without the
// name Megatron gives it.
TEST_F(Text, VerdictsSayOnlyWhatTheFiguresShow)
{
    core::BatchTransfer row;
    row.copyShare = 0.001;
    row.accelCopyShare = 0.005;
    const QString hidden = Verdicts::transfer({row}, 300.0, 20.0);
    EXPECT_FALSE(hidden.contains(QStringLiteral("the more the data pipeline shows")))
        << hidden.toStdString();
    row.accelCopyShare = 0.5;
    EXPECT_TRUE(Verdicts::transfer({row}, 12.0, 20.0)
                    .contains(QStringLiteral("the more the data pipeline shows")));
    EXPECT_TRUE(TrainingText::zeroStage(1).contains(QStringLiteral("distributed optimizer")));

    core::WhatIfInputs in;
    in.trainingModel = in.model = "llama3_70b";
    in.device = "h100_sxm";
    in.precision = core::Precision::Bf16;
    in.weightDtype = core::WeightDtype::Bf16;
    in.optimizer = core::Optimizer::AdamMixed;
    in.cards = 8;
    in.tensorParallel = 2;
    in.seqLen = 8192;
    in.microBatch = 8;
    const core::ReportModel m =
        core::ReportModel::build(in, {100.0, core::CpuSource::Entered, 16.0});
    ASSERT_TRUE(m.memoryFollowsLayout());
    ASSERT_FALSE(m.fits);
    const QString fit = Verdicts::fit(m);
    EXPECT_EQ(fit.count(QStringLiteral("no number of cards")), 1) << fit.toStdString();
    EXPECT_TRUE(fit.contains(QStringLiteral("What would help"))) << fit.toStdString();
    EXPECT_TRUE(fit.contains(QStringLiteral("context parallelism"))) << fit.toStdString();
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

struct TwoLinesRow
{
    std::string name;
    QString text;
    int minLength;
    QString expected;
};

class TwoLines : public testing::TestWithParam<TwoLinesRow>
{
};

TEST_P(TwoLines, BreaksAtTheSpaceNearestTheMiddle)
{
    EXPECT_EQ(Labels::twoLines(GetParam().text, GetParam().minLength), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    Names, TwoLines,
    testing::Values(
        TwoLinesRow{"device", QStringLiteral("H100 SXM5 80 GB"), 10,
                    QStringLiteral("H100 SXM5<br>80 GB")},
        TwoLinesRow{"short_stays", QStringLiteral("EPYC 9654"), 10, QStringLiteral("EPYC 9654")},
        TwoLinesRow{"no_space_stays", QStringLiteral("Verylongnamewithoutspace"), 10,
                    QStringLiteral("Verylongnamewithoutspace")},
        TwoLinesRow{"two_words", QStringLiteral("Training accelerator"), 10,
                    QStringLiteral("Training<br>accelerator")},
        TwoLinesRow{"share", QStringLiteral("Optimizer ÷8"), 7, QStringLiteral("Optimizer<br>÷8")},
        TwoLinesRow{"chinese_card", QStringLiteral("32.0 GB 的卡"), 7,
                    QStringLiteral("32.0 GB<br>的卡")},
        // The break is never between a figure and its unit.
        TwoLinesRow{"figure_and_unit", QStringLiteral("32.0 GB card"), 7,
                    QStringLiteral("32.0 GB<br>card")},
        TwoLinesRow{"leading_space_only", QStringLiteral(" abcdefghijkl"), 10,
                    QStringLiteral(" abcdefghijkl")}),
    [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::ui::test
