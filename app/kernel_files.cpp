// SPDX-License-Identifier: GPL-3.0-or-later

#include "kernel_files.h"

#include "measure/system_info.h"
#include "model/kernel_import.h"
#include "text/kernels_text.h"
#include "text/labels.h"

#include <QFile>
#include <QTextStream>

namespace blab::app {

namespace {

// The file's text, or false with the reason; a file too large to be a profile is not read.
bool readText(const QString &path, std::string &text, QString &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return false;
    }
    if (file.size() > static_cast<qint64>(core::KernelImport::kMaxBytes)) {
        error = KernelFiles::tr("larger than %1 MB, more than a profile of a hundred kernels")
                    .arg(core::KernelImport::kMaxBytes >> 20);
        return false;
    }
    text = file.readAll().toStdString();
    return true;
}

} // namespace

bool KernelFiles::addTo(ParsedCommand &command, QString &error)
{
    const std::string thisCpu = core::SystemInfo::cpuModelName();
    for (const std::string &name : command.kernelsFiles) {
        const QString path = QString::fromStdString(name);
        const QString prefix = QStringLiteral("--kernels-file ") + path + QStringLiteral(": ");
        std::string text;
        if (!readText(path, text, error)) {
            error = prefix + error;
            return false;
        }
        core::ImportedKernels imported = core::KernelImport::read(text);
        std::string device = core::KernelImport::deviceFor(imported, thisCpu);
        if (imported.ok() && device.empty()) {
            if (!command.deviceGiven) {
                error = prefix + ui::KernelsText::unknownDevice(imported) +
                        tr("; give --device ID, an id that 'bottleneck-lab devices' lists");
                return false;
            }
            device = command.whatIf.device;
        }
        if (imported.ok())
            core::KernelImport::assign(imported, device);
        if (!imported.ok()) {
            error = prefix + ui::KernelsText::importProblem(imported);
            return false;
        }
        auto &kernels = command.whatIf.kernels;
        if (kernels.size() + imported.kernels.size() > core::UserKernel::kMaxKernels) {
            error = prefix + tr("more than %1 kernels in all").arg(core::UserKernel::kMaxKernels);
            return false;
        }
        kernels.insert(kernels.end(), imported.kernels.begin(), imported.kernels.end());
        if (!imported.skipped.empty())
            QTextStream(stderr) << "bottleneck-lab: " << ui::KernelsText::imported(imported, path)
                                << Qt::endl;
    }
    return true;
}

} // namespace blab::app
