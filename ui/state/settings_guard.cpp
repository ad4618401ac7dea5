// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/settings_guard.h"

#include "text/labels.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <memory>

namespace blab::ui {

namespace {

struct Guarded
{
    QString path;
    qint64 bytes = 0;
    std::unique_ptr<QTemporaryDir> standIn;
};

Guarded &guarded()
{
    static Guarded g;
    return g;
}

} // namespace

void SettingsGuard::check()
{
    // Where QSettings keeps a user's native settings on Linux: the XDG configuration folder,
    // then the organisation's folder and the application's name.
    const QString path =
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
            .filePath(QCoreApplication::organizationName() + QLatin1Char('/') +
                      QCoreApplication::applicationName() + QStringLiteral(".conf"));
    const QFileInfo info(path);
    if (!info.isFile() || info.size() <= kMaxBytes)
        return;
    Guarded &g = guarded();
    g.path = path;
    g.bytes = info.size();
    g.standIn = std::make_unique<QTemporaryDir>();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, g.standIn->path());
}

bool SettingsGuard::setAside()
{
    return !guarded().path.isEmpty();
}

QString SettingsGuard::problem()
{
    const Guarded &g = guarded();
    if (g.path.isEmpty())
        return {};
    return tr("The settings file %1 is %2, more than the %3 it may be; it was not read or "
              "changed, and this session starts from the defaults and saves nothing.")
        .arg(QDir::toNativeSeparators(g.path), Labels::binaryBytes(double(g.bytes)),
             Labels::binaryBytes(double(kMaxBytes)));
}

} // namespace blab::ui
