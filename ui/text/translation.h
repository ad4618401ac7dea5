// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QCoreApplication;

namespace blab::ui {

// Installs the program's and Qt's own translations for "zh" or "en"; an empty language follows
// the system locale.
class Translation
{
public:
    // The language that will be used: "zh" or "en".
    static QString resolve(const QString &requested);
    static void install(const QString &requested);
    static QString current();
};

} // namespace blab::ui
