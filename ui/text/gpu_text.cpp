// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/gpu_text.h"

#include "roofline/gpu_comparison.h"
#include "text/labels.h"
#include "text/text_table.h"

#include <QPair>
#include <QStringList>
#include <QVector>
#include <algorithm>
#include <set>

namespace blab::ui {

namespace {

QString figure(double value, bool compute)
{
    return GpuText::figureValue(value, compute);
}

QString pcie(int generation, int width)
{
    return generation > 0 && width > 0 ? GpuText::tr("Gen%1 ×%2").arg(generation).arg(width)
                                       : GpuText::tr("unknown");
}

} // namespace

QString GpuText::figureValue(double value, bool compute)
{
    return compute ? tr("%1 TFLOPS").arg(Labels::significant(value, 3))
                   : tr("%1 GB/s").arg(Labels::significant(value, 3));
}

QString GpuText::share(const core::GpuFigure &f)
{
    return f.datasheet > 0 ? tr("%1 %").arg(Labels::fixed(100.0 * f.share(), 0)) : tr("—");
}

QString GpuText::figureTip(const core::GpuFigure &f)
{
    using K = core::GpuFigure::Kind;
    switch (f.kind) {
    case K::FmaPeak:
        return tr("The program's own kernel: eight independent multiply-add chains a thread on "
                  "every multiprocessor; the FP32 roof.");
    case K::Product:
        return tr("cuBLASLt's fastest square product at this precision over the sizes tried, "
                  "each timing a CUDA graph of back-to-back products on random operands.");
    case K::Memory:
        return tr("Arrays far larger than L2; copy and triad count the bytes read and the bytes "
                  "written.");
    case K::PinnedLink:
        return tr("Copies from page-locked host memory, the fastest size.");
    case K::PageableLink:
        return tr("Copies from ordinary host memory, which the driver stages through its own "
                  "page-locked buffers: what a batch gets unless it is pinned.");
    }
    return {};
}

QString GpuText::shareTip(const core::GpuFigure &f)
{
    if (f.datasheet <= 0)
        return tr("The catalog gives no datasheet figure for this.");
    if (f.share() > 1.0)
        return tr("Above the datasheet: the card ran faster than its vendor's figure, or the "
                  "catalog matched another model.");
    return tr("The share of the datasheet figure this card reached.");
}

QString GpuText::linkButton(bool pinned, double gbs)
{
    return (pinned ? tr("This GPU, pinned (≈%1)") : tr("This GPU, pageable (≈%1)"))
        .arg(Labels::significant(gbs, 3));
}

QString GpuText::linkButtonTip(bool pinned, double gbs)
{
    return pinned ? tr("Set the link to %1 GB/s, the fastest copy this GPU measured from "
                       "page-locked memory (a data loader's pinned batches).")
                        .arg(Labels::significant(gbs, 3))
                  : tr("Set the link to %1 GB/s, the fastest copy this GPU measured from ordinary "
                       "memory, which the driver stages through its own buffers.")
                        .arg(Labels::significant(gbs, 3));
}

QString GpuText::linkButtonTip()
{
    return tr("Set the link to a copy speed the GPU measured on tab 1.");
}

QString GpuText::linkShares(const std::vector<core::ReportModel::GpuLinkChoice> &links, int batch)
{
    QStringList parts;
    for (const core::ReportModel::GpuLinkChoice &link : links)
        parts << (link.pinned ? tr("pinned %1 GB/s, copy share %2")
                              : tr("pageable %1 GB/s, copy share %2"))
                     .arg(Labels::significant(link.gbs, 3),
                          Labels::percent(link.accelCopyShare, 1));
    return tr("The GPU measured on tab 1 copies a batch of %1 at: %2.")
        .arg(QString::number(batch), parts.join(tr("; ")));
}

QString GpuText::memoryNote(const core::GpuMeasurement &g, const core::DeviceSpec *datasheet)
{
    // The driver counts bytes; a card's label counts binary gigabytes, so the two differ
    // (an H200: 150 GB from the driver, 141 GB on the datasheet).
    // A driver's figure that is more than the label even in binary units has nothing kept back
    // to explain.
    if (!datasheet || datasheet->memoryGB <= 0 || g.memoryBytes <= 0 ||
        g.memoryBytes / 1073741824.0 > datasheet->memoryGB)
        return {};
    return tr("The driver's %1 is %2 in binary units (2³⁰ bytes), the units of the datasheet's "
              "%3 GB; what is left between the two the card keeps for itself.")
        .arg(Labels::bytes(g.memoryBytes), Labels::binaryBytes(g.memoryBytes),
             Labels::significant(datasheet->memoryGB));
}

QString GpuText::notMeasured()
{
    return tr("No GPU measured yet. Measure the GPU loads the NVIDIA driver and cuBLASLt in a "
              "separate process (about half a minute on a large card); without a driver it says "
              "so and nothing else happens.");
}

QString GpuText::summary(const core::GpuOutcome &o, bool fromComparison)
{
    if (!o.gpu)
        return absent(o);
    const core::GpuMeasurement &g = *o.gpu;
    QStringList lines;
    lines << (fromComparison
                  ? tr("%1, from the compared profile").arg(QString::fromStdString(g.name))
                  : QString::fromStdString(g.name));
    // The joints between a label and its value, and between two facts, are punctuation that
    // Chinese writes in its own width.
    const QString labelled = tr("%1: %2");
    const QString joined = tr("%1; %2");
    lines << joined.arg(
        tr("%n multiprocessor(s), compute capability %1.%2", nullptr, g.multiprocessors)
            .arg(QString::number(g.computeMajor), QString::number(g.computeMinor)),
        tr("%1, L2 %2").arg(Labels::bytes(g.memoryBytes), Labels::bytes(g.l2Bytes)));
    const QString memory = memoryNote(g, core::GpuComparison::datasheetFor(g.name));
    if (!memory.isEmpty())
        lines << memory;
    lines << labelled.arg(tr("PCIe link"), tr("%1 now, %2 at best")
                                               .arg(pcie(g.pcieGeneration, g.pcieWidth),
                                                    pcie(g.pcieMaxGeneration, g.pcieMaxWidth)));
    lines << labelled.arg(tr("Driver"),
                          joined.arg(tr("%1 (CUDA %2)")
                                         .arg(QString::fromStdString(g.driverVersion),
                                              QString::fromStdString(g.cudaVersion)),
                                     g.cublaslt.empty() ? tr("cuBLASLt not loaded")
                                                        : QString::fromStdString(g.cublaslt)));
    if (g.otherProcesses == 0)
        lines << tr("No other process was computing on it.");
    else if (g.otherProcesses > 0)
        lines << tr("%n process(es) were computing on this GPU: the figures may be low", nullptr,
                    g.otherProcesses);
    if (g.cancelled)
        lines << tr("The measurement was stopped before it finished.");
    if (!o.error.empty())
        lines << tr("The measurement stopped at an error: %1").arg(QString::fromStdString(o.error));
    for (const std::string &note : g.notes)
        lines << QString::fromStdString(note);
    return lines.join(QLatin1Char('\n'));
}

QString GpuText::fastestProducts(const core::MeasuredGpu &gpu)
{
    QStringList parts;
    for (const core::MeasuredGpu::Product &p : gpu.products) {
        // The size is written whole: QString::arg() would read a "³" after a placeholder as a
        // digit of its number.
        if (p.bestOfPrecision)
            parts << tr("%1 %2 at %3")
                         .arg(precisionName(p.precision),
                              figureValue(p.gflopsFastest / 1000.0, true),
                              QString::number(p.n) + QStringLiteral("³"));
    }
    if (parts.isEmpty())
        return {};
    return tr("Fastest products: %1.").arg(parts.join(tr(", ")));
}

QString GpuText::precisionName(const std::string &precision)
{
    if (precision == "fp32")
        return tr("FP32 (no TF32)");
    return QString::fromStdString(precision).toUpper();
}

QString GpuText::figureName(const core::GpuFigure &f)
{
    using K = core::GpuFigure::Kind;
    switch (f.kind) {
    case K::FmaPeak:
        return tr("FP32 multiply-add peak");
    case K::Product:
        return tr("%1 product").arg(precisionName(f.precision));
    case K::Memory:
        return tr("Memory (best of copy, read, triad)");
    case K::PinnedLink:
        return tr("Host → device, pinned");
    case K::PageableLink:
        return tr("Host → device, pageable");
    }
    return {};
}

QString GpuText::absent(const core::GpuOutcome &o)
{
    if (o.gpu)
        return {};
    const QString detail = QString::fromStdString(o.absentDetail);
    if (!o.error.empty())
        return tr("No GPU was measured: the measurement failed (%1).")
            .arg(QString::fromStdString(o.error));
    if (o.absentCode == "old_driver")
        return tr("No GPU was measured: the NVIDIA driver speaks CUDA %1; measuring needs a "
                  "driver for CUDA 11.4 or later.")
            .arg(detail);
    if (o.absentCode == "missing_function")
        return tr("No GPU was measured: the NVIDIA driver lacks %1.").arg(detail);
    if (o.absentCode == "stub_library")
        return tr("No GPU was measured: %1 is the CUDA toolkit's stub library, not a driver.")
            .arg(detail);
    if (o.absentCode == "no_device")
        return tr("No GPU was measured: the NVIDIA driver is installed but sees no GPU.");
    if (o.absentCode == "driver_failed")
        return tr("No GPU was measured: the NVIDIA driver did not start (%1).").arg(detail);
    return tr("No GPU was measured: there is no usable NVIDIA driver here (%1).").arg(detail);
}

QString GpuText::indexOutOfRange(int index, int count)
{
    return tr("--gpu-index %1: the driver sees %n GPU(s), numbered from 0", nullptr, count)
        .arg(index);
}

QString GpuText::progress(int done, int total, const QString &step)
{
    return tr("GPU %1/%2: %3").arg(QString::number(done + 1), QString::number(total), step);
}

QString GpuText::render(const core::GpuOutcome &o, const core::DeviceSpec *datasheet)
{
    if (!o.gpu)
        return absent(o) + QLatin1Char('\n');
    const core::GpuMeasurement &g = *o.gpu;
    return card(g, datasheet) + beside(g, datasheet) + products(g) + copies(g) + notes(o);
}

QString GpuText::card(const core::GpuMeasurement &g, const core::DeviceSpec *datasheet)
{
    QString out =
        tr("This GPU: %1").arg(QString::fromStdString(g.name)) +
        (datasheet ? tr(" (the catalog's %1)").arg(QString::fromStdString(datasheet->name))
                   : tr(" (not in the catalog: measured figures alone)")) +
        QLatin1Char('\n');
    QVector<QPair<QString, QString>> rows;
    rows.append({tr("Card"),
                 tr("%n multiprocessor(s), compute capability %1.%2", nullptr, g.multiprocessors)
                     .arg(QString::number(g.computeMajor), QString::number(g.computeMinor))});
    rows.append({tr("Memory"),
                 tr("%1, L2 %2").arg(Labels::bytes(g.memoryBytes), Labels::bytes(g.l2Bytes))});
    rows.append({tr("Driver"), tr("%1 (CUDA %2)")
                                   .arg(QString::fromStdString(g.driverVersion),
                                        QString::fromStdString(g.cudaVersion))});
    rows.append({tr("cuBLASLt"),
                 g.cublaslt.empty() ? tr("not loaded") : QString::fromStdString(g.cublaslt)});
    rows.append({tr("PCIe link"), tr("%1 now, %2 at best")
                                      .arg(pcie(g.pcieGeneration, g.pcieWidth),
                                           pcie(g.pcieMaxGeneration, g.pcieMaxWidth))});
    rows.append({tr("Other processes"), g.otherProcesses < 0 ? tr("unknown")
                                        : g.otherProcesses == 0
                                            ? tr("none: the card was idle")
                                            : tr("%n process(es) were computing on this GPU: the "
                                                 "figures may be low",
                                                 nullptr, g.otherProcesses)});
    const QString memory = memoryNote(g, datasheet);
    return out + TextTable::pairs(rows) +
           (memory.isEmpty() ? QString() : TextTable::wrapped(memory));
}

QString GpuText::beside(const core::GpuMeasurement &g, const core::DeviceSpec *datasheet)
{
    TextTable table({tr("Figure"), tr("Measured"), tr("Datasheet"), tr("Share")});
    for (const core::GpuFigure &f : core::GpuComparison::figures(g, datasheet)) {
        table.addRow(
            {figureName(f), figure(f.measured, f.isCompute()),
             f.datasheet > 0 ? figure(f.datasheet, f.isCompute()) : tr("—"),
             f.datasheet > 0 ? tr("%1 %").arg(Labels::fixed(100.0 * f.share(), 0)) : tr("—")});
    }
    return tr("Measured beside the datasheet") + QLatin1Char('\n') +
           table.render(QStringLiteral("  "));
}

QString GpuText::products(const core::GpuMeasurement &g)
{
    if (g.gemm.empty())
        return {};
    std::set<int> sizes;
    for (const core::GpuGemmPoint &p : g.gemm)
        sizes.insert(p.n);
    QStringList header{tr("Precision")};
    for (int n : sizes)
        header << QString::number(n) + QStringLiteral("³");
    TextTable table(header);
    for (const char *precision : {"fp32", "tf32", "bf16", "fp16", "fp8"}) {
        QStringList row{precisionName(precision)};
        bool any = false;
        for (int n : sizes) {
            const auto p = std::find_if(g.gemm.begin(), g.gemm.end(), [&](const auto &q) {
                return q.precision == precision && q.n == n;
            });
            any = any || p != g.gemm.end();
            row << (p == g.gemm.end() ? tr("—")
                    : !p->verified    ? tr("wrong result")
                                   : Labels::significant(p->tflopsFastest, 3) + QLatin1Char('/') +
                                         Labels::significant(p->tflopsMedian, 3));
        }
        if (any)
            table.addRow(row);
    }
    const core::GpuGemmPoint &first = g.gemm.front();
    const QString method = first.method == "cuda_graph"
                               ? tr("each timing one CUDA graph of back-to-back products")
                               : tr("each timing back-to-back products between two events");
    return tr("Matrix products C = AᵀB, TFLOPS fastest/median") + QLatin1Char('\n') +
           table.render(QStringLiteral("  ")) +
           TextTable::wrapped(tr("Random operands, cycled through copies that exceed L2; %1; "
                                 "every product checked at sampled elements.")
                                  .arg(method));
}

QString GpuText::copies(const core::GpuMeasurement &g)
{
    QString out = TextTable::wrapped(
        tr("Memory: copy %1, read %2, triad %3 (bytes read and written counted, arrays of %4)")
            .arg(figure(g.memory.copyGBs, false), figure(g.memory.readGBs, false),
                 figure(g.memory.triadGBs, false), Labels::bytes(g.memory.arrayBytes)));
    TextTable table({tr("Copy"), tr("Size"), tr("Fastest"), tr("Median")});
    for (const core::GpuHostLink &l : g.hostLinks) {
        const QString way =
            l.direction == "host_to_device" ? tr("host → device") : tr("device → host");
        table.addRow({way + QLatin1Char(' ') + (l.pinned ? tr("pinned") : tr("pageable")),
                      tr("%1 MiB").arg(Labels::fixed(l.mib, 0)), figure(l.gbs, false),
                      figure(l.gbsMedian, false)});
    }
    return out + (g.hostLinks.empty() ? QString() : table.render(QStringLiteral("  ")));
}

QString GpuText::notes(const core::GpuOutcome &o)
{
    QString out;
    for (const std::string &note : o.gpu->notes)
        out += TextTable::wrapped(QStringLiteral("- ") + QString::fromStdString(note));
    if (o.gpu->cancelled)
        out += TextTable::wrapped(tr("The measurement was stopped before it finished."));
    if (!o.error.empty())
        out += TextTable::wrapped(
            tr("The measurement stopped at an error: %1").arg(QString::fromStdString(o.error)));
    return out;
}

} // namespace blab::ui
