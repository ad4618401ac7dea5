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

namespace {

// Chinese characters and the full-width punctuation set between them.
bool chinese(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x4e00 && u <= 0x9fff) || (u >= 0x3000 && u <= 0x303f) ||
           (u >= 0xff00 && u <= 0xffef);
}

} // namespace

QString Translation::tidy(const QString &text)
{
    if (g_current != QLatin1String("zh"))
        return text;
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool between = text[i] == QLatin1Char(' ') && i > 0 && i + 1 < text.size() &&
                             chinese(text[i - 1]) && chinese(text[i + 1]);
        if (!between)
            out += text[i];
    }
    return out;
}

} // namespace blab::ui
