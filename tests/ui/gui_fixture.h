// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Each GUI test gets its own empty settings and device catalog (in a folder of its process's own,
// see gui_test_main.cpp, so that tests running in parallel never share them), a window built on a
// fresh state with the lesson's CPU figure entered (so nothing is measured unless the test asks),
// and a watchdog that aborts the whole run if the test hangs, so CI reports a hang instead of
// waiting out its time limit.

#include "main_window.h"
#include "state/user_catalog.h"
#include "state/what_if_state.h"
#include "text/translation.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>

namespace blab::ui::test {

// The object of type T called name under root. Tests reach the window's controls, labels and
// tables by their object names rather than by getters the tabs would keep only for tests; a
// name that is missing fails the test that asked for it instead of crashing the run.
template <class T> T *child(const QObject *root, const char *name)
{
    T *found = root ? root->findChild<T *>(QString::fromLatin1(name)) : nullptr;
    if (!found) {
        const std::string what =
            std::string("no ") + T::staticMetaObject.className() + " called " + name;
        ADD_FAILURE() << what;
        throw std::logic_error(what);
    }
    return found;
}

class Watchdog
{
public:
    explicit Watchdog(std::chrono::seconds limit)
        : m_thread([this, limit] {
              std::unique_lock<std::mutex> lock(m_mutex);
              if (!m_done.wait_for(lock, limit, [this] { return m_finished; })) {
                  const testing::TestInfo *test =
                      testing::UnitTest::GetInstance()->current_test_info();
                  std::fprintf(stderr, "watchdog: %s.%s still running after %lld s, aborting\n",
                               test ? test->test_suite_name() : "?", test ? test->name() : "?",
                               static_cast<long long>(limit.count()));
                  std::abort();
              }
          })
    {}
    ~Watchdog()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_finished = true;
        }
        m_done.notify_all();
        m_thread.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_finished = false;
    std::thread m_thread;
};

// Collects what QAbstractItemModelTester finds wrong while it lives. The tester only logs in its
// warning mode, and its fatal mode would end the whole run; this turns each finding into a line
// the test can assert on.
class ModelTesterReports
{
public:
    ModelTesterReports() : m_previous(qInstallMessageHandler(&record)) { s_current = this; }
    ~ModelTesterReports()
    {
        s_current = nullptr;
        qInstallMessageHandler(m_previous);
    }
    ModelTesterReports(const ModelTesterReports &) = delete;
    ModelTesterReports &operator=(const ModelTesterReports &) = delete;

    const QStringList &lines() const { return m_lines; }
    std::string joined() const { return m_lines.join(QLatin1Char('\n')).toStdString(); }

private:
    static void record(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        ModelTesterReports *current = s_current;
        if (current && context.category &&
            QLatin1String(context.category) == QLatin1String("qt.modeltest")) {
            if (type != QtDebugMsg && type != QtInfoMsg)
                current->m_lines << message;
            return;
        }
        if (current && current->m_previous)
            current->m_previous(type, context, message);
        else
            std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
    }

    inline static ModelTesterReports *s_current = nullptr;
    QtMessageHandler m_previous;
    QStringList m_lines;
};

class GuiTest : public testing::Test
{
protected:
    void SetUp() override
    {
        startClean();
        m_state = lessonState();
        m_window = std::make_unique<MainWindow>(m_state.get());
        m_window->resize(1600, 1000);
    }

    // The watchdog, English, and no settings or catalog of the user's: where every test starts.
    void startClean()
    {
        m_watchdog = std::make_unique<Watchdog>(std::chrono::seconds(120));
        // Many tests share one process (tests/sharded_tests.cmake); each starts in English
        // whatever the one before switched to.
        Translation::install(QStringLiteral("en"));
        QSettings().clear();
        QFile::remove(UserCatalog::path());
        QFile::remove(UserCatalog::modelsPath());
    }

    // A fresh state with the lesson's CPU figure entered, so that nothing is measured unless the
    // test asks.
    static std::unique_ptr<WhatIfState> lessonState()
    {
        auto state = std::make_unique<WhatIfState>();
        state->setEnteredCpuGflops(WhatIfState::kLessonCpuGflops);
        state->flush();
        return state;
    }

    void TearDown() override
    {
        m_window.reset();
        m_state.reset();
        QSettings().clear();
        QFile::remove(UserCatalog::path());
        QFile::remove(UserCatalog::modelsPath());
        m_watchdog.reset();
    }

    // A control, label or table of the window by its object name.
    template <class T> T *child(const char *name) const
    {
        return test::child<T>(m_window.get(), name);
    }

    // Lets queued signals and the state's coalescing timer run.
    void settle()
    {
        QCoreApplication::processEvents();
        m_state->flush();
        QCoreApplication::processEvents();
    }

    // Processes events until the condition holds or the time is up; true if it held.
    static bool waitFor(const std::function<bool()> &condition, int milliseconds)
    {
        QElapsedTimer timer;
        timer.start();
        while (!condition()) {
            if (timer.elapsed() > milliseconds)
                return false;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
        return true;
    }

    std::unique_ptr<Watchdog> m_watchdog;
    std::unique_ptr<WhatIfState> m_state;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace blab::ui::test
