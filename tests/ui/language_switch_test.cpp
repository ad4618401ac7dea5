// SPDX-License-Identifier: GPL-3.0-or-later

// The window switches language where it stands: every text a reader can see or hover over after a
// switch is the text a window built in that language shows, and what runs carries on.

#include "charts/chart_view.h"
#include "gui_fixture.h"
#include "inputs/what_if_inputs.h"
#include "state/what_if_state.h"
#include "tabs/intensity_tab.h"
#include "tabs/measure_tab.h"
#include "tabs/questions_tab.h"
#include "tabs/serving_panel.h"
#include "text/translation.h"
#include "widgets/experiment_box.h"
#include "widgets/slider_walk.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QValueAxis>

namespace blab::ui::test {
namespace {

using LanguageSwitch = GuiTest;

// The readable texts of one widget, by kind.
QStringList textsOf(const QWidget *w)
{
    QStringList texts = {w->toolTip(), w->statusTip(), w->whatsThis()};
    if (const auto *label = qobject_cast<const QLabel *>(w))
        texts << label->text();
    if (const auto *button = qobject_cast<const QAbstractButton *>(w))
        texts << button->text();
    if (const auto *group = qobject_cast<const QGroupBox *>(w))
        texts << group->title();
    if (const auto *tabs = qobject_cast<const QTabWidget *>(w)) {
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i) << tabs->tabToolTip(i);
    }
    if (const auto *combo = qobject_cast<const QComboBox *>(w)) {
        for (int i = 0; i < combo->count(); ++i)
            texts << combo->itemText(i) << combo->itemData(i, Qt::ToolTipRole).toString();
    }
    if (const auto *spin = qobject_cast<const QSpinBox *>(w))
        texts << spin->prefix() << spin->suffix() << spin->specialValueText() << spin->text();
    if (const auto *spin = qobject_cast<const QDoubleSpinBox *>(w))
        texts << spin->prefix() << spin->suffix() << spin->specialValueText() << spin->text();
    if (const auto *edit = qobject_cast<const QLineEdit *>(w))
        texts << edit->placeholderText();
    if (const auto *progress = qobject_cast<const QProgressBar *>(w))
        texts << progress->text();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(w); view && view->model()) {
        const QAbstractItemModel *model = view->model();
        for (int c = 0; c < model->columnCount(); ++c)
            texts << model->headerData(c, Qt::Horizontal).toString()
                  << model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c)
                texts << model->index(r, c).data().toString()
                      << model->index(r, c).data(Qt::ToolTipRole).toString();
        }
    }
    if (const auto *chart = qobject_cast<const ChartView *>(w)) {
        texts << chart->chart()->title();
        for (const QAbstractAxis *axis : chart->chart()->axes())
            texts << axis->titleText();
        for (const QAbstractSeries *series : chart->chart()->series())
            texts << series->name();
    }
    return texts;
}

// Every text under root that a reader can reach, keyed by where its widget sits: the class and
// position of each widget on the way down, so that two windows built alike give the same keys.
// A hidden widget is left out with all it holds (a page of tab 5 not in use keeps what it last
// showed until it is shown again), except the pages of tab widgets, one click away.
void collect(const QObject *object, const QString &path, QMap<QString, QStringList> &out)
{
    if (const auto *w = qobject_cast<const QWidget *>(object))
        out.insert(path, textsOf(w));
    int index = 0;
    for (const QObject *child : object->children()) {
        if (!child->isWidgetType())
            continue;
        const auto *w = static_cast<const QWidget *>(child);
        if (w->isHidden() && !qobject_cast<const QStackedWidget *>(object) && !w->isWindow()) {
            ++index;
            continue;
        }
        collect(child,
                path + QLatin1Char('/') + QLatin1String(child->metaObject()->className()) +
                    QLatin1Char('#') + QString::number(index++),
                out);
    }
}

QMap<QString, QStringList> windowTexts(const QMainWindow *window)
{
    QMap<QString, QStringList> texts;
    collect(window, QStringLiteral("window"), texts);
    // The menus: each action's text, tooltip and status tip, and its submenus'.
    std::function<void(const QList<QAction *> &, const QString &)> menus =
        [&](const QList<QAction *> &actions, const QString &path) {
            int index = 0;
            for (const QAction *action : actions) {
                const QString here = path + QLatin1Char('/') + QString::number(index++);
                texts.insert(here, {action->text(), action->toolTip(), action->statusTip()});
                if (action->menu())
                    menus(action->menu()->actions(), here);
            }
        };
    menus(window->menuBar()->actions(), QStringLiteral("menu"));
    return texts;
}

// The keys whose texts differ between two windows, with both texts, for the failure message.
std::string differences(const QMap<QString, QStringList> &switched,
                        const QMap<QString, QStringList> &fresh)
{
    std::string out;
    int shown = 0;
    for (auto it = fresh.cbegin(); it != fresh.cend(); ++it) {
        const QStringList other = switched.value(it.key());
        if (other == it.value())
            continue;
        if (++shown > 40)
            break;
        for (int i = 0; i < std::max(other.size(), it.value().size()); ++i) {
            const QString a = other.value(i);
            const QString b = it.value().value(i);
            if (a != b)
                out += it.key().toStdString() + "\n  switched: " + a.left(160).toStdString() +
                       "\n  fresh:    " + b.left(160).toStdString() + "\n";
        }
    }
    return out;
}

void runLanguageEvents()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

// Switches the window to Chinese and back, and after each switch compares its every text with
// a window built in that language on the same state.
void expectSwitchedAsBuilt(MainWindow *window, WhatIfState *state)
{
    for (const char *language : {"zh", "en"}) {
        SCOPED_TRACE(language);
        window->setLanguage(QString::fromLatin1(language));
        runLanguageEvents();
        state->flush();
        runLanguageEvents();
        const QMap<QString, QStringList> switched = windowTexts(window);
        auto fresh = std::make_unique<MainWindow>(state);
        fresh->resize(1600, 1000);
        runLanguageEvents();
        const QMap<QString, QStringList> built = windowTexts(fresh.get());
        ASSERT_GT(built.size(), 300);
        EXPECT_EQ(switched.keys(), built.keys());
        const std::string different = differences(switched, built);
        EXPECT_TRUE(different.empty()) << different;
    }
}

TEST_F(LanguageSwitch, EveryTextIsWhatAWindowBuiltInThatLanguageShows)
{
    expectSwitchedAsBuilt(m_window.get(), m_state.get());
}

// The same with tab 5 serving a model and a measurement in the state, whose texts differ.
TEST_F(LanguageSwitch, ServingAndMeasuredTextsToo)
{
    core::SgemmResult result;
    result.n = 512;
    result.repeats = 3;
    result.flops = 2.0 * 512 * 512 * 512;
    result.runSeconds = {0.004, 0.003, 0.0035};
    result.bestSeconds = 0.003;
    result.medianSeconds = 0.0035;
    m_state->setMeasurement(result);
    // A window shows the measurement it starts with on tab 1's chart and progress.
    m_window = std::make_unique<MainWindow>(m_state.get());
    m_window->questionsTab()->servingPanel()->applyExample();
    settle();
    ASSERT_TRUE(m_state->snapshot()->inferenceMode());
    expectSwitchedAsBuilt(m_window.get(), m_state.get());
}

// Tab 3's walk of k goes on through a switch and ends where it would have; the button that
// started it is named in the new language.
TEST_F(LanguageSwitch, SliderWalkGoesOnThroughASwitch)
{
    ExperimentBox *experiment = m_window->intensityTab()->findChild<ExperimentBox *>();
    ASSERT_NE(experiment, nullptr);
    const QString english = experiment->button()->text();
    experiment->button()->click();
    ASSERT_TRUE(m_window->intensityTab()->kWalk()->isRunning());
    m_window->setLanguage(QStringLiteral("zh"));
    runLanguageEvents();
    EXPECT_TRUE(m_window->intensityTab()->kWalk()->isRunning());
    EXPECT_NE(experiment->button()->text(), english);
    ASSERT_TRUE(waitFor([&] { return !m_window->intensityTab()->kWalk()->isRunning(); }, 20000));
    settle();
    EXPECT_EQ(m_state->inputs().k, 1000);
}

// A value typed into a box, not yet taken, stays in the box through a switch.
TEST_F(LanguageSwitch, KeepsTheInputsAndTheTabShown)
{
    m_window->tabs()->setCurrentIndex(4);
    child<QSpinBox>("questionsCards")->setValue(6);
    settle();
    m_window->setLanguage(QStringLiteral("zh"));
    runLanguageEvents();
    EXPECT_EQ(m_window->tabs()->currentIndex(), 4);
    EXPECT_EQ(child<QSpinBox>("questionsCards")->value(), 6);
    EXPECT_EQ(m_state->inputs().cards, 6);
}

// A sample size that no preset has gets one entry of its own after the presets, which a second
// such size takes over and a switch of language words anew (it once read past the presets).
TEST_F(LanguageSwitch, ACustomSampleSizeIsOneEntryInEitherLanguage)
{
    auto *sample = child<QComboBox>("transferSample");
    const int presets = sample->count();
    for (const double bytes : {1000.0, 2000.0}) {
        m_state->modify([bytes](core::WhatIfInputs &in) { in.sampleBytes = bytes; });
        settle();
    }
    ASSERT_EQ(sample->count(), presets + 1);
    EXPECT_EQ(sample->currentIndex(), presets);
    EXPECT_DOUBLE_EQ(sample->currentData().toDouble(), 2000.0);
    m_window->setLanguage(QStringLiteral("zh"));
    runLanguageEvents();
    ASSERT_EQ(sample->count(), presets + 1);
    EXPECT_TRUE(sample->itemText(presets).contains(QString::fromUtf8("自定义")))
        << sample->itemText(presets).toStdString();
}

} // namespace
} // namespace blab::ui::test
