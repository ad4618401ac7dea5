// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "catalog/device_spec.h"
#include "catalog/model_spec.h"

#include <QCoreApplication>
#include <QString>
#include <set>
#include <string>
#include <vector>

namespace blab::ui {

// The user's own devices and language models, each kept as a catalog JSON file in the user's data
// folder (~/.local/share/BottleneckLab/bottleneck-lab/devices.json and models.json on Linux).
// Reading never changes a file; writing goes through core::AtomicFile, so the old file stays
// whole until the new one is.
class UserCatalog
{
    Q_DECLARE_TR_FUNCTIONS(UserCatalog)

public:
    static QString path();

    struct LoadResult
    {
        std::vector<core::DeviceSpec> devices;
        // Empty when the file was read or does not exist; else "PATH line N: reason".
        QString error;
    };
    static LoadResult load();
    // Reads a catalog file the user picked; error as above.
    static LoadResult read(const QString &fileName);

    // Writes devices to fileName (the user's catalog when empty). False with a reason on failure.
    static bool write(const std::vector<core::DeviceSpec> &devices, QString *error,
                      const QString &fileName = QString());

    // Adds imported devices after existing ones. An imported id that is already taken gets a
    // numbered suffix instead of replacing the device that has it; returns how many were renamed.
    static int merge(std::vector<core::DeviceSpec> &existing,
                     const std::vector<core::DeviceSpec> &imported);
    // An id not used by the shipped catalog nor by devices, made from base.
    static std::string freeId(const std::string &base,
                              const std::vector<core::DeviceSpec> &devices);

    // The same for the user's own models, in models.json.
    static QString modelsPath();
    struct ModelsResult
    {
        std::vector<core::ModelSpec> models;
        QString error;
    };
    static ModelsResult loadModels();
    static ModelsResult readModels(const QString &fileName);
    static bool writeModels(const std::vector<core::ModelSpec> &models, QString *error,
                            const QString &fileName = QString());
    static int mergeModels(std::vector<core::ModelSpec> &existing,
                           const std::vector<core::ModelSpec> &imported);
    static std::string freeModelId(const std::string &base,
                                   const std::vector<core::ModelSpec> &models);
    // A Hugging Face config.json read into one model (readModels takes one too): kept under id,
    // or one made from the file's name (its folder's for a file named config.json), and named
    // name or after the id; the fields the shape does not use, and why it was refused.
    struct ConfigResult
    {
        core::ModelSpec model;
        std::vector<std::string> ignored;
        QString error;
    };
    static ConfigResult readConfig(const QString &fileName, const std::string &id = {},
                                   const std::string &name = {});

    // "copied from ID: SOURCE", the source of a copy, within the 400 bytes a source may hold.
    static std::string copiedSource(const std::string &id, const std::string &source);
    // text cut to at most maxBytes without splitting a character of UTF-8.
    static std::string cut(std::string text, std::size_t maxBytes);

    // Copies an unreadable file at path to path.unreadable-DATE, so that writing over it loses
    // nothing; the reason when it could not.
    static QString setAside(const QString &path);

private:
    // The bytes of a catalog file of at most maxBytes, or an error "FILE: reason".
    static QByteArray readBytes(const QString &fileName, std::size_t maxBytes, QString *error);
    static bool writeBytes(const QString &target, const QByteArray &bytes, QString *error);
    // "FILE line N: why" for a refused catalog, in the window's language; empty when it was read.
    static QString refusal(const QString &fileName, const core::CatalogOutcome &outcome);
    // An id not in taken, made from base by a numbered suffix when base is taken.
    static std::string freeIdAmong(const std::string &base, const std::set<std::string> &taken);
};

} // namespace blab::ui
