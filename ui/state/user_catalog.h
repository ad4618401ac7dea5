// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace blab::ui {

// The user's own devices, kept as a catalog JSON file in the user's data folder
// (~/.local/share/BottleneckLab/bottleneck-lab/devices.json on Linux). Reading never changes the
// file; writing goes through QSaveFile, so the old file stays whole until the new one is.
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
};

} // namespace blab::ui
