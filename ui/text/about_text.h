// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// The words of Help → About: what the program is, the licence it is under and the libraries
// this process runs on (Qt, and OpenBLAS with the kernel family it chose), so that a bug report
// can quote them.
class AboutText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::AboutText)

public:
    static QString title();
    // Rich text for QMessageBox::about.
    static QString html();
};

} // namespace blab::ui
