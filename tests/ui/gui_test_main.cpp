#include <QApplication>
#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    // GUI tests draw offscreen unless someone asks for a real display on purpose.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    testing::InitGoogleTest(&argc, argv);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("BottleneckLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("ui_tests"));
    return RUN_ALL_TESTS();
}
