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
    // Chinese sentences are written with a space between Chinese and Latin words or figures; a
    // label put into such a sentence may itself be Chinese, which leaves a space between two
    // Chinese characters ("在 专用卡间互联 上"). Those spaces go; text in English is returned as
    // is.
    static QString tidy(const QString &text);
};

} // namespace blab::ui
