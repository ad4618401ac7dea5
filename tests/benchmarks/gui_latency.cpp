// SPDX-License-Identifier: GPL-3.0-or-later

// How late a 16 ms timer fires on the GUI thread while a measurement runs with every thread:
// the window's responsiveness during the work it exists to do. Run with
//   build/tests/benchmarks/gui_latency [profile|sgemm]
// It prints the median and worst lateness of the timer, in milliseconds.

#include "main_window.h"
#include "state/what_if_state.h"
#include "tabs/measure_tab.h"
#include "tabs/profile_panel.h"

#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <vector>

using namespace blab::ui;

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    const QString what = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("profile");

    WhatIfState state;
    state.setEnteredCpuGflops(237.05);
    state.flush();
    MainWindow window(&state);
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();

    MeasureTab *measure = window.measureTab();
    ProfilePanel *profile = measure->profilePanel();
    const auto running = [&] {
        return what == QLatin1String("sgemm") ? measure->isRunning() : profile->isRunning();
    };
    if (what == QLatin1String("sgemm")) {
        measure->findChild<QSpinBox *>(QStringLiteral("measureN"))->setValue(1024);
        measure->findChild<QSpinBox *>(QStringLiteral("measureRepeats"))->setValue(100);
        measure->start();
    } else {
        profile->findChild<QCheckBox *>(QStringLiteral("profileQuick"))->setChecked(true);
        profile->start();
    }

    std::vector<double> lateness;
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(16);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        lateness.push_back(std::max(0.0, (now - last) / 1e6 - 16.0));
        last = now;
        if (!running())
            app.quit();
    });
    tick.start();
    app.exec();

    std::sort(lateness.begin(), lateness.end());
    QTextStream out(stdout);
    if (lateness.empty()) {
        out << "no ticks\n";
        return 1;
    }
    out << what << ": " << lateness.size() << " ticks of 16 ms over " << clock.elapsed() / 1000.0
        << " s; lateness median " << lateness[lateness.size() / 2] << " ms, 99th percentile "
        << lateness[lateness.size() * 99 / 100] << " ms, worst " << lateness.back() << " ms\n";
    return 0;
}
