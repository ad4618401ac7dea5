// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/profile/machine_profile.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace blab::ui {

// A machine profile as a file: the JSON `measure --json` prints, which File → Save machine
// profile writes and File → Open machine profile and `--compare` read.
class ProfileFile
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ProfileFile)

public:
    // Larger files are refused before they are read: a profile is a few tens of kilobytes.
    static constexpr qint64 kMaxBytes = 16 * 1024 * 1024;

    // The profile in path, or nothing and error set to the file name, the line and the reason.
    static std::optional<core::MachineProfile> read(const QString &path, QString *error);
    // Writes the profile whole or not at all (core::AtomicFile); false and error set on failure.
    static bool write(const core::MachineProfile &profile, const QString &path, QString *error);
    // A name to offer when saving: "machine-profile-2026-12-01.json".
    static QString suggestedName(const core::MachineProfile &profile);
};

} // namespace blab::ui
