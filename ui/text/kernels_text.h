// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/report_model.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// The report's part on the user's own kernels (report --kernel): each on its device's roofline,
// with the roof above it and the share of that roof it reached.
class KernelsText
{
    Q_DECLARE_TR_FUNCTIONS(KernelsText)

public:
    // Empty when the report has no kernels of the user's.
    static QString render(const core::ReportModel &model);
    // The roof's name as the report and the window write it: compute, memory, L1 … DRAM.
    static QString roof(const std::string &name);
    // Why no roof holds a kernel, from ReportModel::PlacedKernel::unplacedReason.
    static QString unplaced(const std::string &reason);
};

} // namespace blab::ui
