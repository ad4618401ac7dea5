// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace blab::ui {

namespace {
QTranslator *g_app = nullptr;
QTranslator *g_qt = nullptr;
QString g_current = QStringLiteral("en");

void replace(QTranslator *&slot, const QString &file, const QString &folder)
{
    if (slot) {
        QCoreApplication::removeTranslator(slot);
        delete slot;
        slot = nullptr;
    }
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(file, folder)) {
        QCoreApplication::installTranslator(translator);
        slot = translator;
    } else {
        delete translator;
    }
}
} // namespace

QString Translation::resolve(const QString &requested)
{
    if (requested == QLatin1String("zh") || requested == QLatin1String("en"))
        return requested;
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh")
                                                            : QStringLiteral("en");
}

void Translation::install(const QString &requested)
{
    g_current = resolve(requested);
    const QString locale =
        g_current == QLatin1String("zh") ? QStringLiteral("zh_CN") : QStringLiteral("en");
    replace(g_app, QStringLiteral("bottleneck-lab_") + locale, QStringLiteral(":/i18n"));
    replace(g_qt, QStringLiteral("qtbase_") + locale,
            QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    QLocale::setDefault(
        QLocale(g_current == QLatin1String("zh") ? QLocale::Chinese : QLocale::English,
                g_current == QLatin1String("zh") ? QLocale::China : QLocale::UnitedStates));
}

QString Translation::current()
{
    return g_current;
}

} // namespace blab::ui
