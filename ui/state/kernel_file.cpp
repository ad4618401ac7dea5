// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/kernel_file.h"

#include "measure/cpu/system_info.h"

#include <QFile>

namespace blab::ui {

KernelFile::Read KernelFile::read(const QString &path)
{
    Read result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = file.errorString();
        return result;
    }
    // QFile::size() is 0 for a pipe or /dev/zero, so the limit is on what arrives.
    const QByteArray text = file.read(static_cast<qint64>(core::KernelImport::kMaxBytes) + 1);
    if (text.size() > static_cast<qsizetype>(core::KernelImport::kMaxBytes)) {
        result.error = tr("it is larger than %1 MB, more than a profile of a hundred kernels")
                           .arg(core::KernelImport::kMaxBytes >> 20);
        return result;
    }
    result.kernels = core::KernelImport::read(text.toStdString());
    result.device = core::KernelImport::deviceFor(result.kernels, core::SystemInfo::cpuModelName());
    return result;
}

} // namespace blab::ui
