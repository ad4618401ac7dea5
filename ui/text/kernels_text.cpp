// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/kernels_text.h"

#include "io/printable.h"
#include "text/labels.h"
#include "text/text_table.h"
#include "text/verdicts.h"

#include <QRegularExpression>
#include <algorithm>

namespace blab::ui {

// One cell of a placed kernel's row; one that no roof holds says why in its roof cell.
QString KernelsText::cell(const core::ReportModel &model, const core::ReportModel::PlacedKernel &k,
                          int column)
{
    const core::KernelPlacement &p = k.placement;
    const bool placed = !p.roof.empty();
    switch (column) {
    case 0:
        return Labels::userText(k.kernel.name);
    case 1:
        return (k.deviceIndex >= 0 ? Labels::deviceShort(model.devices[k.deviceIndex])
                                   : Labels::userText(k.kernel.device)) +
               QStringLiteral(" · ") + Labels::kernelPrecision(k.kernel.precision);
    case 2:
        return Labels::significant(k.op.flopsPerByte());
    case 3:
        return tr("%1 GFLOPS").arg(Labels::significant(k.kernel.gflops()));
    case 4:
        return placed ? roof(p.roof) : unplaced(k.unplacedReason);
    case 5:
        return placed ? tr("%1 GFLOPS").arg(Labels::significant(p.boundGflops))
                      : QStringLiteral("—");
    case 6:
        if (!placed)
            return QStringLiteral("—");
        // A mark the eye finds in a column of shares, and the words say why below the table.
        return k.aboveDatasheet() ? QStringLiteral("⚠ ") + Labels::percent(p.shareOfBound, 0)
                                  : Labels::percent(p.shareOfBound, 0);
    default:
        // A kernel above its roof gains nothing there: its timing or its counts are off.
        return placed && p.shareOfBound < 1.0
                   ? QStringLiteral("%1×").arg(Labels::significant(p.speedupAtBound))
                   : QStringLiteral("—");
    }
}

QStringList KernelsText::cells(const core::ReportModel &model,
                               const core::ReportModel::PlacedKernel &k)
{
    QStringList row;
    for (int column = 0; column < kColumns; ++column)
        row << cell(model, k, column);
    return row;
}

namespace {

// How a run of the user's command ended, in the reader's language.
QString runEnd(const core::ChildResult &r)
{
    switch (r.outcome) {
    case core::ChildResult::Outcome::Exited:
        return KernelsText::tr("exited with status %1").arg(r.exitCode);
    case core::ChildResult::Outcome::Signalled:
        return KernelsText::tr("was killed by signal %1").arg(r.signal);
    case core::ChildResult::Outcome::TimedOut:
        return KernelsText::tr("took longer than %1 s").arg(core::CommandTiming::kTimeoutSeconds);
    case core::ChildResult::Outcome::Cancelled:
        return KernelsText::tr("was stopped");
    case core::ChildResult::Outcome::FailedToStart:
        break;
    }
    return KernelsText::tr("could not be started (%1)").arg(QString::fromStdString(r.err));
}

// The last few lines a failed run wrote to standard error, each cut to a line's width, so that
// the reason it gave is seen without its whole log.
QString errorTail(const core::ChildResult &r)
{
    constexpr int kLines = 4;
    constexpr std::size_t kWidth = 160;
    QStringList lines;
    for (const QString &line :
         QString::fromStdString(r.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (!line.trimmed().isEmpty())
            lines << QStringLiteral("  ") +
                         QString::fromStdString(core::printable(line.toStdString(), kWidth));
    }
    return lines.mid(std::max<qsizetype>(0, lines.size() - kLines)).join(QLatin1Char('\n'));
}

} // namespace

QString KernelsText::timedRuns(const std::vector<double> &seconds)
{
    QStringList times;
    double fastest = seconds.empty() ? 0.0 : seconds.front();
    for (const double s : seconds) {
        times << Labels::milliseconds(s, 2);
        fastest = std::min(fastest, s);
    }
    return tr("%n run(s) of the command: %1; the fastest, %2, counts (a run is timed from start "
              "to exit, start-up included).",
              nullptr, static_cast<int>(seconds.size()))
        .arg(times.join(QStringLiteral(", ")), Labels::milliseconds(fastest, 2));
}

QString KernelsText::timingFailure(const core::CommandTiming::Result &result,
                                   const std::string &program)
{
    if (result.notFound)
        return tr("'%1' is not a program in PATH")
            .arg(QString::fromStdString(core::printable(program)));
    if (!result.failed)
        return {};
    const QString ended =
        tr("run %1 of the command %2").arg(result.seconds.size() + 1).arg(runEnd(result.failure));
    const QString tail = errorTail(result.failure);
    if (tail.isEmpty() || result.failure.outcome == core::ChildResult::Outcome::FailedToStart)
        return ended;
    return tr("%1; the last lines it wrote to standard error:\n%2").arg(ended, tail);
}

QString KernelsText::skipReason(const core::ImportedKernels::Skipped &skipped)
{
    const QString format = Labels::kernelPrecision(skipped.format);
    switch (skipped.reason) {
    case core::SkipReason::NoFlops:
        return tr("no floating-point work counted");
    case core::SkipReason::NoBytes:
        return tr("no memory traffic counted");
    case core::SkipReason::NoTime:
        return tr("no time measured");
    case core::SkipReason::TensorNotCounted:
        return tr("tensor-core work, and the file has no sm__ops_path_tensor_src_* counters to "
                  "count its FLOPs");
    case core::SkipReason::IntegerTensor:
        return tr("integer tensor work (%1): operations, not FLOPs").arg(format);
    case core::SkipReason::OtherTensorFormat:
        return tr("tensor FLOPs in %1, a format the catalog has no peak for").arg(format);
    case core::SkipReason::NoPeak:
        return tr("%1: the catalog gives this device no %1 peak").arg(format);
    case core::SkipReason::MixedPrecision:
        return tr("more than a tenth of its FLOPs in a second precision, which one roof cannot "
                  "judge");
    case core::SkipReason::OtherDevice:
        return tr("it ran on another GPU than the file's first");
    case core::SkipReason::OutOfRange:
        return tr("a count or a time outside what a kernel can be (counts from 1 to 10²¹, a "
                  "time from 1 ns to 10⁶ s)");
    }
    return {};
}

namespace {

// What the CSV reader or a profiler's reader found wrong with a file's layout (core words it
// in English, one fixed phrase each).
QString layoutDetail(const std::string &detail)
{
    static const QRegularExpression width(QStringLiteral("^(\\d+) fields, the header has (\\d+)$"));
    const QString text = QString::fromStdString(detail);
    if (const QRegularExpressionMatch m = width.match(text); m.hasMatch())
        return KernelsText::tr("a row has %1 fields, the header %2")
            .arg(m.captured(1), m.captured(2));
    const std::pair<const char *, QString> phrases[] = {
        {"a quoted field is not closed", KernelsText::tr("a quoted field is not closed")},
        {"text follows a closing quote", KernelsText::tr("text follows a closing quote")},
        {"a quote inside an unquoted field", KernelsText::tr("a quote inside an unquoted field")},
        {"a NUL byte", KernelsText::tr("a NUL byte")},
        {"a record has more than 4096 fields", KernelsText::tr("a row has more than 4096 fields")},
        {"more than 200000 records", KernelsText::tr("more than 200000 rows")},
        {"a TABLE line likwid does not write",
         KernelsText::tr("a TABLE line likwid does not write")},
        {"a line outside likwid's tables", KernelsText::tr("a line outside likwid's tables")},
        {"metrics with different thread counts",
         KernelsText::tr("metrics with different numbers of threads")}};
    for (const auto &[english, translated] : phrases) {
        if (detail == english)
            return translated;
    }
    return Labels::userText(detail);
}

QString importReason(const core::ImportedKernels &k)
{
    const QString detail = Labels::userText(k.detail);
    const QString column = Labels::userText(k.column);
    switch (k.problem) {
    case core::ImportProblem::None:
        break;
    case core::ImportProblem::NotAProfilerFile:
        return KernelsText::tr("this is neither Nsight Compute's raw page as CSV (a row starting "
                               "\"ID\",) nor likwid-perfctr's CSV (a line STRUCT,Info,3)");
    case core::ImportProblem::BadCsv:
        return KernelsText::tr("not CSV as the profiler writes it: %1").arg(layoutDetail(k.detail));
    case core::ImportProblem::NoUnitsRow:
        return KernelsText::tr("the row after the header is not ncu's row of units");
    case core::ImportProblem::MissingColumn:
        return KernelsText::tr("the file lacks the columns %1; record the kernels again "
                               "with:\n%2")
            .arg(detail, QString::fromStdString(core::KernelImport::ncuRecordCommand()));
    case core::ImportProblem::UnknownUnit:
        return KernelsText::tr("the unit '%1' of %2 is not one ncu writes in the C locale")
            .arg(detail, column);
    case core::ImportProblem::BadNumber:
        return KernelsText::tr("'%1' in %2 is not a number as the C locale writes it")
            .arg(detail, column);
    case core::ImportProblem::MoreThanOneGroup:
        return KernelsText::tr("the file has more than one event group (%1); measure one group "
                               "per run")
            .arg(detail);
    case core::ImportProblem::MissingMetric:
        return KernelsText::tr("the group gives no %1; use MEM_DP or MEM_SP, which count both "
                               "FLOPs and memory traffic")
            .arg(detail);
    case core::ImportProblem::TooManyKernels:
        return KernelsText::tr("it has more than %1 kernels").arg(core::UserKernel::kMaxKernels);
    case core::ImportProblem::NoKernels:
        return KernelsText::tr("none of its kernels can be placed");
    }
    return {};
}

} // namespace

QString KernelsText::importProblem(const core::ImportedKernels &imported)
{
    if (imported.ok())
        return {};
    QString reason = importReason(imported);
    if (imported.problem == core::ImportProblem::NoKernels && !imported.skipped.empty())
        reason += QStringLiteral(" (") + skipReason(imported.skipped.front()) + QLatin1Char(')');
    return imported.line > 0 ? tr("line %1: %2").arg(imported.line).arg(reason) : reason;
}

QString KernelsText::imported(const core::ImportedKernels &imported, const QString &file,
                              std::size_t repeated)
{
    const int added = static_cast<int>(imported.kernels.size());
    QString text;
    if (added == 0 && repeated > 0)
        text = tr("Every kernel of %1 is in the list already; none was added.").arg(file);
    else if (repeated > 0)
        text = Verdicts::join(tr("%n kernel(s) read from %1 and added.", nullptr, added).arg(file),
                              tr("%n kernel(s) already in the list were not added again.", nullptr,
                                 static_cast<int>(repeated)));
    else
        text = tr("%n kernel(s) read from %1.", nullptr, added).arg(file);
    if (imported.skipped.empty())
        return text;
    QStringList left;
    for (const core::ImportedKernels::Skipped &s : imported.skipped)
        left << tr("%1 (%2)").arg(Labels::userText(s.name), skipReason(s));
    return Verdicts::join(text, tr("Left out: %1.").arg(left.join(tr("; "))));
}

QString KernelsText::badName()
{
    return tr("A name has 1 to %1 bytes (a Chinese character takes 3) and no comma (,) or "
              "equals sign (=).")
        .arg(core::UserKernel::kMaxName);
}

QString KernelsText::askDevice(const core::ImportedKernels &imported)
{
    const QString which = tr("Which device did these kernels run on?");
    if (imported.deviceName.empty())
        return tr("The file does not name its device.") + QLatin1Char('\n') + which;
    return tr("The file's kernels ran on '%1', a name the catalog does not know.")
               .arg(Labels::userText(imported.deviceName)) +
           QLatin1Char('\n') + which;
}

QString KernelsText::unknownDevice(const core::ImportedKernels &imported)
{
    if (imported.deviceName.empty())
        return tr("the file does not name its device");
    return tr("the file's device, '%1', is not one whose name the catalog knows")
        .arg(Labels::userText(imported.deviceName));
}

QStringList KernelsText::headers()
{
    return {tr("Kernel"),     tr("Device"),      tr("FLOP/B"), tr("Reached"),
            tr("Roof above"), tr("Roof allows"), tr("Share"),  tr("At the roof")};
}

QString KernelsText::unplaced(const std::string &reason)
{
    if (reason == "no_fp64_peak_in_the_profile")
        return tr("the profile has no FP64 peak");
    if (reason == "device_not_in_the_catalog")
        return tr("the device is no longer in the catalog");
    if (reason == "no_peak_at_this_precision")
        return tr("the device has no peak at this precision");
    return tr("no FP64 roof: measure this machine first (tab 1 or --profile)");
}

QString KernelsText::aboveDatasheet(const core::UserKernel &k, double share,
                                    const core::DeviceSpec &device)
{
    return tr("%1 reached %2 of what %3's datasheet allows at %4, which no card does: check the "
              "precision it ran at (a BF16 product held against the FP32 peak), its time and "
              "its counts.")
        .arg(Labels::userText(k.name), Labels::percent(share, 0), Labels::deviceShort(device),
             Labels::kernelPrecision(k.precision));
}

QString KernelsText::roof(const std::string &name)
{
    if (name == "compute")
        return tr("compute");
    if (name == "memory")
        return tr("memory");
    return Labels::memoryLevel(name);
}

QString KernelsText::render(const core::ReportModel &model, int section)
{
    if (model.kernels.empty())
        return {};
    QString out = QStringLiteral("\n[%1] ").arg(section) + tr("Your kernels on their rooflines") +
                  QStringLiteral("\n\n");
    TextTable table(headers());
    bool here = false, hierarchy = false;
    for (const core::ReportModel::PlacedKernel &k : model.kernels) {
        table.addRow(cells(model, k));
        here = here || k.deviceIndex == 0;
        hierarchy = hierarchy || k.onHierarchy;
    }
    out += table.render();
    for (const core::ReportModel::PlacedKernel &k : model.kernels) {
        if (k.aboveDatasheet())
            out += QStringLiteral("\n  ⚠ ") +
                   aboveDatasheet(k.kernel, k.placement.shareOfBound, model.devices[k.deviceIndex]);
    }
    out += QStringLiteral("\n  ") +
           tr("Each kernel is held against the lowest roof at its intensity that is still above "
              "what it reached; \"At the roof\" is how many times faster it would run there.") +
           QLatin1Char('\n');
    // A card a profile measured holds its kernels to what was measured there.
    const auto measured = std::find_if(model.kernels.begin(), model.kernels.end(),
                                       [](const auto &k) { return k.onMeasuredGpu; });
    if (measured != model.kernels.end() && model.measuredGpu)
        out += QStringLiteral("  ") +
               tr("Kernels of the %1 are held against the roofs measured on it (memory %2 GB/s, "
                  "each precision's fastest product), the datasheet's beside them.")
                   .arg(Labels::device(model.devices[measured->deviceIndex]),
                        Labels::significant(model.measuredGpu->memoryRoofGBs)) +
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
