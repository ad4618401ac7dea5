// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/kernels_text.h"

#include "text/labels.h"
#include "text/text_table.h"

namespace blab::ui {

namespace {

// A placed kernel's row; one that no roof holds says why in its roof cell.
QStringList row(const core::ReportModel &model, const core::ReportModel::PlacedKernel &k)
{
    const core::KernelPlacement &p = k.placement;
    const QString device = Labels::deviceShort(model.devices[k.deviceIndex]) +
                           QStringLiteral(" · ") + QString::fromStdString(k.kernel.precision);
    const QString attained = KernelsText::tr("%1 GFLOPS")
                                 .arg(Labels::significant(k.kernel.flops / k.kernel.seconds / 1e9));
    QStringList cells{Labels::userText(k.kernel.name), device,
                      Labels::significant(k.op.flopsPerByte()), attained};
    if (p.roof.empty()) {
        cells << KernelsText::unplaced(k.unplacedReason) << QStringLiteral("—")
              << QStringLiteral("—") << QStringLiteral("—");
        return cells;
    }
    cells << KernelsText::roof(p.roof)
          << KernelsText::tr("%1 GFLOPS").arg(Labels::significant(p.boundGflops))
          << Labels::percent(p.shareOfBound, 0)
          // A kernel above its roof gains nothing there: its timing or its counts are off.
          << (p.shareOfBound < 1.0
                  ? QStringLiteral("%1×").arg(Labels::significant(p.speedupAtBound))
                  : QStringLiteral("—"));
    return cells;
}

} // namespace

QString KernelsText::unplaced(const std::string &reason)
{
    if (reason == "no_fp64_peak_in_the_profile")
        return tr("the profile has no FP64 peak");
    if (reason == "no_peak_at_this_precision")
        return tr("the device has no peak at this precision");
    return tr("no FP64 roof without a profile");
}

QString KernelsText::roof(const std::string &name)
{
    if (name == "compute")
        return tr("compute");
    if (name == "memory")
        return tr("memory");
    return Labels::memoryLevel(name);
}

QString KernelsText::render(const core::ReportModel &model)
{
    if (model.kernels.empty())
        return {};
    QString out =
        QStringLiteral("\n[8] ") + tr("Your kernels on their rooflines") + QStringLiteral("\n\n");
    TextTable table({tr("Kernel"), tr("Device"), tr("FLOP/B"), tr("Reached"), tr("Roof above"),
                     tr("Roof allows"), tr("Share"), tr("At the roof")});
    bool here = false, hierarchy = false;
    for (const core::ReportModel::PlacedKernel &k : model.kernels) {
        table.addRow(row(model, k));
        here = here || k.deviceIndex == 0;
        hierarchy = hierarchy || k.onHierarchy;
    }
    out += table.render();
    out += QStringLiteral("\n  ") +
           tr("Each kernel is held against the lowest roof at its intensity that is still above "
              "what it reached; \"At the roof\" is how many times faster it would run there.") +
           QLatin1Char('\n');
    // Which roofs this CPU has, where a kernel ran on it.
    if (here)
        out += QStringLiteral("  ") +
               (hierarchy
                    ? tr("This CPU's roofs are the measured profile's: its compute peak and "
                         "each cache level and DRAM.")
                    : tr("This CPU's roofs are its sgemm figure and the memory bandwidth given; "
                         "--profile FILE holds its kernels against each measured cache level.")) +
               QLatin1Char('\n');
    return out;
}

} // namespace blab::ui
