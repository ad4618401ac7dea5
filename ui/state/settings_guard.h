// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// Keeps an oversized settings file from being read. QSettings parses the whole file the first
// time any setting is asked for, so a file grown (or linked) to gigabytes would cost seconds and
// gigabytes of memory in every command. check() runs before anything reads a setting: a file
// over kMaxBytes is left as it is, and this process's settings go to an empty private folder, so
// it starts from the defaults and writes nothing over the user's file.
class SettingsGuard
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::SettingsGuard)

public:
    // A kept machine profile may be up to ProfileFile::kMaxBytes (16 MiB); twice that leaves room
    // for the rest.
    static constexpr qint64 kMaxBytes = 32 * 1024 * 1024;

    // Checks the file the application's QSettings would read; call once, after the
    // organisation and application names are set.
    static void check();
    // Whether check() set the file aside.
    static bool setAside();
    // Removes the private folder before the process is replaced by execve, which runs no
    // destructor; the new process makes its own. check() again if the process goes on.
    static void releaseStandIn();
    // The sentence that says so, in the current language; empty when the file was read.
    static QString problem();

private:
    // Sends this process's settings, user and system, to a private empty folder.
    static void setAsideFile(const QString &path, qint64 bytes);
};

} // namespace blab::ui
