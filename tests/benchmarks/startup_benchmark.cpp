// SPDX-License-Identifier: GPL-3.0-or-later

// Start-up to the first painted window, and the window's memory footprint, measured from inside
// the process: the clock starts when the kernel started the process (/proc/self/stat), so it
// covers loading the libraries, QApplication, the state and all five tabs. Run with
//   build/tests/benchmarks/startup_benchmark        (under Xvfb, or offscreen by default)
// It prints milliseconds to the first paint and the resident memory then and after every tab
// has been shown once.

#include "main_window.h"
#include "state/what_if_state.h"

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>
#include <ctime>
#include <unistd.h>

using namespace blab::ui;

namespace {

// Seconds since the process started, from the kernel's start time in clock ticks since boot.
double secondsSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // Field 22 is starttime; fields after the command name, which is in parentheses.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble();
    timespec now{};
    clock_gettime(CLOCK_BOOTTIME, &now);
    return now.tv_sec + now.tv_nsec / 1e9 - startTicks / sysconf(_SC_CLK_TCK);
}

double residentMegabytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

class FirstPaint : public QObject
{
public:
    bool painted = false;
    double seconds = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!painted && event->type() == QEvent::Paint) {
            painted = true;
            seconds = secondsSinceProcessStart();
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    WhatIfState state;
    state.setEnteredCpuGflops(237.05);
    state.flush();
    MainWindow window(&state);
    FirstPaint firstPaint;
    window.installEventFilter(&firstPaint);
    window.show();
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (firstPaint.painted)
            app.quit();
    });
    poll.start(1);
    app.exec();
    const double rssFirst = residentMegabytes();
    for (int tab = 0; tab < window.tabs()->count(); ++tab) {
        window.tabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
    }
    QTextStream(stdout) << "first paint " << firstPaint.seconds * 1000.0
                        << " ms after process start; resident memory " << rssFirst << " MB then, "
                        << residentMegabytes() << " MB after showing every tab\n";
    return firstPaint.painted ? 0 : 1;
}
