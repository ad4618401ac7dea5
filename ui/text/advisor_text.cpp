// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/advisor_text.h"

#include "measure/cpu/kernel_family.h"
#include "text/labels.h"
#include "text/text_table.h"
#include "text/verdicts.h"

namespace blab::ui {

QString AdvisorText::render(const core::AdvisorResult &r)
{
    QString out =
        tr("OpenBLAS kernel families on this CPU: %1").arg(QString::fromStdString(r.cpuModel)) +
        QLatin1Char('\n');
    out += tr("sgemm %1 × %1 float32, %2 thread(s), the fastest of %n run(s), each family in a "
              "process of its own; OpenBLAS %3",
              nullptr, r.repeats)
               .arg(r.n)
               .arg(r.threads)
               .arg(QString::fromStdString(r.openblasVersion)) +
           QStringLiteral("\n\n");
    TextTable table({tr("Family"), tr("GFLOPS"), tr("Median"), tr("% of peak"), tr("× installed"),
                     tr("Result")});
    for (const core::AdvisorCandidate &c : r.candidates) {
        QString name = QString::fromStdString(c.core);
        const bool recommended = core::KernelFamilies::sameName(r.recommendedCore, c.core);
        if (c.installed && recommended)
            name += tr(" (installed, recommended)");
        else if (c.installed)
            name += tr(" (installed)");
        else if (recommended)
            name += tr(" (recommended)");
        const bool measured = c.measurement.has_value();
        const double speedup = r.speedupVsInstalled(c);
        table.addRow({name, measured ? Labels::fixed(c.gflops(), 1) : QStringLiteral("—"),
                      measured ? Labels::fixed(c.medianGflops(), 1) : QStringLiteral("—"),
                      measured && r.peakGflops > 0 ? Labels::fixed(r.percentOfPeak(c), 1)
                                                   : QStringLiteral("—"),
                      measured && speedup > 0 ? Labels::fixed(speedup, 2) : QStringLiteral("—"),
                      status(c)});
    }
    out += table.render(QStringLiteral("  "));
    if (r.peakGflops > 0)
        out += QLatin1Char('\n') +
               tr("This CPU's multiply-add peak on the same threads: %1 GFLOPS.")
                   .arg(Labels::fixed(r.peakGflops, 1)) +
               QLatin1Char('\n');
    if (r.cancelled)
        return out + tr("Cancelled before every family was measured; nothing is recommended.") +
               QLatin1Char('\n');
    out += QLatin1Char('\n') + recommendation(r) + QLatin1Char('\n');
    if (r.recommendsAChange())
        out += QStringLiteral("\n    ") + QString::fromStdString(r.otherProgramsLine()) +
               QLatin1Char('\n');
    return out;
}

QString AdvisorText::peakMeasuredLow()
{
    return tr("Above 100 % of the peak: sgemm cannot beat the multiply-add peak, so the peak was "
              "measured while the machine was busy and came out low. Measure again when the "
              "machine is quiet.");
}

QString AdvisorText::recommendation(const core::AdvisorResult &r)
{
    const QString text = advice(r);
    return r.peakMeasuredLow() ? Verdicts::join(text, peakMeasuredLow()) : text;
}

QString AdvisorText::advice(const core::AdvisorResult &r)
{
    const core::AdvisorCandidate *best = r.recommended();
    if (!best)
        return tr("No family could be measured and verified, so nothing is recommended; the "
                  "program keeps OpenBLAS's own choice.");
    const QString name = QString::fromStdString(best->core);
    if (!r.recommendsAChange()) {
        return tr("Use %1, the family OpenBLAS already picks by itself: no other family is "
                  "faster here by more than the margin a change must clear (3 %, or the runs' "
                  "spread where larger), so there is nothing to set.")
            .arg(name);
    }
    // The margin it cleared: 3 %, or the larger spread of the two families' runs.
    return tr("Use %1: it runs sgemm %2× as fast as %3, the family OpenBLAS picks by itself, "
              "ahead by more than the margin a change must clear (%4: 3 %, or the runs' spread "
              "where larger). This program uses it from its next start "
              "(--openblas-core auto); other programs that use this OpenBLAS, numpy and PyTorch "
              "among them, get it when started like this:")
        .arg(name, Labels::fixed(r.speedupVsInstalled(*best), 2),
             QString::fromStdString(r.installedCore),
             Labels::percent(r.switchMargin(*best) - 1.0, 0));
}

QString AdvisorText::running(const core::OpenblasRuntime &runtime)
{
    const QString core = QString::fromStdString(runtime.core);
    const QString installed =
        runtime.installedCore ? QString::fromStdString(*runtime.installedCore) : tr("unknown");
    switch (runtime.origin) {
    case core::CoreOrigin::Installed:
        return tr("%1 (OpenBLAS's own choice)").arg(core);
    case core::CoreOrigin::Advice:
        return tr("%1 (the fastest family measured here; OpenBLAS by itself picks %2)")
            .arg(core, installed);
    case core::CoreOrigin::Requested:
        return tr("%1 (as chosen for this program; OpenBLAS by itself picks %2)")
            .arg(core, installed);
    case core::CoreOrigin::Environment:
        return tr("%1 (set by OPENBLAS_CORETYPE before the program started)").arg(core);
    }
    return core;
}

QString AdvisorText::status(const core::AdvisorCandidate &c)
{
    if (!c.error.empty())
        return QString::fromStdString(c.error);
    return c.verified() ? tr("verified") : tr("not verified");
}

} // namespace blab::ui
