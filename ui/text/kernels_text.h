// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "kernels/kernel_import.h"
#include "measure/common/command_timing.h"
#include "report/report_model.h"

#include <QCoreApplication>
#include <QString>
#include <cstddef>

namespace blab::ui {

// The report's part on the user's own kernels (report --kernel): each on its device's roofline,
// with the roof above it and the share of that roof it reached.
class KernelsText
{
    Q_DECLARE_TR_FUNCTIONS(KernelsText)

public:
    // Empty when the report has no kernels of the user's.
    // section is the report's number for this part, which follows the parts before it.
    static QString render(const core::ReportModel &model, int section);
    // The roof's name as the report and the window write it: compute, memory, L1 … DRAM.
    static QString roof(const std::string &name);
    // The columns of the report's table and of tab 3's list (kColumns of them: name, device,
    // FLOP/B, reached, roof, what it allows, share, gain), one kernel's cells, and one cell.
    static constexpr int kColumns = 8;
    static QStringList headers();
    static QStringList cells(const core::ReportModel &model,
                             const core::ReportModel::PlacedKernel &k);
    static QString cell(const core::ReportModel &model, const core::ReportModel::PlacedKernel &k,
                        int column);
    // A timed command's runs and the one that counts, in one sentence.
    static QString timedRuns(const std::vector<double> &seconds);
    // Why timing a command failed, in one line; empty when it did not.
    static QString timingFailure(const core::CommandTiming::Result &result,
                                 const std::string &program);
    // Why a profiler's file was refused: "line 12: …"; empty when it was read.
    static QString importProblem(const core::ImportedKernels &imported);
    // Why one kernel of a file was left out.
    static QString skipReason(const core::ImportedKernels::Skipped &skipped);
    // The kernels a file gave and those it left out, in one or two sentences.
    // What an import added from file: repeated kernels were in the list already and are not
    // added again.
    static QString imported(const core::ImportedKernels &imported, const QString &file,
                            std::size_t repeated = 0);
    // A kernel's name that a spec would refuse: what a name may be.
    static QString badName();
    // The window's question when a file's device is not known.
    static QString askDevice(const core::ImportedKernels &imported);
    // The file names a device the table does not know: what to do.
    static QString unknownDevice(const core::ImportedKernels &imported);
    // Why no roof holds a kernel, from ReportModel::PlacedKernel::unplacedReason.
    static QString unplaced(const std::string &reason);
    // Why a kernel above a catalog device's datasheet roof cannot be right, and what to check.
    static QString aboveDatasheet(const core::UserKernel &k, double share,
                                  const core::DeviceSpec &device);
};

} // namespace blab::ui
