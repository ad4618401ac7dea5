// SPDX-License-Identifier: GPL-3.0-or-later

#include "kernel_files.h"

#include "catalog/device_catalog.h"
#include "catalog/device_spec.h"
#include "kernels/kernel_import.h"
#include "state/kernel_file.h"
#include "state/user_catalog.h"
#include "text/kernels_text.h"

#include <QTextStream>
#include <vector>

namespace blab::app {

bool KernelFiles::addTo(ParsedCommand &command, QString &error)
{
    for (const std::string &name : command.kernelsFiles) {
        const QString path = QString::fromStdString(name);
        const QString prefix = QStringLiteral("--kernels-file ") + path + QStringLiteral(": ");
        ui::KernelFile::Read file = ui::KernelFile::read(path);
        if (!file.error.isEmpty()) {
            error = prefix + file.error;
            return false;
        }
        core::ImportedKernels &imported = file.kernels;
        std::string device = file.device;
        if (imported.ok() && device.empty()) {
            if (!command.deviceGiven) {
                error = prefix + ui::KernelsText::unknownDevice(imported) +
                        tr("; give --device ID, an id that 'bottleneck-lab devices' lists");
                return false;
            }
            device = command.whatIf.device;
        }
        if (imported.ok()) {
            std::vector<core::DeviceSpec> devices = core::DeviceCatalog::builtIn();
            for (const core::DeviceSpec &d : ui::UserCatalog::load().devices)
                devices.push_back(d);
            core::KernelImport::assign(imported, device, devices);
        }
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
