// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/user_catalog.h"

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "text/labels.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <set>

namespace blab::ui {

QString UserCatalog::path()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/devices.json");
}

UserCatalog::LoadResult UserCatalog::load()
{
    if (!QFileInfo::exists(path()))
        return {};
    return read(path());
}

UserCatalog::LoadResult UserCatalog::read(const QString &fileName)
{
    LoadResult result;
    QFile file(fileName);
    const QFileInfo info(fileName);
    if (!info.isFile()) {
        result.error = tr("%1: not a regular file").arg(fileName);
        return result;
    }
    // The size is checked before reading so that a huge file is refused without filling memory.
    if (static_cast<std::size_t>(info.size()) > core::DeviceCatalogFile::kMaxBytes) {
        result.error = tr("%1: the file is %2 bytes; a device catalog may be at most %3")
                           .arg(fileName)
                           .arg(info.size())
                           .arg(core::DeviceCatalogFile::kMaxBytes);
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = QStringLiteral("%1: %2").arg(fileName, file.errorString());
        return result;
    }
    const QByteArray bytes = file.read(core::DeviceCatalogFile::kMaxBytes + 1);
    const core::DeviceCatalogFile::Result parsed =
        core::DeviceCatalogFile::parse(bytes.toStdString(), core::DeviceCatalog::reservedIds());
    if (!parsed.ok()) {
        result.error = tr("%1 line %2: %3")
                           .arg(fileName)
                           .arg(parsed.errorLine)
                           .arg(Labels::catalogProblem(parsed.problem));
        return result;
    }
    result.devices = parsed.devices;
    for (core::DeviceSpec &d : result.devices)
        d.user = true;
    return result;
}

bool UserCatalog::write(const std::vector<core::DeviceSpec> &devices, QString *error,
                        const QString &fileName)
{
    const QString target = fileName.isEmpty() ? path() : fileName;
    const QFileInfo info(target);
    if (info.exists() && !info.isFile()) {
        if (error)
            *error = tr("%1 exists and is not a regular file").arg(target);
        return false;
    }
    if (!QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = tr("cannot create the folder %1").arg(info.absolutePath());
        return false;
    }
    QSaveFile file(target);
    const QByteArray bytes = QByteArray::fromStdString(core::DeviceCatalogFile::toJson(devices));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(target, file.errorString());
        return false;
    }
    return true;
}

std::string UserCatalog::freeId(const std::string &base,
                                const std::vector<core::DeviceSpec> &devices)
{
    std::set<std::string> taken = core::DeviceCatalog::reservedIds();
    for (const core::DeviceSpec &d : devices)
        taken.insert(d.id);
    if (!taken.count(base))
        return base;
    // Room for the suffix inside the 64-character limit on ids.
    const std::string stem = base.substr(0, 56);
    for (int i = 2;; ++i) {
        const std::string candidate = stem + "-" + std::to_string(i);
        if (!taken.count(candidate))
            return candidate;
    }
}

int UserCatalog::merge(std::vector<core::DeviceSpec> &existing,
                       const std::vector<core::DeviceSpec> &imported)
{
    int renamed = 0;
    for (core::DeviceSpec d : imported) {
        const std::string id = freeId(d.id, existing);
        if (id != d.id)
            ++renamed;
        d.id = id;
        d.user = true;
        existing.push_back(std::move(d));
    }
    return renamed;
}

} // namespace blab::ui
