// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/report_text.h"

#include "measure/cpu/sgemm_benchmark.h"
#include "measure/cpu/system_info.h"
#include "text/advisor_text.h"
#include "text/comparison_text.h"
#include "text/inference_text.h"
#include "text/kernels_text.h"
#include "text/labels.h"
#include "text/serving_verdicts.h"
#include "text/text_table.h"
#include "text/translation.h"
#include "text/verdicts.h"

#include <QStringList>
#include <algorithm>
#include <optional>

namespace blab::ui {

namespace {
QString heading(int number, const QString &title)
{
    return QStringLiteral("\n[%1] %2\n\n").arg(number).arg(title);
}

QString paragraph(const QString &text)
{
    return QStringLiteral("  ") + text + QStringLiteral("\n");
}
} // namespace

QString ReportText::render(const core::ReportModel &model, int part)
{
    QString out = tr("Bottleneck Lab: is this work limited by compute or by moving data?") +
                  QLatin1Char('\n') + QString(60, QLatin1Char('=')) + QLatin1Char('\n');
    // Part five is training's three questions or serving, as the window's tab 5 shows one of
    // them; the parts after it are numbered on from there.
    const QString five = model.inferenceMode() ? InferenceText::render(model, 5) : questions(model);
    int section = 6;
    const QString comparison =
        model.comparison ? ComparisonText::render(*model.comparison, section++) : QString();
    const QString kernels = KernelsText::render(model, section);
    const QString parts[] = {measurement(model), devices(model), intensity(model), transfer(model)};
    if (part >= 1 && part <= 4)
        out += parts[part - 1] + (part == 3 ? comparison + kernels : QString());
    else if (part == 5)
        out += five;
    else if (model.inferenceMode())
        // What was asked comes first: serving, then the lesson's parts it builds on.
        out += five + parts[0] + parts[1] + parts[2] + parts[3] + comparison + kernels;
    else if (!kernels.isEmpty())
        out += kernels + parts[0] + parts[1] + parts[2] + parts[3] + five + comparison;
    else
        out += parts[0] + parts[1] + parts[2] + parts[3] + five + comparison;
    return Translation::tidy(out);
}

QString ReportText::measurement(const core::ReportModel &model)
{
    const int n = model.inputs.n;
    const double flops = model.sgemmFlops;
    QString out = heading(1, tr("This CPU's compute, measured with sgemm"));
    TextTable table({tr("Figure"), tr("Value")});
    table.addRow({tr("Matrix size"), tr("%1 × %1 float32").arg(n)});
    table.addRow({tr("FLOPs per multiply (2 n³)"), Labels::scientific(flops, 4)});
    if (model.measurement) {
        const core::SgemmResult &r = *model.measurement;
        table.addRow({tr("Fastest of %n run(s)", nullptr, r.repeats),
                      Labels::milliseconds(r.bestSeconds, 2)});
        table.addRow({tr("Median run"), Labels::milliseconds(r.medianSeconds, 2)});
        table.addRow(
            {tr("Threads / OpenBLAS core"),
             QStringLiteral("%1 / %2").arg(r.threadsUsed).arg(QString::fromStdString(r.coreName))});
        table.addRow({tr("Product verified"),
                      r.verified() ? tr("yes, %n sampled entries", nullptr, r.verification.samples)
                                   : tr("NO: the product is wrong")});
    } else {
        table.addRow({tr("One multiply at this speed"),
                      Labels::milliseconds(flops / (model.cpuGflops * 1e9), 2)});
    }
    table.addRow({tr("Compute"), tr("%1 GFLOPS (%2 TFLOPS)")
                                     .arg(Labels::fixed(model.cpuGflops, 2),
                                          Labels::fixed(model.cpuGflops / 1000.0, 2))});
    out += table.render();
    out += QLatin1Char('\n');
    out += paragraph(model.cpuMeasured
                         ? tr("Measured here: the fastest run counts, because interruptions only "
                              "ever slow a run down. GFLOPS means a billion floating-point "
                              "operations per second.")
                     : model.cpuFromProfile && model.profile
                         ? tr("From the profile given with --profile: sgemm measured on %1 at %2; "
                              "this report is about that machine.")
                               .arg(Labels::userText(model.profile->cpuModel),
                                    QString::fromStdString(model.profile->measuredAt))
                         : tr("Entered with --cpu-gflops; nothing was measured."));
    if (model.measurement) {
        out += paragraph(tr("OpenBLAS kernel family: %1.")
                             .arg(AdvisorText::running(core::OpenblasRuntime::current())));
        // A busy machine or scattered runs make the figure doubtful; the report says so as
        // measure does.
        const core::SgemmResult &r = *model.measurement;
        const QString doubt = Verdicts::unreliable(r.unreliable(), r.othersShare, r.spread());
        if (!doubt.isEmpty())
            out += paragraph(doubt);
    }
    return out;
}

QString ReportText::devices(const core::ReportModel &model)
{
    QString out =
        heading(2, !model.measuredGpu ? tr("Devices by their specifications (not measured)")
                   : model.gpuFromComparison
                       ? tr("Devices by their specifications, and the other machine's "
                            "GPU as measured")
                       : tr("Devices by their specifications, and this GPU as measured"));
    TextTable table({tr("Device"), tr("FP32"), tr("Memory bandwidth"), tr("Power"), tr("× compute"),
                     tr("× bandwidth"), tr("GFLOPS per watt")});
    const auto addRow = [&table](const core::DeviceSpec &d, const core::DeviceRatios &r) {
        // A measured GPU the catalog does not know has no power to show.
        const bool power = d.watts > 0;
        const std::optional<double> fp32 = d.peakTflops(core::Precision::Fp32);
        table.addRow(
            {Labels::device(d),
             fp32 ? tr("%1 TFLOPS").arg(Labels::significant(*fp32)) : QStringLiteral("—"),
             tr("%1 GB/s").arg(Labels::significant(d.memBandwidthGBs)),
             power ? tr("%1 W").arg(Labels::significant(d.watts)) : QStringLiteral("—"),
             r.hasPrecision ? Labels::fixed(r.compute, 1) : QStringLiteral("—"),
             Labels::fixed(r.bandwidth, 1),
             power && r.hasPrecision ? Labels::fixed(r.gflopsPerWatt, 1) : QStringLiteral("—")});
    };
    // A measured GPU's row follows its datasheet row (this CPU's for an unknown card), as on
    // tab 2.
    const int measuredAfter = model.measuredGpu ? model.measuredGpu->followsRow() : -1;
    for (std::size_t i = 0; i < model.devices.size(); ++i) {
        addRow(model.devices[i], model.fp32Ratios[i]);
        if (static_cast<int>(i) == measuredAfter)
            addRow(model.measuredGpu->device, model.measuredGpu->fp32Ratios);
    }
    out += table.render() + QLatin1Char('\n');
    out += paragraph(Verdicts::devices(model));
    return out;
}

QString ReportText::intensity(const core::ReportModel &model)
{
    QString out = heading(3, tr("Arithmetic intensity: how many operations per byte moved"));
    TextTable table({tr("Operation"), tr("FLOPs"), tr("Bytes moved"), tr("FLOP/B"), tr("Bound")});
    for (const core::Operation &op : model.roofOperations()) {
        const double ai = op.flopsPerByte();
        table.addRow({Labels::operation(op, model.inputs.n), Labels::scientific(op.flops, 4),
                      Labels::operationBytes(op), Labels::significant(ai),
                      Labels::bound(model.roofline.boundFor(ai))});
    }
    out += table.render() + QLatin1Char('\n');
    out += paragraph(
        Verdicts::join(Verdicts::balance(model.roofline), Verdicts::roofPrecision(model)));
    // The balance point of this CPU says where its bandwidth came from.
    const bool cpuSlope = model.rooflineDeviceIndex == 0 ||
                          (model.rooflineDeviceIndex < 0 && !model.inputs.rooflineBandwidthGBs);
    if (cpuSlope)
        out += paragraph(Verdicts::cpuBandwidth(model.inputs));
    out += paragraph(ServingVerdicts::onRoof(model));
    out += paragraph(Verdicts::bottleneck(model.roofline, model.roofOperations(), model.inputs.n));
    return out;
}

QString ReportText::transfer(const core::ReportModel &model)
{
    QString out = heading(4, tr("Copying each batch from host memory to the device"));
    out += paragraph(tr("Link %1 GB/s; one sample is %2 and takes %3 FLOPs to compute.")
                         .arg(Labels::significant(model.inputs.linkGBs),
                              Labels::bytes(model.inputs.sampleBytes),
                              Labels::scientific(model.inputs.flopsPerSample, 2)));
    out += QLatin1Char('\n');
    TextTable table({tr("Batch"), tr("Data"), tr("Copy"), tr("CPU compute"), tr("Copy share"),
                     tr("Accelerator compute"), tr("Copy share on accelerator")});
    for (const core::BatchTransfer &t : model.transfers) {
        table.addRow({QString::number(t.batch), Labels::megabytes(t.bytes, 1),
                      Labels::milliseconds(t.copySeconds, 2),
                      Labels::milliseconds(t.cpuComputeSeconds, 2), Labels::share(t.copyShare),
                      Labels::milliseconds(t.accelComputeSeconds, 2),
                      Labels::share(t.accelCopyShare)});
    }
    out += table.render() + QLatin1Char('\n');
    out += paragraph(
        Verdicts::transfer(model.transfers, model.inputs.linkGBs, model.inputs.accelTflops));
    if (!model.transfers.empty())
        out += paragraph(Verdicts::overlap(model.transfers.back()));
    return out;
}

QString ReportText::catalog(const std::vector<core::DeviceSpec> &devices)
{
    TextTable table({tr("Id"), tr("Device"), tr("FP32"), tr("TF32"), tr("BF16"), tr("FP8"),
                     tr("FP4"), tr("Memory"), tr("Bandwidth"), tr("Power"), tr("Host link"),
                     tr("Card link")});
    for (const core::DeviceSpec &d : devices) {
        table.addRow(
            {QString::fromStdString(d.id) + (d.user ? QStringLiteral(" *") : QString()),
             Labels::device(d), Labels::tflops(d.peakTflops(core::Precision::Fp32)),
             Labels::tflops(d.tf32Tflops), Labels::tflops(d.bf16Tflops),
             Labels::tflops(d.fp8Tflops), Labels::tflops(d.fp4Tflops),
             tr("%1 GB").arg(Labels::significant(d.memoryGB)),
             tr("%1 GB/s").arg(Labels::significant(d.memBandwidthGBs)),
             d.watts > 0 ? tr("%1 W").arg(Labels::significant(d.watts)) : QStringLiteral("—"),
             Labels::hostLink(d), Labels::cardLink(d)});
    }
    QString out = tr("Dense peaks in TFLOPS; — where a device has no such format. Card links "
                     "count both directions, as vendors print them. * marks your own devices.") +
                  QStringLiteral("\n\n") + table.render(QStringLiteral("  "));
    return out;
}

QString ReportText::models(const std::vector<core::ModelListing> &models)
{
    TextTable table({tr("Id"), tr("Model"), tr("Layers"), tr("Hidden"), tr("Heads (KV)"),
                     tr("Window"), tr("Parameters"), tr("Per token"), tr("KV cache per token"),
                     tr("Context")});
    for (const core::ModelListing &row : models) {
        const core::ModelSpec &m = row.spec;
        const QString heads = m.latent() ? tr("%1 (latent %2)").arg(m.heads).arg(m.latentRank)
                                         : tr("%1 (%2)").arg(m.heads).arg(m.kvHeads);
        const QString window = m.windowedLayers() > 0
                                   ? tr("%1 on %2 layers").arg(m.window).arg(m.windowedLayers())
                                   : QStringLiteral("—");
        table.addRow({QString::fromStdString(m.id) + (m.user ? QStringLiteral(" *") : QString()),
                      Labels::userText(m.name), QString::number(m.layers),
                      QString::number(m.hidden), heads, window,
                      Labels::scientific(row.parameters, 2),
                      Labels::scientific(row.activeParameters, 2),
                      Labels::bytes(row.kvBytesPerTokenFp16), QString::number(m.maxContext)});
    }
    return tr("Parameters counted from each shape (weights only, no biases or norms; "
              "next-token-prediction layers apart); per token: what one token passes through, "
              "fewer than all for a mixture of experts. The KV cache holds a key and a value per "
              "layer and key/value head, or with latent attention one latent and rotary key per "
              "layer, here in fp16; a layer with a window keeps at most that many tokens. * marks "
              "your own models.") +
           QStringLiteral("\n\n") + table.render(QStringLiteral("  "));
}

QString ReportText::imported(const core::ModelListing &model,
                             const std::vector<std::string> &ignored)
{
    QString out =
        tr("Added to your models as %1 (%2).")
            .arg(QString::fromStdString(model.spec.id), Labels::userText(model.spec.name)) +
        QStringLiteral("\n\n") + models({model}) + QStringLiteral("\n");
    if (ignored.empty())
        return out + tr("Every field of the config was used.") + QStringLiteral("\n");
    QStringList names;
    for (const std::string &n : ignored)
        names << QString::fromStdString(n);
    return out +
           tr("%n field(s) of the config are not part of the shape: %1.", nullptr,
              static_cast<int>(ignored.size()))
               .arg(names.join(QStringLiteral(", "))) +
           QStringLiteral("\n");
}

QString ReportText::questions(const core::ReportModel &model)
{
    QString out = heading(5, tr("Three questions before buying hardware"));
    out += paragraph(tr("1. Where is the bottleneck, compute or moving data?"));
    const QString note = Verdicts::precisionNote(model);
    if (!note.isEmpty())
        out += paragraph(QStringLiteral("   ") + note);
    out += paragraph(QStringLiteral("   ") + Verdicts::deviceBottleneck(model));
    out += paragraph(tr("2. How are the cards linked?"));
    out += paragraph(QStringLiteral("   ") + Verdicts::link(model));
    TextTable links({tr("Link"), tr("Bus bandwidth"), tr("All-reduce"), tr("Step"), tr("Speed-up"),
                     tr("Overlapped")});
    for (const core::ReportModel::LinkRow &row : model.links) {
        links.addRow({Labels::linkKind(row.link.kind),
                      tr("%1 GB/s").arg(Labels::significant(row.link.busGBs)),
                      Labels::duration(row.result.allreduceSeconds),
                      Labels::duration(row.result.stepSeconds),
                      tr("%1×").arg(Labels::fixed(row.result.speedup, 2)),
                      tr("%1×").arg(Labels::fixed(row.result.overlappedSpeedup, 2))});
    }
    out += links.render(QStringLiteral("       "));
    out += paragraph(tr("3. Does the model fit in memory?"));
    out += paragraph(QStringLiteral("   ") + Verdicts::fit(model));
    out += QLatin1Char('\n');
    out += paragraph(tr("The questions come in this order for a reason: a model that does not fit "
                        "must be split, and a split model makes the cards talk more."));
    return out;
}

} // namespace blab::ui
