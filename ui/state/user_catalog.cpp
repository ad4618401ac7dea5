// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/user_catalog.h"

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "catalog/hf_config_import.h"
#include "catalog/model_catalog_file.h"
#include "io/atomic_file.h"
#include "text/labels.h"
#include "text/problem_text.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace blab::ui {

namespace {

QString dataFile(const QString &name)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1Char('/') +
           name;
}

} // namespace

QString UserCatalog::path()
{
    return dataFile(QStringLiteral("devices.json"));
}

QString UserCatalog::modelsPath()
{
    return dataFile(QStringLiteral("models.json"));
}

namespace {

// Whether the user put a file there. A symbolic link counts even when it leads nowhere or loops:
// the user made it, so it is reported rather than taken for no file at all.
bool present(const QString &fileName)
{
    const QFileInfo info(fileName);
    return info.exists() || info.isSymLink();
}

} // namespace

UserCatalog::LoadResult UserCatalog::load()
{
    if (!present(path()))
        return {};
    return read(path());
}

UserCatalog::ModelsResult UserCatalog::loadModels()
{
    if (!present(modelsPath()))
        return {};
    return readModels(modelsPath());
}

QByteArray UserCatalog::readBytes(const QString &fileName, std::size_t maxBytes, QString *error)
{
    QFile file(fileName);
    const QFileInfo info(fileName);
    if (info.isSymLink() && !info.exists()) {
        *error = tr("%1 is a symbolic link to %2, which does not exist or links back to itself")
                     .arg(fileName, info.symLinkTarget());
        return {};
    }
    if (!info.isFile()) {
        *error = tr("%1: not a regular file").arg(fileName);
        return {};
    }
    // The size is checked before reading so that a huge file is refused without filling memory.
    if (static_cast<std::size_t>(info.size()) > maxBytes) {
        *error = tr("%1: the file is %2 bytes; a catalog may be at most %3")
                     .arg(fileName)
                     .arg(info.size())
                     .arg(maxBytes);
        return {};
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(fileName, file.errorString());
        return {};
    }
    return file.read(static_cast<qint64>(maxBytes) + 1);
}

UserCatalog::LoadResult UserCatalog::read(const QString &fileName)
{
    LoadResult result;
    const QByteArray bytes = readBytes(fileName, core::DeviceCatalogFile::kMaxBytes, &result.error);
    if (!result.error.isEmpty())
        return result;
    const core::DeviceCatalogFile::Result parsed =
        core::DeviceCatalogFile::parse(bytes.toStdString(), core::DeviceCatalog::reservedIds());
    result.error = refusal(fileName, parsed);
    if (!parsed.ok())
        return result;
    result.devices = parsed.devices;
    for (core::DeviceSpec &d : result.devices)
        d.user = true;
    return result;
}

UserCatalog::ConfigResult UserCatalog::readConfig(const QString &fileName, const std::string &id,
                                                  const std::string &name)
{
    ConfigResult result;
    const QByteArray bytes = readBytes(fileName, core::ModelCatalogFile::kMaxBytes, &result.error);
    if (!result.error.isEmpty())
        return result;
    const QFileInfo info(fileName);
    const QString base = info.completeBaseName() == QStringLiteral("config")
                             ? info.absoluteDir().dirName()
                             : info.completeBaseName();
    const std::string chosen = id.empty() ? core::HfConfigImport::idFrom(base.toStdString()) : id;
    const core::HfConfigImport::Result read =
        core::HfConfigImport::read(bytes.toStdString(), chosen, name);
    if (!read.ok()) {
        result.error = tr("%1: %2").arg(fileName, ProblemText::config(read));
        return result;
    }
    result.model = read.model;
    result.ignored = read.ignored;
    return result;
}

UserCatalog::ModelsResult UserCatalog::readModels(const QString &fileName)
{
    ModelsResult result;
    const QByteArray bytes = readBytes(fileName, core::ModelCatalogFile::kMaxBytes, &result.error);
    if (!result.error.isEmpty())
        return result;
    if (core::HfConfigImport::looksLikeConfig(bytes.toStdString())) {
        const ConfigResult config = readConfig(fileName);
        result.error = config.error;
        if (config.error.isEmpty())
            result.models = {config.model};
        return result;
    }
    const core::ModelCatalogFile::Result parsed =
        core::ModelCatalogFile::parse(bytes.toStdString(), core::ModelCatalogFile::reservedIds());
    result.error = refusal(fileName, parsed);
    if (!parsed.ok())
        return result;
    result.models = parsed.models;
    for (core::ModelSpec &m : result.models)
        m.user = true;
    return result;
}

QString UserCatalog::refusal(const QString &fileName, const core::CatalogOutcome &outcome)
{
    if (outcome.ok())
        return {};
    return tr("%1 line %2: %3")
        .arg(fileName)
        .arg(outcome.errorLine)
        .arg(ProblemText::catalog(outcome.problem));
}

bool UserCatalog::writeBytes(const QString &target, const QByteArray &bytes, QString *error)
{
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
    const int cause = core::AtomicFile::write(QFile::encodeName(target).toStdString(),
                                              std::string_view(bytes.constData(), bytes.size()));
    if (cause != 0 && error)
        *error = QStringLiteral("%1: %2").arg(target, Labels::systemError(cause));
    return cause == 0;
}

bool UserCatalog::write(const std::vector<core::DeviceSpec> &devices, QString *error,
                        const QString &fileName)
{
    return writeBytes(fileName.isEmpty() ? path() : fileName,
                      QByteArray::fromStdString(core::DeviceCatalogFile::toJson(devices)), error);
}

bool UserCatalog::writeModels(const std::vector<core::ModelSpec> &models, QString *error,
                              const QString &fileName)
{
    return writeBytes(fileName.isEmpty() ? modelsPath() : fileName,
                      QByteArray::fromStdString(core::ModelCatalogFile::toJson(models)), error);
}

std::string UserCatalog::cut(std::string text, std::size_t maxBytes)
{
    if (text.size() <= maxBytes)
        return text;
    std::size_t end = maxBytes;
    // A continuation byte (10xxxxxx) belongs to the character before it.
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    text.resize(end);
    return text;
}

std::string UserCatalog::copiedSource(const std::string &id, const std::string &source)
{
    return cut("copied from " + id + ": " + source, 400);
}

QString UserCatalog::setAside(const QString &path)
{
    if (!QFileInfo::exists(path))
        return {};
    const QString keep = path + QStringLiteral(".unreadable-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (QFile::copy(path, keep))
        return {};
    return tr("%1 could not be read and could not be set aside as %2; it was left as it is and "
              "your changes are kept for this session only.")
        .arg(path, keep);
}

std::string UserCatalog::freeIdAmong(const std::string &base, const std::set<std::string> &taken)
{
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

std::string UserCatalog::freeId(const std::string &base,
                                const std::vector<core::DeviceSpec> &devices)
{
    std::set<std::string> taken = core::DeviceCatalog::reservedIds();
    for (const core::DeviceSpec &d : devices)
        taken.insert(d.id);
    return freeIdAmong(base, taken);
}

std::string UserCatalog::freeModelId(const std::string &base,
                                     const std::vector<core::ModelSpec> &models)
{
    std::set<std::string> taken = core::ModelCatalogFile::reservedIds();
    for (const core::ModelSpec &m : models)
        taken.insert(m.id);
    return freeIdAmong(base, taken);
}

int UserCatalog::merge(std::vector<core::DeviceSpec> &existing,
                       const std::vector<core::DeviceSpec> &imported)
{
    int renamed = 0;
    for (core::DeviceSpec d : imported) {
        const std::string id = freeId(d.id, existing);
        renamed += id != d.id ? 1 : 0;
        d.id = id;
        d.user = true;
        existing.push_back(std::move(d));
    }
    return renamed;
}

int UserCatalog::mergeModels(std::vector<core::ModelSpec> &existing,
                             const std::vector<core::ModelSpec> &imported)
{
    int renamed = 0;
    for (core::ModelSpec m : imported) {
        const std::string id = freeModelId(m.id, existing);
        renamed += id != m.id ? 1 : 0;
        m.id = id;
        m.user = true;
        existing.push_back(std::move(m));
    }
    return renamed;
}

} // namespace blab::ui
