// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the command-line tests share: running the bottleneck-lab executable as a script would, with
// no display, private settings and data folders and no OPENBLAS_CORETYPE, and reading its JSON.

#include "measure/cpu/kernel_family.h"
#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/system_info.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <string>
#include <sys/stat.h>

namespace blab::cli_test {

struct ProcessResult
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

// A data folder of this test process's own, so that the user's device catalog never leaks in.
inline QString defaultDataHome()
{
    static QTemporaryDir dir;
    return dir.path();
}

// A settings folder of this test process's own, so that the user's OpenBLAS advice never
// changes which kernel family a test measures with.
inline QString defaultConfigHome()
{
    static QTemporaryDir dir;
    return dir.path();
}

// The user's data folder under dataHome (what XDG_DATA_HOME names), where the program reads
// devices.json and models.json; made when missing.
inline QString userDataFolder(const QString &dataHome)
{
    const QString folder = QDir(dataHome).filePath(QStringLiteral("BottleneckLab/bottleneck-lab"));
    QDir().mkpath(folder);
    return folder;
}

// Writes text as the user's file name ("devices.json", "models.json") under dataHome, over
// what was there: a catalog, or a damaged one. False when it could not be written.
inline bool writeUserFile(const QString &dataHome, const QString &name, const QByteArray &text)
{
    QFile file(userDataFolder(dataHome) + QLatin1Char('/') + name);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}

// The user's devices.json under dataHome holding devices (JSON objects separated by commas),
// under the header the strict reader asks for.
inline bool writeUserDevices(const QString &dataHome, const QByteArray &devices)
{
    return writeUserFile(dataHome, QStringLiteral("devices.json"),
                         QByteArray(R"({"format": "bottleneck-lab-devices", "version": 1, )"
                                    R"("devices": [)") +
                             devices + "]}");
}

// The environment every run gets: private settings and data folders, no OPENBLAS_CORETYPE, no
// display, and the locale asked for.
inline QProcessEnvironment testEnvironment(const QString &lang = QStringLiteral("C.UTF-8"),
                                           const QString &dataHome = QString(),
                                           const QString &configHome = QString())
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome.isEmpty() ? defaultDataHome() : dataHome);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"),
               configHome.isEmpty() ? defaultConfigHome() : configHome);
    env.remove(QStringLiteral("OPENBLAS_CORETYPE"));
    // Prove that nothing headless needs a display.
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("LANG"), lang);
    env.insert(QStringLiteral("LC_ALL"), lang);
    return env;
}

inline ProcessResult run(const QStringList &arguments,
                         const QString &lang = QStringLiteral("C.UTF-8"),
                         const QString &dataHome = QString(), const QString &configHome = QString())
{
    QProcess process;
    process.setProcessEnvironment(testEnvironment(lang, dataHome, configHome));
    process.start(QStringLiteral(BLAB_EXECUTABLE), arguments);
    EXPECT_TRUE(process.waitForFinished(240000))
        << "timed out: " << arguments.join(' ').toStdString();
    ProcessResult r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

inline QJsonObject json(const ProcessResult &r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    return doc.object();
}

inline QJsonObject findOp(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &v : report["intensity"]["ops"].toArray()) {
        if (v["op"].toString() == id)
            return v.toObject();
    }
    ADD_FAILURE() << "no op " << id.toStdString();
    return {};
}

// The lesson's CPU figure, given so that nothing is measured.
inline const QString kGiven = QStringLiteral("--cpu-gflops=237.05");

} // namespace blab::cli_test
