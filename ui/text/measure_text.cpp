// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/measure_text.h"

#include "measure/cpu/kernel_family.h"
#include "measure/cpu/system_info.h"
#include "roofline/hierarchy_roofline.h"
#include "text/advisor_text.h"
#include "text/labels.h"
#include "text/text_table.h"
#include "text/verdicts.h"

#include <QPair>
#include <QVector>
#include <algorithm>
#include <utility>

namespace blab::ui {

namespace {

QString gflopsOrDash(double gflops, const QString &none)
{
    return gflops > 0 ? MeasureText::tr("%1 GFLOPS").arg(Labels::fixed(gflops, 1)) : none;
}

} // namespace

QString MeasureText::bench(const core::SgemmResult &r, const core::OpenblasRuntime &runtime)
{
    QString out = tr("sgemm %1 × %1 float32, %n run(s), ", nullptr, r.repeats).arg(r.n) +
                  tr("%n thread(s), OpenBLAS core %1", nullptr, r.threadsUsed)
                      .arg(QString::fromStdString(r.coreName)) +
                  QLatin1Char('\n');
    QVector<QPair<QString, QString>> rows;
    rows.append({tr("Fastest run"), Labels::milliseconds(r.bestSeconds, 3) + QStringLiteral(" → ") +
                                        tr("%1 GFLOPS").arg(Labels::fixed(r.gflops(), 2))});
    rows.append({tr("Median run"), Labels::milliseconds(r.medianSeconds, 3) +
                                       QStringLiteral(" → ") +
                                       tr("%1 GFLOPS").arg(Labels::fixed(r.medianGflops(), 2))});
    rows.append({tr("Verified"), r.verified() ? tr("yes, %n entries against double precision",
                                                   nullptr, r.verification.samples)
                                              : tr("NO: the product is wrong")});
    rows.append({tr("Kernels"), AdvisorText::running(runtime)});
    rows.append({tr("Machine load"),
                 tr("other processes %1 of the CPU time; runs within %2 of the fastest (median)")
                     .arg(Labels::percent(r.othersShare, 0), Labels::percent(r.spread(), 0))});
    const QString doubt = Verdicts::unreliable(r.unreliable(), r.othersShare, r.spread());
    return out + TextTable::pairs(rows) + (doubt.isEmpty() ? QString() : TextTable::wrapped(doubt));
}

QString MeasureText::narrowFamily(const std::string &family, const std::string &cpuWidest)
{
    const core::KernelFamily *known = core::KernelFamilies::find(family);
    return tr("OpenBLAS chose its %1 kernels (%2) on a CPU with %3, so these figures stay well "
              "below what the CPU can do; 'bottleneck-lab advise' finds the fastest family, and "
              "later runs use it.")
        .arg(QString::fromStdString(family), QString::fromUtf8(known ? known->needs : "?"),
             QString::fromStdString(cpuWidest));
}

QString MeasureText::profile(const core::MachineProfile &p, const core::HierarchyRoofline &h,
                             const core::OpenblasRuntime &runtime)
{
    return figures(p, runtime) + sweep(p) + levels(p) + kernels(h) + notes(p);
}

QString MeasureText::figures(const core::MachineProfile &p, const core::OpenblasRuntime &runtime)
{
    QString out = tr("This machine's roofline, %n thread(s), kernels in %1", nullptr, p.threads)
                      .arg(QString::fromStdString(p.isa)) +
                  QLatin1Char('\n');
    QVector<QPair<QString, QString>> rows;
    rows.append({tr("OpenBLAS core"), AdvisorText::running(runtime)});
    rows.append({tr("Compute peak"),
                 tr("FP32 %1 GFLOPS (%2 on one thread), FP64 %3")
                     .arg(Labels::fixed(p.peakGflops, 1), Labels::fixed(p.peakGflops1, 1),
                          gflopsOrDash(p.peakGflopsFp64, QStringLiteral("—")))});
    rows.append({tr("STREAM (GB/s)"),
                 tr("copy %1, scale %2, add %3, triad %4")
                     .arg(Labels::fixed(p.stream.copyGBs, 1), Labels::fixed(p.stream.scaleGBs, 1),
                          Labels::fixed(p.stream.addGBs, 1), Labels::fixed(p.stream.triadGBs, 1))});
    rows.append({QString(), tr("triad on one thread %1 GB/s; %2 of arrays, %3")
                                .arg(Labels::fixed(p.stream1.triadGBs, 1),
                                     Labels::bytes(3.0 * p.stream.elements * 8),
                                     p.stream.verified ? tr("verified") : tr("NOT verified"))});
    rows.append(
        {tr("Balance point"),
         tr("%1 FLOP/B (FP32 peak / triad)").arg(Labels::significant(p.balanceFlopsPerByte()))});
    rows.append({tr("sgemm n = 512"), tr("%1 GFLOPS, %2 % of the FP32 peak")
                                          .arg(Labels::fixed(p.sgemmGflops, 1),
                                               Labels::fixed(p.sgemmPercentOfPeak(), 1))});
    rows.append({tr("dgemm n = 512"), gflopsOrDash(p.dgemmGflops, tr("not measured"))});
    return out + TextTable::pairs(rows);
}

QString MeasureText::sweep(const core::MachineProfile &p)
{
    // Four sizes to a line keep the sweep inside 80 columns.
    QString out = QStringLiteral("  ") + tr("sgemm by size (n: GFLOPS)") + QLatin1Char('\n');
    for (std::size_t i = 0; i < p.sweep.size(); ++i)
        out += (i % 4 == 0 ? QStringLiteral("    ") : QStringLiteral("   ")) +
               QStringLiteral("%1: %2").arg(p.sweep[i].n).arg(Labels::fixed(p.sweep[i].gflops, 1)) +
               (i % 4 == 3 || i + 1 == p.sweep.size() ? QStringLiteral("\n") : QString());
    return out;
}

QString MeasureText::levels(const core::MachineProfile &p)
{
    if (p.levels.empty())
        return QStringLiteral("  ") +
               tr("Memory levels not measured; the triad is the one memory roof.") +
               QLatin1Char('\n');
    QString out =
        QStringLiteral("  ") + tr("Memory levels (read bandwidth, GB/s)") + QLatin1Char('\n');
    TextTable table({tr("Level"), tr("Size"), tr("All threads"), tr("One thread")});
    bool inferred = false;
    for (const core::MemoryLevel &l : p.levels) {
        inferred = inferred || l.sizeInferred;
        const QString size = l.sizeBytes == 0 ? QStringLiteral("—")
                                              : (l.sizeInferred ? QStringLiteral("~") : QString()) +
                                                    Labels::binaryBytes(double(l.sizeBytes));
        table.addRow(
            {Labels::memoryLevel(l.name), size, Labels::fixed(l.gbs, 1), Labels::fixed(l.gbs1, 1)});
    }
    out += table.render();
    if (inferred)
        out += QStringLiteral("    ") +
               tr("~ read off the sweep: the system does not give this cache's size") +
               QLatin1Char('\n');
    return out;
}

QString MeasureText::kernels(const core::HierarchyRoofline &h)
{
    QString out = QStringLiteral("  ") +
                  tr("Kernels against the level that feeds them (roof: attainable GFLOPS)") +
                  QLatin1Char('\n');
    TextTable table(
        {tr("Kernel"), tr("FLOP/B"), tr("GFLOPS"), tr("Level"), tr("Roof"), tr("% of roof")});
    for (const core::RooflinePoint &k : h.points) {
        const std::size_t roof = static_cast<std::size_t>(k.roof);
        table.addRow(
            {Labels::measuredKernel(k), Labels::significant(k.flopsPerByte),
             Labels::significant(k.gflops),
             roof < h.roofs.size() ? Labels::memoryLevel(h.roofs[roof].name) : QStringLiteral("—"),
             Labels::significant(k.attainableGflops), Labels::fixed(k.percentOfRoof, 0)});
    }
    out += table.render();
    const bool above =
        std::any_of(h.points.begin(), h.points.end(),
                    [](const core::RooflinePoint &k) { return k.percentOfRoof > 100; });
    if (above)
        out += TextTable::wrapped(
            tr("Over 100 %: the kernel writes as well as reads, and the memory moves "
               "both at once; the roofs are read bandwidths, which count reads alone."));
    return out;
}

QString MeasureText::notes(const core::MachineProfile &p)
{
    QString out;
    for (const std::string &warning : p.warnings)
        out += TextTable::wrapped(tr("Warning: %1").arg(Verdicts::measureWarning(warning)));
    const QString doubt =
        Verdicts::unreliable(p.unreliable(), p.othersShare, std::max(p.peakSpread, p.sgemmSpread));
    if (!doubt.isEmpty())
        out += TextTable::wrapped(doubt);
    if (p.cancelled)
        out += QStringLiteral("  ") + tr("(cancelled before the end)") + QLatin1Char('\n');
    return out;
}

QString MeasureText::sgemmSizeTooLarge(const core::SgemmOptions &options,
                                       std::uint64_t availableBytes)
{
    if (core::SgemmBenchmark::problemWith(options, availableBytes) != core::SgemmProblem::Memory)
        return sgemmProblem(options, availableBytes);
    return tr("Matrix size n = %1 needs %2 for three matrices, but only %3 of memory is "
              "available")
        .arg(options.n)
        .arg(Labels::bytes(double(core::SgemmBenchmark::bytesNeeded(options.n))),
             Labels::bytes(double(availableBytes)));
}

QString MeasureText::sgemmProblem(const core::SgemmOptions &options, std::uint64_t availableBytes)
{
    switch (core::SgemmBenchmark::problemWith(options, availableBytes)) {
    case core::SgemmProblem::None:
        return QString();
    case core::SgemmProblem::Size:
        return tr("--n must be a whole number of at least 1");
    case core::SgemmProblem::Repeats:
        return tr("--repeats must be a whole number from 1 to 10000");
    case core::SgemmProblem::Threads:
        return tr("--threads must be a whole number from 1 to %1")
            .arg(core::SystemInfo::openblasMaxThreads());
    case core::SgemmProblem::Memory:
        return tr("--n %1 needs %2 for three matrices, but only %3 of memory is available")
            .arg(options.n)
            .arg(Labels::bytes(double(core::SgemmBenchmark::bytesNeeded(options.n))),
                 Labels::bytes(double(availableBytes)));
    }
    return QString();
}

QString MeasureText::ignoredCoreType(const core::OpenblasRuntime &runtime)
{
    if (runtime.ignoredVariable.empty())
        return {};
    return tr("OPENBLAS_CORETYPE=%1 was not taken: this OpenBLAS has no such kernel family, or "
              "not one this CPU can run. It runs its own pick, %2.")
        .arg(Labels::userText(runtime.ignoredVariable), QString::fromStdString(runtime.core));
}

QString MeasureText::verificationFailed()
{
    return tr("the sgemm product failed verification");
}

QString MeasureText::sgemmProgress(int n, int done, int total)
{
    return tr("sgemm %1 × %1: %2/%3").arg(n).arg(done).arg(total);
}

} // namespace blab::ui
