// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace blab::ui {

// Where the window's export dialogs start: the folder the user exported into last (kept in the
// settings), else the pictures folder when it exists, else the home folder. An account without
// ~/Pictures is common (servers, fresh accounts), and a path into a folder that is not there
// failed the first export.
class ExportFolder
{
public:
    static QString suggested();
    // Remembers the folder of the last export that succeeded.
    static void remember(const QString &folder);
};

} // namespace blab::ui
