// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "measure/profile/machine_profile.h"
#include "roofline/hierarchy_roofline.h"

#include <QCoreApplication>
#include <QString>
#include <cstdint>

namespace blab::ui {

// What the bench and measure subcommands print, and why sgemm options cannot run, in the
// language of the installed translator. Each line fits in 80 terminal columns.
class MeasureText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::MeasureText)

public:
    // bench's text: the runs, the core that ran them, the verification.
    static QString bench(const core::SgemmResult &r, const core::OpenblasRuntime &runtime);
    // measure's text: the roofs, the memory levels, the kernels against their levels, warnings.
    // h is the roofline p gives, each kernel against the level that feeds it.
    static QString profile(const core::MachineProfile &p, const core::HierarchyRoofline &h,
                           const core::OpenblasRuntime &runtime);
    // Why the options cannot run here, naming the option; empty when they can.
    static QString sgemmProblem(const core::SgemmOptions &options, std::uint64_t availableBytes);
    // The same under tab 1's size box, which names the size rather than the option.
    static QString sgemmSizeTooLarge(const core::SgemmOptions &options,
                                     std::uint64_t availableBytes);
    // Why the user's OPENBLAS_CORETYPE did not choose the family that ran; empty when it did or
    // was not set.
    static QString ignoredCoreType(const core::OpenblasRuntime &runtime);
    // One line before a measurement whose kernels OpenBLAS chose by itself and which use
    // narrower vectors than the CPU has: the figures will be low, and 'advise' finds better.
    static QString narrowFamily(const std::string &family, const std::string &cpuWidest);
    // The one line a failed verification ends with.
    static QString verificationFailed();
    // The progress line on a terminal: "sgemm 512×512: 3/20".
    static QString sgemmProgress(int n, int done, int total);

private:
    static QString figures(const core::MachineProfile &p, const core::OpenblasRuntime &runtime);
    static QString sweep(const core::MachineProfile &p);
    static QString levels(const core::MachineProfile &p);
    static QString kernels(const core::HierarchyRoofline &h);
    static QString notes(const core::MachineProfile &p);
};

} // namespace blab::ui
