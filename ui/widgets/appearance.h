// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace blab::ui {

// Light, dark, or whatever the desktop gives. The charts colour their furniture from the palette,
// so they follow.
class Appearance
{
public:
    enum class Mode
    {
        System,
        Light,
        Dark
    };

    static void apply(Mode mode);
    static Mode current();
    // "system", "light", "dark", as saved in the settings.
    static QString id(Mode mode);
    static Mode parse(const QString &text);
};

} // namespace blab::ui
