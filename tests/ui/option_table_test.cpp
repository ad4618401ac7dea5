// SPDX-License-Identifier: GPL-3.0-or-later

// Everything the option table generates, row by row: the command line parses each option's
// default and refuses what lies outside its range with the message; the window remembers what it
// remembers across a save and a load; every numeric option's controls span exactly its range and
// show both ends of it, so that whatever the command line sets the window can show.

#include "command_line.h"
#include "gui_fixture.h"
#include "inputs/what_if_inputs.h"
#include "main_window.h"
#include "options/option_table.h"
#include "state/what_if_state.h"
#include "tabs/intensity_tab.h"
#include "tabs/questions_tab.h"
#include "tabs/transfer_tab.h"
#include "widgets/export_dialog.h"
#include "widgets/log_slider.h"

#include <QDoubleSpinBox>
#include <QSlider>
#include <QSpinBox>
#include <charconv>
#include <cmath>
#include <memory>
#include <set>
#include <string>
#include <utility>

namespace blab::ui::test {
namespace {

using core::OptionKind;
using core::OptionRow;
using core::OptionSpec;
using core::Subcommand;

std::string numberText(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

std::string testName(const std::string &optionName)
{
    std::string name = optionName;
    for (char &c : name) {
        if (c == '-')
            c = '_';
    }
    return name;
}

std::vector<OptionRow> commandLineRows()
{
    std::vector<OptionRow> rows;
    for (const OptionRow &row : core::OptionTable::rows()) {
        if (row.isOnCommandLine())
            rows.push_back(row);
    }
    return rows;
}

// Runs the parser with the option given to the first subcommand that takes it.
bool parseOption(const OptionRow &row, const std::string &value, app::ParsedCommand &command,
                 QString &error)
{
    QStringList arguments{QStringLiteral("bottleneck-lab")};
    for (Subcommand s : core::Subcommands::kAll) {
        if (row.takes(s)) {
            if (s != Subcommand::Gui)
                arguments << QString::fromUtf8(core::Subcommands::word(s));
            if (s == Subcommand::Export && row.name != "out")
                arguments << QStringLiteral("--out") << QStringLiteral("/tmp/blab-never-written");
            // time needs its command's work, unless the option tried is one of them.
            for (const char *needed : {"flops", "bytes"}) {
                if (s == Subcommand::Time && row.name != needed)
                    arguments << QStringLiteral("--") + QLatin1String(needed)
                              << QStringLiteral("1");
            }
            break;
        }
    }
    arguments << QStringLiteral("--") + QString::fromStdString(row.name);
    if (row.takesValue())
        arguments << QString::fromStdString(value);
    if (row.takes(Subcommand::Time) && !row.takes(Subcommand::Report))
        arguments << QStringLiteral("--") << QStringLiteral("true");
    return app::CommandLine::parse(arguments, command, error);
}

class CommandLineOption : public testing::TestWithParam<OptionRow>
{
};

TEST_P(CommandLineOption, ParsesItsDefault)
{
    const OptionRow &row = GetParam();
    const std::string text = row.kind == OptionKind::Flag ? "true" : row.valueText({});
    if (text.empty())
        GTEST_SKIP() << "--" << row.name << " has no default to parse (it is empty)";
    app::ParsedCommand command;
    QString error;
    ASSERT_TRUE(parseOption(row, text, command, error)) << error.toStdString();
    EXPECT_EQ(row.valueText(command), text);
}

TEST_P(CommandLineOption, RefusesWhatLiesOutsideItsRange)
{
    const OptionRow &row = GetParam();
    std::string given = "nope";
    std::string expected = row.refusal(given);
    if (row.spec != nullptr) {
        given = numberText(row.spec->maxValue() * 2);
        expected = row.kind == OptionKind::List
                       ? "--" + row.name + " takes a comma-separated list; each " +
                             row.spec->rangeText().substr(row.name.size() + 3) + "; got '" + given +
                             "'"
                       : row.spec->rangeText() + "; got '" + given + "'";
    } else if (row.name == "kernels-file") {
        // Any name may be a file's; only an empty one is refused before the file is read.
        given.clear();
        expected = "--kernels-file needs a file name";
    } else if (row.kind == OptionKind::Repeated) {
        // Each value of a repeated option is refused with the part that is wrong.
        expected = "--" + row.name + ": each part must be key=value, with one '='; got 'nope'";
    } else if (row.kind == OptionKind::Text && !row.missingText.empty()) {
        given.clear();
        expected = row.missingText;
    } else if (row.kind == OptionKind::Flag || row.kind == OptionKind::Text) {
        // A flag takes no value and free text is checked where it is used (--openblas-core
        // before the parser runs).
        GTEST_SKIP() << "--" << row.name << " takes no value that the parser could refuse";
    }
    app::ParsedCommand command;
    QString error;
    EXPECT_FALSE(parseOption(row, given, command, error));
    EXPECT_EQ(error.toStdString(), expected);
}

INSTANTIATE_TEST_SUITE_P(Table, CommandLineOption, testing::ValuesIn(commandLineRows()),
                         [](const auto &info) { return testName(info.param.name); });

// The window parses its own options over the saved inputs: what was chosen there (a precision, a
// link kind, a context set apart from prompt and answer) stays unless an option names it again.
struct WindowStart
{
    const char *name;
    QStringList options;
    int context;
    bool precisionGiven;
    bool linkKindGiven;
};

class WindowOptions : public testing::TestWithParam<WindowStart>
{
};

TEST_P(WindowOptions, KeepWhatWasSavedUnlessNamed)
{
    core::WhatIfInputs saved;
    saved.promptTokens = 2000;
    saved.outputTokens = 200;
    saved.context = 8192;
    saved.choosePrecision(core::Precision::Fp8);
    saved.chooseLinkKind(core::LinkKind::PcieSwitch);
    app::ParsedCommand window;
    QString error;
    ASSERT_TRUE(app::CommandLine::parse(
        QStringList{QStringLiteral("bottleneck-lab")} + GetParam().options, window, error, saved))
        << error.toStdString();
    EXPECT_EQ(window.whatIf.context, GetParam().context);
    EXPECT_EQ(window.whatIf.precisionGiven, GetParam().precisionGiven);
    EXPECT_EQ(window.whatIf.linkKindGiven, GetParam().linkKindGiven);
}

const WindowStart kWindowStarts[] = {
    {"Nothing", {}, 8192, true, true},
    {"PromptTokens", {"--prompt-tokens", "500"}, 8192, true, true},
    {"Context", {"--context", "4096"}, 4096, true, true},
    {"Precision", {"--precision", "bf16"}, 8192, true, true},
};

INSTANTIATE_TEST_SUITE_P(Table, WindowOptions, testing::ValuesIn(kWindowStarts),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(WindowOptions, ContextThatFollowedGoesOnFollowing)
{
    core::WhatIfInputs saved;
    saved.choosePromptTokens(3000);
    app::ParsedCommand window;
    QString error;
    ASSERT_TRUE(app::CommandLine::parse({QStringLiteral("bottleneck-lab"),
                                         QStringLiteral("--output-tokens"), QStringLiteral("500")},
                                        window, error, saved));
    EXPECT_EQ(window.whatIf.context, 3500);
    EXPECT_FALSE(window.whatIf.precisionGiven);
    EXPECT_FALSE(window.whatIf.linkKindGiven);
}

TEST(WindowOptions, ReportWithoutContextHoldsPromptAndAnswer)
{
    app::ParsedCommand report;
    QString error;
    ASSERT_TRUE(app::CommandLine::parse({QStringLiteral("bottleneck-lab"), QStringLiteral("report"),
                                         QStringLiteral("--prompt-tokens"), QStringLiteral("4000")},
                                        report, error));
    EXPECT_EQ(report.whatIf.context, 4000 + report.whatIf.outputTokens);
    EXPECT_FALSE(report.whatIf.precisionGiven);
}

// --mode inference on the lesson's card starts serving where the window's serving button does;
// a device or weight format named beside it stays.
TEST(WindowOptions, ServingModeStartsWhereTheWindowsDoes)
{
    const auto parsed = [](const QStringList &options) {
        app::ParsedCommand command;
        QString error;
        EXPECT_TRUE(app::CommandLine::parse(
            QStringList{QStringLiteral("bottleneck-lab"), QStringLiteral("report"),
                        QStringLiteral("--mode"), QStringLiteral("inference")} +
                options,
            command, error))
            << error.toStdString();
        return command.whatIf;
    };
    core::WhatIfInputs window;
    window.switchMode(core::WorkloadMode::Inference);
    EXPECT_EQ(parsed({}).device, window.device);
    EXPECT_EQ(parsed({}).weightDtype, window.weightDtype);
    const core::WhatIfInputs lesson =
        parsed({QStringLiteral("--device"), QStringLiteral("training_accelerator")});
    EXPECT_EQ(lesson.device, "training_accelerator");
    EXPECT_EQ(lesson.weightDtype, core::WeightDtype::Fp32);
}

std::vector<OptionRow> rememberedRows()
{
    std::vector<OptionRow> rows;
    for (const OptionRow &row : core::OptionTable::rows()) {
        if (row.isRemembered())
            rows.push_back(row);
    }
    return rows;
}

class RememberedOption : public GuiTest, public testing::WithParamInterface<OptionRow>
{
protected:
    // The settings and the state alone: these rows never look at a window.
    void SetUp() override
    {
        startClean();
        m_state = lessonState();
    }

    // A value other than the default: the range's top, the last word, another model or device.
    static std::string otherValue(const OptionRow &row)
    {
        if (row.spec != nullptr)
            return numberText(row.spec->maxValue());
        if (row.kind == OptionKind::Choice)
            return row.words.back();
        if (row.kind == OptionKind::Model)
            return "mixtral_8x7b";
        return "h100_sxm";
    }
};

TEST_P(RememberedOption, SurvivesSaveAndLoad)
{
    const OptionRow &row = GetParam();
    core::OptionValues values;
    values.whatIf = m_state->inputs();
    const std::string value = otherValue(row);
    ASSERT_NE(value, row.valueText(values));
    ASSERT_EQ(row.parse(value, values), "");
    m_state->setInputs(values.whatIf);
    m_state->save();

    WhatIfState loaded;
    loaded.load();
    core::OptionValues read;
    read.whatIf = loaded.inputs();
    EXPECT_EQ(row.valueText(read), value);
    EXPECT_TRUE(loaded.settingsProblem().isEmpty()) << loaded.settingsProblem().toStdString();
}

TEST_P(RememberedOption, RefusedValueFallsBackToTheDefault)
{
    const OptionRow &row = GetParam();
    const QString key = QString::fromStdString(row.settingsKey);
    QSettings().setValue(key, row.spec != nullptr ? QVariant(row.spec->maxValue() * 2)
                                                  : QVariant(QStringLiteral("nope")));
    QSettings().sync();
    WhatIfState loaded;
    loaded.load();
    core::OptionValues read;
    read.whatIf = loaded.inputs();
    EXPECT_EQ(row.valueText(read), row.valueText({}));
    EXPECT_FALSE(loaded.settingsProblem().isEmpty());
}

INSTANTIATE_TEST_SUITE_P(Table, RememberedOption, testing::ValuesIn(rememberedRows()),
                         [](const auto &info) { return testName(info.param.name); });

std::vector<OptionRow> numericRows()
{
    std::vector<OptionRow> rows;
    for (const OptionRow &row : core::OptionTable::rows()) {
        if (row.isNumeric())
            rows.push_back(row);
    }
    return rows;
}

// Numeric options with no control of their own, and why.
const std::set<std::string> kWithoutControl = {
    // The compute time is derived from tokens and peak; only the command line replaces it.
    "step-ms",
    // A list of sample presets, which adds a "Custom" entry for any other size it is given.
    "sample-bytes",
    // The export dialog offers 1× and 2× in a list, not a range.
    "scale",
    // Tab 5's training layout names the four sharding stages in a list (serving offers the
    // tensor-parallel cards in a list too, but training's tensor degree is a box).
    "zero-stage",
    // The window measures the card the driver numbers 0; another is chosen on the command line.
    "gpu-index",
    // The time subcommand's own: a command's work and how often it runs.
    "flops",
    "bytes",
    "runs",
    // report's choice of one part; the window shows each part on its own tab.
    "part",
};

// The shares are shown as percentages.
double shownPerValue(const OptionRow &row)
{
    return row.name == "utilization" || row.name == "bandwidth-efficiency" ||
                   row.name == "prefill-efficiency"
               ? 100.0
               : 1.0;
}

class OptionControls : public GuiTest, public testing::WithParamInterface<OptionRow>
{
public:
    static void TearDownTestSuite()
    {
        s_window.reset();
        s_state.reset();
        s_fresh.reset();
        s_lesson.reset();
    }

protected:
    // One window for every row a process runs, each row starting from View -> Reset to
    // defaults on it: building a window for each row was most of these tests' time.
    void SetUp() override
    {
        startClean();
        if (!s_window) {
            s_state = lessonState();
            s_window = std::make_unique<MainWindow>(s_state.get());
            s_window->resize(1600, 1000);
        }
        m_state = std::move(s_state);
        m_window = std::move(s_window);
        m_window->resetToDefaults();
        m_state->setEnteredCpuGflops(WhatIfState::kLessonCpuGflops);
        settle();
    }

    void TearDown() override
    {
        s_window = std::move(m_window);
        s_state = std::move(m_state);
        GuiTest::TearDown();
    }

    // A window opened on the lesson's inputs, never touched: what a reset must look like.
    static MainWindow *freshWindow()
    {
        if (!s_fresh) {
            s_lesson = lessonState();
            s_fresh = std::make_unique<MainWindow>(s_lesson.get());
        }
        return s_fresh.get();
    }

    // Every control that edits the option (its "option" property names it; the object name is
    // the control's own, unique in the window), the main window's and the export dialog's.
    QList<QWidget *> controls(QWidget *in) const
    {
        const QString name = QString::fromStdString(GetParam().name);
        QList<QWidget *> found;
        for (QWidget *w : in->findChildren<QWidget *>()) {
            if (w->property("option").toString() != name)
                continue;
            if (qobject_cast<LogSlider *>(w) || qobject_cast<QAbstractSpinBox *>(w))
                found << w;
        }
        return found;
    }

    // The ends of a control's range, in the option's units.
    std::pair<double, double> range(QWidget *control) const
    {
        const double per = shownPerValue(GetParam());
        if (auto *slider = qobject_cast<LogSlider *>(control))
            return {slider->spinBox()->minimum(), slider->spinBox()->maximum()};
        if (auto *box = qobject_cast<QDoubleSpinBox *>(control))
            return {box->minimum() / per, box->maximum() / per};
        auto *box = qobject_cast<QSpinBox *>(control);
        return {box->minimum() / per, box->maximum() / per};
    }

    double shown(QWidget *control) const
    {
        const double per = shownPerValue(GetParam());
        if (auto *slider = qobject_cast<LogSlider *>(control))
            return slider->value();
        if (auto *box = qobject_cast<QDoubleSpinBox *>(control))
            return box->value() / per;
        return qobject_cast<QSpinBox *>(control)->value() / per;
    }

private:
    inline static std::unique_ptr<WhatIfState> s_state;
    inline static std::unique_ptr<MainWindow> s_window;
    inline static std::unique_ptr<WhatIfState> s_lesson;
    inline static std::unique_ptr<MainWindow> s_fresh;
};

TEST_P(OptionControls, SpanTheOptionsRange)
{
    const OptionRow &row = GetParam();
    ExportDialog dialog(ExportDialog::Target::Folder, QStringLiteral("/tmp"));
    const QList<QWidget *> all = controls(m_window.get()) + controls(&dialog);
    if (kWithoutControl.count(row.name) != 0) {
        // No control by design, and none by accident either.
        EXPECT_TRUE(all.isEmpty()) << "--" << row.name << " is listed as having no control";
    } else {
        ASSERT_FALSE(all.isEmpty()) << "no control is named " << row.name;
    }
    for (QWidget *control : all) {
        const auto [low, high] = range(control);
        EXPECT_DOUBLE_EQ(low, row.spec->minValue()) << control->metaObject()->className();
        EXPECT_DOUBLE_EQ(high, row.spec->maxValue()) << control->metaObject()->className();
        // A slider's track runs to its own ends, inside the option's range: the whole range,
        // or what machines reach where the range is far wider (tab 3's peak and bandwidth).
        if (auto *slider = qobject_cast<LogSlider *>(control)) {
            const auto [first, last] = slider->trackRange();
            EXPECT_GE(first, row.spec->minValue());
            EXPECT_LE(last, row.spec->maxValue());
            slider->slider()->setValue(0);
            EXPECT_DOUBLE_EQ(slider->value(), first);
            slider->slider()->setValue(slider->slider()->maximum());
            EXPECT_DOUBLE_EQ(slider->value(), last);
        }
    }
}

// The tabs that draw the what-if inputs show each end of the range as it is, not clamped.
TEST_P(OptionControls, ShowTheEndsOfTheRange)
{
    const OptionRow &row = GetParam();
    if (!row.takes(Subcommand::Gui) && !row.isRemembered())
        GTEST_SKIP() << "--" << row.name << " is neither a window input nor remembered";
    QList<QWidget *> shownBy;
    for (QWidget *tab : std::initializer_list<QWidget *>{
             m_window->intensityTab(), m_window->transferTab(), m_window->questionsTab()})
        shownBy += controls(tab);
    if (row.name == "cpu-gflops" || row.name == "mem-bandwidth") {
        // The roofline's roof and slope are this CPU's figures until a device is picked.
        m_state->modify([](core::WhatIfInputs &in) {
            in.rooflinePeakGflops.reset();
            in.rooflineBandwidthGBs.reset();
        });
    }
    for (const double v : {row.spec->minValue(), row.spec->maxValue()}) {
        core::OptionValues values;
        values.whatIf = m_state->inputs();
        ASSERT_EQ(row.setNumber(row, values, v), "");
        m_state->setInputs(values.whatIf);
        settle();
        for (QWidget *control : shownBy)
            EXPECT_DOUBLE_EQ(shown(control), v) << control->metaObject()->className();
    }
}

// View -> Reset to defaults puts every control of the option back where a window opened on the
// lesson's inputs has it, tab 1's included, after each was moved to the top of its range.
TEST_P(OptionControls, ResetShowsTheDefault)
{
    const QList<QWidget *> all = controls(m_window.get());
    if (all.isEmpty())
        GTEST_SKIP() << "--" << GetParam().name << " has no control in the window";
    for (QWidget *control : all) {
        if (auto *slider = qobject_cast<LogSlider *>(control))
            slider->setValue(slider->spinBox()->maximum());
        else if (auto *box = qobject_cast<QDoubleSpinBox *>(control))
            box->setValue(box->maximum());
        else
            qobject_cast<QSpinBox *>(control)->setValue(
                qobject_cast<QSpinBox *>(control)->maximum());
    }
    settle();
    m_window->resetToDefaults();
    settle();
    const MainWindow *fresh = freshWindow();
    for (QWidget *control : all) {
        const QByteArray name = control->objectName().toLatin1();
        ASSERT_FALSE(name.isEmpty()) << control->metaObject()->className();
        EXPECT_DOUBLE_EQ(shown(control), shown(test::child<QWidget>(fresh, name.constData())))
            << name.constData();
    }
}

INSTANTIATE_TEST_SUITE_P(Table, OptionControls, testing::ValuesIn(numericRows()),
                         [](const auto &info) { return testName(info.param.name); });

} // namespace
} // namespace blab::ui::test
