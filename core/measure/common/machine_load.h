// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <functional>
#include <string>
#include <vector>

namespace blab::core {

// The machine's CPU time at one moment, as Linux counts it in clock ticks: every CPU's busy time
// (user, nice, system, interrupts and steal, the time another guest took from this virtual
// machine), every CPU's total (busy, idle and waiting for I/O), and this process's own (its
// threads and the children it has waited for).
struct CpuTimes
{
    double busy = 0.0;
    double total = 0.0;
    double self = 0.0;
    bool known = false;
};

// How busy the machine was with other work while a measurement ran: the share of every CPU's time
// that went to other processes (and other guests), measured between two readings, not guessed
// from a figure that came out low. The measurements say their figures are unreliable when this
// share passes kBusyShare or their repeats scatter by more than kScatteredSpread.
class MachineLoad
{
public:
    using Source = std::function<CpuTimes()>;

    // A fifth of the machine: one compile job beside a two-core measurement takes half of it, an
    // idle desktop a few per cent.
    static constexpr double kBusyShare = 0.2;
    // Repeats whose median is more than a tenth slower than their fastest did not run alike.
    static constexpr double kScatteredSpread = 0.10;

    // /proc/stat and /proc/self/stat; not known where they cannot be read.
    static CpuTimes read();
    // The two files' text (the first line of /proc/stat, the one line of /proc/self/stat).
    static CpuTimes parse(const std::string &procStat, const std::string &selfStat);
    // Other processes' share of all CPU time between before and after, 0 to 1; 0 when either
    // reading is unknown or no time passed.
    static double othersShare(const CpuTimes &before, const CpuTimes &after);
    // (median − fastest) ÷ fastest of timed repeats, in seconds: 0 for fewer than two.
    static double spread(const std::vector<double> &seconds);
    // What makes a measurement's figures unreliable: "busy" (othersShare above kBusyShare) and
    // "scattered" (spread above kScatteredSpread), in that order; empty when neither.
    static std::vector<std::string> unreliable(double othersShare, double spread);
};

// Reads the machine's CPU time when a measurement starts and when it ends, through a source the
// tests can replace.
class LoadWatch
{
public:
    explicit LoadWatch(MachineLoad::Source source = {});
    // Other processes' share of CPU time since the watch was made.
    double othersShare() const;

private:
    MachineLoad::Source m_source;
    CpuTimes m_start;
};

} // namespace blab::core
