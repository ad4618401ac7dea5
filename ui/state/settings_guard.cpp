// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/settings_guard.h"

#include "text/labels.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
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
    // QSettings reads the application's file and falls back to the organisation's, in the
    // user's XDG configuration folder and in the system's: every one it may parse is checked.
    const QString organisation = QCoreApplication::organizationName();
    const QString application =
        organisation + QLatin1Char('/') + QCoreApplication::applicationName();
    QStringList folders{QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)};
    folders << QStandardPaths::standardLocations(QStandardPaths::GenericConfigLocation);
    for (const QString &folder : folders) {
        for (const QString &name : {application, organisation}) {
            const QFileInfo info(QDir(folder).filePath(name + QStringLiteral(".conf")));
            if (info.isFile() && info.size() > kMaxBytes) {
                setAsideFile(info.filePath(), info.size());
                return;
            }
        }
    }
}

void SettingsGuard::setAsideFile(const QString &path, qint64 bytes)
{
    Guarded &g = guarded();
    g.path = path;
    g.bytes = bytes;
    g.standIn = std::make_unique<QTemporaryDir>();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, g.standIn->path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope, g.standIn->path());
}

void SettingsGuard::releaseStandIn()
{
    Guarded &g = guarded();
    g.standIn.reset();
    g.path.clear();
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
