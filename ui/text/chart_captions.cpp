// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/chart_captions.h"

#include "text/labels.h"
#include "text/training_text.h"
#include "text/validation_text.h"

namespace blab::ui {

namespace {

QString number(double value)
{
    return Labels::significant(value);
}

} // namespace

QString ChartCaptions::of(const QString &fileStem, const core::ReportModel &snapshot)
{
    const std::optional<core::MachineProfile> &profile = snapshot.profile;
    if (fileStem == QLatin1String("sgemm-runs"))
        return snapshot.measurement ? runs(snapshot) : QString();
    if (fileStem == QLatin1String("sgemm-sweep"))
        return profile ? sweep(*profile) : QString();
    if (fileStem == QLatin1String("memory-bandwidth"))
        return profile ? bandwidth(*profile) : QString();
    if (fileStem == QLatin1String("devices"))
        return devices(snapshot);
    if (fileStem == QLatin1String("roofline"))
        return roofline(snapshot);
    if (fileStem == QLatin1String("batch-copy"))
        return batchCopy(snapshot);
    if (fileStem == QLatin1String("scaling"))
        return scaling(snapshot);
    if (fileStem == QLatin1String("memory"))
        return memory(snapshot);
    if (fileStem == QLatin1String("training-step"))
        return trainingStep(snapshot);
    if (fileStem.startsWith(QLatin1String("serving-validation")))
        return snapshot.validation ? ValidationText::summary(*snapshot.validation) : QString();
    if (fileStem.startsWith(QLatin1String("serving-")))
        return serving(snapshot);
    return {};
}

QString ChartCaptions::runs(const core::ReportModel &snapshot)
{
    const core::SgemmResult &m = *snapshot.measurement;
    return tr("sgemm n %1 · %2 runs · %n thread(s) · OpenBLAS core %3", nullptr, m.threadsUsed)
        .arg(m.n)
        .arg(m.repeats)
        .arg(QString::fromStdString(m.coreName));
}

QString ChartCaptions::sweep(const core::MachineProfile &profile)
{
    return tr("%1 · %n thread(s) · FP32 peak %2 GFLOPS · measured %3", nullptr, profile.threads)
        .arg(QString::fromStdString(profile.cpuModel), number(profile.peakGflops),
             QString::fromStdString(profile.measuredAt));
}

QString ChartCaptions::bandwidth(const core::MachineProfile &profile)
{
    return tr("%1 · %n thread(s) · STREAM triad %2 GB/s · measured %3", nullptr, profile.threads)
        .arg(QString::fromStdString(profile.cpuModel), number(profile.stream.triadGBs),
             QString::fromStdString(profile.measuredAt));
}

QString ChartCaptions::devices(const core::ReportModel &snapshot)
{
    const core::WhatIfInputs &in = snapshot.inputs;
    return tr("against this CPU: %1 GFLOPS, memory %2 GB/s · precision %3")
        .arg(number(snapshot.cpuGflops), number(in.memBandwidthGBs),
             Labels::precision(in.precision));
}

QString ChartCaptions::roofline(const core::ReportModel &snapshot)
{
    const core::WhatIfInputs &in = snapshot.inputs;
    const int index = snapshot.rooflineDeviceIndex;
    QString device = index >= 0 && index < int(snapshot.devices.size())
                         ? Labels::device(snapshot.devices[std::size_t(index)])
                         : tr("the sliders' own figures");
    // A device without a figure in the chosen format shows the peak it falls back to, named.
    if (snapshot.rooflinePrecision != in.precision)
        device = tr("%1 at its %2 peak (it lists no %3 figure)")
                     .arg(device, Labels::precision(snapshot.rooflinePrecision),
                          Labels::precision(in.precision));
    if (snapshot.rooflineOnMeasuredGpu && snapshot.measuredGpu)
        device = Labels::device(snapshot.measuredGpu->device);
    return tr("%1 · bandwidth %2 GB/s · peak %3 GFLOPS · n %4 · k %5")
        .arg(device, number(snapshot.roofline.bandwidthGBs), number(snapshot.roofline.peakGflops))
        .arg(in.n)
        .arg(in.k);
}

QString ChartCaptions::batchCopy(const core::ReportModel &snapshot)
{
    const core::WhatIfInputs &in = snapshot.inputs;
    return tr("link %1 GB/s · accelerator %2 TFLOPS · CPU %3 GFLOPS · sample %4 · %5 FLOP per "
              "sample")
        .arg(number(in.linkGBs), number(in.accelTflops), number(snapshot.cpuGflops),
             Labels::bytes(in.sampleBytes), number(in.flopsPerSample));
}

QString ChartCaptions::scaling(const core::ReportModel &snapshot)
{
    const core::WhatIfInputs &in = snapshot.inputs;
    return tr("%1 · %2 · %3 parameters · %4 tokens per step · utilization %5 · step %6")
        .arg(Labels::device(snapshot.fitDevice), Labels::precision(in.precision), number(in.params),
             number(snapshot.stepTokens), number(in.utilization),
             Labels::milliseconds(snapshot.stepComputeSeconds, 2));
}

QString ChartCaptions::memory(const core::ReportModel &snapshot)
{
    const core::WhatIfInputs &in = snapshot.inputs;
    return tr("%1 · %2 parameters · weights %3 · optimizer %4 · activations %5 · %n card(s)",
              nullptr, in.cards)
        .arg(Labels::device(snapshot.fitDevice), number(in.params),
             Labels::weightDtype(in.weightDtype), Labels::optimizer(in.optimizer),
             Labels::activationMode(in.activations));
}

QString ChartCaptions::trainingStep(const core::ReportModel &snapshot)
{
    if (!snapshot.trainingModel || !snapshot.trainingRun)
        return {};
    const core::TrainingLayout &l = snapshot.trainingLayout;
    const QString caption =
        tr("%1 · %2 · %3 · data %4 × tensor %5 × pipeline %6 · ZeRO %7 · recomputation %8 · %9 "
           "sequences of %10 tokens a step")
            .arg(Labels::userText(snapshot.trainingModel->name), Labels::device(snapshot.fitDevice),
                 Labels::precision(snapshot.inputs.precision), QString::number(l.dataParallel()),
                 QString::number(l.tensorParallel), QString::number(l.pipelineParallel),
                 QString::number(l.zeroStage), TrainingText::recompute(l.recompute),
                 QString::number(l.globalSequences()))
            .arg(l.seqLen);
    const QString options = TrainingText::layoutOptions(l);
    return options.isEmpty() ? caption : caption + QStringLiteral(" · ") + options;
}

QString ChartCaptions::serving(const core::ReportModel &snapshot)
{
    const core::WhatIfInputs &in = snapshot.inputs;
    if (!snapshot.inferenceInputs)
        return {};
    const core::InferenceInputs &served = *snapshot.inferenceInputs;
    const QString batch = served.batching == core::Batching::Continuous
                              ? tr("%1 requests in flight").arg(served.concurrency)
                              : tr("batch %1").arg(served.batch);
    return tr("%1 · %2 · weights %3 · KV cache %4 · prompt %5 · answer %6 · context %7 · %8 · "
              "%n card(s) · bandwidth share %9",
              nullptr, in.tensorParallel)
        .arg(Labels::userText(served.model.name), Labels::device(snapshot.fitDevice),
             Labels::weightDtype(in.weightDtype), Labels::kvDtype(in.kvDtype),
             QString::number(in.promptTokens), QString::number(in.outputTokens),
             QString::number(in.context), batch, number(served.efficiency.bandwidth));
}

} // namespace blab::ui
