// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "roofline/machine_comparison.h"

#include <QCoreApplication>
#include <QString>

namespace blab::ui {

// Two machines side by side, as the text report's last part prints them: each machine's label,
// threads and compute peaks, each memory level's roof with its FP32 balance point, and the
// ratios core computed.
class ComparisonText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ComparisonText)

public:
    // section is the report's number for this part, which follows the parts before it.
    static QString render(const core::MachineComparison &comparison, int section);

private:
    static QString machineText(const core::HierarchyRoofline &machine);
    static QString table(const core::MachineComparison &comparison);
    static QString notes(const core::MachineComparison &comparison);
};

} // namespace blab::ui
