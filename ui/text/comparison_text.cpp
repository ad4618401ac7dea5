// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/comparison_text.h"

#include "text/labels.h"
#include "text/text_table.h"

#include <algorithm>

namespace blab::ui {

namespace {

QString ratioText(double ratio)
{
    return ratio > 0 ? Labels::fixed(ratio, 2) + QStringLiteral("×") : QStringLiteral("—");
}

// A roof's bandwidth and FP32 balance point, or dashes where the machine lacks the level.
QStringList roofCells(const core::HierarchyRoofline &machine, int roof)
{
    if (roof < 0)
        return {QStringLiteral("—"), QStringLiteral("—")};
    const core::MemoryRoof &r = machine.roofs[static_cast<std::size_t>(roof)];
    return {ComparisonText::tr("%1 GB/s").arg(Labels::significant(r.gbs)),
            Labels::significant(r.balanceFp32)};
}

QString peakText(double gflops)
{
    return gflops > 0 ? ComparisonText::tr("%1 GFLOPS").arg(Labels::significant(gflops))
                      : QStringLiteral("—");
}

} // namespace

QString ComparisonText::render(const core::MachineComparison &comparison, int section)
{
    QString out =
        QStringLiteral("\n[%1] ").arg(section) + tr("Two machines") + QStringLiteral("\n\n");
    // The labels line up after the longer role, in terminal columns, in either language.
    const QString roles[] = {tr("This machine") + QLatin1Char(':'), tr("Other") + QLatin1Char(':')};
    const int width =
        std::max(TextTable::displayWidth(roles[0]), TextTable::displayWidth(roles[1]));
    const core::HierarchyRoofline *machines[] = {&comparison.thisMachine, &comparison.other};
    for (int i = 0; i < 2; ++i)
        out += QStringLiteral("  ") + roles[i] +
               QString(width + 1 - TextTable::displayWidth(roles[i]), QLatin1Char(' ')) +
               machineText(*machines[i]) + QLatin1Char('\n');
    out += QLatin1Char('\n');
    out += table(comparison);
    out += QLatin1Char('\n');
    out += notes(comparison);
    return out;
}

QString ComparisonText::machineText(const core::HierarchyRoofline &machine)
{
    const QString label = machine.label.empty() ? tr("(no CPU model or date in the profile)")
                                                : QString::fromStdString(machine.label);
    return label + QStringLiteral(", ") + tr("%n thread(s)", nullptr, machine.threads);
}

QString ComparisonText::table(const core::MachineComparison &c)
{
    TextTable table({tr("Roof"), tr("This machine"), tr("FLOP/B"), tr("Other"), tr("FLOP/B"),
                     tr("Other / this")});
    table.addRow({tr("FP32 peak"), peakText(c.thisMachine.peakFp32), QString(),
                  peakText(c.other.peakFp32), QString(), ratioText(c.peakFp32Ratio)});
    table.addRow({tr("FP64 peak"), peakText(c.thisMachine.peakFp64), QString(),
                  peakText(c.other.peakFp64), QString(), ratioText(c.peakFp64Ratio)});
    for (const core::RoofComparison &r : c.roofs) {
        QStringList row{Labels::memoryLevel(r.name)};
        row << roofCells(c.thisMachine, r.thisRoof) << roofCells(c.other, r.otherRoof)
            << ratioText(r.ratio);
        table.addRow(row);
    }
    table.addRow({tr("STREAM triad"),
                  tr("%1 GB/s").arg(Labels::significant(c.thisMachine.triadGBs)), QString(),
                  tr("%1 GB/s").arg(Labels::significant(c.other.triadGBs)), QString(),
                  ratioText(c.triadRatio)});
    return table.render();
}

QString ComparisonText::notes(const core::MachineComparison &c)
{
    QString out = QStringLiteral("  ") +
                  tr("Each level's roof is the read bandwidth the sweep found for it; FLOP/B is "
                     "where that roof meets the FP32 peak. Above 1× the other machine is faster.") +
                  QLatin1Char('\n');
    if (c.other.triadOnly)
        out += QStringLiteral("  ") +
               tr("The other profile is from an older version: it has the triad roof only, no "
                  "cache levels. Its DRAM roof is STREAM triad, which counts other traffic than "
                  "a read, so compare the two machines on the STREAM triad row.") +
               QLatin1Char('\n');
    if (c.thisMachine.triadOnly)
        out += QStringLiteral("  ") +
               tr("This machine's profile is from an older version: it has the triad roof only, "
                  "no cache levels. Measure again for the levels.") +
               QLatin1Char('\n');
    return out;
}

} // namespace blab::ui
