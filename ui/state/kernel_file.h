// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "kernels/kernel_import.h"

#include <QCoreApplication>
#include <QString>
#include <string>

namespace blab::ui {

// A profiler's file of kernels read from disk, for the window's Import and the command line's
// --kernels-file alike: at most KernelImport::kMaxBytes are read (a pipe or a device file that
// never ends is stopped there), the kernels are read from the text, and the device is found
// from the name the file prints.
class KernelFile
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::KernelFile)

public:
    struct Read
    {
        // Why the file could not be read at all, in the window's language; empty when it was.
        QString error;
        // The kernels, or the import's refusal (kernels.ok()).
        core::ImportedKernels kernels;
        // The catalog id the file's device name gives; empty when it gives none.
        std::string device;
    };

    static Read read(const QString &path);
};

} // namespace blab::ui
