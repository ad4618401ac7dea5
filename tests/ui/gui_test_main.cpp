// SPDX-License-Identifier: GPL-3.0-or-later

#include <QApplication>
#include <QTemporaryDir>
#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    // GUI tests draw offscreen unless someone asks for a real display on purpose.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Settings and the user's device catalog go to a folder of this process's own: ctest runs
    // several of these processes at once, and they must not see each other's files or the
    // user's.
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    for (const char *variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        qputenv(variable, home.path().toLocal8Bit() + '/' + variable);
    testing::InitGoogleTest(&argc, argv);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("BottleneckLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("ui_tests"));
    return RUN_ALL_TESTS();
}
