#include "ui/verdicts.h"

#include "core/system_info.h"
#include "ui/labels.h"

#include <QStringList>
#include <cmath>

namespace blab::ui {

QString Verdicts::join(const QString &first, const QString &second)
{
    if (first.isEmpty())
        return second;
    if (second.isEmpty())
        return first;
    return tr("%1 %2", "one sentence after another").arg(first, second);
}

QString Verdicts::openblasCore()
{
    const std::string better = core::SystemInfo::openblasBetterCoreType();
    if (better.empty())
        return {};
    return tr("OpenBLAS chose its %1 kernels, which are older than this CPU: this OpenBLAS does "
              "not "
              "recognise the CPU model. The figure is true of this library as installed; start "
              "the program with OPENBLAS_CORETYPE=%2 to use the CPU's wider vector units.")
        .arg(QString::fromStdString(core::SystemInfo::openblasCoreName()),
             QString::fromStdString(better));
}

QString Verdicts::devices(const core::ReportModel &model)
{
    const core::DeviceSpec &cpu = model.devices.front();
    core::DeviceSpec trainer = cpu;
    for (const core::DeviceSpec &d : model.devices) {
        if (d.id == "training_accelerator")
            trainer = d;
    }
    const core::DeviceRatios r = core::DeviceCatalog::ratios(trainer, cpu);
    return tr("The training accelerator has %1× this CPU's compute but only %2× its memory "
              "bandwidth. A faster card helps only work that is limited by compute; the next two "
              "parts show which work that is.")
        .arg(Labels::fixed(r.compute, 1), Labels::fixed(r.bandwidth, 1));
}

QString Verdicts::balance(const core::RooflineModel &roofline)
{
    return tr("Balance point: %1 FLOP/B (%2 GFLOPS ÷ %3 GB/s). A kernel that does fewer "
              "operations per byte than this waits for memory; one that does more waits for the "
              "arithmetic units.")
        .arg(Labels::fixed(roofline.balanceFlopsPerByte(), 2),
             Labels::fixed(roofline.peakGflops, 2), Labels::significant(roofline.bandwidthGBs));
}

QString Verdicts::bottleneck(const core::RooflineModel &roofline,
                             const std::vector<core::Operation> &ops, int n)
{
    QStringList compute;
    QStringList bandwidth;
    for (const core::Operation &op : ops) {
        const QString item =
            tr("%1 (%2 FLOP/B)")
                .arg(Labels::operation(op, n), Labels::significant(op.flopsPerByte()));
        (roofline.boundFor(op.flopsPerByte()) == core::Bound::Compute ? compute : bandwidth)
            << item;
    }
    const QString balance = Labels::fixed(roofline.balanceFlopsPerByte(), 2);
    QString text;
    if (!compute.isEmpty())
        text = tr("Above the balance point of %1 FLOP/B, compute limits: %2. More FLOPS makes "
                  "these faster.")
                   .arg(balance, compute.join(tr(", ")));
    if (!bandwidth.isEmpty()) {
        text = join(text,
                    tr("Below it, memory bandwidth limits: %1. More FLOPS does not save a single "
                       "second here; only more bandwidth or more work per byte does.")
                        .arg(bandwidth.join(tr(", "))));
    }
    return text;
}

QString Verdicts::transfer(const std::vector<core::BatchTransfer> &rows, double linkGBs,
                           double accelTflops)
{
    if (rows.empty())
        return {};
    bool constant = true;
    for (const core::BatchTransfer &row : rows)
        constant = constant && std::fabs(row.copyShare - rows.front().copyShare) < 1e-9;
    QString text;
    if (constant && rows.size() > 1)
        text = tr("Copying takes %1 of every step at each batch size: bytes and FLOPs both grow "
                  "with the batch, so a bigger batch does not change the share.")
                   .arg(Labels::percent(rows.front().copyShare, 1));
    else
        text = tr("Copying takes %1 of a step on this CPU.")
                   .arg(Labels::percent(rows.front().copyShare, 1));
    return join(text,
                tr("On a %1 TFLOPS accelerator over the same %2 GB/s link, the copy becomes %3 of "
                   "each step: the faster the card, the more the data pipeline shows.")
                    .arg(Labels::significant(accelTflops), Labels::significant(linkGBs),
                         Labels::percent(rows.front().accelCopyShare, 1)));
}

QString Verdicts::overlap(const core::BatchTransfer &row)
{
    return tr("With prefetching (the next batch copies while this one computes), a step on the "
              "accelerator takes %1 instead of %2.")
        .arg(Labels::milliseconds(row.accelOverlappedSeconds, 2),
             Labels::milliseconds(row.accelSerialSeconds, 2));
}

QString Verdicts::link(const core::InterconnectInputs &inputs,
                       const core::InterconnectResult &result)
{
    if (inputs.cards <= 1)
        return tr("One card syncs nothing: each step is all compute.");
    return tr("%1 cards at %2 GB/s: summing %3 of gradients takes %4 per step against %5 of "
              "compute, so they run %6× as fast as one card (%7 of the ideal %1×).")
        .arg(QString::number(inputs.cards), Labels::significant(inputs.linkGBs),
             Labels::bytes(inputs.gradientBytes), Labels::duration(result.allreduceSeconds),
             Labels::duration(inputs.computeSeconds), Labels::fixed(result.speedup, 2),
             Labels::percent(result.efficiency, 0));
}

QString Verdicts::fit(const core::MemoryBreakdown &memory, const core::DeviceSpec &device,
                      double params, core::Optimizer optimizer)
{
    const double capacity = device.memoryGB * 1e9;
    const QString head =
        tr("%1 parameters with %2 need %3 for training: %4 of weights and %5× that in all.")
            .arg(Labels::scientific(params, 2), Labels::optimizer(optimizer),
                 Labels::bytes(memory.totalBytes), Labels::bytes(memory.weightsBytes),
                 Labels::fixed(memory.multipleOfWeights, 1));
    if (memory.totalBytes <= capacity)
        return join(
            head,
            tr("That fits in the %1's %2.").arg(Labels::device(device), Labels::bytes(capacity)));
    const int cards = capacity > 0 ? static_cast<int>(std::ceil(memory.totalBytes / capacity)) : 0;
    return join(
        head, tr("That does not fit in the %1's %2: split across at least %3 cards, and the split "
                 "adds traffic between the cards (question two).")
                  .arg(Labels::device(device), Labels::bytes(capacity), QString::number(cards)));
}

} // namespace blab::ui
